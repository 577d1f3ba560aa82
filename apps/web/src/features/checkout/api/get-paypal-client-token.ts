import { postJson } from '../../../lib/http';
import { okBody, requiredString } from './rest-result';

const ENDPOINT = '/api/braintree/client-token/';

/** The PayPal (Braintree) session for the order. */
export interface PayPalSession {
  clientToken: string;
  paymentId: string;
}

export async function getPayPalClientToken(orderNumber: string): Promise<PayPalSession> {
  const body = okBody(ENDPOINT, await postJson(ENDPOINT, { orderNumber }));
  return {
    clientToken: requiredString(ENDPOINT, body, 'clientToken'),
    paymentId: requiredString(ENDPOINT, body, 'paymentId'),
  };
}
