import type { ShippingType } from '@scaffale/domain/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export const PART_STATUSES = [
  'TO_CONFIRM',
  'ACCEPTED',
  'READY_FOR_PICKUP',
  'SHIPPED',
  'COLLECTED',
  'REJECTED',
  'CANCELLED',
  'AWAITING_PAYMENT',
] as const;

export type PartStatus = (typeof PART_STATUSES)[number];

export interface PartLine {
  id: string;
  qty: number;
  price: string;
  rejected: boolean;
  product: { id: string; title: string };
}

export interface BookshopPart {
  id: string;
  orderNumber: string;
  status: PartStatus;
  bookshop: { id: string; name: string };
  shipping: ShippingType;
  shippingCost: string;
  lines: PartLine[];
  refunded: string;
  carrier: string | null;
  trackingCode: string | null;
  confirmBy: string | null;
}

export const PART_FIELDS = `
  id orderNumber status bookshop { id name } shipping shippingCost refunded carrier trackingCode
  confirmBy lines { id qty price rejected product { id title } }
`;

const GET_BOOKSHOP_ORDERS = /* GraphQL */ `
  query BookshopOrders($status: OrderPartStatus) {
    bookshopOrders(status: $status) { ${PART_FIELDS} }
  }
`;

/** The part's place in the list: to confirm first, then by how much is left to do. */
function rank(status: string): number {
  const index = (PART_STATUSES as readonly string[]).indexOf(status);
  return index === -1 ? PART_STATUSES.length : index;
}

/** To confirm first, then by status; oldest first (the earliest deadline, the lowest id). */
export function sortParts(parts: readonly BookshopPart[]): BookshopPart[] {
  return [...parts].sort(
    (a, b) =>
      rank(a.status) - rank(b.status) ||
      (a.confirmBy ?? '').localeCompare(b.confirmBy ?? '') ||
      Number(a.id) - Number(b.id),
  );
}

export async function getBookshopOrders(status: PartStatus | null, signal?: AbortSignal) {
  const data = await graphqlRequest<{ bookshopOrders: BookshopPart[] }>(
    'BookshopOrders',
    GET_BOOKSHOP_ORDERS,
    { status },
    { signal },
  );
  return sortParts(data.bookshopOrders);
}

export const bookshopOrdersKey = ['bookshop-orders'] as const;

export function bookshopOrdersQueryOptions(status: PartStatus | null) {
  return queryOptions({
    queryKey: [...bookshopOrdersKey, status ?? 'all'],
    queryFn: ({ signal }) => getBookshopOrders(status, signal),
    staleTime: 5_000,
    // A buyer's FORBIDDEN will not change by asking again.
    retry: false,
  });
}

export function useBookshopOrders(status: PartStatus | null) {
  return useQuery(bookshopOrdersQueryOptions(status));
}
