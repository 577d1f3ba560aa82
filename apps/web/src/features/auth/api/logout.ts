import { postJson } from '../../../lib/http';

export const LOGOUT_URL = '/api/logout/';

/** Ends the session; throws when the server does not confirm it. */
export async function logout(): Promise<void> {
  const { ok, status } = await postJson(LOGOUT_URL, {});
  if (!ok) throw new Error(`Logout answered HTTP ${status}`);
}
