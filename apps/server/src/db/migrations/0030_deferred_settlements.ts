import { sql, type Kysely } from 'kysely';

// A public administration's deferred payment settled (docs/spec/deferred-payments.md):
// - deferred_settlements: the money the administrator records against a deferred (MANUAL)
//   payment: RECEIVED from the administration, or REPAID to it when its refunds came to more
//   than what it still owed. Never changed nor deleted; a reference is recorded once per
//   payment and direction, so a form sent twice records nothing twice.
// - admin_events 'deferred_settlement': the audit row of each.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deferred_settlements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payment_id bigint NOT NULL REFERENCES payments (id),
      direction text NOT NULL CHECK (direction IN ('RECEIVED', 'REPAID')),
      paid_on date NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 140),
      recorded_by bigint REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (payment_id, direction, reference)
    );

    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run', 'identity_approved',
        'identity_rejected', 'promotion_month', 'library_set', 'deferred_settlement'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    DELETE FROM admin_events WHERE kind = 'deferred_settlement';
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run', 'identity_approved',
        'identity_rejected', 'promotion_month', 'library_set'));
    DROP TABLE IF EXISTS deferred_settlements;
  `.execute(db);
}
