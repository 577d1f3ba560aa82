import { sql } from 'kysely';
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

/** The `skip`-th book of a bookshop with at least `minAvailable` copies, by id (or from the last). */
export async function bookOf(
  db: Db,
  bookshop: string,
  minAvailable = 2,
  skip = 0,
  order: 'asc' | 'desc' = 'asc',
) {
  return db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(['products.id', 'products.available', 'products.bookshop_id'])
    .where('bookshops.name', '=', bookshop)
    .where('products.available', '>=', minAvailable)
    .orderBy('products.id', order)
    .offset(skip)
    .executeTakeFirstOrThrow();
}

/** bookOf's book (Libreria Centrale's by default, which offers pickup), `copies` of it on the shelf now. */
export async function bookWithCopies(
  db: Db,
  copies: number,
  skip: number,
  bookshop = 'Libreria Centrale',
) {
  const book = await bookOf(db, bookshop, 2, skip);
  await db.updateTable('products').set({ available: copies }).where('id', '=', book.id).execute();
  return book;
}

/** The account's first billing record id, as the wire carries it ("A" + id). */
export async function firstBillingOf(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('billing_addresses')
    .innerJoin('users', 'users.id', 'billing_addresses.user_id')
    .select('billing_addresses.id')
    .where('users.email', '=', email)
    .orderBy('billing_addresses.id')
    .executeTakeFirstOrThrow();
  return `A${row.id}`;
}

/** The account's basket lines (product and qty), in product order. */
export async function basketLinesOf(db: Db, email: string) {
  return db
    .selectFrom('basket_lines')
    .innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id')
    .innerJoin('users', 'users.id', 'baskets.user_id')
    .select(['basket_lines.id', 'basket_lines.product_id', 'basket_lines.qty'])
    .where('users.email', '=', email)
    .orderBy('basket_lines.product_id')
    .execute();
}

/** The names of the tables in the public schema, sorted. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' ORDER BY table_name`.execute(db);
  return result.rows.map((r) => r.name);
}

/**
 * `count` new accounts (`${emailPrefix}${i}@example.com`), each with a basket holding `lines`
 * and, given one, the discount code `codeId`: the buyers of the race and fault tests.
 */
export async function buyersWithBaskets(
  db: Db,
  options: {
    count: number;
    emailPrefix: string;
    lines: readonly { productId: number; qty: number }[];
    codeId?: number;
  },
): Promise<{ id: number }[]> {
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        email: `${options.emailPrefix}${i}@example.com`,
        password_hash: 'x',
      })),
    )
    .returning('id')
    .execute();
  const baskets = await db
    .insertInto('baskets')
    .values(users.map((u) => ({ user_id: u.id })))
    .returning('id')
    .execute();
  await db
    .insertInto('basket_lines')
    .values(
      baskets.flatMap((b) =>
        options.lines.map((l) => ({ basket_id: b.id, product_id: l.productId, qty: l.qty })),
      ),
    )
    .execute();
  const { codeId } = options;
  if (codeId !== undefined) {
    await db
      .insertInto('basket_discount_codes')
      .values(baskets.map((b) => ({ basket_id: b.id, discount_code_id: codeId })))
      .execute();
  }
  return users;
}

/** The copies of a book on the shelf now. */
export async function availableOf(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('available')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.available;
}

/** Empties the account's store credit, which would otherwise pay (part of) its orders. */
export async function withoutStoreCredit(db: Db, email: string): Promise<void> {
  await setWallet(db, email, 0);
}

/** The account's Borsellino in cents: nothing when it has none. */
export async function walletOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('user_id', '=', await userIdOf(db, email))
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/** Sets the Borsellino the account has (an account without one keeps none). */
export async function setWallet(db: Db, email: string, cents: number): Promise<void> {
  await db
    .updateTable('wallets')
    .set({ balance_cents: cents })
    .where('user_id', '=', await userIdOf(db, email))
    .execute();
}

/** The order's row, as it is now. */
export async function orderOf(db: Db, number: string) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}

/** The order's (first) part: its state, what it refunded, its deadline, its order's id. */
export async function partOf(db: Db, orderNumber: string) {
  return db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'p.refunded_cents', 'p.confirm_by', 'o.id as order_id'])
    .where('o.number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

/** A book (an edition without an ISBN) per title, for a test's own offers; their ids. */
export async function newBookIds(db: Db, titles: readonly string[]): Promise<number[]> {
  const rows = await db
    .insertInto('books')
    .values(titles.map((title) => ({ title })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A bookshop's copy of a title (the demo's names): its product id. */
export async function offerOf(db: Db, bookshop: string, title: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select('products.id')
    .where('bookshops.name', '=', bookshop)
    .where('products.title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks books out of print: the book-price law then lets a discount code take all it asks of
 * them, for tests about the codes themselves (the law's floor has its own,
 * checkout/book-price-law.test.ts).
 */
export async function outOfPrint(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('products')
    .set({ out_of_print: true })
    .where('id', 'in', [...ids])
    .execute();
}
