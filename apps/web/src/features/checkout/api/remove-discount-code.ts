import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import type { DiscountCodeResult } from './add-discount-code';
import { cartTotalsKey } from './get-cart-totals';

const REMOVE_DISCOUNT_CODE = graphql(`
  mutation RemoveDiscountCode($code: String!) {
    removeDiscountCode(code: $code) {
      success
      errorCode
      message
    }
  }
`);

export async function removeDiscountCode(code: string): Promise<DiscountCodeResult> {
  const data = await graphqlRequest('RemoveDiscountCode', REMOVE_DISCOUNT_CODE, { code });
  return data.removeDiscountCode;
}

/** Takes a code out of the basket; the totals are asked again either way. */
export function useRemoveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartTotalsKey }),
  });
}
