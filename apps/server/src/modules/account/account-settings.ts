import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import type { Language, Role } from '../../db/types.ts';
import { endSessions } from './password-reset.ts';
import { pendingEmailOf, requestEmailChangeIn, type EmailChangeRequest } from './email-change.ts';
import { attemptLogin, type TooManyAttempts } from './account.service.ts';
import { setPasswordHash } from './account.repo.ts';

// The account page: names and language; the email, with the password and a link mailed to
// the new address (email-change.ts); the password, with the current one; and the account's
// deletion. The orders stay (the bookshops must keep their sales), the person
// leaves: names, email, password, addresses, wishlist, basket, sessions and messages go.

export interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

/** The profile as the page reads it: with the new email waiting for its link, if any. */
export interface AccountView extends AccountProfile {
  pendingEmail: string | null;
}

/** The address a deleted account's row keeps: unique, and never a mailbox. */
export const DELETED_DOMAIN = 'deleted.invalid';

export async function findProfile(db: Db, userId: number): Promise<AccountView | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        language: row.language,
        pendingEmail: await pendingEmailOf(db, userId),
      }
    : null;
}

/** Whether `email` (as typed) is another address than the account's. */
export function isNewEmail(profile: AccountProfile, email: string): boolean {
  return email.trim().toLowerCase() !== profile.email.toLowerCase();
}

/**
 * Saves the names and the language at once; a new email (the password checked already)
 * becomes a change waiting for the link mailed to it (email-change.ts), asked in the same
 * transaction, after the language, so its messages are in the one just chosen. Refused
 * changes (EMAIL_TAKEN, past the hour's changes) save nothing.
 */
export async function saveProfile(
  db: Db,
  userId: number,
  current: AccountProfile,
  profile: AccountProfile,
): Promise<{ ok: true; profile: AccountView } | EmailChangeRefusal> {
  try {
    return await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({
          first_name: profile.firstName,
          last_name: profile.lastName,
          language: profile.language,
        })
        .where('id', '=', userId)
        .execute();
      const saved = { ...profile, email: current.email };
      if (!isNewEmail(current, profile.email)) {
        return { ok: true, profile: { ...saved, pendingEmail: await pendingEmailOf(tx, userId) } };
      }
      const change = await requestEmailChangeIn(tx, { userId, newEmail: profile.email });
      // Thrown to roll the names back with it: a refused form saves nothing.
      if (!change.ok) throw new RefusedChange(change);
      return { ok: true, profile: { ...saved, pendingEmail: change.pendingEmail } };
    });
  } catch (error) {
    if (error instanceof RefusedChange) return error.refusal;
    throw error;
  }
}

type EmailChangeRefusal = Exclude<EmailChangeRequest, { ok: true }>;

class RefusedChange extends Error {
  constructor(readonly refusal: EmailChangeRefusal) {
    super(refusal.code);
  }
}

export type PasswordCheck =
  { ok: true; email: string } | { ok: false; code: 'BAD_CREDENTIALS' } | TooManyAttempts;

/**
 * The current password of the session's account, checked as a login is (its failures count
 * against the same limits, so the account page is no way round them).
 */
export async function checkPassword(
  db: Db,
  userId: number,
  password: string,
  ip: string,
): Promise<PasswordCheck> {
  const profile = await findProfile(db, userId);
  if (!profile) return { ok: false, code: 'BAD_CREDENTIALS' };
  const result = await attemptLogin(db, { email: profile.email, password, ip });
  if (!result.ok) return result;
  if (result.userId !== userId) return { ok: false, code: 'BAD_CREDENTIALS' };
  return { ok: true, email: result.email };
}

/** Sets a new password (checked already) and ends the account's other sessions. */
export async function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  const passwordHash = await hash(newPassword, { algorithm: 2 });
  await db.transaction().execute(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await endSessions(tx, userId, keepSessionId);
  });
}

/** An order the account's deletion waits for, and what it waits for (bookshop's ordersInFlight). */
export interface OrderInFlight {
  orderNumber: string;
  waitingFor: 'payment' | 'confirmation' | 'delivery' | 'refund';
}

/**
 * The account's orders still moving money or books, read in the deletion's transaction: the
 * modules above (bookshop) know what that means, and the app hands it in.
 */
export type FindOrdersInFlight = (tx: Db, userId: number) => Promise<readonly OrderInFlight[]>;

export type DeletionResult =
  { ok: true } | { ok: false; code: 'ORDERS_IN_FLIGHT'; orders: readonly OrderInFlight[] };

/**
 * Sets the password chosen in place of a one-time one (checked already) and ends every
 * session of the account, the one-time session included; the account's role, which says
 * where the person goes on.
 */
export async function chooseFirstPassword(db: Db, userId: number, password: string): Promise<Role> {
  const passwordHash = await hash(password, { algorithm: 2 });
  return db.transaction().execute(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await endSessions(tx, userId, null);
    const row = await tx
      .selectFrom('users')
      .select('role')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.role;
  });
}

/**
 * Deletes the person from the account, keeping its orders: the row stays (orders, payments
 * and store-credit entries refer to it) with no name, an address that is no mailbox and a
 * password nothing verifies; its saved addresses (the orders keep their own copies), basket,
 * wishlist, resets, email changes, messages and every session go. The store credit goes with
 * it. Refused while an order is in flight (money or books still to move, which would reach
 * an account no longer there): the account's row is locked first, so an order being placed
 * (its insert holds a key-share lock on the row) is either seen here or waits for the end.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  findOrdersInFlight: FindOrdersInFlight,
): Promise<DeletionResult> {
  return db.transaction().execute(async (tx): Promise<DeletionResult> => {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const orders = await findOrdersInFlight(tx, userId);
    if (orders.length > 0) return { ok: false, code: 'ORDERS_IN_FLIGHT', orders };
    await tx
      .updateTable('users')
      .set({
        email: `deleted-${userId}@${DELETED_DOMAIN}`,
        first_name: '',
        last_name: '',
        password_hash: '!deleted',
      })
      .where('id', '=', userId)
      .execute();
    await tx
      .updateTable('orders')
      .set({ shipping_address_id: null, billing_address_id: null })
      .where('user_id', '=', userId)
      .execute();
    await tx.deleteFrom('shipping_addresses').where('user_id', '=', userId).execute();
    await tx.deleteFrom('billing_addresses').where('user_id', '=', userId).execute();
    await tx.deleteFrom('baskets').where('user_id', '=', userId).execute();
    await tx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
    await tx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await tx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    await tx.deleteFrom('mail_outbox').where('user_id', '=', userId).execute();
    // The record of the copies of their data handed out (docs/spec/accounts-and-access.md §6).
    await tx.deleteFrom('data_exports').where('user_id', '=', userId).execute();
    await endSessions(tx, userId, null);
    return { ok: true };
  });
}
