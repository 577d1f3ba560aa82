import { orderCancelledDetail, type CancelReason } from '@scaffale/domain/order-events';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/types.ts';
import { mailForMoves } from '../mail/mail-rules.ts';
import { takeCodeUse } from './code-uses.repo.ts';
import { copiesLocked, orderCopies, putBackOnShelf } from './stock.repo.ts';
import { OrderErrors } from './errors.ts';
import { orderCancelledInsert, orderEventInsert, orderRevivedEvent } from './order-events.ts';
import { defaultCommissionBp } from '../ledger/ledger-settings.ts';
import {
  partMovesCte,
  partsOfOrderCancelled,
  partsOfOrderRevived,
  partsToConfirm,
} from './part-moves.ts';
import { giveBackStoreCredit, takeStoreCredit } from './wallet.repo.ts';

// Order states as an explicit machine. Money and stock move only on these transitions.
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'awaiting_transfer', 'deferred', 'cancelled'],
  awaiting_transfer: ['paid', 'cancelled'],
  deferred: ['paid', 'fulfilled', 'cancelled'],
  paid: ['fulfilled'],
  cancelled: [],
  fulfilled: [],
};

export const ORDER_STATUSES = Object.keys(TRANSITIONS) as OrderStatus[];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** CONFIRM_HOURS's default: two days for a bookshop to say it has the books. */
export const DEFAULT_CONFIRM_HOURS = 48;

let confirmHoursSetting = DEFAULT_CONFIRM_HOURS;

/**
 * Sets how long a placed part waits for its bookshop to confirm it (order_parts.confirm_by):
 * the deployment's CONFIRM_HOURS, set by buildApp from the config. One value per process
 * rather than a dependency handed down: the deadline is written by every statement that
 * places an order (settleLockedOrder, reviveCancelledOrder, payments' event statement),
 * reached from a dozen call sites in orders and payments. It enters them as a bound value,
 * so the statements' text is the same whatever it is (and a compiled one stays valid).
 */
export function setConfirmHours(hours: number): void {
  if (!Number.isInteger(hours) || hours < 1) throw new RangeError(`bad confirm hours: ${hours}`);
  confirmHoursSetting = hours;
}

/** The hours a part placed now has to be confirmed (setConfirmHours). */
export function confirmHours(): number {
  return confirmHoursSetting;
}

/** States whose stock, code uses and store credit are still held for the order. */
export const HOLDING_STATES: readonly OrderStatus[] = ['pending', 'awaiting_transfer'];

