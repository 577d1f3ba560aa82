import { sql } from 'kysely';
import { discountedUnitPrice, toDecimal } from '@scaffale/domain/money';
import type { Db } from '../../db/database.ts';

export interface BookshopView {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  description: string;
  inVacation: boolean;
  vacationEnd: string | null;
}

export interface ProductView {
  id: number;
  title: string;
  slug: string;
  description: string;
  cache_it: string;
  cache_en: string;
  cache_fr: string;
  cache_es: string;
  available: number;
  price: string;
  discount: number;
  discountedPrice: string;
  weight: number;
  cssClass: string;
  bookshop: BookshopView;
}

/** On vacation while vacation_end is today or later (the database's today). */
export const inVacationExpr =
  sql<boolean>`(bookshops.vacation_end IS NOT NULL AND bookshops.vacation_end >= current_date)`.as(
    'in_vacation',
  );

/** The product columns every product view needs, with its bookshop, in one row. */
export const productRowSelection = [
  'products.id',
  'products.title',
  'products.slug',
  'products.description',
  // As text: the wire carries the cache as JSON text, so parsing it here would only be
  // undone by a stringify (a measurable share of a basket read).
  sql<string>`products.cache_it::text`.as('cache_it'),
  sql<string>`products.cache_en::text`.as('cache_en'),
  sql<string>`products.cache_fr::text`.as('cache_fr'),
  sql<string>`products.cache_es::text`.as('cache_es'),
  'products.available',
  'products.price_cents',
  'products.discount_percent',
  'products.weight_grams',
  'products.css_class',
  'bookshops.id as bookshop_id',
  'bookshops.name as bookshop_name',
  'bookshops.city as bookshop_city',
  'bookshops.country_code as bookshop_country_code',
  'bookshops.description as bookshop_description',
  'bookshops.vacation_end as bookshop_vacation_end',
  inVacationExpr,
] as const;

export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  description: string;
  cache_it: string;
  cache_en: string;
  cache_fr: string;
  cache_es: string;
  available: number;
  price_cents: number;
  discount_percent: number;
  weight_grams: number;
  css_class: string;
  bookshop_id: number;
  bookshop_name: string;
  bookshop_city: string;
  bookshop_country_code: string;
  bookshop_description: string;
  bookshop_vacation_end: string | null;
  in_vacation: boolean;
}

export function toBookshopView(row: {
  id: number;
  name: string;
  city: string;
  country_code: string;
  description: string;
  vacation_end: string | null;
  in_vacation: boolean;
}): BookshopView {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    countryCode: row.country_code,
    description: row.description,
    inVacation: row.in_vacation,
    vacationEnd: row.in_vacation ? row.vacation_end : null,
  };
}

export function toProductView(row: ProductRow): ProductView {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    cache_it: row.cache_it,
    cache_en: row.cache_en,
    cache_fr: row.cache_fr,
    cache_es: row.cache_es,
    available: row.available,
    price: toDecimal(row.price_cents),
    discount: row.discount_percent,
    discountedPrice: toDecimal(discountedUnitPrice(row.price_cents, row.discount_percent)),
    weight: row.weight_grams,
    cssClass: row.css_class,
    bookshop: toBookshopView({
      id: row.bookshop_id,
      name: row.bookshop_name,
      city: row.bookshop_city,
      country_code: row.bookshop_country_code,
      description: row.bookshop_description,
      vacation_end: row.bookshop_vacation_end,
      in_vacation: row.in_vacation,
    }),
  };
}

function productsWithBookshop(db: Db) {
  return db.selectFrom('products').innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id');
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchProducts(
  db: Db,
  filter: { search: string | null; bookshopId: number | null; page: number; pageSize: number },
): Promise<{ items: ProductView[]; total: number }> {
  let query = productsWithBookshop(db)
    .select(productRowSelection)
    .select(sql<number>`count(*) over ()`.as('total_count'));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(products.title)`, 'like', pattern),
        eb(sql`lower(products.cache_it -> 'props' ->> 'autori')`, 'like', pattern),
      ]),
    );
  }
  if (filter.bookshopId !== null)
    query = query.where('products.bookshop_id', '=', filter.bookshopId);
  const rows = await query
    .orderBy('products.title')
    .orderBy('products.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    items: rows.map((r) => toProductView(r)),
    total: rows[0]?.total_count ?? 0,
  };
}

export async function findProduct(db: Db, id: number): Promise<ProductView | null> {
  const row = await productsWithBookshop(db)
    .select(productRowSelection)
    .where('products.id', '=', id)
    .executeTakeFirst();
  return row ? toProductView(row) : null;
}

function selectBookshop(db: Db) {
  return db
    .selectFrom('bookshops')
    .select(['id', 'name', 'city', 'country_code', 'description', 'vacation_end', inVacationExpr]);
}

export async function listBookshops(db: Db): Promise<BookshopView[]> {
  const rows = await selectBookshop(db).orderBy('name').execute();
  return rows.map(toBookshopView);
}

export async function findBookshop(db: Db, id: number): Promise<BookshopView | null> {
  const row = await selectBookshop(db).where('id', '=', id).executeTakeFirst();
  return row ? toBookshopView(row) : null;
}
