import { z } from 'zod';
import { paths } from '../../../config/paths';
import { getJson } from '../../../lib/http';

/** What the payment form needs to know of its order: still to pay, or replaced by a newer one. */
const orderStateSchema = z.object({ status: z.string(), replaced: z.boolean() });

export type OrderState = z.infer<typeof orderStateSchema>;

/** The order's state as its page has it (the server asks the provider first); null if unknown. */
export async function getOrderState(orderNumber: string): Promise<OrderState | null> {
  const response = await getJson(paths.orderConfirmation(orderNumber));
  if (!response.ok) return null;
  const parsed = orderStateSchema.safeParse(response.body);
  return parsed.success ? parsed.data : null;
}
