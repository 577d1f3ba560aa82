import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import { wishlistQueryKey } from '../../../lib/wishlist-api';

const GET_WISHLIST = graphql(`
  query GetWishlist {
    getWishlist {
      ...ProductFields
    }
  }
`);

/** The logged-in account's saved books, newest first. */
export async function getWishlist(signal?: AbortSignal) {
  const data = await graphqlRequest('GetWishlist', GET_WISHLIST, {}, { signal });
  return data.getWishlist;
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 10_000,
  });
}

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
