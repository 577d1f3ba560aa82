import { sql, type Kysely } from 'kysely';

// The marketplace's other side (docs/spec/marketplace.md §2):
// - users.role and users.bookshop_id: staff belong to exactly one bookshop, buyers and the
//   administrator to none;
// - order_parts.status, the part's own state machine (packages/domain/src/part-states.ts), with the
//   carrier, the tracking code, the deadline to confirm and what was refunded of it;
//   existing parts take their order's state (placed ones TO_CONFIRM, cancelled ones
//   CANCELLED, the rest AWAITING_PAYMENT);
// - order_lines.rejected: a line the bookshop could not supply;
// - refunds.status 'owed': a refund of a deferred (MANUAL) order, settled by hand with the
//   invoice, never sent to a provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN role text NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'staff', 'admin')),
      ADD COLUMN bookshop_id bigint REFERENCES bookshops (id),
      ADD CONSTRAINT users_staff_bookshop CHECK ((role = 'staff') = (bookshop_id IS NOT NULL));

    ALTER TABLE order_parts
      ADD COLUMN status text NOT NULL DEFAULT 'AWAITING_PAYMENT' CHECK (status IN (
        'AWAITING_PAYMENT', 'TO_CONFIRM', 'ACCEPTED', 'SHIPPED', 'READY_FOR_PICKUP', 'COLLECTED',
        'REJECTED', 'CANCELLED')),
      ADD COLUMN carrier text,
      ADD COLUMN tracking_code text,
      ADD COLUMN confirm_by timestamptz,
      ADD COLUMN refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
    UPDATE order_parts p SET
      status = CASE WHEN o.status IN ('paid', 'deferred', 'fulfilled') THEN 'TO_CONFIRM'
        WHEN o.status = 'cancelled' THEN 'CANCELLED' ELSE 'AWAITING_PAYMENT' END,
      confirm_by = CASE WHEN o.status IN ('paid', 'deferred', 'fulfilled')
        THEN COALESCE(o.paid_at, o.created_at) + interval '48 hours' END
    FROM orders o WHERE o.id = p.order_id;
    CREATE INDEX order_parts_bookshop_status_idx ON order_parts (bookshop_id, status, id);

    ALTER TABLE order_lines ADD COLUMN rejected boolean NOT NULL DEFAULT false;

    ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
      CHECK (status IN ('pending', 'succeeded', 'owed'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM refunds WHERE status = 'owed';
    ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
      CHECK (status IN ('pending', 'succeeded'));
    ALTER TABLE order_lines DROP COLUMN IF EXISTS rejected;
    DROP INDEX IF EXISTS order_parts_bookshop_status_idx;
    ALTER TABLE order_parts DROP COLUMN IF EXISTS status, DROP COLUMN IF EXISTS carrier,
      DROP COLUMN IF EXISTS tracking_code, DROP COLUMN IF EXISTS confirm_by,
      DROP COLUMN IF EXISTS refunded_cents;
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_staff_bookshop,
      DROP COLUMN IF EXISTS bookshop_id, DROP COLUMN IF EXISTS role;
  `.execute(db);
}
