import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '@scaffale/domain/payments';
import { isShippingType, type ShippingType } from '@scaffale/domain/shipping';

/**
 * Browser storage that never throws (private mode, full quota, disabled storage) and never
 * trusts what it reads: every read goes through a parser that returns null when the stored
 * value is not what the caller expects.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(
  key: string,
  parse: (value: unknown) => T | null,
  which: StorageArea = 'local',
): T | null {
  try {
    const raw = area(which)?.getItem(key) ?? null;
    if (raw === null) return null;
    return parse(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value is a convenience, the page works without it.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}

// ---------------------------------------------------------------------------------------
// Browser-stored checkout data (docs/spec/checkout.md §1): the cart writes it
// when the buyer proceeds, the checkout reads it. JSON values, keys below.

export const CHECKOUT_STORAGE_KEYS = {
  /** A country code, "IT". */
  destCountry: 'checkout.destCountry',
  /** `[{ codelib, shipping }]`: the bookshop id and its chosen shipping type. */
  selectedShippings: 'checkout.selectedShippings',
  /** The public-administration order data (written by the checkout). */
  datiPa: 'checkout.datiPa',
  /** The unsaved new-shipping-address form (written by the checkout). */
  shippingFormDraft: 'checkout.shippingFormDraft',
  /**
   * The buyer's choices on the checkout page (address, notes, gift, invoice): editing an
   * address or the billing data elsewhere, or going back to the cart and proceeding again,
   * finds them as they were. Only a placed order forgets them.
   */
  choices: 'checkout.choices',
  /**
   * The payment method chosen, in session storage: a reload of the tab keeps it, another tab
   * and a new hand-over from the cart start with none (docs/spec/checkout.md §1).
   */
  paymentMethod: 'checkout.paymentMethod',
} as const;

export interface StoredSelectedShipping {
  /** The bookshop id. */
  codelib: string;
  shipping: ShippingType;
}

/** An ISO 3166 alpha-2 code as stored, or null. */
export function parseCountryCode(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null;
}

function parseSelectedShippings(value: unknown): StoredSelectedShipping[] | null {
  if (!Array.isArray(value)) return null;
  const result: StoredSelectedShipping[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { codelib, shipping } = item as Record<string, unknown>;
    if (typeof codelib !== 'string' || codelib === '' || !isShippingType(shipping)) {
      return null;
    }
    result.push({ codelib, shipping });
  }
  return result;
}

function parsePaymentMethod(value: unknown): PaymentMethodCode | null {
  return PAYMENT_METHOD_CODES.find((code) => code === value) ?? null;
}

export function readCheckoutDestCountry(): string | null {
  return readStored(CHECKOUT_STORAGE_KEYS.destCountry, parseCountryCode);
}

export function readCheckoutSelectedShippings(): StoredSelectedShipping[] | null {
  return readStored(CHECKOUT_STORAGE_KEYS.selectedShippings, parseSelectedShippings);
}

export function readCheckoutPaymentMethod(): PaymentMethodCode | null {
  return readStored(CHECKOUT_STORAGE_KEYS.paymentMethod, parsePaymentMethod, 'session');
}

/** Keeps the chosen method for a reload of this tab; null (none chosen) forgets it. */
export function writeCheckoutPaymentMethod(method: PaymentMethodCode | null): void {
  if (method === null) removeStored(CHECKOUT_STORAGE_KEYS.paymentMethod, 'session');
  else writeStored(CHECKOUT_STORAGE_KEYS.paymentMethod, method, 'session');
}

/**
 * Forgets docs/spec/checkout.md §1's stored checkout data: destination, selected shippings and PA
 * data.
 */
export function clearCheckoutData(): void {
  removeStored(CHECKOUT_STORAGE_KEYS.destCountry);
  removeStored(CHECKOUT_STORAGE_KEYS.selectedShippings);
  removeStored(CHECKOUT_STORAGE_KEYS.datiPa);
}

export function clearShippingFormDraft(): void {
  removeStored(CHECKOUT_STORAGE_KEYS.shippingFormDraft);
}

/**
 * What the cart hands to the checkout when the buyer proceeds (docs/spec/checkout.md §1): first the
 * old checkout data, the shipping-form draft and the payment method go, then the destination and
 * the shippings are written. The buyer's choices (notes, gift, address, invoice) stay: they
 * belong to the order still to be placed, whatever the cart changed.
 */
export function startCheckout(destCountry: string, selectedShippings: StoredSelectedShipping[]) {
  clearCheckoutData();
  clearShippingFormDraft();
  writeCheckoutPaymentMethod(null);
  writeStored(CHECKOUT_STORAGE_KEYS.destCountry, destCountry);
  writeStored(CHECKOUT_STORAGE_KEYS.selectedShippings, selectedShippings);
}

/**
 * Once an order is placed (docs/spec/checkout.md §1) everything the checkout kept goes: the stored
 * data, the draft, and the choices and method that belonged to that order.
 */
export function forgetPlacedCheckout(): void {
  clearCheckoutData();
  clearShippingFormDraft();
  removeStored(CHECKOUT_STORAGE_KEYS.choices);
  writeCheckoutPaymentMethod(null);
}
