// The Stripe Connect rail: the platform's calls that pay a bookshop through its connected
// (Express) account. Separate charges and transfers (ADR 022): the buyer's payment lands
// in the platform's balance, and the payout run transfers each bookshop its share later.
// Through the official SDK, with the payments' client options (retries, timeout).

import Stripe from 'stripe';
import { stripeClient, type StripeClientOptions } from '../payments/stripe/stripe-provider.ts';

export type PayoutRailErrorCode =
  /** The platform's available balance cannot cover the transfer (top it up, run again). */
  | 'INSUFFICIENT_FUNDS'
  /** The account exists but cannot take transfers yet (onboarding not finished). */
  | 'ACCOUNT_NOT_READY'
  /** No such connected account, or not the platform's: the stored id is wrong. */
  | 'ACCOUNT_UNKNOWN'
  /** Stripe could not be reached or did not answer: the outcome is unknown. */
  | 'NETWORK_ERROR'
  /** Any other refusal; the message is Stripe's. */
  | 'PROVIDER_ERROR';

/**
 * A rail's refusal, with a stable code for the payout run and the provider's own message
 * for the person who reads the failed payout.
 */
export class PayoutRailError extends Error {
  override name = 'PayoutRailError';

  constructor(
    readonly code: PayoutRailErrorCode,
    message: string,
    /** The provider's own code (balance_insufficient, account_invalid…), when it gave one. */
    readonly providerCode: string | null = null,
  ) {
    super(message);
  }

  /**
   * Whether the same call, with the same key, may still succeed. After a refusal Stripe
   * replays it to that key: a new attempt needs a new key (the run's attempt counter).
   */
  get sameKeyMayRetry(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

export interface ConnectRail {
  /** A connected account (type 'express', country IT, the bookshop's email, metadata.bookshopId). */
  createAccount(input: { bookshopId: number; email: string; country: string }): Promise<string>;
  /** An account link for onboarding (type 'account_onboarding'). */
  onboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
  /** Whether it can receive transfers (payouts_enabled / capabilities.transfers active). */
  isReady(accountId: string): Promise<boolean>;
  /** A transfer to the account; the key makes a retry the same transfer. */
  transfer(input: {
    amountCents: number;
    destination: string;
    transferGroup: string;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Takes back (part of) a transfer: a clawback. */
  reverseTransfer(input: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The platform's available balance in EUR cents. */
  availableBalanceCents(): Promise<number>;
}

export type StripeConnectOptions = StripeClientOptions;

export function stripeConnectRail(options: StripeConnectOptions): ConnectRail {
  const stripe = stripeClient(options);
  return {
    createAccount: (input) =>
      railCall(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            email: input.email,
            // Paid by transfers from the platform only: the platform takes the payments.
            capabilities: { transfers: { requested: true } },
            metadata: { bookshopId: String(input.bookshopId) },
          },
          // A creation retried for the same bookshop (the first answer lost) is the same
          // account within Stripe's 24 hours of keys, not a second one.
          { idempotencyKey: `connect-account-bookshop-${input.bookshopId}` },
        );
        return account.id;
      }),

    onboardingLink: (input) =>
      railCall(async () => {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        });
        return link.url;
      }),

    // Both: an account that takes transfers but cannot pay out to its bank would hold the
    // bookshop's money where it cannot reach it; the ledger keeps it until it can.
    isReady: (accountId) =>
      railCall(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return account.payouts_enabled && account.capabilities?.transfers === 'active';
      }),

    transfer: async (input) => {
      assertPositiveCents(input.amountCents);
      return railCall(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            destination: input.destination,
            transfer_group: input.transferGroup,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id };
      });
    },

    reverseTransfer: async (input) => {
      assertPositiveCents(input.amountCents);
      return railCall(async () => {
        const reversal = await stripe.transfers.createReversal(
          input.transferId,
          { amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: reversal.id };
      });
    },

    availableBalanceCents: () =>
      railCall(async () => {
        const balance = await stripe.balance.retrieve();
        return balance.available
          .filter((funds) => funds.currency === 'eur')
          .reduce((sum, funds) => sum + funds.amount, 0);
      }),
  };
}

/** Runs a Stripe call; whatever Stripe answers with becomes a PayoutRailError. */
async function railCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw railError(error);
  }
}

/** Stripe's error codes the run acts on; every other one is a PROVIDER_ERROR. */
const CODES: Record<string, PayoutRailErrorCode> = {
  balance_insufficient: 'INSUFFICIENT_FUNDS',
  insufficient_capabilities_for_transfer: 'ACCOUNT_NOT_READY',
  account_invalid: 'ACCOUNT_UNKNOWN',
};

function railError(error: unknown): unknown {
  // The SDK's own: a connection refused or reset, or a timeout after its retries.
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PayoutRailError('NETWORK_ERROR', error.message);
  }
  if (error instanceof Stripe.errors.StripeError) {
    const providerCode = error.code ?? null;
    const code = (providerCode && CODES[providerCode]) || unknownAccount(error) || 'PROVIDER_ERROR';
    return new PayoutRailError(code, error.message, providerCode);
  }
  // Not Stripe's answer but our bug: let it surface as it is.
  return error;
}

/** No such account, named by the parameter that carried it. */
function unknownAccount(error: Stripe.errors.StripeError): PayoutRailErrorCode | null {
  const aboutAccount = error.param === 'destination' || error.param === 'account';
  return error.code === 'resource_missing' && aboutAccount ? 'ACCOUNT_UNKNOWN' : null;
}

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a transfer needs a positive whole number of cents, got ${amountCents}`);
  }
}
