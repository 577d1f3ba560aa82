import { sql, type Kysely } from 'kysely';

// The bookshops paid (docs/spec/ledger-and-payouts.md):
// - order_parts.bookshop_discount_cents: the part of its discount the bookshop's own codes
//   gave (the rest, a platform code's, is the platform's cost); backfilled from the code uses
//   of the bookshop's codes, which apply to that bookshop alone. delivered_at: when the part
//   was shipped or collected (its money's hold starts then).
// - bookshops.commission_bp: the commission in basis points (1500 = 15 %); null, the
//   platform's default (COMMISSION_PERCENT). stripe_account_id: its Stripe connected
//   account, once it has one.
// - ledger_entries: what the platform owes each bookshop, append-only (a trigger refuses
//   UPDATE and DELETE), in integer cents, + credits the bookshop. platform_discount_cents:
//   on a SALE or REFUND, what of the buyer's discount the platform funded (a platform code).
// - payout_runs, payouts: each run, and each bookshop's payout in it, exactly once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_parts
      ADD COLUMN bookshop_discount_cents integer NOT NULL DEFAULT 0
        CHECK (bookshop_discount_cents >= 0),
      ADD COLUMN delivered_at timestamptz;

    UPDATE order_parts p SET bookshop_discount_cents = LEAST(p.discount_cents, s.cents)
    FROM (
      SELECT u.order_id, c.bookshop_id, SUM(u.amount_cents)::int AS cents
      FROM discount_code_uses u JOIN discount_codes c ON c.id = u.discount_code_id
      WHERE c.bookshop_id IS NOT NULL AND u.order_id IS NOT NULL
      GROUP BY u.order_id, c.bookshop_id
    ) s
    WHERE s.order_id = p.order_id AND s.bookshop_id = p.bookshop_id;

    ALTER TABLE bookshops
      ADD COLUMN commission_bp integer CHECK (commission_bp BETWEEN 0 AND 5000),
      ADD COLUMN stripe_account_id text UNIQUE;

    CREATE TYPE ledger_entry_kind AS ENUM ('SALE', 'REFUND', 'COMMISSION',
      'COMMISSION_REFUND', 'PAYOUT', 'PAYOUT_REVERSAL', 'ADJUSTMENT');

    CREATE TABLE payout_runs (
      id serial PRIMARY KEY,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      started_by integer REFERENCES users(id),
      sepa_message_id text UNIQUE,
      sepa_xml text
    );

    CREATE TYPE payout_status AS ENUM ('pending', 'sent', 'paid', 'failed');
    CREATE TYPE payout_method AS ENUM ('stripe', 'sepa');

    CREATE TABLE payouts (
      id serial PRIMARY KEY,
      run_id integer NOT NULL REFERENCES payout_runs(id),
      bookshop_id integer NOT NULL REFERENCES bookshops(id),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      method payout_method NOT NULL,
      status payout_status NOT NULL DEFAULT 'pending',
      idempotency_key text NOT NULL UNIQUE,
      provider_ref text,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payouts_bookshop ON payouts (bookshop_id, id);
    CREATE INDEX payouts_open ON payouts (status) WHERE status IN ('pending', 'failed');

    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      bookshop_id integer NOT NULL REFERENCES bookshops(id),
      kind ledger_entry_kind NOT NULL,
      amount_cents integer NOT NULL,
      order_id integer REFERENCES orders(id),
      order_part_id integer REFERENCES order_parts(id),
      payout_id integer REFERENCES payouts(id),
      platform_discount_cents integer NOT NULL DEFAULT 0,
      note text,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (kind <> 'ADJUSTMENT' OR (note IS NOT NULL AND created_by IS NOT NULL)),
      CHECK (kind NOT IN ('PAYOUT', 'PAYOUT_REVERSAL') OR payout_id IS NOT NULL)
    );
    CREATE INDEX ledger_entries_bookshop ON ledger_entries (bookshop_id, created_at);
    CREATE INDEX ledger_entries_part ON ledger_entries (order_part_id);
    CREATE INDEX ledger_entries_order ON ledger_entries (order_id);
    CREATE UNIQUE INDEX ledger_entries_payout_once ON ledger_entries (payout_id, kind)
      WHERE payout_id IS NOT NULL;
    CREATE INDEX order_parts_delivered ON order_parts (delivered_at)
      WHERE delivered_at IS NOT NULL;

    CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger_entries is append-only';
    END $$;
    CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

    -- The administrator's commission, adjustments and payout runs: in the audit trail too.
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM admin_events WHERE kind IN ('commission_set', 'ledger_adjusted', 'payouts_run');
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried'));
    DROP TABLE ledger_entries;
    DROP FUNCTION ledger_entries_append_only();
    DROP TABLE payouts;
    DROP TYPE payout_method;
    DROP TYPE payout_status;
    DROP TABLE payout_runs;
    DROP TYPE ledger_entry_kind;
    ALTER TABLE bookshops DROP COLUMN commission_bp, DROP COLUMN stripe_account_id;
    DROP INDEX IF EXISTS order_parts_delivered;
    ALTER TABLE order_parts DROP COLUMN bookshop_discount_cents, DROP COLUMN delivered_at;
  `.execute(db);
}
