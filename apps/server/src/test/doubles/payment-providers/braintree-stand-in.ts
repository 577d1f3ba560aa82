// A stand-in for the part of Braintree's gateway API the BraintreeProvider uses: client
// tokens, sales (with apiRequestKey idempotency and single-use nonces), voids and refunds
// (idempotent the same way), find and search.
// The SDK sends JSON with snake_case keys and reads XML back, as from the real gateway.
// Outcomes follow Braintree's sandbox: its test nonces, and amounts 2000.00-2999.99
// declined by the processor with that code, 3000.xx failed.

import { randomBytes, randomUUID } from 'node:crypto';
import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { XmlValue } from './xml.ts';
import { xmlDocument, xmlList } from './xml.ts';

export interface StandInTransaction {
  id: string;
  status: string;
  /** credit: a refund, of the sale refundedTransactionId names. */
  type: 'sale' | 'credit';
  amount: string;
  orderId: string | null;
  refundIds: string[];
  refundedTransactionId: string | null;
  processorResponseCode: string;
  processorResponseText: string;
  createdAt: string;
}

export interface RecordedBraintreeRequest {
  method: string;
  path: string;
  body: unknown;
}

interface Reply {
  statusCode: number;
  xml: string;
}

interface Outcome {
  status: string;
  code: string;
  text: string;
}

type Json = Record<string, unknown>;
type MerchantRequest<Extra = object> = FastifyRequest<{ Params: { merchantId: string } & Extra }>;

/**
 * Braintree's sandbox test nonces (lib/braintree/test_values/nonces.js): static strings,
 * usable any number of times. Nonces from issueNonce() are single-use, like real ones.
 */
const CONSUMED_NONCE = 'fake-consumed-nonce';
const APPROVED_NONCES = new Set(['fake-paypal-one-time-nonce', 'fake-valid-nonce']);
const DECLINED_NONCES = new Set([
  'fake-processor-declined-visa-nonce',
  'fake-processor-declined-mastercard-nonce',
]);
const DECLINE_TEXT: Record<string, string> = {
  '2000': 'Do Not Honor',
  '2001': 'Insufficient Funds',
  '2046': 'Declined',
};
const PAGE_SIZE = 50;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** Braintree voids what has not gone to settlement yet, and refunds only what has. */
const VOIDABLE = new Set(['authorized', 'submitted_for_settlement', 'settlement_pending']);
const REFUNDABLE = new Set(['settling', 'settled', 'settlement_confirmed']);

export class BraintreeStandIn {
  readonly requests: RecordedBraintreeRequest[] = [];
  readonly transactions = new Map<string, StandInTransaction>();
  private readonly issuedNonces = new Set<string>();
  private readonly consumedNonces = new Set<string>([CONSUMED_NONCE]);
  private readonly byRequestKey = new Map<string, { fingerprint: string; reply: Reply }>();
  private readonly pendingDelays: { ms: number; path: string | null }[] = [];

  constructor(
    readonly merchantId: string,
    readonly publicKey: string,
    readonly privateKey: string,
  ) {}

  /** A one-time nonce, as the PayPal button hands the browser after approval. */
  issueNonce(): string {
    const nonce = randomUUID();
    this.issuedNonces.add(nonce);
    return nonce;
  }

  /**
   * The next `count` requests (to `path`, e.g. '/transactions', or to any path) are handled
   * at once but answered after `ms`: as when the gateway did the work and the answer was
   * slow or lost (the SDK times out first).
   */
  delayNextResponses(ms: number, count = 1, path: string | null = null): void {
    const full = path === null ? null : `/merchants/${this.merchantId}${path}`;
    for (let i = 0; i < count; i += 1) this.pendingDelays.push({ ms, path: full });
  }

  private takeDelay(request: FastifyRequest): number | undefined {
    const path = request.url.split('?')[0];
    const index = this.pendingDelays.findIndex((d) => d.path === null || d.path === path);
    if (index === -1) return undefined;
    return this.pendingDelays.splice(index, 1)[0]?.ms;
  }

