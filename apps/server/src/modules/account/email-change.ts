import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import { queueMail } from '../mail/mail.repo.ts';
import { emailKeptForUndo } from './account.repo.ts';
import type { TooManyAttempts } from './account.service.ts';
import {
  endSessions,
  issuePasswordReset,
  newToken,
  spendPasswordResets,
  tokenHash,
} from './password-reset.ts';

// An account's new email (docs/spec/accounts-and-access.md §2). Asked for with the account's
// password (checked by the route, as a login), it takes effect only once the link mailed to the new
// address is opened (a day, once). The old address is told at once, with a link that undoes the
// change for 7 days, confirmed or not: whoever asked knew the password, so undoing gives the old
// address back, ends every session, voids the password and every reset link, and mails the old
// address a link to choose a new one. Both tokens are 32 random bytes, stored as their
// SHA-256 (migration 0015). While an undo link lives, its old address is kept for its
// account: no other account may take it, so the undo can always give it back.

export const EMAIL_CONFIRM_VALID_MS = 24 * 60 * 60 * 1000;
export const EMAIL_UNDO_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes an account may ask for in an hour: each mails an address the asker chose. */
export const MAX_EMAIL_CHANGES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** A password hash nothing verifies: the account waits for a new password (a reset). */
const PASSWORD_TO_CHOOSE = '!email-change-undone';

export type EmailChangeRequest =
  { ok: true; pendingEmail: string } | { ok: false; code: 'EMAIL_TAKEN' } | TooManyAttempts;

export type EmailTokenResult =
  | { ok: true; userId: number; email: string }
  | { ok: false; code: 'EMAIL_CHANGE_TOKEN_INVALID' | 'EMAIL_TAKEN' };

const invalidToken = { ok: false, code: 'EMAIL_CHANGE_TOKEN_INVALID' } as const;
const emailTaken = { ok: false, code: 'EMAIL_TAKEN' } as const;

/** Whether another account has the email, or keeps it (emailKeptForUndo). */
async function emailHeldByOther(db: Db, email: string, userId: number, now: Date) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .where('id', '<>', userId)
    .executeTakeFirst();
  return user !== undefined || (await emailKeptForUndo(db, email, now, userId));
}

