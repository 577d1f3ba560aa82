import { PAYMENT_METHOD_CODES } from '@scaffale/domain/payments';
import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/database.ts';
import { compiledQueryOf } from '../../db/compiled.ts';
import type {
  DB,
  OrderStatus,
  PaymentMethodCode,
  PaymentsTable,
  TransferInstructions,
} from '../../db/types.ts';
import { mailForMoves } from '../mail/mail-rules.ts';
import { sessionUser, type SessionBuyer } from '../account/identity.ts';
import { orderNotFound } from '../orders/errors.ts';
import {
  basketTakenByPlacedOrder,
  canMove,
  confirmHours,
  lastCancellation,
  ORDER_STATUSES,
} from '../orders/order-state.ts';
import { partsToConfirm } from '../orders/part-moves.ts';
import { defaultCommissionBp } from '../ledger/ledger-settings.ts';
import { resolveLatePayment } from './late-payments.ts';
import type { Refunders } from './providers.ts';
import { reportRefund } from './refunds.ts';
import {
  PROVIDER_PAYMENT_STATUSES,
  type CardPaymentProvider,
  type ProviderEvent,
  type ProviderPaymentStatus,
  type ProviderRefundEvent,
  type ProviderRefundStatus,
} from './provider.ts';
import { PaymentErrors } from './errors.ts';

type ProviderName = PaymentsTable['provider'];

/** What the payment routes need of our payment row. */
export interface PaymentRow {
  id: number;
  provider: ProviderName;
  amount_cents: number;
  idempotency_key: string;
}

interface OrderToPay {
  id: number;
  number: string;
  status: OrderStatus;
  total_cents: number;
  user_email: string;
  /** Null when the order is not payable (nothing was created). */
  payment: PaymentRow | null;
}

/**
 * The session's own order, still payable, with our payment row for it (method and amount),
 * created once: its key goes to the provider, so a retried call (or a second process) reuses
 * the same provider payment. Anything else is refused the same way.
 *
 * One statement: the session's account is a subquery of it, and the payment is created only
 * for an order found payable; the insert's own row, or the one a retry made first (a CTE's
 * read does not see the insert, hence the union).
 */
export async function payableOrderWithPayment(
  db: Db,
  buyer: SessionBuyer,
  orderNumber: unknown,
  provider: ProviderName,
  method: PaymentMethodCode,
): Promise<{ order: OrderToPay; payment: PaymentRow }> {
  const [row] =
    typeof orderNumber === 'string'
      ? await payableOrderStatement(db, { ...buyer, orderNumber, provider, method })
      : [];
  if (!row) throw await orderNotFound(db, buyer);
  if (row.status === 'cancelled' && (await wasReplaced(db, row.id)))
    throw PaymentErrors.orderReplaced();
  if (row.status !== 'pending' || row.total_cents <= 0) throw PaymentErrors.orderNotPayable();
  if (!row.payment) throw new Error(`order ${row.number}: payment neither created nor found`);
  return { order: row, payment: row.payment };
}

/** Whether the order was cancelled because a newer one replaced it (its audit trail says). */
export async function wasReplaced(db: Db, orderId: number): Promise<boolean> {
  return (await lastCancellation(db, orderId))?.reason === 'replaced';
}

const payableOrderStatement = compiledQueryOf(
  (
    db: Db,
    v: {
      sessionKey: string;
      now: Date;
      orderNumber: string;
      provider: ProviderName;
      method: PaymentMethodCode;
    },
  ) => sql<OrderToPay>`
      WITH o AS (
        SELECT id, number, status, total_cents, user_email FROM orders
        WHERE number = ${v.orderNumber} AND user_id = ${sessionUser(db, v.sessionKey, v.now)}
      ), payable AS (
        SELECT id, total_cents, 'order-' || id || '-' || ${v.method}::text || '-' || total_cents AS key
        FROM o WHERE status = 'pending' AND total_cents > 0
      ), created AS (
        INSERT INTO payments (order_id, provider, method, amount_cents, idempotency_key)
        SELECT id, ${v.provider}, ${v.method}, total_cents, key FROM payable
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id, provider, amount_cents, idempotency_key
      ), chosen AS (
        -- Most orders are paid as they were placed: their row is left as it is (an update
        -- writes a new row version, its constraints checked, its commit flushed).
        UPDATE orders SET payment_method = ${v.method}
        WHERE id IN (SELECT id FROM payable) AND payment_method IS DISTINCT FROM ${v.method}
      )
      SELECT o.*, (
        SELECT row_to_json(p) FROM (
          SELECT * FROM created
          UNION ALL
          SELECT pay.id, pay.provider, pay.amount_cents, pay.idempotency_key
          FROM payments pay JOIN payable ON pay.idempotency_key = payable.key
          WHERE NOT EXISTS (SELECT 1 FROM created)
        ) p LIMIT 1
      ) AS payment
      FROM o`,
);

