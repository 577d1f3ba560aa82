import type { FastifyInstance } from 'fastify';
import { Kind, visit, type DocumentNode } from 'graphql';
import { HttpErrors } from './errors.ts';

// PostgreSQL's text cannot hold a NUL character: one that reached a statement failed it as a
// server error. No text a person types has one, so a request carrying it anywhere (a JSON
// body, the query string, the path, a GraphQL document's string) is refused at the edge
// before any work is done.

const NUL = '\u0000';
/** Deeper than any body the API reads (Fastify's parser bounds the JSON anyway). */
const MAX_DEPTH = 64;

export const invalidText = HttpErrors.invalidText;

/** Whether any string in `value` (keys included) holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1),
  );
}

/** Refuses every request with a NUL in its body, query string or path parameters. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw invalidText();
    }
  });
}

/** A GraphQL document whose string literals (escaped as \u0000) hold a NUL once parsed. */
export function documentHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}
