// A payment that succeeded at its provider without placing its order: the buyer paid a
// replaced order's form in another tab as the cancel went out, a bank transfer arrived after
// the deadline or after its buyer cancelled the order, or a second method paid an order
// already paid. The money was taken, so it is resolved once, whoever hears of it first (a
// webhook, the confirmation page, the sweep, on any number of server processes): the order
// revived when everything its cancellation gave back can be taken again and its buyer did not
// cancel it, otherwise the payment refunded. Both leave an audit row.

import type { Db } from '../../db/database.ts';
import {
  lastCancellation,
  OrderNotRevivable,
  reviveCancelledOrder,
} from '../orders/order-state.ts';
import { recordOrderEvent, refundDecidedEvent } from '../orders/order-events.ts';
import type { Refunders } from './providers.ts';
import { carryOutRefund, carryOutRequestedRefunds, requestRefund } from './refunds.ts';

export type LateOutcome = 'revived' | 'refunded';

/** Why a late payment is refunded, kept in the audit row. */
type RefundWhy = OrderNotRevivable['missing'] | 'paidAlready' | 'cancelledByBuyer';

/**
 * Resolves a payment flagged late (payments.late_resolution 'pending'), once: answers what
 * was decided, by this call or an earlier one; null for a payment not late.
 */
export async function resolveLatePayment(
  db: Db,
  refunders: Refunders,
  paymentId: number,
): Promise<LateOutcome | null> {
  const attempt = await tryReviving(db, paymentId);
  if (attempt.outcome !== 'refund') return attempt.outcome;
  const refundId = await decideRefund(db, paymentId, attempt.why);
  if (refundId === null) {
    // Decided meanwhile by another caller: answer what it decided.
    const payment = await db
      .selectFrom('payments')
      .select('late_resolution')
      .where('id', '=', paymentId)
      .executeTakeFirst();
    return payment?.late_resolution === 'pending' ? null : (payment?.late_resolution ?? null);
  }
  await carryOutRefund(db, refunders, refundId);
  return 'refunded';
}

/** The payment and its order, both locked (FOR UPDATE covers the two tables). */
function lockLatePayment(tx: Db, paymentId: number) {
  return tx
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.order_id',
      'p.amount_cents',
      'p.late_resolution',
      'p.provider',
      'o.status as order_status',
    ])
    .where('p.id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

type Attempt = { outcome: LateOutcome | null } | { outcome: 'refund'; why: RefundWhy };

/**
 * Revives the cancelled order the payment paid for (unless its buyer cancelled it), in one
 * transaction that rolls back whole when anything it must take again is gone.
 */
async function tryReviving(db: Db, paymentId: number): Promise<Attempt> {
  try {
    return await db.transaction().execute(async (tx): Promise<Attempt> => {
      const payment = await lockLatePayment(tx, paymentId);
      if (!payment) return { outcome: null };
      if (payment.late_resolution !== 'pending') return { outcome: payment.late_resolution };
      if (payment.order_status !== 'cancelled') return { outcome: 'refund', why: 'paidAlready' };
      // The buyer said they no longer want it: never placed again behind their back.
      if ((await lastCancellation(tx, payment.order_id))?.reason === 'buyer')
        return { outcome: 'refund', why: 'cancelledByBuyer' };
      await reviveCancelledOrder(tx, payment.order_id, {
        paymentId,
        amountCents: payment.amount_cents,
      });
      await tx
        .updateTable('payments')
        .set({ late_resolution: 'revived' })
        .where('id', '=', paymentId)
        .execute();
      return { outcome: 'revived' };
    });
  } catch (error) {
    if (error instanceof OrderNotRevivable) return { outcome: 'refund', why: error.missing };
    throw error;
  }
}

/**
 * Writes the refund down before any provider is called: the refund row (its key unique, and
 * the provider's idempotency key), the payment marked refunded, the audit row. The refund's
 * id, or null when another caller decided first.
 */
async function decideRefund(db: Db, paymentId: number, why: RefundWhy): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    const payment = await lockLatePayment(tx, paymentId);
    if (payment?.late_resolution !== 'pending') return null;
    const refundId = await requestRefund(tx, {
      orderId: payment.order_id,
      paymentId,
      amountCents: payment.amount_cents,
      reason: 'late_payment',
      idempotencyKey: `late-payment-${paymentId}`,
    });
    await tx
      .updateTable('payments')
      .set({ late_resolution: 'refunded' })
      .where('id', '=', paymentId)
      .execute();
    await recordOrderEvent(
      tx,
      refundDecidedEvent(payment.order_id, {
        refundId,
        paymentId,
        amountCents: payment.amount_cents,
        why,
      }),
    );
    return refundId;
  });
}

/**
 * What was left half-way (a process stopped after the flag, a provider down): late payments
 * still to resolve and refunds still to carry out. Run by every process now and then; the
 * locks make each happen once.
 */
export async function resolveOutstandingPayments(
  db: Db,
  refunders: Refunders,
  batchSize = 50,
): Promise<{ resolved: number; refunded: number }> {
  const late = await db
    .selectFrom('payments')
    .select('id')
    .where('late_resolution', '=', 'pending')
    .orderBy('id')
    .limit(batchSize)
    .execute();
  let resolved = 0;
  for (const { id } of late) if (await resolveLatePayment(db, refunders, id)) resolved += 1;
  const refunded = await carryOutRequestedRefunds(db, refunders, batchSize);
  return { resolved, refunded };
}
