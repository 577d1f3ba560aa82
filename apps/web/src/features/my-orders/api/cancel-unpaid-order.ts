import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CancelUnpaidOrderMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { myOrdersKey } from './get-my-orders';

const CANCEL_UNPAID_ORDER = graphql(`
  mutation CancelUnpaidOrder($orderNumber: String!) {
    cancelUnpaidOrder(orderNumber: $orderNumber) {
      number
      status
    }
  }
`);

/** The order once cancelled (status cancelled). */
export type CancelledOrder = CancelUnpaidOrderMutation['cancelUnpaidOrder'];

/**
 * The buyer cancels an order still waiting for its payment (a bank transfer, a card or PayPal
 * payment not made): its books go back on sale. ORDER_NOT_CANCELLABLE once it has been paid
 * meanwhile. The order number comes from the server's own answer (myOrders).
 */
export async function cancelUnpaidOrder(orderNumber: string): Promise<CancelledOrder> {
  const data = await graphqlRequest('CancelUnpaidOrder', CANCEL_UNPAID_ORDER, { orderNumber });
  return data.cancelUnpaidOrder;
}

/** Cancels, then reads the buyer's orders again, success or not (a refusal: it was paid). */
export function useCancelUnpaidOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUnpaidOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
