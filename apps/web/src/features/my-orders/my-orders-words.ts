import { GraphQLRequestError } from '../../lib/graphql';
import { parseCents } from '../../lib/money';

// The page's words for the server's codes (the order pages' one vocabulary, lib/order-words);
// an unknown code is shown as it is.

export {
  METHOD_KEYS,
  ORDER_STATUS_KEYS,
  PART_STATUS_KEYS,
  SHIPPING_KEYS,
  rejectedPhrase,
  wordKey,
} from '../../lib/order-words';

/** Whether something of the part was given back (a rejection or a cancellation). */
export function wasRefunded(refunded: string): boolean {
  try {
    return parseCents(refunded) > 0;
  } catch {
    return false;
  }
}

/**
 * How the page names what a part gave back: refunded, or for a deferred payment (nothing paid
 * yet), deducted from what the buyer owes.
 */
export function refundTermKey(paymentMethod: string): 'myOrders.refunded' | 'myOrders.deducted' {
  return paymentMethod === 'MANUAL' ? 'myOrders.deducted' : 'myOrders.refunded';
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

/**
 * Whether the buyer may still cancel the part: only while its bookshop has not answered
 * (docs/spec/order-parts-and-refunds.md §1); the server refuses any other state with
 * INVALID_TRANSITION.
 */
export function canCancel(part: { status: string }): boolean {
  return part.status === 'TO_CONFIRM';
}

/**
 * Whether the buyer may still cancel the whole order: while it waits for its payment (the
 * bank transfer, or a card or PayPal payment not made); the server refuses it once paid.
 */
export function canCancelOrder(order: { status: string }): boolean {
  return order.status === 'awaiting_transfer' || order.status === 'pending';
}

/**
 * Why the part was refunded: the bookshop's reasons for the lines it rejected, and whether
 * the whole part was cancelled and given back (by the buyer, or because the bookshop did not
 * answer in time). Null when there is nothing to say.
 */
export function refundWhy(part: {
  status: string;
  refunded: string;
  refundReason: string | null;
}): { reason: string | null; cancelled: boolean } | null {
  const reason = part.refundReason?.trim() || null;
  // An unpaid part cancelled (a bank transfer that never came) gave nothing back.
  const cancelled = part.status === 'CANCELLED' && wasRefunded(part.refunded);
  return reason === null && !cancelled ? null : { reason, cancelled };
}

/** The page's own words for a failed cancellation. */
type CancelErrorKey = 'myOrders.cancel.error' | 'myOrders.cancelOrder.error';

/** What the page says when a cancellation fails: its own words, or the server's translated text. */
export type CancelFailure =
  { key: 'myOrders.cancel.tooLate' | CancelErrorKey } | { message: string };

export function cancelFailureOf(
  error: unknown,
  fallback: CancelErrorKey = 'myOrders.cancel.error',
): CancelFailure {
  if (!(error instanceof GraphQLRequestError)) return { key: fallback };
  // The bookshop accepted (or the deadline passed) meanwhile: say so in the page's words.
  if (error.code === 'INVALID_TRANSITION') return { key: 'myOrders.cancel.tooLate' };
  if (error.translated && error.message.trim() !== '') return { message: error.message };
  return { key: fallback };
}
