import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoResultError } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { TransferInstructions } from '../../db/types.ts';
import { exemptFromCsrf } from '../../http/csrf.ts';
import { HttpErrors, notFound, notLoggedIn } from '../../http/errors.ts';
import { requestLanguage, translate } from '../../http/i18n.ts';
import type { SessionStore } from '../../http/session.ts';
import { sessionBuyer } from '../account/identity.ts';
import {
  payableOrderWithPayment,
  processProviderEvent,
  processRefundEvent,
  recordProviderPayment,
} from './payments.service.ts';
import {
  isRefundEvent,
  UnsupportedWebhookEventError,
  WebhookSignatureError,
  type PaymentAtProvider,
  type ProviderEvent,
  type ProviderRefundEvent,
  type ProviderRefundStatus,
} from './provider.ts';
import type { PaymentProviders } from './providers.ts';
import { refundersOf } from './providers.ts';
import { PaymentErrors } from './errors.ts';
import { transferView } from './transfer-view.ts';
import { registerDevTransferRoutes } from './dev-transfers.ts';

const orderBody = z.object({ orderNumber: z.string().max(32) });
const approvalBody = z.object({
  orderNumber: z.string().max(32),
  paymentMethodNonce: z.string().min(1).max(4096),
  paymentId: z.union([z.string(), z.number()]).optional(),
});
const confirmBody = z.object({
  clientSecret: z.string().min(1).max(200),
  number: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(8).optional(),
});
const authenticateBody = z.object({
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
});

const CARD_ERRORS = {
  card_declined: 'cardDeclined',
  invalid_card: 'cardInvalid',
  authentication_failed: 'authenticationFailed',
  cancelled: 'orderReplaced',
} as const;

/** A webhook without the body its provider signs (none, or the wrong type) is not genuine. */
function rawBodyOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError('no signed JSON body');
  return request.body;
}

function formBodyOf(request: FastifyRequest): Record<string, string> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body))
    throw new WebhookSignatureError('no signed form body');
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw HttpErrors.badRequest();
  return parsed.data;
}

/**
 * A payment as its provider answers it, or null when the provider has no such payment: the
 * sandbox finds no row, Stripe answers resource_missing (404), Braintree a notFoundError.
 */
async function unlessMissing(
  lookup: Promise<PaymentAtProvider>,
): Promise<PaymentAtProvider | null> {
  try {
    return await lookup;
  } catch (error) {
    if (typeof error !== 'object' || error === null) throw error;
    const missing =
      error instanceof NoResultError ||
      ('statusCode' in error && error.statusCode === 404) ||
      ('code' in error && error.code === 'resource_missing') ||
      ('type' in error && error.type === 'notFoundError');
    if (missing) return null;
    throw error;
  }
}

