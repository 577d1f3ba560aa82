import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export interface StoreCreditEntry {
  id: string;
  amount: string;
  reason: string;
  orderNumber: string | null;
  byEmail: string | null;
  createdAt: string;
}

export interface StoreCreditAccount {
  email: string;
  balance: string;
  entries: StoreCreditEntry[];
}

const FIELDS = 'email balance entries { id amount reason orderNumber byEmail createdAt }';

const ACCOUNT = /* GraphQL */ `
  query StoreCreditAccount($email: String!) { storeCreditAccount(email: $email) { ${FIELDS} } }
`;
const ADJUST = /* GraphQL */ `
  mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { ${FIELDS} }
  }
`;

const accountKey = (email: string | null) => ['admin', 'store-credit', email] as const;

export function useStoreCreditAccount(email: string | null) {
  return useQuery({
    queryKey: accountKey(email),
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest<{ storeCreditAccount: StoreCreditAccount }>(
          'StoreCreditAccount',
          ACCOUNT,
          { email },
          { signal },
        )
      ).storeCreditAccount,
    enabled: email !== null,
    retry: false,
  });
}

/** Adds (negative: takes) store credit with its reason; answers the account afterwards. */
export function useAdjustStoreCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; amount: string; reason: string }) =>
      (
        await graphqlRequest<{ adjustStoreCredit: StoreCreditAccount }>(
          'AdjustStoreCredit',
          ADJUST,
          input,
        )
      ).adjustStoreCredit,
    onSuccess: (account, input) => queryClient.setQueryData(accountKey(input.email), account),
  });
}
