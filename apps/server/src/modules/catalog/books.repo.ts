import { sql, type RawBuilder } from 'kysely';
import type { BookCondition } from '@scaffale/domain/book-price';
import type { Db } from '../../db/database.ts';
import {
  inVacationExpr,
  maxDiscountOfProduct,
  productColumns,
  toProductView,
  type ProductTexts,
  type BookshopView,
  type ProductView,
} from './catalog.repo.ts';

// The catalogue by book (docs/spec/catalogue-by-book.md): a book and its offers, the search.

export interface BookView {
  id: number;
  isbn: string | null;
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  language: string | null;
  pages: number | null;
  description: string;
  listings: number;
}

export interface OfferView {
  product: ProductView;
  bookshop: BookshopView;
  price: string;
  available: number;
  condition: BookCondition;
}

export interface BookFilter {
  language: string | null;
  publisher: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  priceFromCents: number | null;
  priceToCents: number | null;
  condition: BookCondition | null;
  inStock: boolean;
  pickupCity: string | null;
}

export type BookSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'YEAR_DESC' | 'YEAR_ASC';

/** What a search looks for: one ISBN-13, or words (the last one a prefix for suggestions). */
export type BookQuery = { isbn: string } | { words: string; lastIsPrefix: boolean };

const bookColumns = sql`books.id, books.isbn, books.title, books.authors, books.publisher,
  books.year, books.language, books.pages, books.description,
  (SELECT count(*)::int FROM products WHERE products.book_id = books.id) AS listings`;

/** A copy a reader can buy now: its bookshop open, copies on the shelf. */
export const openOffer = sql<boolean>`products.available > 0 AND NOT ${inVacationExpr.expression}`;

/**
 * The discounted unit price, rounded half up, never below the book-price law's floor
 * (rounded up): the domain's lawfulUnitPrice.
 */
const offerPriceCents = sql`GREATEST(products.price_cents
  - (products.price_cents * products.discount_percent + 50) / 100,
  (products.price_cents * (100 - ${maxDiscountOfProduct}) + 99) / 100)`;

/**
 * The tsquery of a reader's words, in the configuration the books' documents are in: each
 * word, or any word of book_words one letter away when it has 5 letters or more (the
 * trigram index finds the candidates, levenshtein keeps those one edit away), all words
 * required; the last a prefix when asked. `exact` without the forgiven spellings.
 */
function wordsQuery(words: string, lastIsPrefix: boolean, exact: boolean): RawBuilder<unknown> {
  const forgiven = exact
    ? sql``
    : sql`UNION SELECT words.ord, candidates.word FROM words
        CROSS JOIN LATERAL (
          SELECT word FROM book_words
          WHERE length(words.w) >= 5 AND book_words.word % words.w
            AND levenshtein(book_words.word, words.w) <= 1
        ) candidates`;
  return sql`(
    WITH words AS (
      SELECT w, ord FROM regexp_split_to_table(scaffale_fold(${words}), '[^[:alnum:]]+')
        WITH ORDINALITY AS split(w, ord)
      WHERE w <> ''
    ), alternatives AS (
      SELECT ord, w AS alt FROM words ${forgiven}
    ), per_word AS (
      SELECT ord, '(' || string_agg(
        alt || CASE WHEN ${lastIsPrefix} AND ord = (SELECT max(ord) FROM words)
          THEN ':*' ELSE '' END, ' | ') || ')' AS alts
      FROM alternatives GROUP BY ord
    )
    SELECT to_tsquery('scaffale_it', coalesce(string_agg(alts, ' & ' ORDER BY ord), ''))
    FROM per_word
  )`;
}

function filterConditions(filter: BookFilter): RawBuilder<unknown>[] {
  const onBook: RawBuilder<unknown>[] = [];
  if (filter.language !== null) onBook.push(sql`books.language = ${filter.language}`);
  if (filter.publisher !== null)
    onBook.push(sql`scaffale_fold(books.publisher) = scaffale_fold(${filter.publisher})`);
  if (filter.yearFrom !== null) onBook.push(sql`books.year >= ${filter.yearFrom}`);
  if (filter.yearTo !== null) onBook.push(sql`books.year <= ${filter.yearTo}`);
  const onOffer: RawBuilder<unknown>[] = [];
  if (filter.condition !== null) onOffer.push(sql`products.condition = ${filter.condition}`);
  if (filter.priceFromCents !== null)
    onOffer.push(sql`${offerPriceCents} >= ${filter.priceFromCents}`);
  if (filter.priceToCents !== null) onOffer.push(sql`${offerPriceCents} <= ${filter.priceToCents}`);
  if (filter.pickupCity !== null)
    onOffer.push(sql`scaffale_fold(bookshops.city) = scaffale_fold(${filter.pickupCity})
      AND EXISTS (SELECT 1 FROM bookshop_shipping_types t
        WHERE t.bookshop_id = bookshops.id AND t.shipping_type = 'Shop_pickup')`);
  if (filter.inStock || onOffer.length > 0)
    onBook.push(sql`EXISTS (SELECT 1 FROM products
      JOIN bookshops ON bookshops.id = products.bookshop_id
      WHERE products.book_id = books.id AND ${openOffer}
      ${sql.join(
        onOffer.map((condition) => sql`AND ${condition}`),
        sql` `,
      )})`);
  return onBook;
}

