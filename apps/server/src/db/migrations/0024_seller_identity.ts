import { sql, type Kysely } from 'kysely';

// The seller's identity (docs/spec/marketplace.md §8):
// - bookshops: its legal data (legal name, VAT number, tax code, registered office), its IBAN,
//   PEC and SDI code, how buyers reach it (contact email and phone, the shop's address) and
//   its opening hours (seven days, Monday first, each a list of { from, to } 'HH:MM' ranges:
//   language-free, so each page writes the days in its own). All null until filled in.
// - bookshop_identity_changes: the IBAN and the legal data change only when the administrator
//   approves: who asked, when, the new values (the approved part whole), and who decided,
//   when, how (approved, rejected with a reason, or superseded by a newer request). At most
//   one pending per bookshop.
// - shelf_events 'identity' (a change applied: before, after) and 'identity_requested' (a
//   change awaiting approval); admin_events 'identity_approved' and 'identity_rejected'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookshops
      ADD COLUMN legal_name text,
      ADD COLUMN vat_number text,
      ADD COLUMN tax_code text,
      ADD COLUMN registered_street text,
      ADD COLUMN registered_postal_code text,
      ADD COLUMN registered_city text,
      ADD COLUMN registered_province text,
      ADD COLUMN registered_country char(2) REFERENCES countries (code),
      ADD COLUMN iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
      ADD COLUMN pec text,
      ADD COLUMN sdi_code text CHECK (sdi_code ~ '^[A-Z0-9]{7}$'),
      ADD COLUMN contact_email text,
      ADD COLUMN contact_phone text,
      ADD COLUMN shop_street text,
      ADD COLUMN shop_postal_code text,
      ADD COLUMN shop_city text,
      ADD COLUMN opening_hours jsonb
        CHECK (opening_hours IS NULL OR jsonb_array_length(opening_hours) = 7);

    CREATE TABLE bookshop_identity_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      requested_by bigint REFERENCES users (id) ON DELETE SET NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      new_values jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
      decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
      decided_at timestamptz,
      reason text,
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK (status <> 'rejected' OR reason IS NOT NULL)
    );
    CREATE UNIQUE INDEX bookshop_identity_changes_one_pending
      ON bookshop_identity_changes (bookshop_id) WHERE status = 'pending';
    CREATE INDEX bookshop_identity_changes_bookshop_idx
      ON bookshop_identity_changes (bookshop_id, id);

    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection',
        'identity', 'identity_requested'));
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run', 'identity_approved',
        'identity_rejected'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM admin_events WHERE kind IN ('identity_approved', 'identity_rejected');
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried', 'commission_set', 'ledger_adjusted', 'payouts_run'));
    DELETE FROM shelf_events WHERE kind IN ('identity', 'identity_requested');
    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection'));
    DROP TABLE IF EXISTS bookshop_identity_changes;
    ALTER TABLE bookshops
      DROP COLUMN legal_name, DROP COLUMN vat_number, DROP COLUMN tax_code,
      DROP COLUMN registered_street, DROP COLUMN registered_postal_code,
      DROP COLUMN registered_city, DROP COLUMN registered_province,
      DROP COLUMN registered_country, DROP COLUMN iban, DROP COLUMN pec, DROP COLUMN sdi_code,
      DROP COLUMN contact_email, DROP COLUMN contact_phone, DROP COLUMN shop_street,
      DROP COLUMN shop_postal_code, DROP COLUMN shop_city, DROP COLUMN opening_hours;
  `.execute(db);
}
