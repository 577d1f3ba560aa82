import { create as createClient } from 'braintree-web/client';
import {
  create as createPayPalCheckout,
  type PayPalApproveData,
} from 'braintree-web/paypal-checkout';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { Lang } from '../../../../config/languages';
import { LOCALES } from '../../../../config/languages';

// Live mode only, loaded on demand (paypal-payment.tsx imports this module lazily).

/** The PayPal JS SDK's global, as braintree-web's loadPayPalSDK leaves it. */
interface PayPalSdk {
  Buttons(options: {
    fundingSource?: string;
    createOrder: () => Promise<string>;
    onApprove: (data: PayPalApproveData) => Promise<void>;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void> };
  FUNDING?: { PAYPAL?: string };
}

function payPalSdk(): PayPalSdk | null {
  const holder: { paypal?: PayPalSdk } = window as Window & { paypal?: PayPalSdk };
  return holder.paypal ?? null;
}

export interface BraintreePayPalButtonsProps {
  lang: Lang;
  clientToken: string;
  /** The amount as a wire decimal ("12.50"), EUR. */
  amount: string;
  /** Receives the nonce of the buyer's approval. */
  onApproved: (nonce: string) => Promise<void>;
  /** PayPal's button failed after the buyer used it: the panel says so. */
  onFailed: (error: unknown) => void;
}

/**
 * PayPal's own button through Braintree (docs/spec/payments.md §1: intent capture, flow checkout,
 * shipping address not editable). Approval hands the nonce over; failures are logged and
 * handed to the panel, which shows them (docs/spec/payments.md §4).
 */
export function BraintreePayPalButtons({
  lang,
  clientToken,
  amount,
  onApproved,
  onFailed,
}: BraintreePayPalButtonsProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const approved = useRef(onApproved);
  const failed = useRef(onFailed);
  useEffect(() => {
    approved.current = onApproved;
    failed.current = onFailed;
  }, [onApproved, onFailed]);

  useEffect(() => {
    let cancelled = false;
    let teardown: (() => Promise<void>) | null = null;
    const locale = LOCALES[lang].replace('-', '_');
    const mount = async () => {
      const client = await createClient({ authorization: clientToken });
      const checkout = await createPayPalCheckout({ client });
      teardown = () => checkout.teardown();
      await checkout.loadPayPalSDK({ currency: 'EUR', intent: 'capture', components: 'buttons' });
      const sdk = payPalSdk();
      const target = container.current;
      if (cancelled || !sdk || !target) return;
      await sdk
        .Buttons({
          fundingSource: sdk.FUNDING?.PAYPAL,
          createOrder: () =>
            checkout.createPayment({
              flow: 'checkout',
              intent: 'capture',
              amount,
              currency: 'EUR',
              locale,
              enableShippingAddress: true,
              shippingAddressEditable: false,
            }),
          onApprove: async (data) => {
            const payload = await checkout.tokenizePayment(data);
            await approved.current(payload.nonce);
          },
          onError: (error) => {
            console.error('PayPal payment failed', error);
            failed.current(error);
          },
        })
        .render(target);
      if (!cancelled) setState('ready');
    };
    mount().catch((error: unknown) => {
      console.error('PayPal could not be loaded', error);
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      teardown?.().catch((error: unknown) => console.warn('PayPal teardown failed', error));
    };
  }, [clientToken, amount, lang]);

  return (
    <div className="payment-paypal__live">
      {state === 'loading' ? (
        <p className="checkout-loading" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('checkout.payment.paypal.loading')}</span>
        </p>
      ) : null}
      {state === 'error' ? (
        <p className="checkout-alert" role="alert">
          {t('checkout.payment.paypal.loadError')}
        </p>
      ) : null}
      <div ref={container} />
    </div>
  );
}
