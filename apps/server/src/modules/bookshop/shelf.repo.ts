import { sql } from 'kysely';
import type { BookCondition } from '@scaffale/domain/book-price';
import { SHIPPING_TYPES, type ShippingType } from '@scaffale/domain/shipping';
import { addBookWords } from '../../db/book-words.ts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { ProductCache } from '../../db/types.ts';
import { maxDiscountExpr, maxDiscountOfProduct } from '../catalog/catalog.repo.ts';
import type { Actor } from './bookshop.repo.ts';
import { isbnPrefix } from './paging.ts';

// The shelf's SQL: a bookshop's books searched, a product's price or stock and a
// bookshop's vacation changed, a book added, a rate table replaced. Each change is written
// with its shelf_events row (who, when, what, before, after) in the same statement or
// transaction, the row locked first so `before` is what the change replaced.

/** Who changed the shelf, as the audit keeps it (staff or the administrator). */
type Auditor = Pick<Actor, 'userId' | 'role'>;

export interface ShelfBookRow {
  id: number;
  isbn: string | null;
  title: string;
  props: ProductCache['props'] | null;
  price_cents: number;
  discount_percent: number;
  available: number;
  weight_grams: number;
  slug: string;
  css_class: string;
  bookshop_id: number;
  /** Copies held by orders awaiting payment or parts to confirm (not in `available`). */
  reserved: number;
  condition: BookCondition;
  textbook: boolean;
  out_of_print: boolean;
  /** The edition's publication date, YYYY-MM-DD; null when unknown. */
  published_on: string | null;
  last_restocked_at: Date;
  /** The book-price law's cap on the copy today (maxDiscountOfProduct). */
  max_discount_percent: number;
}

/**
 * A book as the shelf lists it: its own columns, its authors from the Italian cache, and
 * the copies its orders hold until they are paid and confirmed.
 */
const SHELF_BOOK_COLUMNS = [
  'id',
  'isbn',
  'title',
  sql<ProductCache['props'] | null>`cache_it -> 'props'`.as('props'),
  'price_cents',
  'discount_percent',
  'available',
  'weight_grams',
  'slug',
  'css_class',
  'bookshop_id',
  // Through the lines of the book (order_lines_product_id_idx): those of parts still held.
  sql<number>`(SELECT COALESCE(sum(l.qty - l.rejected_qty), 0)::int FROM order_lines l
    JOIN order_parts p ON p.id = l.order_part_id
    WHERE l.product_id = products.id AND p.status IN ('AWAITING_PAYMENT', 'TO_CONFIRM'))`.as(
    'reserved',
  ),
  sql<BookCondition>`condition`.as('condition'),
  'textbook',
  'out_of_print',
  sql<string | null>`(SELECT book_published_on(published_on, year)::text FROM books
    WHERE books.id = products.book_id)`.as('published_on'),
  'last_restocked_at',
  maxDiscountExpr,
] as const;

/** What a search of the shelf narrows it to. */
export interface ShelfFilter {
  /** null: every bookshop's (the administrator). */
  bookshopId: number | null;
  search: string | null;
}

/**
 * A bookshop's books (every bookshop's for null) whose title or authors hold `search`, or
 * whose ISBN starts with its digits (hyphens and spaces dropped).
 */