/** The provider's reference (and client secret, when told one) for our payment row. */
const recordReference = compiledQueryOf(
  (
    db: Db,
    v: {
      id: number;
      providerRef: string | null;
      setClientSecret: boolean;
      clientSecret: string | null;
      error: string | null;
      now: Date;
    },
  ) =>
    db
      .updateTable('payments')
      .set({
        provider_ref: v.providerRef,
        client_secret: sql<string | null>`CASE WHEN ${v.setClientSecret}::boolean
          THEN ${v.clientSecret}::text ELSE client_secret END`,
        last_error: v.error,
        updated_at: v.now,
      })
      .where('id', '=', v.id),
);

/**
 * Records the provider's reference for our payment row, then applies the status the
 * provider answered with (the same path a webhook takes).
 */
export async function recordProviderPayment(
  db: Db,
  refunders: Refunders,
  payment: { id: number; provider: ProviderName },
  info: {
    providerRef: string | null;
    clientSecret?: string | null;
    status: ProviderPaymentStatus;
    error?: string | null;
    transfer?: TransferInstructions | null;
  },
) {
  const record = (tx: Db) =>
    recordReference(tx, {
      id: payment.id,
      providerRef: info.providerRef,
      setClientSecret: info.clientSecret !== undefined,
      clientSecret: info.clientSecret ?? null,
      error: info.error ?? null,
      now: new Date(),
    });
  // A payment just created at the provider moves nothing (no status goes back to
  // 'created'): recording the reference is the whole work, with no transaction around it.
  if (!info.providerRef || info.status === 'created') {
    await record(db);
    return;
  }
  const providerRef = info.providerRef;
  const late = await db.transaction().execute(async (tx) => {
    await record(tx);
    const [row] = await paymentMoveStatement(tx, {
      ...movesOf(payment.provider, providerRef, info.status, info.transfer),
      eventId: null,
      type: null,
      payload: null,
    });
    return row?.late_payment_id ?? null;
  });
  // After the commit: the resolution takes its own locks and may call the provider.
  if (late) await resolveLatePaymentNow(db, refunders, late);
}

/** Where an order goes when its payment reaches this status. */
function orderStateFor(method: PaymentMethodCode, status: ProviderPaymentStatus) {
  if (status === 'succeeded') return 'paid' as const;
  // A bank-transfer intent waits for the money: Stripe says requires_action (the transfer
  // instructions), the sandbox processing.
  if (method === 'STRIPE_WT' && (status === 'processing' || status === 'requires_action')) {
    return 'awaiting_transfer' as const;
  }
  return null;
}

/**
 * Webhooks arrive in any order: a payment never leaves a final state or goes back to new;
 * but a success the provider reports is the truth even after we cancelled (the buyer paid
 * as the cancel went out): the money was taken, and is then resolved (late-payments.ts).
 */
function isForward(from: ProviderPaymentStatus, to: ProviderPaymentStatus): boolean {
  if (from === 'cancelled') return to === 'succeeded';
  if (from === to || from === 'succeeded') return false;
  return to !== 'created';
}

/**
 * What reaching `status` does, for whatever state the payment and its order are found in:
 * the payment statuses it moves from, and per payment method the order's next state with the
 * order statuses it may move from. Worked out by the state machines above, for the one
 * statement that applies it to the rows it locks (processProviderEvent).
 */
function movesTo(status: ProviderPaymentStatus) {
  const orders: Record<string, { to: string; from: OrderStatus[] }> = {};
  for (const method of PAYMENT_METHOD_CODES) {
    const to = orderStateFor(method, status);
    if (to) orders[method] = { to, from: ORDER_STATUSES.filter((from) => canMove(from, to)) };
  }
  return {
    paymentFrom: PROVIDER_PAYMENT_STATUSES.filter((from) => isForward(from, status)),
    orders,
  };
}

