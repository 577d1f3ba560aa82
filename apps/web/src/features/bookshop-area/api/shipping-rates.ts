import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import type { ShippingType } from './bookshop-orders';

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

const TABLE_FIELDS =
  'shippingType offered rates { destCountry minWeightGrams maxWeightGrams price }';

const GET_RATES = /* GraphQL */ `
  query ShippingRatesOfMyBookshop {
    shippingRatesOfMyBookshop { ${TABLE_FIELDS} }
  }
`;

const SET_RATES = /* GraphQL */ `
  mutation SetShippingRates(
    $shippingType: ShippingType!
    $offered: Boolean!
    $rates: [ShippingRateInput!]!
  ) {
    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {
      ${TABLE_FIELDS}
    }
  }
`;

export async function getShippingRates(signal?: AbortSignal): Promise<ShippingTable[]> {
  const data = await graphqlRequest<{ shippingRatesOfMyBookshop: ShippingTable[] }>(
    'ShippingRatesOfMyBookshop',
    GET_RATES,
    {},
    { signal },
  );
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
  const data = await graphqlRequest<{ setShippingRates: ShippingTable[] }>(
    'SetShippingRates',
    SET_RATES,
    { shippingType: table.shippingType, offered: table.offered, rates: table.rates },
  );
  return data.setShippingRates;
}
