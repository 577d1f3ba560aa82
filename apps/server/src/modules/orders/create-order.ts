import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledQuery, compiledQueryOf } from '../../db/compiled.ts';
import { refusalCode } from '../../db/errors.ts';
import { lastStatement } from '../../db/last-statement.ts';
import type { PaData } from '@scaffale/domain/addresses';
import type { Db } from '../../db/database.ts';
import type { PaymentMethodCode } from '../../db/types.ts';
import { AppError, notLoggedIn } from '../../http/errors.ts';
import type { MessageKey } from '../../http/i18n.ts';
import {
  isLoggedIn,
  rememberSelectedShippings,
  sessionUser,
  type CheckoutBuyer,
  type UserRef,
} from '../checkout/checkout.repo.ts';
import {
  priceCheckout,
  type CheckoutState,
  type SelectedShipping,
} from '../checkout/checkout.service.ts';
import { isBillingComplete } from '../addresses/addresses.ts';
import { newOrderNumber } from './order-number.ts';
import { cancelOrder, settleOrder, takeCodeUse, takeStoreCredit } from './order-state.ts';
import { allowedPaymentMethods } from './payment-methods.ts';

export interface CreateOrderInput {
  shippingAddressId: string | null;
  billingAddressId: string | null;
  notes: string;
  invoice: boolean;
  present: boolean;
  /** Given, or the ones the last totals call remembered in the basket. */
  selectedShippings: SelectedShipping[] | null;
  pa: PaData;
  /** STORE_CREDIT and MANUAL settle at creation; the others are paid afterwards. */
  paymentMethod: PaymentMethodCode | null;
}

export interface CreatedOrder {
  orderNumber: string;
  orderId: number;
  created: boolean;
  /** The buyer's pending orders this one replaced (cancelled, their goods given back). */
  replacedOrderIds: number[];
}

const fail = (code: string, status: number, key: MessageKey) => new AppError(code, status, key);

