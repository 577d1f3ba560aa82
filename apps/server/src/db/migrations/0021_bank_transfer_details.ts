import { sql, type Kysely } from 'kysely';

// Bank transfers that can be paid (docs/spec/bank-transfers.md §2):
// - payments.transfer_instructions: what the buyer needs to make the transfer (IBAN, BIC,
//   beneficiary, reference, amount, and whether the account is a test one), as the provider
//   gave them when the payment started waiting for the money; pages and mail read them here,
//   never from the provider.
// - orders_mail(): a transfer cancelled by its buyer is not reported as one that never
//   arrived (transfer_expired is the expiry job's alone: the cancellation's audit row, written
//   just before the order moves, says why); a transfer that arrives tells its buyer so
//   (transfer_received).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments ADD COLUMN transfer_instructions jsonb;

    CREATE OR REPLACE FUNCTION orders_mail() RETURNS trigger LANGUAGE plpgsql AS $$
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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION orders_mail() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DELETE FROM mail_outbox WHERE kind = 'transfer_received';
    ALTER TABLE payments DROP COLUMN IF EXISTS transfer_instructions;
  `.execute(db);
}
