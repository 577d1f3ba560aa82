// How the staff's long lists (the order parts, the shelf) are asked for a page at a time:
// the same bounds for both, whatever the wire sent.

/** The most one page holds. */
export const MAX_PAGE_SIZE = 100;
/** The furthest page: past it a list is searched, not leafed through. */
const MAX_PAGE = 10_000;
/** The longest search text kept. */
const MAX_SEARCH_LENGTH = 100;

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
  /** Rows before the page: (page - 1) × pageSize. */
  offset: number;
}

function within(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.trunc(value)));
}

/** The page asked for, brought within bounds: page 1 to 10 000, pageSize 1 to 100. */
export function pageRequest(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  defaultSize: number,
): PageRequest {
  const size = within(pageSize ?? defaultSize, 1, MAX_PAGE_SIZE);
  const number = within(page ?? 1, 1, MAX_PAGE);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/** A search box's text, trimmed and cut to 100 characters; null when there is none. */
export function searchText(value: string | null | undefined): string | null {
  return value?.trim().slice(0, MAX_SEARCH_LENGTH) || null;
}

/** The digits of an ISBN being typed (hyphens and spaces dropped), when it looks like one. */
export function isbnPrefix(search: string): string | null {
  const digits = search.replace(/[\s-]/g, '');
  return /^\d{3,13}$/.test(digits) ? digits : null;
}
