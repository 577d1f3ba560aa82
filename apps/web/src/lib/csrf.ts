import { readCookie } from './cookies';

/** The server hands out this cookie on every page GET (double-submit CSRF). */
export const CSRF_COOKIE = 'csrftoken';
/** Its name under HTTPS, where only this host can set it. */
export const SECURE_CSRF_COOKIE = '__Host-csrftoken';
/** Every POST echoes the cookie in this header, or the server answers 403. */
export const CSRF_HEADER = 'X-CSRFToken';

export function csrfToken(): string {
  return readCookie(SECURE_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE) ?? '';
}

let pending: Promise<void> | null = null;

// Under `vite` dev the page comes from Vite, not the server: ask a proxied path instead
// (the server sets the cookie on any GET).
const TOKEN_SOURCE = import.meta.env.DEV ? '/healthz' : null;

/**
 * Makes sure the `csrftoken` cookie exists before a POST. The page load normally sets it;
 * when it is missing (cookies cleared while the page was open, or the Vite dev server
 * served the page), one page GET to the server brings it back.
 */
export async function ensureCsrfToken(): Promise<void> {
  if (csrfToken() !== '') return;
  pending ??= fetch(TOKEN_SOURCE ?? window.location.pathname, {
    credentials: 'include',
    headers: { Accept: 'text/html' },
    cache: 'no-store',
  })
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Could not obtain a CSRF token', error))
    .finally(() => {
      pending = null;
    });
  await pending;
}

/** Headers for an unsafe request: the CSRF token and a JSON body. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  // Reading `document.cookie` asks the browser process each time: once per request is enough.
  let token = csrfToken();
  if (token === '') {
    await ensureCsrfToken();
    token = csrfToken();
  }
  return { [CSRF_HEADER]: token, 'Content-Type': 'application/json' };
}
