import { DEFAULT_LANG, isLang } from '../config/languages';
import { isChoosePasswordPath, pathLanguage, paths } from '../config/paths';
import { readCookie } from './cookies';

// A session opened with a one-time password may do nothing but choose its own (ADR 020):
// the server answers anything else 403 PASSWORD_CHANGE_REQUIRED. Whatever page asked, the
// browser goes to the page that chooses it, and comes back once it is chosen.

export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** Whether an answer (its status and the code it carries) asks for the password first. */
export function asksForPasswordChoice(status: number, code: unknown): boolean {
  return status === 403 && code === PASSWORD_CHANGE_REQUIRED;
}

/** The page's language: the path's, else the cookie's, else Italian. */
function currentLanguage(pathname: string) {
  const cookie = readCookie('user_language');
  return pathLanguage(pathname) ?? (isLang(cookie) ? cookie : DEFAULT_LANG);
}

/** Sends the browser to choose its password, then back here; nothing on that page itself. */
export function goToPasswordChoice(): void {
  const { pathname, search } = window.location;
  if (isChoosePasswordPath(pathname)) return;
  window.location.assign(paths.choosePassword(currentLanguage(pathname), `${pathname}${search}`));
}

/** Goes to choose the password when the answer asks for it (every API call passes here). */
export function followPasswordChoice(status: number, body: unknown): void {
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null;
  if (asksForPasswordChoice(status, code)) goToPasswordChoice();
}
