import { toDecimal } from '@scaffale/domain/money';
import { transferDeadline } from '@scaffale/domain/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppConfig } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { TestClient } from '../../test/client.ts';
import { ADMIN, DEMO_PASSWORD, GIULIA, staffEmailOf } from '../../test/demo-accounts.ts';
import {
  startPaymentStandIn,
  type PaymentStandIn,
} from '../../test/doubles/payment-providers/stand-in.ts';
import { STAND_IN_TRANSFER_ACCOUNT } from '../../test/doubles/payment-providers/stripe-stand-in.ts';
import {
  signedStripeWebhook,
  type SignedStripeWebhook,
} from '../../test/doubles/payment-providers/webhooks.ts';
import { newBuyer } from '../../test/accounts.ts';
import { mailOf } from '../../test/dev-mail.ts';
import { availableOf, orderOf, partOf, userIdOf } from '../../test/fixtures.ts';
import { engines, testConfig } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE } from '../../test/operations.ts';
import {
  confirmation,
  loggedIn,
  payByCard,
  placePickupOrder,
  restockedBookInBasket,
} from '../../test/shoppers.ts';
import { BraintreeProvider } from './braintree/braintree-provider.ts';
import { SANDBOX_TRANSFER_ACCOUNT } from './sandbox/sandbox-provider.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

// Bank transfers that can be paid (docs/spec/bank-transfers.md §2): the account, reference, amount
// and deadline the buyer is given (by the sandbox's window, or Stripe's), kept with the payment and
// shown on the confirmation, in my orders and in the mail; the simulated incoming transfer of
// development; the buyer's cancellation of an order still unpaid, and a transfer that comes
// after it; a paid transfer's refund, to the account the provider asks the buyer for by email
// (§6); the administrator's list of transfers awaited.

const CENTRALE = 'Libreria Centrale';
const SEGNALIBRO = 'Il Segnalibro';
const STRIPE_WEBHOOK_SECRET = 'whsec_bank_transfers';

const ORDER = `number status totale
  bankTransfer { iban bic beneficiary reference amount payBy test }
  parts { id status confirmBy }`;
const MY_ORDERS = `query MyOrders { myOrders { ${ORDER} } }`;
const CANCEL = `mutation CancelUnpaidOrder($orderNumber: String!) {
  cancelUnpaidOrder(orderNumber: $orderNumber) { ${ORDER} } }`;
const AWAITING = `query AwaitingTransfers { awaitingTransfers {
  orderNumber reference buyerEmail amount createdAt payBy } }`;

interface OrderShape {
  number: string;
  status: string;
  totale: string;
  bankTransfer: Record<string, unknown> | null;
  parts: { id: string; status: string; confirmBy: string | null }[];
}

