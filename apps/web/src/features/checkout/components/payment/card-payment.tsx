import { usePaymentConfig } from '../../api/get-payment-config';
import { useStripeSession } from '../../hooks/use-payment-session';
import { LiveStripePayment } from './live-stripe-payment';
import { PaymentPrepareError, PaymentPreparing } from './payment-status';
import type { MethodPanelProps } from './payment-types';
import { SandboxCardForm } from './sandbox-card-form';

/** 'Carta di credito': the order and its payment intent first, then the card form. */
export function CardPayment(props: MethodPanelProps) {
  const { lang, order, onReadyChange } = props;
  const config = usePaymentConfig();
  const session = useStripeSession('STRIPE', order);

  if (session.isError) return <PaymentPrepareError error={session.error} />;
  if (config.isError) return <PaymentPrepareError error={config.error} />;
  if (session.isPending || config.isPending) return <PaymentPreparing />;

  const { orderNumber, clientSecret } = session.data;
  if (config.data.mode === 'live') {
    return (
      <LiveStripePayment
        lang={lang}
        publishableKey={config.data.stripePublishableKey}
        clientSecret={clientSecret}
        orderNumber={orderNumber}
        onReadyChange={onReadyChange}
      />
    );
  }
  return <SandboxCardForm {...props} orderNumber={orderNumber} clientSecret={clientSecret} />;
}
