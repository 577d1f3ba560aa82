// The Connect part of the Stripe stand-in: connected accounts and their onboarding links,
// transfers from the platform's balance and their reversals, the balance itself. Shaped as
// Stripe's v1 objects; the routes, authentication and idempotency are StripeStandIn's. The
// test handles set the platform's balance, finish an account's onboarding, make the next
// transfer fail, and list the transfers made.

import type { FormObject } from './form-encoding.ts';
import {
  amountField,
  missingParam,
  newId,
  noSuch,
  nowSeconds,
  objectField,
  ok,
  paramError,
  type Reply,
  stringField,
  stringMap,
  stripeError,
} from './stripe-wire.ts';

export type StandInCapabilityStatus = 'active' | 'inactive' | 'pending';

export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'express' | 'standard' | 'custom';
  country: string;
  email: string | null;
  metadata: Record<string, string>;
  capabilities: Partial<Record<'transfers' | 'card_payments', StandInCapabilityStatus>>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  default_currency: string;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    disabled_reason: string | null;
  };
  created: number;
}

export interface StandInAccountLink {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
}

export interface StandInTransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  balance_transaction: string;
  created: number;
  currency: string;
  destination_payment_refund: string;
  metadata: Record<string, string>;
  source_refund: null;
  transfer: string;
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: {
    object: 'list';
    data: StandInTransferReversal[];
    has_more: false;
    total_count: number;
    url: string;
  };
  reversed: boolean;
  source_transaction: null;
  source_type: 'card';
  transfer_group: string | null;
}

/** A refusal the next transfer meets, as Stripe would answer it. */
export interface StandInTransferFailure {
  statusCode?: number;
  code?: string;
  message?: string;
}

const ACCOUNT_TYPES = new Set(['express', 'standard', 'custom']);
const ONBOARDING_DUE = ['business_type', 'external_account', 'tos_acceptance.date'];
/** The only currency the stand-in's platform holds. */
const BALANCE_CURRENCY = 'eur';

export class StripeConnectStandIn {
  readonly accounts = new Map<string, StandInAccount>();
  readonly transfers = new Map<string, StandInTransfer>();
  private balanceCents = 0;
  private nextTransferFailure: StandInTransferFailure | null = null;

