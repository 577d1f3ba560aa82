import type { LoginInput } from '@scaffale/domain/account';
import { detailOf, firstFieldErrors, postJson } from '../../../lib/http';

export const LOGIN_URL = '/api/login/';

export type LoginField = keyof LoginInput;

/** What the server made of a login attempt. */
export type LoginResult =
  /** `passwordChangeRequired`: logged in with a one-time password, to replace first. */
  | { kind: 'success'; email: string; passwordChangeRequired: boolean }
  /** 400: a message per field, already in the visitor's language. */
  | { kind: 'invalid'; fieldErrors: Partial<Record<LoginField, string>>; detail: string | null }
  /** 401 wrong credentials, 429 too many attempts, 403 …: one message for the form. */
  | { kind: 'refused'; status: number; detail: string | null };

function isLoginField(field: string): field is LoginField {
  return field === 'email' || field === 'password';
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const { status, body } = await postJson(LOGIN_URL, input);
  if (status === 200) {
    const answer = typeof body === 'object' && body !== null ? body : {};
    const email =
      'email' in answer && typeof answer.email === 'string' ? answer.email : input.email;
    const passwordChangeRequired =
      'passwordChangeRequired' in answer && answer.passwordChangeRequired === true;
    return { kind: 'success', email, passwordChangeRequired };
  }
  if (status === 400) {
    const fieldErrors: Partial<Record<LoginField, string>> = {};
    for (const [field, message] of Object.entries(firstFieldErrors(body))) {
      if (isLoginField(field)) fieldErrors[field] = message;
    }
    return { kind: 'invalid', fieldErrors, detail: detailOf(body) };
  }
  return { kind: 'refused', status, detail: detailOf(body) };
}
