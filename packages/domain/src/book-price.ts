import { discountedUnitPrice, type Cents } from './money.ts';

// What the book-price law (L. 128/2011 art. 2 as amended by L. 15/2020) allows off a copy's
// cover price, and how the cart keeps to it (docs/spec/book-price-law.md). The database
// computes the same cap for its reads (book_max_discount, migration 0026); a property test
// holds the two together.

export const BOOK_CONDITIONS = ['NEW', 'USED'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

/** A new book sold to a consumer (art. 2 c. 3). */
export const NEW_BOOK_MAX_DISCOUNT = 5;
/** A school textbook (art. 2 c. 3), and any book in the promotion month (c. 4-bis). */
export const TEXTBOOK_MAX_DISCOUNT = 15;
export const PROMOTION_MAX_DISCOUNT = 15;
/** Where the law does not apply. */
export const NO_CAP = 100;

/** What decides a copy's cap, as the product carries it. */
export interface CopyFacts {
  condition: BookCondition;
  textbook: boolean;
  /** Out of print (edizione esaurita) or antique: the law does not apply. */
  outOfPrint: boolean;
  /** The edition's publication date, YYYY-MM-DD; null when unknown (no exemption by age). */
  publishedOn: string | null;
  /** The day (Europe/Rome, YYYY-MM-DD) the bookshop last bought copies of it. */
  lastRestockedOn: string;
}

/** The sale's side of the rule. */
export interface SaleFacts {
  /** Today in Europe/Rome, YYYY-MM-DD. */
  today: string;
  /** The administrator opened this month as the year's promotion month. */
  promotionMonth: boolean;
}

/** The same day `months` months before `day` (the month's last day when it is shorter). */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/**
 * The largest discount, in percent, the law allows a consumer on this copy: none for a used,
 * antique or out-of-print copy, nor for an edition published at least 20 months ago that the
 * bookshop has not restocked for 6 months (art. 2 c. 5); 15 for a school textbook, and in the
 * promotion month for a book published more than 6 months ago; 5 otherwise.
 */
export function maxDiscountPercent(copy: CopyFacts, sale: SaleFacts): number {
  if (copy.condition === 'USED' || copy.outOfPrint) return NO_CAP;
  const published = copy.publishedOn;
  if (
    published !== null &&
    published <= monthsBefore(sale.today, 20) &&
    copy.lastRestockedOn <= monthsBefore(sale.today, 6)
  )
    return NO_CAP;
  if (copy.textbook) return TEXTBOOK_MAX_DISCOUNT;
  if (sale.promotionMonth && published !== null && published <= monthsBefore(sale.today, 6))
    return PROMOTION_MAX_DISCOUNT;
  return NEW_BOOK_MAX_DISCOUNT;
}

/**
 * The lowest a copy may be sold at: price × (100 − cap) / 100, rounded up to the cent so
 * that no rounding takes it below the law's figure.
 */
export function priceFloorCents(priceCents: Cents, maxPercent: number): Cents {
  const hundredths = priceCents * (100 - maxPercent);
  const whole = (hundredths - (hundredths % 100)) / 100;
  return hundredths % 100 > 0 ? whole + 1 : whole;
}

/**
 * A copy's price after the product's own discount, never below the floor: a discount the
 * staff set before the cap fell (a restock, the promotion month over) counts only up to it.
 */
export function lawfulUnitPrice(
  priceCents: Cents,
  discountPercent: number,
  maxPercent: number,
): Cents {
  return Math.max(
    discountedUnitPrice(priceCents, discountPercent),
    priceFloorCents(priceCents, maxPercent),
  );
}
