import { lawfulUnitPrice } from '@scaffale/domain/book-price';
import { toDecimal } from '@scaffale/domain/money';
import type { Db } from '../../db/database.ts';
import { toProductView, type ProductTexts, type ProductView } from '../catalog/catalog.repo.ts';
import {
  addOneCopy,
  clampLinesToStock,
  type AddOutcome,
  loadBasketLines,
  loadBasketLinesOfSession,
  moveLine,
  removeCopies,
  type BasketLineRow,
  type BasketOwner,
} from './basket.repo.ts';
import { BasketErrors } from './errors.ts';

export interface BasketLineView {
  id: number;
  qty: number;
  /** The quantity before other buyers' orders left fewer copies; null when unchanged. */
  adjustedFrom: number | null;
  product: ProductView;
  total: string;
  /** For the rules that need cents (totals, shipping weight). */
  totalCents: number;
}

export interface BasketBookshopView {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  inVacation: boolean;
  vacationEnd: string | null;
  basketLines: BasketLineView[];
}

export interface BasketView {
  bookshops: BasketBookshopView[];
  itemNumber: number;
}

export const EMPTY_BASKET: BasketView = { bookshops: [], itemNumber: 0 };

/** Groups the lines by bookshop, in the order the query gave them. */
export function toBasketView(rows: readonly BasketLineRow[]): BasketView {
  const groups = new Map<number, BasketBookshopView>();
  let itemNumber = 0;
  for (const row of rows) {
    const product = toProductView(row);
    let group = groups.get(product.bookshop.id);
    if (!group) {
      const { id, name, city, countryCode, inVacation, vacationEnd } = product.bookshop;
      group = { id, name, city, countryCode, inVacation, vacationEnd, basketLines: [] };
      groups.set(id, group);
    }
    const totalCents =
      lawfulUnitPrice(row.price_cents, row.discount_percent, row.max_discount_percent) * row.qty;
    group.basketLines.push({
      id: row.line_id,
      qty: row.qty,
      adjustedFrom: row.adjusted_from,
      product,
      total: toDecimal(totalCents),
      totalCents,
    });
    itemNumber += row.qty;
  }
  return { bookshops: [...groups.values()], itemNumber };
}

/** The owner's basket, with the products' large texts in `texts` (the others are null). */
export async function readBasket(
  db: Db,
  owner: BasketOwner | null,
  texts: ProductTexts,
): Promise<BasketView> {
  if (!owner) return EMPTY_BASKET;
  return toBasketView(
    await withLinesClampedToStock(db, await loadBasketLines(db, owner, texts), () =>
      loadBasketLines(db, owner, texts),
    ),
  );
}

/**
 * The lines as read, or, when some ask for more copies than are left (other buyers took
 * them), as read again once lowered to the copies left (clampLinesToStock). Most reads find
 * nothing to lower: they cost nothing more.
 */
async function withLinesClampedToStock(
  db: Db,
  rows: BasketLineRow[],
  readAgain: () => Promise<BasketLineRow[]>,
): Promise<BasketLineRow[]> {
  const over = rows.filter((row) => row.qty > row.available && row.available > 0);
  if (over.length === 0) return rows;
  return (await clampLinesToStock(
    db,
    over.map((row) => row.line_id),
  ))
    ? readAgain()
    : rows;
}

/** The basket of whoever holds the session `sessionKey` (none: an empty basket). */
export async function readBasketOfSession(
  db: Db,
  sessionKey: string | null,
  texts: ProductTexts,
): Promise<BasketView> {
  if (!sessionKey) return EMPTY_BASKET;
  const read = () => loadBasketLinesOfSession(db, sessionKey, texts);
  return toBasketView(await withLinesClampedToStock(db, await read(), read));
}

/**
 * Adds one copy to the basket of whoever holds the session `sessionKey` and answers the
 * basket: one statement, the session looked up inside it. A visitor without a live session
 * gets one from `startGuestSession` first. A refusal has a stable code and changes nothing.
 */
export async function addToBasketOfSession(
  db: Db,
  sessionKey: string | null,
  productId: number,
  texts: ProductTexts,
  startGuestSession: () => Promise<BasketOwner>,
): Promise<BasketView> {
  if (sessionKey) {
    const added = await addOneCopy(db, { sessionKey, now: new Date() }, productId, texts);
    if (added.outcome !== 'NO_SESSION') return basketAfterAdd(added);
  }
  const owner = await startGuestSession();
  return basketAfterAdd(await addOneCopy(db, owner, productId, texts));
}

function basketAfterAdd({ outcome, lines }: { outcome: AddOutcome; lines: BasketLineRow[] }) {
  if (outcome === 'ADDED') return toBasketView(lines);
  // A holder given as an owner always exists: only a session key can be missing.
  if (outcome === 'NO_SESSION') throw new Error('no basket holder for an add');
  throw BasketErrors[outcome]();
}

/**
 * Removes copies from the basket of whoever holds the session `sessionKey` (none: nothing to
 * remove) and answers the basket: one statement, the session looked up inside it.
 */
export async function removeFromBasketOfSession(
  db: Db,
  sessionKey: string | null,
  productId: number,
  qty: number | null,
  texts: ProductTexts,
): Promise<BasketView> {
  if (qty !== null && (!Number.isInteger(qty) || qty < 1)) {
    throw BasketErrors.invalidQuantity();
  }
  if (!sessionKey) return EMPTY_BASKET;
  return toBasketView(
    await removeCopies(db, { sessionKey, now: new Date() }, productId, qty, texts),
  );
}

/**
 * Moves a line to another bookshop's copy of the same book (moveLine) and answers the
 * basket; a refusal has a stable code and changes nothing.
 */
export async function moveLineOfSession(
  db: Db,
  sessionKey: string | null,
  fromProductId: number,
  toProductId: number,
  texts: ProductTexts,
): Promise<BasketView> {
  if (!sessionKey) throw BasketErrors.PRODUCT_NOT_FOUND();
  const outcome = await moveLine(db, sessionKey, fromProductId, toProductId);
  if (outcome !== 'MOVED') throw BasketErrors[outcome]();
  return readBasketOfSession(db, sessionKey, texts);
}
