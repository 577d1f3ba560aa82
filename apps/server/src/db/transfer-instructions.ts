import { sql, type Expression } from 'kysely';
import type { TransferInstructions } from './json-columns.ts';

/**
 * The bank-transfer instructions kept with an order's transfer payment
 * (payments.transfer_instructions): a scalar subquery of the caller's statement over orders,
 * `orderId` its id, so whatever shows an order (a page, a message) reads them with it. An
 * order has one bank-transfer payment (its idempotency key is the order's, the method's and
 * the total's), found by the order's index.
 */
export function keptTransferInstructions(orderId: Expression<number>) {
  return sql<TransferInstructions | null>`(
    SELECT p.transfer_instructions FROM payments p
    WHERE p.order_id = ${orderId} AND p.method = 'STRIPE_WT'
      AND p.transfer_instructions IS NOT NULL
    LIMIT 1)`;
}
