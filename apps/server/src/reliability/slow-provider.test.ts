// A slow payment provider, through the whole order flow: createOrder, then the payment
// routes with the official SDKs pointed at the local stand-ins of Stripe and Braintree,
// answering after the SDK gave up. The provider-level retry is stripe-provider.test.ts's;
// here the buyer's own retry must reuse the one provider payment, never pay twice.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { seedDemoData } from '../db/seed/demo-data.ts';
import { testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { BraintreeProvider } from '../modules/payments/braintree/braintree-provider.ts';
import { StripeProvider } from '../modules/payments/stripe/stripe-provider.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO } from '../test/demo-accounts.ts';
import {
  startPaymentStandIn,
  type PaymentStandIn,
} from '../test/doubles/payment-providers/stand-in.ts';
import { bookOf, userIdOf } from '../test/fixtures.ts';
import { testConfig } from '../test/harness.ts';
import { ADD_PRODUCT } from '../test/operations.ts';
import { signedStripeWebhook } from '../test/doubles/payment-providers/webhooks.ts';
import { placePickupOrder } from '../test/shoppers.ts';

/** Each SDK attempt gives up after this; a slow answer comes well after it. */
const TIMEOUT_MS = 1_000;
const SLOW_MS = 3_000;

/** A clean failure: JSON with a code and a message, nothing of the server's insides. */
function expectCleanFailure(response: { statusCode: number; body: string }): void {
  expect(response.statusCode).toBeGreaterThanOrEqual(500);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toEqual({ detail: expect.any(String), code: expect.any(String) });
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|Stripe|Braintree|timed? ?out/i);
}

// The flow is the same on every server; the embedded one is enough to watch the provider's side.
const [target] = testDatabaseTargets();