/** The new email waiting for its link to be opened, if any. */
export async function pendingEmailOf(db: Db, userId: number, now = new Date()) {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('confirm_expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** Asks for a change in a transaction of its own (the account page's is saveProfile's). */
export async function requestEmailChange(
  db: Db,
  input: { userId: number; newEmail: string; now?: Date },
): Promise<EmailChangeRequest> {
  return db.transaction().execute((tx) => requestEmailChangeIn(tx, input));
}

/**
 * Writes down a change to `newEmail` (checked and lower-cased by the caller) and its two
 * messages, in the caller's transaction: the link to the new address, the notice with the
 * undo link to the current one, in the account's language. A change still waiting for its
 * link is superseded. Refused when another account has or keeps the email, or past the
 * account's changes for the hour.
 */
export async function requestEmailChangeIn(
  tx: Db,
  input: { userId: number; newEmail: string; now?: Date },
): Promise<EmailChangeRequest> {
  const now = input.now ?? new Date();
  const newEmail = input.newEmail.trim().toLowerCase();
  const user = await lockUser(tx, input.userId);
  const recent = await tx
    .selectFrom('email_changes')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<Date | null>`min(created_at)`.as('oldest'),
    ])
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (recent.count >= MAX_EMAIL_CHANGES_PER_HOUR && recent.oldest) {
    const lifts = recent.oldest.getTime() + HOUR_MS - now.getTime();
    return {
      ok: false,
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: Math.max(1, Math.ceil(lifts / 1000)),
    };
  }
  if (await emailHeldByOther(tx, newEmail, user.id, now)) return emailTaken;
  await tx
    .updateTable('email_changes')
    .set({ superseded_at: now })
    .where('user_id', '=', user.id)
    .where('confirmed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
  const confirmToken = newToken();
  const undoToken = newToken();
  const change = await tx
    .insertInto('email_changes')
    .values({
      user_id: user.id,
      old_email: user.email,
      new_email: newEmail,
      confirm_token_hash: confirmToken.hash,
      confirm_expires_at: new Date(now.getTime() + EMAIL_CONFIRM_VALID_MS),
      undo_token_hash: undoToken.hash,
      undo_expires_at: new Date(now.getTime() + EMAIL_UNDO_VALID_MS),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueMail(tx, {
    eventKey: `email-change-confirm:${change.id}`,
    kind: 'email_change_confirm',
    userId: user.id,
    recipient: newEmail,
    payload: { path: `/${user.language}/conferma-email/${confirmToken.token}/` },
  });
  await queueMail(tx, {
    eventKey: `email-change-notice:${change.id}`,
    kind: 'email_change_notice',
    userId: user.id,
    payload: {
      path: `/${user.language}/annulla-cambio-email/${undoToken.token}/`,
      email: newEmail,
    },
  });
  return { ok: true, pendingEmail: newEmail };
}

/**
 * The link to the new address opened: the account takes the new email, once per link,
 * within its day, unless a newer request, an undo or an earlier change's undo ended it.
 * EMAIL_TAKEN when another account has taken the address since.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string; now?: Date },
): Promise<EmailTokenResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction().execute(async (tx): Promise<EmailTokenResult> => {
      const change = await lockedChange(tx, 'confirm_token_hash', input.token);
      if (
        !change ||
        change.confirmed_at !== null ||
        change.superseded_at !== null ||
        change.undone_at !== null ||
        change.voided_at !== null ||
        change.confirm_expires_at <= now
      ) {
        return invalidToken;
      }
      // The login's lock on the email: a registration of the same address waits, or wins.
      await advisoryLock(tx, LOCK_SPACE.loginEmail, change.new_email);
      if (await emailHeldByOther(tx, change.new_email, change.user_id, now)) return emailTaken;
      await tx
        .updateTable('users')
        .set({ email: change.new_email })
        .where('id', '=', change.user_id)
        .execute();
      await tx
        .updateTable('email_changes')
        .set({ confirmed_at: now })
        .where('id', '=', change.id)
        .execute();
      return { ok: true, userId: change.user_id, email: change.new_email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken;
    throw error;
  }
}

/**
 * The undo link opened (within its 7 days, once): the change and every change asked after it
 * end, the account gets the change's old email back, every session and reset link of the
 * account ends, the password stops working and the old address is mailed a link to choose
 * a new one.
 */
export async function undoEmailChange(
  db: Db,
  input: { token: string; now?: Date },
): Promise<EmailTokenResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (tx): Promise<EmailTokenResult> => {
    const change = await lockedChange(tx, 'undo_token_hash', input.token);
    if (
      !change ||
      change.undone_at !== null ||
      change.voided_at !== null ||
      change.undo_expires_at <= now
    ) {
      return invalidToken;
    }
    await tx
      .updateTable('email_changes')
      .set({ undone_at: now })
      .where('id', '=', change.id)
      .execute();
    await tx
      .updateTable('email_changes')
      .set({ voided_at: now })
      .where('user_id', '=', change.user_id)
      .where('id', '>', change.id)
      .where('undone_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    const user = await tx
      .updateTable('users')
      .set({ email: change.old_email, password_hash: PASSWORD_TO_CHOOSE })
      .where('id', '=', change.user_id)
      .returning(['id', 'language'])
      .executeTakeFirstOrThrow();
    await spendPasswordResets(tx, user.id, now);
    await endSessions(tx, user.id, null);
    await issuePasswordReset(tx, user, now);
    return { ok: true, userId: user.id, email: change.old_email };
  });
}

/** The account's row, locked: its changes are asked, confirmed and undone one at a time. */
async function lockUser(tx: Db, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The change a token names, its account's row locked first (lockUser's order), then its own. */
async function lockedChange(
  tx: Db,
  column: 'confirm_token_hash' | 'undo_token_hash',
  token: string,
) {
  const hash = tokenHash(token);
  const found = await tx
    .selectFrom('email_changes')
    .select('user_id')
    .where(column, '=', hash)
    .executeTakeFirst();
  if (!found) return undefined;
  await lockUser(tx, found.user_id);
  return tx
    .selectFrom('email_changes')
    .selectAll()
    .where(column, '=', hash)
    .forUpdate()
    .executeTakeFirst();
}
