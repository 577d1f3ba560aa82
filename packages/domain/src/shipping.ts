import type { Cents } from './money.ts';

export const SHIPPING_TYPES = ['Shop_pickup', 'Economy', 'Standard', 'Express'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

export function isShippingType(value: unknown): value is ShippingType {
  return typeof value === 'string' && (SHIPPING_TYPES as readonly string[]).includes(value);
}

export interface ShippingRate {
  shippingType: ShippingType;
  /** null: the rate for every country without a rate of its own. */
  destCountry: string | null;
  maxWeightGrams: number;
  priceCents: Cents;
}

/** Parcel weight: the sum of weight × qty (docs/spec/cart.md §2.4). */
export function parcelWeight(lines: readonly { weightGrams: number; qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.weightGrams * line.qty, 0);
}

/**
 * The price of sending `weightGrams` to `destCountry` by `type`: the country's own table
 * when it has one, else the every-country table; the lightest band that holds the parcel.
 * null when the bookshop cannot ship there (or the parcel is over every band).
 * Shop_pickup is always free.
 */
export function shippingCost(
  rates: readonly ShippingRate[],
  type: ShippingType,
  destCountry: string,
  weightGrams: number,
): Cents | null {
  if (type === 'Shop_pickup') return 0;
  const ofType = rates.filter((r) => r.shippingType === type);
  const own = ofType.filter((r) => r.destCountry === destCountry);
  const table = own.length > 0 ? own : ofType.filter((r) => r.destCountry === null);
  const band = table
    .filter((r) => r.maxWeightGrams >= weightGrams)
    .sort((a, b) => a.maxWeightGrams - b.maxWeightGrams)[0];
  return band ? band.priceCents : null;
}

/** The spec's default choice: Standard when offered, else the first type offered. */
export function defaultShippingType(offered: readonly ShippingType[]): ShippingType | null {
  return offered.includes('Standard') ? 'Standard' : (offered[0] ?? null);
}
