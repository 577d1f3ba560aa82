import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { ShelfBookFieldsFragment, ShelfQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// Used by name in the shelf's document and the new book's (add-book.ts).
graphql(`
  fragment ShelfBookFields on ShelfBook {
    id
    isbn
    title
    authors
    price
    discount
    maxDiscountPercent
    condition
    textbook
    outOfPrint
    available
    reserved
    slug
    cssClass
  }
`);

export type ShelfBook = ShelfBookFieldsFragment;
/** The staff's bookshop (null when the administrator reads every shelf), a page of books. */
export type ShelfPage = ShelfQuery['shelf'];

const GET_SHELF = graphql(`
  query Shelf($search: String, $page: Int) {
    shelf(search: $search, page: $page) {
      bookshop {
        id
        name
        inVacation
        vacationEnd
      }
      items {
        ...ShelfBookFields
      }
      total
      page
      pageSize
    }
  }
`);

export async function getShelf(search: string, page: number, signal?: AbortSignal) {
  const data = await graphqlRequest(
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
