import { sql } from 'kysely';
import type { Lang } from '@scaffale/domain/languages';
import { lawfulUnitPrice, type BookCondition } from '@scaffale/domain/book-price';
import { toDecimal } from '@scaffale/domain/money';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface BookshopView {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  /** Null when the read did not ask for it (a basket's). */
  description: string | null;
  inVacation: boolean;
  vacationEnd: string | null;
}

export interface ProductView {
  id: number;
  title: string;
  slug: string;
  /** Null when the read did not ask for it (a basket's). */
  description: string | null;
  /** Null when the read did not ask for this language. */
  cache_it: string | null;
  cache_en: string | null;
  cache_fr: string | null;
  cache_es: string | null;
  available: number;
  price: string;
  /** The product's discount, as far as the book-price law lets it go. */
  discount: number;
  discountedPrice: string;
  /** What the book-price law allows off this copy today (maxDiscountOfProduct). */
  maxDiscountPercent: number;
  weight: number;
  cssClass: string;
  bookshop: BookshopView;
  /** The book this is a copy of, its ISBN-13 (null for an older record) and the copy's state. */
  bookId: number;
  isbn: string | null;
  condition: BookCondition;
}

/**
 * On vacation while vacation_end is today or later (the database's today); a bookshop the
 * administrator closed is treated as on vacation for good: its books cannot be bought.
 */
export const inVacationExpr = sql<boolean>`(bookshops.closed_at IS NOT NULL
  OR (bookshops.vacation_end IS NOT NULL AND bookshops.vacation_end >= current_date))`.as(
  'in_vacation',
);

/**
 * A product's cap under the book-price law today, Europe/Rome (migration 0026's
 * book_max_discount, inlined): its book's publication date looked up by key, and whether this
 * month is the promotion's, which does not depend on the row and is found once a statement.
 */
export const maxDiscountOfProduct = sql<number>`book_max_discount(products.condition,
  products.textbook, products.out_of_print,
  (SELECT book_published_on(b.published_on, b.year) FROM books b WHERE b.id = products.book_id),
  (products.last_restocked_at AT TIME ZONE 'Europe/Rome')::date,
  (now() AT TIME ZONE 'Europe/Rome')::date,
  EXISTS (SELECT 1 FROM book_price_promotions
    WHERE month = date_trunc('month', now() AT TIME ZONE 'Europe/Rome')::date))`;
export const maxDiscountExpr = maxDiscountOfProduct.as('max_discount_percent');

/**
 * A product's large texts, named as the GraphQL fields that show them: its four language
 * caches, and its description (with its bookshop's). A read fetches only those it is asked
 * for: converting a cache from jsonb to text is most of the database's work for a basket
 * read, and decoding the texts a large share of the server's, for fields a cart never shows.
 */
export const PRODUCT_TEXTS = [
  'cache_it',
  'cache_en',
  'cache_fr',
  'cache_es',
  'description',
] as const;
export type ProductText = (typeof PRODUCT_TEXTS)[number];
export type ProductTexts = ReadonlySet<ProductText>;

/**
 * The product columns a product view needs, with its bookshop, in one row; of its large
 * texts only `texts` (the others are NULL).
 */
export function productColumns(texts: ProductTexts) {
  // As text: the wire carries the cache as JSON text, so parsing it here would only be
  // undone by a stringify (a measurable share of a basket read).
  const cache = (language: Lang) =>
    texts.has(`cache_${language}`)
      ? sql<string | null>`${sql.ref(`products.cache_${language}`)}::text`
      : sql<string | null>`NULL::text`;
  const description = (column: 'products.description' | 'bookshops.description') =>
    texts.has('description')
      ? sql<string | null>`${sql.ref(column)}`
      : sql<string | null>`NULL::text`;
  return [
    'products.id',
    'products.title',
    'products.slug',
    description('products.description').as('description'),
    cache('it').as('cache_it'),
    cache('en').as('cache_en'),
    cache('fr').as('cache_fr'),
    cache('es').as('cache_es'),
    'products.available',
    'products.price_cents',
    'products.discount_percent',
    maxDiscountExpr,
    'products.weight_grams',
    'products.css_class',
    'products.book_id',
    'products.isbn',
    sql<BookCondition>`products.condition`.as('condition'),
    'bookshops.id as bookshop_id',
    'bookshops.name as bookshop_name',
    'bookshops.city as bookshop_city',
    'bookshops.country_code as bookshop_country_code',
    description('bookshops.description').as('bookshop_description'),
    'bookshops.vacation_end as bookshop_vacation_end',
    inVacationExpr,
  ] as const;
}

