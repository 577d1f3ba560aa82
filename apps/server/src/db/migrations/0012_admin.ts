import { sql, type Kysely } from 'kysely';

// The administrator (/{lang}/admin/):
// - bookshops.closed_at: a closed bookshop's books cannot be bought, as while on vacation
//   (catalog's inVacationExpr, the basket's add), whatever its staff set as vacation;
// - store_credit_entries.created_by: who adjusted a Borsellino by hand (null: the platform
//   itself, for an order);
// - admin_events: the audit trail of what the administrator changed (who, what, when).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookshops ADD COLUMN closed_at timestamptz;
    ALTER TABLE store_credit_entries ADD COLUMN created_by bigint REFERENCES users (id);

    CREATE TABLE admin_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      admin_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('bookshop_created', 'bookshop_closed',
        'discount_code_created', 'discount_code_expired', 'store_credit_adjusted',
        'banner_saved', 'banner_deleted')),
      detail jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX admin_events_created_at_idx ON admin_events (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS admin_events;
    ALTER TABLE store_credit_entries DROP COLUMN IF EXISTS created_by;
    ALTER TABLE bookshops DROP COLUMN IF EXISTS closed_at;
  `.execute(db);
}
