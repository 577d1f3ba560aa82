import {
  deferredBalance,
  deferredPaid,
  settlementFits,
  type DeferredAccount,
  type DeferredState,
  type SettlementDirection,
} from '@scaffale/domain/deferred-payments';
import { formatEuro } from '@scaffale/domain/locale';
import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { recordAdminEvent } from './admin.repo.ts';
import { AdminErrors } from './errors.ts';
import { adminOf } from './resolvers.ts';

// A public administration's deferred (MANUAL) payment, settled after its invoice
// (docs/spec/deferred-payments.md). The order charged it at checkout and nothing was taken;
// the refunds written for it since are 'owed' (refunds.ts) and netted here against what it
// owes; the administrator records the money received from it (or repaid to it, when its
// refunds came after it paid). Each record is made under the payment's row lock, so however
// many arrive at once none takes the balance past zero, and the order moves from deferred
// to paid in the same transaction as the record that settles it. Audited (admin_events).

/** The most payments the administrator's list shows. */
const LIST_LIMIT = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface DeferredRow extends DeferredAccount {
  paymentId: number;
  orderId: number;
  orderNumber: string;
  orderStatus: string;
  createdAt: Date;
  buyerEmail: string;
  administration: string | null;
}

export interface SettlementView {
  id: number;
  direction: SettlementDirection;
  paidOn: string;
  amountCents: number;
  reference: string;
  recordedAt: Date;
}

export interface DeferredPaymentView extends DeferredRow {
  dueCents: number;
  balanceCents: number;
  state: DeferredState;
  paid: boolean;
  settlements: SettlementView[];
}

/** The deferred payments with their sums: of one order (by number) or all, newest first. */
function deferredRows(db: Db) {
  return db
    .selectFrom('payments as pay')
    .innerJoin('orders as o', 'o.id', 'pay.order_id')
    .select([
      'pay.id as paymentId',
      'o.id as orderId',
      'o.number as orderNumber',
      'o.status as orderStatus',
      'o.created_at as createdAt',
      'o.user_email as buyerEmail',
      sql<string | null>`NULLIF(o.billing_address ->> 'ragione_sociale', '')`.as('administration'),
      'pay.amount_cents as chargedCents',
      sql<number>`(SELECT COALESCE(sum(r.amount_cents), 0)::int FROM refunds r
        WHERE r.payment_id = pay.id AND r.status = 'owed')`.as('refundsOwedCents'),
      sql<number>`(SELECT COALESCE(sum(s.amount_cents), 0)::int FROM deferred_settlements s
        WHERE s.payment_id = pay.id AND s.direction = 'RECEIVED')`.as('receivedCents'),
      sql<number>`(SELECT COALESCE(sum(s.amount_cents), 0)::int FROM deferred_settlements s
        WHERE s.payment_id = pay.id AND s.direction = 'REPAID')`.as('repaidCents'),
    ])
    .where('pay.provider', '=', 'manual')
    .where('o.status', 'in', ['deferred', 'paid', 'fulfilled']);
}

async function settlementsOf(db: Db, paymentIds: number[]): Promise<Map<number, SettlementView[]>> {
  const bySettlement = new Map<number, SettlementView[]>();
  if (paymentIds.length === 0) return bySettlement;
  const rows = await db
    .selectFrom('deferred_settlements')
    .select([
      'id',
      'payment_id',
      'direction',
      sql<string>`to_char(paid_on, 'YYYY-MM-DD')`.as('paidOn'),
      'amount_cents',
      'reference',
      'created_at',
    ])
    .where('payment_id', 'in', paymentIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = bySettlement.get(row.payment_id) ?? [];
    list.push({
      id: row.id,
      direction: row.direction as SettlementDirection,
      paidOn: row.paidOn,
      amountCents: row.amount_cents,
      reference: row.reference,
      recordedAt: row.created_at,
    });
    bySettlement.set(row.payment_id, list);
  }
  return bySettlement;
}

function viewOf(row: DeferredRow, settlements: SettlementView[]): DeferredPaymentView {
  return { ...row, ...deferredBalance(row), paid: deferredPaid(row), settlements };
}

/** The deferred payments, newest first; only those in `state` when given. */
export async function deferredPayments(
  db: Db,
  state: DeferredState | null,
): Promise<DeferredPaymentView[]> {
  const rows = await deferredRows(db)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  const views = rows
    .map((row) => viewOf(row, []))
    .filter((view) => state === null || view.state === state)
    .slice(0, LIST_LIMIT);
  const settlements = await settlementsOf(
    db,
    views.map((view) => view.paymentId),
  );
  return views.map((view) => ({ ...view, settlements: settlements.get(view.paymentId) ?? [] }));
}

async function deferredPaymentOf(db: Db, orderNumber: string): Promise<DeferredPaymentView> {
  const row = await deferredRows(db).where('o.number', '=', orderNumber).executeTakeFirst();
  if (!row) throw AdminErrors.deferredPaymentNotFound();
  const settlements = await settlementsOf(db, [row.paymentId]);
  return viewOf(row, settlements.get(row.paymentId) ?? []);
}

export interface SettlementInput {
  orderNumber: string;
  direction: SettlementDirection;
  paidOn: string;
  amount: unknown;
  reference: string;
}

/**
 * Records money received from (or repaid to) the administration of a deferred order: a day
 * from the order's to today (Europe/Rome), at most what is left to settle; the same reference
 * again with the same amount and day is the same record (nothing written twice). Moves the
 * order from deferred to paid once nothing more is owed.
 */
