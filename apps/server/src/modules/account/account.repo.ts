import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'language'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserEmail(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.email ?? null);
}

/** Failures for this email, and from this address, within the window. */
export async function countRecentFailures(db: Db, email: string, ip: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) FILTER (WHERE email = ${email})`.as('byEmail'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})`.as('byIp'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: row.byEmail, byIp: row.byIp };
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip }).execute();
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
