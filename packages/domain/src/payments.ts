/** SPEC §9's payment method codes (the server's and the pages'). */
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
