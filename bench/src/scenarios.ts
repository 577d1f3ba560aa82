import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { demoPasswordHash } from '../../apps/server/src/test/trading-history.ts';

// Data the scenarios need, added to the seeded demo database.

/** A bench account whose basket holds `lines` lines from up to 4 open bookshops. */
export async function benchBuyer(db: Db, email: string, lines: number): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await demoPasswordHash(db),
      first_name: 'Bench',
      last_name: 'Buyer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('wallets').values({ user_id: user.id, balance_cents: 0 }).execute();
  if (lines === 0) return user.id;
  // Round-robin over the open bookshops so the basket spans several of them.
  const products = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT p.id, row_number() OVER (PARTITION BY p.bookshop_id ORDER BY p.id) AS n, p.bookshop_id
      FROM products p JOIN bookshops b ON b.id = p.bookshop_id
      WHERE b.vacation_end IS NULL AND p.available > 0
    ) ranked ORDER BY n, bookshop_id LIMIT ${lines}`.execute(db);
  const basket = await db
    .insertInto('baskets')
    .values({ user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('basket_lines')
    .values(products.rows.map((p) => ({ basket_id: basket.id, product_id: p.id, qty: 1 })))
    .execute();
  return user.id;
}

/** Plenty of stock, so the write scenarios never run out. */
export async function restock(db: Db, copies = 1_000_000): Promise<void> {
  await db.updateTable('products').set({ available: copies }).where('available', '>', 0).execute();
}

/** More books in one open bookshop, so a 200-line basket is possible. */
export async function addBenchBooks(db: Db, count: number): Promise<void> {
  const shop = await db
    .selectFrom('bookshops')
    .select('id')
    .where('vacation_end', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const cache = JSON.stringify({
    props: { autori: ['Bench'] },
    product_class: 'Libro',
    classe_css: 'libro',
  });
  // Each its own edition, without an ISBN, as the demo's older records are.
  const books = await db
    .insertInto('books')
    .values(
      Array.from({ length: count }, (_, i) => ({ title: `Bench book ${i}`, authors: ['Bench'] })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('products')
    .values(
      books.map(({ id }, i) => ({
        bookshop_id: shop.id,
        book_id: id,
        title: `Bench book ${i}`,
        slug: `bench-book-${i}`,
        cache_it: cache,
        cache_en: cache,
        cache_fr: cache,
        cache_es: cache,
        price_cents: 1000 + i,
        weight_grams: 300,
        available: 1_000_000,
      })),
    )
    .execute();
}
