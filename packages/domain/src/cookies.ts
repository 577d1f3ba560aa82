// Every cookie the shop sets (docs/spec/legal-pages.md §3): all technical, none for
// profiling or statistics, so none needs consent (art. 122 Codice privacy; Garante,
// Linee guida cookie, 10 June 2021). The cookie notice lists these and nothing else, and
// apps/server/src/modules/privacy/cookies.test.ts fails on a cookie set on a buyer's journey
// that is not here, or set for longer than this says.

export const COOKIE_PURPOSES = ['session', 'csrf', 'language'] as const;
export type CookiePurpose = (typeof COOKIE_PURPOSES)[number];

export interface SiteCookie {
  name: string;
  purpose: CookiePurpose;
  /** How long the browser keeps it (Max-Age), in seconds. */
  maxAgeSeconds: number;
  /** Unreadable by the page's scripts. */
  httpOnly: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

export const SITE_COOKIES: readonly SiteCookie[] = [
  // The login and the guest's basket; the server forgets a staff session sooner (idle time).
  { name: 'sessionid', purpose: 'session', maxAgeSeconds: 14 * DAY_SECONDS, httpOnly: true },
  // The token every form sends back, against requests forged by other sites.
  { name: 'csrftoken', purpose: 'csrf', maxAgeSeconds: 365 * DAY_SECONDS, httpOnly: false },
  // The same under HTTPS, bound to this host.
  {
    name: '__Host-csrftoken',
    purpose: 'csrf',
    maxAgeSeconds: 365 * DAY_SECONDS,
    httpOnly: false,
  },
  // The language chosen, read by the server and the pages.
  { name: 'user_language', purpose: 'language', maxAgeSeconds: 365 * DAY_SECONDS, httpOnly: false },
];

/** The listed cookie of that name, or undefined. */
export function siteCookie(name: string): SiteCookie | undefined {
  return SITE_COOKIES.find((cookie) => cookie.name === name);
}

/** A duration in whole days, as the notice states it. */
export function cookieDays(cookie: SiteCookie): number {
  return Math.round(cookie.maxAgeSeconds / DAY_SECONDS);
}
