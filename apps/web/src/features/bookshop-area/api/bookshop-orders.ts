import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { OrderPartFieldsFragment } from '../../../gql/graphql';
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

// Used by name in the list's document and the actions' (part-actions.ts).
graphql(`
  fragment OrderPartFields on OrderPart {
    id
    orderNumber
    status
    bookshop {
      id
      name
      city
    }
    shipping
    shippingCost
    refunded
    refundReason
    carrier
    trackingCode
    confirmBy
    lines {
      id
      qty
      price
      rejected
      rejectedQty
      product {
        id
        title
      }
    }
    details {
      createdAt
      buyerName
      buyerEmail
      notes
      present
      address {
        name
        attenzioneDi
        telefono
        email
        indirizzo
        indirizzo2
        citta
        provinciaStato
        cap
        nazione
        note
      }
      pa {
        numero_ordine_acquisto
        data_ordine_acquisto
        cig
        cup
      }
    }
  }
`);

/** An order part as the staff's list and actions read it (the fragment above). */
export type BookshopPart = OrderPartFieldsFragment;
export type PartLine = BookshopPart['lines'][number];
/** Who ordered the part and where it goes: for its bookshop's staff and the administrator. */
export type PartDetails = NonNullable<BookshopPart['details']>;
/** A shipping address as the order kept it; `nazione` is the ISO country code. */
export type PartAddress = NonNullable<PartDetails['address']>;
export type PartPurchaseOrder = NonNullable<PartDetails['pa']>;

const GET_BOOKSHOP_ORDERS = graphql(`
  query BookshopOrders($status: OrderPartStatus) {
    bookshopOrders(status: $status) {
      ...OrderPartFields
    }
  }
`);

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
  const data = await graphqlRequest('BookshopOrders', GET_BOOKSHOP_ORDERS, { status }, { signal });
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
