import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '@scaffale/domain/account';
import { LANGUAGES, type Lang } from '@scaffale/domain/languages';
import { MAX_PASSWORD_LENGTH, newPasswordSchema } from '@scaffale/domain/password';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { requestLanguage, translate, type MessageKey } from '../../http/i18n.ts';
import { parseFields } from '../../http/validation.ts';
import { findUserEmail, saveUserLanguage } from './account.repo.ts';
import { attemptLogin, registerBuyer, type SignedIn } from './account.service.ts';
import {
  changePassword,
  checkPassword,
  deleteAccount,
  findProfile,
  type FindOrdersInFlight,
  isNewEmail,
  saveProfile,
} from './account-settings.ts';
import { admitEmailCheck, DEFAULT_REGISTRATIONS_PER_HOUR } from './opening-limits.ts';
import { AccountErrors, describeOrdersInFlight } from './errors.ts';
import { confirmEmailChange, undoEmailChange, type EmailTokenResult } from './email-change.ts';
import { confirmPasswordReset, requestPasswordReset, resetOwner } from './password-reset.ts';
import { weakPasswordMessage } from './password-policy.ts';

const personName = z.string('required').trim().min(1, 'required').max(150);

/**
 * docs/spec/accounts-and-access.md §1. The password's length here, its strength once the body is
 * read, against the account's own words (password-policy.ts).
 */
const registrationBody = z.object({
  email: loginSchema.shape.email,
  password: newPasswordSchema,
  firstName: personName,
  lastName: personName,
  language: z.enum(LANGUAGES, 'invalidValue'),
});

const languageBody = z.object({ language: z.enum(LANGUAGES, 'invalidValue') });

const resetRequestBody = z.object({ email: loginSchema.shape.email });

const resetConfirmBody = z.object({
  token: z.string('required').min(1, 'required').max(200),
  password: newPasswordSchema,
});

/** The current password is asked only when the email changes (the route decides). */
const profileBody = registrationBody.omit({ password: true }).extend({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});

/** The token of a link mailed for an email change, as the page POSTs it. */
const emailTokenBody = z.object({ token: z.string('required').min(1, 'required').max(200) });

const passwordChangeBody = z.object({
  currentPassword: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordSchema,
});

const deletionBody = z.object({
  password: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH),
});

