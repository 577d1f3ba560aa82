import { isbnOf } from '@scaffale/domain/isbn';
import type { Cents } from '@scaffale/domain/money';

// A shelf file's lines as offers (docs/spec/shelf-import.md): which column is which, by
// its header in Italian or English, and each line checked on its own, its refusal a stable
// code. What needs the database (is the ISBN a known book?) is decided per batch.

export const IMPORT_COLUMNS = [
  'isbn',
  'price',
  'copies',
  'condition',
  'title',
  'authors',
  'publisher',
  'year',
  'weight',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns a file must name. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['isbn', 'price', 'copies'];

/** Header names, folded (lower case, accents and anything but letters and digits dropped). */
const HEADER_NAMES: Record<string, ImportColumn> = {
  isbn: 'isbn',
  isbn13: 'isbn',
  ean: 'isbn',
  ean13: 'isbn',
  codice: 'isbn',
  price: 'price',
  prezzo: 'price',
  copies: 'copies',
  copie: 'copies',
  quantita: 'copies',
  quantity: 'copies',
  qty: 'copies',
  stock: 'copies',
  disponibili: 'copies',
  condition: 'condition',
  condizione: 'condition',
  stato: 'condition',
  title: 'title',
  titolo: 'title',
  authors: 'authors',
  author: 'authors',
  autori: 'authors',
  autore: 'authors',
  publisher: 'publisher',
  editore: 'publisher',
  year: 'year',
  anno: 'year',
  weight: 'weight',
  peso: 'weight',
};

function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Where each known column is in the header (the first of two with one name); others ignored. */
export type ColumnPlaces = Partial<Record<ImportColumn, number>>;

export function columnPlaces(header: readonly string[]): ColumnPlaces {
  const places: ColumnPlaces = {};
  header.forEach((name, index) => {
    const column = HEADER_NAMES[folded(name.replace(/^\uFEFF/, ''))];
    if (column !== undefined && places[column] === undefined) places[column] = index;
  });
  return places;
}

export function missingColumns(places: ColumnPlaces): ImportColumn[] {
  return REQUIRED_COLUMNS.filter((column) => places[column] === undefined);
}

/** A line as read, before any check: each column's text, the authors already apart. */
export interface RawOffer {
  isbn: string;
  price: string;
  copies: string;
  condition: string;
  title: string;
  authors: string[];
  publisher: string;
  year: string;
  weight: string;
}

/**
 * The authors of a CSV cell: separated by semicolons when it holds one, else by commas
 * ('Fruttero; Lucentini', 'Fruttero, Lucentini'). A name written "Surname, Name" must
 * therefore be separated from the next by a semicolon.
 */
export function splitAuthors(cell: string): string[] {
  const separator = cell.includes(';') ? ';' : ',';
  return cell
    .split(separator)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function rawOfferOf(fields: readonly string[], places: ColumnPlaces): RawOffer {
  const cell = (column: ImportColumn) => {
    const at = places[column];
    // PostgreSQL's text cannot hold a NUL: no one types one, so it is dropped.
    return at === undefined ? '' : (fields[at] ?? '').replaceAll('\u0000', '').trim();
  };
  return {
    isbn: cell('isbn'),
    price: cell('price'),
    copies: cell('copies'),
    condition: cell('condition'),
    title: cell('title'),
    authors: splitAuthors(cell('authors')),
    publisher: cell('publisher'),
    year: cell('year'),
    weight: cell('weight'),
  };
}

export const REJECTION_CODES = [
  'INVALID_ISBN',
  'UNKNOWN_ISBN',
  'INVALID_PRICE',
  'INVALID_COPIES',
  'INVALID_CONDITION',
  'INVALID_YEAR',
  'INVALID_WEIGHT',
  'INVALID_TITLE',
  'INVALID_AUTHORS',
  'INVALID_PUBLISHER',
  'DUPLICATE_LINE',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export type Condition = 'NEW' | 'USED';

/** A line that passed every check of its own. */
export interface OfferLine {
  line: number;
  isbn: string;
  condition: Condition;
  priceCents: Cents;
  copies: number;
  /** null: not given (a new offer takes DEFAULT_WEIGHT_GRAMS; an existing one keeps its). */
  weightGrams: number | null;
  /** What makes a new book when no book has the ISBN yet; null: none given. */
  title: string | null;
  authors: string[];
  publisher: string | null;
  year: number | null;
}

/** Same bounds as a book added by hand (shelf.service.ts). */
const MIN_PRICE_CENTS = 1;
const MAX_PRICE_CENTS = 1_000_000;
const MAX_COPIES = 1_000_000;
const MAX_WEIGHT_GRAMS = 30_000;
const FIRST_PRINTED_YEAR = 1450;
const MAX_TITLE = 300;
const MAX_NAME = 200;
const MAX_AUTHORS = 10;

/**
 * A price with one decimal mark, a comma or a point, and at most two decimals ('14,50',
 * '14.5', '14'), as whole cents; no thousands separator. Null when it is not one or out of
 * 0.01 to 10000.00.
 */
export function importPriceCents(text: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, units = '', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS ? cents : null;
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

const CONDITIONS: Record<string, Condition> = {
  '': 'NEW',
  new: 'NEW',
  nuovo: 'NEW',
  used: 'USED',
  usato: 'USED',
};

/** A line's own checks, in the columns' order: the first at fault answers. */
export function checkedOffer(
  raw: RawOffer,
  line: number,
  now: Date,
): OfferLine | { line: number; code: RejectionCode } {
  const refuse = (code: RejectionCode) => ({ line, code });
  const isbn = isbnOf(raw.isbn);
  if (isbn === null) return refuse('INVALID_ISBN');
  const priceCents = importPriceCents(raw.price);
  if (priceCents === null) return refuse('INVALID_PRICE');
  const copies = wholeNumber(raw.copies, 0, MAX_COPIES);
  if (copies === null) return refuse('INVALID_COPIES');
  const condition = CONDITIONS[raw.condition.toLowerCase()];
  if (condition === undefined) return refuse('INVALID_CONDITION');
  const weightGrams = raw.weight === '' ? null : wholeNumber(raw.weight, 1, MAX_WEIGHT_GRAMS);
  if (raw.weight !== '' && weightGrams === null) return refuse('INVALID_WEIGHT');
  const year =
    raw.year === '' ? null : wholeNumber(raw.year, FIRST_PRINTED_YEAR, now.getUTCFullYear() + 1);
  if (raw.year !== '' && year === null) return refuse('INVALID_YEAR');
  if (raw.title.length > MAX_TITLE) return refuse('INVALID_TITLE');
  if (raw.authors.length > MAX_AUTHORS || raw.authors.some((name) => name.length > MAX_NAME))
    return refuse('INVALID_AUTHORS');
  if (raw.publisher.length > MAX_NAME) return refuse('INVALID_PUBLISHER');
  return {
    line,
    isbn,
    condition,
    priceCents,
    copies,
    weightGrams,
    title: raw.title === '' ? null : raw.title,
    authors: raw.authors,
    publisher: raw.publisher === '' ? null : raw.publisher,
    year,
  };
}
