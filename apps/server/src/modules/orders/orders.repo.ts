import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledQuery, compiledQueryOf } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentMethodCode } from '../../db/types.ts';
import { sessionUser, type UserRef } from '../account/identity.ts';
import { newOrderNumber } from './order-number.ts';

// The rows an order is made of: the basket it is placed from (locked), the order with its
// parts and lines in one statement, and the payment of an order settled at creation.

function lockedBasketQuery(db: Db, userId: UserRef) {
  return db
    .selectFrom('baskets')
    .select(['baskets.id', 'baskets.user_id', 'baskets.selected_shippings', 'baskets.updated_at'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('basket_lines')
          .innerJoin('products', 'products.id', 'basket_lines.product_id')
          .select(['basket_lines.qty', 'basket_lines.product_id', 'products.title'])
          .whereRef('basket_lines.basket_id', '=', 'baskets.id'),
      ).as('lines'),
    )
    .where('baskets.user_id', '=', userId)
    .forUpdate();
}

/**
 * The account's basket, locked, with the copies of each line: one statement; given a
 * session, the account is a subquery of it (no lookup before).
 */
export const lockedBasketOfUser = compiledQuery((db: Db, userId: number) =>
  lockedBasketQuery(db, userId),
);
export const lockedBasketOfSession = compiledQuery((db: Db, sessionKey: string, now: Date) =>
  lockedBasketQuery(db, sessionUser(db, sessionKey, now)),
);

/** What the order's statement is given (insertOrderStatement). */
export interface OrderValues {
  number: string;
  userId: number;
  fingerprint: string;
  paymentMethod: PaymentMethodCode | null;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  /** The client address the order was placed from (its unpaid copies are capped per address). */
  clientAddress: string | null;
  /** The addresses as they are now, as JSON: the order keeps them whatever happens next. */
  shippingAddress: string | null;
  billingAddress: string | null;
  notes: string;
  invoice: boolean;
  present: boolean;
  numeroOrdineAcquisto: string | null;
  dataOrdineAcquisto: string | null;
  cig: string | null;
  cup: string | null;
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  storeCreditCents: number;
  totalCents: number;
  vatCents: number;
  partBookshops: number[];
  partShippingTypes: string[];
  partGoods: number[];
  partDiscounts: number[];
  /** Of each part's discount, what its bookshop's own codes took. */
  partBookshopDiscounts: number[];
  partShipping: number[];
  lineBookshops: number[];
  lineProducts: number[];
  lineTitles: string[];
  lineQtys: number[];
  lineTotals: number[];
  /** Each line's floor under the book-price law (its price floor per copy × qty). */
  lineFloors: number[];
  /** Whether the shipping chosen changed, to be remembered in the basket. */
  rememberShippings: boolean;
  selectedShippings: string;
}

/**
 * The order, its parts and its lines in one statement, compiled once; the parts and lines
 * as arrays so the text is the same for any basket, inserted in the checkout's order. A
 * taken order number inserts nothing (no row answered). The basket remembers the shipping
 * chosen in the same statement, when it changed.
 */
const insertOrderStatement = compiledQueryOf((tx: Db, v: OrderValues) =>
  tx
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values((eb) => ({
          number: v.number,
          user_id: v.userId,
          user_email: eb.selectFrom('users').select('email').where('id', '=', v.userId),
          basket_fingerprint: v.fingerprint,
          payment_method: v.paymentMethod,
          shipping_address_id: v.shippingAddressId,
          billing_address_id: v.billingAddressId,
          client_address: v.clientAddress,
          shipping_address: v.shippingAddress,
          billing_address: v.billingAddress,
          notes: v.notes,
          invoice: v.invoice,
          present: v.present,
          numero_ordine_acquisto: v.numeroOrdineAcquisto,
          data_ordine_acquisto: v.dataOrdineAcquisto,
          cig: v.cig,
          cup: v.cup,
          goods_cents: v.goodsCents,
          discount_cents: v.discountCents,
          shipping_cents: v.shippingCents,
          store_credit_cents: v.storeCreditCents,
          total_cents: v.totalCents,
          vat_cents: v.vatCents,
        }))
        .onConflict((oc) => oc.column('number').doNothing())
        .returning(['id', 'number']),
    )
    .with('parts', (db) =>
      db
        .insertInto('order_parts')
        .columns([
          'order_id',
          'bookshop_id',
          'shipping_type',
          'goods_cents',
          'discount_cents',
          'bookshop_discount_cents',
          'shipping_cents',
        ])
        .expression(
          sql`SELECT placed.id, p.bookshop_id, p.shipping_type, p.goods, p.discount,
              p.bookshop_discount, p.shipping
            FROM placed, unnest(${v.partBookshops}::bigint[], ${v.partShippingTypes}::text[],
              ${v.partGoods}::int[], ${v.partDiscounts}::int[],
              ${v.partBookshopDiscounts}::int[], ${v.partShipping}::int[])
              WITH ORDINALITY AS p(bookshop_id, shipping_type, goods, discount,
                bookshop_discount, shipping, n)
            ORDER BY p.n`,
        )
        .returning(['id', 'bookshop_id']),
    )
    .with('lines', (db) =>
      db
        .insertInto('order_lines')
        .columns([
          'order_part_id',
          'product_id',
          'title',
          'qty',
          'unit_price_cents',
          'line_total_cents',
          'floor_cents',
        ])
        .expression(
          sql`SELECT parts.id, l.product_id, l.title, l.qty, l.total / l.qty, l.total, l.floor
          FROM unnest(${v.lineBookshops}::bigint[], ${v.lineProducts}::bigint[],
            ${v.lineTitles}::text[], ${v.lineQtys}::int[], ${v.lineTotals}::int[],
            ${v.lineFloors}::int[])
            WITH ORDINALITY AS l(bookshop_id, product_id, title, qty, total, floor, n)
          JOIN parts ON parts.bookshop_id = l.bookshop_id
          ORDER BY l.n`,
        ),
    )
    .with('remembered', (db) =>
      db
        .updateTable('baskets')
        .set({ selected_shippings: v.selectedShippings })
        .where('user_id', '=', v.userId)
        .where(sql<boolean>`${v.rememberShippings}::boolean`)
        .where(sql<boolean>`EXISTS (SELECT 1 FROM placed)`),
    )
    .selectFrom('placed')
    .select(['id', 'number']),
);

