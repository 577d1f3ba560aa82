import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPaymentStatus, RefundInput, SaleInput } from '../provider.ts';
import { UnsupportedWebhookEventError, WebhookSignatureError } from '../provider.ts';
import type { PaymentStandIn } from '../../../test/doubles/payment-providers/stand-in.ts';
import { startPaymentStandIn } from '../../../test/doubles/payment-providers/stand-in.ts';
import { signedBraintreeWebhook } from '../../../test/doubles/payment-providers/webhooks.ts';
import { BraintreeProvider } from './braintree-provider.ts';

const DECLINED = 'fake-processor-declined-visa-nonce';

let standIn: PaymentStandIn;
beforeAll(async () => {
  standIn = await startPaymentStandIn();
});
afterAll(() => standIn.close());

function provider(): BraintreeProvider {
  return new BraintreeProvider({
    ...standIn.braintreeKeys,
    environment: standIn.braintreeEnvironment,
  });
}

/** Each test its own order and key: the stand-in is shared by the file. */
function saleInput(overrides: Partial<SaleInput> = {}): SaleInput {
  const id = randomUUID();
  return {
    orderNumber: `SC-${id.slice(0, 6).toUpperCase()}`,
    amountCents: 1250,
    paymentMethodNonce: standIn.braintree.issueNonce(),
    idempotencyKey: `order-${id}-BRAINTREE-1250`,
    ...overrides,
  };
}

function transactionsFor(orderNumber: string) {
  return [...standIn.braintree.transactions.values()].filter((t) => t.orderId === orderNumber);
}

/** The sale bodies the SDK posted for this order ({ transaction: {...} }, snake_case keys). */
function saleRequestsFor(orderNumber: string) {
  return standIn.braintree
    .requestsTo('POST', '/transactions')
    .map((request) => (request.body as { transaction: Record<string, unknown> }).transaction)
    .filter((transaction) => transaction.order_id === orderNumber);
}

