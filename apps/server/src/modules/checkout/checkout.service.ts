import { lawfulUnitPrice, priceFloorCents } from '@scaffale/domain/book-price';
import {
  defaultShippingType,
  isShippingType,
  parcelWeight,
  shippingCost,
  type ShippingType,
} from '@scaffale/domain/shipping';
import {
  checkDiscount,
  computeTotals,
  type BookshopGoods,
  type CartTotals,
  type DiscountRule,
} from '@scaffale/domain/totals';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import type { PricedLineRow } from '../basket/basket.repo.ts';
import type { Buyer } from '../account/identity.ts';
import { parseBillingWireId } from '../addresses/addresses.service.ts';
import {
  loadCheckout,
  ownedBillingAddress,
  ownedShippingAddress,
  rememberSelectedShippings,
  type BillingDetails,
  type PendingOrderRow,
} from './checkout.repo.ts';
import { removeCodesFromBasket, type BasketCodeRow } from './discount-codes.repo.ts';
import { ShippingErrors } from '../shipping/errors.ts';
import { CheckoutErrors } from './errors.ts';

export interface SelectedShipping {
  codelib: string;
  shipping: ShippingType;
}

export interface CheckoutInput {
  selectedShippings: readonly SelectedShipping[];
  shippingAddressId: string | null;
  billingAddressId: string | null;
}

/** A line the buyer can have now: in stock, bookshop open; qty capped by the stock. */
export interface PurchasableLine {
  productId: number;
  bookshopId: number;
  title: string;
  qty: number;
  priceCents: number;
  discountPercent: number;
  weightGrams: number;
  /** The copies at their price after the product's discount, within the book-price law. */
  totalCents: number;
  /** The lowest the law lets the copies be sold at, codes included (the buyer's cap). */
  floorCents: number;
}

export function purchasableLines(rows: readonly PricedLineRow[]): PurchasableLine[] {
  return rows
    .filter((r) => !r.in_vacation && r.available > 0)
    .map((r) => {
      const qty = Math.min(r.qty, r.available);
      const unit = lawfulUnitPrice(r.price_cents, r.discount_percent, r.max_discount_percent);
      return {
        productId: r.id,
        bookshopId: r.bookshop_id,
        title: r.title,
        qty,
        priceCents: r.price_cents,
        discountPercent: r.discount_percent,
        weightGrams: r.weight_grams,
        totalCents: unit * qty,
        floorCents: priceFloorCents(r.price_cents, r.max_discount_percent) * qty,
      };
    });
}

/**
 * Per bookshop: its lines' goods, and how much of them codes may take (the goods less the
 * lines' floors under the book-price law).
 */
export function goodsByBookshop(
  lines: readonly PurchasableLine[],
): Map<number, { goodsCents: number; roomCents: number }> {
  const goods = new Map<number, { goodsCents: number; roomCents: number }>();
  for (const line of lines) {
    const shop = goods.get(line.bookshopId) ?? { goodsCents: 0, roomCents: 0 };
    shop.goodsCents += line.totalCents;
    shop.roomCents += line.totalCents - line.floorCents;
    goods.set(line.bookshopId, shop);
  }
  return goods;
}

export function toDiscountRule(
  row: Pick<BasketCodeRow, 'code' | 'kind' | 'percent' | 'amount_cents' | 'bookshop_id'>,
): DiscountRule {
  return row.kind === 'PERCENT'
    ? { code: row.code, kind: 'PERCENT', percent: row.percent ?? 0, bookshopId: row.bookshop_id }
    : {
        code: row.code,
        kind: 'FIXED',
        amountCents: row.amount_cents ?? 0,
        bookshopId: row.bookshop_id,
      };
}

export interface CheckoutState {
  lines: PurchasableLine[];
  shippingByBookshop: Map<number, ShippingType>;
  totals: CartTotals;
  removedCodes: string[];
  shippingAddressId: number | null;
  billingAddressId: number | null;
  billing: BillingDetails | null;
  /** The account's orders waiting for payment, read with the rest (createOrder's). */
  pendingOrders: PendingOrderRow[];
  /**
   * The shipping chosen per bookshop when it differs from the one the basket remembers
   * (written unless the caller writes it itself: `{ rememberShippings: false }`); else null.
   */
  changedShippings: SelectedShipping[] | null;
}

/**
 * Re-prices the account's basket on the server: purchasable lines, the chosen shipping per
 * bookshop at the address's country, the basket's codes (dropping those no longer valid)
 * and store credit. A constant number of statements whatever the basket size.
 */
