import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AddDiscountCodeMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { cartTotalsKey, type CheckoutSelection } from './get-cart-totals';

/**
 * A refused code is an answer: `success` false, a stable `errorCode`,
 * docs/spec/pricing-and-orders.md §5's message.
 */
export type DiscountCodeResult = AddDiscountCodeMutation['addDiscountCode'];

const ADD_DISCOUNT_CODE = graphql(`
  mutation AddDiscountCode(
    $billingAddressId: ID
    $shippingAddressId: ID
    $selectedShippings: [SelectedShippingInput!]!
    $discountCode: String!
  ) {
    addDiscountCode(
      billingAddressId: $billingAddressId
      shippingAddressId: $shippingAddressId
      selectedShippings: $selectedShippings
      discountCode: $discountCode
    ) {
      success
      errorCode
      message
    }
  }
`);

export interface AddDiscountCodeInput extends CheckoutSelection {
  discountCode: string;
}

export async function addDiscountCode(input: AddDiscountCodeInput): Promise<DiscountCodeResult> {
  const data = await graphqlRequest('AddDiscountCode', ADD_DISCOUNT_CODE, { ...input });
  return data.addDiscountCode;
}

/** Adds a code to the basket; the totals are asked again once it is in. */
export function useAddDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDiscountCode,
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: cartTotalsKey });
    },
  });
}
