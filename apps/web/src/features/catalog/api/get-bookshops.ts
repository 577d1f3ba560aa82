import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

export const GET_BOOKSHOPS = graphql(`
  query GetBookshops {
    getBookshops {
      ...BookshopFields
    }
  }
`);

export async function getBookshops(signal?: AbortSignal) {
  const data = await graphqlRequest('GetBookshops', GET_BOOKSHOPS, {}, { signal });
  return data.getBookshops;
}

export function bookshopsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'bookshops'],
    queryFn: ({ signal }) => getBookshops(signal),
    staleTime: 5 * 60_000,
  });
}

/** Every bookshop, by name: the catalogue's filter. */
export function useBookshops() {
  return useQuery(bookshopsQueryOptions());
}
