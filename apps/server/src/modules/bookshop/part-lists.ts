import type { Db } from '../../db/database.ts';
import type { OrderPartStatus } from '../../db/types.ts';
import { HttpErrors } from '../../http/errors.ts';
import { bookshopPartsPage, findPart, type Actor, type PartView } from './bookshop.repo.ts';
import { staffScope } from './bookshop.service.ts';
import { BookshopErrors } from './errors.ts';
import { pageRequest, searchText } from './paging.ts';
import { PART_STATUSES } from '@scaffale/domain/part-states';

// What the staff read of their bookshop's order parts (the administrator: every bookshop's):
// the list a page at a time, searched and filtered, and one part (its packing slip).

/** Parts a page holds when the caller names no size. */
export const PARTS_PAGE_SIZE = 20;

export interface PartsPageView {
  items: PartView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A status from the wire: one of the parts' states, or none. */
export function partStatusOf(value: string | null | undefined): OrderPartStatus | null {
  if (value === null || value === undefined) return null;
  const status = PART_STATUSES.find((known) => known === value);
  if (status === undefined) throw HttpErrors.invalidValue();
  return status;
}

/** A page of the caller's parts (bookshopPartsPage's order), filtered and searched. */
export async function readPartsPage(
  db: Db,
  actor: Actor | null,
  query: {
    status?: string | null | undefined;
    search?: string | null | undefined;
    page?: number | null | undefined;
    pageSize?: number | null | undefined;
  },
): Promise<PartsPageView> {
  const { bookshopId } = staffScope(actor);
  const { page, pageSize, offset } = pageRequest(query.page, query.pageSize, PARTS_PAGE_SIZE);
  const status = partStatusOf(query.status);
  const filter = { bookshopId, status, search: searchText(query.search) };
  const { total, parts } = await bookshopPartsPage(db, filter, { limit: pageSize, offset });
  return { items: parts, total, page, pageSize };
}

/** One part of the caller's bookshop (any, for the administrator); another's is NOT_FOUND. */
export async function readStaffPart(
  db: Db,
  actor: Actor | null,
  partId: number,
): Promise<PartView> {
  const { bookshopId } = staffScope(actor);
  const part = await findPart(db, partId);
  if (!part || (bookshopId !== null && part.bookshopId !== bookshopId)) {
    throw BookshopErrors.partNotFound();
  }
  return part;
}
