import { isShippingType, type ShippingType } from '@scaffale/domain/shipping';
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import { parseCents } from '../../../lib/money';

const GET_APPROX_SHIPPING_QUOTES = graphql(`
  query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {
    getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {
      codelib
      quotes {
        shippingType
        cost
      }
    }
  }
`);

/** One bookshop's parcel: its buyable books' weight in grams (docs/spec/cart.md §2.4). */
export interface Parcel {
  /** The bookshop id. */
  codelib: string;
  weight: number;
}

/** A price in cents, or the bookshop cannot ship this way to the destination. */
export type ApproxShippingCost = { kind: 'cost'; cents: number } | { kind: 'notAvailable' };

export interface ParcelQuotes {
  /** The types the bookshop offers, in its order. */
  offered: ShippingType[];
  costs: Partial<Record<ShippingType, ApproxShippingCost>>;
}

/**
 * Every parcel's offered types and their approximate costs to the destination, in one
 * request (the cart renders once for all of them), by bookshop id.
 */
export async function getShippingQuotes(
  parcels: readonly Parcel[],
  destCountry: string,
  signal?: AbortSignal,
): Promise<Map<string, ParcelQuotes>> {
  const data = await graphqlRequest(
    'GetApproxShippingQuotes',
    GET_APPROX_SHIPPING_QUOTES,
    { parcels: [...parcels], destCountry },
    signal ? { signal } : {},
  );
  const byBookshop = new Map<string, ParcelQuotes>();
  for (const parcel of data.getApproxShippingQuotes) {
    const quotes: ParcelQuotes = { offered: [], costs: {} };
    for (const { shippingType, cost } of parcel.quotes) {
      // An unknown type from a newer server is left out rather than shown without a label.
      if (!isShippingType(shippingType)) continue;
      quotes.offered.push(shippingType);
      quotes.costs[shippingType] =
        cost === null ? { kind: 'notAvailable' } : { kind: 'cost', cents: parseCents(cost) };
    }
    byBookshop.set(parcel.codelib, quotes);
  }
  return byBookshop;
}

export function shippingQuotesQueryOptions(parcels: readonly Parcel[], destCountry: string) {
  return queryOptions({
    queryKey: ['approx-shipping-quotes', destCountry, parcels],
    queryFn: ({ signal }) => getShippingQuotes(parcels, destCountry, signal),
    staleTime: 5 * 60_000,
    enabled: parcels.length > 0,
  });
}
