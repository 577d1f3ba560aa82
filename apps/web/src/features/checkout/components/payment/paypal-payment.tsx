import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatEur } from '../../../../lib/money';
import { approvePayPalPayment } from '../../api/approve-paypal-payment';
import { usePaymentConfig } from '../../../../lib/payment-config';
import { usePayPalSession } from '../../hooks/use-payment-session';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import { PaymentFailureAlert, usePaymentFailure } from './payment-failure';
import { PaymentPrepareError, PaymentPreparing } from './payment-status';
import type { MethodPanelProps } from './payment-types';

const BraintreePayPalButtons = lazy(() =>
  import('./braintree-paypal-buttons').then((m) => ({ default: m.BraintreePayPalButtons })),
);

/**
 * The nonce the sandbox's PayPal approves (docs/spec/payments.md §5: the sandbox behaves like
 * Braintree's).
 */
const SANDBOX_APPROVED_NONCE = 'fake-paypal-approved-nonce';

/**
 * 'PayPal': the order and a Braintree session first, then PayPal's button in EUR. The
 * buyer's approval completes the payment and goes to the confirmation. A failure is logged
 * and shown under the button (docs/spec/payments.md §4), which can be used again: the order
 * and its session stay the same.
 */
export function PayPalPayment({ lang, order, totals }: MethodPanelProps) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const session = usePayPalSession(order);
  const [approving, setApproving] = useState(false);
  const { failure, fail, clear } = usePaymentFailure();
  const data = session.data;

  const onApproved = useCallback(
    async (paymentMethodNonce: string) => {
      if (!data) return;
      clear();
      try {
        const result = await approvePayPalPayment({
          orderNumber: data.orderNumber,
          paymentId: data.paymentId,
          paymentMethodNonce,
        });
        if (!result.success) {
          console.error('PayPal payment was not approved', result.error);
          // The provider's own words, untranslated: the buyer reads ours.
          fail(null);
          return;
        }
      } catch (error) {
        console.error('PayPal approval failed', error);
        fail(error);
        return;
      }
      forgetCheckout();
      goToConfirmation(data.orderNumber);
    },
    [data, clear, fail],
  );

  // A retry keeps the alert until the new answer, so the spinner shows meanwhile.
  if (session.isError && !session.isFetching) {
    return <PaymentPrepareError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (config.isError) return <PaymentPrepareError error={config.error} />;
  if (!session.data || config.isPending) return <PaymentPreparing />;

  const amount = formatEur(totals.totale, lang);
  return (
    <div className="payment-paypal">
      <p>{t('checkout.payment.paypal.intro')}</p>
      <p className="payment-paypal__amount">{t('checkout.payment.paypal.amount', { amount })}</p>
      {config.data.mode === 'live' ? (
        <Suspense fallback={<PaymentPreparing />}>
          <BraintreePayPalButtons
            lang={lang}
            clientToken={session.data.clientToken}
            amount={totals.totale}
            onApproved={onApproved}
            onFailed={fail}
          />
        </Suspense>
      ) : (
        <>
          <p className="checkout-hint">{t('checkout.payment.paypal.sandboxNote')}</p>
          <button
            className="paypal-button"
            type="button"
            disabled={approving}
            aria-busy={approving || undefined}
            onClick={() => {
              setApproving(true);
              void onApproved(SANDBOX_APPROVED_NONCE).finally(() => setApproving(false));
            }}
          >
            <svg className="paypal-button__mark" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 3h6.5c3.3 0 5.2 1.9 4.6 5-.6 3.2-3 4.8-6.3 4.8h-2l-1.1 6.2H6.2z" />
            </svg>
            <span>{t('checkout.payment.paypal.approve')}</span>
          </button>
        </>
      )}
      {failure ? (
        <PaymentFailureAlert failure={failure} fallback="checkout.payment.failure.paypal" />
      ) : null}
    </div>
  );
}
