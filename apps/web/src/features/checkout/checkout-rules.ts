import { ORDER_NOTES_MAX_LENGTH } from '@scaffale/domain/order-notes';
import type { BillingAddress } from '../../lib/addresses/get-billing-addresses';
import { parseCents } from '../../lib/money';
import type { StoredSelectedShipping } from '../../lib/storage';

// The checkout's decisions that depend only on data (docs/spec/checkout.md §3,
// docs/spec/payments.md §2), kept pure for tests.

/** Notes the server would refuse (it never cuts them): the form says so before saving. */
export function notesTooLong(note: string): boolean {
  return note.length > ORDER_NOTES_MAX_LENGTH;
}

/**
 * docs/spec/checkout.md §3.2: no shipping address is needed when every bookshop's goods are
 * collected.
 */
export function isPickupOnly(selectedShippings: readonly StoredSelectedShipping[]): boolean {
  return (
    selectedShippings.length > 0 && selectedShippings.every((s) => s.shipping === 'Shop_pickup')
  );
}

export interface BillingChoice {
  /** The 'Indirizzo di fatturazione' box: an invoice is requested. */
  invoice: boolean;
  /** The billing address in use; null when the box was unticked or none exists. */
  billingId: string | null;
}

/**
 * docs/spec/checkout.md §3.4, on load: the first professional billing address, with the invoice box
 * ticked; otherwise the first address, box unticked (a NONE one then opens the form when ticked).
 */
export function initialBillingChoice(addresses: readonly BillingAddress[]): BillingChoice {
  const professional = addresses.find((a) => a.professionale);
  if (professional) return { invoice: true, billingId: professional.id };
  return { invoice: false, billingId: addresses[0]?.id ?? null };
}

/** The address a ticked box selects: the same rule as on load. */
export function billingIdWhenTicked(addresses: readonly BillingAddress[]): string | null {
  return (addresses.find((a) => a.professionale) ?? addresses[0])?.id ?? null;
}

/**
 * docs/spec/checkout.md §3.4: the billing form shows for persona NONE, or when there is no record
 * at all.
 */
export function needsBillingForm(address: BillingAddress | null): boolean {
  return address === null || address.persona === 'NONE';
}

/** docs/spec/checkout.md §3.4: 'Dati di fatturazione incompleti, contattare lo staff'. */
export function isBillingIncomplete(address: BillingAddress | null): boolean {
  return address !== null && address.persona !== 'NONE' && !address.completo;
}

/**
 * docs/spec/checkout.md §3.5: 'totale prodotti' is the goods plus the discount (the total before
 * codes).
 */
export function productsTotalCents(totals: { merce: string; sconto: string }): number {
  return parseCents(totals.merce) + parseCents(totals.sconto);
}

/** Whether a wire amount is anything but zero ("0.00"). */
export function isNonZero(decimal: string): boolean {
  return parseCents(decimal) !== 0;
}

/**
 * Where the payment stands (docs/spec/payments.md §2): `unavailable` until the address form is
 * closed, a shipping and an address (or pickup only) are chosen and no billing form is open;
 * `loading` until the totals are known; `nothingToPay` when total and store credit are both
 * zero (only 'Conferma ordine', no chooser); otherwise `choose`.
 */
export type PaymentStage = 'unavailable' | 'loading' | 'choose' | 'nothingToPay';

export interface PaymentStageInput {
  addressFormOpen: boolean;
  pickupOnly: boolean;
  hasShippings: boolean;
  shippingAddressId: string | null;
  invoice: boolean;
  billingFormOpen: boolean;
  /** The invoice is asked for data the staff has to complete: no order can be made. */
  billingIncomplete: boolean;
  totals: { totale: string; borsellino: string } | null;
}

export function paymentStage(input: PaymentStageInput): PaymentStage {
  if (input.addressFormOpen || !input.hasShippings) return 'unavailable';
  if (!input.pickupOnly && input.shippingAddressId === null) return 'unavailable';
  if (input.invoice && (input.billingFormOpen || input.billingIncomplete)) return 'unavailable';
  if (input.totals === null) return 'loading';
  if (!isNonZero(input.totals.totale) && !isNonZero(input.totals.borsellino)) {
    return 'nothingToPay';
  }
  return 'choose';
}

/**
 * The methods with a button, in the server's order; CASH_ON_DELIVERY has no UI
 * (docs/spec/payments.md §1).
 */
export function methodsWithUi<T extends string>(methods: readonly T[]): T[] {
  return methods.filter((method) => method !== 'CASH_ON_DELIVERY');
}
