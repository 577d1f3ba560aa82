import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'language', 'must_change_password'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * A buyer's account with this (already lower-case) email; its id, or null when the email is
 * taken (whatever its case: the unique index is on lower(email)), even by a concurrent insert.
 */
export async function insertBuyer(
  db: Db,
  buyer: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: Language;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: buyer.email,
      password_hash: buyer.passwordHash,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      language: buyer.language,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Sets a password the person chose (checked already): the one it replaces stops working, and
 * a one-time password's requirement to choose one is met.
 */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: false })
    .where('id', '=', userId)
    .execute();
}

export function findUserEmail(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.email ?? null);
}

/** Stores the account's language; false when the account no longer exists. */
export async function saveUserLanguage(
  db: Db,
  userId: number,
  language: Language,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface RecentFailures {
  /** For this email from this address. */
  byPair: number;
  /** For this email from any address. */
  byEmail: number;
  /** From this address for any email. */
  byIp: number;
  /** The oldest of the pair's and of the address's, for when the limits lift. */
  oldestOfPair: Date | null;
  oldestOfIp: Date | null;
}

/** Failures for this email, from this address, and for both, within the window. */
export async function countRecentFailures(
  db: Db,
  email: string,
  ip: string,
  since: Date,
): Promise<RecentFailures> {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) FILTER (WHERE email = ${email} AND ip = ${ip})`.as('byPair'),
      sql<number>`count(*) FILTER (WHERE email = ${email})`.as('byEmail'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})`.as('byIp'),
      sql<Date | null>`min(created_at) FILTER (WHERE email = ${email} AND ip = ${ip})`.as(
        'oldestOfPair',
      ),
      sql<Date | null>`min(created_at) FILTER (WHERE ip = ${ip})`.as('oldestOfIp'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip }).execute();
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/**
 * Whether an (already lower-case) email is kept for an account other than `exceptUserId`
 * because the undo link of that account's change away from it still lives.
 */
export async function emailKeptForUndo(
  db: Db,
  email: string,
  now: Date,
  exceptUserId: number | null = null,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_changes')
    .select('id')
    .where(sql<string>`lower(old_email)`, '=', email)
    .where('undone_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('undo_expires_at', '>', now)
    .where((eb) => (exceptUserId === null ? eb.lit(true) : eb('user_id', '<>', exceptUserId)))
    .executeTakeFirst();
  return row !== undefined;
}
