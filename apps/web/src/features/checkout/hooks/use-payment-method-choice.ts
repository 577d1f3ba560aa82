import { useCallback, useState } from 'react';
import { readCheckoutPaymentMethod, writeCheckoutPaymentMethod } from '../../../lib/storage';
import type { PaymentMethodCode } from '../api/get-payment-methods';

/**
 * The payment method chosen (docs/spec/checkout.md §1: none at first), kept in the tab's session
 * storage so that a reload finds it chosen and its panel opened again; the server gives the same
 * pending order back for the same basket, so the panel's session is the one the buyer had.
 */
export function usePaymentMethodChoice() {
  const [method, setMethod] = useState<PaymentMethodCode | null>(readCheckoutPaymentMethod);
  const choose = useCallback((next: PaymentMethodCode | null) => {
    writeCheckoutPaymentMethod(next);
    setMethod(next);
  }, []);
  return [method, choose] as const;
}