/**
 * Applies what a provider says about a payment, once per event id whatever how often it
 * is delivered (and by however many server processes): the event row is the guard.
 * A failed payment leaves the order payable. One statement, with no transaction around it
 * (paymentMoveStatement).
 */
export async function processProviderEvent(
  db: Db,
  refunders: Refunders,
  provider: ProviderName,
  event: ProviderEvent,
): Promise<boolean> {
  const [row] = await paymentMoveStatement(db, {
    ...movesOf(provider, event.providerRef, event.status, event.transfer),
    eventId: event.id,
    type: event.type,
    payload: JSON.stringify(event),
  });
  if (row?.late_payment_id) await resolveLatePaymentNow(db, refunders, row.late_payment_id);
  return row?.stored === true;
}

/**
 * A provider's report on a refund (Stripe's refund.updated), stored once per event id like a
 * payment's event, in one transaction with what it changes: the refund row's provider status
 * (a refund accepted as pending is finished, or failed and gave nothing back: then the refund
 * is marked failed, for a person to settle, and never retried with the same key) and its
 * audit row. False for an event already stored (a redelivery) — nothing changes twice.
 */
export async function processRefundEvent(
  db: Db,
  provider: ProviderName,
  event: ProviderRefundEvent,
  status: ProviderRefundStatus,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const stored = await tx
      .insertInto('provider_events')
      .values({
        provider,
        event_id: event.id,
        type: event.type,
        payload: JSON.stringify(event.payload),
        processed_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return false;
    await reportRefund(tx, provider, event.refundRef, status, event.id);
    return true;
  });
}

/**
 * Resolves at once a success that did not place its order, so the buyer's page shows the
 * outcome; if this fails (a provider down), the sweep finishes it (resolveOutstandingPayments).
 */
async function resolveLatePaymentNow(db: Db, refunders: Refunders, paymentId: number) {
  try {
    await resolveLatePayment(db, refunders, paymentId);
  } catch (error) {
    console.error(`late payment ${paymentId}: left for the sweep`, error);
  }
}

/**
 * Applies a status the provider answered when asked (the confirmation page's check, a
 * capture), with the transfer's instructions it gave: the same statement as an event's, with
 * no event to store. Answers the status of the payment's order after it (moved here, or as
 * it was found once locked: moved by a webhook meanwhile, say); null for a payment we do not
 * have.
 */
export async function applyPaymentStatus(
  db: Db,
  refunders: Refunders,
  provider: ProviderName,
  providerRef: string,
  status: ProviderPaymentStatus,
  transfer: TransferInstructions | null = null,
): Promise<OrderStatus | null> {
  const [row] = await paymentMoveStatement(db, {
    ...movesOf(provider, providerRef, status, transfer),
    eventId: null,
    type: null,
    payload: null,
  });
  if (!row?.late_payment_id) return row?.order_status ?? null;
  await resolveLatePaymentNow(db, refunders, row.late_payment_id);
  const order = await db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('o.status')
    .where('p.id', '=', row.late_payment_id)
    .executeTakeFirst();
  return order?.status ?? null;
}

function movesOf(
  provider: ProviderName,
  providerRef: string,
  status: ProviderPaymentStatus,
  transfer: TransferInstructions | null = null,
) {
  const moves = movesTo(status);
  return {
    provider,
    providerRef,
    now: new Date(),
    confirmHours: confirmHours(),
    commissionBp: defaultCommissionBp(),
    status,
    transfer: transfer && JSON.stringify(transfer),
    paymentFrom: moves.paymentFrom,
    orderMoves: JSON.stringify(moves.orders),
  };
}

/**
 * The payment and its order locked, the event stored (or found stored: then nothing
 * moves), the payment moved if the status moves it forward, and its order with it where
 * the order's state machine allows (the basket emptied of the order's books the first time
 * it is placed). Without an event (a null id) there is nothing to store and nothing to
 * guard. A transaction of a locked read and then the moves cost a connection of its own
 * and two round trips.
 */
