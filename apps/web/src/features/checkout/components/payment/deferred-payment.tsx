import { useCallback } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { createOrder } from '../../api/create-order';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import type { ConfirmOutcome, MethodPanelProps } from './payment-types';
import { useConfirmRegistration } from './use-confirm-registration';

/**
 * 'Pagamento posticipato' (MANUAL), for billing data enabled for it: the order, with the
 * public-administration data, is made at 'Conferma ordine' without a charge. A failure is
 * logged and shown beside the button (docs/spec/payments.md §4); the PA data stay for another try.
 */
export function DeferredPayment({ order, onReadyChange }: MethodPanelProps) {
  const { t } = useTranslation();

  const confirm = useCallback(async (): Promise<ConfirmOutcome> => {
    try {
      const orderNumber = await createOrder({ ...order, paymentMethod: 'MANUAL' });
      forgetCheckout();
      goToConfirmation(orderNumber);
      return 'leaving';
    } catch (error) {
      console.error('Deferred-payment order failed', error);
      return { failed: error };
    }
  }, [order]);

  useConfirmRegistration(confirm, onReadyChange);

  return <p>{t('checkout.payment.deferred.text')}</p>;
}
