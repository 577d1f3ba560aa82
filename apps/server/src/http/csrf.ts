import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from './i18n.ts';
import { SESSION_COOKIE } from './session.ts';

export const CSRF_COOKIE = 'csrftoken';
/** Its name under HTTPS: a __Host- cookie can only be set by this host, over HTTPS, for '/'. */
export const SECURE_CSRF_COOKIE = '__Host-csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session cookie this request's answer gives the browser: a new token (a login, a
     * guest's first session), null when it clears it (a logout), undefined when unchanged.
     */
    sessionCookieSet: string | null | undefined;
  }
}

/**
 * Routes (as declared, e.g. '/api/webhooks/stripe/') called by payment providers, which
 * sign their requests instead. Matched on the route the request reached, never on the raw
 * URL, so no spelling of a path (encoded, without the slash) changes the answer.
 */
const exemptRoutes = new Set<string>();

export function exemptFromCsrf(routeUrl: string): void {
  exemptRoutes.add(routeUrl);
}

/** The declared URL of the route a request reached (undefined when none matched). */
function routeOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function macOf(key: string, nonce: string, session: string): string {
  return createHmac('sha256', key).update(`${nonce}.${session}`).digest('base64url');
}

/**
 * A token bound to a session cookie's value ('' for none): a random nonce and its keyed
 * hash with the session. Whoever sets a cookie on a sibling subdomain cannot make one that
 * the server takes with the victim's session.
 */
export function csrfTokenFor(key: string, session: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${macOf(key, nonce, session)}`;
}

function isBoundTo(key: string, token: string, session: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return sameToken(token.slice(dot + 1), macOf(key, token.slice(0, dot), session));
}

/**
 * What the browser says of where a request comes from, when it says it: a Sec-Fetch-Site
 * other than same-origin (or none: typed, bookmarked), or an Origin whose host is not the
 * one asked. A sibling subdomain counts as another site: it could have planted the cookie
 * it echoes. The scheme is not compared: behind a TLS proxy the server sees plain HTTP.
 */
function comesFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // 'null' (a sandboxed frame, a redirect chain) or garbage
  }
}

/**
 * Double-submit CSRF, the token bound to the session: every page GET hands out a cookie
 * (readable by the app) holding a token made for the browser's session cookie, and every
 * unsafe request must echo it in `X-CSRFToken`. Another site can send the cookie but cannot
 * read it, so it cannot forge the header; a cookie it plants (from a sibling subdomain) is
 * not bound to the victim's session; and what the browser says of the request's origin
 * must not name another site. An answer that changes the session cookie (a login, a
 * logout) hands out a token for the new one.
 *
 * `everyMethod` lists routes guarded whatever the method: GraphQL answers GET too, and some
 * of its queries write (the totals remember the chosen shippings), while a GET is what a
 * link or a redirect on another site sends, session cookie included (SameSite=Lax).
 */
export function registerCsrf(
  app: FastifyInstance,
  options: {
    secureCookies: boolean;
    key: string;
    everyMethod?: readonly string[];
    /** GET routes whose public, cacheable answers hand out no token (robots.txt, sitemaps). */
    withoutToken?: readonly string[];
  },
): void {
  const { key } = options;
  const cookieName = options.secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  const everyMethod = new Set(options.everyMethod ?? []);
  const withoutToken = new Set(options.withoutToken ?? []);
  app.decorateRequest('sessionCookieSet', undefined);

  const sessionOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? '';

  const hasValidToken = (request: FastifyRequest): boolean => {
    const cookie = request.cookies[cookieName];
    const header = request.headers[CSRF_HEADER];
    return (
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      sameToken(cookie, header) &&
      isBoundTo(key, cookie, sessionOf(request))
    );
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    const guarded =
      UNSAFE_METHODS.has(request.method) || (route !== undefined && everyMethod.has(route));
    if (!guarded) return;
    if (route !== undefined && exemptRoutes.has(route)) return;
    if (hasValidToken(request) && !comesFromAnotherSite(request)) return;
    const lang = requestLanguage(request);
    return reply.code(403).send({ detail: translate(lang, 'csrfFailed'), code: 'CSRF_FAILED' });
  });

  app.addHook('onSend', async (request, reply) => {
    const changed = request.sessionCookieSet;
    const session = changed === undefined ? sessionOf(request) : (changed ?? '');
    // A page visit without a token, or one for another session, gets one; so does every
    // answer that changes the session.
    if (changed === undefined && request.method !== 'GET') return;
    const route = routeOf(request);
    if (changed === undefined && route !== undefined && withoutToken.has(route)) return;
    const current = request.cookies[cookieName];
    if (changed === undefined && current !== undefined && isBoundTo(key, current, session)) return;
    reply.setCookie(cookieName, csrfTokenFor(key, session), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: options.secureCookies,
      maxAge: 60 * 60 * 24 * 365,
    });
  });
}