const paymentMoveStatement = compiledQueryOf(
  (
    db: Db,
    v: {
      provider: ProviderName;
      providerRef: string;
      eventId: string | null;
      type: string | null;
      payload: string | null;
      now: Date;
      /** The placed parts' time to be confirmed (confirmHours, read per call). */
      confirmHours: number;
      /** The platform's commission, for the placed parts' sales (defaultCommissionBp, per call). */
      commissionBp: number;
      status: ProviderPaymentStatus;
      /** A bank transfer's instructions (JSON), kept with the payment as it starts to wait. */
      transfer: string | null;
      paymentFrom: ProviderPaymentStatus[];
      /** Per payment method, the order's next state and the states it may leave (movesTo). */
      orderMoves: string;
    },
  ) => sql<{ stored: boolean; order_status: OrderStatus | null; late_payment_id: number | null }>`
    WITH locked AS (${lockedPayment(db, v.provider, v.providerRef)}), stored AS (
      INSERT INTO provider_events (provider, event_id, type, payload, processed_at)
      SELECT ${v.provider}::text, ${v.eventId}::text, ${v.type}::text, ${v.payload}::jsonb,
        ${v.now}::timestamptz
      WHERE ${v.eventId}::text IS NOT NULL
      ON CONFLICT (provider, event_id) DO NOTHING
      RETURNING id
    ), paid AS (
      -- A success that cannot move its order (cancelled meanwhile, or paid another way)
      -- took money for nothing: flagged here, in the same statement, to be resolved once.
      UPDATE payments SET status = ${v.status}, updated_at = ${v.now},
        transfer_instructions = COALESCE(${v.transfer}::jsonb, transfer_instructions),
        late_resolution = CASE WHEN ${v.status}::text = 'succeeded' AND NOT EXISTS (
            SELECT 1 FROM locked l
            WHERE (${v.orderMoves}::jsonb -> l.method -> 'from') @> to_jsonb(l.order_status))
          THEN 'pending' ELSE late_resolution END
      WHERE id IN (SELECT id FROM locked WHERE status = ANY(${v.paymentFrom}::text[]))
        AND (EXISTS (SELECT 1 FROM stored) OR ${v.eventId}::text IS NULL)
      RETURNING id, late_resolution
    ), placed AS (
      SELECT l.order_id, l.user_id, l.order_status = 'pending' AS placed_now,
        l.order_status::text AS from_status, m.move ->> 'to' AS to_status, NULL::text AS reason
      FROM locked l CROSS JOIN LATERAL (
        SELECT ${v.orderMoves}::jsonb -> l.method AS move
      ) m
      WHERE (m.move -> 'from') @> to_jsonb(l.order_status) AND EXISTS (SELECT 1 FROM paid)
    ), moved AS (
      UPDATE orders SET status = placed.to_status,
        paid_at = CASE WHEN placed.to_status = 'paid' THEN ${v.now}::timestamptz ELSE orders.paid_at END
      FROM placed WHERE orders.id = placed.order_id
    ), ${partsToConfirm(v.now, v.confirmHours, v.commissionBp)}, ${mailForMoves('order_told', 'order_moved', 'placed')},
    ${basketTakenByPlacedOrder}
    SELECT EXISTS (SELECT 1 FROM stored) AS stored,
      COALESCE((SELECT to_status FROM placed), (SELECT order_status FROM locked)) AS order_status,
      (SELECT id FROM paid WHERE late_resolution = 'pending') AS late_payment_id`,
);

/** The payment and its order, to be locked together (FOR UPDATE covers both tables). */
function lockedPayment(q: QueryCreator<DB>, provider: ProviderName, providerRef: string) {
  return q
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.method',
      'p.status',
      'o.id as order_id',
      'o.status as order_status',
      'o.user_id',
    ])
    .where('p.provider', '=', provider)
    .where('p.provider_ref', '=', providerRef)
    .forUpdate();
}

/**
 * Cancels at the card provider the intents of orders that were just cancelled (a newer order
 * replaced them), then records what the provider says of each: a payment form still open
 * on one of them can no longer take money for nothing. PayPal needs nothing: its sale is
 * made by the server, which refuses an order no longer pending.
 */
export async function cancelIntentsOfOrders(
  db: Db,
  card: CardPaymentProvider,
  refunders: Refunders,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const open = await db
    .selectFrom('payments')
    .select('provider_ref')
    .where('order_id', 'in', orderIds)
    .where('provider', '=', card.name)
    .where('provider_ref', 'is not', null)
    .where('status', 'not in', ['succeeded', 'cancelled'])
    .execute();
  for (const { provider_ref: ref } of open) {
    if (ref === null) continue;
    await card.cancelPaymentIntent(ref);
    // As the provider has it now: cancelled, or paid just before the cancel (then resolved).
    const { status, transfer } = await card.retrievePaymentIntent(ref);
    await applyPaymentStatus(db, refunders, card.name, ref, status, transfer);
  }
}
