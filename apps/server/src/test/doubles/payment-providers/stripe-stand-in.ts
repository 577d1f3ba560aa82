// A stand-in for the part of Stripe's v1 API the StripeProvider and the payouts' Connect
// rail use: customers, PaymentIntents and refunds; connected accounts, transfers and the
// balance (stripe-connect-stand-in.ts), with Stripe's idempotency rules, its error shape and
// a switch to answer slowly (the SDK times out and retries). Everything it receives is
// recorded for tests.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormObject } from './form-encoding.ts';
import { parseBracketForm } from './form-encoding.ts';
import { StripeConnectStandIn } from './stripe-connect-stand-in.ts';
import { signedStripeWebhook, type SignedStripeWebhook } from './webhooks.ts';
import {
  newId,
  nowSeconds,
  noSuch,
  objectField,
  paramError,
  type Reply,
  stringField,
  stringMap,
  stripeError,
} from './stripe-wire.ts';

export type StandInIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: StandInIntentStatus;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  payment_method_options: FormObject;
  /** What the customer must do next: for a bank transfer, its instructions. */
  next_action: StandInNextAction | null;
  /** Separate charges and transfers: the group the platform's transfers for it share. */
  transfer_group: string | null;
  created: number;
  livemode: false;
}

/** Stripe's next_action of a confirmed EU bank transfer (customer_balance). */
export interface StandInNextAction {
  type: 'display_bank_transfer_instructions';
  display_bank_transfer_instructions: {
    amount_remaining: number;
    currency: string;
    financial_addresses: {
      type: 'iban';
      iban: {
        account_holder_name: string;
        bic: string;
        country: string;
        iban: string;
      };
      supported_networks: string[];
    }[];
    hosted_instructions_url: string;
    reference: string;
    type: 'eu_bank_transfer';
  };
}

/** The account and the holder Stripe's test mode gives an Italian customer's bank transfers. */
export const STAND_IN_TRANSFER_ACCOUNT = {
  iban: 'IT83X0306909606100000063456',
  bic: 'STRPITM1XXX',
  holder: 'Stripe Technology Europe Ltd',
} as const;

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export type StandInRefundStatus =
  'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: StandInRefundStatus;
  /** Given when the refund was created: where Stripe asks for the bank account. */
  instructions_email?: string;
  metadata: Record<string, string>;
  created: number;
}

/**
 * A bank transfer's refund Stripe cannot send without the buyer's bank account: whom it
 * emailed to ask for it (the refund's instructions_email, else the customer's email).
 */
export interface StandInBankAccountRequest {
  refund: string;
  email: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: FormObject;
}

interface SavedResult {
  /** What the first request asked; the same key with other parameters is refused. */
  fingerprint: string;
  reply: Reply;
}

export class StripeStandIn {
  readonly requests: RecordedStripeRequest[] = [];
  readonly paymentIntents = new Map<string, StandInPaymentIntent>();
  readonly customers = new Map<string, StandInCustomer>();
  readonly refunds = new Map<string, StandInRefund>();
  /** The emails Stripe sent asking a bank transfer's buyer where its refund goes. */
  readonly bankAccountRequests: StandInBankAccountRequest[] = [];
  /**
   * Customers' cash balances (cents): money Stripe holds for a customer, which only pays
   * that customer's later payments. A refund the buyer never gave an account for ends here.
   */
  readonly cashBalances = new Map<string, number>();
  /** Connected accounts, transfers and the platform's balance, with their test handles. */
  readonly connect = new StripeConnectStandIn();
  private readonly saved = new Map<string, SavedResult>();
  private readonly pendingDelays: number[] = [];
  private nextRefundStatus: StandInRefundStatus | null = null;

  constructor(readonly secretKey: string) {}

  /**
   * The next `count` requests are handled at once but answered after `ms`: as when
   * Stripe did the work and the answer was slow or lost.
   */
  delayNextResponses(ms: number, count = 1): void {
    for (let i = 0; i < count; i += 1) this.pendingDelays.push(ms);
  }

  /** The next refund is created in this status instead of succeeding at once. */
  answerNextRefundWith(status: StandInRefundStatus): void {
    this.nextRefundStatus = status;
  }

