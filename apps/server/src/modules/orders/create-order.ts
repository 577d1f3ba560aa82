import { createHash } from 'node:crypto';
import type { PaData } from '@scaffale/domain/addresses';
import type { Db } from '../../db/database.ts';
import type { PaymentMethodCode } from '../../db/types.ts';
import { AppError, notLoggedIn } from '../../http/errors.ts';
import { sessionUser, type Buyer } from '../account/identity.ts';
import { isBillingComplete } from '../addresses/addresses.service.ts';
import { rememberSelectedShippings } from '../checkout/checkout.repo.ts';
import {
  priceCheckout,
  type CheckoutState,
  type SelectedShipping,
} from '../checkout/checkout.service.ts';
import { takeCodeUse } from './code-uses.repo.ts';
import { noBasket, OrderErrors } from './errors.ts';
import { cancelOrder, settleOrder } from './order-state.ts';
import {
  addressSnapshots,
  insertOrderRows,
  insertSettlementPayment,
  lockedBasketOfSession,
  lockedBasketOfUser,
  orderPlacedFromLines,
  orderSettledSinceBasketFilled,
  type OrderValues,
} from './orders.repo.ts';
import { allowedPaymentMethods } from './payment-methods.ts';
import { booksShortOfCopies, takeStock } from './stock.repo.ts';
import { lockClientNetwork, unpaidCopiesHeld } from './unpaid-copies.repo.ts';
import { takeStoreCredit } from './wallet.repo.ts';

// Placing an order: one transaction, read as the steps it takes. The SQL is in the repos
// beside it (orders, stock, code uses, the Borsellino).

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
  /** The address the order is placed from (clientAddressOf(request.ip)), kept with it. */
  clientAddress?: string | null;
}

/**
 * The copies orders waiting for their payment may hold (MAX_UNPAID_COPIES,
 * MAX_UNPAID_COPIES_PER_ADDRESS): per account, and per client address whatever the
 * accounts (0: no cap per address).
 */
export interface UnpaidCopyLimits {
  perAccount: number;
  perAddress: number;
}

/**
 * The limits' defaults: a basket of ten books waits for its payment; more, or a client
 * of several accounts past twenty, would keep other buyers from the shelves.
 */
export const DEFAULT_UNPAID_COPY_LIMITS: UnpaidCopyLimits = { perAccount: 10, perAddress: 20 };

export interface CreatedOrder {
  orderNumber: string;
  orderId: number;
  created: boolean;
  /** The buyer's pending orders this one replaced (cancelled, their goods given back). */
  replacedOrderIds: number[];
}

/**
 * One transaction: re-price the basket on the server, reserve the stock with conditional
 * updates, record code uses and the store-credit debit, split the order per bookshop.
 * The same unchanged basket gives back the same pending order.
 */
export async function createOrder(
  db: Db,
  buyer: Buyer,
  input: CreateOrderInput,
  limits: UnpaidCopyLimits = DEFAULT_UNPAID_COPY_LIMITS,
): Promise<CreatedOrder> {
  try {
    return await createOrderOnce(db, buyer, input, limits);
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
async function outOfStockNamingBooks(db: Db, buyer: Buyer, refusal: AppError): Promise<AppError> {
  const userId = 'userId' in buyer ? buyer.userId : sessionUser(db, buyer.sessionKey, buyer.now);
  const short = await booksShortOfCopies(db, userId);
  if (short.length === 0) return refusal;
  return OrderErrors.outOfStockBooks({
    books: short.map((line) => `«${line.title}»`).join(', '),
  });
}

/** The answer to a checkout whose basket an earlier call of the same checkout placed. */
function orderAlreadyPlaced(order: { id: number; number: string }): CreatedOrder {
  return { orderNumber: order.number, orderId: order.id, created: false, replacedOrderIds: [] };
}

async function createOrderOnce(
  db: Db,
  buyer: Buyer,
  input: CreateOrderInput,
  limits: UnpaidCopyLimits,
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
    if (basket.lines.length === 0) {
      const placed = await orderSettledSinceBasketFilled(tx, userId, basket.updated_at);
      if (placed) return orderAlreadyPlaced(placed);
      throw OrderErrors.emptyBasket();
    }
    // One checkout at a time per client address too, when its orders are capped: taken
    // before any stock row, so that no order holding stock ever waits for it.
    const clientAddress = limits.perAddress > 0 ? (input.clientAddress ?? null) : null;
    if (clientAddress !== null) await lockClientNetwork(tx, clientAddress);

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
      // The lines were read with the lock, as they stood before a checkout of the same basket
      // that held it placed them (settled at creation: nothing to pay, the Borsellino, deferred)
      // and took them out: that order is this checkout's answer too.
      const placed = await orderPlacedFromLines(tx, userId, basket.lines);
      if (placed) return orderAlreadyPlaced(placed);
      throw OrderErrors.unavailableLines({
        books: short.map((line) => `«${line.title}»`).join(', '),
      });
    }
    if (state.removedCodes.length > 0) throw OrderErrors.discountCodesChanged();
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

    if (!settlesAtCreation(state, input.paymentMethod))
      await refuseTooManyUnpaidCopies(tx, userId, clientAddress, state.lines, limits);

    const order = await insertOrder(tx, userId, state, input, fingerprint);
    await recordCodeUses(tx, userId, order.id, state);
    await debitStoreCredit(tx, userId, order.id, state.totals.storeCredit);
    await settleAtCreation(tx, order.id, state, input.paymentMethod);
    // The stock last, sent with the commit: its rows are the ones every buyer of a book
    // queues on, so they are locked as late, and let go as early, as can be.
    await takeStock(tx, state.lines);
    return { orderNumber: order.number, orderId: order.id, created: true, replacedOrderIds };
  });
}

