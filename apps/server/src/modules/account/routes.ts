import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '@scaffale/domain/account';
import { LANGUAGES, type Lang } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { requestLanguage, translate } from '../../http/i18n.ts';
import { parseFields } from '../../http/validation.ts';
import { findUserEmail, saveUserLanguage } from './account.repo.ts';
import { attemptLogin, registerBuyer, type SignedIn } from './account.service.ts';
import { isCommonPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy.ts';

const personName = z.string('required').trim().min(1, 'required').max(150);

/** CONTRACT §7; the password as NIST SP 800-63B asks (password-policy.ts). */
const registrationBody = z.object({
  email: loginSchema.shape.email,
  // One message per refusal: each check stops the ones after it.
  password: z
    .string('required')
    .min(1, { message: 'required', abort: true })
    .min(MIN_PASSWORD_LENGTH, { message: 'passwordTooShort', abort: true })
    .max(MAX_PASSWORD_LENGTH, { abort: true })
    .refine((password) => !isCommonPassword(password), 'passwordTooCommon'),
  firstName: personName,
  lastName: personName,
  language: z.enum(LANGUAGES, 'invalidValue'),
});

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

/**
 * Runs after a successful login or registration, before the guest session is dropped (basket
 * merge).
 */
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

  /**
   * The session of an account just proved (login) or opened (registration): the guest's
   * basket is merged, the guest session dropped and a new one started (no fixation; the CSRF
   * hook hands out a token for it), and the account's language set in the cookie.
   */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    account: SignedIn,
  ): Promise<void> => {
    const previous = await sessions.current(request);
    for (const hook of deps.onLogin ?? []) {
      await hook({ db, userId: account.userId, guestSessionId: previous?.id ?? null });
    }
    if (previous) await sessions.destroy(request, reply);
    await sessions.start(reply, account.userId);
    // SPEC §1: the account's language, not the one the visitor browsed in, from now on.
    setLanguageCookie(reply, account.language, secureCookies);
  };

  const tooManyAttempts = (reply: FastifyReply, lang: Lang, retryAfterSeconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ detail: translate(lang, 'tooManyAttempts'), code: 'TOO_MANY_ATTEMPTS' });

  app.post('/api/login/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(loginSchema, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });

    const result = await attemptLogin(db, { ...parsed.data, ip: request.ip });
    if (!result.ok) {
      if (result.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyAttempts(reply, lang, result.retryAfterSeconds);
      }
      return reply.code(401).send({ detail: translate(lang, 'badCredentials'), code: result.code });
    }
    await startSession(request, reply, result);
    return reply.code(200).send({ email: result.email });
  });

  // CONTRACT §7: a buyer's account, logged in at once. Refusals answer like the other forms'.
  app.post('/api/register/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(registrationBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });

    const result = await registerBuyer(db, { ...parsed.data, ip: request.ip });
    if (!result.ok) {
      if (result.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyAttempts(reply, lang, result.retryAfterSeconds);
      }
      return reply.code(400).send({ errors: { email: [translate(lang, 'emailTaken')] } });
    }
    await startSession(request, reply, result);
    return reply.code(201).send({ email: result.email });
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
