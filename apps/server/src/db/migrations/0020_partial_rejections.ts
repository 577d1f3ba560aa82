import { sql, type Kysely } from 'kysely';

// Rejections by copies, and the shelf told what they did to it
// (docs/spec/order-parts-and-refunds.md §2, §4):
// - order_lines.rejected_qty: the copies of the line the bookshop rejected (a line of two
//   copies may be rejected for one); `rejected` becomes what it follows from, every copy
//   rejected, kept by the database so no writer can let the two disagree.
// - order_lines (product_id): the copies a book's unpaid and unconfirmed orders hold, which
//   the shelf shows beside the copies on sale, found from the book.
// - shelf_events 'rejection': the staff rejected copies of a book, and whether they went back
//   on the shelf (a copy sold in the shop meanwhile does not).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_lines ADD COLUMN rejected_qty int NOT NULL DEFAULT 0;
    UPDATE order_lines SET rejected_qty = qty WHERE rejected;
    ALTER TABLE order_lines DROP COLUMN rejected;
    ALTER TABLE order_lines
      ADD CONSTRAINT order_lines_rejected_qty_check CHECK (rejected_qty BETWEEN 0 AND qty),
      ADD COLUMN rejected boolean NOT NULL GENERATED ALWAYS AS (rejected_qty = qty) STORED;
    CREATE INDEX order_lines_product_id_idx ON order_lines (product_id);

    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM shelf_events WHERE kind = 'rejection';
    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates'));
    DROP INDEX IF EXISTS order_lines_product_id_idx;
    ALTER TABLE order_lines ADD COLUMN rejected_whole boolean NOT NULL DEFAULT false;
    UPDATE order_lines SET rejected_whole = rejected;
    ALTER TABLE order_lines DROP COLUMN rejected, DROP COLUMN rejected_qty;
    ALTER TABLE order_lines RENAME COLUMN rejected_whole TO rejected;
  `.execute(db);
}
