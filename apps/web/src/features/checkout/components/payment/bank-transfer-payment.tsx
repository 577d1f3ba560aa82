import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { BankTransferDetails } from '../../../../lib/bank-transfer';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatEur } from '../../../../lib/money';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import { usePaymentConfig } from '../../../../lib/payment-config';
import { useStripeSession } from '../../hooks/use-payment-session';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import { LiveStripePayment } from './live-stripe-payment';
import { UnlessReplaced } from './order-replaced-notice';
import { PaymentPrepareError, PaymentPreparing } from './payment-status';
import type { ConfirmOutcome, MethodPanelProps } from './payment-types';
import { useConfirmRegistration } from './use-confirm-registration';

// The window's code reaches the browser when a transfer is confirmed, not with the checkout.
const TransferInstructionsDialog = lazy(() =>
  import('./transfer-instructions-dialog').then((m) => ({
    default: m.TransferInstructionsDialog,
  })),
);

/**
 * Sandbox: confirming a transfer hands out the bank details in a window, as Stripe's does;
 * closing it with its X goes on to the confirmation. The money comes later.
 */
function SandboxTransferConfirm({
  lang,
  clientSecret,
  orderNumber,
  onReadyChange,
  onOrderReplaced,
}: Pick<MethodPanelProps, 'lang' | 'onReadyChange'> & {
  clientSecret: string;
  orderNumber: string;
  onOrderReplaced: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [shown, setShown] = useState<{ transfer: BankTransferDetails; close: () => void } | null>(
    null,
  );
  const attempts = useRef(0);

  const confirm = useCallback(async (): Promise<ConfirmOutcome> => {
    setFailure(null);
    forgetCheckout();
    try {
      const result = await confirmSandboxPayment(clientSecret, null);
      if (result.status === 'processing' || result.status === 'succeeded') {
        const { transfer } = result;
        // 'Conferma ordine' stays busy while the window is open: closing it is the next step.
        if (transfer) await new Promise<void>((close) => setShown({ transfer, close }));
        goToConfirmation(orderNumber);
        return 'leaving';
      }
      if (result.orderReplaced) {
        onOrderReplaced();
        return 'stay';
      }
      attempts.current += 1;
      setFailure({
        message: result.error ?? t('checkout.payment.bankTransfer.failed'),
        attempt: attempts.current,
      });
    } catch (error) {
      console.error('Bank transfer confirmation failed', error);
      attempts.current += 1;
      setFailure({ message: t('checkout.payment.bankTransfer.failed'), attempt: attempts.current });
    }
    return 'stay';
  }, [clientSecret, orderNumber, onOrderReplaced, t]);

  useConfirmRegistration(confirm, onReadyChange);

  return (
    <>
      {failure ? (
        <p key={failure.attempt} className="checkout-alert" role="alert">
          {failure.message}
        </p>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <TransferInstructionsDialog lang={lang} transfer={shown.transfer} onClose={shown.close} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 'Bonifico bancario', through the card provider (docs/spec/bank-transfers.md §1): the order is
 * made at once; pay within 5 calendar days or it is cancelled. 'Conferma ordine' opens the
 * provider's window with the account and the reference (Stripe's own, or the sandbox's), closed
 * with its X.
 */
export function BankTransferPayment({ lang, order, totals, onReadyChange }: MethodPanelProps) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const session = useStripeSession('STRIPE_WT', order);

  // A retry keeps the alert until the new answer, so the spinner shows meanwhile.
  if (session.isError && !session.isFetching) {
    return <PaymentPrepareError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (config.isError) return <PaymentPrepareError error={config.error} />;
  if (!session.data || config.isPending) return <PaymentPreparing />;

  const { orderNumber, clientSecret } = session.data;
  return (
    <UnlessReplaced orderNumber={orderNumber}>
      {(markReplaced) => (
        <div className="payment-transfer">
          <p>{t('checkout.payment.bankTransfer.chosen')}</p>
          <p>{t('checkout.payment.bankTransfer.deadline')}</p>
          <dl className="payment-transfer__details">
            {/* Stripe gives a reference of its own, shown in its window: the order number is
                the reference in the sandbox alone. */}
            {config.data.mode === 'sandbox' ? (
              <div>
                <dt>{t('checkout.payment.bankTransfer.reference')}</dt>
                <dd className="payment-reference">{orderNumber}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('checkout.payment.bankTransfer.amount')}</dt>
              <dd>{formatEur(totals.totale, lang)}</dd>
            </div>
          </dl>
          <p>{t('checkout.payment.bankTransfer.next')}</p>
          {config.data.mode === 'live' ? (
            <LiveStripePayment
              lang={lang}
              publishableKey={config.data.stripePublishableKey}
              clientSecret={clientSecret}
              orderNumber={orderNumber}
              onReadyChange={onReadyChange}
            />
          ) : (
            <SandboxTransferConfirm
              lang={lang}
              clientSecret={clientSecret}
              orderNumber={orderNumber}
              onReadyChange={onReadyChange}
              onOrderReplaced={markReplaced}
            />
          )}
        </div>
      )}
    </UnlessReplaced>
  );
}
