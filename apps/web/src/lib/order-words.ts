import type { TranslationKey, TranslationValues } from '../i18n/translate';

// The words of an order's codes the server sends (its status, payment methods, shipping
// types, a part's and a line's states), shared by the order pages; an unknown code is shown
// as it is.

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

/**
 * An order part's states in the words of every page that shows one (the buyer's orders, the
 * bookshop's area, the administrator's orders): one vocabulary, in the area strings.
 */
export const PART_STATUS_KEYS = {
  AWAITING_PAYMENT: 'orderWords.statuses.awaitingPayment',
  TO_CONFIRM: 'orderWords.statuses.toConfirm',
  ACCEPTED: 'orderWords.statuses.accepted',
  SHIPPED: 'orderWords.statuses.shipped',
  READY_FOR_PICKUP: 'orderWords.statuses.readyForPickup',
  COLLECTED: 'orderWords.statuses.collected',
  REJECTED: 'orderWords.statuses.rejected',
  CANCELLED: 'orderWords.statuses.cancelled',
} as const;

/** A phrase of the vocabulary: its key, and the values it is filled with. */
export interface Phrase {
  key: TranslationKey;
  values?: TranslationValues;
}

/**
 * What the bookshop rejected of a line, in the vocabulary's words: the line, or how many of
 * its copies; null when nothing.
 */
export function rejectedPhrase(line: { qty: number; rejectedQty: number }): Phrase | null {
  if (line.rejectedQty <= 0) return null;
  if (line.rejectedQty >= line.qty) return { key: 'orderWords.lineRejected' };
  return { key: 'orderWords.someRejected', values: { count: line.rejectedQty, qty: line.qty } };
}

/**
 * A line's state in the same words on every page: rejected by the bookshop when every copy
 * was; else its part's state (an unknown one says nothing), and how many of its copies were
 * rejected when some were.
 */
export function lineStatePhrases(
  line: { qty: number; rejectedQty: number },
  partStatus: string,
): Phrase[] {
  const rejected = rejectedPhrase(line);
  if (rejected && line.rejectedQty >= line.qty) return [rejected];
  const status = wordKey(PART_STATUS_KEYS, partStatus);
  return [...(status ? [{ key: status }] : []), ...(rejected ? [rejected] : [])];
}