/** Inserts the order, its parts and lines under a fresh order number (another if taken). */
export async function insertOrderRows(
  tx: Db,
  values: Omit<OrderValues, 'number'>,
): Promise<{ id: number; number: string }> {
  // A taken order number inserts nothing: try another.
  let order: { id: number; number: string } | undefined;
  for (let attempt = 0; !order && attempt < 5; attempt += 1) {
    [order] = await insertOrderStatement(tx, { ...values, number: newOrderNumber() });
  }
  if (!order) throw new Error('could not allocate an order number');
  return order;
}

/** The addresses as they are now: the order keeps a copy whatever happens to them next. */
export async function addressSnapshots(
  tx: Db,
  shippingAddressId: number | null,
  billingAddressId: number | null,
) {
  return Promise.all([
    shippingAddressId === null
      ? null
      : tx
          .selectFrom('shipping_addresses')
          .selectAll()
          .where('id', '=', shippingAddressId)
          .executeTakeFirst(),
    billingAddressId === null
      ? null
      : tx
          .selectFrom('billing_addresses')
          .selectAll()
          .where('id', '=', billingAddressId)
          .executeTakeFirst(),
  ]);
}

/** The payment of an order settled at creation: store credit, or a deferred (MANUAL) one. */
export async function insertSettlementPayment(
  tx: Db,
  orderId: number,
  method: 'STORE_CREDIT' | 'MANUAL',
  amountCents: number,
): Promise<void> {
  const provider = method === 'MANUAL' ? 'manual' : 'store_credit';
  await tx
    .insertInto('payments')
    .values({
      order_id: orderId,
      provider,
      method,
      status: method === 'MANUAL' ? 'processing' : 'succeeded',
      amount_cents: amountCents,
      idempotency_key: `order-${orderId}-${provider}`,
    })
    .execute();
}

/**
 * The account's latest order when it was settled as it was placed (nothing to pay, the
 * Borsellino, deferred: it took its books out of the basket at once) after the last book was
 * added to the basket: what a confirmation of the same checkout that reached the server only
 * once that order was placed (a second click, a slow network) finds in an emptied basket.
 */
export async function orderSettledSinceBasketFilled(
  tx: Db,
  userId: number,
  basketUpdatedAt: Date,
): Promise<{ id: number; number: string } | undefined> {
  return tx
    .selectFrom('orders')
    .select(['orders.id', 'orders.number'])
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'not in', ['pending', 'cancelled'])
    .where('orders.created_at', '>', basketUpdatedAt)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.order_id', '=', 'orders.id')
          .where('payments.provider', 'in', ['store_credit', 'manual']),
      ),
    )
    .orderBy('orders.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The account's latest order when it was placed from exactly these basket lines and took them
 * out of the basket (basketTakenByPlacedOrder): what a checkout of the same basket that waited
 * on the basket's lock meanwhile (a second click, another tab) had read before it was placed.
 */
export async function orderPlacedFromLines(
  tx: Db,
  userId: number,
  lines: readonly { product_id: number; qty: number }[],
): Promise<{ id: number; number: string } | undefined> {
  const latest = await tx
    .selectFrom('orders')
    .select(['id', 'number', 'status'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.status === 'pending' || latest.status === 'cancelled') return undefined;
  const [ordered, stillInBasket] = await Promise.all([
    tx
      .selectFrom('order_lines as l')
      .innerJoin('order_parts as p', 'p.id', 'l.order_part_id')
      .select(['l.product_id', 'l.qty'])
      .where('p.order_id', '=', latest.id)
      .execute(),
    tx
      .selectFrom('basket_lines as bl')
      .innerJoin('baskets as b', 'b.id', 'bl.basket_id')
      .select('bl.product_id')
      .where('b.user_id', '=', userId)
      .execute(),
  ]);
  const key = (rows: readonly { product_id: number; qty: number }[]) =>
    rows
      .map((row) => `${row.product_id}x${row.qty}`)
      .sort()
      .join(',');
  const sameLines = key(ordered) === key(lines);
  const taken = stillInBasket.every((row) => !lines.some((l) => l.product_id === row.product_id));
  return sameLines && taken ? { id: latest.id, number: latest.number } : undefined;
}
