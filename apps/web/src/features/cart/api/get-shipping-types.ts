import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { STORED_SHIPPING_TYPES, type StoredShippingType } from '../../../lib/storage';

const GET_SHIPPING_TYPES = /* GraphQL */ `
  query GetShippingTypes($codelib: ID!) {
    getShippingTypes(codelib: $codelib)
  }
`;

export type ShippingType = StoredShippingType;
export const SHIPPING_TYPES = STORED_SHIPPING_TYPES;

/** The shipping types a bookshop offers, in the bookshop's order. */
export async function getShippingTypes(
  codelib: string,
  signal?: AbortSignal,
): Promise<ShippingType[]> {
  const data = await graphqlRequest<{ getShippingTypes: ShippingType[] }>(
    'GetShippingTypes',
    GET_SHIPPING_TYPES,
    { codelib },
    signal ? { signal } : {},
  );
  // An unknown type from a newer server is left out rather than shown without a label.
  return data.getShippingTypes.filter((type) => SHIPPING_TYPES.includes(type));
}

export function shippingTypesQueryOptions(codelib: string) {
  return queryOptions({
    queryKey: ['shipping-types', codelib],
    queryFn: ({ signal }) => getShippingTypes(codelib, signal),
    staleTime: 10 * 60_000,
  });
}
