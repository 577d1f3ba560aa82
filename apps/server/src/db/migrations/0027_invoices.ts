import { sql, type Kysely } from 'kysely';

// The bookshops' electronic invoices (docs/spec/invoices.md):
// - invoice_counters: each bookshop's last number of a calendar year (Europe/Rome). A
//   document takes the next one by updating its row, which holds the row's lock to the end
//   of the issuing transaction: numbers follow each other with no gap, whatever runs at once.
// - invoices: an invoice (TD01) of an order part, at most one per part, or a credit note
//   (TD04) of a refund of an invoiced part, at most one per refund: the bookshop's number in
//   its year, the day, the amounts it charged (the books by regime, the shipping with VAT),
//   the file's name and XML as written once, and where its transmission stands.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE invoice_counters (
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      year int NOT NULL CHECK (year BETWEEN 2000 AND 2099),
      last_number int NOT NULL CHECK (last_number > 0),
      PRIMARY KEY (bookshop_id, year)
    );

    CREATE TABLE invoices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      order_part_id bigint NOT NULL REFERENCES order_parts (id),
      kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
      invoice_id bigint REFERENCES invoices (id),
      refund_key text,
      year int NOT NULL,
      number int NOT NULL CHECK (number > 0),
      issued_on date NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      books_cents int NOT NULL CHECK (books_cents >= 0),
      used_books_cents int NOT NULL CHECK (used_books_cents >= 0),
      shipping_cents int NOT NULL CHECK (shipping_cents >= 0),
      total_cents int NOT NULL CHECK (total_cents >= 0),
      file_name text NOT NULL UNIQUE,
      xml text NOT NULL,
      transmission_status text NOT NULL DEFAULT 'pending'
        CHECK (transmission_status IN ('pending', 'sent', 'failed')),
      transmission_id text,
      transmitted_at timestamptz,
      transmission_error text,
      UNIQUE (bookshop_id, year, number),
      CHECK ((kind = 'credit_note') = (invoice_id IS NOT NULL)),
      CHECK ((kind = 'credit_note') = (refund_key IS NOT NULL)),
      CHECK ((transmission_status = 'sent') = (transmission_id IS NOT NULL))
    );
    CREATE UNIQUE INDEX invoices_one_per_part ON invoices (order_part_id) WHERE kind = 'invoice';
    CREATE UNIQUE INDEX invoices_one_per_refund
      ON invoices (order_part_id, refund_key) WHERE kind = 'credit_note';
    CREATE INDEX invoices_to_transmit ON invoices (id) WHERE transmission_status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS invoices;
    DROP TABLE IF EXISTS invoice_counters;
  `.execute(db);
}
