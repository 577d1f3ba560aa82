import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

export const GET_BOOKSHOP = graphql(`
  query GetBookshop($id: ID!) {
    getBookshop(id: $id) {
      ...BookshopFields
      legalName
      vatNumber
      registeredAddress {
        street
        postalCode
        city
        province
        country
      }
      contactEmail
      contactPhone
      shopAddress {
        street
        postalCode
        city
      }
      openingHours {
        weekday
        ranges {
          from
          to
        }
      }
    }
  }
`);

/** One bookshop; null when none has that id. */
export async function getBookshop(id: string, signal?: AbortSignal) {
  const data = await graphqlRequest('GetBookshop', GET_BOOKSHOP, { id }, { signal });
  return data.getBookshop;
}

export function bookshopQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'bookshop', id],
    queryFn: ({ signal }) => getBookshop(id, signal),
    staleTime: 60_000,
  });
}

export function useBookshop(id: string) {
  return useQuery(bookshopQueryOptions(id));
}
