import { z } from 'zod';
import { normaliseIsbn13 } from '@scaffale/domain/isbn';
import { parseDecimal, type Cents } from '@scaffale/domain/money';
import {
  bandStarts,
  MAX_RATE_ROWS,
  rateTableProblem,
  type RateRowInput,
  type RateTableProblem,
} from '@scaffale/domain/rate-table';
import type { ShippingType } from '@scaffale/domain/shipping';
import type { Db } from '../../db/database.ts';
import { productCache, productDescription, slugify } from '../../db/seed/demo-data.ts';
import { HttpErrors, type AppError, type ErrorParams } from '../../http/errors.ts';
import { findBookshop } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import type { Actor } from './bookshop.repo.ts';
import { requireActor, staffScope } from './bookshop.service.ts';
import { ShelfErrors } from './errors.ts';
import { pageRequest, searchText } from './paging.ts';
import {
  changeBookPriceFacts,
  changeProduct,
  insertBook,
  rateTables,
  replaceRateTable,
  searchShelf,
  unknownCountries,
  type ShelfBookRow,
  type StoredTable,
} from './shelf.repo.ts';

// The shelf's rules: who may act on which bookshop, what a price, a new book and a rate
// table must be. Staff act on their own bookshop (naming another is answered as a missing
// one); the administrator on the one named, or for a search on every bookshop.

export const SHELF_PAGE_SIZE = 20;
/** A price is 0.01 to 10000.00 (whole cents, sent as a decimal string). */
const MIN_PRICE_CENTS = 1;
const MAX_PRICE_CENTS = 1_000_000;
export const MAX_BOOK_WEIGHT_GRAMS = 30_000;
const FIRST_PRINTED_YEAR = 1450;

/**
 * The caller and the bookshop an operation acts on: staff their own (another named: not
 * found); the administrator the one named, which must exist; unnamed, every bookshop (null)
 * where `everyAllowed`, else refused on the bookshopId field.
 */
async function bookshopInScope(
  db: Db,
  actor: Actor | null,
  named: number | null,
  everyAllowed: boolean,
): Promise<{ who: Actor; bookshopId: number | null }> {
  const who = requireActor(actor);
  const { bookshopId } = staffScope(who);
  if (bookshopId !== null) {
    if (named !== null && named !== bookshopId) throw CatalogErrors.bookshopNotFound();
    return { who, bookshopId };
  }
  if (named === null) {
    if (everyAllowed) return { who, bookshopId: null };
    throw ShelfErrors.bookshopRequired();
  }
  if (!(await findBookshop(db, named))) throw CatalogErrors.bookshopNotFound();
  return { who, bookshopId: named };
}

/**
 * The one bookshop an operation acts on: the staff's own (another named: not found), the
 * administrator's named one (required).
 */
export async function oneBookshop(
  db: Db,
  actor: Actor | null,
  named: number | null,
): Promise<{ who: Actor; bookshopId: number }> {
  const { who, bookshopId } = await bookshopInScope(db, actor, named, false);
  if (bookshopId === null) throw ShelfErrors.bookshopRequired();
  return { who, bookshopId };
}

/** A price from the wire: a decimal string of whole cents, 0.01 to 10000.00; else null. */
export function priceCentsOf(value: unknown): Cents | null {
  if (typeof value !== 'string') return null;
  const cents = parseDecimal(value);
  return cents !== null && cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS ? cents : null;
}

export interface ShelfPageView {
  bookshopId: number | null;
  rows: ShelfBookRow[];
  total: number;
  page: number;
  pageSize: number;
}

export async function readShelf(
  db: Db,
  actor: Actor | null,
  query: {
    search: string | null;
    page: number | null;
    pageSize: number | null;
    bookshopId: number | null;
  },
): Promise<ShelfPageView> {
  const { bookshopId } = await bookshopInScope(db, actor, query.bookshopId, true);
  const { page, pageSize, offset } = pageRequest(query.page, query.pageSize, SHELF_PAGE_SIZE);
  const search = searchText(query.search);
  const { rows, total } = await searchShelf(
    db,
    { bookshopId, search },
    { limit: pageSize, offset },
  );
  return { bookshopId, rows, total, page, pageSize };
}

/** Sets a book's list price (audited): staff of its bookshop, or the administrator. Its id. */
export async function setPrice(
  db: Db,
  actor: Actor | null,
  productId: number | null,
  price: unknown,
): Promise<number> {
  const who = requireActor(actor);
  const { bookshopId } = staffScope(who);
  if (productId === null) throw CatalogErrors.productNotFound();
  const cents = priceCentsOf(price);
  if (cents === null) throw ShelfErrors.priceInvalid();
  if (!(await changeProduct(db, who, { kind: 'price', productId, value: cents }, bookshopId)).done)
    throw CatalogErrors.productNotFound();
  return productId;
}

