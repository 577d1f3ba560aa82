/** The catalogue's query string: `q` (title or author), `bookshop` (id), `page` (from 1). */
export const QUERY = { search: 'q', bookshop: 'bookshop', page: 'page' } as const;

/** A page number from the URL: a positive integer, else 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** An id from the URL: digits only, else null. */
export function parseId(value: string | null): string | null {
  return value !== null && /^\d{1,12}$/.test(value) ? value : null;
}

/** `?q=…&bookshop=…&page=…` with the empty and default parts left out. */
export function catalogSearch(filter: {
  search?: string;
  bookshopId?: string | null;
  page?: number;
}): string {
  const params = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) params.set(QUERY.search, search);
  if (filter.bookshopId) params.set(QUERY.bookshop, filter.bookshopId);
  if (filter.page !== undefined && filter.page > 1) params.set(QUERY.page, String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
