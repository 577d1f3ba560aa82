import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_FIELDS, type CatalogProduct } from '../../../lib/catalog';
import { graphqlRequest } from '../../../lib/graphql';
import { wishlistQueryKey } from '../../../lib/wishlist-api';

const GET_WISHLIST = /* GraphQL */ `
  query GetWishlist {
    getWishlist { ${PRODUCT_FIELDS} }
  }
`;

/** The logged-in account's saved books, newest first. */
export async function getWishlist(signal?: AbortSignal) {
  const data = await graphqlRequest<{ getWishlist: CatalogProduct[] }>(
    'GetWishlist',
    GET_WISHLIST,
    {},
    { signal },
  );
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
