import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql';
import type { GetOtherOffersQuery } from '../gql/graphql';
import { graphqlRequest } from './graphql';

// The same book at other bookshops, open and in stock, cheapest first: what the cart offers
// for a line that cannot be bought as it is, and the wishlist for a saved copy that cannot.

const GET_OTHER_OFFERS = graphql(`
  query GetOtherOffers($productId: ID!) {
    getProduct(id: $productId) {
      id
      otherOffers {
        price
        available
        condition
        product {
          id
        }
        bookshop {
          id
          name
          city
        }
      }
    }
  }
`);

export type OtherOffer = NonNullable<GetOtherOffersQuery['getProduct']>['otherOffers'][number];

/** The other offers of the product's book; none when the product is gone or has no ISBN. */
export async function getOtherOffers(productId: string, signal?: AbortSignal) {
  const data = await graphqlRequest(
    'GetOtherOffers',
    GET_OTHER_OFFERS,
    { productId },
    signal ? { signal } : {},
  );
  return data.getProduct?.otherOffers ?? [];
}

export function otherOffersQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['catalog', 'other-offers', productId],
    queryFn: ({ signal }) => getOtherOffers(productId, signal),
    // Stock moves: as fresh as the catalogue's lists.
    staleTime: 10_000,
  });
}

export function useOtherOffers(productId: string) {
  return useQuery(otherOffersQueryOptions(productId));
}
