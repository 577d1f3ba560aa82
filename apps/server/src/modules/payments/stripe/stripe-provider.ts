// Card payments and bank transfers through Stripe PaymentIntents, with the official SDK.
// The browser confirms the intent with Stripe.js (card element, or the bank-transfer
// instructions for STRIPE_WT); the server creates it, reads it back and trusts only
// signed webhooks for the outcome.

import Stripe from 'stripe';
import type { TransferInstructions } from '../../../db/types.ts';
import type {
  CardPaymentProvider,
  CreateIntentInput,
  PaymentIntentInfo,
  ProviderEvent,
  ProviderRefundEvent,
  ProviderRefundStatus,
  ProviderPaymentStatus,
  RefundInput,
  RefundResult,
} from '../provider.ts';
import { UnsupportedWebhookEventError, WebhookSignatureError } from '../provider.ts';

/** How the server reaches Stripe: the payments here, the payouts' Connect calls too. */
export interface StripeClientOptions {
  secretKey: string;
  /** Only to point the SDK at the local stand-in; production uses api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per-attempt timeout. Tests shorten it to watch the SDK retry a slow answer. */
  timeoutMs?: number;
}

export interface StripeProviderOptions extends StripeClientOptions {
  webhookSecret: string;
}

/** Stripe's own retry loop resends a POST with the same Idempotency-Key. */
const MAX_NETWORK_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The official SDK, with the retries and timeout every call of ours relies on. */
export function stripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}

/**
 * The events the webhook endpoint subscribes to. For these the event's type is the news
 * (after payment_failed the intent is back to requires_payment_method, i.e. 'created').
 */
const EVENT_STATUS = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
  'payment_intent.canceled': 'cancelled',
  'payment_intent.requires_action': 'requires_action',
} as const satisfies Partial<Record<Stripe.Event['type'], ProviderPaymentStatus>>;

export class StripeProvider implements CardPaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.webhookSecret = options.webhookSecret;
    this.stripe = stripeClient(options);
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    assertPositiveCents(input.amountCents);
    const params =
      input.method === 'wiretransfer' ? await this.bankTransferParams(input) : cardParams(input);
    const intent = await this.stripe.paymentIntents.create(params, {
      idempotencyKey: input.idempotencyKey,
    });
    return toIntentInfo(intent);
  }

  async retrievePaymentIntent(providerRef: string): Promise<PaymentIntentInfo> {
    return toIntentInfo(await this.stripe.paymentIntents.retrieve(providerRef));
  }

  async cancelPaymentIntent(providerRef: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(providerRef);
    } catch (error) {
      // Paid or cancelled already: nothing to cancel (a paid one is the caller's to settle).
      if ((error as { code?: string }).code === 'payment_intent_unexpected_state') return;
      throw error;
    }
  }

  /**
   * Once per key: Stripe replays the first answer to a repeated Idempotency-Key. An intent
   * refunded in full already is refused (charge_already_refunded) and that refusal is
   * thrown, not read as this refund's success: only the key says a refund is the same one.
   *
   * A bank transfer's refund names the buyer's email: Stripe writes there to ask for the bank
   * account (the refund waits in requires_action meanwhile, 'pending' here) and sends the
   * money to it, never to the customer's cash balance, which the buyer could not use.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    assertPositiveCents(input.amountCents);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.providerRef,
        amount: input.amountCents,
        ...(input.instructionsEmail ? { instructions_email: input.instructionsEmail } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundRef: refund.id, status: toRefundStatus(refund) };
  }

  async retrieveRefund(refundRef: string): Promise<ProviderRefundStatus | null> {
    try {
      return refundStatusAtStripe(await this.stripe.refunds.retrieve(refundRef));
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
  }

  async parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent | ProviderRefundEvent> {
    const event = this.verifiedEvent(rawBody, headers['stripe-signature']);
    return toProviderEvent(event);
  }

  /**
   * A bank transfer is paid into the customer's Stripe balance, so it needs a Customer.
   * The customer's key derives from the intent's, so a retried call reuses the customer.
   */
  private async bankTransferParams(
    input: CreateIntentInput,
  ): Promise<Stripe.PaymentIntentCreateParams> {
    const customer = await this.stripe.customers.create(
      { email: input.customerEmail, metadata: { orderNumber: input.orderNumber } },
      { idempotencyKey: `${input.idempotencyKey}:customer` },
    );
    return {
      ...commonParams(input),
      customer: customer.id,
      // This SDK's API version names the list `allowed_payment_method_types`
      // (`payment_method_types` is gone from the create params).
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'IT' } },
        },
      },
    };
  }

  private verifiedEvent(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event {
    if (typeof signature !== 'string' || signature === '') {
      throw new WebhookSignatureError('missing Stripe-Signature header');
    }
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError(error.message);
      }
      throw error;
    }
  }
}

