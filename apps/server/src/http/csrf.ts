import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from './i18n.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

function hasValidToken(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  return (
    typeof cookie === 'string' &&
    cookie.length >= 32 &&
    typeof header === 'string' &&
    sameToken(cookie, header)
  );
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
 * Double-submit CSRF: every page GET hands out a `csrftoken` cookie (readable by the app),
 * and every unsafe request must echo it in `X-CSRFToken`. Another site can send the cookie
 * but cannot read it, so it cannot forge the header; and what the browser says of the
 * request's origin must not name another site.
 *
 * `everyMethod` lists routes guarded whatever the method: GraphQL answers GET too, and some
 * of its queries write (the totals remember the chosen shippings), while a GET is what a
 * link or a redirect on another site sends, session cookie included (SameSite=Lax).
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { secureCookies: boolean; everyMethod?: readonly string[] },
): void {
  const everyMethod = new Set(options.everyMethod ?? []);
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
    if (request.method !== 'GET' || request.cookies[CSRF_COOKIE]) return;
    reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: options.secureCookies,
      maxAge: 60 * 60 * 24 * 365,
    });
  });
}
