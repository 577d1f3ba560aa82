import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
      invoice {
        persona
        name
        vatNumber
        taxCode
        sdiCode
        pec
        street
        postalCode
        city
        province
        country
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
export type PartInvoiceRequest = NonNullable<PartDetails['invoice']>;

const GET_BOOKSHOP_ORDER_PAGE = graphql(`
  query BookshopOrderPage($status: OrderPartStatus, $search: String, $page: Int, $pageSize: Int) {
    bookshopOrderPage(status: $status, search: $search, page: $page, pageSize: $pageSize) {
      items {
        ...OrderPartFields
      }
      total
      page
      pageSize
    }
  }
`);

/** Parts on a page of the staff's list: each is a card with its lines and its actions. */
export const PARTS_PAGE_SIZE = 10;

/** Which page of the list: a state or all, the search box's text ('' for none), from page 1. */
export interface PartsQuery {
  status: PartStatus | null;
  search: string;
  page: number;
}

/** A page of the parts, in the server's order: to confirm, to hand over, then the rest. */
export async function getBookshopOrderPage(query: PartsQuery, signal?: AbortSignal) {
  const data = await graphqlRequest(
    'BookshopOrderPage',
    GET_BOOKSHOP_ORDER_PAGE,
    {
      status: query.status,
      search: query.search === '' ? null : query.search,
      page: query.page,
      pageSize: PARTS_PAGE_SIZE,
    },
    { signal },
  );
  return data.bookshopOrderPage;
}

/** Every query of the staff's parts (the list's pages, a packing slip's part) starts so. */
export const bookshopOrdersKey = ['bookshop-orders'] as const;

export function bookshopOrderPageQueryOptions(query: PartsQuery) {
  return queryOptions({
    queryKey: [...bookshopOrdersKey, 'page', query.status ?? 'all', query.search, query.page],
    queryFn: ({ signal }) => getBookshopOrderPage(query, signal),
    staleTime: 5_000,
    // A buyer's FORBIDDEN will not change by asking again.
    retry: false,
    // The page stays in view while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBookshopOrderPage(query: PartsQuery) {
  return useQuery(bookshopOrderPageQueryOptions(query));
}
