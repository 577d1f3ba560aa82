import { readFormResult, type FormResult } from '../../../lib/form-result';
import { postJson } from '../../../lib/http';

export const CONFIRM_EMAIL_URL = '/api/account/email/confirm/';
export const UNDO_EMAIL_CHANGE_URL = '/api/account/email/undo/';

/** The code of a link used already, expired, replaced by a newer request or unknown. */
export const EMAIL_CHANGE_TOKEN_INVALID = 'EMAIL_CHANGE_TOKEN_INVALID';
/** The code of a new address another account has taken since it was asked for. */
export const EMAIL_TAKEN = 'EMAIL_TAKEN';

/**
 * `POST /api/account/email/confirm/` `{ token }`: 200 `{ email }` the account now uses the
 * new address; 400 with `EMAIL_CHANGE_TOKEN_INVALID` or `EMAIL_TAKEN`. Whoever is logged in.
 */
export async function confirmEmailChange(token: string): Promise<FormResult> {
  return readFormResult(await postJson(CONFIRM_EMAIL_URL, { token }));
}

/**
 * `POST /api/account/email/undo/` `{ token }`: 200 `{ email }` the account has its old
 * address again, every session ended, a link to choose a new password mailed to it; 400
 * with `EMAIL_CHANGE_TOKEN_INVALID`.
 */
export async function undoEmailChange(token: string): Promise<FormResult> {
  return readFormResult(await postJson(UNDO_EMAIL_CHANGE_URL, { token }));
}

/** The address the answer names, once a link has worked. */
export function emailOf(result: FormResult): string {
  if (result.kind !== 'ok' || typeof result.body !== 'object' || result.body === null) return '';
  const { email } = result.body as { email?: unknown };
  return typeof email === 'string' ? email : '';
}
