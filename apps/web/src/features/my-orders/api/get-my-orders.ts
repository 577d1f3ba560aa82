import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

const GET_MY_ORDERS = /* GraphQL */ `
  query MyOrders {
    myOrders {
      number
      createdAt
      paymentMethod
      totale
      parts {
        id
        orderNumber
        status
        bookshop {
          id
          name
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
        }
        refunded
        carrier
        trackingCode
        confirmBy
      }
    }
  }
`;

export interface MyOrderLine {
  id: string;
  product: { id: string; title: string };
  qty: number;
  /** Unit price paid, before the discount codes (decimal EUR). */
  price: string;
  /** The bookshop could not supply it: refunded. */
  rejected: boolean;
}

export interface MyOrderPart {
  id: string;
  orderNumber: string;
  status: string;
  bookshop: { id: string; name: string };
  shipping: string;
  shippingCost: string;
  lines: MyOrderLine[];
  refunded: string;
  carrier: string | null;
  trackingCode: string | null;
  /** ISO date-time: the bookshop confirms by then. */
  confirmBy: string | null;
}

export interface MyOrder {
  number: string;
  /** ISO date-time. */
  createdAt: string;
  paymentMethod: string;
  totale: string;
  parts: MyOrderPart[];
}

/** The logged-in buyer's own orders, newest first (CONTRACT §7). */
export async function getMyOrders(signal?: AbortSignal): Promise<MyOrder[]> {
  const data = await graphqlRequest<{ myOrders: MyOrder[] }>(
    'MyOrders',
    GET_MY_ORDERS,
    {},
    { signal },
  );
  return data.myOrders;
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 0,
  });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
