import { sql, type Kysely } from 'kysely';

// The messages about orders and parts are written by the statements that move them, from one
// table in TypeScript (modules/mail/mail-rules.ts, docs/adr/021), no longer by triggers: the
// triggers on orders, order_parts and order_events go, and so does the outbox's own (each
// message's delivery job is queued by the statement that writes the message, the job's name
// given by the code that runs it). queue_mail_delivery stays a function, now told the job's
// name: the queue's schema may not exist yet (a database no server has started keeps its
// messages pending until one does).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER orders_mail ON orders;
    DROP FUNCTION orders_mail();
    DROP TRIGGER order_parts_mail ON order_parts;
    DROP FUNCTION order_parts_mail();
    DROP TRIGGER order_events_mail ON order_events;
    DROP FUNCTION order_events_mail();
    DROP TRIGGER mail_outbox_queued ON mail_outbox;
    DROP FUNCTION mail_outbox_queued();
    DROP FUNCTION mail_to_user(text, text, bigint, bigint, bigint, jsonb);
    DROP FUNCTION queue_mail_delivery(bigint);

    CREATE FUNCTION queue_mail_delivery(message_id bigint, job text) RETURNS bigint
    LANGUAGE plpgsql AS $$
    BEGIN
      IF to_regnamespace('graphile_worker') IS NOT NULL THEN
        EXECUTE 'SELECT graphile_worker.add_job($1, json_build_object(''id'', $2),
          job_key => $3, max_attempts => $4, job_key_mode => ''preserve_run_at'')'
          USING job, message_id, 'mail:' || message_id, 8;
      END IF;
      RETURN message_id;
    END $$;
  `.execute(db);
}

// Back to the triggers as migrations 0014, 0019 and 0021 left them.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION queue_mail_delivery(bigint, text);
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
      IF NEW.status = 'paid' AND OLD.status = 'awaiting_transfer' THEN
        PERFORM mail_to_user('transfer-received:' || NEW.id, 'transfer_received',
          NEW.user_id, NEW.id, NULL, '{}');
      END IF;
      IF NEW.status = 'cancelled' AND OLD.status = 'awaiting_transfer' AND (
          SELECT e.detail ->> 'reason' FROM order_events e
          WHERE e.order_id = NEW.id AND e.kind = 'cancelled'
          ORDER BY e.id DESC LIMIT 1) = 'expired' THEN
        PERFORM mail_to_user('transfer-expired:' || NEW.id, 'transfer_expired', NEW.user_id,
          NEW.id, NULL, '{}');
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER orders_mail AFTER UPDATE OF status ON orders
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION orders_mail();
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
      IF kind = 'part_cancelled' AND COALESCE(NEW.detail->>'role', '') <> 'system' THEN
        INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id,
          order_part_id, payload)
        SELECT 'order-event:' || NEW.id || ':staff:' || u.id, 'part_cancelled_by_buyer', u.id,
          u.email, u.language, NEW.order_id, p.id, NEW.detail
        FROM order_parts p
        JOIN users u ON u.role = 'staff' AND u.bookshop_id = p.bookshop_id
        WHERE p.id = (NEW.detail->>'partId')::bigint
        ON CONFLICT (event_key) DO NOTHING;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER order_events_mail AFTER INSERT ON order_events
      FOR EACH ROW EXECUTE FUNCTION order_events_mail();
  `.execute(db);
}
