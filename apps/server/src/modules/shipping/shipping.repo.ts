import type { ShippingRate, ShippingType } from '@scaffale/domain/shipping';
import type { Db } from '../../db/database.ts';

/** Shipping types per bookshop, in each bookshop's order: one statement for any number. */
export async function offeredShippingTypes(
  db: Db,
  bookshopIds: readonly number[],
): Promise<Map<number, ShippingType[]>> {
  const offered = new Map<number, ShippingType[]>(bookshopIds.map((id) => [id, []]));
  if (bookshopIds.length === 0) return offered;
  const rows = await db
    .selectFrom('bookshop_shipping_types')
    .select(['bookshop_id', 'shipping_type'])
    .where('bookshop_id', 'in', bookshopIds)
    .orderBy('bookshop_id')
    .orderBy('position')
    .orderBy('shipping_type')
    .execute();
  for (const row of rows) offered.get(row.bookshop_id)?.push(row.shipping_type);
  return offered;
}

/** Rate tables per bookshop for a destination (its own rows and the every-country rows). */
export async function shippingRates(
  db: Db,
  bookshopIds: readonly number[],
  destCountry: string,
): Promise<Map<number, ShippingRate[]>> {
  const rates = new Map<number, ShippingRate[]>(bookshopIds.map((id) => [id, []]));
  if (bookshopIds.length === 0) return rates;
  const rows = await db
    .selectFrom('shipping_rates')
    .select(['bookshop_id', 'shipping_type', 'dest_country', 'max_weight_grams', 'price_cents'])
    .where('bookshop_id', 'in', bookshopIds)
    .where((eb) => eb.or([eb('dest_country', '=', destCountry), eb('dest_country', 'is', null)]))
    .execute();
  for (const row of rows) {
    rates.get(row.bookshop_id)?.push({
      shippingType: row.shipping_type,
      destCountry: row.dest_country,
      maxWeightGrams: row.max_weight_grams,
      priceCents: row.price_cents,
    });
  }
  return rates;
}

export async function bookshopExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('bookshops').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}