describe('BraintreeProvider, through the braintree SDK against the stand-in', () => {
  it('gets a client token for the PayPal button', async () => {
    const token = await provider().clientToken();

    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64').toString());
    expect(decoded).toMatchObject({ version: 2, authorizationFingerprint: expect.any(String) });
    expect(standIn.braintree.requestsTo('POST', '/client_token').at(-1)?.body).toEqual({
      client_token: { version: 2 },
    });
  });

  it('captures a PayPal sale: EUR decimal amount, order id, settlement, idempotency key', async () => {
    const input = saleInput();
    const result = await provider().sale(input);

    const [transaction] = transactionsFor(input.orderNumber);
    expect(result).toEqual({ providerRef: transaction!.id, status: 'succeeded', error: null });
    expect(transaction!.status).toBe('submitted_for_settlement');
    expect(saleRequestsFor(input.orderNumber)).toEqual([
      {
        amount: '12.50',
        payment_method_nonce: input.paymentMethodNonce,
        order_id: input.orderNumber,
        options: { submit_for_settlement: true },
        api_request_key: input.idempotencyKey,
        type: 'sale',
      },
    ]);
  });

  it.each([
    [5, '0.05'],
    [100, '1.00'],
    [123_456, '1234.56'],
  ])('sends %i cents as the string %s', async (amountCents, amount) => {
    const input = saleInput({ amountCents });
    await provider().sale(input);
    expect(saleRequestsFor(input.orderNumber)[0]?.amount).toBe(amount);
  });

  it('reports a processor decline as failed, with the processor message', async () => {
    const input = saleInput({ paymentMethodNonce: DECLINED });
    const result = await provider().sale(input);

    const [transaction] = transactionsFor(input.orderNumber);
    expect(transaction!.status).toBe('processor_declined');
    expect(result).toEqual({
      providerRef: transaction!.id,
      status: 'failed',
      error: 'Do Not Honor',
    });
  });

  it('reports a decline by amount (Braintree sandbox 2001.00) with its message', async () => {
    const result = await provider().sale(saleInput({ amountCents: 200_100 }));
    expect(result).toMatchObject({ status: 'failed', error: 'Insufficient Funds' });
  });

  it('reports a refused nonce as failed, without a transaction', async () => {
    const result = await provider().sale(saleInput({ paymentMethodNonce: 'fake-expired-nonce' }));
    expect(result).toEqual({
      providerRef: null,
      status: 'failed',
      error: 'Unknown or expired payment_method_nonce.',
    });
  });

  it('reports a PayPal approval used twice as failed (nonces are single-use)', async () => {
    const first = saleInput();
    await provider().sale(first);
    const reused = await provider().sale(
      saleInput({ paymentMethodNonce: first.paymentMethodNonce }),
    );

    expect(reused).toEqual({
      providerRef: null,
      status: 'failed',
      error: 'Cannot use a payment_method_nonce more than once.',
    });
  });

  it('answers a repeated call with the first sale, charging once', async () => {
    const input = saleInput();
    const first = await provider().sale(input);
    const second = await provider().sale(input);

    expect(second).toEqual(first);
    expect(transactionsFor(input.orderNumber)).toHaveLength(1);
  });

  it('does not charge an order again that a sale already paid, even under another key', async () => {
    const input = saleInput();
    const paid = await provider().sale(input);
    const again = await provider().sale({ ...input, idempotencyKey: `${input.idempotencyKey}-2` });

    expect(again).toEqual(paid);
    expect(transactionsFor(input.orderNumber)).toHaveLength(1);
    expect(saleRequestsFor(input.orderNumber)).toHaveLength(1);
  });

  it('replays a declined sale for its key (Braintree apiRequestKey), without a new charge', async () => {
    const input = saleInput({ paymentMethodNonce: DECLINED });
    const first = await provider().sale(input);
    const replay = await provider().sale(input);

    expect(replay).toEqual(first);
    expect(saleRequestsFor(input.orderNumber)).toHaveLength(2);
    expect(transactionsFor(input.orderNumber)).toHaveLength(1);
  });

  it('lets the buyer pay after a decline with a new PayPal approval', async () => {
    const input = saleInput({ paymentMethodNonce: DECLINED });
    await provider().sale(input);
    const retry = await provider().sale({
      ...input,
      paymentMethodNonce: standIn.braintree.issueNonce(),
      idempotencyKey: `${input.idempotencyKey}-retry`,
    });

    expect(retry).toMatchObject({ status: 'succeeded', error: null });
    expect(transactionsFor(input.orderNumber)).toHaveLength(2);
    // Now paid: another approval for the order finds the paid sale among the two.
    const third = await provider().sale({
      ...input,
      paymentMethodNonce: standIn.braintree.issueNonce(),
      idempotencyKey: `${input.idempotencyKey}-third`,
    });
    expect(third).toEqual(retry);
    expect(transactionsFor(input.orderNumber)).toHaveLength(2);
  });

  it.each<[string, ProviderPaymentStatus]>([
    ['submitted_for_settlement', 'succeeded'],
    ['settling', 'succeeded'],
    ['settled', 'succeeded'],
    ['settlement_pending', 'processing'],
    ['authorized', 'processing'],
    ['settlement_declined', 'failed'],
    ['voided', 'cancelled'],
  ])(
    'finds a transaction in status %s as %s, with its amount in cents',
    async (btStatus, status) => {
      const sale = await provider().sale(saleInput({ amountCents: 4990 }));
      standIn.braintree.setStatus(sale.providerRef!, btStatus);

      expect(await provider().findTransaction(sale.providerRef!)).toEqual({
        status,
        amountCents: 4990,
      });
    },
  );

  it('passes on Braintree not finding a transaction', async () => {
    await expect(provider().findTransaction('nope')).rejects.toMatchObject({
      name: 'notFoundError',
    });
  });

  it('is refused with the wrong keys', async () => {
    const wrong = new BraintreeProvider({
      ...standIn.braintreeKeys,
      privateKey: 'not-the-key',
      environment: standIn.braintreeEnvironment,
    });
    await expect(wrong.clientToken()).rejects.toMatchObject({ name: 'authenticationError' });
  });

  it('refuses an amount that is not a positive whole number of cents, before calling Braintree', async () => {
    const before = standIn.braintree.requests.length;
    for (const amountCents of [0, -100, 12.5]) {
      await expect(provider().sale(saleInput({ amountCents }))).rejects.toBeInstanceOf(RangeError);
    }
    expect(standIn.braintree.requests).toHaveLength(before);
  });
});

