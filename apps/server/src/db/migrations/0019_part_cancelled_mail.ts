import { sql, type Kysely } from 'kysely';

// A buyer who cancels a bookshop's part (docs/spec/mail-and-pages.md §2): the bookshop's staff are
// told, each in their language, as they are told of a part to confirm, so nobody prepares books
// that were given back. The part's move already writes its audit row ('part_moved' to CANCELLED,
// the buyer's role); the trigger that reports moves to the buyer now reports this one to the
// staff too, one message per move and staff account (its event key). A part the deadline
// cancelled (role 'system') is the bookshop's own silence: only the buyer is told.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION order_events_mail() RETURNS trigger LANGUAGE plpgsql AS $$
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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION order_events_mail() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DELETE FROM mail_outbox WHERE kind = 'part_cancelled_by_buyer';
  `.execute(db);
}
