import { normaliseIsbn13 } from '@scaffale/domain/isbn';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { testDatabaseTargets, type TestDatabase } from '../test-databases.ts';
import { seedDemoData } from './demo-data.ts';
import {
  addScaledCatalogue,
  parseScale,
  SCALE_ISBN_PREFIX,
  SCALE_UNIT,
  type ScaleCounts,
} from './scale.ts';

describe('parseScale', () => {
  it('reads --scale N, 1 when absent, and refuses anything but a whole number ≥ 1', () => {
    expect(parseScale([])).toBe(1);
    expect(parseScale(['--scale', '100'])).toBe(100);
    for (const bad of [[], ['0'], ['-3'], ['2.5'], ['ten'], ['12345']])
      expect(parseScale(['--scale', ...bad])).toMatch(/^--scale takes/);
  });
});

describe.each(testDatabaseTargets())('the catalogue at scale 2 on $name', (target) => {
  let database: TestDatabase;
  let db: Db;
  let counts: ScaleCounts;
  const generated = `${SCALE_ISBN_PREFIX}%`;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await seedDemoData(db);
    // `--scale 2`: the demo and one unit generated.
    counts = await addScaledCatalogue(db, 1);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds one unit of editions, offers, bookshops, accounts and paid orders', () => {
    expect(counts).toMatchObject({
      books: SCALE_UNIT.books,
      offers: SCALE_UNIT.offers,
      bookshops: SCALE_UNIT.bookshops,
      accounts: SCALE_UNIT.accounts,
      orders: SCALE_UNIT.orders,
    });
  });

  it('gives each edition a valid, distinct ISBN-13', async () => {
    const books = await db
      .selectFrom('books')
      .select(['isbn', 'title', 'authors', 'publisher', 'year', 'language'])
      .where('isbn', 'like', generated)
      .execute();
    const isbns = books.map((b) => b.isbn ?? '');
    expect(new Set(isbns).size).toBe(books.length);
    expect(isbns.filter((isbn) => normaliseIsbn13(isbn) !== isbn)).toEqual([]);
    for (const book of books) {
      expect(book.title).toMatch(/^[A-Z]\S*( \S+)*$/);
      expect(book.authors.length).toBeGreaterThan(0);
      expect(book.publisher).not.toBeNull();
      expect(book.year).toBeGreaterThanOrEqual(1950);
      expect(book.language).toMatch(/^(it|en|fr|es)$/);
    }
  });

  it('spreads the offers: two or three per edition, each at a different bookshop', async () => {
    const { rows } = await sql<{ offers: number; editions: number; shops: number }>`
      SELECT offers, count(*)::int AS editions, min(shops)::int AS shops FROM (
        SELECT book_id, count(*)::int AS offers, count(DISTINCT bookshop_id)::int AS shops
        FROM products WHERE isbn LIKE ${generated} GROUP BY book_id
      ) per_book GROUP BY offers ORDER BY offers`.execute(db);
    expect(rows).toEqual([
      { offers: 2, editions: SCALE_UNIT.books / 2, shops: 2 },
      { offers: 3, editions: SCALE_UNIT.books / 2, shops: 3 },
    ]);
    const { rows: kinds } = await sql<{ vacation: number; used: number; soldOut: number }>`
      SELECT
        (SELECT count(*) FROM bookshops WHERE contact_email LIKE 'scale-shop-%'
          AND vacation_end > current_date)::int AS vacation,
        count(*) FILTER (WHERE condition = 'USED')::int AS used,
        count(*) FILTER (WHERE available = 0)::int AS "soldOut"
      FROM products WHERE isbn LIKE ${generated}`.execute(db);
    expect(kinds[0]).toEqual({ vacation: 1, used: SCALE_UNIT.books / 2, soldOut: 500 });
  });

  it('writes each paid order as the checkout does: part, line, payments and ledger agree', async () => {
    const { rows } = await sql<{ problems: number; ledger: number }>`
      SELECT count(*) FILTER (WHERE o.total_cents <> p.goods_cents + p.shipping_cents
          OR p.goods_cents <> l.line_total_cents OR l.line_total_cents <> l.qty * l.unit_price_cents
          OR pay.amount_cents <> o.total_cents OR sp.amount_cents <> o.total_cents
          OR pay.status <> 'succeeded' OR o.paid_at IS NULL
          OR o.created_at < now() - interval '366 days'
          OR p.status NOT IN ('TO_CONFIRM', 'ACCEPTED', 'SHIPPED', 'COLLECTED'))::int AS problems,
        (SELECT count(*) FROM ledger_entries e JOIN orders x ON x.id = e.order_id
          WHERE x.number LIKE 'S-%')::int AS ledger
      FROM orders o JOIN order_parts p ON p.order_id = o.id
      JOIN order_lines l ON l.order_part_id = p.id
      JOIN payments pay ON pay.order_id = o.id
      JOIN sandbox_payments sp ON sp.order_number = o.number
      WHERE o.number LIKE 'S-%'`.execute(db);
    expect(rows[0]).toEqual({ problems: 0, ledger: 2 * SCALE_UNIT.orders });
  });

  it('adds every word of 5 letters or more of the generated editions to the lexicon', async () => {
    const { rows } = await sql<{ words: number; missing: number; short: number }>`
      SELECT count(DISTINCT word)::int AS words,
        count(DISTINCT word) FILTER (WHERE NOT EXISTS
          (SELECT 1 FROM book_words w WHERE w.word = words.word))::int AS missing,
        (SELECT count(*) FROM book_words WHERE length(word) < 5)::int AS short
      FROM books, regexp_split_to_table(
        scaffale_fold(concat_ws(' ', title, array_to_string(authors, ' '), publisher)),
        '\\W+') AS words(word)
      WHERE isbn LIKE ${generated} AND length(word) >= 5`.execute(db);
    expect(rows[0]?.words).toBeGreaterThan(1000);
    expect(rows[0]).toMatchObject({ missing: 0, short: 0 });
  });
});
