import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { SearchBooksQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { bookFilterOf, SORTS, type BookSearch } from '../search-query';

/** Books per results page. */
export const PAGE_SIZE = 20;

export const SEARCH_BOOKS = graphql(`
  query SearchBooks(
    $query: String!
    $page: Int
    $pageSize: Int
    $filter: BookFilter
    $sort: BookSort
  ) {
    searchBooks(query: $query, page: $page, pageSize: $pageSize, filter: $filter, sort: $sort) {
      total
      page
      pageSize
      items {
        isbn
        title
        authors
        publisher
        year
        offers {
          price
          product {
            id
            slug
            cssClass
          }
        }
      }
    }
  }
`);

export type BookResult = SearchBooksQuery['searchBooks']['items'][number];

/** The variables of the search's query (the server renders with them too). */
export function searchBooksVariables(search: BookSearch) {
  return {
    query: search.query,
    page: search.page,
    pageSize: PAGE_SIZE,
    filter: bookFilterOf(search),
    sort: SORTS[search.sort],
  };
}

export async function searchBooks(search: BookSearch, signal?: AbortSignal) {
  const data = await graphqlRequest(
    'SearchBooks',
    SEARCH_BOOKS,
    searchBooksVariables(search),
    signal ? { signal } : {},
  );
  return data.searchBooks;
}

export function searchBooksQueryOptions(search: BookSearch) {
  return queryOptions({
    queryKey: ['books', 'search', search],
    queryFn: ({ signal }) => searchBooks(search, signal),
    // Offers change with the stock: a short freshness; the previous page stays in view while
    // the next loads (the list is marked busy meanwhile).
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchBooks(search: BookSearch) {
  return useQuery(searchBooksQueryOptions(search));
}

/** How many pages `total` books fill; at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
