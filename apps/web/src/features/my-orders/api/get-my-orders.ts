import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { MyOrdersQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

const GET_MY_ORDERS = graphql(`
  query MyOrders {
    myOrders {
      number
      createdAt
      paymentMethod
      totale
      storeCredit
      paidByMethod
      status
      bankTransfer {
        ...BankTransferFields
      }
      parts {
        id
        orderNumber
        status
        bookshop {
          id
          name
          shopAddress {
            street
            postalCode
            city
          }
          openingHours {
            weekday
            ranges {
              from
              to
            }
          }
        }
        shipping
        shippingCost
        lines {
          id
          product {
            id
            title
          }
          qty
          price
          rejected
          rejectedQty
          returnedQty
        }
        refunded
        refundReason
        carrier
        trackingCode
        confirmBy
        deliveredAt
        returnable
        returnableUntil
        latestReturn {
          id
          state
          reason
          refusalReason
          requestedAt
          refund
          lines {
            lineId
            qty
          }
        }
      }
    }
  }
`);

/**
 * createdAt and confirmBy are ISO date-times; prices decimal EUR (line prices before the
 * codes); refundReason the bookshop's reasons for rejected lines, null when it rejected none.
 */
export type MyOrder = MyOrdersQuery['myOrders'][number];
export type MyOrderPart = MyOrder['parts'][number];
export type MyOrderLine = MyOrderPart['lines'][number];

/** The query's key: what a change to the buyer's orders invalidates. */
export const myOrdersKey = ['orders', 'mine'] as const;

/**
 * The logged-in buyer's own orders, newest first (docs/spec/marketplace.md §3): those placed, and
 * those still waiting for a payment the buyer started.
 */
export async function getMyOrders(signal?: AbortSignal): Promise<MyOrder[]> {
  const data = await graphqlRequest('MyOrders', GET_MY_ORDERS, {}, { signal });
  return data.myOrders;
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: myOrdersKey,
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 0,
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