function lockedBasketQuery(db: Db, userId: UserRef) {
  return db
    .selectFrom('baskets')
    .select(['baskets.id', 'baskets.user_id', 'baskets.selected_shippings'])
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
const lockedBasketOfUser = compiledQuery((db: Db, userId: number) => lockedBasketQuery(db, userId));
const lockedBasketOfSession = compiledQuery((db: Db, sessionKey: string, now: Date) =>
  lockedBasketQuery(db, sessionUser(db, sessionKey, now)),
);

/** No basket to lock: a logged-out session's, or an account's without one. */
async function noBasket(db: Db, buyer: CheckoutBuyer): Promise<AppError> {
  return (await isLoggedIn(db, buyer)) ? fail('EMPTY_BASKET', 409, 'emptyBasket') : notLoggedIn();
}

/**
 * One transaction: re-price the basket on the server, reserve the stock with conditional
 * updates, record code uses and the store-credit debit, split the order per bookshop.
 * The same unchanged basket gives back the same pending order.
 */
export async function createOrder(
  db: Db,
  buyer: CheckoutBuyer,
  input: CreateOrderInput,
): Promise<CreatedOrder> {
  try {
    return await createOrderOnce(db, buyer, input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'OUT_OF_STOCK')
      throw await outOfStockNamingBooks(db, buyer, error);
    throw error;
  }
}

/**
 * Another order took the copies between the pricing and the taking (the statement refuses
 * the whole order, its transaction rolled back): the refusal names the books now short,
 * counting the copies the buyer's own pending order holds as theirs.
 */
async function outOfStockNamingBooks(
  db: Db,
  buyer: CheckoutBuyer,
  refusal: AppError,
): Promise<AppError> {
  const userId = 'userId' in buyer ? buyer.userId : sessionUser(db, buyer.sessionKey, buyer.now);
  const short = await db
    .selectFrom('basket_lines as l')
    .innerJoin('baskets as b', 'b.id', 'l.basket_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select('p.title')
    .where('b.user_id', '=', userId)
    .where(
      sql<boolean>`l.qty > p.available + COALESCE((
        SELECT sum(ol.qty)::int FROM orders o
        JOIN order_parts op ON op.order_id = o.id
        JOIN order_lines ol ON ol.order_part_id = op.id
        WHERE o.user_id = b.user_id AND o.status = 'pending' AND ol.product_id = p.id
      ), 0)`,
    )
    .orderBy('l.id')
    .execute();
  if (short.length === 0) return refusal;
  return new AppError('OUT_OF_STOCK', 409, 'outOfStockBooks', {
    books: short.map((line) => `«${line.title}»`).join(', '),
  });
}

async function createOrderOnce(
  db: Db,
  buyer: CheckoutBuyer,
  input: CreateOrderInput,
): Promise<CreatedOrder> {
  return db.transaction().execute(async (tx) => {
    // One checkout at a time per account: concurrent calls queue on the basket row.
    const [basket] = await ('userId' in buyer
      ? lockedBasketOfUser(tx, buyer.userId)
      : lockedBasketOfSession(tx, buyer.sessionKey, buyer.now));
    if (!basket) throw await noBasket(tx, buyer);
    const userId = basket.user_id;
    // The basket asked for is an account's: never null, but the type cannot know it.
    if (userId === null) throw notLoggedIn();
    if (basket.lines.length === 0) throw fail('EMPTY_BASKET', 409, 'emptyBasket');

    // The shipping it chose is remembered by the order's own statement (insertOrder).
    const state = await priceCheckout(
      tx,
      { userId },
      {
        selectedShippings: input.selectedShippings ?? basket.selected_shippings,
        shippingAddressId: input.shippingAddressId,
        billingAddressId: input.billingAddressId,
      },
      { rememberShippings: false },
    );
    // The pricing leaves out what cannot be bought (a closed bookshop's books, copies no
    // longer in stock: purchasableLines); the order is for the whole basket or nothing.
    const short = linesShortOfCopies(basket.lines, state.lines);
    if (short.length > 0) {
      throw new AppError('UNAVAILABLE_LINES', 409, 'unavailableBooks', {
        books: short.map((line) => `«${line.title}»`).join(', '),
      });
    }
    if (state.removedCodes.length > 0) throw fail('DISCOUNT_CODES_CHANGED', 409, 'discountRemoved');
    checkOrderRules(state, input);

    const fingerprint = orderFingerprint(state, input);
    // Read with the prices, after the basket's lock: a concurrent checkout of this account
    // has committed its order by then.
    const pending = state.pendingOrders;
    const existing = pending.find((o) => o.basket_fingerprint === fingerprint);
    if (existing) {
      if (state.changedShippings)
        await rememberSelectedShippings(tx, userId, state.changedShippings);
      return {
        orderNumber: existing.number,
        orderId: existing.id,
        created: false,
        replacedOrderIds: [],
      };
    }

    // A changed basket replaces the previous pending order, releasing what it held.
    const replacedOrderIds: number[] = [];
    for (const order of pending) {
      if (await cancelOrder(tx, order.id, 'replaced')) replacedOrderIds.push(order.id);
    }

    const order = await insertOrder(tx, userId, state, input, fingerprint);
    await recordCodeUses(tx, userId, order.id, state);
    await debitStoreCredit(tx, userId, order.id, state.totals.borsellino);
    await settleAtCreation(tx, order.id, state, input.paymentMethod);
    // The stock last, sent with the commit: its rows are the ones every buyer of a book
    // queues on, so they are locked as late, and let go as early, as can be.
    await reserveStock(tx, state);
    return { orderNumber: order.number, orderId: order.id, created: true, replacedOrderIds };
  });
}

/** The basket's lines the pricing could not sell whole (no copies, fewer, a closed shop). */
function linesShortOfCopies(
  basketLines: readonly { product_id: number; qty: number; title: string }[],
  sellable: readonly { productId: number; qty: number }[],
) {
  const sold = new Map(sellable.map((line) => [line.productId, line.qty]));
  return basketLines.filter((line) => (sold.get(line.product_id) ?? 0) < line.qty);
}

function checkOrderRules(state: CheckoutState, input: CreateOrderInput): void {
  const needsAddress = [...state.shippingByBookshop.values()].some(
    (type) => type !== 'Shop_pickup',
  );
  if (needsAddress && state.shippingAddressId === null) {
    throw fail('SHIPPING_ADDRESS_REQUIRED', 400, 'shippingAddressRequired');
  }
  if (input.invoice && (!state.billing || !isBillingComplete(state.billing))) {
    throw fail('BILLING_INCOMPLETE', 400, 'billingIncomplete');
  }
  if (input.paymentMethod && !allowedPaymentMethods(state).includes(input.paymentMethod)) {
    throw fail('PAYMENT_METHOD_NOT_ALLOWED', 400, 'paymentMethodNotAllowed');
  }
}

/** What makes two checkouts "the same": lines, prices, shipping, codes, addresses, options. */
function orderFingerprint(state: CheckoutState, input: CreateOrderInput): string {
  const material = {
    lines: state.lines.map((l) => [l.productId, l.qty, l.totalCents]),
    shipping: [...state.shippingByBookshop].sort(([a], [b]) => a - b),
    codes: state.totals.discounts.map((d) => [d.code, d.valueCents]),
    totals: [state.totals.totale, state.totals.borsellino],
    shippingAddressId: state.shippingAddressId,
    billingAddressId: state.billingAddressId,
    notes: input.notes,
    invoice: input.invoice,
    present: input.present,
    pa: input.pa,
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('base64url');
}

/**
 * Takes the stock, rows locked in id order, and commits: the transaction's last statement.
 * Refuses the whole order if any copy is missing.
 */
async function reserveStock(tx: Db, state: CheckoutState): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of state.lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  const books = JSON.stringify([...wanted].map(([id, qty]) => ({ id, qty })));
  // Locks the rows in id order (like every stock writer: no deadlocks) and takes the stock
  // only if every book has enough: one statement, its text the same for any basket. FOR NO
  // KEY UPDATE is the lock an UPDATE takes: it queues the other stock writers but not the
  // foreign keys' checks (a book added to a basket meanwhile need not wait for the commit).
  // A shortfall fails the statement (refuse), so the commit sent with it rolls back. The
  // books come as JSON rather than arrays: PostgreSQL sizes an array's unnest from its
  // values, so a plan made without them looked costlier and it planned the statement anew
  // on every order; a JSON recordset is sized the same either way, so one plan serves all.
  // But sized at a hundred books, which the plan found cheaper to seek by reading the whole
  // catalogue: the books are looked up by the ids of an array made when the statement
  // runs, which the planner sizes at ten, as a basket is (docs/perf-log.md, step 39).
  try {
    await lastStatement(
      tx,
      sql`
      WITH wanted AS (
        SELECT * FROM json_to_recordset(${books}::json) AS w(id bigint, qty int)
      ), locked AS (
        SELECT p.id, p.available, wanted.qty FROM products p JOIN wanted ON wanted.id = p.id
        WHERE p.id = ANY (ARRAY(SELECT id FROM wanted))
        ORDER BY p.id FOR NO KEY UPDATE OF p
      ), short AS (
        SELECT count(*) AS n FROM locked WHERE locked.available < locked.qty
      ), taken AS (
        UPDATE products SET available = products.available - locked.qty
        FROM locked WHERE products.id = locked.id AND (SELECT n FROM short) = 0
      )
      -- A data-modifying CTE runs whether or not it is read.
      SELECT CASE WHEN (SELECT n FROM short) > 0 THEN refuse('OUT_OF_STOCK') ELSE 0 END AS short`,
    );
  } catch (error) {
    if (refusalCode(error) === 'OUT_OF_STOCK') throw fail('OUT_OF_STOCK', 409, 'outOfStock');
    throw error;
  }
}

/** What the order's statement is given (insertOrderStatement). */
interface OrderValues {
  number: string;
  userId: number;
  fingerprint: string;
  paymentMethod: PaymentMethodCode | null;
  shippingAddressId: number | null;
  billingAddressId: number | null;
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
  partShipping: number[];
  lineBookshops: number[];
  lineProducts: number[];
  lineTitles: string[];
  lineQtys: number[];
  lineTotals: number[];
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
          'shipping_cents',
        ])
        .expression(
          sql`SELECT placed.id, p.bookshop_id, p.shipping_type, p.goods, p.discount, p.shipping
            FROM placed, unnest(${v.partBookshops}::bigint[], ${v.partShippingTypes}::text[],
              ${v.partGoods}::int[], ${v.partDiscounts}::int[], ${v.partShipping}::int[])
              WITH ORDINALITY AS p(bookshop_id, shipping_type, goods, discount, shipping, n)
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
        ])
        .expression(
          sql`SELECT parts.id, l.product_id, l.title, l.qty, l.total / l.qty, l.total
          FROM unnest(${v.lineBookshops}::bigint[], ${v.lineProducts}::bigint[],
            ${v.lineTitles}::text[], ${v.lineQtys}::int[], ${v.lineTotals}::int[])
            WITH ORDINALITY AS l(bookshop_id, product_id, title, qty, total, n)
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

async function insertOrder(
  tx: Db,
  userId: number,
  state: CheckoutState,
  input: CreateOrderInput,
  fingerprint: string,
) {
  const { totals } = state;
  const [shippingAddress, billingAddress] = await Promise.all([
    state.shippingAddressId === null
      ? null
      : tx
          .selectFrom('shipping_addresses')
          .selectAll()
          .where('id', '=', state.shippingAddressId)
          .executeTakeFirst(),
    state.billingAddressId === null
      ? null
      : tx
          .selectFrom('billing_addresses')
          .selectAll()
          .where('id', '=', state.billingAddressId)
          .executeTakeFirst(),
  ]);
  const parts = [...totals.byBookshop].map(([bookshopId, part]) => ({
    bookshopId,
    shippingType: state.shippingByBookshop.get(bookshopId) ?? 'Shop_pickup',
    ...part,
  }));
  const lines = state.lines;
  const changed = state.changedShippings;
  const values: Omit<OrderValues, 'number'> = {
    userId,
    fingerprint,
    paymentMethod: input.paymentMethod,
    shippingAddressId: state.shippingAddressId,
    billingAddressId: input.invoice ? state.billingAddressId : null,
    shippingAddress: shippingAddress ? JSON.stringify(shippingAddress) : null,
    billingAddress: input.invoice && billingAddress ? JSON.stringify(billingAddress) : null,
    notes: input.notes,
    invoice: input.invoice,
    present: input.present,
    numeroOrdineAcquisto: input.pa.numero_ordine_acquisto || null,
    dataOrdineAcquisto: input.pa.data_ordine_acquisto || null,
    cig: input.pa.cig || null,
    cup: input.pa.cup || null,
    goodsCents: totals.merce + totals.sconto,
    discountCents: totals.sconto,
    shippingCents: totals.costoSpedizione,
    storeCreditCents: totals.borsellino,
    totalCents: totals.totale,
    vatCents: totals.imposta,
    partBookshops: parts.map((p) => p.bookshopId),
    partShippingTypes: parts.map((p) => p.shippingType),
    partGoods: parts.map((p) => p.goods),
    partDiscounts: parts.map((p) => p.discount),
    partShipping: parts.map((p) => p.shipping),
    lineBookshops: lines.map((l) => l.bookshopId),
    lineProducts: lines.map((l) => l.productId),
    lineTitles: lines.map((l) => l.title),
    lineQtys: lines.map((l) => l.qty),
    lineTotals: lines.map((l) => l.totalCents),
    rememberShippings: changed !== null,
    selectedShippings: JSON.stringify(changed ?? []),
  };
  // A taken order number inserts nothing: try another.
  let order: { id: number; number: string } | undefined;
  for (let attempt = 0; !order && attempt < 5; attempt += 1) {
    [order] = await insertOrderStatement(tx, { ...values, number: newOrderNumber() });
  }
  if (!order) throw new Error('could not allocate an order number');
  return order;
}

/** One use per account, and never past a code's total uses (takeCodeUse). */
async function recordCodeUses(
  tx: Db,
  userId: number,
  orderId: number,
  state: CheckoutState,
): Promise<void> {
  for (const discount of state.totals.discounts) {
    const use = { userId, orderId, amountCents: discount.valueCents };
    if (!(await takeCodeUse(tx, { code: discount.code }, use)))
      throw fail('DISCOUNT_CODE_USED_UP', 409, 'discountAlreadyUsed');
  }
}

async function debitStoreCredit(
  tx: Db,
  userId: number,
  orderId: number,
  amountCents: number,
): Promise<void> {
  if (!(await takeStoreCredit(tx, amountCents, { userId, orderId, reason: 'order' })))
    throw fail('STORE_CREDIT_CHANGED', 409, 'storeCreditChanged');
}

/** Store credit covering everything pays at once; deferred payment confirms without a charge. */
async function settleAtCreation(
  tx: Db,
  orderId: number,
  state: CheckoutState,
  method: PaymentMethodCode | null,
) {
  if (
    method !== 'STORE_CREDIT' &&
    method !== 'MANUAL' &&
    !(state.totals.totale === 0 && method === null)
  )
    return;
  const provider = method === 'MANUAL' ? 'manual' : 'store_credit';
  await tx
    .insertInto('payments')
    .values({
      order_id: orderId,
      provider,
      method: method ?? 'STORE_CREDIT',
      status: method === 'MANUAL' ? 'processing' : 'succeeded',
      amount_cents: method === 'MANUAL' ? state.totals.totale : state.totals.borsellino,
      idempotency_key: `order-${orderId}-${provider}`,
    })
    .execute();
  await settleOrder(tx, orderId, method === 'MANUAL' ? 'deferred' : 'paid');
}
