import { sql } from 'kysely';
import { BOOK_VAT_PERCENT } from '@scaffale/domain/totals';
import type { Db } from '../db/database.ts';
import { MARIO } from './demo-accounts.ts';

/** The demo accounts' password, hashed: new accounts log in with it too. */
export async function demoPasswordHash(db: Db): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', MARIO)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** How much a shop has behind it (tradingHistory). */
export interface History {
  accounts: number;
  ordersEach: number;
  /** Books sold out long ago, on top of the catalogue. */
  soldOutBooks: number;
}

/**
 * A shop that has been trading: a catalogue with `soldOutBooks` more books; `accounts`
 * accounts, each with a session, a wallet, a basket of two books and `ordersEach` paid
 * orders of one book (its part, its line, our payment and the provider's); then the
 * statistics autovacuum would long since have gathered. PostgreSQL plans each named
 * statement once per connection, from the tables as they are then: started on empty
 * tables, every run kept plans no trading shop gets (an order's lines read from end to
 * end), and paid more for them with every order it placed (docs/perf-log.md, step 38). The
 * bench starts from it, and so does the test of the checkout's plans (payments.test.ts).
 */
export async function tradingHistory(db: Db, history: History): Promise<void> {
  const { accounts, ordersEach, soldOutBooks } = history;
  await sql`
    WITH books AS (
      INSERT INTO books (title)
      SELECT 'Sold out ' || b FROM generate_series(1, ${soldOutBooks}::int) b
      RETURNING id, title
    )
    INSERT INTO products (bookshop_id, book_id, title, slug, price_cents, weight_grams,
      available)
    SELECT (SELECT min(id) FROM bookshops), id, title, 'sold-out-' || id, 1500, 400, 0
    FROM books`.execute(db);
  await sql`
    WITH books AS (
      SELECT p.id, p.bookshop_id, p.title, p.price_cents,
        row_number() OVER (ORDER BY p.id) - 1 AS n, count(*) OVER () AS of
      FROM products p JOIN bookshops b ON b.id = p.bookshop_id
      WHERE b.vacation_end IS NULL
    ), accounts AS (
      INSERT INTO users (email, password_hash, first_name, last_name)
      SELECT 'history-' || a || '@example.com', ${await demoPasswordHash(db)}, 'History',
        'Buyer'
      FROM generate_series(1, ${accounts}::int) a
      RETURNING id, email
    ), sessions AS (
      INSERT INTO sessions (id, user_id, expires_at)
      SELECT md5('history-session-' || id), id, now() + interval '30 days' FROM accounts
    ), wallets AS (
      INSERT INTO wallets (user_id, balance_cents) SELECT id, 0 FROM accounts
    ), baskets AS (
      INSERT INTO baskets (user_id) SELECT id FROM accounts RETURNING id
    ), basket_books AS (
      INSERT INTO basket_lines (basket_id, product_id, qty)
      SELECT baskets.id, books.id, 1 FROM baskets JOIN books ON books.n IN
        (baskets.id % books.of, (baskets.id + 1) % books.of)
    ), history AS (
      SELECT 'H-' || accounts.id || '-' || o AS number, accounts.id AS user_id, accounts.email,
        o, books.id AS book, books.bookshop_id, books.title, books.price_cents
      FROM accounts CROSS JOIN generate_series(1, ${ordersEach}::int) o
      JOIN books ON books.n = (accounts.id * ${ordersEach}::int + o) % books.of
    ), placed AS (
      INSERT INTO orders (number, user_id, user_email, status, basket_fingerprint,
        payment_method, goods_cents, discount_cents, shipping_cents, store_credit_cents,
        total_cents, vat_cents, created_at, paid_at)
      SELECT number, user_id, email, 'paid', number, 'STRIPE', price_cents, 0, 0, 0,
        price_cents,
        round(price_cents * ${BOOK_VAT_PERCENT}::numeric / ${100 + BOOK_VAT_PERCENT}::int),
        now() - o * interval '1 day', now() - o * interval '1 day'
      FROM history
      RETURNING id, number, total_cents
    ), numbered AS (
      SELECT placed.id, placed.total_cents, history.book, history.bookshop_id, history.title,
        history.price_cents
      FROM placed JOIN history ON history.number = placed.number
    ), parts AS (
      INSERT INTO order_parts (order_id, bookshop_id, shipping_type, goods_cents,
        discount_cents, shipping_cents)
      SELECT id, bookshop_id, 'Shop_pickup', price_cents, 0, 0 FROM numbered
      RETURNING id, order_id
    ), lines AS (
      INSERT INTO order_lines (order_part_id, product_id, title, qty, unit_price_cents,
        line_total_cents)
      SELECT parts.id, numbered.book, numbered.title, 1, numbered.price_cents,
        numbered.price_cents
      FROM parts JOIN numbered ON numbered.id = parts.order_id
    ), provider AS (
      INSERT INTO sandbox_payments (ref, kind, client_secret, idempotency_key, order_number,
        amount_cents, status)
      SELECT 'history_' || id, 'card', 'history_' || id || '_secret', 'history-' || id,
        number, total_cents, 'succeeded'
      FROM placed
    )
    INSERT INTO payments (order_id, provider, method, provider_ref, status, amount_cents,
      idempotency_key)
    SELECT id, 'sandbox', 'STRIPE', 'history_' || id, 'succeeded', total_cents, 'history-' || id
    FROM placed`.execute(db);
  await sql`ANALYZE`.execute(db);
}
