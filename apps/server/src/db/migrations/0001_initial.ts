import { sql, type Kysely } from 'kysely';

// The whole product's schema. Money is integer cents everywhere; constraints carry the
// concurrency rules (stock never negative, one code use per account, one event per id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE countries (
      code char(2) PRIMARY KEY,
      name_it text NOT NULL,
      name_en text NOT NULL,
      name_fr text NOT NULL,
      name_es text NOT NULL
    );

    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'en', 'fr', 'es')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    -- Sessions live in the database so any number of server processes can share them.
    -- id is the SHA-256 of the cookie token: a leaked table does not leak sessions.
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id bigint REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_email_idx ON login_failures (email, created_at);
    CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

    CREATE TABLE bookshops (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      city text NOT NULL,
      country_code char(2) NOT NULL REFERENCES countries (code),
      description text NOT NULL DEFAULT '',
      -- On vacation while vacation_end is today or later.
      vacation_end date
    );

    CREATE TABLE bookshop_shipping_types (
      bookshop_id bigint NOT NULL REFERENCES bookshops (id) ON DELETE CASCADE,
      shipping_type text NOT NULL
        CHECK (shipping_type IN ('Shop_pickup', 'Economy', 'Standard', 'Express')),
      position int NOT NULL DEFAULT 0,
      PRIMARY KEY (bookshop_id, shipping_type)
    );

    -- dest_country NULL is the bookshop's rate for every other country; the band is the
    -- first one whose max_weight_grams is at least the parcel's weight.
    CREATE TABLE shipping_rates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id) ON DELETE CASCADE,
      shipping_type text NOT NULL
        CHECK (shipping_type IN ('Shop_pickup', 'Economy', 'Standard', 'Express')),
      dest_country char(2) REFERENCES countries (code),
      max_weight_grams int NOT NULL CHECK (max_weight_grams > 0),
      price_cents int NOT NULL CHECK (price_cents >= 0),
      UNIQUE NULLS NOT DISTINCT (bookshop_id, shipping_type, dest_country, max_weight_grams)
    );

    CREATE TABLE products (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      title text NOT NULL,
      slug text NOT NULL,
      description text NOT NULL DEFAULT '',
      css_class text NOT NULL DEFAULT 'libro',
      product_class text NOT NULL DEFAULT 'Libro',
      -- Per-language parsed cache: { props: { autori, editori, anni }, product_class, classe_css }
      cache_it jsonb NOT NULL DEFAULT '{}',
      cache_en jsonb NOT NULL DEFAULT '{}',
      cache_fr jsonb NOT NULL DEFAULT '{}',
      cache_es jsonb NOT NULL DEFAULT '{}',
      price_cents int NOT NULL CHECK (price_cents >= 0),
      discount_percent int NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
      weight_grams int NOT NULL CHECK (weight_grams >= 0),
      available int NOT NULL CHECK (available >= 0),
      cover_color text NOT NULL DEFAULT '#7a4b2a',
      has_cover boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX products_bookshop_id_idx ON products (bookshop_id);
    CREATE INDEX products_title_idx ON products (lower(title));

    -- A basket belongs to an account or, for a guest, to a session.
    CREATE TABLE baskets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      session_id text UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
      selected_shippings jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR session_id IS NOT NULL)
    );

    CREATE TABLE basket_lines (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      basket_id bigint NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES products (id),
      qty int NOT NULL CHECK (qty > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (basket_id, product_id)
    );

    CREATE TABLE wishlist_items (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES products (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, product_id)
    );

    CREATE TABLE shipping_addresses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      etichetta varchar(35) NOT NULL,
      name varchar(35) NOT NULL,
      attenzione_di varchar(35) NOT NULL DEFAULT '',
      telefono varchar(128) NOT NULL,
      email varchar(254) NOT NULL DEFAULT '',
      indirizzo varchar(64) NOT NULL,
      indirizzo2 varchar(64) NOT NULL DEFAULT '',
      nazione char(2) NOT NULL REFERENCES countries (code),
      provincia_stato text NOT NULL DEFAULT '',
      citta text NOT NULL,
      cap text NOT NULL,
      fax text NOT NULL DEFAULT '',
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shipping_addresses_user_id_idx ON shipping_addresses (user_id);

    CREATE TABLE billing_addresses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      persona text NOT NULL CHECK (persona IN ('FIS', 'GIU', 'PA', 'NONE')),
      professionale boolean NOT NULL DEFAULT false,
      tipologia text NOT NULL DEFAULT '',
      sconto int NOT NULL DEFAULT 0,
      label text NOT NULL DEFAULT '',
      codice_fiscale text NOT NULL DEFAULT '',
      partita_iva text NOT NULL DEFAULT '',
      ragione_sociale text NOT NULL DEFAULT '',
      pec text NOT NULL DEFAULT '',
      codice_destinatario_sdi text NOT NULL DEFAULT '',
      nome text NOT NULL DEFAULT '',
      cognome text NOT NULL DEFAULT '',
      indirizzo text NOT NULL DEFAULT '',
      citta text NOT NULL DEFAULT '',
      nazione char(2) REFERENCES countries (code),
      provincia_stato text NOT NULL DEFAULT '',
      cap text NOT NULL DEFAULT '',
      data_nascita date,
      pagamento_posticipato boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX billing_addresses_user_id_idx ON billing_addresses (user_id);

    CREATE TABLE discount_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code = upper(code)),
      kind text NOT NULL CHECK (kind IN ('PERCENT', 'FIXED')),
      percent int CHECK (percent BETWEEN 1 AND 100),
      amount_cents int CHECK (amount_cents > 0),
      bookshop_id bigint REFERENCES bookshops (id),
      expires_at timestamptz,
      max_uses int CHECK (max_uses > 0),
      uses_count int NOT NULL DEFAULT 0,
      CHECK ((kind = 'PERCENT' AND percent IS NOT NULL) OR (kind = 'FIXED' AND amount_cents IS NOT NULL)),
      CHECK (max_uses IS NULL OR uses_count <= max_uses)
    );

    CREATE TABLE basket_discount_codes (
      basket_id bigint NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
      discount_code_id bigint NOT NULL REFERENCES discount_codes (id),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (basket_id, discount_code_id)
    );

    -- Store credit ('Borsellino'): a balance guarded by a CHECK plus an append-only ledger.
    CREATE TABLE wallets (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      balance_cents int NOT NULL DEFAULT 0 CHECK (balance_cents >= 0)
    );

    CREATE TABLE orders (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      number text NOT NULL UNIQUE,
      user_id bigint NOT NULL REFERENCES users (id),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'awaiting_transfer', 'paid', 'cancelled', 'fulfilled')),
      basket_fingerprint text NOT NULL,
      payment_method text
        CHECK (payment_method IN ('STRIPE', 'STRIPE_WT', 'BRAINTREE', 'CASH_ON_DELIVERY', 'STORE_CREDIT', 'MANUAL')),
      shipping_address_id bigint REFERENCES shipping_addresses (id),
      billing_address_id bigint REFERENCES billing_addresses (id),
      shipping_address jsonb,
      billing_address jsonb,
      notes text NOT NULL DEFAULT '',
      invoice boolean NOT NULL DEFAULT false,
      present boolean NOT NULL DEFAULT false,
      numero_ordine_acquisto text,
      data_ordine_acquisto date,
      cig text,
      cup text,
      goods_cents int NOT NULL CHECK (goods_cents >= 0),
      discount_cents int NOT NULL CHECK (discount_cents >= 0),
      shipping_cents int NOT NULL CHECK (shipping_cents >= 0),
      store_credit_cents int NOT NULL CHECK (store_credit_cents >= 0),
      total_cents int NOT NULL CHECK (total_cents >= 0),
      vat_cents int NOT NULL CHECK (vat_cents >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      cancelled_at timestamptz
    );
    CREATE INDEX orders_user_id_idx ON orders (user_id);
    -- Creating the order twice for the same basket yields the same pending order.
    CREATE UNIQUE INDEX orders_pending_fingerprint_key
      ON orders (user_id, basket_fingerprint) WHERE status = 'pending';
    CREATE INDEX orders_awaiting_transfer_idx ON orders (created_at) WHERE status = 'awaiting_transfer';

    CREATE TABLE order_parts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      bookshop_id bigint NOT NULL REFERENCES bookshops (id),
      shipping_type text NOT NULL
        CHECK (shipping_type IN ('Shop_pickup', 'Economy', 'Standard', 'Express')),
      goods_cents int NOT NULL CHECK (goods_cents >= 0),
      discount_cents int NOT NULL CHECK (discount_cents >= 0),
      shipping_cents int NOT NULL CHECK (shipping_cents >= 0),
      UNIQUE (order_id, bookshop_id)
    );

    CREATE TABLE order_lines (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_part_id bigint NOT NULL REFERENCES order_parts (id) ON DELETE CASCADE,
      product_id bigint NOT NULL REFERENCES products (id),
      title text NOT NULL,
      qty int NOT NULL CHECK (qty > 0),
      unit_price_cents int NOT NULL CHECK (unit_price_cents >= 0),
      line_total_cents int NOT NULL CHECK (line_total_cents >= 0)
    );

    -- One use per account; released (deleted) when the order is cancelled.
    CREATE TABLE discount_code_uses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      discount_code_id bigint NOT NULL REFERENCES discount_codes (id),
      user_id bigint NOT NULL REFERENCES users (id),
      order_id bigint REFERENCES orders (id),
      amount_cents int NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (discount_code_id, user_id)
    );

    CREATE TABLE store_credit_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      amount_cents int NOT NULL CHECK (amount_cents <> 0),
      reason text NOT NULL,
      order_id bigint REFERENCES orders (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX store_credit_entries_user_id_idx ON store_credit_entries (user_id);

    CREATE TABLE payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES orders (id),
      provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe', 'braintree', 'store_credit', 'manual')),
      method text NOT NULL
        CHECK (method IN ('STRIPE', 'STRIPE_WT', 'BRAINTREE', 'CASH_ON_DELIVERY', 'STORE_CREDIT', 'MANUAL')),
      provider_ref text,
      status text NOT NULL DEFAULT 'created'
        CHECK (status IN ('created', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled')),
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      idempotency_key text NOT NULL UNIQUE,
      client_secret text,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_ref)
    );
    CREATE INDEX payments_order_id_idx ON payments (order_id);

    -- Every provider event is stored once, whatever how often it is delivered.
    CREATE TABLE provider_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      UNIQUE (provider, event_id)
    );

    CREATE TABLE banners (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      position text NOT NULL CHECK (position IN ('header', 'footer')),
      language text CHECK (language IN ('it', 'en', 'fr', 'es')),
      html text NOT NULL,
      active boolean NOT NULL DEFAULT true
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS banners, provider_events, payments, store_credit_entries,
      discount_code_uses, order_lines, order_parts, orders, wallets, basket_discount_codes,
      discount_codes, billing_addresses, shipping_addresses, wishlist_items, basket_lines,
      baskets, products, shipping_rates, bookshop_shipping_types, bookshops, login_failures,
      sessions, users, countries CASCADE;
  `.execute(db);
}
