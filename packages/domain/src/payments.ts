/** docs/spec/payments.md §1's payment method codes (the server's and the pages'). */
export const PAYMENT_METHOD_CODES = [
  'STRIPE',
  'STRIPE_WT',
  'BRAINTREE',
  'CASH_ON_DELIVERY',
  'STORE_CREDIT',
  'MANUAL',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Days a bank transfer has to arrive before its order is cancelled (SPEC: 5 calendar days). */
export const TRANSFER_DAYS = 5;

/** When an order paid by bank transfer, placed at `createdAt`, stops waiting for the money. */
export function transferDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRANSFER_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * What a buyer paying by bank transfer is told to pay into, as the provider gave it (Stripe's
 * display_bank_transfer_instructions, or the sandbox's stand-in account). `test`: an account
 * of a test mode, into which no money may be sent.
 */
export interface TransferInstructions {
  iban: string;
  bic: string;
  beneficiary: string;
  /** What the buyer writes in the transfer's reason. */
  reference: string;
  amountCents: number;
  test: boolean;
}

/**
 * What a bank transfer asks of its buyer: the reason to write and the amount (the provider's,
 * or without its instructions the order's own number and total), and the deadline.
 */
export function transferDue(
  order: { number: string; createdAt: Date; totalCents: number },
  instructions: TransferInstructions | null,
): { reference: string; amountCents: number; deadline: Date } {
  return {
    reference: instructions?.reference ?? order.number,
    amountCents: instructions?.amountCents ?? order.totalCents,
    deadline: transferDeadline(order.createdAt),
  };
}
