// The payment-provider strategy (STYLE.md, after Vendure): one interface per kind of
// provider, implementations side by side — sandbox (offline, default), stripe, braintree.
// The order module talks only to these interfaces. Amounts are integer cents, EUR.

import type { TransferInstructions } from '../../db/types.ts';

export const PROVIDER_PAYMENT_STATUSES = [
  'created',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** What a provider says happened, from a webhook (signature already verified). */
export interface ProviderEvent {
  /** The provider's event id: stored once in provider_events. */
  id: string;
  type: string;
  /** The payment it is about (PaymentIntent id, transaction id). */
  providerRef: string;
  status: ProviderPaymentStatus;
  payload: unknown;
  /** A bank transfer's instructions, as the provider answers when asked (never the body's). */
  transfer?: TransferInstructions | null;
}

/**
 * A provider's report about a refund it was asked for (Stripe's refund.updated): finished,
 * or failed after it was accepted. What it claims is asked of the provider again.
 */
export interface ProviderRefundEvent {
  /** The provider's event id: stored once in provider_events, like a payment's. */
  id: string;
  type: string;
  refundRef: string;
  payload: unknown;
}

/** Where a refund stands at its provider. */
export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

/** Whether a parsed webhook is about a refund rather than a payment. */
export function isRefundEvent(
  event: ProviderEvent | ProviderRefundEvent,
): event is ProviderRefundEvent {
  return 'refundRef' in event;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A genuine (signature-checked) event that says nothing about a payment's state, e.g.
 * Braintree's 'check' ping or a Stripe event type we do not subscribe to: acknowledge
 * it (2xx, so the provider stops resending) and change nothing.
 */
export class UnsupportedWebhookEventError extends Error {
  override name = 'UnsupportedWebhookEventError';
}

export interface CreateIntentInput {
  orderNumber: string;
  amountCents: number;
  /** card: a card payment; wiretransfer: a bank transfer through the card provider. */
  method: 'card' | 'wiretransfer';
  /** Sent to the provider so a retried call never creates a second payment. */
  idempotencyKey: string;
  customerEmail: string;
}

export interface PaymentIntentInfo {
  providerRef: string;
  clientSecret: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /**
   * A bank transfer confirmed and waiting for the money: where the buyer sends it and what
   * they write in its reason (Stripe's next_action.display_bank_transfer_instructions); null
   * for a card, or a transfer not confirmed yet or finished.
   */
  transfer: TransferInstructions | null;
}

/** A payment as its provider answers when asked: its status, and a transfer's instructions. */
export interface PaymentAtProvider {
  status: ProviderPaymentStatus;
  transfer?: TransferInstructions | null;
}

/** Gives back (part of) a payment the provider took. */
export interface RefundInput {
  /** The payment's reference (PaymentIntent id, transaction id). */
  providerRef: string;
  amountCents: number;
  /** Ours, one per refund: a retried call never refunds twice. */
  idempotencyKey: string;
  /**
   * A bank transfer's refund (STRIPE_WT): where the provider writes to the buyer to ask for
   * the bank account the money goes back to (Stripe's instructions_email). None for a card
   * or PayPal, whose money goes back the way it came.
   */
  instructionsEmail?: string;
}

export interface RefundResult {
  /** The provider's reference for the refund (or the void). */
  refundRef: string;
  /** succeeded: the money is on its way back; pending: the provider will finish it. */
  status: 'succeeded' | 'pending';
}

/**
 * What both kinds of provider do with money they took: Stripe's Refunds API; Braintree's
 * void (a sale not settled yet) or refund (a settled one); the sandbox imitating them.
 */
export interface RefundingProvider {
  refund(input: RefundInput): Promise<RefundResult>;
}

/** Card and bank transfer (Stripe PaymentIntents, or the sandbox imitating them). */
export interface CardPaymentProvider extends RefundingProvider {
  readonly name: 'sandbox' | 'stripe';
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  retrievePaymentIntent(providerRef: string): Promise<PaymentIntentInfo>;
  /**
   * Cancels an intent not paid yet (its order was replaced or expired), so an open payment
   * form can no longer pay it; one already paid, or cancelled, is left as it is.
   */
  cancelPaymentIntent(providerRef: string): Promise<void>;
  /**
   * Verifies the signature and reads the event; throws WebhookSignatureError, or
   * UnsupportedWebhookEventError for a genuine event about no payment nor refund.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent | ProviderRefundEvent>;
  /** Where the refund stands at the provider; null for one it does not have. */
  retrieveRefund(refundRef: string): Promise<ProviderRefundStatus | null>;
}

export interface SaleInput {
  orderNumber: string;
  amountCents: number;
  paymentMethodNonce: string;
  idempotencyKey: string;
}

export interface SaleResult {
  providerRef: string | null;
  status: ProviderPaymentStatus;
  /** The provider's message when refused. */
  error: string | null;
}

/** PayPal through Braintree (or the sandbox imitating it). */
export interface PayPalPaymentProvider extends RefundingProvider {
  readonly name: 'sandbox' | 'braintree';
  clientToken(): Promise<string>;
  /** Captures the PayPal payment (intent capture). */
  sale(input: SaleInput): Promise<SaleResult>;
  findTransaction(
    providerRef: string,
  ): Promise<{ status: ProviderPaymentStatus; amountCents: number }>;
  /** Throws as CardPaymentProvider.parseWebhook does. */
  parseWebhook(body: Record<string, string>): Promise<ProviderEvent>;
}
