import type { PasswordResetRequestValues } from '../../../components/account/account-schemas';
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';

export const PASSWORD_RESET_URL = '/api/password-reset/';

/**
 * `POST /api/password-reset/` (docs/spec/accounts-and-access.md §1): 202 and the same neutral
 * `detail` whether the account exists or not (the mail links to `/{lang}/reset-password/{token}/`);
 * 400 for a malformed email; 429 too many requests.
 */
export async function requestPasswordReset(
  values: PasswordResetRequestValues,
): Promise<FormResult> {
  return readFormResult(await postJson(PASSWORD_RESET_URL, values));
}
