import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import { queueMail } from '../mail/mail.repo.ts';
import { clearFailures, findUserByEmail, setPasswordHash } from './account.repo.ts';
import { LOGIN_WINDOW_MS, refusal, type TooManyAttempts } from './account.service.ts';

// A forgotten password: a single-use token by mail, stored as its SHA-256 (a leaked table
// opens no account), valid one hour. Asking answers the same whether or not the email has an
// account; asks are limited per email and per address like login attempts.

export const RESET_VALID_MS = 60 * 60 * 1000;
/**
 * Reset mails one account gets an hour, whoever asks from wherever: past it the ask is
 * answered the same (no enumeration) and nothing more is sent, so no mailbox is flooded.
 */
export const MAX_RESET_MAILS_PER_HOUR = 3;
const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;
/** Asks are limited as login failures are: per email from one address, and per address. */
export {
  MAX_FAILURES_PER_EMAIL as MAX_RESETS_PER_EMAIL,
  MAX_FAILURES_PER_IP as MAX_RESETS_PER_IP,
} from './account.service.ts';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Writes down the ask and, when the email has an account, a token and its message, in one
 * transaction (the message is in the outbox with the token). The verdict on the limits is
 * given under the login's locks (address, then email), so simultaneous asks never pass them.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string; now?: Date },
): Promise<{ ok: true } | TooManyAttempts> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction().execute(async (tx) => {
    await advisoryLock(tx, LOCK_SPACE.loginAddress, input.ip);
    await advisoryLock(tx, LOCK_SPACE.loginEmail, email);
    const asked = await tx
      .selectFrom('account_requests')
      .select([
        sql<number>`count(*) FILTER (WHERE email = ${email} AND ip = ${input.ip})::int`.as(
          'byPair',
        ),
        sql<number>`count(*) FILTER (WHERE email = ${email})::int`.as('byEmail'),
        sql<number>`count(*) FILTER (WHERE ip = ${input.ip})::int`.as('byIp'),
        sql<Date | null>`min(created_at) FILTER (WHERE email = ${email} AND ip = ${input.ip})`.as(
          'oldestOfPair',
        ),
        sql<Date | null>`min(created_at) FILTER (WHERE ip = ${input.ip})`.as('oldestOfIp'),
      ])
      .where('kind', '=', 'password_reset')
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', input.ip)]))
      .executeTakeFirstOrThrow();
    const refused = refusal(asked, now);
    if (refused) return refused;
    await tx
      .insertInto('account_requests')
      .values({ kind: 'password_reset', email, ip: input.ip, created_at: now })
      .execute();
    const user = await findUserByEmail(tx, email);
    if (!user) return { ok: true };
    // The asks for one email are decided one at a time (the email's lock): the count holds.
    if ((await resetMailsSent(tx, user.id, now)) >= MAX_RESET_MAILS_PER_HOUR) return { ok: true };
    await issuePasswordReset(tx, user, now);
    return { ok: true };
  });
}

/** Reset links made for the account within the last hour (each was mailed). */
async function resetMailsSent(tx: Db, userId: number, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('password_resets')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - MAIL_CAP_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A new single-use token (32 random bytes, base64url) and its hash, the one stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** A single-use link that sets the account's password, stored as its token's hash. */
export interface PasswordLink {
  id: number;
  /** `/{lang}/reset-password/{token}/`, on the site's origin. */
  path: string;
  expiresAt: Date;
}

/**
 * Makes a token for the account, valid RESET_VALID_MS from `now`, and its path; only its
 * hash is kept. Used by a forgotten password, an email change undone and
 * `npm run admin:create`.
 */
export async function issuePasswordLink(
  tx: Db,
  user: { id: number; language: Language },
  now: Date,
): Promise<PasswordLink> {
  const { token, hash: token_hash } = newToken();
  const expiresAt = new Date(now.getTime() + RESET_VALID_MS);
  const reset = await tx
    .insertInto('password_resets')
    .values({ user_id: user.id, token_hash, expires_at: expiresAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: reset.id, path: `/${user.language}/reset-password/${token}/`, expiresAt };
}

/**
 * A reset link for the account and its message to the account's address, in the caller's
 * transaction: for a reset asked, and for an email change undone (email-change.ts).
 */
export async function issuePasswordReset(
  tx: Db,
  user: { id: number; language: Language },
  now: Date,
): Promise<void> {
  const link = await issuePasswordLink(tx, user, now);
  await queueMail(tx, {
    eventKey: `password-reset:${link.id}`,
    kind: 'password_reset',
    userId: user.id,
    payload: { path: link.path },
  });
}

/** Spends every reset token of the account not used yet. */
export async function spendPasswordResets(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The account a token would reset, for judging the new password against its own words; null
 * for a token that would be refused (spent, past its hour, never issued).
 */
export async function resetOwner(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const row = await db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.email', 'u.first_name', 'u.last_name'])
    .where('r.token_hash', '=', tokenHash(token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
}

export type ResetResult = { ok: true; userId: number } | { ok: false; code: 'RESET_TOKEN_INVALID' };

/**
 * Sets a new password with a token: once per token, within its hour. Every other token of
 * the account is spent with it and every session of the account ended (but `keepSessionId`,
 * the caller's own, when it is that account's). The password is expected checked already.
 */
export async function confirmPasswordReset(
  db: Db,
  input: { token: string; password: string; keepSessionId?: string | null; now?: Date },
): Promise<ResetResult> {
  const now = input.now ?? new Date();
  const passwordHash = await hash(input.password, { algorithm: 2 });
  return db.transaction().execute(async (tx): Promise<ResetResult> => {
    const reset = await tx
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.expires_at', 'r.used_at', 'u.email'])
      .where('r.token_hash', '=', tokenHash(input.token))
      .forUpdate('r')
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= now) {
      return { ok: false, code: 'RESET_TOKEN_INVALID' };
    }
    await spendPasswordResets(tx, reset.user_id, now);
    await setPasswordHash(tx, reset.user_id, passwordHash);
    await endSessions(tx, reset.user_id, input.keepSessionId ?? null);
    await clearFailures(tx, reset.email.toLowerCase());
    return { ok: true, userId: reset.user_id };
  });
}

/** Ends every session of the account but `keepSessionId` (null: every one). */
export async function endSessions(
  tx: Db,
  userId: number,
  keepSessionId: string | null,
): Promise<void> {
  await tx
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => (keepSessionId === null ? eb.lit(true) : eb('id', '<>', keepSessionId)))
    .execute();
}
