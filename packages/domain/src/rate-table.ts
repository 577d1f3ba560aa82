import type { Cents } from './money.ts';
import type { ShippingType } from './shipping.ts';

// A bookshop's rate table for one shipping type, as its staff write it: per destination
// (a country, or null for every country without rows of its own), weight bands each from
// `minWeightGrams` (exclusive, 0 for the first) up to `maxWeightGrams` (inclusive), the
// lookup of shipping.ts's shippingCost. A table is valid when each destination's bands,
// in the order written, start at 0 and follow on from each other with no gap and no
// overlap, their maxima strictly increasing and never repeated, and no price is negative
// (nor, for Shop_pickup, anything but 0). Only the maxima are stored: each band's start is
// the previous band's end.

export interface RateRowInput {
  destCountry: string | null;
  minWeightGrams: number;
  maxWeightGrams: number;
  /** null: not an amount (the wire's decimal did not parse). */
  priceCents: Cents | null;
}

/** The heaviest band a table may have, in grams, and its dearest price. */
export const MAX_BAND_GRAMS = 1_000_000;
export const MAX_RATE_CENTS = 1_000_000;
export const MAX_RATE_ROWS = 100;

/** What is wrong with a table: the first problem, at `row` (0-based) of the rows given. */
export type RateTableProblem =
  | { kind: 'tooManyRows' }
  | { kind: 'empty' }
  | { kind: 'weightInvalid'; row: number }
  | { kind: 'priceInvalid'; row: number }
  | { kind: 'negativePrice'; row: number }
  | { kind: 'pickupNotFree'; row: number }
  | { kind: 'duplicateBand'; row: number }
  | { kind: 'unsorted'; row: number }
  | { kind: 'gap'; row: number; fromGrams: number; toGrams: number }
  | { kind: 'overlap'; row: number; fromGrams: number };

function validWeight(grams: number, min: number): boolean {
  return Number.isSafeInteger(grams) && grams >= min && grams <= MAX_BAND_GRAMS;
}

/**
 * The first problem of a rate table, or null when it is valid. An offered type needs at
 * least one row, except Shop_pickup (always free, whatever its table).
 */
export function rateTableProblem(
  type: ShippingType,
  offered: boolean,
  rows: readonly RateRowInput[],
): RateTableProblem | null {
  if (rows.length > MAX_RATE_ROWS) return { kind: 'tooManyRows' };
  if (offered && type !== 'Shop_pickup' && rows.length === 0) return { kind: 'empty' };
  for (const [row, rate] of rows.entries()) {
    if (
      !validWeight(rate.minWeightGrams, 0) ||
      !validWeight(rate.maxWeightGrams, 1) ||
      rate.maxWeightGrams <= rate.minWeightGrams
    )
      return { kind: 'weightInvalid', row };
    if (rate.priceCents === null || !Number.isSafeInteger(rate.priceCents))
      return { kind: 'priceInvalid', row };
    if (rate.priceCents < 0) return { kind: 'negativePrice', row };
    if (rate.priceCents > MAX_RATE_CENTS) return { kind: 'priceInvalid', row };
    if (type === 'Shop_pickup' && rate.priceCents !== 0) return { kind: 'pickupNotFree', row };
  }
  const seen = new Set<string>();
  for (const [row, rate] of rows.entries()) {
    const band = `${rate.destCountry ?? ''}/${rate.maxWeightGrams}`;
    if (seen.has(band)) return { kind: 'duplicateBand', row };
    seen.add(band);
  }
  // Each destination's bands in the order written: where the previous one ended.
  const reached = new Map<string | null, number>();
  for (const [row, rate] of rows.entries()) {
    const previous = reached.get(rate.destCountry) ?? 0;
    if (reached.has(rate.destCountry) && rate.maxWeightGrams <= previous)
      return { kind: 'unsorted', row };
    reached.set(rate.destCountry, rate.maxWeightGrams);
  }
  reached.clear();
  for (const [row, rate] of rows.entries()) {
    const previous = reached.get(rate.destCountry) ?? 0;
    if (rate.minWeightGrams > previous)
      return { kind: 'gap', row, fromGrams: previous, toGrams: rate.minWeightGrams };
    if (rate.minWeightGrams < previous) return { kind: 'overlap', row, fromGrams: previous };
    reached.set(rate.destCountry, rate.maxWeightGrams);
  }
  return null;
}

/**
 * Each row's band start as read back from the stored maxima: the previous band's end for
 * the same destination, 0 for the first (the rows in the order they were written).
 */
export function bandStarts(
  rows: readonly { destCountry: string | null; maxWeightGrams: number }[],
): number[] {
  const reached = new Map<string | null, number>();
  return rows.map((rate) => {
    const start = reached.get(rate.destCountry) ?? 0;
    reached.set(rate.destCountry, rate.maxWeightGrams);
    return start;
  });
}