describe('BraintreeProvider refunds, through the braintree SDK against the stand-in', () => {
  /** A captured sale: submitted for settlement, or settled when asked. */
  async function sale(options: { settled?: boolean; amountCents?: number } = {}) {
    const result = await provider().sale(saleInput({ amountCents: options.amountCents ?? 1250 }));
    if (options.settled) standIn.braintree.setStatus(result.providerRef!, 'settled');
    return standIn.braintree.transactions.get(result.providerRef!)!;
  }

  function refundInput(providerRef: string, amountCents = 1250): RefundInput {
    return { providerRef, amountCents, idempotencyKey: `refund-${randomUUID()}` };
  }

  function refundsOf(saleId: string) {
    return [...standIn.braintree.transactions.values()].filter(
      (t) => t.refundedTransactionId === saleId,
    );
  }

  function bodiesTo(method: string, path: string) {
    return standIn.braintree
      .requestsTo(method, path)
      .map((request) => (request.body as { transaction?: Record<string, unknown> }).transaction);
  }

  it('voids a sale not settled yet, with the idempotency key, and answers the voided sale', async () => {
    const unsettled = await sale();
    const input = refundInput(unsettled.id);
    const result = await provider().refund(input);

    expect(result).toEqual({ refundRef: unsettled.id, status: 'succeeded' });
    expect(unsettled.status).toBe('voided');
    expect(refundsOf(unsettled.id)).toHaveLength(0);
    expect(bodiesTo('PUT', `/transactions/${unsettled.id}/void`)).toEqual([
      { api_request_key: input.idempotencyKey },
    ]);
    expect(await provider().findTransaction(unsettled.id)).toMatchObject({ status: 'cancelled' });
  });

  it('answers a sale voided already as it is, without voiding again', async () => {
    const unsettled = await sale();
    const first = await provider().refund(refundInput(unsettled.id));
    const again = await provider().refund(refundInput(unsettled.id));

    expect(again).toEqual(first);
    expect(standIn.braintree.requestsTo('PUT', `/transactions/${unsettled.id}/void`)).toHaveLength(
      1,
    );
  });

  it('refuses part of a sale not settled yet (Braintree voids only whole), before calling it', async () => {
    const unsettled = await sale();
    await expect(provider().refund(refundInput(unsettled.id, 500))).rejects.toThrow(
      /not settled yet/,
    );
    expect(unsettled.status).toBe('submitted_for_settlement');
    expect(standIn.braintree.requestsTo('PUT', `/transactions/${unsettled.id}/void`)).toHaveLength(
      0,
    );
  });

  it('refunds a settled sale: decimal amount and idempotency key reach Braintree', async () => {
    const settled = await sale({ settled: true });
    const input = refundInput(settled.id, 1250);
    const result = await provider().refund(input);

    const [refund] = refundsOf(settled.id);
    expect(result).toEqual({ refundRef: refund!.id, status: 'succeeded' });
    expect(refund).toMatchObject({ type: 'credit', amount: '12.50' });
    expect(settled.refundIds).toEqual([refund!.id]);
    expect(bodiesTo('POST', `/transactions/${settled.id}/refund`)).toEqual([
      { amount: '12.50', api_request_key: input.idempotencyKey },
    ]);
  });

  it('refunds a settled sale in parts, up to what it took', async () => {
    const settled = await sale({ settled: true });
    await provider().refund(refundInput(settled.id, 500));
    await provider().refund(refundInput(settled.id, 750));

    expect(refundsOf(settled.id).map((t) => t.amount)).toEqual(['5.00', '7.50']);
    await expect(provider().refund(refundInput(settled.id, 1))).rejects.toThrow(
      'Transaction has already been completely refunded.',
    );
  });

  it('does not refund twice when the call for a sale is repeated', async () => {
    const settled = await sale({ settled: true });
    const input = refundInput(settled.id);
    const first = await provider().refund(input);
    const second = await provider().refund(input);

    expect(second).toEqual(first);
    expect(refundsOf(settled.id)).toHaveLength(1);
    expect(standIn.braintree.requestsTo('POST', `/transactions/${settled.id}/refund`)).toHaveLength(
      2,
    );
  });

  it('passes on Braintree refusing to refund more than the sale took', async () => {
    const settled = await sale({ settled: true });
    await expect(provider().refund(refundInput(settled.id, 1251))).rejects.toThrow(
      'Refund amount is too large.',
    );
    expect(refundsOf(settled.id)).toHaveLength(0);
  });

  it('refuses a sale that took no money (declined), without calling void or refund', async () => {
    const input = saleInput({ paymentMethodNonce: DECLINED });
    const declined = await provider().sale(input);

    await expect(provider().refund(refundInput(declined.providerRef!))).rejects.toThrow(
      /is processor_declined/,
    );
    expect(refundsOf(declined.providerRef!)).toHaveLength(0);
  });

  it('passes on Braintree not finding the transaction to refund', async () => {
    await expect(provider().refund(refundInput('nope'))).rejects.toMatchObject({
      name: 'notFoundError',
    });
  });

  it('refuses an amount that is not a positive whole number of cents, before calling Braintree', async () => {
    const settled = await sale({ settled: true });
    const before = standIn.braintree.requests.length;
    for (const amountCents of [0, -100, 12.5]) {
      await expect(provider().refund(refundInput(settled.id, amountCents))).rejects.toBeInstanceOf(
        RangeError,
      );
    }
    expect(standIn.braintree.requests).toHaveLength(before);
  });
});

