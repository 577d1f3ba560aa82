import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { MyStoreCreditQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

const MY_STORE_CREDIT = graphql(`
  query MyStoreCredit($page: Int) {
    myStoreCredit(page: $page) {
      balance
      total
      entries {
        id
        kind
        amount
        reason
        orderNumber
        createdAt
      }
    }
  }
`);

/** The buyer's own Borsellino: balance, how many entries, one page of them (newest first). */
export type MyStoreCredit = MyStoreCreditQuery['myStoreCredit'];
export type MyStoreCreditEntry = MyStoreCredit['entries'][number];

/** The entries of a page, as the server pages them (orders/resolvers.ts). */
export const STORE_CREDIT_PAGE_SIZE = 20;

/** Under 'orders': placing or refunding an order moves the Borsellino. */
const storeCreditKey = (page: number) => ['orders', 'store-credit', page] as const;

export function myStoreCreditQueryOptions(page: number) {
  return queryOptions({
    queryKey: storeCreditKey(page),
    queryFn: async ({ signal }) =>
      (await graphqlRequest('MyStoreCredit', MY_STORE_CREDIT, { page }, { signal })).myStoreCredit,
    staleTime: 0,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMyStoreCredit(page: number) {
  return useQuery(myStoreCreditQueryOptions(page));
}
