import { lazy, Suspense } from 'react';
import { PaymentPrepareError, PaymentPreparing } from './payment-status';
import type { StripePaymentElementProps } from './stripe-payment-element';

// Stripe's script and the Payment Element reach the browser only when a buyer chooses card
// or transfer in live mode.
const StripePaymentElement = lazy(() =>
  import('./stripe-payment-element').then((m) => ({ default: m.StripePaymentElement })),
);

/** Live mode's card and transfer form: Stripe's Payment Element, loaded on demand. */
export function LiveStripePayment({
  publishableKey,
  ...props
}: Omit<StripePaymentElementProps, 'publishableKey'> & { publishableKey: string | null }) {
  if (publishableKey === null) {
    return <PaymentPrepareError error={new Error('No Stripe publishable key')} />;
  }
  return (
    <Suspense fallback={<PaymentPreparing />}>
      <StripePaymentElement publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
