import type { Db } from '../db/database.ts';

// Look-ups into the seeded demo data that several test files need.

export async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account's first saved shipping address id, as the wire carries it. */
export async function firstAddressOf(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('shipping_addresses')
    .innerJoin('users', 'users.id', 'shipping_addresses.user_id')
    .select('shipping_addresses.id')
    .where('users.email', '=', email)
    .orderBy('shipping_addresses.id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Empties the account's basket (lines and codes go with it). */
export async function emptyBasketOf(db: Db, email: string): Promise<number> {
  const userId = await userIdOf(db, email);
  await db.deleteFrom('baskets').where('user_id', '=', userId).execute();
  return userId;
}