describe('BraintreeProvider webhooks', () => {
  it.each<[string, ProviderPaymentStatus]>([
    ['transaction_settled', 'succeeded'],
    ['transaction_settlement_declined', 'failed'],
    ['transaction_disbursed', 'succeeded'],
  ])('reads a signed %s notification as %s', async (kind, status) => {
    const body = await signedBraintreeWebhook(standIn.braintreeKeys, kind, 'tx42');

    const event = await provider().parseWebhook(body);
    expect(event).toMatchObject({ id: `${kind}:tx42`, type: kind, providerRef: 'tx42', status });
    expect(JSON.parse(JSON.stringify(event.payload))).toMatchObject({
      kind,
      transaction: { id: 'tx42' },
    });
  });

  it('refuses a notification signed with another private key', async () => {
    const body = await signedBraintreeWebhook(
      { ...standIn.braintreeKeys, privateKey: 'someone-else' },
      'transaction_settled',
      'tx42',
    );
    await expect(provider().parseWebhook(body)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a notification whose payload was changed after signing', async () => {
    const body = await signedBraintreeWebhook(standIn.braintreeKeys, 'transaction_settled', 'tx42');
    const forged = await signedBraintreeWebhook(
      standIn.braintreeKeys,
      'transaction_settled',
      'tx43',
    );
    await expect(
      provider().parseWebhook({ bt_signature: body.bt_signature!, bt_payload: forged.bt_payload! }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a post without the signature fields', async () => {
    await expect(provider().parseWebhook({})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each(['check', 'dispute_opened'])(
    'acknowledges a genuine %s notification as unsupported',
    async (kind) => {
      const body = await signedBraintreeWebhook(standIn.braintreeKeys, kind, 'x1');
      await expect(provider().parseWebhook(body)).rejects.toBeInstanceOf(
        UnsupportedWebhookEventError,
      );
    },
  );
});
