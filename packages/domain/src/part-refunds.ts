import type { Cents } from './money.ts';
import { prorate } from './prorate.ts';

// What an order part's lines were charged and what rejecting copies of them gives back:
// the rules the server refunds by and the pages and mails show, in one place.

/** Why a bookshop rejects lines of a part, as its staff choose it. */
export const REJECTION_REASONS = ['NOT_AVAILABLE', 'LISTING_ERROR', 'OTHER'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export function isRejectionReason(value: unknown): value is RejectionReason {
  return typeof value === 'string' && (REJECTION_REASONS as readonly string[]).includes(value);
}

/**
 * Whether the copies of a rejection go back on the shelf when the staff do not say: not when
 * the copy is not there to sell (sold in the shop, not found, damaged), else yes (a mistake
 * in the listing, a parcel that cannot go: the copy is still on the shelf).
 */
export function restocksByDefault(reason: RejectionReason): boolean {
  return reason !== 'NOT_AVAILABLE';
}

/** A line of an order part, as its money sees it. */
export interface PartLineMoney {
  /** Unit price after the product's own discount × qty: before the discount codes. */
  totalCents: Cents;
  /**
   * The lowest the book-price law lets the whole line be sold at (its floor per copy × qty);
   * 0 where no floor was recorded.
   */
  floorCents: Cents;
  qty: number;
  /** Copies the bookshop rejected so far (0 to qty). */
  rejectedQty: number;
}

/** An order part's money: its lines, its share of the order's codes, its shipping. */
export interface PartMoney {
  lines: readonly PartLineMoney[];
  discountCents: Cents;
  shippingCents: Cents;
}

/**
 * What each line was charged: its total less its share of the part's discount, never more
 * than the goods. The discount is spread (prorate: largest remainder) by what each line may
 * lose above its floor under the book-price law, so no line goes below it; a discount larger
 * than that room (no floor recorded) is spread by the lines' totals. In the lines' order; the
 * charges add up to the goods less the discount.
 */
export function lineCharges(
  lines: readonly Pick<PartLineMoney, 'totalCents' | 'floorCents'>[],
  discountCents: Cents,
): Cents[] {
  const totals = lines.map((line) => line.totalCents);
  const rooms = lines.map((line) => Math.max(0, line.totalCents - line.floorCents));
  const goods = totals.reduce((a, b) => a + b, 0);
  const room = rooms.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(discountCents, 0), goods);
  const shares = prorate(discount, discount <= room ? rooms : totals);
  return totals.map((total, i) => total - (shares[i] ?? 0));
}

/**
 * What the first `copies` of a line's `qty` were charged: the line's charge prorated by
 * copies (copies against the rest, largest remainder, so within a cent of its exact share);
 * all the copies, the whole charge. Rejecting copies gives back the difference this makes,
 * so a line rejected in any steps gives back exactly what it was charged.
 */
export function chargeOfCopies(lineChargeCents: Cents, qty: number, copies: number): Cents {
  if (!Number.isInteger(qty) || qty < 1 || !Number.isInteger(copies) || copies < 0 || copies > qty)
    throw new RangeError(`${copies} copies of ${qty}`);
  return prorate(lineChargeCents, [copies, qty - copies])[0] ?? 0;
}

/** What a line's copies still to supply were charged (its charge less its rejected copies'). */
export function keptCharge(
  lineChargeCents: Cents,
  line: Pick<PartLineMoney, 'qty' | 'rejectedQty'>,
): Cents {
  return lineChargeCents - chargeOfCopies(lineChargeCents, line.qty, line.rejectedQty);
}

export interface PartRefund {
  /** Per line, in the lines' order: what its copies rejected now give back. */
  lineCents: Cents[];
  /** The part's shipping when no copy is left to supply after this rejection, else 0. */
  shippingCents: Cents;
  totalCents: Cents;
  /** No copy of the part is left to supply. */
  nothingLeft: boolean;
}

/**
 * What rejecting `rejecting[i]` more copies of each line gives back: each line the charge of
 * its copies rejected now (chargeOfCopies, after those rejected before), and the shipping
 * once no copy is left. Any sequence of rejections gives back at most what the part was
 * charged, and exactly that when every copy is rejected.
 */
export function rejectionRefund(part: PartMoney, rejecting: readonly number[]): PartRefund {
  if (rejecting.length !== part.lines.length)
    throw new RangeError('one count of copies per line, please');
  const charges = lineCharges(part.lines, part.discountCents);
  let nothingLeft = true;
  let rejectedNow = 0;
  const lineCents = part.lines.map((line, i) => {
    const more = rejecting[i] ?? 0;
    if (!Number.isInteger(more) || more < 0 || line.rejectedQty + more > line.qty)
      throw new RangeError(`cannot reject ${more} more of ${line.qty - line.rejectedQty} copies`);
    if (line.rejectedQty + more < line.qty) nothingLeft = false;
    rejectedNow += more;
    const charge = charges[i] ?? 0;
    return (
      chargeOfCopies(charge, line.qty, line.rejectedQty + more) -
      chargeOfCopies(charge, line.qty, line.rejectedQty)
    );
  });
  const shippingCents = nothingLeft && rejectedNow > 0 ? part.shippingCents : 0;
  const totalCents = lineCents.reduce((a, b) => a + b, 0) + shippingCents;
  return { lineCents, shippingCents, totalCents, nothingLeft };
}

/** What paid an order and can still take money back: each means' room left. */
export interface RefundRoom {
  /** The provider's payment (card, PayPal, a deferred invoice): taken less refunded. */
  paymentCents: Cents;
  /** The Borsellino: the store credit the order used less what went back to it. */
  storeCreditCents: Cents;
}

/**
 * How a refund is split over what paid the order: the provider's payment first (card,
 * PayPal, or a deferred invoice) up to what it took less what was refunded of it, then
 * the Borsellino up to the store credit the order used less what went back to it. Throws
 * when the two together cannot take it back (more than was paid).
 */
export function splitRefund(amountCents: Cents, room: RefundRoom): RefundRoom {
  const paymentCents = Math.min(amountCents, Math.max(0, room.paymentCents));
  const storeCreditCents = Math.min(amountCents - paymentCents, Math.max(0, room.storeCreditCents));
  if (paymentCents + storeCreditCents < amountCents)
    throw new Error(`refund of ${amountCents} exceeds what paid the order`);
  return { paymentCents, storeCreditCents };
}
