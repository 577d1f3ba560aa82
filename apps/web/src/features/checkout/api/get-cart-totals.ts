import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest, GraphQLRequestError } from '../../../lib/graphql';
import type { StoredSelectedShipping } from '../../../lib/storage';

/** One applied discount code: its code, the bookshop it is for (null: whole cart), value. */
export interface DiscountVoucher {
  id: string;
  codelib: string | null;
  valore: string;
}

/** The server's checkout totals (SPEC §3); money as decimal strings in EUR. */
export interface CartTotals {
  totale: string;
  borsellino: string;
  imposta: string;
  costoSpedizione: string;
  buoniSconto: DiscountVoucher[];
  sconto: string;
  merce: string;
  messaggioErrore: string | null;
  /** Each bookshop's part: its chosen shipping and cost, its goods. */
  bookshops: BookshopTotals[];
}

export interface BookshopTotals {
  bookshopId: string;
  shippingType: string;
  shippingCost: string;
  goods: string;
  discount: string;
}

export interface CheckoutSelection {
  selectedShippings: StoredSelectedShipping[];
  shippingAddressId: string | null;
  billingAddressId: string | null;
}

const GET_REAL_CART_TOTALS = /* GraphQL */ `
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
      bookshops {
        bookshopId
        shippingType
        shippingCost
        goods
        discount
      }
    }
  }
`;

/** The error code when no bookshop's shipping reaches the address's country. */
export const SHIPPING_NOT_AVAILABLE = 'SHIPPING_NOT_AVAILABLE';

export async function getCartTotals(
  selection: CheckoutSelection,
  signal?: AbortSignal,
): Promise<CartTotals> {
  const data = await graphqlRequest<{ getRealCartTotals: CartTotals }>(
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

/** The totals; not asked while no shipping is selected (SPEC §5). */
export function useCartTotals(selection: CheckoutSelection, enabled: boolean) {
  return useQuery({
    ...cartTotalsQueryOptions(selection),
    enabled: enabled && selection.selectedShippings.length > 0,
  });
}