async function lockOrder(tx: Db, orderId: number) {
  return tx
    .selectFrom('orders')
    .select(['id', 'status', 'user_id', 'store_credit_cents'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Cancels an order still holding goods: gives back its stock, its code uses and its store
 * credit, and writes down what it gave back (order_events: why, who when a person did, the
 * copies put back on the shelf, and the code uses, for a payment that arrives late to take
 * them again). Call inside a
 * transaction. False when the order is in no state to cancel.
 */
export async function cancelOrder(
  tx: Db,
  orderId: number,
  reason: CancelReason,
  now: Date = new Date(),
  by: number | null = null,
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canMove(order.status, 'cancelled') || !HOLDING_STATES.includes(order.status))
    return false;
  const shelved = await putBackOnShelf(tx, orderCopies(orderId));
  const copies = shelved.map((book) => ({ productId: book.id, qty: book.after - book.before }));
  await sql`
    WITH released AS (
      DELETE FROM discount_code_uses WHERE order_id = ${orderId}
      RETURNING discount_code_id, amount_cents
    ), counted AS (
      UPDATE discount_codes SET uses_count = uses_count - 1
      WHERE id IN (SELECT discount_code_id FROM released)
    )
    ${orderCancelledInsert(
      orderId,
      { reason, copies, restocked: true, by, storeCreditCents: order.store_credit_cents },
      now,
    )}`.execute(tx);
  await giveBackStoreCredit(tx, order.store_credit_cents, {
    userId: order.user_id,
    orderId,
    reason: 'order cancelled',
  });
  await sql`
    WITH ${partMovesCte('parts', partsOfOrderCancelled(orderId), defaultCommissionBp())}, moved AS (
      UPDATE orders SET status = 'cancelled', cancelled_at = ${now}::timestamptz
      WHERE id = ${orderId}
      RETURNING id AS order_id, user_id, ${order.status}::text AS from_status,
        'cancelled'::text AS to_status, ${reason}::text AS reason
    ), ${mailForMoves('told', 'order_moved', 'moved')}
    SELECT 1`.execute(tx);
  return true;
}

/** Where a payment (or a deferred order) moves an order. */
export type PlacedState = 'paid' | 'awaiting_transfer' | 'deferred';

export interface LockedOrder {
  id: number;
  status: OrderStatus;
  user_id: number;
}

/**
 * What placing an order takes out of its buyer's basket, the first time it is really placed
 * (it leaves pending): its books, not those added since, and the codes. CTEs over `placed`
 * (order_id, user_id, placed_now), for the statement that moves the order.
 */
export const basketTakenByPlacedOrder = sql`
  books AS (
    DELETE FROM basket_lines bl USING baskets b, placed
    WHERE placed.placed_now AND bl.basket_id = b.id AND b.user_id = placed.user_id
      AND bl.product_id IN (
        SELECT l.product_id FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id
        WHERE p.order_id = placed.order_id)
  ), codes AS (
    DELETE FROM basket_discount_codes
    WHERE basket_id IN (
      SELECT b.id FROM baskets b JOIN placed ON b.user_id = placed.user_id WHERE placed.placed_now)
  )`;

/**
 * Moves an order the caller has locked to paid / awaiting_transfer / deferred, and, the
 * first time it is really placed, takes its books (not those added since) and the codes
 * out of the buyer's basket: one statement. False, and nothing run, when the order cannot
 * make that move.
 */
export async function settleLockedOrder(
  tx: Db,
  order: LockedOrder,
  to: PlacedState,
  now = new Date(),
): Promise<boolean> {
  if (!canMove(order.status, to)) return false;
  await sql`
    WITH placed AS (
      SELECT ${order.id}::int AS order_id, ${order.user_id}::int AS user_id,
        ${order.status === 'pending'}::boolean AS placed_now, ${order.status}::text AS from_status,
        ${to}::text AS to_status, NULL::text AS reason
    ), ${partsToConfirm(now, confirmHours(), defaultCommissionBp())}, ${mailForMoves('order_told', 'order_moved', 'placed')},
    moved AS (
      UPDATE orders
      SET status = ${to}, paid_at = CASE WHEN ${to === 'paid'} THEN ${now}::timestamptz ELSE paid_at END
      WHERE id = ${order.id}
    ), ${basketTakenByPlacedOrder}
    SELECT 1`.execute(tx);
  return true;
}

/** settleLockedOrder for an order not locked yet. Idempotent: a repeat finds it moved. */
export async function settleOrder(
  tx: Db,
  orderId: number,
  to: PlacedState,
  now: Date = new Date(),
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  return order ? settleLockedOrder(tx, order, to, now) : false;
}

/** Why a cancelled order cannot be placed again: what cancelling gave back is gone. */
export class OrderNotRevivable extends Error {
  override name = 'OrderNotRevivable';
  constructor(readonly missing: 'state' | 'stock' | 'codeUses' | 'storeCredit') {
    super(`the order cannot be revived: ${missing}`);
  }
}

/**
 * Places a cancelled order again, as paid: its payment succeeded after it was cancelled
 * (a replaced order's form paid in another tab, a bank transfer after the deadline). Takes
 * back exactly what cancelling gave back: the stock (rows locked in id order), the code
 * uses its audit row names, the store credit; and, as a first placing does, its books and
 * the codes out of the basket. Throws OrderNotRevivable when any of it is gone, the caller
 * then rolling the transaction back and refunding the payment.
 */
export async function reviveCancelledOrder(
  tx: Db,
  orderId: number,
  detail: { paymentId: number; amountCents: number },
  now: Date = new Date(),
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'cancelled') throw new OrderNotRevivable('state');
  const { rows } = await sql<{ wanted: number; taken: number }>`
    WITH ${copiesLocked(orderCopies(orderId))}, taken AS (
      UPDATE products SET available = available - qty.qty
      FROM qty WHERE products.id = qty.product_id AND products.id IN (SELECT id FROM locked)
        AND products.available >= qty.qty
      RETURNING products.id
    )
    SELECT (SELECT count(*) FROM qty)::int AS wanted, (SELECT count(*) FROM taken)::int AS taken`.execute(
    tx,
  );
  if (!rows[0] || rows[0].taken < rows[0].wanted) throw new OrderNotRevivable('stock');

  const cancellation = await lastCancellation(tx, orderId);
  for (const use of cancellation?.codeUses ?? []) {
    const taken = await takeCodeUse(
      tx,
      { id: use.discountCodeId },
      { userId: order.user_id, orderId, amountCents: use.amountCents },
    );
    if (!taken) throw new OrderNotRevivable('codeUses');
  }
  const credit = { userId: order.user_id, orderId, reason: 'order revived' } as const;
  if (!(await takeStoreCredit(tx, order.store_credit_cents, credit)))
    throw new OrderNotRevivable('storeCredit');

  await sql`
    WITH placed AS (
      SELECT ${orderId}::int AS order_id, ${order.user_id}::int AS user_id, true AS placed_now,
        'cancelled'::text AS from_status, 'paid'::text AS to_status, NULL::text AS reason
    ), ${partMovesCte(
      'revived_parts',
      partsOfOrderRevived(orderId, now, confirmHours()),
      defaultCommissionBp(),
    )},
    ${mailForMoves('order_told', 'order_moved', 'placed')}, moved AS (
      UPDATE orders SET status = 'paid', paid_at = ${now}::timestamptz, cancelled_at = NULL
      WHERE id = ${orderId}
    ), audited AS (${orderEventInsert(orderRevivedEvent(orderId, detail), now)}),
    ${basketTakenByPlacedOrder}
    SELECT 1`.execute(tx);
}

/**
 * The buyer cancels their own order while it waits for its payment (a bank transfer, or a card
 * or PayPal payment not made): one transaction, the order locked, everything it held given
 * back (cancelOrder), the audit row naming the buyer. Answers the order's id, for its open
 * payments to be cancelled at their providers once committed. ORDER_NOT_FOUND for an order
 * that is not theirs, ORDER_NOT_CANCELLABLE for one paid (or cancelled) meanwhile: a payment
 * that wins the race places the order, one that loses it is a late payment, refunded.
 */
export async function cancelUnpaidOrder(
  db: Db,
  userId: number,
  orderNumber: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom('orders')
      .select('id')
      .where('number', '=', orderNumber)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw OrderErrors.orderNotFound();
    if (!(await cancelOrder(tx, order.id, 'buyer', now, userId)))
      throw OrderErrors.orderNotCancellable();
    return order.id;
  });
}

/** The order's last cancellation as its audit row has it; undefined if it was never cancelled. */
export async function lastCancellation(db: Db, orderId: number) {
  const row = await db
    .selectFrom('order_events')
    .select('detail')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'cancelled')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && orderCancelledDetail.parse(row.detail);
}
