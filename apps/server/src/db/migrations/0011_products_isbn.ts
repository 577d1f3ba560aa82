import { sql, type Kysely } from 'kysely';

// The shelf (docs/spec/marketplace.md §5):
// - products.isbn: the ISBN-13's thirteen digits of a book its staff added (null for the
//   books listed before); one book per ISBN in a bookshop, the same ISBN in several;
// - shelf_events: the audit of every change the staff make to the shelf and its shipping
//   (who, when, what, before, after): a price, a stock, a book added, a vacation, a rate
//   table. Money and stock change here only with a row beside them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products
      ADD COLUMN isbn text CHECK (isbn ~ '^97[89][0-9]{10}$'),
      ADD CONSTRAINT products_bookshop_isbn_key UNIQUE (bookshop_id, isbn);

    CREATE TABLE shelf_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      product_id bigint REFERENCES products (id),
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      role text NOT NULL CHECK (role IN ('staff', 'admin')),
      kind text NOT NULL
        CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates')),
      before jsonb,
      after jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shelf_events_bookshop_idx ON shelf_events (bookshop_id, id);
    CREATE INDEX shelf_events_product_idx ON shelf_events (product_id)
      WHERE product_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS shelf_events;
    ALTER TABLE products DROP CONSTRAINT IF EXISTS products_bookshop_isbn_key,
      DROP COLUMN IF EXISTS isbn;
  `.execute(db);
}
