import type { PaymentMethodCode } from '@scaffale/domain/payments';
import { sql, type RawBuilder } from 'kysely';
import type { OpeningHours } from '@scaffale/domain/seller-identity';
import type { Db } from '../../db/database.ts';
import {
  keptTransferInstructions,
  refundInstructionsEmail,
} from '../../db/transfer-instructions.ts';

// The outbox's rows and the facts a message is written from. The rows about orders and parts
// are written by the statements that move them (mail-rules.ts); the account's by queueMail.

/** The job that delivers one message of the outbox (its payload: { id }). */
export const DELIVER_MAIL_JOB = 'deliver_mail';

/**
 * The delivery job of a message, queued in the transaction that wrote it, once the job
 * queue's schema exists (a database without it keeps the rows pending); its job key keeps
 * one job per message whoever queues it again.
 */
export function queuedDelivery(messageId: RawBuilder<unknown> | ReturnType<typeof sql.ref>) {
  return sql`queue_mail_delivery(${messageId}, ${DELIVER_MAIL_JOB}::text)`;
}

/** The kinds of message, as the outbox's rows name them. */
export const MAIL_KINDS = [
  'welcome',
  'password_reset',
  'email_change_confirm',
  'email_change_notice',
  'order_placed',
  'transfer_instructions',
  'transfer_reminder',
  'transfer_received',
  'transfer_expired',
  'part_to_confirm',
  'confirm_reminder',
  'part_accepted',
  'part_shipped',
  'part_ready',
  'lines_rejected',
  'part_cancelled',
  'part_cancelled_by_buyer',
  'monthly_statement',
  'return_requested',
  'return_accepted',
  'return_refused',
  'return_refunded',
  'return_overdue',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}

/**
 * A message to an account, in the transaction of what it reports; nothing when `eventKey`
 * has one already (the event retried) or the account is gone. It goes to the account's email,
 * or to `recipient` (an address the account is moving to), in the account's language.
 */
export async function queueMail(
  tx: Db,
  message: {
    eventKey: string;
    kind: MailKind;
    userId: number;
    payload: Record<string, unknown>;
    recipient?: string;
    /** The order part the message is about (its order too), for the messages that show it. */
    part?: { orderId: number; partId: number };
  },
): Promise<void> {
  await sql`
    INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, payload, order_id,
      order_part_id)
    SELECT ${message.eventKey}, ${message.kind}, u.id, COALESCE(${message.recipient ?? null}, u.email),
      u.language, ${JSON.stringify(message.payload)}::jsonb, ${message.part?.orderId ?? null}::bigint,
      ${message.part?.partId ?? null}::bigint
    FROM users u WHERE u.id = ${message.userId} AND u.email NOT LIKE '%@deleted.invalid'
    ON CONFLICT (event_key) DO NOTHING
    RETURNING ${queuedDelivery(sql.ref('id'))}`.execute(tx);
}

/** The messages to write (subject still null): by id, or to one address. */
export function unrenderedMail(db: Db, where: { ids: readonly number[] } | { recipient: string }) {
  return db
    .selectFrom('mail_outbox as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.kind',
      'm.language',
      'm.order_id',
      'm.order_part_id',
      'm.payload',
      'm.created_at',
      sql<string>`COALESCE(u.first_name, '')`.as('first_name'),
    ])
    .where('m.subject', 'is', null)
    .where((eb) =>
      'ids' in where
        ? eb('m.id', 'in', where.ids.length > 0 ? [...where.ids] : [0])
        : eb(sql<string>`lower(m.recipient)`, '=', where.recipient.toLowerCase()),
    )
    .orderBy('m.id')
    .execute();
}
export type UnrenderedMail = Awaited<ReturnType<typeof unrenderedMail>>[number];

/** Keeps a message's words, the first time it is written (a concurrent writer wrote the same). */
export async function saveRendered(
  db: Db,
  id: number,
  rendered: { subject: string; text: string; html: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ subject: rendered.subject, text_body: rendered.text, html_body: rendered.html })
    .where('id', '=', id)
    .where('subject', 'is', null)
    .execute();
}