  /** The platform's available EUR balance, as charges settled into it would leave it. */
  setPlatformBalance(cents: number): void {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`bad balance ${cents}`);
    this.balanceCents = cents;
  }

  get platformBalanceCents(): number {
    return this.balanceCents;
  }

  /** The bookshop went through the onboarding link: it can take transfers and pay out. */
  completeOnboarding(accountId: string): StandInAccount {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId} in the stand-in`);
    account.details_submitted = true;
    account.payouts_enabled = true;
    for (const capability of Object.keys(
      account.capabilities,
    ) as (keyof StandInAccount['capabilities'])[]) {
      account.capabilities[capability] = 'active';
    }
    account.requirements = {
      currently_due: [],
      eventually_due: [],
      past_due: [],
      disabled_reason: null,
    };
    return account;
  }

  /** The next transfer is refused, after Stripe began it (so its key keeps the refusal). */
  failNextTransfer(failure: StandInTransferFailure = {}): void {
    this.nextTransferFailure = failure;
  }

  /** Every transfer made, oldest first, optionally to one account. */
  listTransfers(destination?: string): StandInTransfer[] {
    const all = [...this.transfers.values()];
    return destination === undefined ? all : all.filter((t) => t.destination === destination);
  }

  createAccount(body: FormObject): Reply {
    const type = stringField(body, 'type');
    if (type === null || !ACCOUNT_TYPES.has(type)) {
      return paramError(
        'parameter_invalid_string',
        'type',
        'Invalid type: must be one of custom, express, or standard',
      );
    }
    const country = (stringField(body, 'country') ?? 'US').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      return paramError('country_unsupported', 'country', `Country '${country}' is unknown.`);
    }
    const requested = requestedCapabilities(body);
    if (type === 'express' && requested.length === 0) {
      return paramError(
        'parameter_missing',
        'capabilities',
        'Express accounts must request at least one capability (e.g. transfers).',
      );
    }
    const account: StandInAccount = {
      id: newId('acct', 8),
      object: 'account',
      type: type as StandInAccount['type'],
      country,
      email: stringField(body, 'email'),
      metadata: stringMap(body.metadata),
      capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      default_currency: BALANCE_CURRENCY,
      requirements: {
        currently_due: [...ONBOARDING_DUE],
        eventually_due: [...ONBOARDING_DUE],
        past_due: [...ONBOARDING_DUE],
        disabled_reason: 'requirements.past_due',
      },
      created: nowSeconds(),
    };
    this.accounts.set(account.id, account);
    return ok(account);
  }

  /** As Stripe: an account that is not the platform's (or none) is out of the key's reach. */
  retrieveAccount(id: string): Reply {
    const account = this.accounts.get(id);
    return account ? ok(account) : noAccess(id);
  }

  createAccountLink(body: FormObject): Reply {
    const accountId = stringField(body, 'account');
    if (accountId === null) return missingParam('account');
    const type = stringField(body, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') {
      return paramError(
        'parameter_invalid_string',
        'type',
        'Invalid type: must be one of account_onboarding or account_update',
      );
    }
    for (const url of ['refresh_url', 'return_url']) {
      if (stringField(body, url) === null) return missingParam(url);
    }
    if (!this.accounts.has(accountId)) return noAccess(accountId, 'account');
    const created = nowSeconds();
    const link: StandInAccountLink = {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${accountId}/${newId('link', 8).slice(5)}`,
    };
    return ok(link);
  }

  /**
   * As Stripe: the destination must be one of the platform's accounts and able to take
   * transfers; the amount comes out of the available balance, or the transfer is refused.
   */
  createTransfer(body: FormObject): Reply {
    const amount = amountField(body);
    if (amount === null) {
      return paramError('parameter_invalid_integer', 'amount', 'Invalid integer: amount');
    }
    const currency = stringField(body, 'currency');
    if (currency === null) return missingParam('currency');
    const destination = stringField(body, 'destination');
    if (destination === null) return missingParam('destination');
    const account = this.accounts.get(destination);
    if (!account) {
      return paramError('account_invalid', 'destination', `No such destination: '${destination}'`);
    }
    if (account.capabilities.transfers !== 'active') {
      return paramError(
        'insufficient_capabilities_for_transfer',
        'destination',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      );
    }
    const failure = this.nextTransferFailure;
    if (failure) {
      this.nextTransferFailure = null;
      return {
        ...stripeError(
          failure.statusCode ?? 400,
          'invalid_request_error',
          failure.message ?? 'The requested transfer cannot be created.',
          failure.code ?? 'transfers_not_allowed',
        ),
        executed: true,
      };
    }
    if (currency.toLowerCase() !== BALANCE_CURRENCY || amount > this.balanceCents) {
      return {
        ...stripeError(
          400,
          'invalid_request_error',
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
          'balance_insufficient',
        ),
        executed: true,
      };
    }
    this.balanceCents -= amount;
    const id = newId('tr');
    const transfer: StandInTransfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: nowSeconds(),
      currency: BALANCE_CURRENCY,
      description: stringField(body, 'description'),
      destination,
      destination_payment: newId('py'),
      livemode: false,
      metadata: stringMap(body.metadata),
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: stringField(body, 'transfer_group'),
    };
    this.transfers.set(id, transfer);
    return ok(transfer);
  }

  retrieveTransfer(id: string): Reply {
    const transfer = this.transfers.get(id);
    return transfer ? ok(transfer) : noSuch('transfer', id);
  }

  /** As Stripe: at most what is left of the transfer; without an amount, all of it. */
  createReversal(transferId: string, body: FormObject): Reply {
    const transfer = this.transfers.get(transferId);
    if (!transfer) return noSuch('transfer', transferId);
    const left = transfer.amount - transfer.amount_reversed;
    if (left === 0) {
      return stripeError(
        400,
        'invalid_request_error',
        `Transfer ${transfer.id} has already been fully reversed.`,
      );
    }
    const amount = stringField(body, 'amount') === null ? left : amountField(body);
    if (amount === null) {
      return paramError('parameter_invalid_integer', 'amount', 'Invalid integer: amount');
    }
    if (amount > left) {
      return paramError(
        'amount_too_large',
        'amount',
        `Amount (${amount}) is greater than the remaining amount of the transfer (${left}).`,
      );
    }
    const reversal: StandInTransferReversal = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: newId('txn'),
      created: nowSeconds(),
      currency: transfer.currency,
      destination_payment_refund: newId('pyr'),
      metadata: stringMap(body.metadata),
      source_refund: null,
      transfer: transfer.id,
    };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.push(reversal);
    transfer.reversals.total_count += 1;
    this.balanceCents += amount;
    return ok(reversal);
  }

  retrieveBalance(): Reply {
    return ok({
      object: 'balance',
      available: [
        {
          amount: this.balanceCents,
          currency: BALANCE_CURRENCY,
          source_types: { card: this.balanceCents },
        },
      ],
      livemode: false,
      pending: [{ amount: 0, currency: BALANCE_CURRENCY, source_types: { card: 0 } }],
    });
  }
}

/** capabilities[transfers][requested]=true and the like. */
function requestedCapabilities(body: FormObject): ('transfers' | 'card_payments')[] {
  const asked = objectField(body.capabilities);
  return (['transfers', 'card_payments'] as const).filter(
    (name) => stringField(objectField(asked[name]), 'requested') === 'true',
  );
}

function noAccess(id: string, param?: string): Reply {
  return stripeError(
    403,
    'invalid_request_error',
    `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
    'account_invalid',
    param,
  );
}
