import type { FastifyInstance } from 'fastify';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { toDecimal } from '@scaffale/domain/money';
import { orderPayment } from '@scaffale/domain/order-value';
import { compiledQuery } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import { keptTransferInstructions } from '../../db/transfer-instructions.ts';
import type { TransferInstructions } from '../../db/types.ts';
import type { SessionStore } from '../../http/session.ts';
import { sessionBuyer, sessionUser, type SessionBuyer } from '../account/identity.ts';
import { orderNotFound } from '../orders/errors.ts';
import { isOrderNumber } from '../orders/order-number.ts';
import { applyPaymentStatus, wasReplaced } from './payments.service.ts';
import type { PaymentAtProvider } from './provider.ts';
import { refundersOf, type PaymentProviders } from './providers.ts';
import { transferView } from './transfer-view.ts';

const UNFINISHED = ['created', 'requires_action', 'processing', 'failed'] as const;

/**
 * The buyer's order with its lines and its unfinished payments: one statement, the
 * session's account a subquery of it. Undefined for an order that is not theirs.
 */
async function loadOrder(db: Db, buyer: SessionBuyer, orderNumber: string) {
  const [order] = await orderOfSession(db, buyer.sessionKey, buyer.now, orderNumber);
  return order;
}

// Built and compiled once: every checkout ends on this page, and building the query was
// the largest share of Kysely's work in the checkout's profile.
const orderOfSession = compiledQuery((db: Db, sessionKey: string, now: Date, orderNumber: string) =>
  db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('order_parts as p')
          .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
          .innerJoin('order_lines as l', 'l.order_part_id', 'p.id')
          .select([
            'p.id as part_id',
            'p.shipping_type',
            'p.goods_cents',
            'p.discount_cents',
            'p.shipping_cents',
            'b.id as bookshop_id',
            'b.name as bookshop_name',
            'b.city as bookshop_city',
            'l.product_id',
            'l.title',
            'l.qty',
            'l.unit_price_cents',
            'l.line_total_cents',
          ])
          .whereRef('p.order_id', '=', 'orders.id')
          .orderBy('b.name')
          .orderBy('l.id'),
      ).as('lines'),
      jsonArrayFrom(
        eb
          .selectFrom('payments')
          .select(['provider', 'provider_ref', 'status'])
          .whereRef('order_id', '=', 'orders.id')
          .where('status', 'in', UNFINISHED)
          .where('provider_ref', 'is not', null),
      ).as('unfinished'),
      // What the buyer of a bank transfer is told, kept with its payment.
      keptTransferInstructions(eb.ref('orders.id')).as('transfer_instructions'),
    ])
    .where('number', '=', orderNumber)
    .where('user_id', '=', sessionUser(db, sessionKey, now)),
);

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/** What a provider's answers moved, as the page shows it. */
interface Moved {
  /** The order's status after the last change. */
  status: LoadedOrder['status'] | null;
  /** A bank transfer's instructions, kept with its payment by the change. */
  transfer: TransferInstructions | null;
}

/**
 * Asks the provider where each unfinished (or retried) payment stands, in case its webhook
 * is late, and applies what changed; null when nothing changed.
 */
async function refreshPayments(
  db: Db,
  providers: PaymentProviders,
  payments: LoadedOrder['unfinished'],
): Promise<Moved | null> {
  let status: LoadedOrder['status'] | null = null;
  let transfer: TransferInstructions | null = null;
  let changed = false;
  for (const payment of payments) {
    const ref = payment.provider_ref;
    if (!ref) continue;
    let found: PaymentAtProvider | null = null;
    if (payment.provider === providers.card.name)
      found = await providers.card.retrievePaymentIntent(ref);
    else if (payment.provider === providers.paypal.name)
      found = await providers.paypal.findTransaction(ref);
    if (found && found.status !== payment.status) {
      // Moved here or by the webhook meanwhile: the order's status read before is out of date.
      changed = true;
      const given = found.transfer ?? null;
      const refunders = refundersOf(providers);
      status =
        (await applyPaymentStatus(db, refunders, payment.provider, ref, found.status, given)) ??
        status;
      transfer = given ?? transfer;
    }
  }
  return changed ? { status, transfer } : null;
}

