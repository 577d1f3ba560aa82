import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AwaitingTransfersQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

/** An order waiting for its bank transfer, as the administrator's list shows it. */
export type AwaitingTransfer = AwaitingTransfersQuery['awaitingTransfers'][number];

const AWAITING_TRANSFERS = graphql(`
  query AwaitingTransfers {
    awaitingTransfers {
      orderNumber
      reference
      buyerEmail
      amount
      createdAt
      payBy
    }
  }
`);

/** The orders waiting for a bank transfer, the nearest deadline first. */
export function useAwaitingTransfers() {
  return useQuery({
    queryKey: ['admin', 'awaitingTransfers'],
    queryFn: async ({ signal }) =>
      (await graphqlRequest('AwaitingTransfers', AWAITING_TRANSFERS, {}, { signal }))
        .awaitingTransfers,
  });
}
