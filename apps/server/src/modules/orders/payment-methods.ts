import type { PaymentMethodCode } from '../../db/types.ts';
import type { CheckoutState } from '../checkout/checkout.service.ts';

/**
 * The methods the server allows (docs/spec/payments.md §1): card, bank transfer and PayPal whenever
 * something is left to pay; store credit when it covers everything; deferred payment only
 * for billing data enabled for it. Nothing to pay and no credit used: no method at all.
 */
export function allowedPaymentMethods(
  state: Pick<CheckoutState, 'totals' | 'billing'>,
): PaymentMethodCode[] {
  const { total, storeCredit } = state.totals;
  if (total === 0) return storeCredit > 0 ? ['STORE_CREDIT'] : [];
  const methods: PaymentMethodCode[] = ['STRIPE', 'STRIPE_WT', 'BRAINTREE'];
  if (state.billing?.pagamento_posticipato) methods.push('MANUAL');
  return methods;
}