/**
 * Sets a product's own discount (staff of its bookshop, or the administrator): a whole percent
 * from 0 to 100, refused above what the book-price law allows on the copy, naming the law and
 * the cap (docs/spec/book-price-law.md).
 */
export async function setDiscount(
  db: Db,
  actor: Actor | null,
  productId: number | null,
  percent: number,
): Promise<number> {
  const who = requireActor(actor);
  const { bookshopId } = staffScope(who);
  if (productId === null) throw CatalogErrors.productNotFound();
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw HttpErrors.invalidValue(undefined, 'percent');
  const change = { kind: 'discount', productId, value: percent } as const;
  const outcome = await changeProduct(db, who, change, bookshopId);
  if (outcome.done) return productId;
  if (outcome.maxDiscountPercent === null) throw CatalogErrors.productNotFound();
  throw ShelfErrors.discountAboveLegalCap({ max: outcome.maxDiscountPercent });
}

/** Sets whether the copy is a school textbook, or out of print (audited). */
export async function setBookPriceFacts(
  db: Db,
  actor: Actor | null,
  productId: number | null,
  facts: { textbook: boolean; outOfPrint: boolean },
): Promise<number> {
  const who = requireActor(actor);
  const { bookshopId } = staffScope(who);
  if (productId === null || !(await changeBookPriceFacts(db, who, productId, facts, bookshopId)))
    throw CatalogErrors.productNotFound();
  return productId;
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** A new book as the wire sends it; each field's refusal names that field. */
function newBookSchema(now: Date) {
  return z.object({
    isbn: z.string().transform((value, ctx) => {
      const isbn = normaliseIsbn13(value);
      if (isbn === null) ctx.addIssue({ code: 'custom', message: 'isbn' });
      return isbn ?? '';
    }),
    title: text(300),
    authors: z.array(text(200)).min(1).max(10),
    publisher: text(200),
    year: z
      .number()
      .int()
      .min(FIRST_PRINTED_YEAR)
      .max(now.getUTCFullYear() + 1),
    weightGrams: z.number().int().min(1).max(MAX_BOOK_WEIGHT_GRAMS),
    price: z.unknown().transform((value, ctx) => {
      const cents = priceCentsOf(value);
      if (cents === null) ctx.addIssue({ code: 'custom', message: 'price' });
      return cents ?? 0;
    }),
    available: z.number().int().min(0).max(1_000_000),
  });
}

export interface NewBookInput {
  isbn: string;
  title: string;
  authors: string[];
  publisher: string;
  year: number;
  weightGrams: number;
  price: unknown;
  available: number;
}

/** Each field's refusal, in the form's order: the first field at fault is the one answered. */
const FIELD_ERRORS: Record<keyof NewBookInput, (params?: ErrorParams) => AppError> = {
  isbn: ShelfErrors.isbnInvalid,
  title: ShelfErrors.titleInvalid,
  authors: ShelfErrors.authorsInvalid,
  publisher: ShelfErrors.publisherInvalid,
  year: ShelfErrors.yearInvalid,
  weightGrams: ShelfErrors.weightInvalid,
  price: ShelfErrors.priceInvalid,
  available: ShelfErrors.availableInvalid,
};
const FIELD_ORDER = Object.keys(FIELD_ERRORS) as (keyof NewBookInput)[];

/**
 * Puts a book on the shelf of the caller's bookshop (the administrator's named one): its
 * catalogue texts built as the demo books' are, so the catalogue, the product page, carts
 * and totals show it at once. Refused on the first field at fault, in the form's order;
 * an ISBN the bookshop has already on DUPLICATE_ISBN. The new product's id.
 */
export async function addBook(
  db: Db,
  actor: Actor | null,
  input: NewBookInput,
  named: number | null,
  now: Date = new Date(),
): Promise<number> {
  const { who, bookshopId } = await oneBookshop(db, actor, named);
  const parsed = newBookSchema(now).safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
    const first = FIELD_ORDER.find((field) => fields.includes(field)) ?? 'title';
    throw FIELD_ERRORS[first]({ max: now.getUTCFullYear() + 1 });
  }
  const book = parsed.data;
  const shop = await findBookshop(db, bookshopId);
  if (!shop) throw CatalogErrors.bookshopNotFound();
  const texts = { ...book, year: String(book.year) };
  const id = await insertBook(db, who, {
    bookshopId,
    isbn: book.isbn,
    edition: { authors: book.authors, publisher: book.publisher, year: book.year },
    title: book.title,
    slug: slugify(book.title) || book.isbn,
    description: productDescription(texts, shop.countryCode),
    caches: {
      cache_it: productCache(texts, 'it'),
      cache_en: productCache(texts, 'en'),
      cache_fr: productCache(texts, 'fr'),
      cache_es: productCache(texts, 'es'),
    },
    priceCents: book.price,
    weightGrams: book.weightGrams,
    available: book.available,
  });
  if (id === null) throw ShelfErrors.isbnDuplicate();
  return id;
}

