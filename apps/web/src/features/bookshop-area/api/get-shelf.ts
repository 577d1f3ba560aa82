import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export interface ShelfBook {
  id: string;
  isbn: string | null;
  title: string;
  authors: string[];
  price: string;
  available: number;
  slug: string;
  cssClass: string;
}

export interface ShelfPage {
  /** The staff's bookshop; null when the administrator reads every shelf. */
  bookshop: { id: string; name: string; inVacation: boolean; vacationEnd: string | null } | null;
  items: ShelfBook[];
  total: number;
  page: number;
  pageSize: number;
}

export const SHELF_BOOK_FIELDS = 'id isbn title authors price available slug cssClass';

const GET_SHELF = /* GraphQL */ `
  query Shelf($search: String, $page: Int) {
    shelf(search: $search, page: $page) {
      bookshop { id name inVacation vacationEnd }
      items { ${SHELF_BOOK_FIELDS} }
      total
      page
      pageSize
    }
  }
`;

export async function getShelf(search: string, page: number, signal?: AbortSignal) {
  const data = await graphqlRequest<{ shelf: ShelfPage }>(
    'Shelf',
    GET_SHELF,
    { search: search === '' ? null : search, page },
    { signal },
  );
  return data.shelf;
}

export const shelfKey = ['bookshop-shelf'] as const;

export function shelfQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...shelfKey, search, page],
    queryFn: ({ signal }) => getShelf(search, page, signal),
    staleTime: 5_000,
    // A buyer's FORBIDDEN will not change by asking again.
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A page of the bookshop's books matching `search` (title, author or ISBN). */
export function useShelf(search: string, page: number) {
  return useQuery(shelfQueryOptions(search, page));
}
