import { sql } from 'kysely';
import { addBookWords } from '../../db/book-words.ts';
import type { Db } from '../../db/database.ts';
import { productCache, productDescription, slugify } from '../../db/seed/demo-data.ts';
import type { ProductCache } from '../../db/types.ts';
import type { Actor } from './bookshop.repo.ts';
import type { OfferLine, RejectionCode } from './shelf-import-rows.ts';

// A batch of a shelf file written (docs/spec/shelf-import.md): a few set-based statements
// per batch whatever its size, the lines carried as one jsonb array. New books first, then
// the offers the bookshop lacks (the unique key decides, so two imports at once create an
// offer once), then those whose price, copies or weight differ; each change audited as a
// change made by hand is (book_added, price, stock).

/** A new offer's weight when the file gives none: a paperback's, about. */
export const DEFAULT_WEIGHT_GRAMS = 400;

type Auditor = Pick<Actor, 'userId' | 'role'>;

export interface ImportTarget {
  bookshopId: number;
  countryCode: string;
  by: Auditor;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; code: RejectionCode }[];
}

interface KnownBook {
  ord: number;
  book_id: number | null;
  title: string | null;
  authors: string[] | null;
  publisher: string | null;
  year: number | null;
  product_id: number | null;
}

/** The books no book has the ISBN of yet, from the lines that give a title. */
async function createBooks(tx: Db, lines: readonly OfferLine[]): Promise<void> {
  const wanted = lines.flatMap((line) =>
    line.title === null
      ? []
      : [
          {
            isbn: line.isbn,
            title: line.title,
            authors: line.authors,
            publisher: line.publisher,
            year: line.year,
          },
        ],
  );
  if (wanted.length === 0) return;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO books (isbn, title, authors, publisher, year)
    SELECT DISTINCT ON (r.isbn) r.isbn, r.title, coalesce(r.authors, '{}'), r.publisher, r.year
    FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
      AS r(isbn text, title text, authors text[], publisher text, year int)
    WHERE NOT EXISTS (SELECT 1 FROM books b WHERE b.isbn = r.isbn)
    ORDER BY r.isbn
    ON CONFLICT (isbn) DO NOTHING
    RETURNING id`.execute(tx);
  await addBookWords(
    tx,
    rows.map((row) => Number(row.id)),
  );
}

/** Each line's book (null: none has its ISBN) and the bookshop's offer of it, if any. */
async function booksAndOffers(
  tx: Db,
  bookshopId: number,
  lines: readonly OfferLine[],
): Promise<KnownBook[]> {
  const keys = lines.map((line, ord) => ({ ord, isbn: line.isbn, condition: line.condition }));
  const { rows } = await sql<KnownBook>`
    SELECT r.ord, b.id AS book_id, b.title, b.authors, b.publisher, b.year, p.id AS product_id
    FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
      AS r(ord int, isbn text, condition text)
    LEFT JOIN books b ON b.isbn = r.isbn
    LEFT JOIN products p
      ON p.bookshop_id = ${bookshopId}::bigint AND p.isbn = r.isbn AND p.condition = r.condition
    ORDER BY r.ord`.execute(tx);
  return rows;
}

type Caches = Record<'cache_it' | 'cache_en' | 'cache_fr' | 'cache_es', ProductCache>;

/** A new offer's catalogue texts, built from its book as a book added by hand is. */
function offerTexts(book: KnownBook, isbn: string, countryCode: string) {
  const texts = {
    title: book.title ?? isbn,
    authors: book.authors ?? [],
    publisher: book.publisher ?? '',
    year: book.year === null ? '' : String(book.year),
  };
  const caches: Caches = {
    cache_it: productCache(texts, 'it'),
    cache_en: productCache(texts, 'en'),
    cache_fr: productCache(texts, 'fr'),
    cache_es: productCache(texts, 'es'),
  };
  return {
    title: texts.title,
    slug: slugify(texts.title) || isbn,
    description: productDescription(texts, countryCode),
    ...caches,
  };
}

/** The new offers inserted (ON CONFLICT: one made meanwhile is left as it is); their keys. */
async function insertOffers(
  tx: Db,
  target: ImportTarget,
  offers: readonly Record<string, unknown>[],
): Promise<Set<string>> {
  if (offers.length === 0) return new Set();
  const { by } = target;
  const { rows } = await sql<{ isbn: string; condition: string }>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(offers)}::jsonb) AS r(
        book_id bigint, isbn text, condition text, title text, slug text, description text,
        cache_it jsonb, cache_en jsonb, cache_fr jsonb, cache_es jsonb, price_cents int,
        weight_grams int, available int)
    ), added AS (
      INSERT INTO products (bookshop_id, book_id, isbn, condition, title, slug, description,
        cache_it, cache_en, cache_fr, cache_es, price_cents, weight_grams, available)
      SELECT ${target.bookshopId}::bigint, book_id, isbn, condition, title, slug, description,
        cache_it, cache_en, cache_fr, cache_es, price_cents, weight_grams, available
      -- In the key's order, as the books are: two imports naming the same offers in other
      -- orders wait for each other instead of deadlocking.
      FROM input ORDER BY isbn, condition
      ON CONFLICT ON CONSTRAINT products_bookshop_isbn_key DO NOTHING
      RETURNING id, bookshop_id, isbn, condition, title, price_cents, weight_grams, available
    ), audited AS (
      INSERT INTO shelf_events (bookshop_id, product_id, user_id, role, kind, after)
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, 'book_added',
        jsonb_build_object('isbn', isbn, 'condition', condition, 'title', title,
          'priceCents', price_cents, 'weightGrams', weight_grams, 'available', available,
          'source', 'import')
      FROM added
    )
    SELECT isbn, condition FROM added`.execute(tx);
  return new Set(rows.map((row) => `${row.isbn}/${row.condition}`));
}

