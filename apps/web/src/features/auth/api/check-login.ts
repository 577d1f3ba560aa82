import { postJson } from '../../../lib/http';

export const LOGIN_CHECK_URL = '/test-login/';

/**
 * The spec's login check: a POST with the CSRF header; 200 means logged in, 401 logged
 * out. Any other answer is a failure and throws.
 */
export async function checkLogin(signal?: AbortSignal): Promise<boolean> {
  const { status } = await postJson(LOGIN_CHECK_URL, {}, { signal });
  if (status === 200) return true;
  if (status === 401) return false;
  throw new Error(`Login check answered HTTP ${status}`);
}
