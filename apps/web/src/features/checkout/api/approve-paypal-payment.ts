import { postJson } from '../../../lib/http';
import { okBody } from './rest-result';

const ENDPOINT = '/api/braintree/payment-approved/';

export interface PayPalApproval {
  success: boolean;
  error: string | null;
}

/** Hands the nonce of the buyer's PayPal approval to the server, which takes the payment. */
export async function approvePayPalPayment(input: {
  orderNumber: string;
  paymentMethodNonce: string;
  paymentId: string;
}): Promise<PayPalApproval> {
  const body = okBody(ENDPOINT, await postJson(ENDPOINT, input));
  return {
    success: body.success === true,
    error: typeof body.error === 'string' && body.error !== '' ? body.error : null,
  };
}
