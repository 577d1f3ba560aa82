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

export type ShippingType = 'Shop_pickup' | 'Economy' | 'Standard' | 'Express';

export interface PartLine {
  id: string;
  qty: number;
  price: string;
  rejected: boolean;
  product: { id: string; title: string };
}

/** A shipping address as the order kept it; `nazione` is the ISO country code. */
export interface PartAddress {
  name: string;
  attenzioneDi: string;
  telefono: string;
  email: string;
  indirizzo: string;
  indirizzo2: string;
  citta: string;
  provinciaStato: string;
  cap: string;
  nazione: string;
  note: string;
}

export interface PartPurchaseOrder {
  numero_ordine_acquisto: string | null;
  data_ordine_acquisto: string | null;
  cig: string | null;
  cup: string | null;
}

/** Who ordered the part and where it goes: for its bookshop's staff and the administrator. */
export interface PartDetails {
  createdAt: string;
  buyerName: string;
  buyerEmail: string;
  /** null: picked up at the bookshop. */
  address: PartAddress | null;
  notes: string;
  present: boolean;
  pa: PartPurchaseOrder | null;
}

export interface BookshopPart {
  id: string;
  orderNumber: string;
  status: PartStatus;
  bookshop: { id: string; name: string; city: string };
  shipping: ShippingType;
  shippingCost: string;
  lines: PartLine[];
  refunded: string;
  carrier: string | null;
  trackingCode: string | null;
  confirmBy: string | null;
  /** null only for someone who may not see them (the page is for those who may). */
  details: PartDetails | null;
}

export const PART_FIELDS = `
  id orderNumber status bookshop { id name city } shipping shippingCost refunded carrier
  trackingCode confirmBy lines { id qty price rejected product { id title } }
  details {
    createdAt buyerName buyerEmail notes present
    address { name attenzioneDi telefono email indirizzo indirizzo2 citta provinciaStato cap nazione note }
    pa { numero_ordine_acquisto data_ordine_acquisto cig cup }
  }
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