// The names come once per parsed document (requested-fields.ts), so their texts are too.
const textsOfFieldNames = new WeakMap<ReadonlySet<string>, ProductTexts>();

/** The large texts a GraphQL answer asks for, among the names of its fields. */
export function productTextsAskedFor(fieldNames: ReadonlySet<string>): ProductTexts {
  let texts = textsOfFieldNames.get(fieldNames);
  if (texts === undefined) {
    texts = new Set(PRODUCT_TEXTS.filter((text) => fieldNames.has(text)));
    textsOfFieldNames.set(fieldNames, texts);
  }
  return texts;
}

/** One of `make`'s results per set of texts (32 at most), made on first use. */
export function perTexts<T>(make: (texts: ProductTexts) => T): (texts: ProductTexts) => T {
  const made = new Map<string, T>();
  return (texts) => {
    const key = PRODUCT_TEXTS.filter((text) => texts.has(text)).join();
    let result = made.get(key);
    if (result === undefined) {
      result = make(new Set(texts));
      made.set(key, result);
    }
    return result;
  };
}

/** Every product column, every large text included. */
export const productRowSelection = productColumns(new Set(PRODUCT_TEXTS));

export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  /** Null, like the bookshop's, when the read did not ask for descriptions. */
  description: string | null;
  /** Null when the read did not ask for this language. */
  cache_it: string | null;
  cache_en: string | null;
  cache_fr: string | null;
  cache_es: string | null;
  available: number;
  price_cents: number;
  discount_percent: number;
  max_discount_percent: number;
  weight_grams: number;
  css_class: string;
  book_id: number;
  isbn: string | null;
  condition: BookCondition;
  bookshop_id: number;
  bookshop_name: string;
  bookshop_city: string;
  bookshop_country_code: string;
  bookshop_description: string | null;
  bookshop_vacation_end: string | null;
  in_vacation: boolean;
}

export function toBookshopView(row: {
  id: number;
  name: string;
  city: string;
  country_code: string;
  description: string | null;
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
    discount: Math.min(row.discount_percent, row.max_discount_percent),
    discountedPrice: toDecimal(
      lawfulUnitPrice(row.price_cents, row.discount_percent, row.max_discount_percent),
    ),
    maxDiscountPercent: row.max_discount_percent,
    weight: row.weight_grams,
    cssClass: row.css_class,
    bookId: row.book_id,
    isbn: row.isbn,
    condition: row.condition,
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

export async function searchProducts(
  db: Db,
  filter: { search: string | null; bookshopId: number | null; page: number; pageSize: number },
): Promise<{ items: ProductView[]; total: number }> {
  let query = productsWithBookshop(db)
    .select(productRowSelection)
    .select(sql<number>`count(*) over ()`.as('total_count'));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
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

/** Products by id, with their bookshop: findProduct's read for many at once, one statement. */
export async function findProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductView>> {
  if (ids.length === 0) return new Map();
  const rows = await productsWithBookshop(db)
    .select(productRowSelection)
    .where('products.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), toProductView(row)]));
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

/** Bookshops by id: findBookshop's read for many at once, one statement. */
export async function findBookshops(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, BookshopView>> {
  if (ids.length === 0) return new Map();
  const rows = await selectBookshop(db)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), toBookshopView(row)]));
}
