import { mulDivHalfUp, parseDecimal, type Cents } from './money.ts';
import { keptCharge, lineCharges, type PartLineMoney } from './part-refunds.ts';

// What the platform owes a bookshop for an order part (docs/spec/ledger-and-payouts.md §2):
// the rules the server posts its ledger by, in one place. A part's sale is the price of its
// kept lines after the codes its bookshop issued, plus its shipping while a copy is left; a
// platform code (like the Borsellino) is the platform's cost, not the bookshop's. The
// commission is the bookshop's percent of the kept lines after its codes, rounded half up
// per part; shipping carries none.

export const LEDGER_ENTRY_KINDS = [
  'SALE',
  'REFUND',
  'COMMISSION',
  'COMMISSION_REFUND',
  'PAYOUT',
  'PAYOUT_REVERSAL',
  'ADJUSTMENT',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** COMMISSION_PERCENT's default: 15 %, in basis points. */
export const DEFAULT_COMMISSION_BP = 1500;
/** The administrator sets a bookshop's commission from 0 to 50 %. */
export const MAX_COMMISSION_BP = 5000;
/** PAYOUT_HOLD_DAYS's default: the buyer's 14 days to withdraw. */
export const DEFAULT_PAYOUT_HOLD_DAYS = 14;

/** "12.5" → 1250 basis points; null unless a decimal of up to two places from 0 to 50. */
export function commissionBasisPoints(percent: string): number | null {
  const hundredths = parseDecimal(percent);
  if (hundredths === null || hundredths < 0 || hundredths > MAX_COMMISSION_BP) return null;
  return hundredths;
}

/** 1250 basis points → "12.50" (the wire's Decimal). */
export function commissionPercentText(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** The commission on `goodsCents` at `basisPoints`, rounded half up to the cent. */
export function commissionCents(goodsCents: Cents, basisPoints: number): Cents {
  return mulDivHalfUp(goodsCents, basisPoints, 10_000);
}

/** An order part's money as its ledger sees it. */
export interface PartLedgerMoney {
  lines: readonly PartLineMoney[];
  /** Every code's share of the part (the bookshop's and the platform's). */
  discountCents: Cents;
  /** The share of the part's bookshop's own codes (at most discountCents). */
  bookshopDiscountCents: Cents;
  shippingCents: Cents;
  /**
   * What the bookshop keeps of the shipping once no copy is left (0 unless a withdrawal gave
   * back only the cheapest standard delivery of a dearer one: the difference stays its own).
   */
  shippingKeptCents?: Cents;
}

/** What a part is worth to its bookshop and the platform now. */
export interface PartLedgerValue {
  /** Kept lines after the bookshop's codes, and the shipping while a copy is left. */
  saleCents: Cents;
  /** The commission on the kept lines after the bookshop's codes. */
  commissionCents: Cents;
  /** What the platform's codes took off the kept lines (its cost, not the bookshop's). */
  platformDiscountCents: Cents;
}

const NOTHING: PartLedgerValue = { saleCents: 0, commissionCents: 0, platformDiscountCents: 0 };

/**
 * A part's value: `sold` is whether it counts at all (paid or deferred, not cancelled, not
 * wholly rejected). A line's `rejectedQty` here is every copy it no longer sells: rejected
 * by the bookshop or returned by the buyer (docs/spec/withdrawal-and-returns.md §4). The kept lines are charged as the buyer's refunds see them (lineCharges,
 * keptCharge), once with the bookshop's codes alone and once with every code: their
 * difference is the platform's cost, so what the buyer paid for the part is its sale less
 * that cost, to the cent, after any sequence of rejections.
 */
export function partLedgerValue(
  part: PartLedgerMoney,
  basisPoints: number,
  sold: boolean,
): PartLedgerValue {
  if (!sold) return NOTHING;
  const bookshopCharges = lineCharges(part.lines, part.bookshopDiscountCents);
  const buyerCharges = lineCharges(part.lines, part.discountCents);
  let keptForBookshop = 0;
  let keptForBuyer = 0;
  let copiesLeft = false;
  part.lines.forEach((line, i) => {
    keptForBookshop += keptCharge(bookshopCharges[i] ?? 0, line);
    keptForBuyer += keptCharge(buyerCharges[i] ?? 0, line);
    if (line.rejectedQty < line.qty) copiesLeft = true;
  });
  if (!copiesLeft) {
    const kept = part.shippingKeptCents ?? 0;
    return kept > 0 ? { ...NOTHING, saleCents: kept } : NOTHING;
  }
  return {
    saleCents: keptForBookshop + part.shippingCents,
    commissionCents: commissionCents(keptForBookshop, basisPoints),
    platformDiscountCents: keptForBookshop - keptForBuyer,
  };
}

/** A ledger entry a part's move posts (amount: + credits the bookshop). */
export interface PartEntry {
  kind: 'SALE' | 'REFUND' | 'COMMISSION' | 'COMMISSION_REFUND';
  amountCents: Cents;
  platformDiscountCents: Cents;
}

/**
 * The entries that bring what the ledger holds for a part (`posted`: its SALE and REFUND
 * amounts' sum, its COMMISSION and COMMISSION_REFUND amounts' sum — negative —, and the
 * platform's discount on them) to what the part is worth now: a SALE or a REFUND for the
 * difference in sale (carrying the difference in the platform's cost), a COMMISSION or a
 * COMMISSION_REFUND for the difference in commission. None when nothing changed: posting
 * again is harmless.
 */
export function partEntries(
  now: PartLedgerValue,
  posted: { saleCents: Cents; commissionCents: Cents; platformDiscountCents: Cents },
): PartEntry[] {
  const entries: PartEntry[] = [];
  const sale = now.saleCents - posted.saleCents;
  const platform = now.platformDiscountCents - posted.platformDiscountCents;
  if (sale !== 0 || platform !== 0)
    entries.push({
      kind: sale > 0 || (sale === 0 && platform > 0) ? 'SALE' : 'REFUND',
      amountCents: sale,
      platformDiscountCents: platform,
    });
  // posted.commissionCents is what the entries took: negative; now.commissionCents is owed.
  const commission = -now.commissionCents - posted.commissionCents;
  if (commission !== 0)
    entries.push({
      kind: commission < 0 ? 'COMMISSION' : 'COMMISSION_REFUND',
      amountCents: commission,
      platformDiscountCents: 0,
    });
  return entries;
}
