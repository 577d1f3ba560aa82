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
  // Stock back, rows locked in id order like every other stock writer (no deadlocks).
  await sql`
    WITH qty AS (
      SELECT l.product_id, sum(l.qty)::int AS qty
      FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id
      WHERE p.order_id = ${orderId} GROUP BY l.product_id
    ), locked AS (
      SELECT id FROM products WHERE id IN (SELECT product_id FROM qty) ORDER BY id FOR UPDATE
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

/**
 * Once an order is really placed (paid, transfer awaited, deferred) its books and the codes
 * leave the basket; books added since stay.
 */
export async function clearBasket(tx: Db, orderId: number, userId: number): Promise<void> {
  await sql`
    DELETE FROM basket_lines bl USING baskets b
    WHERE bl.basket_id = b.id AND b.user_id = ${userId}
      AND bl.product_id IN (
        SELECT l.product_id FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id
        WHERE p.order_id = ${orderId})`.execute(tx);
  await tx
    .deleteFrom('basket_discount_codes')
    .where('basket_id', 'in', (eb) =>
      eb.selectFrom('baskets').select('id').where('user_id', '=', userId),
    )
    .execute();
}

/**
 * Moves an order to paid / awaiting_transfer / deferred once its payment says so, and
 * empties the buyer's basket. Idempotent: a repeated event finds the order moved already.
 */
export async function settleOrder(
  tx: Db,
  orderId: number,
  to: 'paid' | 'awaiting_transfer' | 'deferred',
  now: Date = new Date(),
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canMove(order.status, to)) return false;
  await tx
    .updateTable('orders')
    .set({ status: to, ...(to === 'paid' ? { paid_at: now } : {}) })
    .where('id', '=', orderId)
    .execute();
  if (order.status === 'pending') await clearBasket(tx, orderId, order.user_id);
  return true;
}
