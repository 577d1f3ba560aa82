// What /graphql accepts before any work is done for it: a GraphQL document (never anything
// else), of bounded size, depth and breadth. Each refusal is a 400 with the validation code.

import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Fields one path may nest. `ofType` does not count: it is introspection's inner type of a
 * list or a non-null, one for one (no answer grows with it), and the introspection query
 * GraphiQL and graphql-codegen send (graphql-js's getIntrospectionQuery) nests nine of them
 * to describe a type like `[[Int!]!]!`. graphql-js's own rule bounds the introspection
 * levels that do multiply (fields of types of fields…).
 */
export const MAX_QUERY_DEPTH = 8;
/** Lexer tokens in one document: the parser stops there. The web app's largest has ~200. */
export const MAX_QUERY_TOKENS = 10_000;
/**
 * Root fields one operation may select, aliases included: each is a resolver with its own
 * SQL, so 1000 aliases of getBasket would be 1000 baskets. The web app asks one at a time.
 */
export const MAX_ROOT_FIELDS = 10;
/** Fields one operation selects in all, a fragment counted wherever it is spread. */
export const MAX_SELECTED_FIELDS = 500;

/** A request refused before it runs: the errors say why, the status is 400. */
export class QueryRefused extends Error {
  override name = 'QueryRefused';
  readonly statusCode = 400;
  readonly errors: GraphQLError[];

  constructor(message: string) {
    super(message);
    this.errors = [new GraphQLError(message)];
  }
}

const IGNORED = new Set([' ', '\t', '\n', '\r', ',', '\uFEFF']);

/** Skips GraphQL's ignored tokens (white space, commas, comments) from `i`. */
function skipIgnored(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (IGNORED.has(char)) i += 1;
    else if (char === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
    } else break;
  }
  return i;
}

/**
 * Whether the text can be an executable GraphQL document: it opens with an operation or
 * fragment keyword, or a selection set. Mercurius reads text that does not parse as GraphQL
 * as a JSON syntax tree, which would let names outside GraphQL's grammar (and documents
 * that are no documents at all) through; those never reach it.
 */
export function looksExecutable(source: string): boolean {
  const i = skipIgnored(source, 0);
  if (source[i] === '{') return /^[_A-Za-z.]/.test(source[skipIgnored(source, i + 1)] ?? '');
  return /^(?:query|mutation|subscription|fragment)(?![_0-9A-Za-z])/.test(source.slice(i, i + 13));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The shape of a GraphQL request (body of a POST, query string of a GET), checked after
 * Mercurius's own schema: a query that is a GraphQL document, an operation name that is a
 * string. A body that is no object at all is Mercurius's to refuse.
 */
export function checkGraphQLRequest(input: unknown): void {
  if (!isRecord(input)) return;
  const { query, operationName } = input;
  if (typeof query !== 'string' || !looksExecutable(query)) {
    throw new QueryRefused('The request needs a query: a GraphQL document with an operation.');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new QueryRefused('operationName must be a string.');
  }
}

interface Cost {
  /** Fields at the level of the selection set (fragments on it included). */
  own: number;
  /** Fields at every level. */
  all: number;
  /** Fields nested on the longest path (MAX_QUERY_DEPTH's count). */
  depth: number;
}

/** Introspection's unwrapping of a list or non-null type: no level of depth (MAX_QUERY_DEPTH). */
const UNWRAPS = 'ofType';

/**
 * Refuses documents whose operations select too many root fields or fields in all, or nest
 * them too deep. Linear in the document: each fragment is counted once and multiplied where
 * spread, so nested fragments cannot blow the count (or the time) up. Cycles count nothing
 * here; validation refuses them.
 */
export function checkQueryCost(document: DocumentNode): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const memo = new Map<string, Cost>();
  const visiting = new Set<string>();

  const spread = (name: string): Cost => {
    const known = memo.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || visiting.has(name)) return { own: 0, all: 0, depth: 0 };
    visiting.add(name);
    const cost = count(fragment.selectionSet);
    visiting.delete(name);
    memo.set(name, cost);
    return cost;
  };

  const count = (set: SelectionSetNode): Cost => {
    let own = 0;
    let all = 0;
    let depth = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet ? count(selection.selectionSet) : null;
        own += 1;
        all += 1 + (inner?.all ?? 0);
        const level = selection.name.value === UNWRAPS ? 0 : 1;
        depth = Math.max(depth, level + (inner?.depth ?? 0));
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? count(selection.selectionSet)
            : spread(selection.name.value);
        own += inner.own;
        all += inner.all;
        depth = Math.max(depth, inner.depth);
      }
    }
    return { own, all, depth };
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = count(definition.selectionSet);
    if (cost.depth > MAX_QUERY_DEPTH) {
      throw new QueryRefused(
        `An operation may nest fields ${MAX_QUERY_DEPTH} deep at most; this one is ${cost.depth} deep.`,
      );
    }
    if (cost.own > MAX_ROOT_FIELDS) {
      throw new QueryRefused(
        `An operation may select at most ${MAX_ROOT_FIELDS} root fields (aliases included); this one selects ${cost.own}.`,
      );
    }
    if (cost.all > MAX_SELECTED_FIELDS) {
      throw new QueryRefused(
        `An operation may select at most ${MAX_SELECTED_FIELDS} fields; this one selects ${cost.all}.`,
      );
    }
  }
}
