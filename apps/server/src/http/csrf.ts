import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from './i18n.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths called by payment providers, which sign their requests instead. */
const exemptPrefixes: string[] = [];

export function exemptFromCsrf(pathPrefix: string): void {
  exemptPrefixes.push(pathPrefix);
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
 * Double-submit CSRF: every page GET hands out a `csrftoken` cookie (readable by the app),
 * and every unsafe request must echo it in `X-CSRFToken`. Another site can send the cookie
 * but cannot read it, so it cannot forge the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (exemptPrefixes.some((prefix) => path.startsWith(prefix))) return;
    if (hasValidToken(request)) return;
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
