import { newBookIds } from '../test/fixtures.ts';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './database.ts';
import { migrations } from './migrations/index.ts';
import { testDatabaseTargets } from './test-databases.ts';

const TABLES = [
  'account_openings',
  'account_requests',
  'admin_events',
  'book_price_promotions',
  'bookshop_identity_changes',
  'bookshop_shipping_types',
  'bookshops',
  'banners',
  'basket_discount_codes',
  'basket_lines',
  'baskets',
  'billing_addresses',
  'book_words',
  'books',
  'countries',
  'data_exports',
  'deferred_settlements',
  'discount_code_attempts',
  'discount_code_uses',
  'discount_codes',
  'email_changes',
  'installation_keys',
  'invoice_counters',
  'invoices',
  'ledger_entries',
  'login_failures',
  'mail_outbox',
  'order_events',
  'order_lines',
  'order_parts',
  'orders',
  'password_resets',
  'payout_runs',
  'payouts',
  'payments',
  'products',
  'sandbox_payments',
  'sandbox_refunds',
  'provider_events',
  'refunds',
  'return_lines',
  'returns',
  'sessions',
  'shelf_events',
  'shipping_addresses',
  'shipping_rates',
  'store_credit_entries',
  'users',
  'wallets',
  'wishlist_items',
];

for (const target of testDatabaseTargets()) {
  describe(`migrations (${target.name})`, () => {
    it('build the whole schema from empty, and a second run changes nothing', async () => {
      const database = await target.open();
      try {
        const tables = async () =>
          (
            await sql<{ tablename: string }>`
              SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'
              ORDER BY tablename`.execute(database.db)
          ).rows.map((r) => r.tablename);
        expect(await tables()).toEqual([...TABLES].sort());
        await migrateToLatest(database.db);
        expect(await tables()).toEqual([...TABLES].sort());
      } finally {
        await database.close();
      }
    });

    it('give every listing a book: one per ISBN across bookshops, one per listing without', async () => {
      const database = await target.open();
      const { db } = database;
      try {
        const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
        const back = await migrator.migrateTo('0024_seller_identity');
        expect(back.error).toBeUndefined();
        const statements = [
          sql`INSERT INTO countries (code, name_it, name_en, name_fr, name_es)
            VALUES ('IT', 'Italia', 'Italy', 'Italie', 'Italia')`,
          sql`INSERT INTO bookshops (name, city, country_code)
            VALUES ('A', 'Roma', 'IT'), ('B', 'Bari', 'IT')`,
          sql`INSERT INTO products (bookshop_id, isbn, title, slug, price_cents, weight_grams,
            available, cache_it)
          SELECT (SELECT id FROM bookshops WHERE name = shop), isbn, title, 'x', 900, 100, 1,
            cache::jsonb
          FROM (VALUES
            ('A', '9780306406157', 'Uno',
              '{"props":{"autori":["Anna Rossi"],"editori":["Einaudi"],"anni":["2001"]}}'),
            ('B', '9780306406157', 'Uno (B)', '{}'),
            ('A', NULL, 'Due', '{}'),
            ('B', NULL, 'Due', '{}')) AS listing (shop, isbn, title, cache)`,
          sql`INSERT INTO users (email, password_hash) VALUES ('m@example.com', 'x')`,
          sql`INSERT INTO baskets (user_id) SELECT id FROM users`,
          sql`INSERT INTO basket_lines (basket_id, product_id, qty)
            SELECT (SELECT min(id) FROM baskets), id, 1 FROM products`,
        ];
        for (const statement of statements) await statement.execute(db);
        await migrateToLatest(db);
        const { rows } = await sql<{
          id: number;
          book_id: number;
          title: string;
          authors: string[];
          publisher: string | null;
          year: number | null;
          isbn: string | null;
        }>`
          SELECT p.id, p.book_id, b.title, b.authors, b.publisher, b.year, b.isbn
          FROM products p JOIN books b ON b.id = p.book_id ORDER BY p.id`.execute(db);
        expect(rows).toHaveLength(4);
        const [first, second, third, fourth] = rows;
        expect(second!.book_id).toBe(first!.book_id);
        expect(first).toMatchObject({
          title: 'Uno',
          authors: ['Anna Rossi'],
          publisher: 'Einaudi',
          year: 2001,
          isbn: '9780306406157',
        });
        expect(new Set([first!.book_id, third!.book_id, fourth!.book_id]).size).toBe(3);
        const lines = await db.selectFrom('basket_lines').select('product_id').execute();
        expect(lines).toHaveLength(4);
        const words = await db.selectFrom('book_words').select('word').orderBy('word').execute();
        expect(words.map((w) => w.word)).toEqual(['einaudi', 'rossi']);
      } finally {
        await database.close();
      }
    });

    it('refuse what would break the money and stock rules', async () => {
      const database = await target.open();
      const { db } = database;
      try {
        await db
          .insertInto('countries')
          .values({
            code: 'IT',
            name_it: 'Italia',
            name_en: 'Italy',
            name_fr: 'Italie',
            name_es: 'Italia',
          })
          .execute();
        const shop = await db
          .insertInto('bookshops')
          .values({ name: 'S', city: 'C', country_code: 'IT', vacation_end: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const [bookId = 0] = await newBookIds(db, ['T']);
        const product = {
          bookshop_id: shop.id,
          book_id: bookId,
          title: 'T',
          slug: 't',
          price_cents: 100,
          weight_grams: 1,
          available: 1,
          cache_it: '{}',
          cache_en: '{}',
          cache_fr: '{}',
          cache_es: '{}',
        };
        await expect(
          db
            .insertInto('products')
            .values({ ...product, available: -1 })
            .execute(),
        ).rejects.toThrow();
        await expect(
          db
            .insertInto('products')
            .values({ ...product, price_cents: -1 })
            .execute(),
        ).rejects.toThrow();
        await expect(
          db
            .insertInto('products')
            .values({ ...product, discount_percent: 101 })
            .execute(),
        ).rejects.toThrow();
        // One book per ISBN-13 in a bookshop, and only thirteen digits with its prefix.
        await db
          .insertInto('products')
          .values({ ...product, isbn: '9780306406157' })
          .execute();
        await expect(
          db
            .insertInto('products')
            .values({ ...product, isbn: '9780306406157' })
            .execute(),
        ).rejects.toThrow();
        await expect(
          db
            .insertInto('products')
            .values({ ...product, isbn: '978-0306406157' })
            .execute(),
        ).rejects.toThrow();
        const user = await db
          .insertInto('users')
          .values({ email: 'a@b.it', password_hash: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await expect(
          db.insertInto('users').values({ email: 'A@B.it', password_hash: 'x' }).execute(),
        ).rejects.toThrow();
        await db.insertInto('wallets').values({ user_id: user.id, balance_cents: 100 }).execute();
        await expect(
          db.updateTable('wallets').set({ balance_cents: -1 }).execute(),
        ).rejects.toThrow();
      } finally {
        await database.close();
      }
    });
  });
}
