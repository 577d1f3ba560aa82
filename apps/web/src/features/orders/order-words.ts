// The confirmation's words for the order's status; the rest are shared (lib/order-words).

export const STATUS_KEYS = {
  pending: 'order.statuses.pending',
  paid: 'order.statuses.paid',
  awaiting_transfer: 'order.statuses.awaitingTransfer',
  deferred: 'order.statuses.deferred',
  cancelled: 'order.statuses.cancelled',
  fulfilled: 'order.statuses.fulfilled',
} as const;

export { METHOD_KEYS, SHIPPING_KEYS, wordKey } from '../../lib/order-words';
