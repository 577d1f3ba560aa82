import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentStandIn } from '../../test/doubles/payment-providers/stand-in.ts';
import { startPaymentStandIn } from '../../test/doubles/payment-providers/stand-in.ts';
import { PayoutRailError, stripeConnectRail, type ConnectRail } from './stripe-connect.ts';

let standIn: PaymentStandIn;
beforeAll(async () => {
  standIn = await startPaymentStandIn();
});
afterAll(() => standIn.close());

function rail(
  options: { secretKey?: string; port?: number; timeoutMs?: number } = {},
): ConnectRail {
  return stripeConnectRail({
    secretKey: options.secretKey ?? standIn.stripe.secretKey,
    ...standIn.stripeConnection,
    ...(options.port === undefined ? {} : { port: options.port }),
    timeoutMs: options.timeoutMs,
  });
}

/** A bookshop's connected account, onboarded (ready) unless told otherwise. */
async function account(ready = true): Promise<string> {
  const id = await rail().createAccount({
    bookshopId: Math.floor(Math.random() * 1e9),
    email: `${randomUUID()}@example.com`,
    country: 'IT',
  });
  if (ready) standIn.stripe.connect.completeOnboarding(id);
  return id;
}

function transferInput(
  destination: string,
  overrides: Partial<Parameters<ConnectRail['transfer']>[0]> = {},
) {
  const payout = randomUUID();
  return {
    amountCents: 4250,
    destination,
    transferGroup: 'SC-000123',
    idempotencyKey: `payout-${payout}`,
    description: 'Scaffale: payout 7',
    metadata: { payoutId: '7', bookshopId: '3' },
    ...overrides,
  };
}

/** The rejection a promise ends with, for its fields to be read. */
async function refusal(promise: Promise<unknown>): Promise<PayoutRailError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PayoutRailError);
  return error as PayoutRailError;
}

beforeEach(() => {
  standIn.stripe.connect.setPlatformBalance(1_000_000);
});

