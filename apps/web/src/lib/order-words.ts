// The words of an order's codes the server sends (its status, payment methods, shipping
// types), shared by the order pages; an unknown code is shown as it is.

export const ORDER_STATUS_KEYS = {
  pending: 'order.statuses.pending',
  paid: 'order.statuses.paid',
  awaiting_transfer: 'order.statuses.awaitingTransfer',
  deferred: 'order.statuses.deferred',
  cancelled: 'order.statuses.cancelled',
  fulfilled: 'order.statuses.fulfilled',
} as const;

export const METHOD_KEYS = {
  STRIPE: 'order.methods.card',
  STRIPE_WT: 'order.methods.bankTransfer',
  BRAINTREE: 'order.methods.paypal',
  STORE_CREDIT: 'order.methods.storeCredit',
  MANUAL: 'order.methods.deferred',
  CASH_ON_DELIVERY: 'order.methods.cashOnDelivery',
} as const;

export const SHIPPING_KEYS = {
  Shop_pickup: 'order.shippingTypes.shopPickup',
  Economy: 'order.shippingTypes.economy',
  Standard: 'order.shippingTypes.standard',
  Express: 'order.shippingTypes.express',
} as const;

/** The key for `code` in `keys`, or null when the server sent something new. */
export function wordKey<K extends string, V>(keys: Record<K, V>, code: string | null): V | null {
  if (code === null || !Object.hasOwn(keys, code)) return null;
  return keys[code as K];
}
