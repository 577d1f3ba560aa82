import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { StoreCreditAccountFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

// Used by name in the account's document and the adjustment's.
graphql(`
  fragment StoreCreditAccountFields on StoreCreditAccount {
    email
    balance
    entries {
      id
      kind
      amount
      reason
      orderNumber
      byEmail
      createdAt
    }
  }
`);

export type StoreCreditAccount = StoreCreditAccountFieldsFragment;
export type StoreCreditEntry = StoreCreditAccount['entries'][number];

const ACCOUNT = graphql(`
  query StoreCreditAccount($email: String!) {
    storeCreditAccount(email: $email) {
      ...StoreCreditAccountFields
    }
  }
`);
const ADJUST = graphql(`
  mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) {
      ...StoreCreditAccountFields
    }
  }
`);

const accountKey = (email: string | null) => ['admin', 'store-credit', email] as const;

export function useStoreCreditAccount(email: string | null) {
  return useQuery({
    queryKey: accountKey(email),
    // No account looked up yet: nothing asked.
    queryFn:
      email === null
        ? skipToken
        : async ({ signal }) =>
            (await graphqlRequest('StoreCreditAccount', ACCOUNT, { email }, { signal }))
              .storeCreditAccount,
    retry: false,
  });
}

/** Adds (negative: takes) store credit with its reason; answers the account afterwards. */
export function useAdjustStoreCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; amount: string; reason: string }) =>
      (await graphqlRequest('AdjustStoreCredit', ADJUST, input)).adjustStoreCredit,
    onSuccess: (account, input) => queryClient.setQueryData(accountKey(input.email), account),
  });
}