function orderOf(sort: BookSort, relevance: RawBuilder<unknown>): RawBuilder<unknown> {
  const cheapest = sql`(SELECT min(${offerPriceCents}) FROM products
    JOIN bookshops ON bookshops.id = products.bookshop_id
    WHERE products.book_id = books.id AND ${openOffer})`;
  switch (sort) {
    case 'PRICE_ASC':
      return sql`${cheapest} ASC NULLS LAST, books.title, books.id`;
    case 'PRICE_DESC':
      return sql`${cheapest} DESC NULLS LAST, books.title, books.id`;
    case 'YEAR_DESC':
      return sql`books.year DESC NULLS LAST, books.title, books.id`;
    case 'YEAR_ASC':
      return sql`books.year ASC NULLS LAST, books.title, books.id`;
    case 'RELEVANCE':
      return sql`${relevance}, books.title, books.id`;
  }
}

/** A book as read, with the number of books its search found. */
type BookRow = BookView & { total: number };

function toBookView(row: BookRow): BookView {
  return {
    id: Number(row.id),
    isbn: row.isbn,
    title: row.title,
    authors: row.authors,
    publisher: row.publisher,
    year: row.year,
    language: row.language,
    pages: row.pages,
    description: row.description,
    listings: row.listings,
  };
}

/** Past it, a page's LIMIT and OFFSET are parameters. */
const LITERAL_OFFSETS = 100;

/**
 * LIMIT and OFFSET as literals for the first pages: a plan that knows it keeps 20 rows is
 * the one PostgreSQL then keeps for the statement (with parameters it must expect to sort a
 * tenth of the books, and plans every search anew); further pages as parameters, so the
 * texts stay few (prepared-statements.ts names at most 300).
 */
function pageClause(limit: number, offset: number): RawBuilder<unknown> {
  return offset < LITERAL_OFFSETS
    ? sql`LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}`
    : sql`LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The books a search finds, each once, best first: by an ISBN, that book; by words, those
 * whose document holds every word (or a spelling one letter away), a title equal to the
 * words first, then the books matching the words as typed, then by rank.
 */
export async function searchBooks(
  db: Db,
  search: {
    query: BookQuery;
    filter: BookFilter;
    sort: BookSort;
    limit: number;
    offset: number;
  },
): Promise<{ items: BookView[]; total: number }> {
  const { query } = search;
  let queries = sql``;
  let matches: RawBuilder<unknown>;
  let relevance: RawBuilder<unknown>;
  if ('isbn' in query) {
    matches = sql`books.isbn = ${query.isbn}`;
    relevance = sql`books.id`;
  } else {
    // Each tsquery made once (the forgiven spellings looked up once), in a row of FROM; the
    // books titled as typed found once, by the title's index, not every match's title folded.
    queries = sql`, (SELECT ${wordsQuery(query.words, query.lastIsPrefix, false)} AS words,
      ${wordsQuery(query.words, query.lastIsPrefix, true)} AS exact,
      ARRAY(SELECT id FROM books WHERE scaffale_fold(title) = scaffale_fold(${query.words}))
        AS titled) AS query`;
    matches = sql`books.search @@ query.words`;
    relevance = sql`books.id = ANY(query.titled) DESC, ts_rank(books.search, query.exact) DESC,
      ts_rank(books.search, query.words) DESC`;
  }
  const conditions = [matches, ...filterConditions(search.filter)];
  const { rows } = await sql<BookRow>`
    SELECT ${bookColumns}, count(*) OVER ()::int AS total
    FROM books ${queries}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${orderOf(search.sort, relevance)}
    ${pageClause(search.limit, search.offset)}`.execute(db);
  return { items: rows.map(toBookView), total: rows[0]?.total ?? 0 };
}

export async function findBookByIsbn(db: Db, isbn: string): Promise<BookView | null> {
  const { rows } = await sql<BookRow>`
    SELECT ${bookColumns}, 1 AS total FROM books WHERE books.isbn = ${isbn}`.execute(db);
  const row = rows[0];
  return row ? toBookView(row) : null;
}

/**
 * Every offer a reader can buy now of each of these books (open bookshop, copies on the
 * shelf), cheapest first, then the most copies; one statement for all. Of the products'
 * large texts only `texts`: a page of results asks for none.
 */
export async function openOffersOf(
  db: Db,
  bookIds: readonly number[],
  texts: ProductTexts,
): Promise<Map<number, OfferView[]>> {
  const offers = new Map<number, OfferView[]>(bookIds.map((id) => [id, []]));
  if (bookIds.length === 0) return offers;
  const rows = await db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(productColumns(texts))
    .where('products.book_id', 'in', [...bookIds])
    .where(openOffer)
    .orderBy(offerPriceCents)
    .orderBy('products.available', 'desc')
    .orderBy('products.id')
    .execute();
  for (const row of rows) {
    const product = toProductView(row);
    offers.get(product.bookId)?.push({
      product,
      bookshop: product.bookshop,
      price: product.discountedPrice,
      available: product.available,
      condition: product.condition,
    });
  }
  return offers;
}

/** Books by id, for the offers' pages. */
export async function findBooks(db: Db, ids: readonly number[]): Promise<Map<number, BookView>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<BookRow>`
    SELECT ${bookColumns}, 1 AS total FROM books
    WHERE books.id = ANY(${ids.map(String)}::bigint[])`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), toBookView(row)]));
}