/**
 * The cookie the server and the web app read the language from (docs/spec/api-contract.md §2.2).
 */
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
  deps: {
    db: Db;
    sessions: SessionStore;
    secureCookies: boolean;
    onLogin?: LoginHook[];
    /** Accounts (and email checks) one address may open an hour (REGISTRATIONS_PER_HOUR). */
    registrationsPerHour?: number;
    /** What an account's deletion waits for (bookshop's ordersInFlight, wired by the app). */
    findOrdersInFlight: FindOrdersInFlight;
  },
): void {
  const { db, sessions, secureCookies } = deps;
  const registrationsPerHour = deps.registrationsPerHour ?? DEFAULT_REGISTRATIONS_PER_HOUR;

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
    await sessions.start(reply, account.userId, {
      mustChangePassword: account.mustChangePassword,
    });
    // docs/spec/api-contract.md §2.2: the account's language, not the one the visitor browsed in,
    // from now on.
    setLanguageCookie(reply, account.language, secureCookies);
  };

  const tooManyAttempts = (
    reply: FastifyReply,
    lang: Lang,
    retryAfterSeconds: number,
    message: MessageKey = 'tooManyAttempts',
  ) =>
    reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ detail: translate(lang, message), code: 'TOO_MANY_ATTEMPTS' });

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
    // The page goes on to choosing a password: nothing else is open to this session.
    return reply
      .code(200)
      .send(
        result.mustChangePassword
          ? { email: result.email, passwordChangeRequired: true }
          : { email: result.email },
      );
  });

  // docs/spec/accounts-and-access.md §1: a buyer's account, logged in at once. Refusals answer like
  // the other forms'.
  app.post('/api/register/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(registrationBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const weak = await weakPasswordMessage(parsed.data.password, parsed.data, lang);
    if (weak !== null) return reply.code(400).send({ errors: { password: [weak] } });

    const result = await registerBuyer(db, {
      ...parsed.data,
      ip: request.ip,
      registrationsPerHour,
    });
    if (!result.ok) {
      if (result.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyAttempts(reply, lang, result.retryAfterSeconds, 'tooManyRegistrations');
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

  // docs/spec/accounts-and-access.md §1: the same answer whether or not the email has an account.
  app.post('/api/password-reset/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(resetRequestBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const result = await requestPasswordReset(db, { email: parsed.data.email, ip: request.ip });
    if (!result.ok) return tooManyAttempts(reply, lang, result.retryAfterSeconds);
    return reply.code(202).send({ detail: translate(lang, 'resetRequested') });
  });

  app.post('/api/password-reset/confirm/', async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(resetConfirmBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const invalidToken = () =>
      reply.code(400).send({
        errors: { token: [translate(lang, 'resetTokenInvalid')] },
        code: 'RESET_TOKEN_INVALID',
      });
    // A spent link is said first: no new password would help.
    const owner = await resetOwner(db, parsed.data.token);
    if (owner === null) return invalidToken();
    const weak = await weakPasswordMessage(parsed.data.password, owner, lang);
    if (weak !== null) return reply.code(400).send({ errors: { password: [weak] } });
    const session = await sessions.current(request);
    const result = await confirmPasswordReset(db, {
      ...parsed.data,
      keepSessionId: session?.id ?? null,
    });
    if (!result.ok) return invalidToken();
    // A session of another account (or a guest's) is left as it is; the reset account's
    // own sessions are ended but the caller's.
    return reply.code(200).send({ detail: translate(lang, 'passwordReset') });
  });

  /** The logged-in account, or a 401. */
  const accountOf = async (request: FastifyRequest) => {
    const session = await sessions.current(request);
    if (session?.userId == null) throw notLoggedIn();
    return { userId: session.userId, sessionId: session.id };
  };

  app.get('/api/account/', async (request, reply) => {
    const { userId } = await accountOf(request);
    const profile = await findProfile(db, userId);
    if (!profile) throw notLoggedIn();
    return reply.code(200).send(profile);
  });

  // Names and language are saved at once; a new email needs the current password and waits
  // for the link mailed to it (email-change.ts).
  app.post('/api/account/', async (request, reply) => {
    const { userId } = await accountOf(request);
    const lang = requestLanguage(request);
    const parsed = parseFields(profileBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const { currentPassword, ...profile } = parsed.data;
    const current = await findProfile(db, userId);
    if (!current) throw notLoggedIn();
    if (isNewEmail(current, profile.email)) {
      if (!currentPassword) {
        return reply.code(400).send({ errors: { currentPassword: [translate(lang, 'required')] } });
      }
      if (await answeredWrongPassword(request, reply, userId, currentPassword, 'currentPassword')) {
        return reply;
      }
      // A new email is checked against the other accounts: it tells what a registration
      // tells, so it is limited as registrations are.
      const refused = await admitEmailCheck(db, { ip: request.ip, perHour: registrationsPerHour });
      if (refused) {
        return tooManyAttempts(reply, lang, refused.retryAfterSeconds, 'tooManyEmailChecks');
      }
    }
    const result = await saveProfile(db, userId, current, profile);
    if (!result.ok) {
      if (result.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyAttempts(reply, lang, result.retryAfterSeconds);
      }
      return reply.code(400).send({ errors: { email: [translate(lang, 'emailTaken')] } });
    }
    setLanguageCookie(reply, result.profile.language, secureCookies);
    return reply.code(200).send(result.profile);
  });

  /**
   * The answer to a link of an email change, opened by its page (a POST with the token, never
   * a GET): whoever opens it, the token alone names the account.
   */
  const answerEmailToken = async (
    request: FastifyRequest,
    reply: FastifyReply,
    use: (db: Db, input: { token: string }) => Promise<EmailTokenResult>,
    done: 'emailChanged' | 'emailChangeUndone',
  ) => {
    const lang = requestLanguage(request);
    const parsed = parseFields(emailTokenBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const result = await use(db, parsed.data);
    if (result.ok) {
      return reply.code(200).send({ email: result.email, detail: translate(lang, done) });
    }
    if (result.code === 'EMAIL_TAKEN') {
      return reply.code(400).send({
        errors: { email: [translate(lang, 'emailTaken')] },
        code: result.code,
      });
    }
    return reply.code(400).send({
      errors: { token: [translate(lang, 'emailTokenInvalid')] },
      code: result.code,
    });
  };

  app.post('/api/account/email/confirm/', (request, reply) =>
    answerEmailToken(request, reply, confirmEmailChange, 'emailChanged'),
  );

  app.post('/api/account/email/undo/', (request, reply) =>
    answerEmailToken(request, reply, undoEmailChange, 'emailChangeUndone'),
  );

  /**
   * The current password, checked as a login: true once the refusal is answered (400 on the
   * field, or 429 past the login's limits), false when it holds.
   */
  const answeredWrongPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    password: string,
    field: 'currentPassword' | 'password',
  ): Promise<boolean> => {
    const lang = requestLanguage(request);
    const check = await checkPassword(db, userId, password, request.ip);
    if (check.ok) return false;
    if (check.code === 'TOO_MANY_ATTEMPTS') {
      await tooManyAttempts(reply, lang, check.retryAfterSeconds);
    } else {
      await reply.code(400).send({ errors: { [field]: [translate(lang, 'wrongPassword')] } });
    }
    return true;
  };

  app.post('/api/account/password/', async (request, reply) => {
    const { userId, sessionId } = await accountOf(request);
    const lang = requestLanguage(request);
    const parsed = parseFields(passwordChangeBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const owner = await findProfile(db, userId);
    if (!owner) throw notLoggedIn();
    const weak = await weakPasswordMessage(parsed.data.newPassword, owner, lang);
    if (weak !== null) return reply.code(400).send({ errors: { newPassword: [weak] } });
    const current = parsed.data.currentPassword;
    if (await answeredWrongPassword(request, reply, userId, current, 'currentPassword')) {
      return reply;
    }
    await changePassword(db, userId, parsed.data.newPassword, sessionId);
    return reply.code(200).send({ detail: translate(lang, 'passwordChanged') });
  });

  app.post('/api/account/delete/', async (request, reply) => {
    const { userId } = await accountOf(request);
    const lang = requestLanguage(request);
    const parsed = parseFields(deletionBody, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    if (await answeredWrongPassword(request, reply, userId, parsed.data.password, 'password')) {
      return reply;
    }
    const deletion = await deleteAccount(db, userId, deps.findOrdersInFlight);
    if (!deletion.ok) {
      throw AccountErrors.ordersInFlight({ orders: describeOrdersInFlight(lang, deletion.orders) });
    }
    await sessions.destroy(request, reply);
    return reply.code(200).send({ detail: translate(lang, 'accountDeleted') });
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
