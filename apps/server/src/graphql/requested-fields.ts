import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

// The names of every field a resolver's answer is asked for, at any depth, through
// fragments: for reads that fetch only what the client asked (a language's cache).
// A parsed document is reused for every request that sends it, so its field nodes are too:
// the names are found once per document.
const found = new WeakMap<readonly FieldNode[], ReadonlySet<string>>();

export function requestedFieldNames(info: GraphQLResolveInfo): ReadonlySet<string> {
  let names = found.get(info.fieldNodes);
  if (names) return names;
  const collected = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, fragmentsSeen: Set<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        collected.add(selection.name.value);
        visit(selection.selectionSet, fragmentsSeen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, fragmentsSeen);
      } else if (!fragmentsSeen.has(selection.name.value)) {
        fragmentsSeen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, fragmentsSeen);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  names = collected;
  found.set(info.fieldNodes, names);
  return names;
}

/**
 * The root fields every operation of a document asks for, through fragments and aliases
 * (by their field names): what a request may do, whichever of its operations it runs.
 */
export function rootFieldNames(document: DocumentNode): ReadonlySet<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, fragmentsSeen: Set<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        visit(selection.selectionSet, fragmentsSeen);
      else if (!fragmentsSeen.has(selection.name.value)) {
        fragmentsSeen.add(selection.name.value);
        visit(fragments.get(selection.name.value)?.selectionSet, fragmentsSeen);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, new Set());
  }
  return names;
}
