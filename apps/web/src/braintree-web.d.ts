// The few parts of braintree-web (PayPal Checkout) the live PayPal button uses, typed from
// its documentation. DefinitelyTyped's types describe the older checkout.js flow (enum-typed
// options, `payerId` where the PayPal JS SDK hands `payerID`), so they are not used.

declare module 'braintree-web/client' {
  export interface Client {
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/paypal-checkout' {
  import type { Client } from 'braintree-web/client';

  export interface LoadPayPalSdkOptions {
    currency?: string;
    intent?: 'authorize' | 'capture' | 'sale' | 'tokenize';
    locale?: string;
    components?: 'buttons';
  }

  export interface CreatePaymentOptions {
    flow: 'checkout' | 'vault';
    intent?: 'authorize' | 'capture' | 'order' | 'sale';
    amount: string;
    currency: string;
    locale?: string;
    enableShippingAddress?: boolean;
    shippingAddressEditable?: boolean;
  }

  /** What the PayPal JS SDK's onApprove receives. */
  export interface PayPalApproveData {
    payerID?: string | null;
    orderID?: string;
    paymentID?: string | null;
    billingToken?: string | null;
  }

  export interface TokenizePayload {
    nonce: string;
    type: string;
  }

  export interface PayPalCheckout {
    loadPayPalSDK(options?: LoadPayPalSdkOptions): Promise<PayPalCheckout>;
    createPayment(options: CreatePaymentOptions): Promise<string>;
    tokenizePayment(data: PayPalApproveData): Promise<TokenizePayload>;
    teardown(): Promise<void>;
  }

  export function create(options: { client: Client }): Promise<PayPalCheckout>;
}
