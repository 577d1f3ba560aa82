import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '@scaffale/domain/account';
import { LANGUAGES } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { requestLanguage, translate } from '../../http/i18n.ts';
import { parseFields } from '../../http/validation.ts';
import { findUserEmail, saveUserLanguage } from './account.repo.ts';
import { attemptLogin } from './account.service.ts';

const languageBody = z.object({ language: z.enum(LANGUAGES, 'invalidValue') });

/** The cookie the server and the web app read the language from (CONTRACT §2). */
const LANGUAGE_COOKIE = 'user_language';

/**
 * As the web app writes it (apps/web/src/lib/cookies.ts): readable by scripts, which pick
 * the page's language from it, and kept for a year.
 */
function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** Runs after a successful login, before the guest session is dropped (basket merge). */
export type LoginHook = (input: {
  db: Db;
  userId: number;
  guestSessionId: string | null;
}) => Promise<void>;

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore; secureCookies: boolean; onLogin?: LoginHook[] },
): void {
  const { db, sessions, secureCookies } = deps;

  app.post('/api/login/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(loginSchema, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });

    const result = await attemptLogin(db, { ...parsed.data, ip: request.ip });
    if (!result.ok) {
      if (result.code === 'TOO_MANY_ATTEMPTS') {
        reply.code(429).header('retry-after', String(result.retryAfterSeconds));
        return reply.send({ detail: translate(lang, 'tooManyAttempts'), code: result.code });
      }
      return reply.code(401).send({ detail: translate(lang, 'badCredentials'), code: result.code });
    }

    const previous = await sessions.current(request);
    for (const hook of deps.onLogin ?? []) {
      await hook({ db, userId: result.userId, guestSessionId: previous?.id ?? null });
    }
    if (previous) await sessions.destroy(request, reply);
    await sessions.start(reply, result.userId);
    // SPEC §1: the account's language, not the one the visitor browsed in, from now on.
    setLanguageCookie(reply, result.language, secureCookies);
    return reply.code(200).send({ email: result.email });
  });

  // The header's language switcher, for a logged-in buyer: the choice outlives the session.
  app.post('/api/language/', async (request, reply) => {
    const userId = await sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    const parsed = parseFields(languageBody, request.body, requestLanguage(request));
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const { language } = parsed.data;
    if (!(await saveUserLanguage(db, userId, language))) throw notLoggedIn();
    setLanguageCookie(reply, language, secureCookies);
    return reply.code(200).send({ language });
  });

  app.post('/api/logout/', async (request, reply) => {
    await sessions.destroy(request, reply);
    return reply.code(200).send({ detail: 'ok' });
  });

  // The login check of the spec: 200 when logged in, 401 otherwise.
  app.post('/test-login/', async (request, reply) => {
    const email = await currentUserEmail(db, sessions, request);
    if (!email) {
      return reply.code(401).send({
        detail: translate(requestLanguage(request), 'notLoggedIn'),
        code: 'NOT_LOGGED_IN',
      });
    }
    return reply.code(200).send({ email });
  });
}

export async function currentUserEmail(
  db: Db,
  sessions: SessionStore,
  request: FastifyRequest,
): Promise<string | null> {
  const userId = await sessions.currentUserId(request);
  return userId === null ? null : findUserEmail(db, userId);
}