  /** Moves a transaction as settlement would (e.g. 'settled', 'settlement_declined'). */
  setStatus(id: string, status: string): void {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id} in the stand-in`);
    transaction.status = status;
  }

  requestsTo(method: string, path: string): RecordedBraintreeRequest[] {
    const full = `/merchants/${this.merchantId}${path}`;
    return this.requests.filter((r) => r.method === method && r.path === full);
  }

  register(app: FastifyInstance): void {
    const base = '/merchants/:merchantId';
    app.post(`${base}/client_token`, (request: MerchantRequest, reply) =>
      this.handle(request, reply, () => this.clientToken()),
    );
    app.post(`${base}/transactions`, (request: MerchantRequest, reply) =>
      this.handle(request, reply, (body) => this.sale(objectAt(body, 'transaction'))),
    );
    app.get(`${base}/transactions/:id`, (request: MerchantRequest<{ id: string }>, reply) =>
      this.handle(request, reply, () => this.find(request.params.id)),
    );
    // The SDK sends a void without options as a PUT with no body yet a JSON content type,
    // which Fastify's own parser refuses: this route reads an empty body as {}.
    void app.register((scope, _options, done) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonOrEmpty);
      scope.put(
        `${base}/transactions/:id/void`,
        (request: MerchantRequest<{ id: string }>, reply) =>
          this.handle(request, reply, (body) =>
            this.void(request.params.id, objectAt(body, 'transaction')),
          ),
      );
      done();
    });
    app.post(`${base}/transactions/:id/refund`, (request: MerchantRequest<{ id: string }>, reply) =>
      this.handle(request, reply, (body) =>
        this.refund(request.params.id, objectAt(body, 'transaction')),
      ),
    );
    app.post(`${base}/transactions/advanced_search_ids`, (request: MerchantRequest, reply) =>
      this.handle(request, reply, (body) => this.searchIds(objectAt(body, 'search'))),
    );
    app.post(`${base}/transactions/advanced_search`, (request: MerchantRequest, reply) =>
      this.handle(request, reply, (body) => this.searchPage(objectAt(body, 'search'))),
    );
  }

  private async handle(
    request: MerchantRequest,
    reply: FastifyReply,
    operation: (body: Json) => Reply,
  ): Promise<FastifyReply> {
    const body = isJson(request.body) ? request.body : {};
    this.requests.push({ method: request.method, path: request.url, body });
    const delay = this.takeDelay(request);
    // The SDK turns these statuses into AuthenticationError / NotFoundError.
    if (!this.authorised(request)) return reply.code(401).send();
    if (request.params.merchantId !== this.merchantId) return reply.code(404).send();
    const result = operation(body);
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    return reply.code(result.statusCode).type('application/xml; charset=utf-8').send(result.xml);
  }

  private authorised(request: FastifyRequest): boolean {
    const expected = Buffer.from(`${this.publicKey}:${this.privateKey}`).toString('base64');
    return request.headers.authorization === `Basic ${expected}`;
  }

  private clientToken(): Reply {
    const token = Buffer.from(
      JSON.stringify({
        version: 2,
        authorizationFingerprint: randomBytes(16).toString('hex'),
        merchantId: this.merchantId,
        environment: 'stand-in',
      }),
    ).toString('base64');
    return { statusCode: 201, xml: xmlDocument('client-token', { value: token }) };
  }

  private sale(request: Json): Reply {
    return this.idempotent('sale', request, () => this.newSale(request));
  }

  /**
   * Braintree answers a repeated apiRequestKey with the first answer, never a second sale,
   * void or refund. `operation` names what is asked of which transaction.
   */
  private idempotent(operation: string, request: Json, perform: () => Reply): Reply {
    const key = stringAt(request, 'api_request_key');
    if (key === null) return perform();
    const fingerprint = `${operation} ${JSON.stringify(request)}`;
    const saved = this.byRequestKey.get(key);
    if (saved && saved.fingerprint !== fingerprint) {
      return validationError(
        '915232',
        'api_request_key',
        'API request key can be reused only with the same request.',
      );
    }
    if (saved) return saved.reply;
    const reply = perform();
    this.byRequestKey.set(key, { fingerprint, reply });
    return reply;
  }

  private newSale(request: Json): Reply {
    const amount = stringAt(request, 'amount');
    if (amount === null || !AMOUNT.test(amount)) {
      return validationError('81503', 'amount', 'Amount is an invalid format.');
    }
    const nonce = stringAt(request, 'payment_method_nonce');
    if (nonce === null) return validationError('91508', 'base', 'Cannot determine payment method.');
    const refused = this.nonceProblem(nonce);
    if (refused) return refused;
    if (this.issuedNonces.delete(nonce)) this.consumedNonces.add(nonce);
    const settle = objectAt(request, 'options').submit_for_settlement === true;
    const transaction = this.record(
      amount,
      stringAt(request, 'order_id'),
      outcomeFor(nonce, amount, settle),
    );
    if (transaction.status === 'processor_declined' || transaction.status === 'failed') {
      return declined(transaction);
    }
    return { statusCode: 201, xml: xmlDocument('transaction', transactionXml(transaction)) };
  }

  private nonceProblem(nonce: string): Reply | null {
    if (this.consumedNonces.has(nonce)) {
      return validationError(
        '93107',
        'payment_method_nonce',
        'Cannot use a payment_method_nonce more than once.',
      );
    }
    if (
      !APPROVED_NONCES.has(nonce) &&
      !DECLINED_NONCES.has(nonce) &&
      !this.issuedNonces.has(nonce)
    ) {
      return validationError(
        '91565',
        'payment_method_nonce',
        'Unknown or expired payment_method_nonce.',
      );
    }
    return null;
  }

  /** Cancels a sale whole; only one not settled yet (Braintree's error 91504 otherwise). */
  private void(id: string, request: Json): Reply {
    return this.idempotent(`void ${id}`, request, () => {
      const sale = this.transactions.get(id);
      if (!sale) return { statusCode: 404, xml: '' };
      if (sale.type !== 'sale' || !VOIDABLE.has(sale.status)) {
        return validationError(
          '91504',
          'base',
          'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
        );
      }
      sale.status = 'voided';
      return { statusCode: 200, xml: xmlDocument('transaction', transactionXml(sale)) };
    });
  }

  /**
   * A refund is a new credit transaction linked both ways to its sale; a sale can be
   * refunded in parts, once settled, up to its amount. Without an amount: all that is left.
   */
  private refund(id: string, request: Json): Reply {
    return this.idempotent(`refund ${id}`, request, () => {
      const sale = this.transactions.get(id);
      if (!sale) return { statusCode: 404, xml: '' };
      if (sale.type !== 'sale') {
        return validationError('91505', 'base', 'Cannot refund credit');
      }
      if (!REFUNDABLE.has(sale.status)) {
        return validationError('91506', 'base', 'Cannot refund transaction unless it is settled.');
      }
      const left = cents(sale.amount) - this.refundedOf(sale);
      if (left === 0) {
        return validationError(
          '91512',
          'base',
          'Transaction has already been completely refunded.',
        );
      }
      const amount = stringAt(request, 'amount') ?? toDecimal(left);
      if (!AMOUNT.test(amount)) {
        return validationError('81503', 'amount', 'Amount is an invalid format.');
      }
      if (cents(amount) > left) {
        return validationError('91521', 'amount', 'Refund amount is too large.');
      }
      const refund = this.record(amount, sale.orderId, {
        status: 'submitted_for_settlement',
        code: '1002',
        text: 'Processed',
      });
      refund.type = 'credit';
      refund.refundedTransactionId = sale.id;
      sale.refundIds.push(refund.id);
      return { statusCode: 201, xml: xmlDocument('transaction', transactionXml(refund)) };
    });
  }

  private refundedOf(sale: StandInTransaction): number {
    let refunded = 0;
    for (const id of sale.refundIds) {
      const refund = this.transactions.get(id);
      if (refund) refunded += cents(refund.amount);
    }
    return refunded;
  }

  private record(amount: string, orderId: string | null, outcome: Outcome): StandInTransaction {
    const transaction: StandInTransaction = {
      id: randomBytes(4).toString('hex'),
      status: outcome.status,
      type: 'sale',
      amount,
      orderId,
      refundIds: [],
      refundedTransactionId: null,
      processorResponseCode: outcome.code,
      processorResponseText: outcome.text,
      createdAt: new Date().toISOString(),
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  private find(id: string): Reply {
    const transaction = this.transactions.get(id);
    if (!transaction) return { statusCode: 404, xml: '' };
    return { statusCode: 200, xml: xmlDocument('transaction', transactionXml(transaction)) };
  }

  /** Step one of a search: the ids that match, and the page size to fetch them by. */
  private searchIds(criteria: Json): Reply {
    const ids = this.matching(criteria).map((t) => t.id);
    const results = { 'page-size': PAGE_SIZE, ids: xmlList('item', ids) };
    return { statusCode: 200, xml: xmlDocument('search-results', results) };
  }

  /** Step two: the transactions themselves, the ids narrowed to one page. */
  private searchPage(criteria: Json): Reply {
    const page = this.matching(criteria).map(transactionXml);
    const xml = xmlDocument('credit-card-transactions', xmlList('transaction', page, 'collection'));
    return { statusCode: 200, xml };
  }

  private matching(criteria: Json): StandInTransaction[] {
    const orderId = stringAt(objectAt(criteria, 'order_id'), 'is');
    const ids = Array.isArray(criteria.ids) ? criteria.ids.map(String) : null;
    return [...this.transactions.values()].filter(
      (t) => (orderId === null || t.orderId === orderId) && (ids === null || ids.includes(t.id)),
    );
  }
}

function outcomeFor(nonce: string, amount: string, settle: boolean): Outcome {
  const whole = Number(amount.split('.')[0]);
  if (DECLINED_NONCES.has(nonce)) return declinedOutcome('2000');
  if (whole >= 2000 && whole <= 2999) return declinedOutcome(String(whole));
  if (whole === 3000) {
    return { status: 'failed', code: '3000', text: 'Processor Network Unavailable - Try Again' };
  }
  return {
    status: settle ? 'submitted_for_settlement' : 'authorized',
    code: '1000',
    text: 'Approved',
  };
}

function declinedOutcome(code: string): Outcome {
  return { status: 'processor_declined', code, text: DECLINE_TEXT[code] ?? 'Processor Declined' };
}

function transactionXml(t: StandInTransaction): XmlValue {
  return {
    id: t.id,
    status: t.status,
    type: t.type,
    amount: t.amount,
    'currency-iso-code': 'EUR',
    'order-id': t.orderId,
    'refund-ids': xmlList('item', t.refundIds),
    'refunded-transaction-id': t.refundedTransactionId,
    'payment-instrument-type': 'paypal_account',
    'processor-response-code': t.processorResponseCode,
    'processor-response-text': t.processorResponseText,
    'created-at': t.createdAt,
    paypal: { 'payer-email': 'buyer@example.com' },
  };
}

/** A sale the processor refused: 422 with the transaction and its response text. */
function declined(transaction: StandInTransaction): Reply {
  const response = {
    errors: { errors: xmlList('error', []) },
    message: transaction.processorResponseText,
    transaction: transactionXml(transaction),
  };
  return { statusCode: 422, xml: xmlDocument('api-error-response', response) };
}

/** A request the gateway refused before any transaction: 422 with validation errors. */
function validationError(code: string, attribute: string, message: string): Reply {
  const error = { code, attribute, message };
  const response = {
    errors: { errors: xmlList('error', []), transaction: { errors: xmlList('error', [error]) } },
    message,
  };
  return { statusCode: 422, xml: xmlDocument('api-error-response', response) };
}

/** Amounts were checked against AMOUNT when their transaction was made. */
function cents(amount: string): number {
  const value = parseDecimal(amount);
  if (value === null) throw new Error(`not a decimal amount: ${amount}`);
  return value;
}

function parseJsonOrEmpty(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
): void {
  const text = body.toString();
  try {
    done(null, text === '' ? {} : JSON.parse(text));
  } catch (error) {
    done(error as Error);
  }
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(value: Json, key: string): Json {
  const child = value[key];
  return isJson(child) ? child : {};
}

function stringAt(value: Json, key: string): string | null {
  const child = value[key];
  return typeof child === 'string' ? child : null;
}