/** A rate table as the staff read it: each band with where it starts. */
export interface RateTableView {
  shippingType: ShippingType;
  offered: boolean;
  rates: {
    destCountry: string | null;
    minWeightGrams: number;
    maxWeightGrams: number;
    priceCents: number;
  }[];
}

/** One band of a rate table (ShippingRate on the wire). */
export type RateView = RateTableView['rates'][number];

function withStarts(table: StoredTable): RateTableView {
  const starts = bandStarts(table.rates);
  return {
    ...table,
    rates: table.rates.map((rate, i) => ({ ...rate, minWeightGrams: starts[i] ?? 0 })),
  };
}

export async function readRateTables(
  db: Db,
  actor: Actor | null,
  named: number | null,
): Promise<RateTableView[]> {
  const { bookshopId } = await oneBookshop(db, actor, named);
  return (await rateTables(db, bookshopId)).map(withStarts);
}

export interface RateInput {
  destCountry?: string | null;
  minWeightGrams: number;
  maxWeightGrams: number;
  price: unknown;
}

/** The refusal for a table's first problem, on the field of its row at fault. */
function refusal(problem: RateTableProblem): AppError {
  if (problem.kind === 'tooManyRows') return ShelfErrors.rateTableTooLong({ max: MAX_RATE_ROWS });
  if (problem.kind === 'empty') return ShelfErrors.rateTableEmpty();
  const row = { row: problem.row + 1 };
  const at = (field: string) => `rates.${problem.row}.${field}`;
  switch (problem.kind) {
    case 'weightInvalid':
      return ShelfErrors.rateWeightInvalid(row, at('maxWeightGrams'));
    case 'priceInvalid':
      return ShelfErrors.ratePriceInvalid(row, at('price'));
    case 'negativePrice':
      return ShelfErrors.rateNegativePrice(row, at('price'));
    case 'pickupNotFree':
      return ShelfErrors.ratePickupNotFree(row, at('price'));
    case 'duplicateBand':
      return ShelfErrors.rateDuplicateBand(row, at('maxWeightGrams'));
    case 'unsorted':
      return ShelfErrors.rateUnsorted(row, at('maxWeightGrams'));
    case 'gap':
      return ShelfErrors.rateGap(
        { ...row, from: problem.fromGrams, to: problem.toGrams },
        at('minWeightGrams'),
      );
    case 'overlap':
      return ShelfErrors.rateOverlap({ ...row, from: problem.fromGrams }, at('minWeightGrams'));
  }
}

/** A rate's price from the wire: a decimal string (negative ones too: refused by kind). */
function ratePriceCents(value: unknown): Cents | null {
  return typeof value === 'string' ? parseDecimal(value) : null;
}

/**
 * Replaces the caller's bookshop's table for `shippingType` and whether it is offered:
 * validated whole first (rateTableProblem; destinations known countries), then written in
 * one transaction with its audit row; the bookshop must still offer some type afterwards.
 */
export async function setRateTable(
  db: Db,
  actor: Actor | null,
  input: { shippingType: ShippingType; offered: boolean; rates: readonly RateInput[] },
  named: number | null,
): Promise<RateTableView[]> {
  const { who, bookshopId } = await oneBookshop(db, actor, named);
  const rows: RateRowInput[] = input.rates.map((rate) => ({
    destCountry: rate.destCountry?.trim().toUpperCase() || null,
    minWeightGrams: rate.minWeightGrams,
    maxWeightGrams: rate.maxWeightGrams,
    priceCents: ratePriceCents(rate.price),
  }));
  const problem = rateTableProblem(input.shippingType, input.offered, rows);
  if (problem) throw refusal(problem);
  const codes = [...new Set(rows.flatMap((r) => (r.destCountry === null ? [] : [r.destCountry])))];
  const unknown = await unknownCountries(
    db,
    codes.filter((code) => /^[A-Z]{2}$/.test(code)),
  );
  const badRow = rows.findIndex(
    (r) =>
      r.destCountry !== null && (!/^[A-Z]{2}$/.test(r.destCountry) || unknown.has(r.destCountry)),
  );
  if (badRow !== -1)
    throw ShelfErrors.rateUnknownCountry({ row: badRow + 1 }, `rates.${badRow}.destCountry`);
  await replaceRateTable(
    db,
    who,
    bookshopId,
    {
      shippingType: input.shippingType,
      offered: input.offered,
      rates: rows.map((r) => ({
        destCountry: r.destCountry,
        maxWeightGrams: r.maxWeightGrams,
        priceCents: r.priceCents ?? 0,
      })),
    },
    () => ShelfErrors.noTypeOffered(),
  );
  return (await rateTables(db, bookshopId)).map(withStarts);
}
