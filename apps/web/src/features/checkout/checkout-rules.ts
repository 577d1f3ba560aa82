import type { BillingAddress } from '../../lib/addresses/get-billing-addresses';
import { parseCents } from '../../lib/money';
import type { StoredSelectedShipping } from '../../lib/storage';

// The checkout's decisions that depend only on data (SPEC §2, §4), kept pure for tests.

/** SPEC §2: no shipping address is needed when every bookshop's goods are collected. */
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
 * SPEC §4, on load: the first professional billing address, with the invoice box ticked;
 * otherwise the first address, box unticked (a NONE one then opens the form when ticked).
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

/** SPEC §4: the billing form shows for persona NONE, or when there is no record at all. */
export function needsBillingForm(address: BillingAddress | null): boolean {
  return address === null || address.persona === 'NONE';
}

/** SPEC §8: 'Dati di fatturazione incompleti, contattare lo staff'. */
export function isBillingIncomplete(address: BillingAddress | null): boolean {
  return address !== null && address.persona !== 'NONE' && !address.completo;
}

/** SPEC §2: 'totale prodotti' is the goods plus the discount (the total before codes). */
export function productsTotalCents(totals: { merce: string; sconto: string }): number {
  return parseCents(totals.merce) + parseCents(totals.sconto);
}

/** Whether a wire amount is anything but zero ("0.00"). */
export function isNonZero(decimal: string): boolean {
  return parseCents(decimal) !== 0;
}
