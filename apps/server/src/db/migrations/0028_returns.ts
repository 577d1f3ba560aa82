import { sql, type Kysely } from 'kysely';

// The buyer's withdrawal from a delivered part (docs/spec/withdrawal-and-returns.md):
// - returns: one per request, its part (and the part's order and bookshop, for the lists),
//   its state (REQUESTED → ACCEPTED → RECEIVED → REFUNDED, or REQUESTED → REFUSED with the
//   staff's reason), the buyer's reason, when each step happened, the refund due by (14 days
//   from the request), what it gave back (the books, the delivery; its refund rows are keyed return-<id>), and
//   when the daily job last told the bookshop and the administrator it is overdue.
//   At most one open return (not refunded nor refused) per part.
// - return_lines: the copies of each line the buyer sends back, and what each gave back.
// - order_lines.returned_qty: the copies returned and refunded (with the rejected ones, never
//   more than the line's copies): the part's value and its ledger count them out.
// - order_parts.shipping_kept_cents: the delivery the bookshop keeps of a part returned whole
//   (what a dearer delivery cost above the cheapest standard one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_lines
      ADD COLUMN returned_qty int NOT NULL DEFAULT 0 CHECK (returned_qty >= 0),
      ADD CONSTRAINT order_lines_copies_left CHECK (rejected_qty + returned_qty <= qty);
    ALTER TABLE order_parts
      ADD COLUMN shipping_kept_cents int NOT NULL DEFAULT 0 CHECK (shipping_kept_cents >= 0);

    CREATE TABLE returns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_part_id bigint NOT NULL REFERENCES order_parts (id),
      order_id bigint NOT NULL REFERENCES orders (id),
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      status text NOT NULL DEFAULT 'REQUESTED'
        CHECK (status IN ('REQUESTED', 'ACCEPTED', 'RECEIVED', 'REFUNDED', 'REFUSED')),
      reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
      refusal_reason text CHECK (length(refusal_reason) <= 500),
      requested_by bigint REFERENCES users (id) ON DELETE SET NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      refund_due_at timestamptz NOT NULL,
      decided_at timestamptz,
      received_at timestamptz,
      refunded_at timestamptz,
      refund_cents int CHECK (refund_cents >= 0),
      delivery_refund_cents int CHECK (delivery_refund_cents >= 0),
      overdue_notified_at timestamptz,
      CHECK ((status = 'REFUSED') = (refusal_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX returns_one_open_per_part ON returns (order_part_id)
      WHERE status IN ('REQUESTED', 'ACCEPTED', 'RECEIVED');
    CREATE INDEX returns_by_bookshop ON returns (bookshop_id, status, requested_at);
    CREATE INDEX returns_by_state ON returns (status, refund_due_at);
    CREATE INDEX returns_by_order ON returns (order_id);

    CREATE TABLE return_lines (
      return_id bigint NOT NULL REFERENCES returns (id),
      order_line_id bigint NOT NULL REFERENCES order_lines (id),
      qty int NOT NULL CHECK (qty > 0),
      refund_cents int CHECK (refund_cents >= 0),
      PRIMARY KEY (return_id, order_line_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE return_lines;
    DROP TABLE returns;
    ALTER TABLE order_parts DROP COLUMN shipping_kept_cents;
    ALTER TABLE order_lines DROP CONSTRAINT order_lines_copies_left, DROP COLUMN returned_qty;
  `.execute(db);
}
