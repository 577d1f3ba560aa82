import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CancelOrderPartMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { myOrdersKey } from './get-my-orders';

const CANCEL_ORDER_PART = graphql(`
  mutation CancelOrderPart($partId: ID!) {
    cancelOrderPart(partId: $partId) {
      id
      status
      refunded
    }
  }
`);

// No zod schema for the input: the part's id comes from the server's own answer (myOrders),
// and zod would add its 24 KB (gzip) chunk to a page that validates nothing else.
export interface CancelOrderPartInput {
  partId: string;
}

/** The part as it is once cancelled: status CANCELLED, `refunded` what is given back (EUR). */
export type CancelledPart = CancelOrderPartMutation['cancelOrderPart'];

/**
 * The buyer cancels a part no bookshop has accepted yet (docs/spec/marketplace.md §3): refunded
 * whole. The server answers INVALID_TRANSITION when the bookshop has moved it on meanwhile.
 */
export async function cancelOrderPart(input: CancelOrderPartInput): Promise<CancelledPart> {
  const { partId } = input;
  const data = await graphqlRequest('CancelOrderPart', CANCEL_ORDER_PART, { partId });
  return data.cancelOrderPart;
}

/**
 * Cancels a part, then reads the buyer's orders again, success or not: a refusal means the
 * part changed meanwhile. The mutation stays pending until the orders are read, so the page
 * never shows the cancelled part with its old status.
 */
export function useCancelOrderPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrderPart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
