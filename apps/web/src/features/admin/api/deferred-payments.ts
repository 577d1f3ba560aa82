import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  DeferredPaymentFieldsFragment,
  DeferredPaymentState,
  RecordSettlementInput,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// The public administrations' deferred payments (docs/spec/deferred-payments.md): what each
// owes net of its refunds, and the money received from or repaid to it.

// Used by name in the list's document and the record's.
graphql(`
  fragment DeferredPaymentFields on DeferredPayment {
    orderNumber
    createdAt
    buyerEmail
    administration
    charged
    refundsOwed
    due
    received
    repaid
    balance
    state
    paid
    settlements {
      id
      direction
      paidOn
      amount
      reference
    }
  }
`);

export type DeferredPayment = DeferredPaymentFieldsFragment;

const LIST = graphql(`
  query AdminDeferredPayments($state: DeferredPaymentState) {
    deferredPayments(state: $state) {
      ...DeferredPaymentFields
    }
  }
`);
const RECORD = graphql(`
  mutation RecordDeferredSettlement($input: RecordSettlementInput!) {
    recordDeferredSettlement(input: $input) {
      ...DeferredPaymentFields
    }
  }
`);

const listKey = ['admin', 'deferred-payments'] as const;

/** The deferred payments, newest first; only those in `state` when given. */
export function useDeferredPayments(state: DeferredPaymentState | null) {
  return useQuery({
    queryKey: [...listKey, state],
    queryFn: async ({ signal }) =>
      (await graphqlRequest('AdminDeferredPayments', LIST, { state }, { signal })).deferredPayments,
  });
}

/** Records money received or repaid; the lists are read again afterwards. */
export function useRecordSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordSettlementInput) =>
      (await graphqlRequest('RecordDeferredSettlement', RECORD, { input }))
        .recordDeferredSettlement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
