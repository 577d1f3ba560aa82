import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { Lang } from '../../../../config/languages';
import { confirmationUrl, forgetCheckout, goToConfirmation } from './leave-checkout';
import type { ConfirmOutcome, ConfirmPayment } from './payment-types';
import { useConfirmRegistration } from './use-confirm-registration';

// Live mode only, loaded on demand (live-stripe-payment.tsx imports this module lazily): Stripe's
// script and this code reach the browser only when a buyer chooses card or transfer.

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per key for the page's lifetime, as Stripe asks. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentElementProps {
  lang: Lang;
  publishableKey: string;
  clientSecret: string;
  orderNumber: string;
  onReadyChange: (confirm: ConfirmPayment | null) => void;
}

function StripePaymentForm({
  orderNumber,
  onReadyChange,
}: Pick<StripePaymentElementProps, 'orderNumber' | 'onReadyChange'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = useCallback(async (): Promise<ConfirmOutcome> => {
    if (!stripe || !elements) return 'stay';
    setFailure(null);
    forgetCheckout();
    // A card that needs no redirect, or a bank transfer once its instructions are closed,
    // resolves here; anything else goes to the bank and comes back to return_url.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: confirmationUrl(orderNumber) },
      redirect: 'if_required',
    });
    if (error) {
      setFailure(error.message ?? t('checkout.payment.card.failed'));
      return 'stay';
    }
    goToConfirmation(orderNumber);
    return 'leaving';
  }, [stripe, elements, orderNumber, t]);

  useConfirmRegistration(stripe && elements && loaded ? confirm : null, onReadyChange);

  return (
    <div className="payment-card">
      <PaymentElement
        onReady={() => setLoaded(true)}
        onLoadError={(event) => {
          console.error('Stripe payment element failed to load', event.error);
          setFailure(event.error.message ?? t('checkout.payment.prepareError'));
        }}
      />
      {failure ? (
        <p className="checkout-alert" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** Stripe's Payment Element for the order's payment intent (card or bank transfer). */
export function StripePaymentElement({
  lang,
  publishableKey,
  clientSecret,
  orderNumber,
  onReadyChange,
}: StripePaymentElementProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: lang }}>
      <StripePaymentForm orderNumber={orderNumber} onReadyChange={onReadyChange} />
    </Elements>
  );
}
