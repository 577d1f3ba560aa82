import { sql, type Kysely } from 'kysely';

// Deferred payment (MANUAL) confirms an order without a charge: its own state.
// The sandbox payment provider keeps its payments in the database, like a real provider
// would on its side, so several server processes agree on them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders DROP CONSTRAINT orders_status_check;
    ALTER TABLE orders ADD CONSTRAINT orders_status_check
      CHECK (status IN ('pending', 'awaiting_transfer', 'deferred', 'paid', 'cancelled', 'fulfilled'));
    ALTER TABLE orders ADD COLUMN user_email text NOT NULL DEFAULT '';

    CREATE TABLE sandbox_payments (
      ref text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('card', 'wiretransfer', 'paypal')),
      client_secret text NOT NULL UNIQUE,
      idempotency_key text NOT NULL UNIQUE,
      order_number text NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      status text NOT NULL DEFAULT 'created'
        CHECK (status IN ('created', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled')),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sandbox_payments;
    ALTER TABLE orders DROP COLUMN IF EXISTS user_email;
    ALTER TABLE orders DROP CONSTRAINT orders_status_check;
    ALTER TABLE orders ADD CONSTRAINT orders_status_check
      CHECK (status IN ('pending', 'awaiting_transfer', 'paid', 'cancelled', 'fulfilled'));
  `.execute(db);
}
