import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { TRANSFER_DAYS } from '@scaffale/domain/payments';
import { cancelOrder } from './order-state.ts';

/**
 * UNPAID_ORDER_MINUTES's default: a card or PayPal order (a checkout waiting for its payment
 * form) holds its copies this long, long enough to pay, too short to keep a shelf empty.
 */
export const DEFAULT_UNPAID_ORDER_MINUTES = 30;

export interface ExpiryOptions {
  /** How long an order waiting for its card or PayPal payment holds its copies. */
  unpaidOrderMinutes?: number;
  batchSize?: number;
  /**
   * Hears each batch's orders once it is committed (their payments are cancelled at the
   * providers: an abandoned payment form must not pay a cancelled order).
   */
  onCancelled?: (orderIds: readonly number[]) => Promise<void>;
}

/**
 * Cancels bank-transfer orders unpaid after 5 calendar days and pending orders (card,
 * PayPal, a transfer not yet confirmed) unpaid after `unpaidOrderMinutes`, giving back stock,
 * code uses and store credit. Safe with several server processes: each batch locks its
 * orders with SKIP LOCKED, so no order is processed twice. A payment that succeeds after all
 * is resolved once (payments/late-payments.ts: the order revived, or the money refunded).
 */
export async function expireUnpaidOrders(
  db: Db,
  now: Date = new Date(),
  {
    unpaidOrderMinutes = DEFAULT_UNPAID_ORDER_MINUTES,
    batchSize = 50,
    onCancelled = async () => {},
  }: ExpiryOptions = {},
): Promise<number> {
  const transferDeadline = new Date(now.getTime() - TRANSFER_DAYS * 24 * 60 * 60 * 1000);
  const pendingDeadline = new Date(now.getTime() - unpaidOrderMinutes * 60 * 1000);
  let cancelled = 0;
  for (;;) {
    const batch: number[] = [];
    const done = await db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom('orders')
        .select('id')
        .where((eb) =>
          eb.or([
            // Literals, not parameters, so that the plan can use the indexes of those states
            // alone, rather than read every order ever placed.
            eb.and([
              eb('status', '=', sql.lit('awaiting_transfer')),
              eb('created_at', '<', transferDeadline),
            ]),
            eb.and([eb('status', '=', sql.lit('pending')), eb('created_at', '<', pendingDeadline)]),
          ]),
        )
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const order of due)
        if (await cancelOrder(tx, order.id, 'expired', now)) batch.push(order.id);
      return due.length < batchSize;
    });
    cancelled += batch.length;
    await onCancelled(batch);
    if (done) return cancelled;
  }
}