  /** Finishes a refund as Stripe would (then it sends refund.updated). */
  setRefundStatus(id: string, status: StandInRefundStatus): StandInRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no refund ${id} in the stand-in`);
    refund.status = status;
    return refund;
  }

  /**
   * The buyer gave their bank account and Stripe sent the money: the refund succeeds, and
   * Stripe's refund.updated (signed with `webhookSecret`) says so, to deliver.
   */
  finishRefund(id: string, webhookSecret: string): SignedStripeWebhook {
    const refund = this.setRefundStatus(id, 'succeeded');
    return signedStripeWebhook({ secret: webhookSecret, type: 'refund.updated', object: refund });
  }

  /**
   * A bank transfer's buyer never gave an account (Stripe waits 45 days; its test helper
   * POST /v1/test_helpers/refunds/:id/expire): the refund is canceled and the money goes
   * to the customer's cash balance, out of the buyer's reach.
   */
  expireRefund(id: string): Reply {
    const refund = this.refunds.get(id);
    if (!refund) return noSuch('refund', id);
    if (refund.status !== 'requires_action') {
      return stripeError(
        400,
        'invalid_request_error',
        `Only a refund with a status of requires_action can be expired; this one is ${refund.status}.`,
      );
    }
    refund.status = 'canceled';
    const customer = this.paymentIntents.get(refund.payment_intent)?.customer;
    if (customer)
      this.cashBalances.set(customer, (this.cashBalances.get(customer) ?? 0) + refund.amount);
    return { statusCode: 200, body: refund };
  }

  /**
   * Moves an intent as the browser confirmation or the bank would: a bank transfer confirmed
   * (requires_action) carries its instructions until the money comes, as at Stripe.
   */
  setStatus(id: string, status: StandInIntentStatus): void {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id} in the stand-in`);
    intent.status = status;
    const transfer =
      status === 'requires_action' && intent.payment_method_types.includes('customer_balance');
    intent.next_action = transfer ? bankTransferAction(intent) : null;
  }

  requestsTo(method: string, path: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  register(app: FastifyInstance): void {
    app.post('/v1/customers', (request, reply) =>
      this.handle(request, reply, (body) => this.createCustomer(body)),
    );
    app.post('/v1/payment_intents', (request, reply) =>
      this.handle(request, reply, (body) => this.createPaymentIntent(body)),
    );
    app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', (request, reply) =>
      this.handle(request, reply, () => this.retrievePaymentIntent(request.params.id)),
    );
    app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', (request, reply) =>
      this.handle(request, reply, () => this.cancelPaymentIntent(request.params.id)),
    );
    app.post('/v1/refunds', (request, reply) =>
      this.handle(request, reply, (body) => this.createRefund(body)),
    );
    app.get<{ Params: { id: string } }>('/v1/refunds/:id', (request, reply) =>
      this.handle(request, reply, () => this.retrieveRefund(request.params.id)),
    );
    app.post<{ Params: { id: string } }>('/v1/test_helpers/refunds/:id/expire', (request, reply) =>
      this.handle(request, reply, () => this.expireRefund(request.params.id)),
    );
    this.registerConnect(app);
  }

  private registerConnect(app: FastifyInstance): void {
    const connect = this.connect;
    type ById = { Params: { id: string } };
    app.post('/v1/accounts', (request, reply) =>
      this.handle(request, reply, (body) => connect.createAccount(body)),
    );
    app.get<ById>('/v1/accounts/:id', (request, reply) =>
      this.handle(request, reply, () => connect.retrieveAccount(request.params.id)),
    );
    app.post('/v1/account_links', (request, reply) =>
      this.handle(request, reply, (body) => connect.createAccountLink(body)),
    );
    app.post('/v1/transfers', (request, reply) =>
      this.handle(request, reply, (body) => connect.createTransfer(body)),
    );
    app.get<ById>('/v1/transfers/:id', (request, reply) =>
      this.handle(request, reply, () => connect.retrieveTransfer(request.params.id)),
    );
    app.post<ById>('/v1/transfers/:id/reversals', (request, reply) =>
      this.handle(request, reply, (body) => connect.createReversal(request.params.id, body)),
    );
    app.get('/v1/balance', (request, reply) =>
      this.handle(request, reply, () => connect.retrieveBalance()),
    );
  }

  /** Record, authenticate, apply idempotency, then answer (maybe late). */
  private async handle(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: (body: FormObject) => Reply,
  ): Promise<FastifyReply> {
    const body = formBody(request.body);
    const idempotencyKey = header(request, 'idempotency-key');
    const path = request.url.split('?')[0] ?? request.url;
    this.requests.push({ method: request.method, path, idempotencyKey, body });
    const delay = this.pendingDelays.shift();
    const result = this.authorised(request)
      ? this.idempotent(request.method, path, idempotencyKey, body, operation)
      : {
          reply: stripeError(401, 'invalid_request_error', 'Invalid API Key provided'),
          replayed: false,
        };
    if (delay !== undefined) await sleep(delay);
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(result.reply.statusCode).send(result.reply.body);
  }

  private authorised(request: FastifyRequest): boolean {
    return request.headers.authorization === `Bearer ${this.secretKey}`;
  }

  /**
   * Stripe keeps a POST's result under its key and replays it: a success, or a refusal
   * met once the work began (Reply.executed); not a request refused by validation.
   */
  private idempotent(
    method: string,
    path: string,
    key: string | undefined,
    body: FormObject,
    operation: (body: FormObject) => Reply,
  ): { reply: Reply; replayed: boolean } {
    if (method !== 'POST' || key === undefined) return { reply: operation(body), replayed: false };
    const fingerprint = `${method} ${path} ${JSON.stringify(body)}`;
    const saved = this.saved.get(key);
    if (saved && saved.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return { reply: stripeError(400, 'idempotency_error', message), replayed: false };
    }
    if (saved) return { reply: saved.reply, replayed: true };
    const reply = operation(body);
    // A snapshot: Stripe replays the first answer, not the object as it is now.
    if (reply.statusCode < 400 || reply.executed) {
      this.saved.set(key, { fingerprint, reply: structuredClone(reply) });
    }
    return { reply, replayed: false };
  }

  private createCustomer(body: FormObject): Reply {
    const customer: StandInCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: stringField(body, 'email'),
      metadata: stringMap(body.metadata),
      created: nowSeconds(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { statusCode: 200, body: customer };
  }

  private createPaymentIntent(body: FormObject): Reply {
    const amount = Number(stringField(body, 'amount'));
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return paramError('parameter_invalid_integer', 'amount', 'Invalid integer: amount');
    }
    const currency = stringField(body, 'currency');
    if (!currency)
      return paramError('parameter_missing', 'currency', 'Missing required param: currency.');
    const customer = stringField(body, 'customer');
    if (customer && !this.customers.has(customer)) {
      return paramError('resource_missing', 'customer', `No such customer: '${customer}'`);
    }
    const types = paymentMethodTypes(body);
    if (types.includes('customer_balance') && !customer) {
      return paramError('parameter_missing', 'customer', 'customer_balance requires a customer.');
    }
    const intent = this.newIntent(body, amount, currency, customer, types);
    this.paymentIntents.set(intent.id, intent);
    return { statusCode: 200, body: intent };
  }

  private newIntent(
    body: FormObject,
    amount: number,
    currency: string,
    customer: string | null,
    types: string[],
  ): StandInPaymentIntent {
    const id = newId('pi');
    // Payment method data makes Stripe create the method at once: only confirmation is left.
    const withMethod = typeof body.payment_method_data === 'object';
    return {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: withMethod ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer,
      metadata: stringMap(body.metadata),
      receipt_email: stringField(body, 'receipt_email'),
      payment_method: withMethod ? newId('pm') : null,
      payment_method_types: types,
      payment_method_options: objectField(body.payment_method_options),
      next_action: null,
      transfer_group: stringField(body, 'transfer_group'),
      created: nowSeconds(),
      livemode: false,
    };
  }

  /** As Stripe: a succeeded or canceled intent cannot be canceled (400, unexpected state). */
  private cancelPaymentIntent(id: string): Reply {
    const intent = this.paymentIntents.get(id);
    if (!intent) return this.retrievePaymentIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    return { statusCode: 200, body: intent };
  }

  /**
   * As Stripe: only a paid intent can be refunded, by at most what is left of it; without
   * an amount, all that is left. Refunds succeed at once (cards do, in test mode) unless
   * answerNextRefundWith said otherwise. A bank transfer's (customer_balance) needs the
   * buyer's bank account, which Stripe asks for by email (docs.stripe.com/payments/
   * customer-balance/refunding): at instructions_email, else at the customer's email, and
   * with neither the refund is refused; it waits in requires_action for the account.
   */
  private createRefund(body: FormObject): Reply {
    const intentId = stringField(body, 'payment_intent');
    if (!intentId) {
      return paramError(
        'parameter_missing',
        'payment_intent',
        'Missing required param: payment_intent.',
      );
    }
    const intent = this.paymentIntents.get(intentId);
    if (!intent) {
      return paramError(
        'resource_missing',
        'payment_intent',
        `No such payment_intent: '${intentId}'`,
      );
    }
    if (intent.status !== 'succeeded') {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent_unexpected_state',
      );
    }
    const left = intent.amount - this.refundedOf(intent.id);
    if (left === 0) {
      return stripeError(
        400,
        'invalid_request_error',
        `The charge of PaymentIntent ${intent.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const requested = stringField(body, 'amount');
    const amount = requested === null ? left : Number(requested);
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return paramError('parameter_invalid_integer', 'amount', 'Invalid integer: amount');
    }
    if (amount > left) {
      return paramError(
        'amount_too_large',
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    const instructionsEmail = stringField(body, 'instructions_email');
    const bankTransfer = intent.payment_method_types.includes('customer_balance');
    const askAt = bankTransfer
      ? (instructionsEmail ?? this.customers.get(intent.customer ?? '')?.email ?? null)
      : null;
    if (bankTransfer && !askAt) {
      return stripeError(
        400,
        'invalid_request_error',
        'This refund needs an email address to ask the customer for their bank account: set one on the customer or pass instructions_email.',
        'parameter_missing',
        'instructions_email',
      );
    }
    const refund: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: this.nextRefundStatus ?? (bankTransfer ? 'requires_action' : 'succeeded'),
      ...(instructionsEmail === null ? {} : { instructions_email: instructionsEmail }),
      metadata: stringMap(body.metadata),
      created: nowSeconds(),
    };
    this.nextRefundStatus = null;
    this.refunds.set(refund.id, refund);
    if (askAt) this.bankAccountRequests.push({ refund: refund.id, email: askAt });
    return { statusCode: 200, body: refund };
  }

  /** A failed or canceled refund gave nothing back: its amount can be refunded again. */
  private refundedOf(intentId: string): number {
    let refunded = 0;
    for (const refund of this.refunds.values()) {
      const gone = refund.status === 'failed' || refund.status === 'canceled';
      if (refund.payment_intent === intentId && !gone) refunded += refund.amount;
    }
    return refunded;
  }

  private retrieveRefund(id: string): Reply {
    const refund = this.refunds.get(id);
    if (!refund)
      return stripeError(
        404,
        'invalid_request_error',
        `No such refund: '${id}'`,
        'resource_missing',
        'id',
      );
    return { statusCode: 200, body: refund };
  }

  private retrievePaymentIntent(id: string): Reply {
    const intent = this.paymentIntents.get(id);
    if (!intent)
      return stripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${id}'`,
        'resource_missing',
        'intent',
      );
    return { statusCode: 200, body: intent };
  }
}

