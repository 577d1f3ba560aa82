import { parseDecimal } from '@scaffale/domain/money';
import type { BookFilter, BookSort } from '../../gql/graphql';

// The results page keeps everything in its query string (`/{lang}/cerca/?q=…&page=…`), so a
// search can be bookmarked, shared and reached again with the back button. The filter form is
// a GET form whose field names are these keys: without JavaScript the browser writes the same
// query string, empty fields included, and the page reads it alike.

export const SEARCH_KEYS = {
  query: 'q',
  page: 'page',
  language: 'language',
  publisher: 'publisher',
  yearFrom: 'yearFrom',
  yearTo: 'yearTo',
  priceFrom: 'priceFrom',
  priceTo: 'priceTo',
  condition: 'condition',
  inStock: 'inStock',
  pickupCity: 'pickupCity',
  sort: 'sort',
} as const;

/** The sort orders by their name in the URL, the server's first (the default). */
export const SORTS = {
  relevance: 'RELEVANCE',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'year-desc': 'YEAR_DESC',
  'year-asc': 'YEAR_ASC',
} as const satisfies Record<string, BookSort>;

export type SortName = keyof typeof SORTS;
export const SORT_NAMES = Object.keys(SORTS) as SortName[];
export const DEFAULT_SORT: SortName = 'relevance';

export type ConditionName = 'new' | 'used';
export const CONDITION_NAMES: readonly ConditionName[] = ['new', 'used'];

/** The languages a reader may narrow the books to (ISO 639-1, the server's `language`). */
export const BOOK_LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;

/** What a search asks: its words, page, filter and order, each part checked. */
export interface BookSearch {
  query: string;
  /** From 1. */
  page: number;
  language: string | null;
  publisher: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  /**
   * Price bounds in euros as the wire writes a decimal ('12.5'): checked amounts, passed on
   * as they are, so the page never turns cents back into text.
   */
  priceFrom: string | null;
  priceTo: string | null;
  condition: ConditionName | null;
  inStock: boolean;
  pickupCity: string | null;
  sort: SortName;
}

export const EMPTY_SEARCH: BookSearch = {
  query: '',
  page: 1,
  language: null,
  publisher: null,
  yearFrom: null,
  yearTo: null,
  priceFrom: null,
  priceTo: null,
  condition: null,
  inStock: false,
  pickupCity: null,
  sort: DEFAULT_SORT,
};

const MAX_TEXT = 100;

/** A text field: trimmed, cut to 100 characters; null when empty. */
function text(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, MAX_TEXT) ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A year: four digits at most, else null. */
function year(value: string | null): number | null {
  const trimmed = value?.trim() ?? '';
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * A price as a reader types it, in euros with a decimal comma or point ('12', '12,50',
 * '12.5'), as the wire's decimal ('12.50' → '12.50', '12,5' → '12.5'); null when it is not one.
 */
export function parsePrice(value: string | null): string | null {
  const typed = value?.replace(/\s|€/g, '').replace(',', '.') ?? '';
  if (typed === '' || typed.startsWith('-')) return null;
  return parseDecimal(typed) === null ? null : typed;
}

/** Two checked prices ('12.5'), compared as amounts. */
function priceAbove(a: string, b: string): boolean {
  return (parseDecimal(a) ?? 0) > (parseDecimal(b) ?? 0);
}

/** A page number: a positive integer, else 1. */
function page(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function isSortName(value: string | null): value is SortName {
  return value !== null && Object.hasOwn(SORTS, value);
}

function isConditionName(value: string | null): value is ConditionName {
  return value === 'new' || value === 'used';
}

/** A checkbox: the form sends '1'; 'on' (a checkbox without a value) and 'true' count too. */
function flag(value: string | null): boolean {
  return value === '1' || value === 'on' || value === 'true';
}

/**
 * The search a query string asks for. Anything unreadable is left out rather than refused:
 * a hand-edited or old link still shows results. Two bounds given the wrong way round are
 * swapped.
 */
export function parseBookSearch(params: URLSearchParams): BookSearch {
  const get = (key: keyof typeof SEARCH_KEYS) => params.get(SEARCH_KEYS[key]);
  const language = get('language')?.trim().toLowerCase() ?? '';
  const condition = get('condition');
  const sort = get('sort');
  let yearFrom = year(get('yearFrom'));
  let yearTo = year(get('yearTo'));
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo)
    [yearFrom, yearTo] = [yearTo, yearFrom];
  let priceFrom = parsePrice(get('priceFrom'));
  let priceTo = parsePrice(get('priceTo'));
  if (priceFrom !== null && priceTo !== null && priceAbove(priceFrom, priceTo)) {
    [priceFrom, priceTo] = [priceTo, priceFrom];
  }
  return {
    query: text(get('query')) ?? '',
    page: page(get('page')),
    language: /^[a-z]{2}$/.test(language) ? language : null,
    publisher: text(get('publisher')),
    yearFrom,
    yearTo,
    priceFrom,
    priceTo,
    condition: isConditionName(condition) ? condition : null,
    inStock: flag(get('inStock')),
    pickupCity: text(get('pickupCity')),
    sort: isSortName(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The query string of a search, '?' included ('' for none): only the parts that differ from
 * an empty search, in a fixed order, so one search has one address.
 */
export function bookSearchQuery(search: BookSearch): string {
  const params = new URLSearchParams();
  const set = (key: keyof typeof SEARCH_KEYS, value: string | null) => {
    if (value !== null && value !== '') params.set(SEARCH_KEYS[key], value);
  };
  set('query', search.query.trim());
  set('language', search.language);
  set('publisher', search.publisher);
  set('yearFrom', search.yearFrom === null ? null : String(search.yearFrom));
  set('yearTo', search.yearTo === null ? null : String(search.yearTo));
  set('priceFrom', search.priceFrom);
  set('priceTo', search.priceTo);
  set('condition', search.condition);
  set('inStock', search.inStock ? '1' : null);
  set('pickupCity', search.pickupCity);
  set('sort', search.sort === DEFAULT_SORT ? null : search.sort);
  set('page', search.page > 1 ? String(search.page) : null);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The server's `BookFilter` for a search; null when nothing narrows it. */
export function bookFilterOf(search: BookSearch): BookFilter | null {
  const filter: BookFilter = {};
  if (search.language !== null) filter.language = search.language;
  if (search.publisher !== null) filter.publisher = search.publisher;
  if (search.yearFrom !== null) filter.yearFrom = search.yearFrom;
  if (search.yearTo !== null) filter.yearTo = search.yearTo;
  if (search.priceFrom !== null) filter.priceFrom = search.priceFrom;
  if (search.priceTo !== null) filter.priceTo = search.priceTo;
  if (search.condition !== null) filter.condition = search.condition === 'new' ? 'NEW' : 'USED';
  if (search.inStock) filter.inStock = true;
  if (search.pickupCity !== null) filter.pickupCity = search.pickupCity;
  return Object.keys(filter).length > 0 ? filter : null;
}

/** How many filters narrow a search (the words and the order aside). */
export function activeFilterCount(search: BookSearch): number {
  const filter = bookFilterOf(search);
  return filter === null ? 0 : Object.keys(filter).length;
}