/**
 * An order waiting for its payment holds its copies (UNPAID_ORDER_MINUTES by card or PayPal,
 * five days for a bank transfer): refused when the account's unpaid orders, or those placed from the
 * client's address, would hold more than their limit with it. The account's checkouts queue
 * on its basket and the address's on its lock, so two orders never both fit in the last room;
 * the orders this one replaces were cancelled before, and count no more.
 */
async function refuseTooManyUnpaidCopies(
  tx: Db,
  userId: number,
  clientAddress: string | null,
  lines: readonly { qty: number }[],
  limits: UnpaidCopyLimits,
): Promise<void> {
  const ordered = lines.reduce((sum, line) => sum + line.qty, 0);
  const held = await unpaidCopiesHeld(tx, userId, clientAddress);
  if (held.byAccount + ordered > limits.perAccount)
    throw OrderErrors.tooManyUnpaidCopies({
      max: limits.perAccount,
      ordered,
      held: held.byAccount,
    });
  if (clientAddress !== null && held.byClient + ordered > limits.perAddress)
    throw OrderErrors.tooManyUnpaidCopiesFromAddress({ max: limits.perAddress });
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
    throw OrderErrors.shippingAddressRequired();
  }
  if (input.invoice && (!state.billing || !isBillingComplete(state.billing))) {
    throw OrderErrors.billingIncomplete();
  }
  if (input.paymentMethod && !allowedPaymentMethods(state).includes(input.paymentMethod)) {
    throw OrderErrors.paymentMethodNotAllowed();
  }
}

/** What makes two checkouts "the same": lines, prices, shipping, codes, addresses, options. */
function orderFingerprint(state: CheckoutState, input: CreateOrderInput): string {
  const material = {
    lines: state.lines.map((l) => [l.productId, l.qty, l.totalCents]),
    shipping: [...state.shippingByBookshop].sort(([a], [b]) => a - b),
    codes: state.totals.discounts.map((d) => [d.code, d.valueCents]),
    totals: [state.totals.total, state.totals.storeCredit],
    shippingAddressId: state.shippingAddressId,
    billingAddressId: state.billingAddressId,
    notes: input.notes,
    invoice: input.invoice,
    present: input.present,
    pa: input.pa,
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('base64url');
}

async function insertOrder(
  tx: Db,
  userId: number,
  state: CheckoutState,
  input: CreateOrderInput,
  fingerprint: string,
) {
  const { totals } = state;
  const [shippingAddress, billingAddress] = await addressSnapshots(
    tx,
    state.shippingAddressId,
    state.billingAddressId,
  );
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
    clientAddress: input.clientAddress ?? null,
    shippingAddress: shippingAddress ? JSON.stringify(shippingAddress) : null,
    billingAddress: input.invoice && billingAddress ? JSON.stringify(billingAddress) : null,
    notes: input.notes,
    invoice: input.invoice,
    present: input.present,
    numeroOrdineAcquisto: input.pa.numero_ordine_acquisto || null,
    dataOrdineAcquisto: input.pa.data_ordine_acquisto || null,
    cig: input.pa.cig || null,
    cup: input.pa.cup || null,
    goodsCents: totals.goods + totals.discount,
    discountCents: totals.discount,
    shippingCents: totals.shipping,
    storeCreditCents: totals.storeCredit,
    totalCents: totals.total,
    vatCents: totals.vat,
    partBookshops: parts.map((p) => p.bookshopId),
    partShippingTypes: parts.map((p) => p.shippingType),
    partGoods: parts.map((p) => p.goods),
    partDiscounts: parts.map((p) => p.discount),
    partBookshopDiscounts: parts.map((p) => p.bookshopDiscount),
    partShipping: parts.map((p) => p.shipping),
    lineBookshops: lines.map((l) => l.bookshopId),
    lineProducts: lines.map((l) => l.productId),
    lineTitles: lines.map((l) => l.title),
    lineQtys: lines.map((l) => l.qty),
    lineTotals: lines.map((l) => l.totalCents),
    lineFloors: lines.map((l) => l.floorCents),
    rememberShippings: changed !== null,
    selectedShippings: JSON.stringify(changed ?? []),
  };
  return insertOrderRows(tx, values);
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
      throw OrderErrors.discountCodeUsedUp();
  }
}

async function debitStoreCredit(
  tx: Db,
  userId: number,
  orderId: number,
  amountCents: number,
): Promise<void> {
  if (!(await takeStoreCredit(tx, amountCents, { userId, orderId, reason: 'order' })))
    throw OrderErrors.storeCreditChanged();
}

/** Store credit covering everything pays at once; deferred payment confirms without a charge. */
function settlesAtCreation(state: CheckoutState, method: PaymentMethodCode | null): boolean {
  return (
    method === 'STORE_CREDIT' ||
    method === 'MANUAL' ||
    (state.totals.total === 0 && method === null)
  );
}

async function settleAtCreation(
  tx: Db,
  orderId: number,
  state: CheckoutState,
  method: PaymentMethodCode | null,
) {
  if (!settlesAtCreation(state, method)) return;
  const settled = method === 'MANUAL' ? 'MANUAL' : 'STORE_CREDIT';
  const amountCents = settled === 'MANUAL' ? state.totals.total : state.totals.storeCredit;
  await insertSettlementPayment(tx, orderId, settled, amountCents);
  await settleOrder(tx, orderId, method === 'MANUAL' ? 'deferred' : 'paid');
}
