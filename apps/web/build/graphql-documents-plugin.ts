import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The generated `graphql()` (src/gql/gql.ts) finds a document in a map of every document of
 * the app, and the documents themselves sit in one module (src/gql/graphql.ts), which the
 * first download would then carry whole. At build, each `graphql(`…`)` call is replaced by
 * its generated document (its fragments included), as the client preset's Babel plugin does
 * (Vite's React plugin no longer runs Babel): a page's documents travel with the page.
 */

// GraphQL's tokens, for documents without block strings; comments are dropped, white space
// and commas (ignored tokens) are what separates them.
const TOKEN =
  /"(?:[^"\\\n]|\\.)*"|#[^\n\r]*|\.\.\.|\$?[_A-Za-z][_0-9A-Za-z]*|-?\d[\d.eE+-]*|[!&():=@[\]{|}]/g;

export function documentTokens(text: string): string[] {
  return (text.match(TOKEN) ?? []).filter((token) => !token.startsWith('#'));
}

/** The name of a document's first operation or fragment. */
function definitionName(tokens: readonly string[]): string | undefined {
  return /^(query|mutation|subscription|fragment)$/.test(tokens[0] ?? '') ? tokens[1] : undefined;
}

/** The generated documents' tokens (fragments appended), by their first definition's name. */
export function generatedDocuments(graphqlSource: string): Map<string, string[]> {
  const documents = new Map<string, string[]>();
  for (const [, text] of graphqlSource.matchAll(
    /^export const \w+ =\s*new TypedDocumentString\(\s*`([^`]*)`/gm,
  )) {
    const tokens = documentTokens(text ?? '');
    const name = definitionName(tokens);
    if (name !== undefined) documents.set(name, tokens);
  }
  return documents;
}

/** Tokens on one line, spaced only where two names (or numbers) would otherwise merge. */
export function printTokens(tokens: readonly string[]): string {
  let text = '';
  for (const token of tokens) {
    if (/[\w"]$/.test(text) && /^[\w$"]/.test(token)) text += ' ';
    text += token;
  }
  return text;
}

const CALL = /\bgraphql\(\s*`/g;
// A template without interpolation (`$` alone starts a GraphQL variable).
const DOCUMENT_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
const CLASS = '__TypedDocumentString';

/** The generated document of a call's text: the same definition, then only fragments. */
function generatedDocument(
  source: string,
  documents: ReadonlyMap<string, readonly string[]>,
): readonly string[] {
  const tokens = documentTokens(source);
  const generated = documents.get(definitionName(tokens) ?? '');
  const same =
    generated !== undefined &&
    tokens.every((token, i) => generated[i] === token) &&
    (generated.length === tokens.length || generated[tokens.length] === 'fragment');
  if (!same) {
    const firstLine = source.trim().split('\n')[0];
    throw new Error(`a document not in src/gql (run npm run codegen:graphql): ${firstLine}`);
  }
  return generated;
}

/**
 * `code` with each `graphql(`…`)` call replaced by its generated document on one line, a
 * TypedDocumentString imported from `graphqlModule`; null when the code makes no such call.
 * Throws for a document the generated files do not hold as written (they are stale) or a
 * call it cannot read.
 */
export function replaceDocumentCalls(
  code: string,
  documents: ReadonlyMap<string, readonly string[]>,
  graphqlModule: string,
): string | null {
  const calls = code.match(CALL)?.length ?? 0;
  if (calls === 0) return null;
  let replaced = 0;
  const rewritten = code.replace(DOCUMENT_CALL, (_call, source: string) => {
    const text = printTokens(generatedDocument(source, documents));
    replaced += 1;
    return `/* @__PURE__ */ new ${CLASS}(${JSON.stringify(text)})`;
  });
  if (replaced !== calls) {
    throw new Error('a graphql() call without a plain template literal: write the document whole');
  }
  const imports = `import { TypedDocumentString as ${CLASS} } from ${JSON.stringify(graphqlModule)};`;
  return `${imports}\n${rewritten}`;
}

/**
 * The generated module's documents marked free of side effects, so that its own copies,
 * which nothing imports once the calls are replaced, are left out of the bundle.
 */
export function markDocumentsPure(graphqlSource: string): string {
  return graphqlSource.replaceAll(
    /^(export const \w+ =\s*)new TypedDocumentString\(/gm,
    '$1/* @__PURE__ */ new TypedDocumentString(',
  );
}

export function graphqlDocuments(options: { gqlDir: string }): Plugin {
  const gqlDir = path.resolve(options.gqlDir);
  const graphqlModule = path.join(gqlDir, 'graphql.ts');
  let documents = new Map<string, string[]>();
  return {
    name: 'scaffale-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(readFileSync(graphqlModule, 'utf8'));
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === graphqlModule) return { code: markDocumentsPure(code), map: null };
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep)) return null;
      try {
        const rewritten = replaceDocumentCalls(code, documents, graphqlModule);
        return rewritten === null ? null : { code: rewritten, map: null };
      } catch (error) {
        this.error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}
