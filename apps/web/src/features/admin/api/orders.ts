import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AdminOrdersQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

export const PART_STATUSES = [
  'AWAITING_PAYMENT',
  'TO_CONFIRM',
  'ACCEPTED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COLLECTED',
  'REJECTED',
  'CANCELLED',
] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'awaiting_transfer',
  'paid',
  'deferred',
  'cancelled',
  'fulfilled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type AdminOrderPage = AdminOrdersQuery['adminOrders'];
/** `status` is one of ORDER_STATUSES (a string on the wire). */
export type AdminOrder = AdminOrderPage['items'][number];
export type AdminOrderPart = AdminOrder['parts'][number];

export interface OrderFilter {
  search: string;
  status: PartStatus | null;
  page: number;
}

const ADMIN_ORDERS = graphql(`
  query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {
    adminOrders(search: $search, status: $status, page: $page) {
      total
      page
      pageSize
      items {
        number
        createdAt
        status
        paymentMethod
        totale
        storeCredit
        paidByMethod
        buyerEmail
        parts {
          id
          status
          bookshop {
            id
            name
          }
          shipping
          shippingCost
          refunded
          carrier
          trackingCode
          details {
            invoice {
              name
            }
          }
          lines {
            id
            qty
            price
            rejected
            rejectedQty
            product {
              title
            }
          }
        }
      }
    }
  }
`);

export function adminOrdersQueryOptions(filter: OrderFilter) {
  return queryOptions({
    queryKey: ['admin', 'orders', filter],
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest(
          'AdminOrders',
          ADMIN_ORDERS,
          { search: filter.search || null, status: filter.status, page: filter.page },
          { signal },
        )
      ).adminOrders,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filter: OrderFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}
