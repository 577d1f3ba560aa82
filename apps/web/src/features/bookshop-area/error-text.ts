import { GraphQLRequestError } from '../../lib/graphql';
import type { Translate } from '../../i18n/translate';

/** The server's translated message when there is one, else the page's own words. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof GraphQLRequestError && error.translated && error.message)
    return error.message;
  return t('bookshopArea.actionError');
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
