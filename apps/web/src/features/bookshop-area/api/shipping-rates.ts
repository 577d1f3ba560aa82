import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingType } from '@scaffale/domain/shipping';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

/** A band: parcels over minWeightGrams up to maxWeightGrams, to destCountry (null: elsewhere). */
export interface ShippingRate {
  destCountry: string | null;
  minWeightGrams: number;
  maxWeightGrams: number;
  /** A decimal string in EUR. */
  price: string;
}

export interface ShippingTable {
  shippingType: ShippingType;
  offered: boolean;
  rates: ShippingRate[];
}

// Used by name in both documents below.
graphql(`
  fragment ShippingTableFields on ShippingTable {
    shippingType
    offered
    rates {
      destCountry
      minWeightGrams
      maxWeightGrams
      price
    }
  }
`);

const GET_RATES = graphql(`
  query ShippingRatesOfMyBookshop {
    shippingRatesOfMyBookshop {
      ...ShippingTableFields
    }
  }
`);

const SET_RATES = graphql(`
  mutation SetShippingRates(
    $shippingType: ShippingType!
    $offered: Boolean!
    $rates: [ShippingRateInput!]!
  ) {
    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {
      ...ShippingTableFields
    }
  }
`);

export async function getShippingRates(signal?: AbortSignal): Promise<ShippingTable[]> {
  const data = await graphqlRequest('ShippingRatesOfMyBookshop', GET_RATES, {}, { signal });
  return data.shippingRatesOfMyBookshop;
}

export const shippingRatesKey = ['bookshop-shipping-rates'] as const;

/** The bookshop's four rate tables, offered or not (staff only: the administrator names one). */
export function useShippingRates() {
  return useQuery(
    queryOptions({
      queryKey: shippingRatesKey,
      queryFn: ({ signal }) => getShippingRates(signal),
      staleTime: 30_000,
      retry: false,
    }),
  );
}

/** Replaces one type's table and whether it is offered; the four tables as they are after. */
export async function setShippingRates(table: ShippingTable): Promise<ShippingTable[]> {
  const data = await graphqlRequest('SetShippingRates', SET_RATES, {
    shippingType: table.shippingType,
    offered: table.offered,
    rates: table.rates,
  });
  return data.setShippingRates;
}
