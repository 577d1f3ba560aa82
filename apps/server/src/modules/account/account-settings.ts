import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import type { Language, Role } from '../../db/types.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { endSessions } from './password-reset.ts';
import { attemptLogin, type TooManyAttempts } from './account.service.ts';
import { setPasswordHash } from './account.repo.ts';

// The account page: names, email and language; the password, with the current one; and
// the account's deletion. The orders stay (the bookshops must keep their sales), the person
// leaves: names, email, password, addresses, wishlist, basket, sessions and messages go.

export interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

/** The address a deleted account's row keeps: unique, and never a mailbox. */
export const DELETED_DOMAIN = 'deleted.invalid';

export async function findProfile(db: Db, userId: number): Promise<AccountProfile | null> {
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
      }
    : null;
}

/** Saves the profile; EMAIL_TAKEN when another account has the email (whatever its case). */
export async function saveProfile(
  db: Db,
  userId: number,
  profile: AccountProfile,
): Promise<{ ok: true; profile: AccountProfile } | { ok: false; code: 'EMAIL_TAKEN' }> {
  const email = profile.email.trim().toLowerCase();
  try {
    await db
      .updateTable('users')
      .set({
        email,
        first_name: profile.firstName,
        last_name: profile.lastName,
        language: profile.language,
      })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, code: 'EMAIL_TAKEN' };
    throw error;
  }
  return { ok: true, profile: { ...profile, email } };
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
 * wishlist, resets, messages and every session go. The store credit goes with it.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
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
    await tx.deleteFrom('mail_outbox').where('user_id', '=', userId).execute();
    await endSessions(tx, userId, null);
  });
}
