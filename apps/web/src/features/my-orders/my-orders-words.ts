import { parseCents } from '../../lib/money';

// The page's words for the server's codes; an unknown code is shown as it is.

export const PART_STATUS_KEYS = {
  AWAITING_PAYMENT: 'myOrders.statuses.awaitingPayment',
  TO_CONFIRM: 'myOrders.statuses.toConfirm',
  ACCEPTED: 'myOrders.statuses.accepted',
  SHIPPED: 'myOrders.statuses.shipped',
  READY_FOR_PICKUP: 'myOrders.statuses.readyForPickup',
  COLLECTED: 'myOrders.statuses.collected',
  REJECTED: 'myOrders.statuses.rejected',
  CANCELLED: 'myOrders.statuses.cancelled',
} as const;

export { METHOD_KEYS, SHIPPING_KEYS, wordKey } from '../../lib/order-words';

/** Whether something of the part was given back (a rejection or a cancellation). */
export function wasRefunded(refunded: string): boolean {
  try {
    return parseCents(refunded) > 0;
  } catch {
    return false;
  }
}

/** The carrier and tracking code, once the bookshop has given either. */
export function trackingOf(part: {
  carrier: string | null;
  trackingCode: string | null;
}): { carrier: string | null; trackingCode: string | null } | null {
  const carrier = part.carrier?.trim() || null;
  const trackingCode = part.trackingCode?.trim() || null;
  return carrier === null && trackingCode === null ? null : { carrier, trackingCode };
}

/** The calendar day (YYYY-MM-DD) of an ISO date-time, for `formatDate`. */
export function dayOf(isoDateTime: string): string {
  return isoDateTime.slice(0, 10);
}