describe('the Stripe Connect rail, through the stripe SDK against the stand-in', () => {
  it('creates an Express account in Italy with the bookshop’s email and id, asking for transfers', async () => {
    const email = `${randomUUID()}@example.com`;
    const id = await rail().createAccount({ bookshopId: 42, email, country: 'IT' });

    expect(id).toMatch(/^acct_/);
    expect(standIn.stripe.connect.accounts.get(id)).toMatchObject({
      type: 'express',
      country: 'IT',
      email,
      metadata: { bookshopId: '42' },
      capabilities: { transfers: 'inactive' },
    });
    const [request] = standIn.stripe
      .requestsTo('POST', '/v1/accounts')
      .filter((r) => r.body.email === email);
    expect(request!.body.capabilities).toEqual({ transfers: { requested: 'true' } });
    // A retried creation for the same bookshop is the same account.
    expect(request!.idempotencyKey).toBe('connect-account-bookshop-42');
  });

  it('links an account to its onboarding, with the return and refresh addresses', async () => {
    const id = await account(false);
    const url = await rail().onboardingLink({
      accountId: id,
      returnUrl: 'https://scaffale.test/bookshop/payouts?onboarding=done',
      refreshUrl: 'https://scaffale.test/bookshop/payouts?onboarding=again',
    });

    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const [request] = standIn.stripe
      .requestsTo('POST', '/v1/account_links')
      .filter((r) => r.body.account === id);
    expect(request!.body).toEqual({
      account: id,
      type: 'account_onboarding',
      return_url: 'https://scaffale.test/bookshop/payouts?onboarding=done',
      refresh_url: 'https://scaffale.test/bookshop/payouts?onboarding=again',
    });
  });

  it('says an account is ready only once its onboarding is complete', async () => {
    const id = await account(false);
    expect(await rail().isReady(id)).toBe(false);

    standIn.stripe.connect.completeOnboarding(id);
    expect(await rail().isReady(id)).toBe(true);
  });

  it('refuses to say anything of an unknown account: a typed error, not a crash', async () => {
    const error = await refusal(rail().isReady('acct_unknown0000'));
    expect(error.code).toBe('ACCOUNT_UNKNOWN');
    expect(error.message).toContain('acct_unknown0000');
  });

  it('transfers to an account from the platform’s balance, with the group, description and metadata', async () => {
    const destination = await account();
    standIn.stripe.connect.setPlatformBalance(10_000);

    const { id } = await rail().transfer(transferInput(destination));

    expect(id).toMatch(/^tr_/);
    expect(standIn.stripe.connect.listTransfers(destination)).toEqual([
      expect.objectContaining({
        id,
        amount: 4250,
        currency: 'eur',
        destination,
        transfer_group: 'SC-000123',
        description: 'Scaffale: payout 7',
        metadata: { payoutId: '7', bookshopId: '3' },
      }),
    ]);
    expect(await rail().availableBalanceCents()).toBe(10_000 - 4250);
  });

  it('transfers once under one key, even when the calls overlap', async () => {
    const destination = await account();
    const input = transferInput(destination);
    // The first answer is slow: the second call is sent while Stripe is still answering.
    standIn.stripe.delayNextResponses(200);

    const results = await Promise.all([
      rail().transfer(input),
      rail().transfer(input),
      rail().transfer(input),
    ]);

    const transfers = standIn.stripe.connect.listTransfers(destination);
    expect(transfers).toHaveLength(1);
    expect(results.map((r) => r.id)).toEqual([
      transfers[0]!.id,
      transfers[0]!.id,
      transfers[0]!.id,
    ]);
    const sent = standIn.stripe
      .requestsTo('POST', '/v1/transfers')
      .filter((r) => r.idempotencyKey === input.idempotencyKey);
    expect(sent).toHaveLength(3);
  });

  it('gives the same transfer for the same key later too, after the balance moved', async () => {
    const destination = await account();
    const input = transferInput(destination);
    const first = await rail().transfer(input);
    standIn.stripe.connect.setPlatformBalance(0);

    expect(await rail().transfer(input)).toEqual(first);
    expect(standIn.stripe.connect.listTransfers(destination)).toHaveLength(1);
  });

  it('answers a balance too low with INSUFFICIENT_FUNDS, and Stripe keeps that answer under the key', async () => {
    const destination = await account();
    standIn.stripe.connect.setPlatformBalance(4249);
    const input = transferInput(destination);

    const error = await refusal(rail().transfer(input));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.providerCode).toBe('balance_insufficient');
    expect(error.sameKeyMayRetry).toBe(false);
    expect(error.message).toContain('insufficient available funds');
    expect(standIn.stripe.connect.listTransfers(destination)).toHaveLength(0);

    // Topped up: the same key still replays the refusal (Stripe saved it); a new key pays.
    standIn.stripe.connect.setPlatformBalance(10_000);
    expect((await refusal(rail().transfer(input))).code).toBe('INSUFFICIENT_FUNDS');
    await rail().transfer({ ...input, idempotencyKey: `${input.idempotencyKey}:2` });
    expect(standIn.stripe.connect.listTransfers(destination)).toHaveLength(1);
  });

  it('refuses an account not onboarded yet (ACCOUNT_NOT_READY) and an unknown one (ACCOUNT_UNKNOWN)', async () => {
    const notReady = await account(false);
    const error = await refusal(rail().transfer(transferInput(notReady)));
    expect(error.code).toBe('ACCOUNT_NOT_READY');
    expect(error.providerCode).toBe('insufficient_capabilities_for_transfer');

    const unknown = await refusal(rail().transfer(transferInput('acct_nobody000000')));
    expect(unknown.code).toBe('ACCOUNT_UNKNOWN');
    expect(unknown.providerCode).toBe('account_invalid');
    expect(unknown.message).toContain('acct_nobody000000');
    expect(standIn.stripe.connect.platformBalanceCents).toBe(1_000_000);
  });

  it('passes any other refusal on as PROVIDER_ERROR, with Stripe’s own message', async () => {
    const destination = await account();
    standIn.stripe.connect.failNextTransfer({
      code: 'transfers_not_allowed',
      message: 'Transfers to this account are not allowed at the moment.',
    });

    const error = await refusal(rail().transfer(transferInput(destination)));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.providerCode).toBe('transfers_not_allowed');
    expect(error.message).toBe('Transfers to this account are not allowed at the moment.');
    expect(standIn.stripe.connect.listTransfers(destination)).toHaveLength(0);
  });

  it('reports a Stripe out of reach as NETWORK_ERROR, after the SDK’s own retries', async () => {
    const closed = await startPaymentStandIn();
    const port = closed.port;
    await closed.close();

    const error = await refusal(rail({ port }).availableBalanceCents());
    expect(error.code).toBe('NETWORK_ERROR');
    // The transfer may have been made: only the same key may try again.
    expect(error.sameKeyMayRetry).toBe(true);
  });

  it('reports a wrong secret key as PROVIDER_ERROR', async () => {
    const error = await refusal(rail({ secretKey: 'sk_test_wrong' }).availableBalanceCents());
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.message).toContain('Invalid API Key');
  });

  it('reverses part of a transfer, once per key, and the money is back in the balance', async () => {
    const destination = await account();
    standIn.stripe.connect.setPlatformBalance(5000);
    const { id: transferId } = await rail().transfer(transferInput(destination));
    const key = `clawback-${randomUUID()}`;

    const first = await rail().reverseTransfer({
      transferId,
      amountCents: 1000,
      idempotencyKey: key,
    });
    const again = await rail().reverseTransfer({
      transferId,
      amountCents: 1000,
      idempotencyKey: key,
    });

    expect(first.id).toMatch(/^trr_/);
    expect(again).toEqual(first);
    const transfer = standIn.stripe.connect.transfers.get(transferId)!;
    expect(transfer).toMatchObject({ amount_reversed: 1000, reversed: false });
    expect(transfer.reversals.data).toHaveLength(1);
    expect(await rail().availableBalanceCents()).toBe(5000 - 4250 + 1000);
  });

  it('refuses to reverse more than is left of a transfer', async () => {
    const destination = await account();
    const { id: transferId } = await rail().transfer(transferInput(destination));

    const error = await refusal(
      rail().reverseTransfer({ transferId, amountCents: 4251, idempotencyKey: randomUUID() }),
    );
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.providerCode).toBe('amount_too_large');
  });

  it('reads the platform’s available balance in EUR cents', async () => {
    standIn.stripe.connect.setPlatformBalance(123_456_789);
    expect(await rail().availableBalanceCents()).toBe(123_456_789);
  });

  it('refuses an amount that is not a positive whole number of cents before asking Stripe', async () => {
    const destination = await account();
    for (const amountCents of [0, -5, 12.5]) {
      await expect(rail().transfer(transferInput(destination, { amountCents }))).rejects.toThrow(
        RangeError,
      );
    }
    expect(standIn.stripe.connect.listTransfers(destination)).toHaveLength(0);
  });
});
