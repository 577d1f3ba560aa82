import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { openOffer } from './books.repo.ts';

// The rows the sitemap lists (docs/spec/search-engines.md §2): open bookshops, and books with
// an ISBN that their page shows an offer of. Read by key ranges, a batch at a time.

/** What the sitemap lists of a table: its rows with a page, by id. */
export type SitemapTable = 'bookshops' | 'books';

/** A row with a page: its id, and what its address is made of (a book's ISBN). */
export interface SitemapRow {
  id: number;
  isbn: string | null;
}

/**
 * A bookshop not closed (one on vacation keeps its page); a book with an ISBN (its address)
 * and an offer its page shows: a copy on the shelf of an open bookshop not on vacation.
 */
const LISTED: Record<SitemapTable, RawBuilder<boolean>> = {
  bookshops: sql<boolean>`bookshops.closed_at IS NULL`,
  books: sql<boolean>`books.isbn IS NOT NULL AND EXISTS (SELECT 1 FROM products
    JOIN bookshops ON bookshops.id = products.bookshop_id
    WHERE products.book_id = books.id AND ${openOffer})`,
};

/**
 * The buckets of `per` keys that hold at least one listed row's address, a key being
 * `id × languages + the language's index`: one row per child sitemap, never one per row.
 */
export async function bucketsOf(
  db: Db,
  table: SitemapTable,
  languages: number,
  per: number,
): Promise<number[]> {
  const { rows } = await sql<{ bucket: string }>`
    SELECT DISTINCT (${sql.table(table)}.id * ${languages} + lang) / ${per} AS bucket
    FROM ${sql.table(table)} CROSS JOIN generate_series(0, ${languages - 1}) AS lang
    WHERE ${LISTED[table]}
    ORDER BY bucket`.execute(db);
  return rows.map((row) => Number(row.bucket));
}

/** Up to `limit` listed rows with ids after `after` up to `last`, by id. */
export async function listedRows(
  db: Db,
  table: SitemapTable,
  range: { after: number; last: number },
  limit: number,
): Promise<SitemapRow[]> {
  const isbn = table === 'books' ? sql`books.isbn` : sql`NULL::text`;
  const { rows } = await sql<SitemapRow>`
    SELECT ${sql.table(table)}.id, ${isbn} AS isbn FROM ${sql.table(table)}
    WHERE ${sql.table(table)}.id > ${range.after} AND ${sql.table(table)}.id <= ${range.last}
      AND ${LISTED[table]}
    ORDER BY ${sql.table(table)}.id
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), isbn: row.isbn }));
}
