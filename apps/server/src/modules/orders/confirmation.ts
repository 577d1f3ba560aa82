import type { FastifyInstance } from 'fastify';
import { toDecimal } from '@scaffale/domain/money';
import type { Db } from '../../db/database.ts';
import { AppError, notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { applyPaymentStatus } from '../payments/payments.service.ts';
import type { PaymentProviders } from '../payments/routes.ts';
import { isOrderNumber } from './order-number.ts';
import { TRANSFER_DAYS } from './expiry.ts';

/** Asks the provider where an unfinished (or retried) payment stands, in case its webhook is late. */
async function refreshPayment(db: Db, providers: PaymentProviders, orderId: number): Promise<void> {
  const payments = await db
    .selectFrom('payments')
    .select(['provider', 'provider_ref', 'status'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'requires_action', 'processing', 'failed'])
    .where('provider_ref', 'is not', null)
    .execute();
  for (const payment of payments) {
    const ref = payment.provider_ref;
    if (!ref) continue;
    let status;
    if (payment.provider === providers.card.name)
      status = (await providers.card.retrievePaymentIntent(ref)).status;
    else if (payment.provider === providers.paypal.name)
      status = (await providers.paypal.findTransaction(ref)).status;
    if (status && status !== payment.status) {
      const provider = payment.provider;
      await db.transaction().execute((tx) => applyPaymentStatus(tx, provider, ref, status));
    }
  }
}

export async function orderSummary(db: Db, userId: number, orderNumber: string) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', orderNumber)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
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
    .where('p.order_id', '=', order.id)
    .orderBy('b.name')
    .orderBy('l.id')
    .execute();
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
  for (const row of lines) {
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
  const deadline = new Date(order.created_at.getTime() + TRANSFER_DAYS * 24 * 60 * 60 * 1000);
  return {
    orderNumber: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    createdAt: order.created_at.toISOString(),
    totals: {
      merce: toDecimal(order.goods_cents - order.discount_cents),
      sconto: toDecimal(order.discount_cents),
      costoSpedizione: toDecimal(order.shipping_cents),
      borsellino: toDecimal(order.store_credit_cents),
      totale: toDecimal(order.total_cents),
      imposta: toDecimal(order.vat_cents),
    },
    parts: [...parts.values()],
    bankTransfer:
      order.status === 'awaiting_transfer'
        ? { reference: order.number, payBy: deadline.toISOString().slice(0, 10) }
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
    const userId = await deps.sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    const { orderNumber } = request.params as { orderNumber: string };
    if (!isOrderNumber(orderNumber)) throw new AppError('ORDER_NOT_FOUND', 404, 'orderNotFound');
    const order = await deps.db
      .selectFrom('orders')
      .select(['id'])
      .where('number', '=', orderNumber)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw new AppError('ORDER_NOT_FOUND', 404, 'orderNotFound');
    await refreshPayment(deps.db, deps.providers, order.id);
    return orderSummary(deps.db, userId, orderNumber);
  });
}
