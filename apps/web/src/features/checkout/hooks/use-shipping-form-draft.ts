import { useCallback, useState } from 'react';
import {
  SHIPPING_FORM_FIELDS,
  type ShippingFormValues,
} from '../../../components/addresses/form-values';
import {
  CHECKOUT_STORAGE_KEYS,
  clearShippingFormDraft,
  readStored,
  writeStored,
} from '../../../lib/storage';

export type ShippingFormDraft = Partial<ShippingFormValues>;

/** A stored draft: an object of the form's string fields; anything else is no draft. */
function parseDraft(value: unknown): ShippingFormDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const draft: ShippingFormDraft = {};
  for (const field of SHIPPING_FORM_FIELDS) {
    const fieldValue = source[field];
    if (typeof fieldValue === 'string') draft[field] = fieldValue;
  }
  return draft;
}

function onlyStrings(values: ShippingFormDraft): ShippingFormDraft {
  const draft: ShippingFormDraft = {};
  for (const field of SHIPPING_FORM_FIELDS) {
    const fieldValue = values[field];
    if (typeof fieldValue === 'string') draft[field] = fieldValue;
  }
  return draft;
}

/**
 * The new-address form's draft (docs/spec/checkout.md §1, §3.2): saved while the buyer types, it
 * reopens the form on the next visit; cleared when the address is saved or the form cancelled.
 */
export function useShippingFormDraft() {
  const [initialDraft] = useState(() =>
    readStored(CHECKOUT_STORAGE_KEYS.shippingFormDraft, parseDraft),
  );
  const saveDraft = useCallback((values: ShippingFormDraft) => {
    writeStored(CHECKOUT_STORAGE_KEYS.shippingFormDraft, onlyStrings(values));
  }, []);
  return { initialDraft, saveDraft, clearDraft: clearShippingFormDraft };
}
