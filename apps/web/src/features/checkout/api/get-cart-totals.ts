import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { GetRealCartTotalsQuery } from '../../../gql/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../../lib/graphql';
import type { StoredSelectedShipping } from '../../../lib/storage';

/**
 * The server's checkout totals (docs/spec/pricing-and-orders.md §4), money as decimal strings in
 * EUR: the applied discount codes (codelib null: the whole cart), each bookshop's chosen shipping,
 * its cost and its goods.
 */
export type CartTotals = GetRealCartTotalsQuery['getRealCartTotals'];
export type DiscountVoucher = CartTotals['buoniSconto'][number];
export type BookshopTotals = CartTotals['bookshops'][number];

export interface CheckoutSelection {
  selectedShippings: StoredSelectedShipping[];
  shippingAddressId: string | null;
  billingAddressId: string | null;
}

const GET_REAL_CART_TOTALS = graphql(`
  query GetRealCartTotals(
    $selectedShippings: [SelectedShippingInput!]!
    $shippingAddressId: ID
    $billingAddressId: ID
  ) {
    getRealCartTotals(
      selectedShippings: $selectedShippings
      shippingAddressId: $shippingAddressId
      billingAddressId: $billingAddressId
    ) {
      totale
      borsellino
      imposta
      costoSpedizione
      buoniSconto {
        id
        codelib
        valore
      }
      sconto
      merce
      messaggioErrore
      warnings
      bookshops {
        bookshopId
        shippingType
        shippingCost
        goods
        discount
      }
    }
  }
`);

/** The error code when no bookshop's shipping reaches the address's country. */
export const SHIPPING_NOT_AVAILABLE = 'SHIPPING_NOT_AVAILABLE';

export async function getCartTotals(
  selection: CheckoutSelection,
  signal?: AbortSignal,
): Promise<CartTotals> {
  const data = await graphqlRequest(
    'GetRealCartTotals',
    GET_REAL_CART_TOTALS,
    { ...selection },
    { signal },
  );
  return data.getRealCartTotals;
}

/** Every totals query: what a discount-code change invalidates. */
export const cartTotalsKey = ['checkout', 'totals'] as const;

export function cartTotalsQueryOptions(selection: CheckoutSelection) {
  return queryOptions({
    queryKey: [...cartTotalsKey, selection],
    queryFn: ({ signal }) => getCartTotals(selection, signal),
    // Totals are recomputed by the server each time: always ask again when they matter.
    staleTime: 0,
    // A refusal with a code (no shipping to that country, foreign address) will not change
    // on a retry; only transport failures are worth one.
    retry: (failures, error) =>
      !(error instanceof GraphQLRequestError && error.code !== undefined) && failures < 1,
  });
}

/** The totals; not asked while no shipping is selected (docs/spec/checkout.md §3.5). */
export function useCartTotals(selection: CheckoutSelection, enabled: boolean) {
  return useQuery({
    ...cartTotalsQueryOptions(selection),
    enabled: enabled && selection.selectedShippings.length > 0,
  });
}
