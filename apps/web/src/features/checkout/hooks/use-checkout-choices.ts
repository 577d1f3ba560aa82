import { useCallback, useState } from 'react';
import { CHECKOUT_STORAGE_KEYS, readStored, writeStored } from '../../../lib/storage';
import type { BillingChoice } from '../checkout-rules';

/**
 * What the buyer chose on the checkout page (docs/spec/checkout.md §1's client state), kept in
 * storage (`checkout.choices`): editing an address or the billing data on their own pages, or going
 * back to the cart and proceeding again, finds them as they were. Only the order placed
 * clears it (docs/spec/checkout.md §1).
 */
export interface CheckoutChoices {
  /** The shipping address picked (indSpedSelected); null: the first saved one. */
  shippingAddressId: string | null;
  /** The saved delivery notes (noteOrdine). */
  notes: string;
  /** The gift flag (regalo). */
  gift: boolean;
  /** The billing box and address; null until the buyer touches it (the load rule decides). */
  billing: BillingChoice | null;
}

const EMPTY: CheckoutChoices = { shippingAddressId: null, notes: '', gift: false, billing: null };

const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The stored choices if they have the shape written here (zod stays out of this bundle). */
function parseChoices(value: unknown): CheckoutChoices | null {
  if (typeof value !== 'object' || value === null) return null;
  const { shippingAddressId, notes, gift, billing } = value as Record<string, unknown>;
  if (!isStringOrNull(shippingAddressId) || typeof notes !== 'string') return null;
  if (typeof gift !== 'boolean') return null;
  if (billing === null) return { shippingAddressId, notes, gift, billing: null };
  if (typeof billing !== 'object' || billing === undefined) return null;
  const { invoice, billingId } = billing as Record<string, unknown>;
  if (typeof invoice !== 'boolean' || !isStringOrNull(billingId)) return null;
  return { shippingAddressId, notes, gift, billing: { invoice, billingId } };
}

/** The checkout's choices and a setter per choice; each change is stored at once. */
export function useCheckoutChoices() {
  const [choices, setChoices] = useState<CheckoutChoices>(
    () => readStored(CHECKOUT_STORAGE_KEYS.choices, parseChoices) ?? EMPTY,
  );
  const update = useCallback((change: Partial<CheckoutChoices>) => {
    setChoices((current) => {
      const next = { ...current, ...change };
      writeStored(CHECKOUT_STORAGE_KEYS.choices, next);
      return next;
    });
  }, []);
  return {
    choices,
    selectShippingAddress: useCallback(
      (id: string | null) => update({ shippingAddressId: id }),
      [update],
    ),
    setNotes: useCallback((notes: string) => update({ notes }), [update]),
    setGift: useCallback((gift: boolean) => update({ gift }), [update]),
    setBilling: useCallback((billing: BillingChoice) => update({ billing }), [update]),
  };
}
