import {
  ORDER_EVENT_DETAILS,
  orderCancelledDetail,
  type OrderCancelledDetail,
  type OrderEvent,
  type OrderEventDetail,
  type OrderEventKind,
} from '@scaffale/domain/order-events';
import type { PartStatus } from '@scaffale/domain/part-states';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { mailForMoves } from '../mail/mail-rules.ts';

// The one writer of `order_events`, the audit trail of what moved an order's money, stock
// or parts: one typed constructor per kind of event (its detail's shape is the domain's
// schema, packages/domain/src/order-events.ts), recordOrderEvent for a statement of its
// own, and the SQL fragments for the statements that write their event in the same
// statement as the move (the order's cancellation and revival: one round trip, hot paths).
// A test (order-events.test.ts) fails if anything else inserts into the table.

export type { OrderEvent };

type EventOf<K extends OrderEventKind> = Extract<OrderEvent, { kind: K }>;

function event<K extends OrderEventKind>(
  kind: K,
  orderId: number,
  detail: OrderEventDetail<K>,
): EventOf<K> {
  return { orderId, kind, detail } as EventOf<K>;
}

/** An order's cancellation (cancelOrder): its code uses come from its statement. */
export type OrderCancelled = Omit<OrderCancelledDetail, 'codeUses'> & {
  copies: { productId: number; qty: number }[];
  restocked: boolean;
  by: number | null;
  storeCreditCents: number;
};

/** 'cancelled': an order cancelled while it held goods, with the code uses it released. */
export function orderCancelledEvent(
  orderId: number,
  detail: OrderCancelled & Pick<OrderCancelledDetail, 'codeUses'>,
): EventOf<'cancelled'> {
  return event('cancelled', orderId, detail);
}

/** 'revived': a cancelled order placed again by a payment that came late. */
export function orderRevivedEvent(
  orderId: number,
  detail: { paymentId: number; amountCents: number },
): EventOf<'revived'> {
  return event('revived', orderId, detail);
}

/** Who moved a part: an account (its id and role), or the system (its deadline). */
export type PartMover =
  { by: number; role: 'buyer' | 'staff' | 'admin' } | { by: null; role: 'system' };

/** 'part_moved': a staff step (accepted, shipped with its tracking, ready, collected). */
export function partSteppedEvent(
  orderId: number,
  detail: {
    partId: number;
    from: PartStatus;
    to: PartStatus;
    carrier: string | null;
    trackingCode: string | null;
  } & PartMover,
): EventOf<'part_moved'> {
  const { partId, by, role, from, to, carrier, trackingCode } = detail;
  return event('part_moved', orderId, { partId, by, role, from, to, carrier, trackingCode });
}

/**
 * 'part_moved': copies given back — a staff rejection (its reason code), or the part
 * cancelled by its buyer or its deadline — with the copies, whether they were restocked,
 * the money given back and the refund rows written.
 */
export function partGivenBackEvent(
  orderId: number,
  detail: {
    partId: number;
    from: 'TO_CONFIRM';
    to: PartStatus;
    reason: string;
    reasonCode?: OrderEventDetail<'part_moved'>['reasonCode'];
    lineIds: number[];
    copies: { lineId: number; productId: number; qty: number; refundCents: number }[];
    restocked: boolean;
    refundedCents: number;
    refundIds: number[];
  } & PartMover,
): EventOf<'part_moved'> {
  const { partId, by, role, from, to, reason, reasonCode } = detail;
  return event('part_moved', orderId, {
    partId,
    by,
    role,
    from,
    to,
    reason,
    ...(reasonCode === undefined ? {} : { reasonCode }),
    lineIds: detail.lineIds,
    copies: detail.copies,
    restocked: detail.restocked,
    refundedCents: detail.refundedCents,
    refundIds: detail.refundIds,
  });
}

/** 'refund_decided': a late payment's refund written down before its provider is asked. */
export function refundDecidedEvent(
  orderId: number,
  detail: OrderEventDetail<'refund_decided'>,
): EventOf<'refund_decided'> {
  return event('refund_decided', orderId, detail);
}

/** 'refunded': the provider took a refund. */
export function refundedEvent(
  orderId: number,
  detail: OrderEventDetail<'refunded'>,
): EventOf<'refunded'> {
  return event('refunded', orderId, detail);
}

/** 'refund_reported': the provider's later word on a refund. */
export function refundReportedEvent(
  orderId: number,
  detail: OrderEventDetail<'refund_reported'>,
): EventOf<'refund_reported'> {
  return event('refund_reported', orderId, detail);
}

/** 'return_moved': a withdrawal asked, accepted, refused, received or refunded. */
export function returnMovedEvent(
  orderId: number,
  detail: OrderEventDetail<'return_moved'>,
): EventOf<'return_moved'> {
  return event('return_moved', orderId, detail);
}

/** The event's detail as its kind's schema has it: throws on anything else. */
export function checkedDetail(event: OrderEvent): Record<string, unknown> {
  return ORDER_EVENT_DETAILS[event.kind].parse(event.detail);
}

/**
 * Writes an event (its detail checked against its kind's schema) and, in the same
 * statement, the messages it sends (mail-rules.ts: a part's moves, to its buyer and, for a
 * buyer's cancellation, to its bookshop's staff; a return's moves): its row's id.
 */
export async function recordOrderEvent(tx: Db, event: OrderEvent): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    WITH written AS (
      INSERT INTO order_events (order_id, kind, detail)
      VALUES (${event.orderId}, ${event.kind}, ${JSON.stringify(checkedDetail(event))}::jsonb)
      RETURNING id, order_id, kind, detail
    ), ${mailForMoves('told', 'part_event', 'written')},
    ${mailForMoves('told_return', 'return_event', 'written')}
    SELECT id FROM written`.execute(tx);
  const [row] = rows;
  if (!row) throw new Error('the event was not written');
  return row.id;
}

/** The kinds a statement's own fragment may write: those that send no message. */
function sendsNoMail(event: OrderEvent): OrderEvent {
  if (event.kind === 'part_moved' || event.kind === 'return_moved')
    throw new Error('a move is written by recordOrderEvent, which writes its messages');
  return event;
}

/**
 * The statement (or CTE body) that writes an event at `now`, its detail checked like
 * recordOrderEvent's: for a statement that moves an order and records it at once.
 */
export function orderEventInsert(event: OrderEvent, now: Date): RawBuilder<unknown> {
  return sql`INSERT INTO order_events (order_id, kind, detail, created_at)
    VALUES (${event.orderId}, ${event.kind}, ${JSON.stringify(checkedDetail(sendsNoMail(event)))}::jsonb,
      ${now}::timestamptz)`;
}

/**
 * The statement that writes an order's cancellation at `now`, in the statement that
 * releases its code uses: `released` is the CTE of those uses (discount_code_id,
 * amount_cents), which its detail lists as `codeUses` (checked like every detail: the rest
 * here, the uses by their columns' types).
 */
export function orderCancelledInsert(
  orderId: number,
  detail: OrderCancelled,
  now: Date,
  released: RawBuilder<unknown> = sql`released`,
): RawBuilder<unknown> {
  const checked = orderCancelledDetail.omit({ codeUses: true }).parse(detail);
  return sql`INSERT INTO order_events (order_id, kind, detail, created_at)
    SELECT ${orderId}, 'cancelled', ${JSON.stringify(checked)}::jsonb || jsonb_build_object(
      'codeUses', COALESCE(jsonb_agg(jsonb_build_object(
        'discountCodeId', discount_code_id, 'amountCents', amount_cents)), '[]'::jsonb)),
      ${now}::timestamptz
    FROM ${released}`;
}