export async function recordSettlement(
  db: Db,
  adminId: number,
  input: SettlementInput,
): Promise<DeferredPaymentView> {
  const orderNumber = input.orderNumber.trim().toUpperCase();
  const amountCents = typeof input.amount === 'string' ? parseDecimal(input.amount) : null;
  if (amountCents === null || amountCents <= 0)
    throw AdminErrors.invalidAmount(undefined, 'amount');
  const reference = input.reference.trim();
  if (reference === '' || reference.length > 140)
    throw AdminErrors.invalidText({ max: 140 }, 'reference');
  const paidOn = input.paidOn.trim();
  if (!DAY.test(paidOn)) throw AdminErrors.invalidDate(undefined, 'paidOn');

  await db.transaction().execute(async (tx) => {
    // The lock first, the sums after: read in the statement that waited for the lock, they
    // would miss what the transaction it waited for recorded.
    const locked = await tx
      .selectFrom('payments as pay')
      .innerJoin('orders as o', 'o.id', 'pay.order_id')
      .select('pay.id')
      .where('o.number', '=', orderNumber)
      .where('pay.provider', '=', 'manual')
      .forUpdate('pay')
      .executeTakeFirst();
    if (!locked) throw AdminErrors.deferredPaymentNotFound();
    const payment = await deferredRows(tx)
      .where('pay.id', '=', locked.id)
      .select([
        sql<boolean>`${paidOn}::text = to_char(${paidOn}::date, 'YYYY-MM-DD')
          AND ${paidOn}::date BETWEEN (o.created_at AT TIME ZONE 'Europe/Rome')::date
            AND (now() AT TIME ZONE 'Europe/Rome')::date`.as('dayFits'),
      ])
      .executeTakeFirst()
      .catch((error: unknown) => {
        // A day PostgreSQL cannot read (2026-02-30) is the administrator's mistake, not ours.
        if (isInvalidDate(error)) throw AdminErrors.invalidDate(undefined, 'paidOn');
        throw error;
      });
    if (!payment) throw AdminErrors.deferredPaymentNotFound();
    if (!payment.dayFits) throw AdminErrors.invalidDate(undefined, 'paidOn');

    const recorded = await tx
      .selectFrom('deferred_settlements')
      .select(['amount_cents', sql<string>`to_char(paid_on, 'YYYY-MM-DD')`.as('paidOn')])
      .where('payment_id', '=', payment.paymentId)
      .where('direction', '=', input.direction)
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (recorded) {
      if (recorded.amount_cents === amountCents && recorded.paidOn === paidOn) return;
      throw AdminErrors.settlementReferenceUsed();
    }
    if (!settlementFits(payment, input.direction, amountCents)) {
      const { balanceCents } = deferredBalance(payment);
      const left = input.direction === 'RECEIVED' ? balanceCents : -balanceCents;
      const leftCents = Math.max(left, 0);
      throw AdminErrors.settlementAboveBalance({
        balance: (lang) => formatEuro(lang, leftCents),
      });
    }

    const settlement = await tx
      .insertInto('deferred_settlements')
      .values({
        payment_id: payment.paymentId,
        direction: input.direction,
        paid_on: paidOn,
        amount_cents: amountCents,
        reference,
        recorded_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after: DeferredAccount =
      input.direction === 'RECEIVED'
        ? { ...payment, receivedCents: payment.receivedCents + amountCents }
        : { ...payment, repaidCents: payment.repaidCents + amountCents };
    const paidNow = payment.orderStatus === 'deferred' && deferredPaid(after);
    if (paidNow) {
      await tx
        .updateTable('payments')
        .set({ status: 'succeeded', updated_at: new Date() })
        .where('id', '=', payment.paymentId)
        .execute();
      await tx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: sql`${paidOn}::date::timestamptz` })
        .where('id', '=', payment.orderId)
        .where('status', '=', 'deferred')
        .execute();
    }
    await recordAdminEvent(tx, adminId, 'deferred_settlement', {
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      settlementId: settlement.id,
      direction: input.direction,
      paidOn,
      amountCents,
      reference,
      paid: paidNow,
    });
  });
  return deferredPaymentOf(db, orderNumber);
}

function isInvalidDate(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22007' || code === '22008';
}

function toWire(view: DeferredPaymentView) {
  return {
    orderNumber: view.orderNumber,
    createdAt: view.createdAt.toISOString(),
    buyerEmail: view.buyerEmail,
    administration: view.administration,
    charged: toDecimal(view.chargedCents),
    refundsOwed: toDecimal(view.refundsOwedCents),
    due: toDecimal(view.dueCents),
    received: toDecimal(view.receivedCents),
    repaid: toDecimal(view.repaidCents),
    balance: toDecimal(view.balanceCents),
    state: view.state,
    paid: view.paid,
    settlements: view.settlements.map((s) => ({
      id: String(s.id),
      direction: s.direction,
      paidOn: s.paidOn,
      amount: toDecimal(s.amountCents),
      reference: s.reference,
      recordedAt: s.recordedAt.toISOString(),
    })),
  };
}

export const deferredPaymentResolvers: Resolvers = {
  Query: {
    deferredPayments: async (_root, args, context) => {
      await adminOf(context);
      return (await deferredPayments(context.db, args.state ?? null)).map(toWire);
    },
  },
  Mutation: {
    recordDeferredSettlement: async (_root, { input }, context) => {
      const admin = await adminOf(context);
      return toWire(await recordSettlement(context.db, admin.userId, input));
    },
  },
};
