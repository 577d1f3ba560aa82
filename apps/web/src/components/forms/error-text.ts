import { GraphQLRequestError } from '../../lib/graphql';

// A refused or failed request as a back-office form says it (the administration's, the
// bookshop staff's): the server's own words when it gave them, else the page's.

/** The server's translated message when there is one, else `fallback` (the page's words). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof GraphQLRequestError && error.translated && error.message)
    return error.message;
  return fallback;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'FORBIDDEN';
}

/** Another bookshop's part, or none: the server does not say which. */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
}

/** The input a server refusal is about ('isbn', 'rates.2.price'), with its translated text. */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof GraphQLRequestError) || !error.translated) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? { field, message: error.message } : null;
}

/** fieldErrorOf's refusal when it is about one of the form's own `fields`, else null. */
export function refusalOfField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  const refusal = fieldErrorOf(error);
  const field = fields.find((name) => name === refusal?.field);
  return field && refusal ? { field, message: refusal.message } : null;
}
