// PayPal through Braintree, with the official SDK. The browser gets a client token, the
// PayPal button (braintree-web, flow 'checkout', intent 'capture') returns a one-time
// nonce, and the server captures it here with a sale submitted for settlement.

import braintree from 'braintree';
import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import type {
  PayPalPaymentProvider,
  ProviderEvent,
  ProviderPaymentStatus,
  RefundInput,
  RefundResult,
  SaleInput,
  SaleResult,
} from '../provider.ts';
import { UnsupportedWebhookEventError, WebhookSignatureError } from '../provider.ts';

export interface BraintreeProviderOptions {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** A custom Environment only to point the SDK at the local stand-in. */
  environment: 'Sandbox' | 'Production' | braintree.Environment;
  /** Per-request timeout; the SDK's own default is 60 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The SDK knows `apiRequestKey` (Braintree's idempotency key, SDK 3.35+) but
 * @types/braintree does not list it yet.
 */
type IdempotentSaleRequest = braintree.TransactionRequest & { apiRequestKey: string };

/** The SDK (3.37+) takes apiRequestKey on void and refund too; @types/braintree does not. */
interface IdempotentTransactionGateway {
  void(
    transactionId: string,
    options: { apiRequestKey: string },
  ): Promise<braintree.ValidatedResponse<braintree.Transaction>>;
  refund(
    transactionId: string,
    options: { amount: string; apiRequestKey: string },
  ): Promise<braintree.ValidatedResponse<braintree.Transaction>>;
}

/** A sale in these is not settled yet: Braintree voids it (whole), it cannot refund it. */
const VOIDABLE_STATUSES: ReadonlySet<string> = new Set(['authorized', 'submitted_for_settlement']);
/** A sale in these has settled (or is settling): Braintree refunds it, in parts if asked. */
const REFUNDABLE_STATUSES: ReadonlySet<string> = new Set([
  'settling',
  'settled',
  'settlement_confirmed',
]);

/** Statuses of a sale that took (or is taking) the buyer's money: never charge twice. */
const LIVE_STATUSES: ReadonlySet<ProviderPaymentStatus> = new Set(['succeeded', 'processing']);

export class BraintreeProvider implements PayPalPaymentProvider {
  readonly name = 'braintree';
  private readonly gateway: braintree.BraintreeGateway;
  private readonly transactions: IdempotentTransactionGateway;

  constructor(options: BraintreeProviderOptions) {
    this.gateway = new braintree.BraintreeGateway({
      environment: toEnvironment(options.environment),
      merchantId: options.merchantId,
      publicKey: options.publicKey,
      privateKey: options.privateKey,
    });
    // The SDK reads the timeout from its config object only (the constructor ignores a
    // `timeout` option); @types/braintree types that config as `any`, hence the cast.
    (this.gateway.config as { timeout: number }).timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // The same object, seen with the options the SDK takes (see IdempotentTransactionGateway).
    this.transactions = this.gateway.transaction as unknown as IdempotentTransactionGateway;
  }

  async clientToken(): Promise<string> {
    const response = await this.gateway.clientToken.generate({});
    if (!response.success) throw new Error(`Braintree client token refused: ${response.message}`);
    return response.clientToken;
  }

  /**
   * Two guards against a double charge. apiRequestKey makes Braintree answer a repeated
   * call with the first result. A sale for the same order that already took the money
   * (say, under an older key) is returned instead of charging again; declined ones are
   * not, so the buyer can approve PayPal again.
   */
  async sale(input: SaleInput): Promise<SaleResult> {
    const amount = toDecimal(positiveCents(input.amountCents));
    const existing = await this.liveSaleFor(input.orderNumber);
    if (existing)
      return { providerRef: existing.id, status: toPaymentStatus(existing.status), error: null };
    const request: IdempotentSaleRequest = {
      amount,
      paymentMethodNonce: input.paymentMethodNonce,
      orderId: input.orderNumber,
      options: { submitForSettlement: true },
      apiRequestKey: input.idempotencyKey,
    };
    return toSaleResult(await this.gateway.transaction.sale(request));
  }

  async findTransaction(
    providerRef: string,
  ): Promise<{ status: ProviderPaymentStatus; amountCents: number }> {
    const transaction = await this.gateway.transaction.find(providerRef);
    return {
      status: toPaymentStatus(transaction.status),
      amountCents: toCents(transaction.amount),
    };
  }

