import { postJson } from '../../../lib/http';
import { okBody, requiredString } from './rest-result';

/** Card, or bank transfer through the card provider (docs/spec/payments.md §3). */
export type PaymentIntentKind = 'card' | 'wiretransfer';

/** The provider's payment session for the order; its client secret confirms it later. */
export async function createPaymentIntent(
  kind: PaymentIntentKind,
  orderNumber: string,
): Promise<string> {
  const url = `/api/stripe/create-payment-intent/${kind}/`;
  const body = okBody(url, await postJson(url, { orderNumber }));
  return requiredString(url, body, 'clientSecret');
}
