import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';

export const PASSWORD_RESET_CONFIRM_URL = '/api/password-reset/confirm/';

/** The code of a reset link used already, expired or unknown. */
export const RESET_TOKEN_INVALID = 'RESET_TOKEN_INVALID';

/**
 * `POST /api/password-reset/confirm/` (docs/spec/accounts-and-access.md §1): 200 the password is
 * changed and every session of the account ended (the buyer logs in again); 400 with
 * `errors.password` for a weak password (the link still valid), or with `errors.token` and
 * `RESET_TOKEN_INVALID`.
 */
export async function confirmPasswordReset(input: {
  token: string;
  password: string;
}): Promise<FormResult> {
  return readFormResult(await postJson(PASSWORD_RESET_CONFIRM_URL, input));
}

/** Whether the server refused the link itself rather than the password. */
export function isInvalidResetLink(result: FormResult): boolean {
  return (
    result.kind === 'invalid' &&
    (result.code === RESET_TOKEN_INVALID || result.fieldErrors.token !== undefined)
  );
}