/** The instructions Stripe shows for an EU bank transfer: its account, reference and amount. */
function bankTransferAction(intent: StandInPaymentIntent): StandInNextAction {
  const reference = intent.id.slice(-12).toUpperCase();
  return {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      amount_remaining: intent.amount,
      currency: intent.currency,
      financial_addresses: [
        {
          type: 'iban',
          iban: {
            account_holder_name: STAND_IN_TRANSFER_ACCOUNT.holder,
            bic: STAND_IN_TRANSFER_ACCOUNT.bic,
            country: 'IT',
            iban: STAND_IN_TRANSFER_ACCOUNT.iban,
          },
          supported_networks: ['sepa'],
        },
      ],
      hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${reference}`,
      reference,
      type: 'eu_bank_transfer',
    },
  };
}

function paymentMethodTypes(body: FormObject): string[] {
  // Newer API versions call it allowed_payment_method_types; older ones payment_method_types.
  const listed = body.allowed_payment_method_types ?? body.payment_method_types;
  if (Array.isArray(listed)) return listed.filter((t): t is string => typeof t === 'string');
  return ['card'];
}

/** GETs have no body; POSTs went through registerFormParser, which built a FormObject. */
function formBody(body: unknown): FormObject {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as FormObject)
    : {};
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Registered once on the stand-in's Fastify: Stripe's bodies are form-encoded. */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseBracketForm(String(body))),
  );
}
