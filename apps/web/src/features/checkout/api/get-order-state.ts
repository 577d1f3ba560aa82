import { paths } from '../../../config/paths';
import { getJson } from '../../../lib/http';

/** What the payment form needs to know of its order: still to pay, or replaced by a newer one. */
export interface OrderState {
  status: string;
  replaced: boolean;
}

/**
 * The order's state as its page has it (the server asks the provider first); null if unknown.
 * Read by hand: the payment step loads with the checkout, and zod stays out of its bundle.
 */
export async function getOrderState(orderNumber: string): Promise<OrderState | null> {
  const response = await getJson(paths.orderConfirmation(orderNumber));
  if (!response.ok || typeof response.body !== 'object' || response.body === null) return null;
  const { status, replaced } = response.body as Record<string, unknown>;
  return typeof status === 'string' && typeof replaced === 'boolean' ? { status, replaced } : null;
}