/** MAX_UNPAID_TRANSFERS's default: enough for a buyer, too few to empty a shelf. */
export const DEFAULT_MAX_UNPAID_TRANSFERS = 3;

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionStore;
    providers: PaymentProviders;
    /** Orders an account may have awaiting a bank transfer at once (config.ts). */
    maxUnpaidTransfers: number;
    /**
     * The sandbox's simulated incoming transfer (dev-transfers.ts), outside production only;
     * nothing without the sandbox.
     */
    simulateTransfers: boolean;
  },
): void {
  const { db, sessions, providers, maxUnpaidTransfers } = deps;
  const simulateTransfers = deps.simulateTransfers && providers.sandbox !== null;
  const refunders = refundersOf(providers);

  /**
   * An unpaid bank transfer holds its books for five days: an account with as many as the
   * limit already waiting pays this order another way, or pays those first. An account has
   * one pending order at a time (a new one replaces it), so the count cannot be raced past.
   */
  const refuseTooManyUnpaidTransfers = async (request: FastifyRequest, orderNumber: unknown) => {
    const userId = await requireUser(request);
    const { waiting } = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('waiting'))
      .where('user_id', '=', userId)
      .where('status', '=', 'awaiting_transfer')
      .where('number', '<>', typeof orderNumber === 'string' ? orderNumber : '')
      .executeTakeFirstOrThrow();
    if (Number(waiting) >= maxUnpaidTransfers) {
      throw PaymentErrors.tooManyUnpaidTransfers({
        max: maxUnpaidTransfers,
      });
    }
  };

  const requireUser = async (request: FastifyRequest) => {
    const userId = await sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    return userId;
  };

  app.get('/api/payments/config/', async () => ({
    mode: providers.sandbox ? 'sandbox' : 'live',
    stripePublishableKey: providers.stripePublishableKey,
    // The pages offer "Simula bonifico ricevuto" when its route exists.
    transferSimulation: simulateTransfers,
  }));

  for (const kind of ['card', 'wiretransfer'] as const) {
    app.post(`/api/stripe/create-payment-intent/${kind}/`, async (request) => {
      const buyer = sessionBuyer(sessions, request);
      const { orderNumber } = parse(orderBody, request.body);
      if (kind === 'wiretransfer') await refuseTooManyUnpaidTransfers(request, orderNumber);
      const { order, payment } = await payableOrderWithPayment(
        db,
        buyer,
        orderNumber,
        providers.card.name,
        kind === 'card' ? 'STRIPE' : 'STRIPE_WT',
      );
      const intent = await providers.card.createPaymentIntent({
        orderNumber: order.number,
        amountCents: payment.amount_cents,
        method: kind,
        idempotencyKey: payment.idempotency_key,
        customerEmail: order.user_email,
      });
      await recordProviderPayment(db, refunders, payment, {
        providerRef: intent.providerRef,
        clientSecret: intent.clientSecret,
        status: intent.status,
        transfer: intent.transfer,
      });
      return { clientSecret: intent.clientSecret };
    });
  }

  app.post('/api/braintree/client-token/', async (request) => {
    const buyer = sessionBuyer(sessions, request);
    const { payment } = await payableOrderWithPayment(
      db,
      buyer,
      parse(orderBody, request.body).orderNumber,
      providers.paypal.name,
      'BRAINTREE',
    );
    return { clientToken: await providers.paypal.clientToken(), paymentId: String(payment.id) };
  });

  app.post('/api/braintree/payment-approved/', async (request) => {
    const buyer = sessionBuyer(sessions, request);
    const body = parse(approvalBody, request.body);
    const { order, payment } = await payableOrderWithPayment(
      db,
      buyer,
      body.orderNumber,
      providers.paypal.name,
      'BRAINTREE',
    );
    const sale = await providers.paypal.sale({
      orderNumber: order.number,
      amountCents: payment.amount_cents,
      paymentMethodNonce: body.paymentMethodNonce,
      idempotencyKey: payment.idempotency_key,
    });
    await recordProviderPayment(db, refunders, payment, {
      providerRef: sale.providerRef,
      status: sale.status,
      error: sale.error,
    });
    return { success: sale.status === 'succeeded', error: sale.error };
  });

  // Webhooks: providers sign their requests, so no CSRF token; each event is stored once.
  for (const provider of ['stripe', 'braintree', 'sandbox'] as const)
    exemptFromCsrf(`/api/webhooks/${provider}/`);
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    /**
     * The event's signature proves who sent it, not that what it says is still so (a replay
     * of an old, genuine event) nor, with a leaked key, anything at all: the payment's status
     * is asked of the provider, never taken from the body.
     */
    const receive = async (
      name: 'stripe' | 'braintree' | 'sandbox',
      read: () => Promise<ProviderEvent | ProviderRefundEvent>,
      paymentAtProvider: (providerRef: string) => Promise<PaymentAtProvider | null>,
      refundAtProvider: (refundRef: string) => Promise<ProviderRefundStatus | null>,
    ) => {
      try {
        const claimed = await read();
        if (isRefundEvent(claimed)) {
          const status = await refundAtProvider(claimed.refundRef);
          if (status === null) return { received: true, ignored: true };
          const fresh = await processRefundEvent(db, name, claimed, status);
          return { received: true, duplicate: !fresh };
        }
        const atProvider = await paymentAtProvider(claimed.providerRef);
        // Signed, but about a payment the provider does not have: nothing to apply.
        if (atProvider === null) return { received: true, ignored: true };
        const event = {
          ...claimed,
          status: atProvider.status,
          transfer: atProvider.transfer ?? null,
        };
        const fresh = await processProviderEvent(db, refunders, name, event);
        return { received: true, duplicate: !fresh };
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw PaymentErrors.badSignature();
        }
        // Genuine, but about no payment (a URL check, a customer event): acknowledge it so
        // the provider stops resending, and change nothing.
        if (error instanceof UnsupportedWebhookEventError) return { received: true, ignored: true };
        throw error;
      }
    };
    scope.post('/api/webhooks/stripe/', async (request) =>
      receive(
        'stripe',
        () => providers.card.parseWebhook(rawBodyOf(request), request.headers),
        (ref) => unlessMissing(providers.card.retrievePaymentIntent(ref)),
        (ref) => providers.card.retrieveRefund(ref),
      ),
    );
    scope.post('/api/webhooks/braintree/', async (request) =>
      receive(
        'braintree',
        () => providers.paypal.parseWebhook(formBodyOf(request)),
        (ref) => unlessMissing(providers.paypal.findTransaction(ref)),
        // Braintree reports no refund by webhook: its parser never gives a refund event.
        async () => null,
      ),
    );
    scope.post('/api/webhooks/sandbox/', async (request) => {
      if (!providers.sandbox) throw notFound();
      const sandbox = providers.sandbox;
      return receive(
        'sandbox',
        () => sandbox.parseWebhook(rawBodyOf(request), request.headers),
        (ref) => unlessMissing(sandbox.retrievePaymentIntent(ref)),
        (ref) => sandbox.retrieveRefund(ref),
      );
    });
  });

  if (!providers.sandbox) return;
  const sandbox = providers.sandbox;
  if (simulateTransfers) registerDevTransferRoutes(app, { db, sessions, sandbox });

  /** A transfer's instructions with the deadline of their order (the sandbox's reference). */
  const transferAnswer = async (instructions: TransferInstructions) => {
    const order = await db
      .selectFrom('orders')
      .select(['number', 'created_at', 'total_cents'])
      .where('number', '=', instructions.reference)
      .executeTakeFirstOrThrow();
    return transferView(order, instructions);
  };

  // The sandbox's "stripe.js": the card form confirms here (only in sandbox mode).
  app.post('/api/sandbox/confirm/', async (request) => {
    const buyer = sessionBuyer(sessions, request);
    let body;
    try {
      body = parse(confirmBody, request.body);
    } catch (refusal) {
      await requireUser(request); // a session without an account hears 401 first
      throw refusal;
    }
    const card =
      body.number === undefined
        ? null
        : { number: body.number, expiry: body.expiry ?? '', cvc: body.cvc ?? '' };
    // The session's account is checked inside the confirm's statement; only when nothing
    // moved is it looked up, to answer 401 to a session without one.
    const result = await sandbox.confirm(body.clientSecret, card, buyer);
    if (result.ref === null) await requireUser(request);
    const lang = requestLanguage(request);
    return {
      status: result.status,
      error: result.error ? translate(lang, CARD_ERRORS[result.error]) : null,
      // The form's order was replaced: the page offers the way back, not another card.
      ...(result.error === 'cancelled' ? { orderReplaced: true } : {}),
      // A bank transfer: what Stripe's window would show, for the sandbox's own.
      ...(result.transfer ? { transfer: await transferAnswer(result.transfer) } : {}),
    };
  });

  app.post('/api/sandbox/authenticate/', async (request) => {
    await requireUser(request);
    const body = parse(authenticateBody, request.body);
    const result = await sandbox.authenticate(body.clientSecret, body.approve);
    const lang = requestLanguage(request);
    return {
      status: result.status,
      error: result.error ? translate(lang, CARD_ERRORS[result.error]) : null,
    };
  });
}
