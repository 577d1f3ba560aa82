import { sql, type Expression } from 'kysely';
import type { PaymentMethodCode } from '@scaffale/domain/payments';
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

/**
 * Where the provider writes to the buyer of a bank transfer to ask for the account a refund
 * of it goes back to (docs/spec/bank-transfers.md §6), over a refund's payment (`method`) and
 * order (`orderId`): null for any other method, whose money goes back the way it came. The
 * account's email, where the buyer reads their mail now; a deleted account's
 * (`…@deleted.invalid`, reaching nobody) gives way to the email the order was placed with.
 * The refund (payments' carryOutRefund) and its mail read it alike.
 */
export function refundInstructionsEmail(
  method: Expression<PaymentMethodCode | null>,
  orderId: Expression<number>,
) {
  return sql<string | null>`CASE WHEN ${method} = 'STRIPE_WT' THEN (
    SELECT CASE WHEN u.email LIKE '%@deleted.invalid' THEN NULLIF(o.user_email, '')
      ELSE u.email END
    FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = ${orderId}) END`;
}
