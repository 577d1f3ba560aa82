import { z } from 'zod';
import { BOOK_CONDITIONS } from '@scaffale/domain/book-price';
import { isbnOf } from '@scaffale/domain/isbn';
import { parseDecimal } from '@scaffale/domain/money';
import type { Db } from '../../db/database.ts';
import {
  searchBooks as searchBooksIn,
  type BookFilter,
  type BookQuery,
  type BookSort,
  type BookView,
} from './books.repo.ts';
import { CatalogErrors } from './errors.ts';

// The search's rules (docs/spec/catalogue-by-book.md §2): what a query and its filters may
// be; an ISBN typed in either form is looked up as such, anything else as words.

export const BOOKS_PAGE_SIZE = 20;
const MAX_BOOKS_PAGE_SIZE = 60;
const MAX_QUERY_LENGTH = 200;
export const MAX_SUGGESTIONS = 8;

const price = z
  .string()
  .transform((text, ctx) => {
    const cents = parseDecimal(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: 'price' });
    return cents ?? 0;
  })
  .nullish()
  .transform((cents) => cents ?? null);
const year = z
  .number()
  .int()
  .min(0)
  .max(9999)
  .nullish()
  .transform((v) => v ?? null);
const text = z
  .string()
  .trim()
  .max(MAX_QUERY_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null));

const filterSchema = z
  .object({
    language: text,
    publisher: text,
    yearFrom: year,
    yearTo: year,
    priceFrom: price,
    priceTo: price,
    condition: z
      .enum(BOOK_CONDITIONS)
      .nullish()
      .transform((v) => v ?? null),
    inStock: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    pickupCity: text,
  })
  .nullish();

export interface SearchArgs {
  query: string;
  page?: number | null;
  pageSize?: number | null;
  filter?: unknown;
  sort?: BookSort | null;
}

/** What the reader typed: an ISBN, or words (none: null). */
export function bookQueryOf(typed: string, lastIsPrefix: boolean): BookQuery | null {
  const words = typed.trim().slice(0, MAX_QUERY_LENGTH);
  if (words === '') return null;
  const isbn = isbnOf(words);
  return isbn !== null ? { isbn } : { words, lastIsPrefix };
}

export async function findBooks(
  db: Db,
  args: SearchArgs,
): Promise<{ items: BookView[]; total: number; page: number; pageSize: number }> {
  const page = Math.max(1, Math.trunc(args.page ?? 1));
  const pageSize = Math.min(
    MAX_BOOKS_PAGE_SIZE,
    Math.max(1, Math.trunc(args.pageSize ?? BOOKS_PAGE_SIZE)),
  );
  const parsed = filterSchema.safeParse(args.filter);
  if (!parsed.success) throw CatalogErrors.searchInvalid();
  const given = parsed.data;
  const filter: BookFilter = given
    ? {
        language: given.language,
        publisher: given.publisher,
        yearFrom: given.yearFrom,
        yearTo: given.yearTo,
        priceFromCents: given.priceFrom,
        priceToCents: given.priceTo,
        condition: given.condition,
        inStock: given.inStock,
        pickupCity: given.pickupCity,
      }
    : NO_FILTER;
  const query = bookQueryOf(args.query, false);
  if (query === null) return { items: [], total: 0, page, pageSize };
  const { items, total } = await searchBooksIn(db, {
    query,
    filter,
    sort: args.sort ?? 'RELEVANCE',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, total, page, pageSize };
}

const NO_FILTER: BookFilter = {
  language: null,
  publisher: null,
  yearFrom: null,
  yearTo: null,
  priceFromCents: null,
  priceToCents: null,
  condition: null,
  inStock: false,
  pickupCity: null,
};

/** The search box's suggestions: the best few books, the last word still being typed. */
export async function suggestBooks(db: Db, typed: string): Promise<BookView[]> {
  const query = bookQueryOf(typed, true);
  if (query === null) return [];
  const { items } = await searchBooksIn(db, {
    query,
    filter: NO_FILTER,
    sort: 'RELEVANCE',
    limit: MAX_SUGGESTIONS,
    offset: 0,
  });
  return items;
}
