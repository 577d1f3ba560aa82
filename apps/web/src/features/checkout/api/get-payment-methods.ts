import type { PaymentMethodCode } from '@scaffale/domain/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import { cartTotalsKey, type CheckoutSelection } from './get-cart-totals';

// docs/spec/payments.md §1's payment method codes. CASH_ON_DELIVERY has no UI.
export { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '@scaffale/domain/payments';

const GET_PAYMENT_METHODS = graphql(`
  query GetPaymentMethods(
    $selectedShippings: [SelectedShippingInput!]!
    $shippingAddressId: ID
    $billingAddressId: ID
  ) {
    getPaymentMethods(
      selectedShippings: $selectedShippings
      shippingAddressId: $shippingAddressId
      billingAddressId: $billingAddressId
    )
  }
`);

export async function getPaymentMethods(
  selection: CheckoutSelection,
  signal?: AbortSignal,
): Promise<PaymentMethodCode[]> {
  const data = await graphqlRequest(
    'GetPaymentMethods',
    GET_PAYMENT_METHODS,
    { ...selection },
    { signal },
  );
  return data.getPaymentMethods;
}

/**
 * Under the totals' key on purpose: whatever invalidates the totals (a discount code added
 * or removed) asks for the methods again, since store credit may now cover everything.
 */
export function paymentMethodsQueryOptions(selection: CheckoutSelection) {
  return queryOptions({
    queryKey: [...cartTotalsKey, 'payment-methods', selection],
    queryFn: ({ signal }) => getPaymentMethods(selection, signal),
    staleTime: 0,
  });
}

/** The methods the server allows for this checkout; asked only once the totals are known. */
export function usePaymentMethods(selection: CheckoutSelection, enabled: boolean) {
  return useQuery({ ...paymentMethodsQueryOptions(selection), enabled });
}
