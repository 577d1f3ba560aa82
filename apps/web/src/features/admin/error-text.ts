import { GraphQLRequestError } from '../../lib/graphql';
import type { Translate } from '../../i18n/translate';

/** The server's translated message when there is one, else the page's own words. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof GraphQLRequestError && error.translated && error.message)
    return error.message;
  return t('admin.actionError');
}
