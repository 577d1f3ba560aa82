import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { BookshopReturnsQuery, ReturnState } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// The returns the staff handle (docs/spec/withdrawal-and-returns.md §2, §7): the list, open
// ones first, and the moves: accept, refuse with a reason, books received.

const RETURNS = graphql(`
  query BookshopReturns($state: ReturnState, $page: Int) {
    bookshopReturns(state: $state, page: $page) {
      total
      page
      pageSize
      items {
        id
        orderNumber
        state
        reason
        refusalReason
        requestedAt
        refundDueBy
        overdue
        refund
        bookshop {
          id
          name
        }
        lines {
          lineId
          title
          qty
          refund
        }
      }
    }
  }
`);

const ACCEPT = graphql(`
  mutation AcceptReturn($returnId: ID!) {
    acceptReturn(returnId: $returnId) {
      id
      state
    }
  }
`);

const REFUSE = graphql(`
  mutation RefuseReturn($returnId: ID!, $reason: String!) {
    refuseReturn(returnId: $returnId, reason: $reason) {
      id
      state
    }
  }
`);

const RECEIVED = graphql(`
  mutation MarkReturnReceived($returnId: ID!) {
    markReturnReceived(returnId: $returnId) {
      id
      state
      refund
    }
  }
`);

export type StaffReturn = BookshopReturnsQuery['bookshopReturns']['items'][number];
export type { ReturnState };

export const RETURN_STATES = [
  'REQUESTED',
  'ACCEPTED',
  'RECEIVED',
  'REFUNDED',
  'REFUSED',
] as const satisfies readonly ReturnState[];

const returnsKey = ['bookshop', 'returns'] as const;

export function useBookshopReturns(state: ReturnState | null, page: number) {
  return useQuery({
    queryKey: [...returnsKey, state, page],
    queryFn: async ({ signal }) =>
      (await graphqlRequest('BookshopReturns', RETURNS, { state, page }, { signal }))
        .bookshopReturns,
    placeholderData: keepPreviousData,
  });
}

/** What the staff can do to a return. */
export type ReturnAction =
  { kind: 'accept' } | { kind: 'refuse'; reason: string } | { kind: 'received' };

async function runReturnAction(returnId: string, action: ReturnAction): Promise<string> {
  switch (action.kind) {
    case 'accept':
      return (await graphqlRequest('AcceptReturn', ACCEPT, { returnId })).acceptReturn.state;
    case 'refuse':
      return (await graphqlRequest('RefuseReturn', REFUSE, { returnId, reason: action.reason }))
        .refuseReturn.state;
    case 'received':
      return (await graphqlRequest('MarkReturnReceived', RECEIVED, { returnId })).markReturnReceived
        .state;
  }
}

/** Moves a return, then reads the list again, success or not. */
export function useReturnAction(returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReturnAction) => runReturnAction(returnId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
