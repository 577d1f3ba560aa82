import { queryOptions } from '@tanstack/react-query';
import { GraphQLRequestError, graphqlRequest } from '../../../lib/graphql';
import { parseCents } from '../../../lib/money';
import type { ShippingType } from './get-shipping-types';

const GET_APPROX_SHIPPING_COSTS = /* GraphQL */ `
  query GetApproxShippingCosts(
    $codelib: ID!
    $weight: Int!
    $shippingType: ShippingType!
    $destCountry: String!
    $value: Decimal!
  ) {
    getApproxShippingCosts(
      codelib: $codelib
      weight: $weight
      shippingType: $shippingType
      destCountry: $destCountry
      value: $value
    )
  }
`;

export interface ApproxShippingCostInput {
  /** The bookshop id. */
  codelib: string;
  /** The parcel's weight in grams: sum of weight × qty. */
  weight: number;
  shippingType: ShippingType;
  destCountry: string;
  /** The bookshop's goods total, a decimal string ("12.50"). */
  value: string;
}

/** A price in cents, or the bookshop cannot ship this way to the destination. */
export type ApproxShippingCost = { kind: 'cost'; cents: number } | { kind: 'notAvailable' };

/** The server's code when a bookshop has no rate for the destination (or the weight). */
const SHIPPING_NOT_AVAILABLE = 'SHIPPING_NOT_AVAILABLE';

export async function getApproxShippingCosts(
  input: ApproxShippingCostInput,
  signal?: AbortSignal,
): Promise<ApproxShippingCost> {
  try {
    const data = await graphqlRequest<{ getApproxShippingCosts: string }>(
      'GetApproxShippingCosts',
      GET_APPROX_SHIPPING_COSTS,
      { ...input },
      signal ? { signal } : {},
    );
    return { kind: 'cost', cents: parseCents(data.getApproxShippingCosts) };
  } catch (error) {
    // An answer, not a failure: the page says so next to the option.
    if (error instanceof GraphQLRequestError && error.code === SHIPPING_NOT_AVAILABLE) {
      return { kind: 'notAvailable' };
    }
    throw error;
  }
}

export function approxShippingCostQueryOptions(input: ApproxShippingCostInput) {
  return queryOptions({
    queryKey: [
      'approx-shipping-cost',
      input.codelib,
      input.shippingType,
      input.destCountry,
      input.weight,
      input.value,
    ],
    queryFn: ({ signal }) => getApproxShippingCosts(input, signal),
    staleTime: 5 * 60_000,
  });
}
