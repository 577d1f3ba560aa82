import { assertCents, mulDivHalfUp, type Cents } from '@scaffale/domain/money';
import { prorate } from '@scaffale/domain/prorate';

// The amounts of an invoice or credit note for an order part (docs/spec/invoices.md §3), in
// integer cents: the books under the publisher-paid VAT regime (new) or the margin regime
// (used), neither of which shows VAT, and the shipping at 22% with its VAT split out of the
// price the buyer paid. Pure: no database, no clock.

/** How a line is taxed: new books (art. 74), used books (margin), the shipping (22%). */
export type Regime = 'books' | 'used' | 'vat22';
export const REGIMES: readonly Regime[] = ['books', 'used', 'vat22'];

/** The VAT rate of the shipping, in percent: Italy's ordinary rate. */
export const SHIPPING_VAT_PERCENT = 22;

/** A book the part hands over: its copies and the price of one (before any discount). */
export interface SoldBook {
  title: string;
  /** The ISBN-13, when the book has one. */
  isbn: string | null;
  used: boolean;
  copies: number;
  unitCents: Cents;
}

/** What the part sold, as the order charged it. */
export interface PartSale {
  books: readonly SoldBook[];
  /** The discount codes' share of the books kept (what the buyer did not pay of them). */
  discountCents: Cents;
  /** The shipping the buyer paid, VAT included. */
  shippingCents: Cents;
}

/** One line of the document: its amounts without VAT. */
export interface DocumentLine {
  kind: 'book' | 'discount' | 'shipping' | 'refund';
  regime: Regime;
  title: string;
  isbn: string | null;
  quantity: number;
  /** The price of one, without VAT (negative for a discount). */
  unitCents: Cents;
  /** quantity × unitCents. */
  totalCents: Cents;
}

/** The document's summary for one regime: what is taxed and the tax. */
export interface RegimeSummary {
  regime: Regime;
  taxableCents: Cents;
  taxCents: Cents;
}

export interface DocumentAmounts {
  lines: DocumentLine[];
  summaries: RegimeSummary[];
  /** Σ taxable + Σ tax: what the buyer paid (or is given back). */
  totalCents: Cents;
}

/**
 * The price without VAT inside a price with it, at `percent`: gross × 100 / (100 + percent),
 * rounded half up to the cent; the VAT is the rest, so net + VAT is the gross exactly.
 */
export function splitVat(grossCents: Cents, percent: number): { netCents: Cents; taxCents: Cents } {
  assertCents(grossCents);
  const netCents = mulDivHalfUp(grossCents, 100, 100 + percent);
  return { netCents, taxCents: grossCents - netCents };
}

/** The books' regime: the margin for a used copy, else the publisher-paid VAT. */
function regimeOf(book: SoldBook): Regime {
  return book.used ? 'used' : 'books';
}

/** The summaries of `lines`: one per regime present, in REGIMES' order, the VAT split. */
function summarise(lines: DocumentLine[], shippingGross: Cents): DocumentAmounts {
  const summaries: RegimeSummary[] = [];
  for (const regime of REGIMES) {
    const mine = lines.filter((line) => line.regime === regime);
    if (mine.length === 0) continue;
    const taxableCents = mine.reduce((sum, line) => sum + line.totalCents, 0);
    // The shipping's VAT is what its gross leaves over its net: never recomputed from the
    // net, so the document's total is what the buyer paid to the cent.
    const taxCents = regime === 'vat22' ? shippingGross - taxableCents : 0;
    summaries.push({ regime, taxableCents, taxCents });
  }
  const totalCents = summaries.reduce((sum, s) => sum + s.taxableCents + s.taxCents, 0);
  return { lines, summaries, totalCents };
}

/**
 * The invoice of a part: a line per book kept (copies × unit price), a discount line per
 * books' regime (the discount spread over the regimes by their amounts, largest remainder),
 * the shipping's line without its VAT. Throws for amounts that cannot be (a discount larger
 * than the books, negative money, no copy).
 */
