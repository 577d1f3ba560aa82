import type { Lang } from '../../../config/languages';
import type { Basket, BasketBookshop, BasketLine } from '../../../lib/basket-api';
import { parseCents } from '../../../lib/money';

// The cart's display rules (docs/spec/cart.md §2, §2.4), as pure functions of the server's basket.
// Every amount is integer cents; the decimal strings come from the server.

/** A line is unavailable when its stock is gone or its bookshop is on vacation. */
export function isLineAvailable(line: BasketLine, bookshop: BasketBookshop): boolean {
  return !bookshop.inVacation && line.product.available > 0;
}

export interface UnavailableLine {
  bookshopId: string;
  productId: string;
}

/** The basket's unavailable lines, in page order. */
export function unavailableLines(basket: Basket): UnavailableLine[] {
  return basket.bookshops.flatMap((bookshop) =>
    bookshop.basketLines
      .filter((line) => !isLineAvailable(line, bookshop))
      .map((line) => ({ bookshopId: bookshop.id, productId: line.product.id })),
  );
}

export const TITLE_MAX_WORDS = 10;

/** The title cut to 10 words followed by an ellipsis; 10 words or fewer stay whole. */
export function truncateTitle(title: string, maxWords = TITLE_MAX_WORDS): string {
  const words = title.trim().split(/\s+/);
  if (words.length <= maxWords) return title.trim();
  return `${words.slice(0, maxWords).join(' ')}…`;
}

/** The bookshop's buyable lines: none while it is on vacation. */
export function availableLines(bookshop: BasketBookshop): BasketLine[] {
  return bookshop.basketLines.filter((line) => isLineAvailable(line, bookshop));
}

/** Goods total of the buyable lines, from the server's line totals. */
export function goodsCents(bookshop: BasketBookshop): number {
  return availableLines(bookshop).reduce((sum, line) => sum + parseCents(line.total), 0);
}

/** Parcel weight in grams: sum of weight × qty over the buyable lines (docs/spec/cart.md §2.4). */
export function parcelWeightGrams(bookshop: BasketBookshop): number {
  return availableLines(bookshop).reduce(
    (sum, line) => sum + Math.round(line.product.weight) * line.qty,
    0,
  );
}

/** Whether the bookshop needs a shipping choice: open and with something to send. */
export function needsShipping(bookshop: BasketBookshop): boolean {
  return !bookshop.inVacation && availableLines(bookshop).length > 0;
}

/** docs/spec/cart.md §2.4: it→IT, en→GB, fr→FR, es→ES, otherwise IT. */
const DEFAULT_DESTINATION: Record<Lang, string> = { it: 'IT', en: 'GB', fr: 'FR', es: 'ES' };

export function defaultDestinationCountry(lang: string): string {
  return (DEFAULT_DESTINATION as Record<string, string | undefined>)[lang] ?? 'IT';
}

/** Quantity limits: never below 1, never above the stock; buttons only when stock > 1. */
export function quantityLimits(line: BasketLine) {
  const { available } = line.product;
  return {
    showButtons: available > 1,
    canDecrease: line.qty > 1,
    canIncrease: line.qty < available,
  };
}
