import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../../db/types.ts';

// Order states as an explicit machine. Money and stock move only on these transitions.
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'awaiting_transfer', 'deferred', 'cancelled'],
  awaiting_transfer: ['paid', 'cancelled'],
  deferred: ['fulfilled', 'cancelled'],
  paid: ['fulfilled'],
  cancelled: [],
  fulfilled: [],
};

export const ORDER_STATUSES = Object.keys(TRANSITIONS) as OrderStatus[];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
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
 * credit. Call inside a transaction. False when the order is in no state to cancel.
 */
export async function cancelOrder(
  tx: Db,
  orderId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canMove(order.status, 'cancelled') || !HOLDING_STATES.includes(order.status))
    return false;
  // Stock back, rows locked in id order like every other stock writer (no deadlocks), with
  // the lock an UPDATE takes (see reserveStock).
  await sql`
    WITH qty AS (
      SELECT l.product_id, sum(l.qty)::int AS qty
      FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id
      WHERE p.order_id = ${orderId} GROUP BY l.product_id
    ), locked AS (
      SELECT id FROM products WHERE id IN (SELECT product_id FROM qty) ORDER BY id FOR NO KEY UPDATE
    )
    UPDATE products SET available = available + qty.qty
    FROM qty WHERE products.id = qty.product_id AND products.id IN (SELECT id FROM locked)`.execute(
    tx,
  );
  await sql`
    WITH released AS (DELETE FROM discount_code_uses WHERE order_id = ${orderId} RETURNING discount_code_id)
    UPDATE discount_codes SET uses_count = uses_count - 1
    WHERE id IN (SELECT discount_code_id FROM released)`.execute(tx);
  if (order.store_credit_cents > 0) {
    await tx
      .updateTable('wallets')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', order.store_credit_cents) }))
      .where('user_id', '=', order.user_id)
      .execute();
    await tx
      .insertInto('store_credit_entries')
      .values({
        user_id: order.user_id,
        amount_cents: order.store_credit_cents,
        reason: 'order cancelled',
        order_id: orderId,
      })
      .execute();
  }
  await tx
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', orderId)
    .execute();
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
        ${order.status === 'pending'}::boolean AS placed_now
    ), moved AS (
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
