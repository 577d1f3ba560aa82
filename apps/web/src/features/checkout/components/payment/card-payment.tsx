import { usePaymentConfig } from '../../../../lib/payment-config';
import { useStripeSession } from '../../hooks/use-payment-session';
import { UnlessReplaced } from './order-replaced-notice';
import { LiveStripePayment } from './live-stripe-payment';
import { PaymentPrepareError, PaymentPreparing } from './payment-status';
import type { MethodPanelProps } from './payment-types';
import { SandboxCardForm } from './sandbox-card-form';

/** 'Carta di credito': the order and its payment intent first, then the card form. */
export function CardPayment(props: MethodPanelProps) {
  const { lang, order, onReadyChange } = props;
  const config = usePaymentConfig();
  const session = useStripeSession('STRIPE', order);

  // A retry keeps the alert until the new answer, so the spinner shows meanwhile.
  if (session.isError && !session.isFetching) {
    return <PaymentPrepareError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (config.isError) return <PaymentPrepareError error={config.error} />;
  if (!session.data || config.isPending) return <PaymentPreparing />;

  const { orderNumber, clientSecret } = session.data;
  return (
    <UnlessReplaced orderNumber={orderNumber}>
      {(markReplaced) =>
        config.data.mode === 'live' ? (
          <LiveStripePayment
            lang={lang}
            publishableKey={config.data.stripePublishableKey}
            clientSecret={clientSecret}
            orderNumber={orderNumber}
            onReadyChange={onReadyChange}
          />
        ) : (
          <SandboxCardForm
            {...props}
            orderNumber={orderNumber}
            clientSecret={clientSecret}
            onOrderReplaced={markReplaced}
          />
        )
      }
    </UnlessReplaced>
  );
}