export function invoiceAmounts(sale: PartSale): DocumentAmounts {
  assertCents(sale.discountCents);
  assertCents(sale.shippingCents);
  if (sale.discountCents < 0 || sale.shippingCents < 0) throw new RangeError('negative amount');
  const books = sale.books.filter((book) => book.copies > 0);
  for (const book of books) {
    assertCents(book.unitCents);
    if (!Number.isSafeInteger(book.copies) || book.unitCents < 0)
      throw new RangeError(`not a sale: ${book.copies} × ${book.unitCents}`);
  }
  const lines: DocumentLine[] = books.map((book) => ({
    kind: 'book',
    regime: regimeOf(book),
    title: book.title,
    isbn: book.isbn,
    quantity: book.copies,
    unitCents: book.unitCents,
    totalCents: book.copies * book.unitCents,
  }));
  const bookRegimes = REGIMES.filter((regime) => lines.some((line) => line.regime === regime));
  const gross = bookRegimes.map((regime) =>
    lines.filter((line) => line.regime === regime).reduce((sum, line) => sum + line.totalCents, 0),
  );
  if (sale.discountCents > gross.reduce((a, b) => a + b, 0))
    throw new RangeError('a discount larger than the books');
  if (sale.discountCents > 0) {
    const shares = prorate(sale.discountCents, gross);
    bookRegimes.forEach((regime, index) => {
      const share = shares[index] ?? 0;
      if (share > 0) lines.push(adjustment('discount', regime, 'Sconto', -share));
    });
  }
  if (sale.shippingCents > 0) {
    const { netCents } = splitVat(sale.shippingCents, SHIPPING_VAT_PERCENT);
    lines.push(adjustment('shipping', 'vat22', 'Spese di spedizione', netCents));
  }
  if (lines.length === 0) throw new RangeError('nothing to invoice');
  return summarise(lines, sale.shippingCents);
}

/** What a credit note gives back, by regime: the books' part of it, and the shipping's (gross). */
export interface CreditedAmounts {
  booksCents: Cents;
  usedCents: Cents;
  shippingCents: Cents;
}

/**
 * How a refund of `amountCents` is credited against what the invoice charged and earlier
 * credit notes did not give back yet (`room`, the shipping gross): the books first (new and
 * used by their room, largest remainder), the shipping with what is left. Throws when the
 * refund exceeds the room: more than the invoice charged.
 */
export function creditAllocation(amountCents: Cents, room: CreditedAmounts): CreditedAmounts {
  assertCents(amountCents);
  if (amountCents <= 0) throw new RangeError('a credit note gives back a positive amount');
  const booksRoom = room.booksCents + room.usedCents;
  const onBooks = Math.min(amountCents, booksRoom);
  const shippingCents = amountCents - onBooks;
  if (shippingCents > room.shippingCents) throw new RangeError('more than the invoice charged');
  const [booksCents = 0, usedCents = 0] =
    onBooks === 0 ? [] : prorate(onBooks, [room.booksCents, room.usedCents]);
  return { booksCents, usedCents, shippingCents };
}

/** The lines of a credit note: one per regime credited, its reason as the description. */
export function creditNoteAmounts(credited: CreditedAmounts, description: string): DocumentAmounts {
  const lines: DocumentLine[] = [];
  if (credited.booksCents > 0)
    lines.push(adjustment('refund', 'books', description, credited.booksCents));
  if (credited.usedCents > 0)
    lines.push(adjustment('refund', 'used', description, credited.usedCents));
  if (credited.shippingCents > 0) {
    const { netCents } = splitVat(credited.shippingCents, SHIPPING_VAT_PERCENT);
    lines.push(adjustment('refund', 'vat22', `${description} (spedizione)`, netCents));
  }
  if (lines.length === 0) throw new RangeError('nothing to credit');
  return summarise(lines, credited.shippingCents);
}

/** What an invoice charged by regime (the books net of their discount, the shipping gross). */
export function chargedAmounts(amounts: DocumentAmounts): CreditedAmounts {
  const taxable = (regime: Regime) =>
    amounts.summaries.find((s) => s.regime === regime)?.taxableCents ?? 0;
  const shipping = amounts.summaries.find((s) => s.regime === 'vat22');
  return {
    booksCents: taxable('books'),
    usedCents: taxable('used'),
    shippingCents: shipping ? shipping.taxableCents + shipping.taxCents : 0,
  };
}

function adjustment(
  kind: DocumentLine['kind'],
  regime: Regime,
  title: string,
  cents: Cents,
): DocumentLine {
  return { kind, regime, title, isbn: null, quantity: 1, unitCents: cents, totalCents: cents };
}
