import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { okBody } from './rest-result';

const ENDPOINT = '/api/payments/config/';

/** `sandbox`: the local provider and its own card form; `live`: Stripe's and Braintree's SDKs. */
export interface PaymentConfig {
  mode: 'sandbox' | 'live';
  stripePublishableKey: string | null;
}

export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const body = okBody(ENDPOINT, await getJson(ENDPOINT, signal ? { signal } : {}));
  const key = body.stripePublishableKey;
  return {
    mode: body.mode === 'live' ? 'live' : 'sandbox',
    stripePublishableKey: typeof key === 'string' && key !== '' ? key : null,
  };
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Fixed for the server's lifetime.
    staleTime: Infinity,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