/**
 * The offers whose price, copies or weight (when given) differ set to the file's, each
 * row locked first so `before` is what the change replaced; a 'price' and a 'stock' audit
 * row for each value that changed. How many offers changed.
 */
async function updateOffers(
  tx: Db,
  target: ImportTarget,
  lines: readonly OfferLine[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const { by } = target;
  const input = lines.map((line) => ({
    isbn: line.isbn,
    condition: line.condition,
    price_cents: line.priceCents,
    available: line.copies,
    weight_grams: line.weightGrams,
  }));
  const { rows } = await sql<{ n: number }>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS r(isbn text,
        condition text, price_cents int, available int, weight_grams int)
    ), old AS (
      SELECT p.id, p.price_cents, p.available, p.weight_grams
      FROM products p JOIN input i ON p.isbn = i.isbn AND p.condition = i.condition
      WHERE p.bookshop_id = ${target.bookshopId}::bigint
        AND (p.price_cents <> i.price_cents OR p.available <> i.available
          OR (i.weight_grams IS NOT NULL AND p.weight_grams <> i.weight_grams))
      ORDER BY p.id
      FOR NO KEY UPDATE OF p
    ), changed AS (
      UPDATE products p SET price_cents = i.price_cents, available = i.available,
        weight_grams = coalesce(i.weight_grams, p.weight_grams),
        -- More copies than before: the bookshop bought some (the book-price law counts from it).
        last_restocked_at = CASE WHEN i.available > old.available THEN now()
          ELSE p.last_restocked_at END
      FROM old, input i
      WHERE p.id = old.id AND i.isbn = p.isbn AND i.condition = p.condition
      RETURNING p.id, p.bookshop_id, old.price_cents AS price_before, p.price_cents,
        old.available AS available_before, p.available
    ), audited AS (
      INSERT INTO shelf_events (bookshop_id, product_id, user_id, role, kind, before, after)
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, 'price',
        jsonb_build_object('priceCents', price_before), jsonb_build_object('priceCents', price_cents)
      FROM changed WHERE price_before <> price_cents
      UNION ALL
      SELECT bookshop_id, id, ${by.userId}::bigint, ${by.role}::text, 'stock',
        jsonb_build_object('available', available_before), jsonb_build_object('available', available)
      FROM changed WHERE available_before <> available
    )
    SELECT count(*)::int AS n FROM changed`.execute(tx);
  return Number(rows[0]?.n ?? 0);
}

/**
 * One batch of checked lines (no two of one ISBN and condition) written in `tx`: its
 * counts, and its lines whose ISBN no book has and that give no title (UNKNOWN_ISBN).
 */
export async function writeBatch(
  tx: Db,
  target: ImportTarget,
  lines: readonly OfferLine[],
): Promise<BatchOutcome> {
  await createBooks(tx, lines);
  const known = await booksAndOffers(tx, target.bookshopId, lines);
  const rejected: BatchOutcome['rejected'] = [];
  const fresh: Record<string, unknown>[] = [];
  const existing: OfferLine[] = [];
  const freshLines = new Map<string, OfferLine>();
  known.forEach((book) => {
    const line = lines[book.ord];
    if (!line) return;
    if (book.book_id === null) rejected.push({ line: line.line, code: 'UNKNOWN_ISBN' });
    else if (book.product_id !== null) existing.push(line);
    else {
      freshLines.set(`${line.isbn}/${line.condition}`, line);
      fresh.push({
        book_id: book.book_id,
        isbn: line.isbn,
        condition: line.condition,
        ...offerTexts(book, line.isbn, target.countryCode),
        price_cents: line.priceCents,
        weight_grams: line.weightGrams ?? DEFAULT_WEIGHT_GRAMS,
        available: line.copies,
      });
    }
  });
  const created = await insertOffers(tx, target, fresh);
  // An offer another import made since the lookup is compared like one that was there.
  for (const [key, line] of freshLines) if (!created.has(key)) existing.push(line);
  const updated = await updateOffers(tx, target, existing);
  return {
    created: created.size,
    updated,
    unchanged: existing.length - updated,
    rejected,
  };
}

/** The one audit row of an import: who, the file's form and size, and what it did. */
export async function recordImport(
  db: Db,
  target: ImportTarget,
  summary: Record<string, string | number | boolean>,
): Promise<void> {
  await db
    .insertInto('shelf_events')
    .values({
      bookshop_id: target.bookshopId,
      user_id: target.by.userId,
      role: target.by.role === 'admin' ? 'admin' : 'staff',
      kind: 'import',
      after: JSON.stringify(summary),
    })
    .execute();
}

/** A row of the shelf export: an offer with an ISBN and its book's texts. */
export interface ExportRow {
  isbn: string;
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  price_cents: number;
  available: number;
  condition: string;
  weight_grams: number;
}

/** The bookshop's offers that have an ISBN (what an import can name), by ISBN. */
export async function shelfForExport(db: Db, bookshopId: number): Promise<ExportRow[]> {
  const { rows } = await sql<ExportRow>`
    SELECT p.isbn, b.title, b.authors, b.publisher, b.year, p.price_cents, p.available,
      p.condition, p.weight_grams
    FROM products p JOIN books b ON b.id = p.book_id
    WHERE p.bookshop_id = ${bookshopId}::bigint AND p.isbn IS NOT NULL
    ORDER BY p.isbn, p.condition`.execute(db);
  return rows;
}
