import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { GetOfferShippingQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// The cart's approximate shipping (getApproxShippingQuotes), asked for one copy from each
// offer's bookshop. A document of the book page's own: sharing the cart's module would split
// it into a chunk of its own, which the cart's first download would pay for.

const GET_OFFER_SHIPPING = graphql(`
  query GetOfferShipping($parcels: [ParcelInput!]!, $destCountry: String!) {
    getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {
      codelib
      quotes {
        shippingType
        cost
      }
    }
  }
`);

export type ParcelShipping = GetOfferShippingQuery['getApproxShippingQuotes'][number];

/** One bookshop's parcel: the bookshop id and the grams of one copy. */
export interface OfferParcel {
  codelib: string;
  weight: number;
}

export async function getOfferShipping(
  parcels: readonly OfferParcel[],
  destCountry: string,
  signal?: AbortSignal,
): Promise<ParcelShipping[]> {
  const data = await graphqlRequest(
    'GetOfferShipping',
    GET_OFFER_SHIPPING,
    { parcels: [...parcels], destCountry },
    signal ? { signal } : {},
  );
  return data.getApproxShippingQuotes;
}

export function offerShippingQueryOptions(parcels: readonly OfferParcel[], destCountry: string) {
  return queryOptions({
    queryKey: ['books', 'offer-shipping', destCountry, parcels],
    queryFn: ({ signal }) => getOfferShipping(parcels, destCountry, signal),
    staleTime: 5 * 60_000,
  });
}