export function orderFacts(db: Db, orderId: number) {
  return (
    db
      .selectFrom('orders')
      .select([
        'id',
        'number',
        'created_at',
        'payment_method',
        'goods_cents',
        'discount_cents',
        'shipping_cents',
        'store_credit_cents',
        'total_cents',
      ])
      // A bank transfer's account and reference, as its buyer was given them.
      .select((eb) => keptTransferInstructions(eb.ref('orders.id')).as('transfer_instructions'))
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  );
}
export type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;

/** The order's parts (or one of them) with their bookshop and lines, in order. */
export async function partFacts(db: Db, where: { orderId: number } | { partId: number }) {
  const rows = await db
    .selectFrom('order_parts as p')
    .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
    .innerJoin('order_lines as l', 'l.order_part_id', 'p.id')
    .select([
      'p.id as part_id',
      'p.shipping_type',
      'p.shipping_cents',
      'p.discount_cents',
      'p.confirm_by',
      'p.carrier',
      'p.tracking_code',
      'b.name as bookshop_name',
      'b.city as bookshop_city',
      'b.shop_street',
      'b.shop_postal_code',
      'b.shop_city',
      'b.opening_hours',
      'l.id as line_id',
      'l.title',
      'l.qty',
      'l.rejected_qty',
      'l.line_total_cents',
      'l.floor_cents',
    ])
    .where((eb) =>
      'orderId' in where ? eb('p.order_id', '=', where.orderId) : eb('p.id', '=', where.partId),
    )
    .orderBy('p.id')
    .orderBy('l.id')
    .execute();
  const parts = new Map<number, PartFacts>();
  for (const row of rows) {
    let part = parts.get(row.part_id);
    if (!part) {
      part = {
        id: row.part_id,
        shippingType: row.shipping_type,
        shippingCents: row.shipping_cents,
        discountCents: row.discount_cents,
        confirmBy: row.confirm_by,
        carrier: row.carrier,
        trackingCode: row.tracking_code,
        bookshopName: row.bookshop_name,
        bookshopCity: row.bookshop_city,
        shop: {
          street: row.shop_street,
          postalCode: row.shop_postal_code,
          city: row.shop_city,
          openingHours: row.opening_hours,
        },
        lines: [],
      };
      parts.set(row.part_id, part);
    }
    part.lines.push({
      id: row.line_id,
      title: row.title,
      qty: row.qty,
      rejectedQty: row.rejected_qty,
      totalCents: row.line_total_cents,
      floorCents: row.floor_cents,
    });
  }
  return [...parts.values()];
}

export interface PartFacts {
  id: number;
  shippingType: string;
  shippingCents: number;
  /** The part's share of the discount codes, spread over its lines (parcelOf). */
  discountCents: number;
  confirmBy: Date | null;
  carrier: string | null;
  trackingCode: string | null;
  bookshopName: string;
  bookshopCity: string;
  /** Where a pickup is collected, and when (docs/spec/marketplace.md §8); null: not said. */
  shop: {
    street: string | null;
    postalCode: string | null;
    city: string | null;
    openingHours: OpeningHours | null;
  };
  /**
   * totalCents: before the codes; floorCents: the book-price law's floor for the line;
   * rejectedQty: the copies the bookshop rejected so far (0 to qty).
   */
  lines: {
    id: number;
    title: string;
    qty: number;
    rejectedQty: number;
    totalCents: number;
    floorCents: number;
  }[];
}

/**
 * Where the money of a refund went, from its rows: the Borsellino (no payment), the
 * payment's method (its provider asked to give it back), or owed (a deferred payment not
 * yet made: the amount comes off what the buyer owes). In id order.
 */
