import { detailOf, postJson } from './http';

/**
 * Development only: the sandbox told that the order's bank transfer arrived, as Stripe's test
 * helpers fund a balance (POST /api/dev/bank-transfers/{orderNumber}/received). Resolves once
 * the server has settled the order; throws the server's message when it refused.
 */
export async function simulateTransferReceived(orderNumber: string): Promise<void> {
  const url = `/api/dev/bank-transfers/${encodeURIComponent(orderNumber)}/received`;
  const response = await postJson(url);
  if (!response.ok) {
    throw new Error(detailOf(response.body) ?? `${url} answered HTTP ${response.status}`);
  }
}
