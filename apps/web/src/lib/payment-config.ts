import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './http';

const ENDPOINT = '/api/payments/config/';

/**
 * `sandbox`: the local provider and its own card form; `live`: Stripe's and Braintree's SDKs.
 * `transferSimulation`: the sandbox's simulated incoming bank transfer exists (development
 * only), for the pages to offer it.
 */
export interface PaymentConfig {
  mode: 'sandbox' | 'live';
  stripePublishableKey: string | null;
  transferSimulation: boolean;
}

export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const response = await getJson(ENDPOINT, signal ? { signal } : {});
  const { body } = response;
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new Error(`${ENDPOINT} answered HTTP ${response.status}`);
  }
  const config = body as Record<string, unknown>;
  const key = config.stripePublishableKey;
  return {
    mode: config.mode === 'live' ? 'live' : 'sandbox',
    stripePublishableKey: typeof key === 'string' && key !== '' ? key : null,
    transferSimulation: config.mode !== 'live' && config.transferSimulation === true,
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
