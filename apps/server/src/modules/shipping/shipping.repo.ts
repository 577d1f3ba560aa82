import type { ShippingRate, ShippingType } from '@scaffale/domain/shipping';
import type { Expression, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/**
 * Some bookshops: their ids, or a query or a CTE's subquery answering them (one statement
 * with the caller's).
 */
type BookshopIds =
  | readonly number[]
  | SelectQueryBuilder<DB, keyof DB, { bookshop_id: number }>
  | Expression<number>;

function isEmptyList(ids: BookshopIds): boolean {
  return Array.isArray(ids) && ids.length === 0;
}

export function offeredShippingTypesQuery(db: Db, bookshopIds: BookshopIds) {
  return db
    .selectFrom('bookshop_shipping_types')
    .select(['bookshop_id', 'shipping_type'])
    .where('bookshop_id', 'in', bookshopIds)
    .orderBy('bookshop_id')
    .orderBy('position')
    .orderBy('shipping_type');
}

/** A shipping type a bookshop offers, as read. */
export interface OfferedTypeRow {
  bookshop_id: number;
  shipping_type: ShippingType;
}

export function toOfferedTypes(
  rows: readonly OfferedTypeRow[],
  bookshopIds: readonly number[] = [],
): Map<number, ShippingType[]> {
  const offered = new Map<number, ShippingType[]>(bookshopIds.map((id) => [id, []]));
  for (const row of rows) {
    const types = offered.get(row.bookshop_id);
    if (types) types.push(row.shipping_type);
    else offered.set(row.bookshop_id, [row.shipping_type]);
  }
  return offered;
}

/** Shipping types per bookshop, in each bookshop's order: one statement for any number. */
export async function offeredShippingTypes(
  db: Db,
  bookshopIds: readonly number[],
): Promise<Map<number, ShippingType[]>> {
  if (isEmptyList(bookshopIds)) return toOfferedTypes([], bookshopIds);
  return toOfferedTypes(await offeredShippingTypesQuery(db, bookshopIds).execute(), bookshopIds);
}

/** The rate rows of some bookshops for a destination: its own rows and the every-country rows. */
export function shippingRatesQuery(
  db: Db,
  bookshopIds: BookshopIds,
  destCountry: string | Expression<string>,
) {
  return db
    .selectFrom('shipping_rates')
    .select(['bookshop_id', 'shipping_type', 'dest_country', 'max_weight_grams', 'price_cents'])
    .where('bookshop_id', 'in', bookshopIds)
    .where((eb) => eb.or([eb('dest_country', '=', destCountry), eb('dest_country', 'is', null)]));
}

/** A row of a bookshop's rate table, as read. */
export interface RateRow {
  bookshop_id: number;
  shipping_type: ShippingType;
  dest_country: string | null;
  max_weight_grams: number;
  price_cents: number;
}

export function toRates(
  rows: readonly RateRow[],
  bookshopIds: readonly number[] = [],
): Map<number, ShippingRate[]> {
  const rates = new Map<number, ShippingRate[]>(bookshopIds.map((id) => [id, []]));
  for (const row of rows) {
    const rate: ShippingRate = {
      shippingType: row.shipping_type,
      destCountry: row.dest_country,
      maxWeightGrams: row.max_weight_grams,
      priceCents: row.price_cents,
    };
    const list = rates.get(row.bookshop_id);
    if (list) list.push(rate);
    else rates.set(row.bookshop_id, [rate]);
  }
  return rates;
}

/** Rate tables per bookshop for a destination (its own rows and the every-country rows). */
export async function shippingRates(
  db: Db,
  bookshopIds: readonly number[],
  destCountry: string,
): Promise<Map<number, ShippingRate[]>> {
  if (isEmptyList(bookshopIds)) return toRates([], bookshopIds);
  return toRates(await shippingRatesQuery(db, bookshopIds, destCountry).execute(), bookshopIds);
}

export async function existingBookshops(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('bookshops').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}
