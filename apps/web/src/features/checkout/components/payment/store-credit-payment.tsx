import { useCallback } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatEur } from '../../../../lib/money';
import { createOrder } from '../../api/create-order';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import type { ConfirmOutcome, MethodPanelProps } from './payment-types';
import { useConfirmRegistration } from './use-confirm-registration';

/**
 * 'Borsellino': the store credit covers the whole order. The order is made at 'Conferma
 * ordine' and settled at once. A failure is logged and shown beside the button
 * (docs/spec/payments.md §4); nothing is cleared, so the buyer can confirm again.
 */
export function StoreCreditPayment({ lang, order, totals, onReadyChange }: MethodPanelProps) {
  const { t } = useTranslation();

  const confirm = useCallback(async (): Promise<ConfirmOutcome> => {
    try {
      const orderNumber = await createOrder({ ...order, paymentMethod: 'STORE_CREDIT' });
      forgetCheckout();
      goToConfirmation(orderNumber);
      return 'leaving';
    } catch (error) {
      console.error('Order with store credit failed', error);
      return { failed: error };
    }
  }, [order]);

  useConfirmRegistration(confirm, onReadyChange);

  return (
    <div className="payment-store-credit">
      <p>{t('checkout.payment.storeCredit.text')}</p>
      <p>
        {t('checkout.payment.storeCredit.amount', { amount: formatEur(totals.borsellino, lang) })}
      </p>
    </div>
  );
}
