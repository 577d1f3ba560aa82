import type { Lang } from '../../../config/languages';
import { postJson } from '../../../lib/http';

export const SAVE_LANGUAGE_URL = '/api/language/';

/**
 * Saves a logged-in buyer's language on the account, which the next login applies
 * (docs/spec/api-contract.md §2.2); the answer sets the `user_language` cookie too. Throws when the
 * server refuses it.
 */
export async function saveLanguage(language: Lang): Promise<void> {
  const { ok, status } = await postJson(SAVE_LANGUAGE_URL, { language });
  if (!ok) throw new Error(`Saving the language answered HTTP ${status}`);
}
