import { splitRefund } from '@scaffale/domain/part-refunds';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { refundInstructionsEmail } from '../../db/transfer-instructions.ts';
import { recordOrderEvent, refundedEvent, refundReportedEvent } from '../orders/order-events.ts';
import { creditNoteOnRefund } from '../invoices/invoices.service.ts';
import { giveBackStoreCredit } from '../orders/wallet.repo.ts';
import type { ProviderRefundStatus } from './provider.ts';
import type { Refunders } from './providers.ts';

// Money given back: one `refunds` row per refund, written before any provider is called
// (its key unique, and the provider's idempotency key), then carried out exactly once under
// the row's lock. Used by the late payments (late-payments.ts) and by the bookshop's
// rejections and cancellations (refundPart).
//
// A refund's life, as a small machine over its row (`status`, and `provider_status`, what
// the provider last said):
//   requested  status 'pending': written down, the provider not asked yet (or asked and
//              failed: asked again with the same key, by the sweep)
//   sent       status 'succeeded', provider_status 'pending': the provider took it and has
//              not finished it
//   succeeded  status 'succeeded' otherwise: the provider finished it, or the store credit
//              went straight back to the Borsellino
//   failed     status 'failed': the provider reports it gave nothing back (a person settles
//              it; never retried with the same key)
//   owed       status 'owed': a deferred (MANUAL) order's, settled by hand with the invoice

export const REFUND_STATES = ['requested', 'sent', 'succeeded', 'failed', 'owed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_TRANSITIONS: Readonly<Record<RefundState, readonly RefundState[]>> = {
  requested: ['sent', 'succeeded'],
  sent: ['succeeded', 'failed'],
  succeeded: ['failed'],
  failed: [],
  owed: [],
};

export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return REFUND_TRANSITIONS[from].includes(to);
}

/** A refund row's state, from its status and what its provider last said. */
export function refundState(row: {
  status: 'pending' | 'succeeded' | 'owed' | 'failed';
  provider_status: ProviderRefundStatus | null;
}): RefundState {
  switch (row.status) {
    case 'pending':
      return 'requested';
    case 'succeeded':
      return row.provider_status === 'pending' ? 'sent' : 'succeeded';
    case 'failed':
    case 'owed':
      return row.status;
  }
}

/** Throws for a move the machine does not have (a mistake in the code). */
function assertRefundMove(from: RefundState, to: RefundState): void {
  if (!canMoveRefund(from, to)) throw new Error(`a refund cannot move from ${from} to ${to}`);
}

/** A refund to write down: the order, the payment it gives back from (null: store credit). */
export interface RefundRequest {
  orderId: number;
  paymentId: number | null;
  orderPartId?: number | null;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  /** 'owed' for a deferred invoice's; 'succeeded' for store credit given back at once. */
  status?: 'pending' | 'owed' | 'succeeded';
}

