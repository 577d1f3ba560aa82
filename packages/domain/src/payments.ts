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