  /**
   * Voids a sale not settled yet, refunds a settled one. Once per key: apiRequestKey makes
   * Braintree answer a repeated void or refund with the first result, never a second one;
   * a sale voided already is answered as it is (Braintree refuses to void twice). Braintree
   * voids only whole sales, so part of one not settled yet is refused here: the caller
   * retries once it has settled (a day at most), when it can be refunded in part.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const amount = toDecimal(positiveCents(input.amountCents));
    const sale = await this.gateway.transaction.find(input.providerRef);
    if (sale.status === 'voided') return { refundRef: sale.id, status: 'succeeded' };
    const apiRequestKey = input.idempotencyKey;
    if (VOIDABLE_STATUSES.has(sale.status)) {
      if (toCents(sale.amount) !== input.amountCents) {
        throw new Error(
          `Braintree sale ${sale.id} is not settled yet: it can be voided whole (${sale.amount}), not refunded ${amount}`,
        );
      }
      const voided = await this.transactions.void(sale.id, { apiRequestKey });
      acceptedTransaction(voided, `void sale ${sale.id}`);
      return { refundRef: sale.id, status: 'succeeded' };
    }
    if (!REFUNDABLE_STATUSES.has(sale.status)) {
      throw new Error(`Braintree sale ${sale.id} is ${sale.status}: nothing to refund or void`);
    }
    const response = await this.transactions.refund(sale.id, { amount, apiRequestKey });
    const refund = acceptedTransaction(response, `refund ${amount} of sale ${sale.id}`);
    return { refundRef: refund.id, status: toRefundStatus(refund) };
  }

  async parseWebhook(body: Record<string, string>): Promise<ProviderEvent> {
    const notification = await this.verifiedNotification(body);
    if (!('transaction' in notification) || !notification.transaction) {
      throw new UnsupportedWebhookEventError(
        `Braintree notification ${notification.kind} is not about a payment`,
      );
    }
    const transaction = notification.transaction;
    return {
      // Braintree gives notifications no id; a transaction reaches each kind once.
      id: `${notification.kind}:${transaction.id}`,
      type: notification.kind,
      providerRef: transaction.id,
      status: notificationStatus(notification.kind, transaction.status),
      payload: {
        kind: notification.kind,
        timestamp: notification.timestamp,
        transaction: { id: transaction.id, status: transaction.status, amount: transaction.amount },
      },
    };
  }

  private async liveSaleFor(orderNumber: string): Promise<braintree.Transaction | null> {
    const found = this.gateway.transaction.search((search) => search.orderId().is(orderNumber));
    // Read the stream to its end (an order has a handful of attempts at most): leaving
    // early would destroy it while the SDK still pushes the page it fetched.
    const transactions: braintree.Transaction[] = [];
    // The SDK's stream is an untyped Readable; it yields Transaction objects.
    for await (const transaction of found as AsyncIterable<braintree.Transaction>) {
      transactions.push(transaction);
    }
    const live = transactions.find(
      (t) => t.type === 'sale' && LIVE_STATUSES.has(toPaymentStatus(t.status)),
    );
    return live ?? null;
  }

  private async verifiedNotification(
    body: Record<string, string>,
  ): Promise<braintree.WebhookNotification> {
    const signature = body.bt_signature;
    const payload = body.bt_payload;
    if (!signature || !payload)
      throw new WebhookSignatureError('missing bt_signature or bt_payload');
    try {
      return await this.gateway.webhookNotification.parse(signature, payload);
    } catch (error) {
      if (isInvalidSignature(error)) throw new WebhookSignatureError(error.message);
      throw error;
    }
  }
}

function toEnvironment(
  environment: BraintreeProviderOptions['environment'],
): braintree.Environment {
  if (environment === 'Sandbox') return braintree.Environment.Sandbox;
  if (environment === 'Production') return braintree.Environment.Production;
  return environment;
}

function toSaleResult(response: braintree.ValidatedResponse<braintree.Transaction>): SaleResult {
  // A declined sale still has a transaction (processor_declined, gateway_rejected);
  // a refused request (bad or used nonce, validation) has only the message, although
  // @types/braintree types `transaction` as always there.
  const transaction = response.transaction as braintree.Transaction | undefined;
  if (response.success && transaction) {
    return {
      providerRef: transaction.id,
      status: toPaymentStatus(transaction.status),
      error: null,
    };
  }
  return {
    providerRef: transaction?.id ?? null,
    status: transaction ? toPaymentStatus(transaction.status) : 'failed',
    error: response.message || 'Braintree refused the payment',
  };
}

/** The transaction a void or refund answered; a refusal comes without one, as a sale's. */
function acceptedTransaction(
  response: braintree.ValidatedResponse<braintree.Transaction>,
  action: string,
): braintree.Transaction {
  const transaction = response.transaction as braintree.Transaction | undefined;
  if (!response.success || !transaction) {
    throw new Error(`Braintree refused to ${action}: ${response.message}`);
  }
  return transaction;
}

/** A refund is a credit transaction that settles as a sale does. */
function toRefundStatus(refund: braintree.Transaction): RefundResult['status'] {
  switch (toPaymentStatus(refund.status)) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'pending';
    default:
      throw new Error(`Braintree refund ${refund.id} is ${refund.status}`);
  }
}

export function toPaymentStatus(status: string): ProviderPaymentStatus {
  switch (status) {
    case 'submitted_for_settlement':
    case 'settling':
    case 'settled':
    case 'settlement_confirmed':
      return 'succeeded';
    // settlement_pending: PayPal took the capture but has not paid it; it may still decline.
    case 'authorizing':
    case 'authorized':
    case 'settlement_pending':
      return 'processing';
    case 'processor_declined':
    case 'gateway_rejected':
    case 'failed':
    case 'settlement_declined':
      return 'failed';
    case 'voided':
    case 'authorization_expired':
      return 'cancelled';
    default:
      // A status newer than this SDK: never treat it as paid.
      return 'processing';
  }
}

/** The kind is the news for settlement events; other transaction kinds carry the status. */
function notificationStatus(kind: string, transactionStatus: string): ProviderPaymentStatus {
  if (kind === 'transaction_settled' || kind === 'transaction_disbursed') return 'succeeded';
  if (kind === 'transaction_settlement_declined') return 'failed';
  return toPaymentStatus(transactionStatus);
}

function toCents(amount: string): number {
  const cents = parseDecimal(amount);
  if (cents === null) throw new Error(`Braintree amount is not a decimal: ${amount}`);
  return cents;
}

function positiveCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a payment needs a positive whole number of cents, got ${amountCents}`);
  }
  return amountCents;
}

/** The SDK's errors are plain Errors named after their type. */
function isInvalidSignature(error: unknown): error is Error {
  return error instanceof Error && error.name === 'invalidSignatureError';
}
