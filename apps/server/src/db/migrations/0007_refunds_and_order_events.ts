import { sql, type Kysely } from 'kysely';

// Money given back and what happened to an order, kept for good:
// - refunds: one row per refund, made before the provider is called and keyed by our
//   idempotency key (the provider's too), so a refund happens once whoever retries it;
// - order_events: the audit trail of what moved an order's money or stock (cancelled with
//   the code uses it released, revived, refunded);
// - payments.late_resolution: a payment that succeeded without placing its order (the order
//   was cancelled meanwhile, or paid another way) is 'pending' until it is resolved, once:
//   the order revived, or the payment refunded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE refunds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      payment_id bigint REFERENCES payments (id),
      order_part_id bigint REFERENCES order_parts (id),
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      reason text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded')),
      provider_ref text,
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refunds_order_id_idx ON refunds (order_id);
    CREATE INDEX refunds_pending_idx ON refunds (id) WHERE status = 'pending';

    CREATE TABLE order_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      kind text NOT NULL,
      detail jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_events_order_id_idx ON order_events (order_id);

    ALTER TABLE payments ADD COLUMN late_resolution text
      CHECK (late_resolution IN ('pending', 'revived', 'refunded'));
    CREATE INDEX payments_late_pending_idx ON payments (id) WHERE late_resolution = 'pending';

    CREATE TABLE sandbox_refunds (
      ref text PRIMARY KEY,
      payment_ref text NOT NULL REFERENCES sandbox_payments (ref),
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      idempotency_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sandbox_refunds;
    ALTER TABLE payments DROP COLUMN IF EXISTS late_resolution;
    DROP TABLE IF EXISTS order_events;
    DROP TABLE IF EXISTS refunds;
  `.execute(db);
}
