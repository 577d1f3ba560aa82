import type { ComponentType } from 'react';
import type { PaymentMethodCode } from '../../api/get-payment-methods';
import { BankTransferPayment } from './bank-transfer-payment';
import { CardPayment } from './card-payment';
import { DeferredPayment } from './deferred-payment';
import type { MethodPanelProps } from './payment-types';
import { PayPalPayment } from './paypal-payment';
import { StoreCreditPayment } from './store-credit-payment';

/** docs/spec/api-contract.md §7's names of the method buttons, per code. */
export const METHOD_LABEL_KEYS = {
  STRIPE: 'checkout.payment.methods.card',
  STRIPE_WT: 'checkout.payment.methods.bankTransfer',
  BRAINTREE: 'checkout.payment.methods.paypal',
  STORE_CREDIT: 'checkout.payment.methods.storeCredit',
  MANUAL: 'checkout.payment.methods.deferred',
  CASH_ON_DELIVERY: 'checkout.payment.methods.cashOnDelivery',
} as const satisfies Record<PaymentMethodCode, string>;

/**
 * Each method's panel; cash on delivery has none (docs/spec/payments.md §1), so it is never
 * offered.
 */
export const METHOD_PANELS: Partial<Record<PaymentMethodCode, ComponentType<MethodPanelProps>>> = {
  STRIPE: CardPayment,
  STRIPE_WT: BankTransferPayment,
  BRAINTREE: PayPalPayment,
  STORE_CREDIT: StoreCreditPayment,
  MANUAL: DeferredPayment,
};

/** A small mark before each method's name; decorative. */
export function MethodIcon({ method }: { method: PaymentMethodCode }) {
  const paths: Record<PaymentMethodCode, string> = {
    STRIPE: 'M3 6h18v12H3z M3 10h18 M6 15h4',
    STRIPE_WT: 'M3 9 12 4l9 5 M5 10v7 M9.5 10v7 M14.5 10v7 M19 10v7 M3 20h18',
    BRAINTREE: 'M8 3h6.5c3.3 0 5.2 1.9 4.6 5-.6 3.2-3 4.8-6.3 4.8h-2l-1.1 6.2H6.2z',
    STORE_CREDIT: 'M3 7h16v12H3z M3 7l12-3v3 M15 13h4',
    MANUAL: 'M7 3h8l4 4v14H7z M15 3v4h4 M10 12h6 M10 16h6',
    CASH_ON_DELIVERY: 'M3 7h18v10H3z M12 12m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
  };
  return (
    <svg
      className="icon payment-method__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[method]} />
    </svg>
  );
}
