import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { RequestReturnMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { myOrdersKey } from './get-my-orders';

const REQUEST_RETURN = graphql(`
  mutation RequestReturn($partId: ID!, $lines: [ReturnLineInput!]!, $reason: String) {
    requestReturn(partId: $partId, lines: $lines, reason: $reason) {
      id
      state
    }
  }
`);

// No zod schema: the ids come from the server's own answer (myOrders) and the copies from
// the form's own bounded inputs; the server checks both (docs/spec/withdrawal-and-returns.md §2).
export interface RequestReturnInput {
  partId: string;
  lines: { lineId: string; qty: number }[];
  reason: string;
}

export type RequestedReturn = RequestReturnMutation['requestReturn'];

/** The buyer withdraws from copies of a delivered part's lines. */
export async function requestReturn(input: RequestReturnInput): Promise<RequestedReturn> {
  const data = await graphqlRequest('RequestReturn', REQUEST_RETURN, {
    partId: input.partId,
    lines: input.lines,
    reason: input.reason.trim() === '' ? null : input.reason.trim(),
  });
  return data.requestReturn;
}

/** Asks for the return, then reads the buyer's orders again, success or not. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