function commonParams(input: CreateIntentInput): Stripe.PaymentIntentCreateParams {
  return {
    amount: input.amountCents,
    currency: 'eur',
    metadata: { orderNumber: input.orderNumber },
    receipt_email: input.customerEmail,
    // Separate charges and transfers (ADR 022): the bookshops' transfers for this order
    // carry the same group, which ties them to this charge in Stripe's reports.
    transfer_group: input.orderNumber,
  };
}

/** Cards only: the checkout offers bank transfer as its own method (STRIPE_WT). */
function cardParams(input: CreateIntentInput): Stripe.PaymentIntentCreateParams {
  return { ...commonParams(input), allowed_payment_method_types: ['card'] };
}

function toIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  // Stripe returns the client secret to the secret key on every PaymentIntent; without
  // it the browser cannot confirm, so its absence is a broken invariant, not a state.
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return {
    providerRef: intent.id,
    clientSecret: intent.client_secret,
    status: toPaymentStatus(intent.status),
    amountCents: intent.amount,
    transfer: transferOf(intent),
  };
}

/**
 * A confirmed bank transfer's instructions, as Stripe's own window shows them: the IBAN
 * account of the customer's balance, the reference Stripe matches the money by, what is left
 * to send. Null while there are none (not confirmed, paid) or no IBAN among them.
 */
function transferOf(intent: Stripe.PaymentIntent): TransferInstructions | null {
  const shown = intent.next_action?.display_bank_transfer_instructions;
  const account = shown?.financial_addresses?.find((address) => address.iban)?.iban;
  if (!shown || !account || !shown.reference) return null;
  return {
    iban: account.iban,
    bic: account.bic,
    beneficiary: account.account_holder_name,
    reference: shown.reference,
    amountCents: shown.amount_remaining ?? intent.amount,
    test: !intent.livemode,
  };
}

export function toPaymentStatus(status: Stripe.PaymentIntent.Status): ProviderPaymentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'created';
    case 'requires_action':
      return 'requires_action';
    // requires_capture: authorised, not captured. We never ask for manual capture, so
    // only an account set up that way gets here; the money is not ours yet.
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    default:
      // A status newer than this SDK: never treat it as paid; the next webhook decides.
      return 'processing';
  }
}

/** A refund as Stripe reports it later: failed or canceled gave nothing back. */
function refundStatusAtStripe(refund: Stripe.Refund): ProviderRefundStatus {
  switch (refund.status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

function toRefundStatus(refund: Stripe.Refund): RefundResult['status'] {
  switch (refund.status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      throw new Error(
        `Stripe refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`,
      );
    // requires_action: a bank transfer's, waiting for the buyer to give Stripe the account
    // it goes to (a refund.updated says when it is sent). Like pending, or a status newer
    // than this SDK: Stripe finishes it later, so never report it as done.
    case 'pending':
    case 'requires_action':
    default:
      return 'pending';
  }
}

/** Every payment_intent.* event carries the intent as it was when the event happened. */
type PaymentIntentEvent = Extract<Stripe.Event, { type: `payment_intent.${string}` }>;

/** The refund events Stripe sends as a refund moves (charge.refund.updated in older versions). */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

function toProviderEvent(event: Stripe.Event): ProviderEvent | ProviderRefundEvent {
  if (REFUND_EVENTS.has(event.type)) {
    const refund = event.data.object as Stripe.Refund;
    return { id: event.id, type: event.type, refundRef: refund.id, payload: event };
  }
  if (!isPaymentIntentEvent(event)) {
    throw new UnsupportedWebhookEventError(`Stripe event ${event.type} is not about a payment`);
  }
  const intent = event.data.object;
  const status = isSubscribed(event.type)
    ? EVENT_STATUS[event.type]
    : toPaymentStatus(intent.status);
  return { id: event.id, type: event.type, providerRef: intent.id, status, payload: event };
}

function isPaymentIntentEvent(event: Stripe.Event): event is PaymentIntentEvent {
  return event.type.startsWith('payment_intent.');
}

function isSubscribed(type: string): type is keyof typeof EVENT_STATUS {
  return Object.hasOwn(EVENT_STATUS, type);
}

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a payment needs a positive whole number of cents, got ${amountCents}`);
  }
}
