import type { PaymentsTable } from '../../db/types.ts';
import type { CardPaymentProvider, PayPalPaymentProvider, RefundingProvider } from './provider.ts';
import type { SandboxProvider } from './sandbox/sandbox-provider.ts';

// The providers the app was started with (app.ts builds them from the configuration), and
// who among them refunds a payment. Beside the provider interfaces, so the routes, the
// confirmation page and the bookshop side all take them from here.

export interface PaymentProviders {
  card: CardPaymentProvider;
  paypal: PayPalPaymentProvider;
  /** Present in sandbox mode: the card form and PayPal button talk to it. */
  sandbox: SandboxProvider | null;
  stripePublishableKey: string | null;
}

/** Who refunds a payment: the provider that took it. */
export function refundersOf(providers: Pick<PaymentProviders, 'card' | 'paypal'>): Refunders {
  return (name) =>
    name === providers.card.name
      ? providers.card
      : name === providers.paypal.name
        ? providers.paypal
        : null;
}

type ProviderName = PaymentsTable['provider'];

/** The provider that refunds a payment it took (none for store credit or manual ones). */
export type Refunders = (provider: ProviderName) => RefundingProvider | null;