describe(`a slow payment provider in the order flow (${target!.name})`, () => {
  let database: TestDatabase;
  let standIn: PaymentStandIn;
  let app: FastifyInstance;
  let nextBook = 0;

  beforeAll(async () => {
    database = await target!.open();
    await seedDemoData(database.db);
    standIn = await startPaymentStandIn();
    app = await buildApp(
      {
        ...testConfig,
        payments: 'live',
        paymentProviders: {
          card: new StripeProvider({
            secretKey: standIn.stripe.secretKey,
            webhookSecret: 'whsec_stand_in_secret',
            ...standIn.stripeConnection,
            timeoutMs: TIMEOUT_MS,
          }),
          paypal: new BraintreeProvider({
            ...standIn.braintreeKeys,
            environment: standIn.braintreeEnvironment,
            timeoutMs: TIMEOUT_MS,
          }),
          sandbox: null,
          stripePublishableKey: 'pk_test_stand_in',
        },
      },
      database,
    );
  });

  afterAll(async () => {
    await app?.close();
    await standIn?.close();
    await database?.close();
  });

  /** A logged-in buyer with a pending order for one pickup book (another book each time). */
  async function pendingOrder(email: string) {
    const db: Db = database.db;
    const userId = await userIdOf(db, email);
    await db.deleteFrom('baskets').where('user_id', '=', userId).execute();
    await db
      .updateTable('wallets')
      .set({ balance_cents: 0 })
      .where('user_id', '=', userId)
      .execute();
    const book = await bookOf(db, 'Libreria Centrale', 2, nextBook++);
    const client = new TestClient(app);
    expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
    expect(added.errors).toBeUndefined();
    return { client, book, orderNumber: await placePickupOrder(client, book) };
  }

  /**
   * The buyer's other tab adds a second book and places a newer order, which replaces the
   * pending one and takes `book`'s last copy (the shelf emptied first): the replaced order
   * cannot be revived.
   */
  async function replacedTakingTheLastCopy(
    email: string,
    book: { id: number; bookshop_id: number },
  ) {
    const db: Db = database.db;
    await db.updateTable('products').set({ available: 0 }).where('id', '=', book.id).execute();
    const another = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
    const other = new TestClient(app);
    expect((await other.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    await other.graphql('AddProduct', ADD_PRODUCT, { productId: String(another.id) });
    return placePickupOrder(other, book);
  }

  async function refundsOf(orderNumber: string) {
    const order = await orderOf(orderNumber);
    return database.db
      .selectFrom('refunds')
      .select(['amount_cents', 'status', 'provider_ref'])
      .where('order_id', '=', order.id)
      .execute();
  }

  async function orderOf(orderNumber: string) {
    return database.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', orderNumber)
      .executeTakeFirstOrThrow();
  }

  async function paymentsOf(orderNumber: string) {
    const order = await orderOf(orderNumber);
    return database.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
  }

  function intentsFor(orderNumber: string) {
    return [...standIn.stripe.paymentIntents.values()].filter(
      (intent) => intent.metadata.orderNumber === orderNumber,
    );
  }

  function intentRequestsFor(orderNumber: string) {
    return standIn.stripe.requestsTo('POST', '/v1/payment_intents').filter((request) => {
      const metadata = request.body.metadata;
      return typeof metadata === 'object' && !Array.isArray(metadata)
        ? metadata.orderNumber === orderNumber
        : false;
    });
  }

  it('creates the card intent once when Stripe answers late: the SDK retries with the same key', async () => {
    const { client, orderNumber } = await pendingOrder(MARIO);
    // Stripe creates the intent at once but answers after the SDK stopped waiting.
    standIn.stripe.delayNextResponses(SLOW_MS);

    const response = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });

    expect(response.statusCode).toBe(200);
    const [intent, ...others] = intentsFor(orderNumber);
    expect(others).toEqual([]);
    expect(response.json()).toEqual({ clientSecret: intent!.client_secret });
    const requests = intentRequestsFor(orderNumber);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const [payment, ...morePayments] = await paymentsOf(orderNumber);
    expect(morePayments).toEqual([]);
    expect(new Set(requests.map((r) => r.idempotencyKey))).toEqual(
      new Set([payment!.idempotency_key]),
    );
    expect(payment).toMatchObject({ provider: 'stripe', provider_ref: intent!.id });
    expect(intent!.amount).toBe(payment!.amount_cents);
  });

  it('fails cleanly when every attempt is too slow, and the buyer’s retry gets that one intent', async () => {
    const { client, orderNumber } = await pendingOrder(GIULIA);
    // The first attempt and both SDK retries all answer too late.
    standIn.stripe.delayNextResponses(SLOW_MS, 3);

    const failed = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });

    expectCleanFailure(failed);
    expect((await orderOf(orderNumber)).status).toBe('pending');
    const [unanswered] = await paymentsOf(orderNumber);
    expect(unanswered).toMatchObject({ provider_ref: null, status: 'created' });
    // Stripe did create it, under the key: the retry is answered with that same intent.
    expect(intentsFor(orderNumber)).toHaveLength(1);

    const retried = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });

    expect(retried.statusCode).toBe(200);
    const intents = intentsFor(orderNumber);
    expect(intents).toHaveLength(1);
    expect(retried.json()).toEqual({ clientSecret: intents[0]!.client_secret });
    const payments = await paymentsOf(orderNumber);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.provider_ref).toBe(intents[0]!.id);
    const keys = new Set(intentRequestsFor(orderNumber).map((r) => r.idempotencyKey));
    expect(keys).toEqual(new Set([payments[0]!.idempotency_key]));
  });

  it('charges a PayPal sale once when Braintree answers late and the buyer approves again', async () => {
    const { client, orderNumber } = await pendingOrder(JANE);
    const token = await client.post('/api/braintree/client-token/', { orderNumber });
    expect(token.statusCode).toBe(200);
    // The gateway takes the money but its answer comes after the SDK gave up (no retry).
    standIn.braintree.delayNextResponses(SLOW_MS, 1, '/transactions');

    const failed = await client.post('/api/braintree/payment-approved/', {
      orderNumber,
      paymentMethodNonce: standIn.braintree.issueNonce(),
    });

    expectCleanFailure(failed);
    const sales = () =>
      [...standIn.braintree.transactions.values()].filter((t) => t.orderId === orderNumber);
    expect(sales()).toHaveLength(1);
    expect((await orderOf(orderNumber)).status).toBe('pending');

    // The buyer approves PayPal again: the sale already made is found, not made twice.
    const retried = await client.post('/api/braintree/payment-approved/', {
      orderNumber,
      paymentMethodNonce: standIn.braintree.issueNonce(),
    });

    expect(retried.json()).toEqual({ success: true, error: null });
    expect(sales()).toHaveLength(1);
    const order = await orderOf(orderNumber);
    expect(order.status).toBe('paid');
    const payments = await paymentsOf(orderNumber);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      provider: 'braintree',
      provider_ref: sales()[0]!.id,
      status: 'succeeded',
      amount_cents: order.total_cents,
    });
  });

  it('refunds at Stripe a card payment that succeeded as its order was replaced', async () => {
    const email = MARIO;
    const { client, book, orderNumber } = await pendingOrder(email);
    const created = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });
    expect(created.statusCode).toBe(200);
    // Stripe takes the money; its webhook has not arrived when the other tab orders.
    const [intent] = intentsFor(orderNumber);
    intent!.status = 'succeeded';

    await replacedTakingTheLastCopy(email, book);

    // The cancel found it paid (Stripe refuses to cancel it), so it was refunded, once.
    expect((await orderOf(orderNumber)).status).toBe('cancelled');
    const refunds = [...standIn.stripe.refunds.values()].filter(
      (refund) => refund.payment_intent === intent!.id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(intent!.amount);
    expect(await refundsOf(orderNumber)).toEqual([
      { amount_cents: intent!.amount, status: 'succeeded', provider_ref: refunds[0]!.id },
    ]);
    const [payment] = await paymentsOf(orderNumber);
    expect(standIn.stripe.requestsTo('POST', '/v1/refunds').map((r) => r.idempotencyKey)).toContain(
      `late-payment-${payment!.id}`,
    );
  });

  it('stores a refund’s later report from Stripe once, asking Stripe how it ended, never the body', async () => {
    const email = JANE;
    const { client, book, orderNumber } = await pendingOrder(email);
    const created = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });
    expect(created.statusCode).toBe(200);
    const [intent] = intentsFor(orderNumber);
    intent!.status = 'succeeded';
    // Stripe accepts the late payment's refund, to finish it later.
    standIn.stripe.answerNextRefundWith('pending');
    await replacedTakingTheLastCopy(email, book);
    const [refund] = [...standIn.stripe.refunds.values()].filter(
      (r) => r.payment_intent === intent!.id,
    );
    const order = await orderOf(orderNumber);
    const ours = () =>
      database.db
        .selectFrom('refunds')
        .select(['status', 'provider_status'])
        .where('order_id', '=', order.id)
        .execute();
    expect(await ours()).toEqual([{ status: 'succeeded', provider_status: 'pending' }]);

    const deliver = (eventId: string, claimed: string) => {
      const webhook = signedStripeWebhook({
        secret: 'whsec_stand_in_secret',
        type: 'refund.updated',
        id: eventId,
        object: { ...refund, status: claimed },
      });
      return app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe/',
        headers: webhook.headers,
        payload: webhook.rawBody,
      });
    };
    // Finished at Stripe; the event delivered five times at once is stored once.
    standIn.stripe.setRefundStatus(refund!.id, 'succeeded');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver('evt_refund_1', 'succeeded')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await ours()).toEqual([{ status: 'succeeded', provider_status: 'succeeded' }]);
    const reports = () =>
      database.db
        .selectFrom('order_events')
        .select('detail')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'refund_reported')
        .execute();
    expect(await reports()).toHaveLength(1);

    // A genuine event claiming a failure Stripe does not confirm changes nothing of the kind.
    await deliver('evt_refund_2', 'failed');
    expect(await ours()).toEqual([{ status: 'succeeded', provider_status: 'succeeded' }]);

    // Stripe reports the refund failed (the card closed): the refund is failed, for a person.
    standIn.stripe.setRefundStatus(refund!.id, 'failed');
    await deliver('evt_refund_3', 'failed');
    expect(await ours()).toEqual([{ status: 'failed', provider_status: 'failed' }]);
    expect(await reports()).toHaveLength(3);
    const stored = await database.db
      .selectFrom('provider_events')
      .select('event_id')
      .where('event_id', 'like', 'evt_refund_%')
      .execute();
    expect(stored.map((e) => e.event_id).sort()).toEqual([
      'evt_refund_1',
      'evt_refund_2',
      'evt_refund_3',
    ]);
  });

  it('voids at Braintree a PayPal sale that went through as its order was replaced', async () => {
    const email = GIULIA;
    const { client, book, orderNumber } = await pendingOrder(email);
    const token = await client.post('/api/braintree/client-token/', { orderNumber });
    expect(token.statusCode).toBe(200);
    // The sale is slow to answer (not too slow for the SDK); meanwhile the other tab orders.
    standIn.braintree.delayNextResponses(TIMEOUT_MS / 2, 1, '/transactions');
    const approved = client.post('/api/braintree/payment-approved/', {
      orderNumber,
      paymentMethodNonce: standIn.braintree.issueNonce(),
    });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS / 10));
    await replacedTakingTheLastCopy(email, book);
    expect((await approved).statusCode).toBe(200);

    const [sale, ...others] = [...standIn.braintree.transactions.values()].filter(
      (t) => t.orderId === orderNumber,
    );
    expect(others).toEqual([]);
    // Not settled yet: voided whole, so the buyer is never charged.
    expect(sale!.status).toBe('voided');
    expect((await orderOf(orderNumber)).status).toBe('cancelled');
    expect(await refundsOf(orderNumber)).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_ref: sale!.id }),
    ]);
  });
});
