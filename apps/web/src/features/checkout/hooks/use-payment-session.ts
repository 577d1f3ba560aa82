import { useQuery } from '@tanstack/react-query';
import { createOrder, type CreateOrderInput } from '../api/create-order';
import { createPaymentIntent } from '../api/create-payment-intent';
import { getPayPalClientToken, type PayPalSession } from '../api/get-paypal-client-token';

/** The order as the checkout describes it; the payment method is added per method. */
export type OrderOptions = Omit<CreateOrderInput, 'paymentMethod'>;

export interface StripeSession {
  orderNumber: string;
  clientSecret: string;
}

export interface PayPalOrderSession extends PayPalSession {
  orderNumber: string;
}

// docs/spec/payments.md §3 'Order flow': choosing card, bank transfer or PayPal creates the order
// at once and keeps its number, then opens the provider's session. A query, not a mutation: it runs
// once per choice (the server gives the same pending order back for the same basket), and
// is forgotten as soon as the method is left (gcTime 0), so choosing again asks again.
const SESSION_OPTIONS = { staleTime: Infinity, gcTime: 0, retry: false } as const;

export function useStripeSession(method: 'STRIPE' | 'STRIPE_WT', order: OrderOptions) {
  return useQuery({
    queryKey: ['checkout', 'payment-session', method, order],
    queryFn: async (): Promise<StripeSession> => {
      const orderNumber = await createOrder({ ...order, paymentMethod: method });
      const kind = method === 'STRIPE' ? 'card' : 'wiretransfer';
      return { orderNumber, clientSecret: await createPaymentIntent(kind, orderNumber) };
    },
    ...SESSION_OPTIONS,
  });
}

export function usePayPalSession(order: OrderOptions) {
  return useQuery({
    queryKey: ['checkout', 'payment-session', 'BRAINTREE', order],
    queryFn: async (): Promise<PayPalOrderSession> => {
      const orderNumber = await createOrder({ ...order, paymentMethod: 'BRAINTREE' });
      return { orderNumber, ...(await getPayPalClientToken(orderNumber)) };
    },
    ...SESSION_OPTIONS,
  });
}
