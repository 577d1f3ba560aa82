import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKSHOP_FIELDS, type Bookshop } from '../../../lib/catalog';
import { graphqlRequest } from '../../../lib/graphql';

const GET_BOOKSHOP = /* GraphQL */ `
  query GetBookshop($id: ID!) {
    getBookshop(id: $id) { ${BOOKSHOP_FIELDS} }
  }
`;

/** One bookshop; null when none has that id. */
export async function getBookshop(id: string, signal?: AbortSignal) {
  const data = await graphqlRequest<{ getBookshop: Bookshop | null }>(
    'GetBookshop',
    GET_BOOKSHOP,
    { id },
    { signal },
  );
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