export async function priceCheckout(
  db: Db,
  buyer: Buyer,
  input: CheckoutInput,
  { rememberShippings = true }: { rememberShippings?: boolean } = {},
): Promise<CheckoutState> {
  const { shippingAddressId, billingAddressId } = parseAddressIds(input);

  // One statement whatever the basket (the session's account included).
  const context = await loadCheckout(db, buyer, { shippingAddressId, billingAddressId });
  const { userId, codes, offered, rates, billing } = context;
  if (userId === null) throw notLoggedIn();
  if (shippingAddressId !== null && context.shippingCountry === null) throw addressNotFound();
  if (billingAddressId !== null && !billing) throw addressNotFound();

  const lines = purchasableLines(context.lines);
  const goods = goodsByBookshop(lines);
  const bookshopIds = [...goods.keys()];
  const destCountry = context.shippingCountry ?? 'IT';

  const chosen = new Map<number, ShippingType>();
  for (const selected of input.selectedShippings) {
    const id = parseId(selected.codelib);
    if (id !== null && isShippingType(selected.shipping)) chosen.set(id, selected.shipping);
  }
  const shippingByBookshop = new Map<number, ShippingType>();
  const shops: BookshopGoods[] = bookshopIds.map((bookshopId) => {
    const types = offered.get(bookshopId) ?? [];
    const wanted = chosen.get(bookshopId);
    const type = wanted && types.includes(wanted) ? wanted : defaultShippingType(types);
    const weight = parcelWeight(lines.filter((l) => l.bookshopId === bookshopId));
    if (type) shippingByBookshop.set(bookshopId, type);
    return {
      bookshopId,
      ...(goods.get(bookshopId) ?? { goodsCents: 0, roomCents: 0 }),
      shippingCents: type
        ? shippingCost(rates.get(bookshopId) ?? [], type, destCountry, weight)
        : null,
    };
  });

  // A code that no longer applies (expired, used, bookshop gone, over the total) leaves.
  const invalid = codes.filter(
    (c) => c.expired || c.used_up || checkDiscount(toDiscountRule(c), shops) !== null,
  );
  const valid = codes.filter((c) => !invalid.includes(c));
  const selected = [...shippingByBookshop].map(([id, shipping]) => ({
    codelib: String(id),
    shipping,
  }));
  // Written only when it changed: a checkout re-priced as it is writes nothing.
  const changedShippings = sameSelection(selected, context.selectedShippings) ? null : selected;
  await Promise.all([
    removeCodesFromBasket(
      db,
      userId,
      invalid.map((c) => c.id),
    ),
    changedShippings && rememberShippings
      ? rememberSelectedShippings(db, userId, changedShippings)
      : null,
  ]);

  const totals = computeTotals(shops, valid.map(toDiscountRule), context.walletCents);
  if (!totals) throw ShippingErrors.notAvailable();
  return {
    lines,
    shippingByBookshop,
    totals,
    removedCodes: invalid.map((c) => c.code),
    shippingAddressId,
    billingAddressId,
    billing: billing ?? null,
    pendingOrders: context.pendingOrders,
    changedShippings,
  };
}

function sameSelection(a: readonly SelectedShipping[], b: readonly SelectedShipping[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.codelib === b[i]?.codelib && x.shipping === b[i]?.shipping)
  );
}

function addressNotFound() {
  return CheckoutErrors.addressNotFound();
}

type AddressIds = Pick<CheckoutInput, 'shippingAddressId' | 'billingAddressId'>;

/** The wire ids as database ids; a malformed one is refused like one that does not exist. */
function parseAddressIds(input: AddressIds) {
  const shippingAddressId =
    input.shippingAddressId === null ? null : parseId(input.shippingAddressId);
  const billingAddressId =
    input.billingAddressId === null ? null : parseBillingWireId(input.billingAddressId);
  if (input.shippingAddressId !== null && shippingAddressId === null) throw addressNotFound();
  if (input.billingAddressId !== null && billingAddressId === null) throw addressNotFound();
  return { shippingAddressId, billingAddressId };
}

/**
 * Refuses address ids that are not the account's (another account's, or none at all) with
 * the same ADDRESS_NOT_FOUND, for the calls that take them without pricing the checkout.
 */
export async function requireOwnAddresses(
  db: Db,
  userId: number,
  input: AddressIds,
): Promise<void> {
  const { shippingAddressId, billingAddressId } = parseAddressIds(input);
  const [address, billing] = await Promise.all([
    shippingAddressId === null ? null : ownedShippingAddress(db, userId, shippingAddressId),
    billingAddressId === null ? null : ownedBillingAddress(db, userId, billingAddressId),
  ]);
  if (shippingAddressId !== null && !address) throw addressNotFound();
  if (billingAddressId !== null && !billing) throw addressNotFound();
}
