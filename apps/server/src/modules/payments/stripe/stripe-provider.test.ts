import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARIO } from '../../../test/demo-accounts.ts';
import type { CreateIntentInput, ProviderPaymentStatus, RefundInput } from '../provider.ts';
import { UnsupportedWebhookEventError, WebhookSignatureError } from '../provider.ts';
import type { PaymentStandIn } from '../../../test/doubles/payment-providers/stand-in.ts';
import { startPaymentStandIn } from '../../../test/doubles/payment-providers/stand-in.ts';
import {
  STAND_IN_TRANSFER_ACCOUNT,
  type StandInIntentStatus,
  type StandInRefundStatus,
} from '../../../test/doubles/payment-providers/stripe-stand-in.ts';
import { signedStripeWebhook } from '../../../test/doubles/payment-providers/webhooks.ts';
import { StripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';

let standIn: PaymentStandIn;
beforeAll(async () => {
  standIn = await startPaymentStandIn();
});
afterAll(() => standIn.close());

function provider(options: { timeoutMs?: number; secretKey?: string } = {}): StripeProvider {
  return new StripeProvider({
    secretKey: options.secretKey ?? standIn.stripe.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    ...standIn.stripeConnection,
    timeoutMs: options.timeoutMs,
  });
}

/** Each test its own order and key: the stand-in is shared by the file. */
function intentInput(overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  const id = randomUUID();
  return {
    orderNumber: `SC-${id.slice(0, 6).toUpperCase()}`,
    amountCents: 1250,
    method: 'card',
    idempotencyKey: `order-${id}-STRIPE-1250`,
    customerEmail: MARIO,
    ...overrides,
  };
}

function intentsFor(orderNumber: string) {
  return [...standIn.stripe.paymentIntents.values()].filter(
    (intent) => intent.metadata.orderNumber === orderNumber,
  );
}

function intentRequests(idempotencyKey: string) {
  return standIn.stripe
    .requestsTo('POST', '/v1/payment_intents')
    .filter((request) => request.idempotencyKey === idempotencyKey);
}

describe('StripeProvider, through the stripe SDK against the stand-in', () => {
  it('creates a card intent: amount, currency and order reach Stripe, the client secret comes back', async () => {
    const input = intentInput();
    const info = await provider().createPaymentIntent(input);

    const [stored] = intentsFor(input.orderNumber);
    expect(info).toEqual({
      providerRef: stored!.id,
      clientSecret: stored!.client_secret,
      status: 'created',
      amountCents: 1250,
      // A card: no bank account to show.
      transfer: null,
    });
    expect(info.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const [request] = intentRequests(input.idempotencyKey);
    expect(request!.body).toEqual({
      amount: '1250',
      currency: 'eur',
      metadata: { orderNumber: input.orderNumber },
      receipt_email: MARIO,
      allowed_payment_method_types: ['card'],
      // Separate charges and transfers (ADR 022): the order ties its charge to the transfers.
      transfer_group: input.orderNumber,
    });
    expect(stored!.transfer_group).toBe(input.orderNumber);
  });

  it('cancels an intent not paid yet, and leaves a paid one as it is', async () => {
    const open = await provider().createPaymentIntent(intentInput());
    await provider().cancelPaymentIntent(open.providerRef);
    expect((await provider().retrievePaymentIntent(open.providerRef)).status).toBe('cancelled');
    // Twice is harmless: cancelled already.
    await provider().cancelPaymentIntent(open.providerRef);

    const paid = await provider().createPaymentIntent(intentInput());
    standIn.stripe.setStatus(paid.providerRef, 'succeeded');
    await provider().cancelPaymentIntent(paid.providerRef);
    expect((await provider().retrievePaymentIntent(paid.providerRef)).status).toBe('succeeded');
    expect(
      standIn.stripe.requestsTo('POST', `/v1/payment_intents/${paid.providerRef}/cancel`),
    ).toHaveLength(1);
  });

  it('gives the same intent for the same idempotency key, and Stripe saw the key both times', async () => {
    const input = intentInput();
    const first = await provider().createPaymentIntent(input);
    const second = await provider().createPaymentIntent(input);

    expect(second).toEqual(first);
    expect(intentsFor(input.orderNumber)).toHaveLength(1);
    expect(intentRequests(input.idempotencyKey)).toHaveLength(2);
  });

  it('passes on Stripe refusing a key reused with other parameters', async () => {
    const input = intentInput();
    await provider().createPaymentIntent(input);

    await expect(
      provider().createPaymentIntent({ ...input, amountCents: 1300 }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(intentsFor(input.orderNumber)).toHaveLength(1);
  });

  it('pays a bank transfer into a new customer balance, by EU bank transfer from Italy', async () => {
    const input = intentInput({
      method: 'wiretransfer',
      customerEmail: `${randomUUID()}@example.com`,
    });
    const info = await provider().createPaymentIntent(input);

    const customers = standIn.stripe
      .requestsTo('POST', '/v1/customers')
      .filter((request) => request.idempotencyKey === `${input.idempotencyKey}:customer`);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({ email: input.customerEmail });
    const [intent] = intentsFor(input.orderNumber);
    expect(intent!.customer).toMatch(/^cus_/);
    expect(standIn.stripe.customers.get(intent!.customer!)?.email).toBe(input.customerEmail);
    const [request] = intentRequests(input.idempotencyKey);
    expect(request!.body).toMatchObject({
      amount: '1250',
      currency: 'eur',
      customer: intent!.customer,
      transfer_group: input.orderNumber,
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'IT' } },
        },
      },
    });
    // Stripe made the payment method from payment_method_data: confirmation is left.
    expect(info.status).toBe('created');
  });

  it('reads a confirmed bank transfer’s instructions from its next action: IBAN, BIC, beneficiary, reference, amount', async () => {
    const input = intentInput({
      method: 'wiretransfer',
      amountCents: 3150,
      customerEmail: `${randomUUID()}@example.com`,
    });
    const created = await provider().createPaymentIntent(input);
    expect(created.transfer).toBeNull();
    // Stripe.js confirmed it in the buyer's browser: Stripe's window shows these.
    standIn.stripe.setStatus(created.providerRef, 'requires_action');
    const intent = standIn.stripe.paymentIntents.get(created.providerRef)!;
    const shown = intent.next_action!.display_bank_transfer_instructions;

    const waiting = await provider().retrievePaymentIntent(created.providerRef);
    expect(waiting).toMatchObject({ status: 'requires_action', amountCents: 3150 });
    expect(waiting.transfer).toEqual({
      iban: STAND_IN_TRANSFER_ACCOUNT.iban,
      bic: STAND_IN_TRANSFER_ACCOUNT.bic,
      beneficiary: STAND_IN_TRANSFER_ACCOUNT.holder,
      // Stripe's own reference, which it matches the money by: not our order number.
      reference: shown.reference,
      amountCents: 3150,
      // Test mode (livemode false): an account no money may be sent to.
      test: true,
    });
    // Paid: nothing left to tell the buyer.
    standIn.stripe.setStatus(created.providerRef, 'succeeded');
    expect((await provider().retrievePaymentIntent(created.providerRef)).transfer).toBeNull();
    // A card asking for 3-D Secure has an action of its own, no bank account.
    const card = await provider().createPaymentIntent(intentInput());
    standIn.stripe.setStatus(card.providerRef, 'requires_action');
    expect((await provider().retrievePaymentIntent(card.providerRef)).transfer).toBeNull();
  });

  it('reuses the customer when a bank-transfer call is repeated', async () => {
    const input = intentInput({
      method: 'wiretransfer',
      customerEmail: `${randomUUID()}@example.com`,
    });
    const first = await provider().createPaymentIntent(input);
    const second = await provider().createPaymentIntent(input);

    expect(second.providerRef).toBe(first.providerRef);
    const customers = [...standIn.stripe.customers.values()].filter(
      (customer) => customer.email === input.customerEmail,
    );
    expect(customers).toHaveLength(1);
  });

  it.each<[StandInIntentStatus, ProviderPaymentStatus]>([
    ['requires_payment_method', 'created'],
    ['requires_confirmation', 'created'],
    ['requires_action', 'requires_action'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['succeeded', 'succeeded'],
    ['canceled', 'cancelled'],
  ])('reads back an intent in Stripe status %s as %s', async (stripeStatus, expected) => {
    const created = await provider().createPaymentIntent(intentInput({ amountCents: 4999 }));
    standIn.stripe.setStatus(created.providerRef, stripeStatus);

    const info = await provider().retrievePaymentIntent(created.providerRef);
    expect(info).toEqual({ ...created, status: expected, amountCents: 4999 });
  });

  it('passes on Stripe refusing an unknown intent', async () => {
    await expect(provider().retrievePaymentIntent('pi_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('sends the secret key: a wrong one is refused by Stripe', async () => {
    const wrong = provider({ secretKey: 'sk_test_wrong' });
    await expect(wrong.createPaymentIntent(intentInput())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('refuses an amount that is not a positive whole number of cents, before calling Stripe', async () => {
    for (const amountCents of [0, -100, 12.5]) {
      const input = intentInput({ amountCents });
      await expect(provider().createPaymentIntent(input)).rejects.toBeInstanceOf(RangeError);
      expect(intentRequests(input.idempotencyKey)).toHaveLength(0);
    }
  });

  it('retries a slow answer with the same idempotency key and gets the one intent created', async () => {
    const input = intentInput();
    // Stripe creates the intent at once but answers after the SDK gave up waiting.
    standIn.stripe.delayNextResponses(2_000);
    const info = await provider({ timeoutMs: 500 }).createPaymentIntent(input);

    const requests = intentRequests(input.idempotencyKey);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(intentsFor(input.orderNumber)).toHaveLength(1);
    expect(info.providerRef).toBe(intentsFor(input.orderNumber)[0]!.id);
  });

  it('gives up after two retries, all with the same key, having created one intent', async () => {
    const input = intentInput();
    standIn.stripe.delayNextResponses(2_000, 3);

    await expect(provider({ timeoutMs: 500 }).createPaymentIntent(input)).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    const requests = intentRequests(input.idempotencyKey);
    expect(requests).toHaveLength(3);
    expect(intentsFor(input.orderNumber)).toHaveLength(1);
  });
});

describe('StripeProvider refunds, through the stripe SDK against the stand-in', () => {
  /** An intent the buyer paid, as the browser confirmation leaves it. */
  async function paidIntent(amountCents = 1250): Promise<string> {
    const info = await provider().createPaymentIntent(intentInput({ amountCents }));
    standIn.stripe.setStatus(info.providerRef, 'succeeded');
    return info.providerRef;
  }

  function refundInput(providerRef: string, amountCents: number): RefundInput {
    return { providerRef, amountCents, idempotencyKey: `refund-${randomUUID()}` };
  }

  function refundsOf(intentId: string) {
    return [...standIn.stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
  }

  function refundRequests(idempotencyKey: string) {
    return standIn.stripe
      .requestsTo('POST', '/v1/refunds')
      .filter((request) => request.idempotencyKey === idempotencyKey);
  }

  it('refunds a paid intent: intent, amount and idempotency key reach Stripe', async () => {
    const intentId = await paidIntent();
    const input = refundInput(intentId, 1250);
    const result = await provider().refund(input);

    const [refund] = refundsOf(intentId);
    expect(result).toEqual({ refundRef: refund!.id, status: 'succeeded' });
    expect(refund).toMatchObject({ amount: 1250, currency: 'eur', status: 'succeeded' });
    expect(result.refundRef).toMatch(/^re_/);
    const [request] = refundRequests(input.idempotencyKey);
    expect(request!.body).toEqual({ payment_intent: intentId, amount: '1250' });
  });

  it('refunds once when the call is repeated with the same key', async () => {
    const intentId = await paidIntent();
    const input = refundInput(intentId, 1250);
    const first = await provider().refund(input);
    const second = await provider().refund(input);

    expect(second).toEqual(first);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(refundRequests(input.idempotencyKey)).toHaveLength(2);
  });

  it('refunds part, then the rest; then there is nothing left to refund', async () => {
    const intentId = await paidIntent();
    await provider().refund(refundInput(intentId, 500));
    await provider().refund(refundInput(intentId, 750));

    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([500, 750]);
    // Refunded in full already is a refusal, not this (new) refund's success.
    await expect(provider().refund(refundInput(intentId, 100))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    expect(refundsOf(intentId)).toHaveLength(2);
  });

  it('passes on Stripe refusing to refund an intent not paid', async () => {
    const open = await provider().createPaymentIntent(intentInput());

    await expect(provider().refund(refundInput(open.providerRef, 1250))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
    expect(refundsOf(open.providerRef)).toHaveLength(0);
  });

  it('passes on Stripe refusing to refund more than was paid, or than is left', async () => {
    const intentId = await paidIntent();
    await expect(provider().refund(refundInput(intentId, 1251))).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    await provider().refund(refundInput(intentId, 1000));
    await expect(provider().refund(refundInput(intentId, 251))).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([1000]);
  });

  it('refuses an amount that is not a positive whole number of cents, before calling Stripe', async () => {
    const intentId = await paidIntent();
    for (const amountCents of [0, -100, 12.5]) {
      const input = refundInput(intentId, amountCents);
      await expect(provider().refund(input)).rejects.toBeInstanceOf(RangeError);
      expect(refundRequests(input.idempotencyKey)).toHaveLength(0);
    }
  });

  it.each<[StandInRefundStatus, string]>([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
  ])('reports a refund Stripe left %s as %s', async (stripeStatus, status) => {
    const intentId = await paidIntent();
    standIn.stripe.answerNextRefundWith(stripeStatus);

    expect(await provider().refund(refundInput(intentId, 1250))).toMatchObject({ status });
  });

  /** A bank transfer the buyer paid, into the balance of a customer of this email. */
  async function paidTransfer(customerEmail: string, amountCents = 3150): Promise<string> {
    const info = await provider().createPaymentIntent(
      intentInput({ method: 'wiretransfer', amountCents, customerEmail }),
    );
    standIn.stripe.setStatus(info.providerRef, 'succeeded');
    return info.providerRef;
  }

  it('refunds a card with no instructions email: the money goes back to the card', async () => {
    const intentId = await paidIntent();
    const input = refundInput(intentId, 1250);
    await provider().refund(input);

    const [request] = refundRequests(input.idempotencyKey);
    expect(request!.body).not.toHaveProperty('instructions_email');
    expect(standIn.stripe.bankAccountRequests.map((r) => r.refund)).not.toContain(
      refundsOf(intentId)[0]!.id,
    );
  });

  it('refunds a bank transfer to the buyer’s bank account: Stripe asks for it at the instructions email, the refund pending until sent', async () => {
    const ordered = `${randomUUID()}@example.com`;
    const now = `${randomUUID()}@example.com`;
    const intentId = await paidTransfer(ordered);
    const input = { ...refundInput(intentId, 1000), instructionsEmail: now };
    const result = await provider().refund(input);

    const [request] = refundRequests(input.idempotencyKey);
    expect(request!.body).toEqual({
      payment_intent: intentId,
      amount: '1000',
      instructions_email: now,
    });
    const [refund] = refundsOf(intentId);
    expect(refund).toMatchObject({ status: 'requires_action', instructions_email: now });
    // Asked at the address given, not at the one the customer was made with.
    expect(standIn.stripe.bankAccountRequests).toContainEqual({ refund: refund!.id, email: now });
    expect(result).toEqual({ refundRef: refund!.id, status: 'pending' });
    expect(await provider().retrieveRefund(refund!.id)).toBe('pending');

    // The buyer gave the account and Stripe sent the money: its refund.updated says so.
    const webhook = standIn.stripe.finishRefund(refund!.id, WEBHOOK_SECRET);
    expect(await provider().parseWebhook(webhook.rawBody, webhook.headers)).toMatchObject({
      type: 'refund.updated',
      refundRef: refund!.id,
    });
    expect(await provider().retrieveRefund(refund!.id)).toBe('succeeded');
    expect(
      standIn.stripe.cashBalances.get(standIn.stripe.paymentIntents.get(intentId)!.customer!),
    ).toBeUndefined();
  });

  it('passes on Stripe refusing a bank transfer’s refund with no email to ask the buyer at', async () => {
    const intentId = await paidTransfer('');
    const input = refundInput(intentId, 1000);
    await expect(provider().refund(input)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'instructions_email',
    });
    expect(refundsOf(intentId)).toHaveLength(0);
  });

  it('reads as failed a bank transfer’s refund Stripe canceled, the buyer never giving an account: the money is in the cash balance', async () => {
    const intentId = await paidTransfer(`${randomUUID()}@example.com`);
    const result = await provider().refund({
      ...refundInput(intentId, 3150),
      instructionsEmail: `${randomUUID()}@example.com`,
    });
    // Stripe's 45 days, through its own test helper.
    const stripe = new Stripe(standIn.stripe.secretKey, standIn.stripeConnection);
    const expired = await stripe.testHelpers.refunds.expire(result.refundRef);
    expect(expired.status).toBe('canceled');
    expect(await provider().retrieveRefund(result.refundRef)).toBe('failed');
    const customer = standIn.stripe.paymentIntents.get(intentId)!.customer!;
    expect(standIn.stripe.cashBalances.get(customer)).toBe(3150);
  });

  it.each<StandInRefundStatus>(['failed', 'canceled'])(
    'throws on a refund Stripe answers %s, naming it',
    async (stripeStatus) => {
      const intentId = await paidIntent();
      standIn.stripe.answerNextRefundWith(stripeStatus);

      await expect(provider().refund(refundInput(intentId, 1250))).rejects.toThrow(
        new RegExp(`^Stripe refund re_\\w+ ${stripeStatus}`),
      );
    },
  );
});

describe('StripeProvider webhooks', () => {
  async function paymentIntentObject() {
    const info = await provider().createPaymentIntent(intentInput());
    return standIn.stripe.paymentIntents.get(info.providerRef)!;
  }

  it.each<[string, ProviderPaymentStatus]>([
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.payment_failed', 'failed'],
    ['payment_intent.processing', 'processing'],
    ['payment_intent.canceled', 'cancelled'],
    ['payment_intent.requires_action', 'requires_action'],
  ])('reads a signed %s as %s', async (type, status) => {
    const intent = await paymentIntentObject();
    const webhook = signedStripeWebhook({
      secret: WEBHOOK_SECRET,
      type,
      object: intent,
      id: 'evt_1',
    });

    const event = await provider().parseWebhook(webhook.rawBody, webhook.headers);
    expect(event).toMatchObject({ id: 'evt_1', type, providerRef: intent.id, status });
    expect(event.payload).toMatchObject({ type, data: { object: { id: intent.id } } });
  });

  it('reads another payment_intent event by the intent status it carries', async () => {
    const intent = { ...(await paymentIntentObject()), status: 'requires_payment_method' };
    const webhook = signedStripeWebhook({
      secret: WEBHOOK_SECRET,
      type: 'payment_intent.created',
      object: intent,
    });

    const event = await provider().parseWebhook(webhook.rawBody, webhook.headers);
    expect(event).toMatchObject({ providerRef: intent.id, status: 'created' });
  });

  it('refuses a webhook signed with another secret', async () => {
    const intent = await paymentIntentObject();
    const webhook = signedStripeWebhook({
      secret: 'whsec_someone_else',
      type: 'payment_intent.succeeded',
      object: intent,
    });

    await expect(provider().parseWebhook(webhook.rawBody, webhook.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('refuses a webhook whose body was changed after signing', async () => {
    const intent = await paymentIntentObject();
    const webhook = signedStripeWebhook({
      secret: WEBHOOK_SECRET,
      type: 'payment_intent.payment_failed',
      object: intent,
    });
    const tampered = Buffer.from(
      webhook.rawBody
        .toString()
        .replace('payment_intent.payment_failed', 'payment_intent.succeeded'),
    );

    await expect(provider().parseWebhook(tampered, webhook.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('refuses a webhook without a signature header', async () => {
    const intent = await paymentIntentObject();
    const webhook = signedStripeWebhook({
      secret: WEBHOOK_SECRET,
      type: 'payment_intent.succeeded',
      object: intent,
    });

    await expect(provider().parseWebhook(webhook.rawBody, {})).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('acknowledges a genuine event that is not about a payment as unsupported', async () => {
    const webhook = signedStripeWebhook({
      secret: WEBHOOK_SECRET,
      type: 'customer.created',
      object: { id: 'cus_1', object: 'customer' },
    });

    await expect(provider().parseWebhook(webhook.rawBody, webhook.headers)).rejects.toBeInstanceOf(
      UnsupportedWebhookEventError,
    );
  });
});
