import { useCallback, useState } from 'react';
import { z } from 'zod';
import { CHECKOUT_STORAGE_KEYS, readStored, writeStored } from '../../../lib/storage';
import type { BillingChoice } from '../checkout-rules';

/**
 * What the buyer chose on the checkout page (SPEC §3's client state), kept in storage
 * (`checkout.choices`): editing an address or the billing data on their own pages and
 * coming back finds them as they were. The cart's hand-over and the order clear it.
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

const choicesSchema = z.object({
  shippingAddressId: z.string().nullable(),
  notes: z.string(),
  gift: z.boolean(),
  billing: z.object({ invoice: z.boolean(), billingId: z.string().nullable() }).nullable(),
});

function parseChoices(value: unknown): CheckoutChoices | null {
  const parsed = choicesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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
