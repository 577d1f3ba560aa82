import { sql, type Kysely } from 'kysely';

// The mail outbox and the password resets (docs/spec/marketplace.md §7,
// docs/spec/accounts-and-access.md §1):
// - mail_outbox: one row per message, written in the transaction of the change it reports.
//   The order's and the parts' moves write theirs from triggers, so every statement that
//   places an order, moves a part or gives money back (there are several, in orders,
//   payments and bookshop) reports it without a call of its own; the account's messages are
//   written by the account's service. event_key is unique: one message per event and
//   recipient, whoever retries the change. A message is rendered (subject, bodies) from its
//   kind and payload the first time it is read or sent, then kept as sent.
// - every new message queues its delivery job on the PostgreSQL job queue (graphile-worker,
//   docs/adr/014) in the same transaction, once the queue's schema exists (the queue installs
//   it at the first start of a server; a database without it keeps the rows pending).
// - password_resets: a single-use token, stored as its SHA-256, valid one hour.
// - account_requests: password-reset requests per email and address, for their rate limit.
// - admin_events may say 'mail_retried': a message the queue gave up on, queued again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_key text NOT NULL UNIQUE,
      kind text NOT NULL,
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      recipient text NOT NULL,
      language text NOT NULL CHECK (language IN ('it', 'en', 'fr', 'es')),
      order_id bigint REFERENCES orders (id),
      order_part_id bigint REFERENCES order_parts (id),
      payload jsonb NOT NULL DEFAULT '{}',
      subject text,
      text_body text,
      html_body text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), id);
    CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (id) WHERE status <> 'sent';

    -- The delivery job of a message, when the job queue is installed: its job key makes a
    -- second call for the same message (a retry by hand) keep one job.
    CREATE FUNCTION queue_mail_delivery(message_id bigint) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      IF to_regnamespace('graphile_worker') IS NOT NULL THEN
        EXECUTE 'SELECT graphile_worker.add_job($1, json_build_object(''id'', $2),
          job_key => $3, max_attempts => $4, job_key_mode => ''preserve_run_at'')'
          USING 'deliver_mail', message_id, 'mail:' || message_id, 8;
      END IF;
    END $$;

    CREATE FUNCTION mail_outbox_queued() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM queue_mail_delivery(NEW.id);
      RETURN NULL;
    END $$;
    CREATE TRIGGER mail_outbox_queued AFTER INSERT ON mail_outbox
      FOR EACH ROW EXECUTE FUNCTION mail_outbox_queued();

    -- A message to an account about an order or a part; nothing when the account is gone.
    CREATE FUNCTION mail_to_user(
      p_event_key text, p_kind text, p_user_id bigint, p_order_id bigint, p_part_id bigint,
      p_payload jsonb
    ) RETURNS void LANGUAGE sql AS $$
      INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id,
        order_part_id, payload)
      SELECT p_event_key, p_kind, u.id, u.email, u.language, p_order_id, p_part_id, p_payload
      FROM users u WHERE u.id = p_user_id AND u.email NOT LIKE '%@deleted.invalid'
      ON CONFLICT (event_key) DO NOTHING
    $$;

    -- The order placed (paid, deferred, or waiting for its bank transfer), the transfer's
    -- instructions, and its expiry.
    CREATE FUNCTION orders_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status IN ('paid', 'deferred', 'awaiting_transfer')
          AND OLD.status IN ('pending', 'cancelled') THEN
        PERFORM mail_to_user('order-placed:' || NEW.id, 'order_placed', NEW.user_id, NEW.id,
          NULL, '{}');
      END IF;
      IF NEW.status = 'awaiting_transfer' AND OLD.status = 'pending' THEN
        PERFORM mail_to_user('transfer-instructions:' || NEW.id, 'transfer_instructions',
          NEW.user_id, NEW.id, NULL, '{}');
      END IF;
      IF NEW.status = 'cancelled' AND OLD.status = 'awaiting_transfer' THEN
        PERFORM mail_to_user('transfer-expired:' || NEW.id, 'transfer_expired', NEW.user_id,
          NEW.id, NULL, '{}');
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER orders_mail AFTER UPDATE OF status ON orders
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION orders_mail();

    -- A part to confirm, to every staff account of its bookshop: found by index, not by
    -- reading every account at each order placed.
    CREATE INDEX users_staff_bookshop_idx ON users (bookshop_id) WHERE role = 'staff';
    CREATE FUNCTION order_parts_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'TO_CONFIRM' AND OLD.status <> 'TO_CONFIRM' THEN
        INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id,
          order_part_id)
        SELECT 'part-to-confirm:' || NEW.id || ':' || u.id, 'part_to_confirm', u.id, u.email,
          u.language, NEW.order_id, NEW.id
        FROM users u WHERE u.role = 'staff' AND u.bookshop_id = NEW.bookshop_id
        ON CONFLICT (event_key) DO NOTHING;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER order_parts_mail AFTER UPDATE OF status ON order_parts
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION order_parts_mail();

    -- A part's move reported to its buyer (accepted, shipped, ready, lines rejected, the part
    -- cancelled), from the move's audit row: one message per move.
    CREATE FUNCTION order_events_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      kind text;
    BEGIN
      IF NEW.kind <> 'part_moved' THEN RETURN NULL; END IF;
      kind := CASE NEW.detail->>'to'
        WHEN 'ACCEPTED' THEN 'part_accepted'
        WHEN 'SHIPPED' THEN 'part_shipped'
        WHEN 'READY_FOR_PICKUP' THEN 'part_ready'
        WHEN 'REJECTED' THEN 'lines_rejected'
        WHEN 'TO_CONFIRM' THEN 'lines_rejected'
        WHEN 'CANCELLED' THEN 'part_cancelled'
      END;
      IF kind IS NULL THEN RETURN NULL; END IF;
      PERFORM mail_to_user('order-event:' || NEW.id, kind, o.user_id, NEW.order_id,
        (NEW.detail->>'partId')::bigint, NEW.detail)
      FROM orders o WHERE o.id = NEW.order_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER order_events_mail AFTER INSERT ON order_events
      FOR EACH ROW EXECUTE FUNCTION order_events_mail();

    CREATE TABLE password_resets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_user_idx ON password_resets (user_id);
    CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);

    CREATE TABLE account_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('password_reset')),
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_requests_email_idx ON account_requests (kind, email, created_at);
    CREATE INDEX account_requests_ip_idx ON account_requests (kind, ip, created_at);

    -- The administrator queues a failed message again: in the audit trail too.
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted',
        'mail_retried'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM admin_events WHERE kind = 'mail_retried';
    ALTER TABLE admin_events DROP CONSTRAINT admin_events_kind_check;
    ALTER TABLE admin_events ADD CONSTRAINT admin_events_kind_check
      CHECK (kind IN ('bookshop_created', 'bookshop_closed', 'discount_code_created',
        'discount_code_expired', 'store_credit_adjusted', 'banner_saved', 'banner_deleted'));
    DROP TABLE IF EXISTS account_requests;
    DROP TABLE IF EXISTS password_resets;
    DROP TRIGGER IF EXISTS order_events_mail ON order_events;
    DROP FUNCTION IF EXISTS order_events_mail();
    DROP TRIGGER IF EXISTS order_parts_mail ON order_parts;
    DROP FUNCTION IF EXISTS order_parts_mail();
    DROP INDEX IF EXISTS users_staff_bookshop_idx;
    DROP TRIGGER IF EXISTS orders_mail ON orders;
    DROP FUNCTION IF EXISTS orders_mail();
    DROP FUNCTION IF EXISTS mail_to_user(text, text, bigint, bigint, bigint, jsonb);
    DROP TABLE IF EXISTS mail_outbox;
    DROP FUNCTION IF EXISTS mail_outbox_queued();
    DROP FUNCTION IF EXISTS queue_mail_delivery(bigint);
  `.execute(db);
}