/** Writes a refund down (requested, unless given at once or owed): its row's id. */
export async function requestRefund(tx: Db, refund: RefundRequest): Promise<number> {
  const row = await tx
    .insertInto('refunds')
    .values({
      order_id: refund.orderId,
      payment_id: refund.paymentId,
      ...(refund.orderPartId === undefined ? {} : { order_part_id: refund.orderPartId }),
      amount_cents: refund.amountCents,
      reason: refund.reason,
      idempotency_key: refund.idempotencyKey,
      ...(refund.status === undefined ? {} : { status: refund.status }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The key of an order part's refund (its rows' idempotency keys end -payment and
 * -store-credit): `part-<id>-cancel` for the whole part cancelled (null), else
 * `part-<id>-lines-<ids>`, a line of which only some of its copies go written
 * `<id>c<copies rejected so far>`: a repeat of the same rejection finds its row written.
 */
export function partRefundKey(
  partId: number,
  lines: readonly { lineId: number; qty: number; rejectedBefore: number; copies: number }[] | null,
): string {
  if (lines === null) return `part-${partId}-cancel`;
  const ids = lines.map((l) =>
    l.copies === l.qty ? `${l.lineId}` : `${l.lineId}c${l.rejectedBefore + l.copies}`,
  );
  return `part-${partId}-lines-${ids.join('.')}`;
}

/**
 * Writes down the money an order part gives back, split over what paid the order
 * (splitRefund): a refund row for the provider's payment (requested, to carry out after the
 * commit; 'owed' for a deferred invoice, settled by hand), and the store credit straight
 * back into the Borsellino with its ledger entry. The ids of the refunds written, and of
 * those a provider is to carry out (carryOutRefund, once committed).
 */
export async function refundPart(
  tx: Db,
  part: { id: number; order_id: number; user_id: number; store_credit_cents: number },
  amountCents: number,
  key: string,
  reason: string,
): Promise<{ written: number[]; forProvider: number[] }> {
  const written: number[] = [];
  const forProvider: number[] = [];
  if (amountCents <= 0) return { written, forProvider };
  const payment = await tx
    .selectFrom('payments')
    .select(['id', 'provider', 'amount_cents'])
    .where('order_id', '=', part.order_id)
    .where('provider', 'in', ['sandbox', 'stripe', 'braintree', 'manual'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'succeeded'),
        eb.and([eb('provider', '=', 'manual'), eb('status', '=', 'processing')]),
      ]),
    )
    .where('late_resolution', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const refunded = await tx
    .selectFrom('refunds')
    .select([
      sql<number>`COALESCE(sum(amount_cents) FILTER (WHERE payment_id = ${payment?.id ?? 0}), 0)::int`.as(
        'payment',
      ),
      sql<number>`COALESCE(sum(amount_cents) FILTER (WHERE payment_id IS NULL), 0)::int`.as(
        'credit',
      ),
    ])
    .where('order_id', '=', part.order_id)
    .executeTakeFirstOrThrow();
  const split = splitRefund(amountCents, {
    paymentCents: payment ? payment.amount_cents - refunded.payment : 0,
    storeCreditCents: part.store_credit_cents - refunded.credit,
  });
  const row = {
    orderId: part.order_id,
    orderPartId: part.id,
    reason: reason.slice(0, 500),
  };
  if (payment && split.paymentCents > 0) {
    const id = await requestRefund(tx, {
      ...row,
      paymentId: payment.id,
      amountCents: split.paymentCents,
      idempotencyKey: `${key}-payment`,
      status: payment.provider === 'manual' ? 'owed' : 'pending',
    });
    written.push(id);
    if (payment.provider !== 'manual') forProvider.push(id);
  }
  if (split.storeCreditCents > 0) {
    const id = await requestRefund(tx, {
      ...row,
      paymentId: null,
      amountCents: split.storeCreditCents,
      idempotencyKey: `${key}-store-credit`,
      status: 'succeeded',
    });
    written.push(id);
    await giveBackStoreCredit(tx, split.storeCreditCents, {
      userId: part.user_id,
      orderId: part.order_id,
      reason: 'order part refunded',
    });
  }
  // A refund of a part already invoiced gets its credit note with it (docs/spec/invoices.md §5).
  await creditNoteOnRefund(tx, part.id, { key, amountCents, reason });
  return { written, forProvider };
}

/**
 * Asks the provider to give the money back, holding the refund's row lock meanwhile: a
 * second process skips it rather than wait, and a retry after a failure sends the same
 * idempotency key. Leaves the refund requested (with the error) when the provider fails,
 * for the sweep to try again. True when this call carried it out.
 */
export async function carryOutRefund(
  db: Db,
  refunders: Refunders,
  refundId: number,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const refund = await tx
      .selectFrom('refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .select([
        'r.id',
        'r.order_id',
        'r.amount_cents',
        'r.idempotency_key',
        'p.provider',
        'p.provider_ref',
        // A bank transfer's money goes back to an account only the buyer can name: the
        // provider asks them for it at this address (none for a card or PayPal).
        (eb) =>
          refundInstructionsEmail(eb.ref('p.method'), eb.ref('r.order_id')).as(
            'instructions_email',
          ),
      ])
      .where('r.id', '=', refundId)
      .where('r.status', '=', 'pending')
      .forUpdate('r')
      .skipLocked()
      .executeTakeFirst();
    if (!refund) return false;
    const refunder = refunders(refund.provider);
    if (!refunder || !refund.provider_ref)
      throw new Error(`refund ${refundId}: no provider to refund ${refund.provider} payments`);
    try {
      const result = await refunder.refund({
        providerRef: refund.provider_ref,
        amountCents: refund.amount_cents,
        idempotencyKey: refund.idempotency_key,
        ...(refund.instructions_email ? { instructionsEmail: refund.instructions_email } : {}),
      });
      // The provider took it: sent, or already succeeded there.
      assertRefundMove('requested', result.status === 'pending' ? 'sent' : 'succeeded');
      await tx
        .updateTable('refunds')
        .set({
          status: 'succeeded',
          provider_ref: result.refundRef,
          provider_status: result.status,
          attempts: (eb) => eb('attempts', '+', 1),
          last_error: null,
          updated_at: new Date(),
        })
        .where('id', '=', refundId)
        .execute();
      await recordOrderEvent(
        tx,
        refundedEvent(refund.order_id, {
          refundId,
          amountCents: refund.amount_cents,
          providerRef: result.refundRef,
          providerStatus: result.status,
        }),
      );
      return true;
    } catch (error) {
      await tx
        .updateTable('refunds')
        .set({
          attempts: (eb) => eb('attempts', '+', 1),
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          updated_at: new Date(),
        })
        .where('id', '=', refundId)
        .execute();
      return false;
    }
  });
}

/** The refunds still requested of a provider (a process stopped, a provider down), carried out. */
export async function carryOutRequestedRefunds(
  db: Db,
  refunders: Refunders,
  batchSize: number,
): Promise<number> {
  const pending = await db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('payment_id', 'is not', null)
    .orderBy('id')
    .limit(batchSize)
    .execute();
  let refunded = 0;
  for (const { id } of pending) if (await carryOutRefund(db, refunders, id)) refunded += 1;
  return refunded;
}

/**
 * A provider's report on its refund `refundRef` (a webhook): every refund row of that
 * provider's payments with that reference takes the provider's status, a failure moving it
 * to failed (sent or succeeded before: nothing was given back), each with its audit row.
 * A redelivered report changes nothing (the caller stores each event once).
 */
export async function reportRefund(
  tx: Db,
  provider: Parameters<Refunders>[0],
  refundRef: string,
  status: ProviderRefundStatus,
  eventId: string,
): Promise<void> {
  const refunds = await tx
    .updateTable('refunds')
    .set({
      provider_status: status,
      status: (eb) => (status === 'failed' ? eb.val('failed') : eb.ref('status')),
      last_error: (eb) =>
        status === 'failed'
          ? eb.val('the provider reports the refund failed')
          : eb.ref('last_error'),
      updated_at: new Date(),
    })
    .where('provider_ref', '=', refundRef)
    .where('payment_id', 'in', (eb) =>
      eb.selectFrom('payments').select('id').where('provider', '=', provider),
    )
    .returning(['id', 'order_id'])
    .execute();
  for (const refund of refunds)
    await recordOrderEvent(
      tx,
      refundReportedEvent(refund.order_id, {
        refundId: refund.id,
        providerStatus: status,
        eventId,
      }),
    );
}