export async function refundFacts(db: Db, ids: readonly number[]): Promise<RefundFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('refunds as r')
    .leftJoin('payments as p', 'p.id', 'r.payment_id')
    .select((eb) => [
      'r.id',
      'r.amount_cents',
      'r.status',
      'r.payment_id',
      'p.method',
      // Where the provider asks a bank transfer's buyer for their account, as the refund does.
      refundInstructionsEmail(eb.ref('p.method'), eb.ref('r.order_id')).as('instructions_email'),
    ])
    .where('r.id', 'in', [...ids])
    .orderBy('r.id')
    .execute();
  return rows.map((row): RefundFacts => {
    if (row.payment_id === null)
      return { amountCents: row.amount_cents, to: { kind: 'storeCredit' } };
    if (row.status === 'owed') return { amountCents: row.amount_cents, to: { kind: 'owed' } };
    if (row.instructions_email)
      return {
        amountCents: row.amount_cents,
        to: { kind: 'bankAccount', email: row.instructions_email },
      };
    return { amountCents: row.amount_cents, to: { kind: 'method', method: row.method } };
  });
}

export interface RefundFacts {
  amountCents: number;
  to:
    | { kind: 'storeCredit' }
    | { kind: 'owed' }
    | { kind: 'method'; method: PaymentMethodCode | null }
    /** A bank transfer's: to the account the buyer names when the provider asks at `email`. */
    | { kind: 'bankAccount'; email: string };
}

/** The messages to an address, newest first, as written. */
export function mailTo(db: Db, recipient: string, limit = 100) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'recipient',
      'kind',
      'subject',
      'text_body',
      'html_body',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A message's HTML as written (null: no such message, or not written yet). */
export async function mailHtml(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('html_body')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.html_body ?? null;
}

/** A message to deliver, locked for the delivery: a second deliverer waits, then finds it sent. */
export function lockedMessage(tx: Db, id: number) {
  return tx
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'text_body', 'html_body', 'status', 'attempts'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSent(tx: Db, id: number, now: Date): Promise<void> {
  await tx
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: now,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** An attempt that failed: counted, its error kept; 'failed' once the queue gives up. */
export async function markAttemptFailed(
  tx: Db,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await tx
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      status: final ? 'failed' : 'pending',
    }))
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/** The messages the queue gave up on, newest first (the administrator's list). */
export function failedMail(db: Db, limit = 50) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'kind', 'subject', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A failed message queued again; false when it is not failed. */
export async function requeueFailed(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('mail_outbox')
      .set({ status: 'pending' })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await sql`SELECT ${queuedDelivery(sql`${id}::bigint`)}`.execute(tx);
    return true;
  });
}

/**
 * The reminders due at `now`, each written once (its event key): a bank transfer still
 * unpaid on its third day, and a part still to confirm less than a day before its deadline
 * (when its bookshop had more than a day: a shorter deadline has only the first message).
 */
export async function queueReminders(db: Db, now: Date): Promise<number> {
  const transfers = await sql<{ n: number }>`
    WITH due AS (
      INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id)
      SELECT 'transfer-reminder:' || o.id, 'transfer_reminder', u.id, u.email, u.language, o.id
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.status = 'awaiting_transfer'
        AND o.created_at <= ${now}::timestamptz - interval '3 days'
        AND u.email NOT LIKE '%@deleted.invalid'
        AND NOT EXISTS (SELECT 1 FROM mail_outbox m
          WHERE m.event_key = 'transfer-reminder:' || o.id)
      ON CONFLICT (event_key) DO NOTHING
      RETURNING ${queuedDelivery(sql.ref('id'))}
    )
    SELECT count(*)::int AS n FROM due`.execute(db);
  const parts = await sql<{ n: number }>`
    WITH due AS (
      INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id,
        order_part_id)
      SELECT 'confirm-reminder:' || p.id || ':' || u.id, 'confirm_reminder', u.id, u.email,
        u.language, p.order_id, p.id
      FROM order_parts p
      JOIN orders o ON o.id = p.order_id
      JOIN users u ON u.role = 'staff' AND u.bookshop_id = p.bookshop_id
      WHERE p.status = 'TO_CONFIRM' AND p.confirm_by > ${now}::timestamptz
        AND p.confirm_by - interval '1 day' <= ${now}::timestamptz
        AND p.confirm_by - interval '1 day' > o.created_at
      ON CONFLICT (event_key) DO NOTHING
      RETURNING ${queuedDelivery(sql.ref('id'))}
    )
    SELECT count(*)::int AS n FROM due`.execute(db);
  return (transfers.rows[0]?.n ?? 0) + (parts.rows[0]?.n ?? 0);
}