function matchingBooks(db: Db, filter: ShelfFilter) {
  let query = db.selectFrom('products');
  if (filter.bookshopId !== null) query = query.where('bookshop_id', '=', filter.bookshopId);
  const search = filter.search;
  if (search) {
    const pattern = containsPattern(search);
    const digits = isbnPrefix(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(title)`, 'like', pattern),
        eb(sql`lower(cache_it -> 'props' ->> 'autori')`, 'like', pattern),
        ...(digits === null ? [] : [eb('isbn', 'like', `${digits}%`)]),
      ]),
    );
  }
  return query;
}

/** One page of the matching books, by title, and how many match over every page. */
export async function searchShelf(
  db: Db,
  filter: ShelfFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ShelfBookRow[]; total: number }> {
  const rows = await matchingBooks(db, filter)
    .select(SHELF_BOOK_COLUMNS)
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy('title')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // Past the last page there is no row to carry the count: ask for it alone.
  const total =
    rows[0] || page.offset === 0
      ? Number(rows[0]?.total_count ?? 0)
      : Number(
          (
            await matchingBooks(db, filter)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  return { rows, total };
}

export async function findShelfBook(db: Db, productId: number): Promise<ShelfBookRow | null> {
  const row = await db
    .selectFrom('products')
    .select(SHELF_BOOK_COLUMNS)
    .where('id', '=', productId)
    .executeTakeFirst();
  return row ?? null;
}

/** The product columns the staff set one at a time, and how the audit names each. */
const PRODUCT_CHANGES = {
  price: { column: 'price_cents', key: 'priceCents' },
  stock: { column: 'available', key: 'available' },
  discount: { column: 'discount_percent', key: 'discountPercent' },
} as const;

/** What a change found: done, no such product within reach, or above the law's cap. */
export type ProductChange = { done: true } | { done: false; maxDiscountPercent: number | null };

/**
 * Sets a product's price, stock or discount where it is one of `bookshopId`'s (any, for
 * null), in one statement with its audit row: the row locked first, so two changes at once
 * are audited one after the other, each `before` the value the other left. Raising the
 * stock is a restock (last_restocked_at, which the book-price law counts from); a discount
 * above the law's cap on the copy is not written (the cap is answered).
 */
export async function changeProduct(
  db: Db,
  by: Auditor,
  change: { kind: keyof typeof PRODUCT_CHANGES; productId: number; value: number },
  bookshopId: number | null,
): Promise<ProductChange> {
  const { column, key } = PRODUCT_CHANGES[change.kind];
  const { rows } = await sql<{ id: number; changed: boolean; cap: number }>`
    WITH old AS (
      SELECT id, ${sql.ref(column)} AS value, ${maxDiscountOfProduct} AS cap
      FROM products
      WHERE id = ${change.productId}
        AND (${bookshopId}::bigint IS NULL OR bookshop_id = ${bookshopId}::bigint)
      FOR NO KEY UPDATE
    ), changed AS (
      UPDATE products p SET ${sql.ref(column)} = ${change.value}::int,
        last_restocked_at = CASE WHEN ${change.kind}::text = 'stock' AND ${change.value}::int > old.value
          THEN now() ELSE p.last_restocked_at END
      FROM old
      WHERE p.id = old.id AND (${change.kind}::text <> 'discount' OR ${change.value}::int <= old.cap)
      RETURNING p.id, p.bookshop_id, old.value AS before, p.${sql.ref(column)} AS after
    ), audited AS (
      INSERT INTO shelf_events (bookshop_id, product_id, user_id, role, kind, before, after)
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, ${change.kind}::text,
        jsonb_build_object(${key}::text, before), jsonb_build_object(${key}::text, after)
      FROM changed
    )
    SELECT old.id, EXISTS (SELECT 1 FROM changed) AS changed, old.cap FROM old`.execute(db);
  const row = rows[0];
  if (!row) return { done: false, maxDiscountPercent: null };
  return row.changed ? { done: true } : { done: false, maxDiscountPercent: row.cap };
}

/**
 * Sets what decides a copy's cap under the book-price law (a school textbook, out of print),
 * with its audit row ('law'), in one statement. False when out of reach.
 */
export async function changeBookPriceFacts(
  db: Db,
  by: Auditor,
  productId: number,
  facts: { textbook: boolean; outOfPrint: boolean },
  bookshopId: number | null,
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    WITH old AS (
      SELECT id, textbook, out_of_print FROM products
      WHERE id = ${productId}
        AND (${bookshopId}::bigint IS NULL OR bookshop_id = ${bookshopId}::bigint)
      FOR NO KEY UPDATE
    ), changed AS (
      UPDATE products p SET textbook = ${facts.textbook}, out_of_print = ${facts.outOfPrint}
      FROM old WHERE p.id = old.id
      RETURNING p.id, p.bookshop_id, old.textbook AS textbook_before,
        old.out_of_print AS out_of_print_before, p.textbook, p.out_of_print
    ), audited AS (
      INSERT INTO shelf_events (bookshop_id, product_id, user_id, role, kind, before, after)
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, 'law',
        jsonb_build_object('textbook', textbook_before, 'outOfPrint', out_of_print_before),
        jsonb_build_object('textbook', textbook, 'outOfPrint', out_of_print)
      FROM changed
    )
    SELECT id FROM changed`.execute(db);
  return rows.length > 0;
}

/** A bookshop's vacation end (null: open), with its audit row, in one statement. */
export async function changeVacation(
  db: Db,
  by: Auditor,
  bookshopId: number,
  until: string | null,
): Promise<void> {
  await sql`
    WITH old AS (
      SELECT id, vacation_end FROM bookshops WHERE id = ${bookshopId} FOR NO KEY UPDATE
    ), changed AS (
      UPDATE bookshops b SET vacation_end = ${until}::date FROM old WHERE b.id = old.id
      RETURNING b.id, old.vacation_end AS before, b.vacation_end AS after
    )
    INSERT INTO shelf_events (bookshop_id, user_id, role, kind, before, after)
    SELECT id, ${by.userId}::bigint, ${by.role}::text, 'vacation',
      jsonb_build_object('vacationEnd', before), jsonb_build_object('vacationEnd', after)
    FROM changed`.execute(db);
}

export interface NewBookRow {
  bookshopId: number;
  isbn: string;
  /** The edition's, when no bookshop has the book yet (else the book's own are kept). */
  edition: { authors: string[]; publisher: string; year: number };
  title: string;
  slug: string;
  description: string;
  caches: Record<'cache_it' | 'cache_en' | 'cache_fr' | 'cache_es', ProductCache>;
  priceCents: number;
  weightGrams: number;
  available: number;
}

/**
 * Puts a book on a bookshop's shelf with its audit row, as the offer of its book (made
 * when no bookshop has that ISBN yet); null when the bookshop has a new copy of that ISBN
 * already (the unique key decides, so two at once add one).
 */
export async function insertBook(db: Db, by: Auditor, book: NewBookRow): Promise<number | null> {
  const json = (value: ProductCache) => JSON.stringify(value);
  const { edition } = book;
  const bookId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('books')
      .values({
        isbn: book.isbn,
        title: book.title,
        authors: edition.authors,
        publisher: edition.publisher,
        year: edition.year,
      })
      .onConflict((oc) => oc.column('isbn').doUpdateSet({ isbn: book.isbn }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await addBookWords(trx, [row.id]);
    return row.id;
  });
  const { rows } = await sql<{ id: number }>`
    WITH added AS (
      INSERT INTO products (bookshop_id, book_id, isbn, title, slug, description, cache_it,
        cache_en, cache_fr, cache_es, price_cents, weight_grams, available)
      VALUES (${book.bookshopId}, ${bookId}, ${book.isbn}, ${book.title}, ${book.slug},
        ${book.description},
        ${json(book.caches.cache_it)}::jsonb, ${json(book.caches.cache_en)}::jsonb,
        ${json(book.caches.cache_fr)}::jsonb, ${json(book.caches.cache_es)}::jsonb,
        ${book.priceCents}, ${book.weightGrams}, ${book.available})
      ON CONFLICT ON CONSTRAINT products_bookshop_isbn_key DO NOTHING
      RETURNING id, bookshop_id, isbn, title, price_cents, weight_grams, available
    ), audited AS (
      INSERT INTO shelf_events (bookshop_id, product_id, user_id, role, kind, after)
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, 'book_added',
        jsonb_build_object('isbn', isbn, 'title', title, 'priceCents', price_cents,
          'weightGrams', weight_grams, 'available', available)
      FROM added
    )
    SELECT id FROM added`.execute(db);
  return rows[0]?.id ?? null;
}

/** A stored band of a rate table. */
export interface StoredRate {
  destCountry: string | null;
  maxWeightGrams: number;
  priceCents: number;
}

export interface StoredTable {
  shippingType: ShippingType;
  offered: boolean;
  /** In the order written (each destination's bands by weight). */
  rates: StoredRate[];
}

async function readTables(db: Db, bookshopId: number): Promise<StoredTable[]> {
  const [offered, rates] = await Promise.all([
    db
      .selectFrom('bookshop_shipping_types')
      .select('shipping_type')
      .where('bookshop_id', '=', bookshopId)
      .execute(),
    db
      .selectFrom('shipping_rates')
      .select(['shipping_type', 'dest_country', 'max_weight_grams', 'price_cents'])
      .where('bookshop_id', '=', bookshopId)
      .orderBy('id')
      .execute(),
  ]);
  return SHIPPING_TYPES.map((shippingType) => ({
    shippingType,
    offered: offered.some((row) => row.shipping_type === shippingType),
    rates: rates
      .filter((row) => row.shipping_type === shippingType)
      .map((row) => ({
        destCountry: row.dest_country,
        maxWeightGrams: row.max_weight_grams,
        priceCents: row.price_cents,
      })),
  }));
}

/** A bookshop's four rate tables, offered or not, in the shipping types' order. */
export function rateTables(db: Db, bookshopId: number): Promise<StoredTable[]> {
  return readTables(db, bookshopId);
}

/** The destinations among `codes` that are no known country. */
export async function unknownCountries(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const known = await db
    .selectFrom('countries')
    .select('code')
    .where('code', 'in', [...codes])
    .execute();
  return new Set(codes.filter((code) => !known.some((row) => row.code === code)));
}

/**
 * Replaces a bookshop's table for one type and whether it offers it, in one transaction
 * under the bookshop's row lock (so two writers take turns and the last type offered
 * cannot be withdrawn by both at once), with its audit row. A type offered anew takes its
 * place in the shipping types' order. `stillOffered` refuses (throws, rolling back) when no
 * type would be left.
 */
export async function replaceRateTable(
  db: Db,
  by: Auditor,
  bookshopId: number,
  table: StoredTable,
  noneOffered: () => Error,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .selectFrom('bookshops')
      .select('id')
      .where('id', '=', bookshopId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    const before = (await readTables(tx, bookshopId)).find(
      (t) => t.shippingType === table.shippingType,
    );
    await tx
      .deleteFrom('shipping_rates')
      .where('bookshop_id', '=', bookshopId)
      .where('shipping_type', '=', table.shippingType)
      .execute();
    if (table.rates.length > 0) {
      await tx
        .insertInto('shipping_rates')
        .values(
          table.rates.map((rate) => ({
            bookshop_id: bookshopId,
            shipping_type: table.shippingType,
            dest_country: rate.destCountry,
            max_weight_grams: rate.maxWeightGrams,
            price_cents: rate.priceCents,
          })),
        )
        .execute();
    }
    if (table.offered) {
      await tx
        .insertInto('bookshop_shipping_types')
        .values({
          bookshop_id: bookshopId,
          shipping_type: table.shippingType,
          position: SHIPPING_TYPES.indexOf(table.shippingType),
        })
        .onConflict((oc) => oc.columns(['bookshop_id', 'shipping_type']).doNothing())
        .execute();
    } else {
      await tx
        .deleteFrom('bookshop_shipping_types')
        .where('bookshop_id', '=', bookshopId)
        .where('shipping_type', '=', table.shippingType)
        .execute();
      const left = await tx
        .selectFrom('bookshop_shipping_types')
        .select('shipping_type')
        .where('bookshop_id', '=', bookshopId)
        .limit(1)
        .executeTakeFirst();
      if (!left) throw noneOffered();
    }
    await tx
      .insertInto('shelf_events')
      .values({
        bookshop_id: bookshopId,
        user_id: by.userId,
        role: by.role === 'admin' ? 'admin' : 'staff',
        kind: 'shipping_rates',
        before: JSON.stringify(before ?? null),
        after: JSON.stringify(table),
      })
      .execute();
  });
}
