import { sql, type Kysely } from 'kysely';

// The book-price law (docs/spec/book-price-law.md):
// - books.published_on: the edition's publication date when known; where only its year is,
//   the law counts from the year's last day (book_published_on): the latest it can be, so no
//   exemption by age is granted early.
// - products: what else decides a copy's cap: a school textbook, out of print (or antique),
//   and when the bookshop last bought copies (last_restocked_at: a copy added, or its stock
//   raised by the staff or an import; not copies coming back from a rejection).
// - book_price_promotions: the month of each year the administrator opens for the 15%
//   promotion (never December), one per year.
// - users.library: a library buying for its own use (the cap does not apply to its orders);
//   set by the administrator.
// - order_lines.floor_cents: the line's floor under the law when it was sold (price floor per
//   copy × qty), so its share of the codes is spread within it; 0 for older lines.
// - book_max_discount(…): the cap, as packages/domain/src/book-price.ts computes it: one
//   expression without sub-selects, so PostgreSQL inlines it into the reads that call it
//   (catalog.repo.ts maxDiscountOfProduct gives it the book's date and the month's promotion).
// - admin_events 'promotion_month' and 'library_set'; shelf_events 'discount' and 'law'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE books ADD COLUMN published_on date;

    -- The day a book counts as published for the law: its own, else its year's last day.
    CREATE FUNCTION book_published_on(day date, year int) RETURNS date
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN COALESCE(day, CASE WHEN year BETWEEN 1 AND 9999 THEN make_date(year, 12, 31) END);

    ALTER TABLE products
      ADD COLUMN textbook boolean NOT NULL DEFAULT false,
      ADD COLUMN out_of_print boolean NOT NULL DEFAULT false,
      ADD COLUMN last_restocked_at timestamptz NOT NULL DEFAULT now();
    UPDATE products SET last_restocked_at = created_at;

    CREATE TABLE book_price_promotions (
      month date PRIMARY KEY
        CHECK (extract(day FROM month) = 1 AND extract(month FROM month) <> 12),
      year int GENERATED ALWAYS AS (extract(year FROM month)::int) STORED UNIQUE,
      opened_by bigint REFERENCES users (id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE users ADD COLUMN library boolean NOT NULL DEFAULT false;
    ALTER TABLE order_lines ADD COLUMN floor_cents int NOT NULL DEFAULT 0 CHECK (floor_cents >= 0);

    CREATE FUNCTION book_max_discount(
      book_condition text, is_textbook boolean, is_out_of_print boolean, published date,
      restocked date, today date, promotion boolean
    ) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE
      WHEN book_condition = 'USED' OR is_out_of_print THEN 100
      WHEN published <= (today - interval '20 months')::date
        AND restocked <= (today - interval '6 months')::date THEN 100
      WHEN is_textbook THEN 15
      WHEN promotion AND published <= (today - interval '6 months')::date THEN 15
      ELSE 5
    END;

    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run', 'identity_approved',
        'identity_rejected', 'promotion_month', 'library_set'));
    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection',
        'identity', 'identity_requested', 'import', 'discount', 'law'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    DELETE FROM shelf_events WHERE kind IN ('discount', 'law');
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection',
        'identity', 'identity_requested', 'import'));
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    DELETE FROM admin_events WHERE kind IN ('promotion_month', 'library_set');
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run', 'identity_approved',
        'identity_rejected'));
    DROP FUNCTION IF EXISTS book_max_discount(text, boolean, boolean, date, date, date, boolean);
    ALTER TABLE order_lines DROP COLUMN IF EXISTS floor_cents;
    ALTER TABLE users DROP COLUMN IF EXISTS library;
    DROP TABLE IF EXISTS book_price_promotions;
    ALTER TABLE products DROP COLUMN IF EXISTS textbook, DROP COLUMN IF EXISTS out_of_print,
      DROP COLUMN IF EXISTS last_restocked_at;
    DROP FUNCTION IF EXISTS book_published_on(date, int);
    ALTER TABLE books DROP COLUMN IF EXISTS published_on;
  `.execute(db);
}
