// What the book-price law (L. 128/2011 as amended by L. 15/2020) allows off a copy's cover
// price (docs/spec/catalogue-by-book.md §4): 5% on a new book sold to a consumer; nothing
// limits a used copy.

export const BOOK_CONDITIONS = ['NEW', 'USED'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

/** The largest discount, in percent, the law allows on a copy in this condition. */
export function maxDiscountPercent(condition: BookCondition): number {
  return condition === 'NEW' ? 5 : 100;
}