/**
 * What was given back of a cancelled order's payments (one that succeeded after the order
 * was cancelled, refunded): the sum, and whether the provider has finished.
 */
async function refundOf(db: Db, orderId: number) {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => [
      eb.fn.sum<string>('amount_cents').as('cents'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'pending').as('pending'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row?.cents) return null;
  return { amount: toDecimal(Number(row.cents)), pending: Number(row.pending) > 0 };
}

/** The buyer's order as the confirmation page shows it. */
function summaryOf(
  order: LoadedOrder,
  cancellation: { refund: Awaited<ReturnType<typeof refundOf>>; replaced: boolean } = {
    refund: null,
    replaced: false,
  },
) {
  const parts = new Map<
    number,
    {
      bookshop: { id: string; name: string; city: string };
      shippingType: string;
      goods: string;
      discount: string;
      shipping: string;
      lines: { productId: string; title: string; qty: number; unitPrice: string; total: string }[];
    }
  >();
  for (const row of order.lines) {
    let part = parts.get(row.part_id);
    if (!part) {
      part = {
        bookshop: { id: String(row.bookshop_id), name: row.bookshop_name, city: row.bookshop_city },
        shippingType: row.shipping_type,
        goods: toDecimal(row.goods_cents),
        discount: toDecimal(row.discount_cents),
        shipping: toDecimal(row.shipping_cents),
        lines: [],
      };
      parts.set(row.part_id, part);
    }
    part.lines.push({
      productId: String(row.product_id),
      title: row.title,
      qty: row.qty,
      unitPrice: toDecimal(row.unit_price_cents),
      total: toDecimal(row.line_total_cents),
    });
  }
  const paid = orderPayment({
    totalCents: order.total_cents,
    storeCreditCents: order.store_credit_cents,
  });
  return {
    orderNumber: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    createdAt: order.created_at.toISOString(),
    totals: {
      merce: toDecimal(order.goods_cents - order.discount_cents),
      sconto: toDecimal(order.discount_cents),
      costoSpedizione: toDecimal(order.shipping_cents),
      // The order's value, its VAT, and how it is paid: the Borsellino, then the method.
      totale: toDecimal(paid.valueCents),
      imposta: toDecimal(order.vat_cents),
      borsellino: toDecimal(paid.storeCreditCents),
      paidByMethod: toDecimal(paid.methodCents),
    },
    parts: [...parts.values()],
    /** A cancelled order's payment given back (late-payments.ts); null for any other. */
    refund: cancellation.refund,
    /** Cancelled because a newer order replaced it (another tab's checkout). */
    replaced: cancellation.replaced,
    bankTransfer:
      order.status === 'awaiting_transfer'
        ? transferView(order, order.transfer_instructions)
        : null,
  };
}

/**
 * /api/conferma-ordine/{orderNumber}/: a browser visit gets the app (which renders 'Order
 * complete'); the app's JSON request gets the summary, after checking the payment with the
 * provider. Only the owner may see it: anyone else gets the same 404 as a missing order.
 */
export function registerConfirmation(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore; providers: PaymentProviders },
): void {
  app.get('/api/conferma-ordine/:orderNumber/', async (request, reply) => {
    if ((request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    const buyer = sessionBuyer(deps.sessions, request);
    const { orderNumber } = request.params as { orderNumber: string };
    const order = isOrderNumber(orderNumber)
      ? await loadOrder(deps.db, buyer, orderNumber)
      : undefined;
    if (!order) throw await orderNotFound(deps.db, buyer);
    // What the provider's answer moved is the order's status (and a transfer's
    // instructions, kept with its payment); its lines and totals stay.
    const moved = await refreshPayments(deps.db, deps.providers, order.unfinished);
    const status = moved?.status ?? order.status;
    const current = {
      ...order,
      status,
      transfer_instructions: moved?.transfer ?? order.transfer_instructions,
    };
    if (status !== 'cancelled') return summaryOf(current);
    const [refund, replaced] = await Promise.all([
      refundOf(deps.db, order.id),
      wasReplaced(deps.db, order.id),
    ]);
    return summaryOf(current, { refund, replaced });
  });
}