function paymentOf(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function myOrder(client: TestClient, orderNumber: string): Promise<OrderShape | undefined> {
  const mine = await client.graphql<{ myOrders: OrderShape[] }>('MyOrders', MY_ORDERS);
  expect(mine.errors).toBeUndefined();
  return mine.data!.myOrders.find((o) => o.number === orderNumber);
}

function received(client: TestClient, orderNumber: string) {
  return client.post(`/api/dev/bank-transfers/${orderNumber}/received`);
}

function cancel(client: TestClient, orderNumber: string) {
  return client.graphql<{ cancelUnpaidOrder: OrderShape }>('CancelUnpaidOrder', CANCEL, {
    orderNumber,
  });
}

const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { id status } }`;

/** The bookshop's staff reject every line of the order's part: its money given back. */
async function rejectWhole(db: Db, staff: TestClient, orderNumber: string) {
  const part = await partOf(db, orderNumber);
  const lines = await db
    .selectFrom('order_lines')
    .select('id')
    .where('order_part_id', '=', part.id)
    .execute();
  const rejected = await staff.graphql('Reject', REJECT, {
    partId: String(part.id),
    lineIds: lines.map((line) => String(line.id)),
    reason: 'Copia danneggiata',
  });
  expect(rejected.errors).toBeUndefined();
}

function refundRowsOf(db: Db, orderId: number) {
  return db
    .selectFrom('refunds')
    .select(['amount_cents', 'status', 'provider_status', 'provider_ref'])
    .where('order_id', '=', orderId)
    .where('payment_id', 'is not', null)
    .execute();
}

function sandboxRefundsOf(db: Db, paymentRef: string) {
  return db
    .selectFrom('sandbox_refunds')
    .select(['amount_cents', 'instructions_email'])
    .where('payment_ref', '=', paymentRef)
    .execute();
}

function deliverStripe(app: FastifyInstance, webhook: SignedStripeWebhook) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe/',
    headers: webhook.headers,
    payload: webhook.rawBody,
  });
}

for (const engine of engines()) {
  describe(`bank transfers (${engine.name})`, () => {
    const h = engine.setup();

    /** A pending pickup order of the client's basket (a book restocked), paid by `method`. */
    async function pendingOrder(client: TestClient, method: 'STRIPE_WT' | 'STRIPE', skip = 0) {
      const book = await restockedBookInBasket(h, client, CENTRALE, skip);
      const orderNumber = await placePickupOrder(client, book, { paymentMethod: method });
      const kind = method === 'STRIPE_WT' ? 'wiretransfer' : 'card';
      const intent = await client.post(`/api/stripe/create-payment-intent/${kind}/`, {
        orderNumber,
      });
      expect(intent.statusCode).toBe(200);
      return { book, orderNumber, clientSecret: intent.json().clientSecret as string };
    }

    /** A new buyer's order waiting for its transfer: 'Conferma ordine' pressed in the sandbox. */
    async function awaitingTransfer(app: FastifyInstance = h.app, skip = 0) {
      const { client, email } = await newBuyer(h, { app });
      const order = await pendingOrder(client, 'STRIPE_WT', skip);
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret: order.clientSecret,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await confirmation(client, order.orderNumber)).toMatchObject({
        status: 'awaiting_transfer',
      });
      return { client, email, ...order, window: confirmed.json() };
    }

    it('gives the account, reference, amount and deadline in the window, on the confirmation, in my orders and in the mail', async () => {
      const { db } = h.database;
      const { client, email, orderNumber, window } = await awaitingTransfer();
      const order = await orderOf(db, orderNumber);
      const details = {
        iban: SANDBOX_TRANSFER_ACCOUNT.iban,
        bic: SANDBOX_TRANSFER_ACCOUNT.bic,
        beneficiary: SANDBOX_TRANSFER_ACCOUNT.beneficiary,
        reference: orderNumber,
        amount: toDecimal(order.total_cents),
        payBy: transferDeadline(order.created_at).toISOString().slice(0, 10),
        test: true,
      };
      // What the sandbox's window shows, as Stripe's would: the answer to the confirmation.
      expect(window).toEqual({ status: 'processing', error: null, transfer: details });
      // Kept with the payment, so nothing asks the provider again to show them.
      const payment = await paymentOf(db, order.id);
      expect(payment.transfer_instructions).toEqual({
        iban: details.iban,
        bic: details.bic,
        beneficiary: details.beneficiary,
        reference: orderNumber,
        amountCents: order.total_cents,
        test: true,
      });
      expect((await confirmation(client, orderNumber)).bankTransfer).toEqual(details);
      expect(await myOrder(client, orderNumber)).toMatchObject({
        status: 'awaiting_transfer',
        bankTransfer: details,
        parts: [{ status: 'AWAITING_PAYMENT', confirmBy: null }],
      });
      const [instructions] = (await mailOf(client, email)).filter(
        (m) => m.kind === 'transfer_instructions',
      );
      expect(instructions?.text).toContain('Beneficiario: Scaffale Sandbox (TEST)');
      expect(instructions?.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
      expect(instructions?.text).toContain('BIC: TESTITM1XXX');
      expect(instructions?.text).toContain(`Riferimento: ${orderNumber}`);
      expect(instructions?.text).toContain('conto di prova: non inviare denaro');
    });

    it('gives the account SANDBOX_TRANSFER_IBAN names', async () => {
      const app = await h.secondApp({ sandboxTransferIban: 'DE89370400440532013000' });
      const { window } = await awaitingTransfer(app, 1);
      expect(window.transfer).toMatchObject({
        iban: 'DE89370400440532013000',
        bic: SANDBOX_TRANSFER_ACCOUNT.bic,
        test: true,
      });
    });

    it('settles the order when the simulated transfer arrives: parts to confirm, the buyer and the bookshop told', async () => {
      const { db } = h.database;
      const { client, email, orderNumber } = await awaitingTransfer(h.app, 2);
      // Without the CSRF token, nothing moves.
      const forged = await client.post(
        `/api/dev/bank-transfers/${orderNumber}/received`,
        undefined,
        {
          csrf: false,
        },
      );
      expect(forged.statusCode).toBe(403);
      expect((await orderOf(db, orderNumber)).status).toBe('awaiting_transfer');

      const arrived = await received(client, orderNumber);
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json()).toEqual({ orderNumber, status: 'paid' });
      const order = await orderOf(db, orderNumber);
      expect(order.paid_at).not.toBeNull();
      const mine = await myOrder(client, orderNumber);
      expect(mine).toMatchObject({ status: 'paid', bankTransfer: null });
      expect(mine!.parts.every((p) => p.status === 'TO_CONFIRM' && p.confirmBy)).toBe(true);
      const mail = await mailOf(client, email);
      expect(mail.filter((m) => m.kind === 'transfer_received').map((m) => m.subject)).toEqual([
        `Ordine ${orderNumber}: bonifico ricevuto`,
      ]);
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      const toConfirm = (await mailOf(staff, staffEmailOf(CENTRALE))).filter(
        (m) => m.kind === 'part_to_confirm' && m.subject.includes(orderNumber),
      );
      expect(toConfirm).toHaveLength(1);
      // The money came once: nothing is awaited any more.
      const again = await received(client, orderNumber);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'NO_TRANSFER_AWAITED' });
    });

    it('lets only the order’s buyer or the administrator simulate its transfer, for a transfer awaited', async () => {
      const { db } = h.database;
      const first = await awaitingTransfer(h.app, 3);
      const refusals: [string, TestClient, number, string][] = [
        ['a visitor', h.client(), 401, 'NOT_LOGGED_IN'],
        ['another buyer', (await newBuyer(h)).client, 404, 'ORDER_NOT_FOUND'],
        [
          'the staff of its bookshop',
          await loggedIn(h, staffEmailOf(CENTRALE)),
          404,
          'ORDER_NOT_FOUND',
        ],
        [
          'the staff of another',
          await loggedIn(h, staffEmailOf(SEGNALIBRO)),
          404,
          'ORDER_NOT_FOUND',
        ],
      ];
      for (const [who, client, status, code] of refusals) {
        const refused = await received(client, first.orderNumber);
        expect(refused.statusCode, who).toBe(status);
        expect(refused.json(), who).toMatchObject({ code });
      }
      expect((await orderOf(db, first.orderNumber)).status).toBe('awaiting_transfer');
      const admin = await loggedIn(h, ADMIN);
      expect((await received(admin, first.orderNumber)).json()).toMatchObject({ status: 'paid' });
      // Not an order number at all: the same as a missing order.
      expect((await received(first.client, 'SC-nope')).statusCode).toBe(404);
      // A card order awaits no transfer.
      const { orderNumber: card } = await pendingOrder(first.client, 'STRIPE', 4);
      const noTransfer = await received(first.client, card);
      expect(noTransfer.statusCode).toBe(409);
      expect(noTransfer.json()).toMatchObject({ code: 'NO_TRANSFER_AWAITED' });
    });

    it('has no simulated transfer in production, nor with live payments', async () => {
      const production = await buildApp({ ...testConfig, env: 'production' }, h.database);
      const standIn = await startPaymentStandIn();
      const live = await buildApp(liveConfig(standIn), h.database);
      try {
        for (const app of [production, live]) {
          const { client } = await newBuyer(h, { app });
          // No such route: not an order the route could not find.
          const response = await received(client, 'SC-ABC234');
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('ORDER_NOT_FOUND');
          const config = (await client.get('/api/payments/config/')).json();
          expect(config.transferSimulation).toBe(false);
        }
        expect((await h.client().get('/api/payments/config/')).json()).toMatchObject({
          mode: 'sandbox',
          transferSimulation: true,
        });
      } finally {
        await production.close();
        await live.close();
        await standIn.close();
      }
    });

    describe('with Stripe (the stand-in)', () => {
      let standIn: PaymentStandIn;
      let live: FastifyInstance;
      beforeAll(async () => {
        standIn = await startPaymentStandIn();
        live = await buildApp(liveConfig(standIn), h.database);
      });
      afterAll(async () => {
        await live?.close();
        await standIn?.close();
      });

      it('keeps the instructions Stripe gives once the transfer is confirmed, and shows them', async () => {
        const { db } = h.database;
        const { client, email } = await newBuyer(h, { app: live, language: 'en' });
        const book = await restockedBookInBasket(h, client, CENTRALE, 0);
        const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
        const created = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
          orderNumber,
        });
        expect(created.statusCode).toBe(200);
        const order = await orderOf(db, orderNumber);
        const ref = (await paymentOf(db, order.id)).provider_ref!;
        // Stripe.js confirmed it in the browser (Stripe's window): Stripe says so by webhook.
        standIn.stripe.setStatus(ref, 'requires_action');
        const intent = standIn.stripe.paymentIntents.get(ref)!;
        const webhook = signedStripeWebhook({
          secret: STRIPE_WEBHOOK_SECRET,
          type: 'payment_intent.requires_action',
          object: intent,
        });
        const delivered = await live.inject({
          method: 'POST',
          url: '/api/webhooks/stripe/',
          headers: webhook.headers,
          payload: webhook.rawBody,
        });
        expect(delivered.statusCode).toBe(200);
        const details = {
          iban: STAND_IN_TRANSFER_ACCOUNT.iban,
          bic: STAND_IN_TRANSFER_ACCOUNT.bic,
          beneficiary: STAND_IN_TRANSFER_ACCOUNT.holder,
          // Stripe's reference, which Stripe matches the money by.
          reference: intent.next_action!.display_bank_transfer_instructions.reference,
          amount: toDecimal(order.total_cents),
          payBy: transferDeadline(order.created_at).toISOString().slice(0, 10),
          test: true,
        };
        expect((await orderOf(db, orderNumber)).status).toBe('awaiting_transfer');
        expect((await confirmation(client, orderNumber)).bankTransfer).toEqual(details);
        expect((await myOrder(client, orderNumber))?.bankTransfer).toEqual(details);
        const [instructions] = (await mailOf(client, email)).filter(
          (m) => m.kind === 'transfer_instructions',
        );
        expect(instructions?.text).toContain(`Reference: ${details.reference}`);
        expect(instructions?.text).toContain('IBAN: IT83 X030 6909 6061 0000 0063 456');
      });

      /** An order of the buyer's paid at Stripe by `method`: the webhook has placed it. */
      async function paidAtStripe(
        client: TestClient,
        method: 'STRIPE_WT' | 'STRIPE',
        skip: number,
      ) {
        const { db } = h.database;
        const book = await restockedBookInBasket(h, client, CENTRALE, skip);
        const orderNumber = await placePickupOrder(client, book, { paymentMethod: method });
        const kind = method === 'STRIPE_WT' ? 'wiretransfer' : 'card';
        const created = await client.post(`/api/stripe/create-payment-intent/${kind}/`, {
          orderNumber,
        });
        expect(created.statusCode).toBe(200);
        const order = await orderOf(db, orderNumber);
        const ref = (await paymentOf(db, order.id)).provider_ref!;
        standIn.stripe.setStatus(ref, 'succeeded');
        const webhook = signedStripeWebhook({
          secret: STRIPE_WEBHOOK_SECRET,
          type: 'payment_intent.succeeded',
          object: standIn.stripe.paymentIntents.get(ref),
        });
        expect((await deliverStripe(live, webhook)).statusCode).toBe(200);
        expect((await orderOf(db, orderNumber)).status).toBe('paid');
        return { order, ref };
      }

      async function liveStaff() {
        const staff = new TestClient(live);
        expect((await staff.login(staffEmailOf(CENTRALE), DEMO_PASSWORD)).statusCode).toBe(200);
        return staff;
      }

      it('refunds a rejected transfer to the buyer’s bank account: Stripe asks at their email now, the refund sent until Stripe finishes it', async () => {
        const { db } = h.database;
        const { client, email } = await newBuyer(h, { app: live, language: 'en' });
        const { order, ref } = await paidAtStripe(client, 'STRIPE_WT', 2);
        // Stripe's customer has the email of the order; the buyer has changed theirs since.
        const customer = standIn.stripe.paymentIntents.get(ref)!.customer!;
        expect(standIn.stripe.customers.get(customer)?.email).toBe(email);
        const now = `now-${email}`;
        await db.updateTable('users').set({ email: now }).where('email', '=', email).execute();

        await rejectWhole(db, await liveStaff(), order.number);

        const refunds = [...standIn.stripe.refunds.values()].filter(
          (refund) => refund.payment_intent === ref,
        );
        expect(refunds).toMatchObject([
          { amount: order.total_cents, status: 'requires_action', instructions_email: now },
        ]);
        const refund = refunds[0]!;
        expect(standIn.stripe.bankAccountRequests).toContainEqual({
          refund: refund.id,
          email: now,
        });
        // Sent, not finished: Stripe waits for the buyer's account.
        expect(await refundRowsOf(db, order.id)).toEqual([
          {
            amount_cents: order.total_cents,
            status: 'succeeded',
            provider_status: 'pending',
            provider_ref: refund.id,
          },
        ]);
        const [rejected] = (await mailOf(client, now)).filter((m) => m.kind === 'lines_rejected');
        expect(rejected?.text).toContain(
          `by bank transfer: our payment provider will email you at ${now} to ask for the bank account to send it to.`,
        );

        // The buyer gave the account, Stripe sent the money and says so.
        const finished = await deliverStripe(
          live,
          standIn.stripe.finishRefund(refund.id, STRIPE_WEBHOOK_SECRET),
        );
        expect(finished.statusCode).toBe(200);
        expect(await refundRowsOf(db, order.id)).toMatchObject([
          { status: 'succeeded', provider_status: 'succeeded' },
        ]);
        expect(standIn.stripe.cashBalances.get(customer)).toBeUndefined();
      });

      it('refunds a rejected card payment with no instructions email: the card gets it back at once', async () => {
        const { db } = h.database;
        const { client } = await newBuyer(h, { app: live });
        const { order, ref } = await paidAtStripe(client, 'STRIPE', 3);

        await rejectWhole(db, await liveStaff(), order.number);

        const requests = standIn.stripe
          .requestsTo('POST', '/v1/refunds')
          .filter((request) => request.body.payment_intent === ref);
        expect(requests).toHaveLength(1);
        expect(requests[0]!.body).not.toHaveProperty('instructions_email');
        expect(await refundRowsOf(db, order.id)).toMatchObject([
          { status: 'succeeded', provider_status: 'succeeded' },
        ]);
      });
    });

    it('lets the buyer cancel an order awaiting its transfer: copies, code and store credit back, the payment cancelled', async () => {
      const { db } = h.database;
      const { client, email } = await newBuyer(h);
      const userId = await userIdOf(db, email);
      await db
        .insertInto('wallets')
        .values({ user_id: userId, balance_cents: 100 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ balance_cents: 100 }))
        .execute();
      const book = await restockedBookInBasket(h, client, CENTRALE, 5);
      const selectedShippings = [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }];
      const code = await client.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings, discountCode: 'BENVENUTO10' },
      );
      expect(code.data?.addDiscountCode.success).toBe(true);
      const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
      const intent = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      await client.post('/api/sandbox/confirm/', { clientSecret: intent.json().clientSecret });
      expect((await confirmation(client, orderNumber)).status).toBe('awaiting_transfer');
      const order = await orderOf(db, orderNumber);
      expect(order.store_credit_cents).toBe(100);
      const codeUses = () =>
        db.selectFrom('discount_code_uses').select('id').where('order_id', '=', order.id).execute();
      expect(await codeUses()).toHaveLength(1);
      const stock = await availableOf(db, book.id);

      const cancelled = await cancel(client, orderNumber);
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data!.cancelUnpaidOrder).toMatchObject({
        number: orderNumber,
        status: 'cancelled',
        bankTransfer: null,
        parts: [{ status: 'CANCELLED' }],
      });
      expect(await availableOf(db, book.id)).toBe(stock + 1);
      expect(await codeUses()).toEqual([]);
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_cents')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(wallet.balance_cents).toBe(100);
      const events = await db
        .selectFrom('order_events')
        .select(['kind', 'detail'])
        .where('order_id', '=', order.id)
        .where('kind', '=', 'cancelled')
        .execute();
      expect(events).toEqual([
        {
          kind: 'cancelled',
          detail: expect.objectContaining({ reason: 'buyer', by: userId, storeCreditCents: 100 }),
        },
      ]);
      // Cancelled at the provider: the money can no longer pay it as a transfer awaited.
      const payment = await paymentOf(db, order.id);
      expect(payment.status).toBe('cancelled');
      const atSandbox = await db
        .selectFrom('sandbox_payments')
        .select('status')
        .where('ref', '=', payment.provider_ref!)
        .executeTakeFirstOrThrow();
      expect(atSandbox.status).toBe('cancelled');
      // The buyer cancelled it: no message says the transfer never came.
      expect((await mailOf(client, email)).map((m) => m.kind)).not.toContain('transfer_expired');
      const again = await cancel(client, orderNumber);
      expect(again.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await availableOf(db, book.id)).toBe(stock + 1);
    });

    it('lets the buyer cancel a card order not paid yet: its open form can no longer pay', async () => {
      const { db } = h.database;
      const { client } = await newBuyer(h);
      const { book, orderNumber, clientSecret } = await pendingOrder(client, 'STRIPE', 6);
      // Waiting for its payment, the order is the buyer's to see and release.
      expect(await myOrder(client, orderNumber)).toMatchObject({ status: 'pending' });
      const stock = await availableOf(db, book.id);
      const cancelled = await cancel(client, orderNumber);
      expect(cancelled.data?.cancelUnpaidOrder.status).toBe('cancelled');
      expect(await availableOf(db, book.id)).toBe(stock + 1);
      const paid = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(paid.json().status).toBe('failed');
      expect((await orderOf(db, orderNumber)).status).toBe('cancelled');
      // Someone else's order, or none: the same answer.
      const other = await newBuyer(h);
      const { orderNumber: theirs } = await pendingOrder(other.client, 'STRIPE_WT', 7);
      expect((await cancel(client, theirs)).errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
      expect((await cancel(client, 'SC-nope')).errors?.[0]?.extensions?.code).toBe(
        'ORDER_NOT_FOUND',
      );
      expect((await orderOf(db, theirs)).status).toBe('pending');
    });

    it('refunds a rejected transfer to the buyer’s bank account: the sandbox asked for it at the buyer’s email, and the mail says so', async () => {
      const { db } = h.database;
      const { client, email, orderNumber } = await awaitingTransfer(h.app, 14);
      expect((await received(client, orderNumber)).json()).toMatchObject({ status: 'paid' });
      const order = await orderOf(db, orderNumber);
      const payment = await paymentOf(db, order.id);

      await rejectWhole(db, await loggedIn(h, staffEmailOf(CENTRALE)), orderNumber);

      expect(await sandboxRefundsOf(db, payment.provider_ref!)).toEqual([
        { amount_cents: payment.amount_cents, instructions_email: email },
      ]);
      expect(await refundRowsOf(db, order.id)).toMatchObject([
        { amount_cents: payment.amount_cents, status: 'succeeded', provider_status: 'succeeded' },
      ]);
      const [rejected] = (await mailOf(client, email)).filter((m) => m.kind === 'lines_rejected');
      expect(rejected?.text).toMatch(
        /Ti restituiamo \d+,\d\d\u00a0€ con un bonifico sul tuo conto/,
      );
      expect(rejected?.text).toContain(
        `il nostro fornitore di pagamenti ti scriverà a ${email} per chiederti il conto bancario su cui versarli.`,
      );
    });

    it('refunds a rejected card payment to the card: no email to ask for an account', async () => {
      const { db } = h.database;
      const { client, email } = await newBuyer(h);
      const book = await restockedBookInBasket(h, client, CENTRALE, 15);
      const orderNumber = await placePickupOrder(client, book);
      await payByCard(client, orderNumber);
      expect((await confirmation(client, orderNumber)).status).toBe('paid');
      const payment = await paymentOf(db, (await orderOf(db, orderNumber)).id);

      await rejectWhole(db, await loggedIn(h, staffEmailOf(CENTRALE)), orderNumber);

      expect(await sandboxRefundsOf(db, payment.provider_ref!)).toEqual([
        { amount_cents: payment.amount_cents, instructions_email: null },
      ]);
      const [rejected] = (await mailOf(client, email)).filter((m) => m.kind === 'lines_rejected');
      expect(rejected?.text).toContain('con il metodo con cui hai pagato: Carta.');
      expect(rejected?.text).not.toContain('ti scriverà');
    });

    it('refunds a transfer that arrives after its buyer cancelled the order, never placing it again', async () => {
      const { db } = h.database;
      const { client, orderNumber, book } = await awaitingTransfer(h.app, 8);
      expect((await cancel(client, orderNumber)).errors).toBeUndefined();
      const stock = await availableOf(db, book.id);
      // The buyer had sent it already: the bank delivers it days later.
      const arrived = await received(client, orderNumber);
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json()).toEqual({ orderNumber, status: 'cancelled' });
      const order = await orderOf(db, orderNumber);
      const payment = await paymentOf(db, order.id);
      expect(payment).toMatchObject({ status: 'succeeded', late_resolution: 'refunded' });
      const refunds = await db
        .selectFrom('refunds')
        .select(['amount_cents', 'status', 'reason'])
        .where('order_id', '=', order.id)
        .execute();
      expect(refunds).toEqual([
        { amount_cents: payment.amount_cents, status: 'succeeded', reason: 'late_payment' },
      ]);
      const decided = await db
        .selectFrom('order_events')
        .select('detail')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'refund_decided')
        .executeTakeFirstOrThrow();
      expect(decided.detail).toMatchObject({ why: 'cancelledByBuyer' });
      expect(await availableOf(db, book.id)).toBe(stock);
      expect((await myOrder(client, orderNumber))?.status).toBe('cancelled');
    });

    it('lets exactly one of a cancellation and an arriving transfer win, on two processes', async () => {
      const { db } = h.database;
      // The transfer reported to a second server process, as the bank's webhook may be.
      const bank = new TestClient(await h.secondApp());
      expect((await bank.login(ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
      for (let round = 0; round < 6; round += 1) {
        const { client, orderNumber, book } = await awaitingTransfer(h.app, 9 + (round % 3));
        const stock = await availableOf(db, book.id);
        const [cancelled, arrived] = await Promise.all([
          cancel(client, orderNumber),
          received(bank, orderNumber),
        ]);
        expect(arrived.statusCode).toBe(200);
        const order = await orderOf(db, orderNumber);
        const payment = await paymentOf(db, order.id);
        const refunds = await db
          .selectFrom('refunds')
          .select('amount_cents')
          .where('order_id', '=', order.id)
          .execute();
        if (cancelled.errors) {
          // The money first: the order is paid and stays so; the cancellation is refused.
          expect(cancelled.errors[0]?.extensions?.code).toBe('ORDER_NOT_CANCELLABLE');
          expect(order.status).toBe('paid');
          expect(payment.late_resolution).toBeNull();
          expect(refunds).toEqual([]);
          expect(await availableOf(db, book.id)).toBe(stock);
        } else {
          // The cancellation first: the copies back, the money that came refunded once.
          expect(order.status).toBe('cancelled');
          expect(payment.late_resolution).toBe('refunded');
          expect(refunds).toEqual([{ amount_cents: payment.amount_cents }]);
          expect(await availableOf(db, book.id)).toBe(stock + 1);
        }
      }
    });

    it('lists the transfers awaited for the administrator, the nearest deadline first', async () => {
      const { db } = h.database;
      const first = await awaitingTransfer(h.app, 12);
      const next = await awaitingTransfer(h.app, 13);
      // The first placed two days earlier: its deadline comes first.
      await db
        .updateTable('orders')
        .set({ created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
        .where('number', '=', first.orderNumber)
        .execute();
      const admin = await loggedIn(h, ADMIN);
      const list = await admin.graphql<{
        awaitingTransfers: { orderNumber: string; payBy: string }[];
      }>('AwaitingTransfers', AWAITING);
      expect(list.errors).toBeUndefined();
      const rows = list.data!.awaitingTransfers;
      const ours = rows.filter((r) =>
        [first.orderNumber, next.orderNumber].includes(r.orderNumber),
      );
      // What the list says of an order: its reference (the sandbox's is the order number).
      const rowOf = async ({ orderNumber, email }: { orderNumber: string; email: string }) => {
        const order = await orderOf(db, orderNumber);
        return {
          orderNumber,
          reference: orderNumber,
          buyerEmail: email,
          amount: toDecimal(order.total_cents),
          createdAt: order.created_at.toISOString(),
          payBy: transferDeadline(order.created_at).toISOString().slice(0, 10),
        };
      };
      expect(ours).toEqual([await rowOf(first), await rowOf(next)]);
      const deadlines = rows.map((r) => r.payBy);
      expect(deadlines).toEqual([...deadlines].sort());
      // Paid orders leave the list.
      await received(admin, first.orderNumber);
      const after = await admin.graphql<{ awaitingTransfers: { orderNumber: string }[] }>(
        'AwaitingTransfers',
        AWAITING,
      );
      expect(after.data!.awaitingTransfers.map((r) => r.orderNumber)).not.toContain(
        first.orderNumber,
      );
      // GIULIA is a buyer: the list is the administrator's alone (the access matrix has the rest).
      const buyer = await loggedIn(h, GIULIA);
      const refused = await buyer.graphql('AwaitingTransfers', AWAITING);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
}

/** PAYMENTS=live with the official SDKs pointed at the local stand-in. */
function liveConfig(standIn: PaymentStandIn): AppConfig {
  return {
    ...testConfig,
    payments: 'live',
    paymentProviders: {
      card: new StripeProvider({
        secretKey: standIn.stripe.secretKey,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        ...standIn.stripeConnection,
      }),
      paypal: new BraintreeProvider({
        ...standIn.braintreeKeys,
        environment: standIn.braintreeEnvironment,
      }),
      sandbox: null,
      stripePublishableKey: 'pk_test_bank_transfers',
    },
  };
}
