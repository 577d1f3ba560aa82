import type { PasswordChangeValues } from '../../../components/account/account-schemas';
import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';

export const CHANGE_PASSWORD_URL = '/api/account/password/';

/**
 * `POST /api/account/password/` (docs/spec/accounts-and-access.md §2): 200 the password is changed,
 * every other session of the account ended and this one kept; 400 with `errors.currentPassword`
 * (wrong) or `errors.newPassword` (too short, too common); 429 too many attempts.
 */
export async function changePassword(values: PasswordChangeValues): Promise<FormResult> {
  return readFormResult(await postJson(CHANGE_PASSWORD_URL, values));
}
