import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import { bookshopOrdersKey } from './bookshop-orders';

const GET_BOOKSHOP_ORDER_PART = graphql(`
  query BookshopOrderPart($partId: ID!) {
    bookshopOrderPart(partId: $partId) {
      ...OrderPartFields
    }
  }
`);

/** One part of the staff's bookshop (a packing slip's); another bookshop's is NOT_FOUND. */
export async function getBookshopOrderPart(partId: string, signal?: AbortSignal) {
  const data = await graphqlRequest(
    'BookshopOrderPart',
    GET_BOOKSHOP_ORDER_PART,
    { partId },
    {
      signal,
    },
  );
  return data.bookshopOrderPart;
}

export function bookshopOrderPartQueryOptions(partId: string) {
  return queryOptions({
    queryKey: [...bookshopOrdersKey, 'part', partId],
    queryFn: ({ signal }) => getBookshopOrderPart(partId, signal),
    staleTime: 5_000,
    // Neither a buyer's FORBIDDEN nor another bookshop's NOT_FOUND changes by asking again.
    retry: false,
  });
}

export function useBookshopOrderPart(partId: string) {
  return useQuery(bookshopOrderPartQueryOptions(partId));
}
