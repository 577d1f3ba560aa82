import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { GIULIA, JANE, LUCA, MARIO } from '../../test/demo-accounts.ts';
import { availableOf, bookOf, orderOf, userIdOf, withoutStoreCredit } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { ADD_PRODUCT } from '../../test/operations.ts';
import { buyerWith, confirmation, loggedIn, placePickupOrder } from '../../test/shoppers.ts';
import { expireUnpaidOrders } from '../orders/expiry.ts';
import { resolveLatePayment, resolveOutstandingPayments } from './late-payments.ts';
import { processProviderEvent } from './payments.service.ts';
import type { RefundingProvider } from './provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

async function paymentOf(db: Db, orderNumber: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.provider_ref', 'p.status', 'p.late_resolution', 'p.amount_cents'])
    .where('o.number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

async function eventsOf(db: Db, orderNumber: string) {
  const rows = await db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.kind', 'e.detail'])
    .where('o.number', '=', orderNumber)
    .orderBy('e.id')
    .execute();
  return rows;
}

async function refundsOf(db: Db, orderNumber: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.amount_cents', 'r.status', 'r.attempts', 'r.last_error', 'r.provider_ref'])
    .where('o.number', '=', orderNumber)
    .execute();
}

async function sandboxRefundsOf(db: Db, providerRef: string) {
  return db
    .selectFrom('sandbox_refunds')
    .select(['ref', 'amount_cents'])
    .where('payment_ref', '=', providerRef)
    .execute();
}

for (const engine of engines()) {
  describe(`a payment that succeeds for a cancelled order (${engine.name})`, () => {
    const h = engine.setup();
    let nextBook = 0;

    /**
     * A buyer without store credit, with a pending pickup order for a book of which the
     * shelf holds `copies`, and the order's card intent.
     */
    async function orderWithIntent(email: string, copies: number) {
      const { db } = h.database;
      await withoutStoreCredit(db, email);
      const book = await bookOf(db, 'Libreria Centrale', 2, nextBook++);
      await db
        .updateTable('products')
        .set({ available: copies })
        .where('id', '=', book.id)
        .execute();
      const client = await buyerWith(h, email, [book.id]);
      const orderNumber = await placePickupOrder(client, book);
      const intent = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });
      expect(intent.statusCode).toBe(200);
      return { client, book, orderNumber, clientSecret: intent.json().clientSecret as string };
    }

    /**
     * A second tab of the same buyer adds another book and places an order: it replaces
     * (cancels) the pending one, and takes `book`'s copy again with the new one.
     */
    async function replacedFromAnotherTab(
      email: string,
      book: { id: number; bookshop_id: number },
    ) {
      const { db } = h.database;
      const another = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
      await db
        .updateTable('products')
        .set({ available: 50 })
        .where('id', '=', another.id)
        .execute();
      const other = await loggedIn(h, email);
      await other.graphql('AddProduct', ADD_PRODUCT, { productId: String(another.id) });
      return { other, second: await placePickupOrder(other, book) };
    }

    /**
     * The race the buyer can lose: the first tab's card is taken at the provider, and before
     * its news reaches us a second tab changes the basket and places a new order, which
     * replaces (cancels) the first. The new order's number.
     */
    async function paidAsItIsReplaced(
      email: string,
      first: { book: { id: number; bookshop_id: number }; clientSecret: string },
    ) {
      const { db } = h.database;
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('client_secret', '=', first.clientSecret)
        .execute();
      return replacedFromAnotherTab(email, first.book);
    }

    it('revives the replaced order when its books are still on the shelf', async () => {
      const { db } = h.database;
      const email = MARIO;
      const first = await orderWithIntent(email, 5);
      const { second } = await paidAsItIsReplaced(email, first);
      // The replacement cancelled it, asked the provider, found it paid, and revived it.
      const order = await orderOf(db, first.orderNumber);
      expect(order).toMatchObject({ status: 'paid', cancelled_at: null });
      expect(order.paid_at).toBeInstanceOf(Date);
      expect(await paymentOf(db, first.orderNumber)).toMatchObject({
        status: 'succeeded',
        late_resolution: 'revived',
      });
      // Its copy taken again, as the new order's is: two of five.
      expect(await availableOf(db, first.book.id)).toBe(3);
      expect((await eventsOf(db, first.orderNumber)).map((e) => e.kind)).toEqual([
        'cancelled',
        'revived',
      ]);
      expect(await refundsOf(db, first.orderNumber)).toEqual([]);
      expect((await orderOf(db, second)).status).toBe('pending');
      expect(await confirmation(first.client, first.orderNumber)).toMatchObject({
        status: 'paid',
        refund: null,
      });
      // Heard again (a late webhook, the sweep): nothing more happens.
      expect(
        await resolveLatePayment(db, () => null, (await paymentOf(db, first.orderNumber)).id),
      ).toBe('revived');
      expect(await availableOf(db, first.book.id)).toBe(3);
    });

    it('refunds the payment, once, when the last copy went to the order that replaced it', async () => {
      const { db } = h.database;
      const email = GIULIA;
      const first = await orderWithIntent(email, 1);
      const { other, second } = await paidAsItIsReplaced(email, first);
      expect(await availableOf(db, first.book.id)).toBe(0);
      const payment = await paymentOf(db, first.orderNumber);
      expect(payment).toMatchObject({ status: 'succeeded', late_resolution: 'refunded' });
      expect((await orderOf(db, first.orderNumber)).status).toBe('cancelled');
      // Refunded at the provider, the whole amount, and written down with the audit trail.
      const [atProvider, ...more] = await sandboxRefundsOf(db, payment.provider_ref!);
      expect(more).toEqual([]);
      expect(atProvider?.amount_cents).toBe(payment.amount_cents);
      expect(await refundsOf(db, first.orderNumber)).toEqual([
        {
          amount_cents: payment.amount_cents,
          status: 'succeeded',
          attempts: 1,
          last_error: null,
          provider_ref: atProvider?.ref,
        },
      ]);
      const events = await eventsOf(db, first.orderNumber);
      expect(events.map((e) => e.kind)).toEqual(['cancelled', 'refund_decided', 'refunded']);
      expect(events[1]?.detail).toMatchObject({ why: 'stock', amountCents: payment.amount_cents });
      // The buyer's page says so.
      const page = await confirmation(first.client, first.orderNumber);
      expect(page).toMatchObject({
        status: 'cancelled',
        refund: { amount: (payment.amount_cents / 100).toFixed(2), pending: false },
      });

      // However often it is heard again, and from however many processes, nothing more is refunded.
      const sandbox = new SandboxProvider(db, 'test', async () => {});
      const second_app = await h.secondApp();
      await Promise.all([
        ...Array.from({ length: 5 }, () => resolveLatePayment(db, () => sandbox, payment.id)),
        ...Array.from({ length: 5 }, (_, i) =>
          processProviderEvent(db, () => sandbox, 'sandbox', {
            id: `evt_again_${i}`,
            type: 'payment_intent.succeeded',
            providerRef: payment.provider_ref!,
            status: 'succeeded',
            payload: {},
          }),
        ),
        resolveOutstandingPayments(db, () => sandbox),
        confirmation(first.client, first.orderNumber),
        second_app.resolveOutstandingPayments(),
      ]);
      expect(await sandboxRefundsOf(db, payment.provider_ref!)).toHaveLength(1);
      expect(await refundsOf(db, first.orderNumber)).toHaveLength(1);
      // The order that took the copy pays as usual.
      const secret = await other.post('/api/stripe/create-payment-intent/card/', {
        orderNumber: second,
      });
      const paid = await other.post('/api/sandbox/confirm/', {
        clientSecret: secret.json().clientSecret,
        ...CARD,
      });
      expect(paid.json()).toEqual({ status: 'succeeded', error: null });
    });

    it('keeps a refund the provider failed, and carries it out once the provider answers', async () => {
      const { db } = h.database;
      const email = JANE;
      const first = await orderWithIntent(email, 1);
      await replacedFromAnotherTab(email, first.book);
      expect((await orderOf(db, first.orderNumber)).status).toBe('cancelled');
      const payment = await paymentOf(db, first.orderNumber);
      expect(payment.status).toBe('cancelled');
      // The provider says it was paid after all (its cancel lost the race), and is down when
      // the refund is asked of it: the refund is decided and kept.
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('client_secret', '=', first.clientSecret)
        .execute();
      const down: RefundingProvider = {
        refund: () => Promise.reject(new Error('provider unreachable')),
      };
      await processProviderEvent(db, () => down, 'sandbox', {
        id: 'evt_paid_after_all',
        type: 'payment_intent.succeeded',
        providerRef: payment.provider_ref!,
        status: 'succeeded',
        payload: {},
      });
      expect(await paymentOf(db, first.orderNumber)).toMatchObject({
        status: 'succeeded',
        late_resolution: 'refunded',
      });
      expect(await resolveOutstandingPayments(db, () => down)).toEqual({
        resolved: 0,
        refunded: 0,
      });
      expect(await refundsOf(db, first.orderNumber)).toEqual([
        expect.objectContaining({
          status: 'pending',
          attempts: 2,
          last_error: 'provider unreachable',
        }),
      ]);
      expect(await confirmation(first.client, first.orderNumber)).toMatchObject({
        status: 'cancelled',
        refund: { pending: true },
      });
      const sandbox = new SandboxProvider(db, 'test', async () => {});
      const [a, b] = await Promise.all([
        resolveOutstandingPayments(db, () => sandbox),
        resolveOutstandingPayments(db, () => sandbox),
      ]);
      expect((a?.refunded ?? 0) + (b?.refunded ?? 0)).toBe(1);
      expect(await sandboxRefundsOf(db, payment.provider_ref!)).toHaveLength(1);
      expect(await refundsOf(db, first.orderNumber)).toEqual([
        expect.objectContaining({ status: 'succeeded', attempts: 3, last_error: null }),
      ]);
    });

    it('resolves once a card payment that succeeds as its order expires after 30 minutes', async () => {
      const { db } = h.database;
      const minutes = (n: number, number: string) =>
        orderOf(db, number).then((o) => new Date(o.created_at.getTime() + n * 60_000));
      // Paid in the thirtieth minute, the provider's news not here yet: the expiry cancels
      // the order, finds the payment taken as it cancels it, and places the order again.
      const paid = await orderWithIntent(LUCA, 5);
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('client_secret', '=', paid.clientSecret)
        .execute();
      await h.app.expireUnpaidOrders(await minutes(31, paid.orderNumber));
      expect((await orderOf(db, paid.orderNumber)).status).toBe('paid');
      expect(await paymentOf(db, paid.orderNumber)).toMatchObject({
        status: 'succeeded',
        late_resolution: 'revived',
      });
      expect(await availableOf(db, paid.book.id)).toBe(4);
      const events = await eventsOf(db, paid.orderNumber);
      expect(events.map((e) => e.kind)).toEqual(['cancelled', 'revived']);
      expect(events[0]?.detail).toMatchObject({ reason: 'expired' });

      // Paid after its copy, given back by the expiry, went to another buyer: refunded, once.
      const late = await orderWithIntent(MARIO, 1);
      await h.app.expireUnpaidOrders(await minutes(31, late.orderNumber));
      expect((await orderOf(db, late.orderNumber)).status).toBe('cancelled');
      expect((await paymentOf(db, late.orderNumber)).status).toBe('cancelled');
      const other = await buyerWith(h, GIULIA, [late.book.id]);
      await placePickupOrder(other, late.book);
      expect(await availableOf(db, late.book.id)).toBe(0);
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('client_secret', '=', late.clientSecret)
        .execute();
      const sandbox = new SandboxProvider(db, 'test', async () => {});
      const payment = await paymentOf(db, late.orderNumber);
      const succeeded = (id: string) =>
        processProviderEvent(db, () => sandbox, 'sandbox', {
          id,
          type: 'payment_intent.succeeded',
          providerRef: payment.provider_ref!,
          status: 'succeeded',
          payload: {},
        });
      await succeeded('evt_paid_after_expiry');
      await Promise.all([
        succeeded('evt_paid_after_expiry_again'),
        resolveOutstandingPayments(db, () => sandbox),
        h.app.expireUnpaidOrders(await minutes(62, late.orderNumber)),
      ]);
      expect(await paymentOf(db, late.orderNumber)).toMatchObject({
        status: 'succeeded',
        late_resolution: 'refunded',
      });
      expect((await orderOf(db, late.orderNumber)).status).toBe('cancelled');
      expect(await sandboxRefundsOf(db, payment.provider_ref!)).toEqual([
        expect.objectContaining({ amount_cents: payment.amount_cents }),
      ]);
      expect(await refundsOf(db, late.orderNumber)).toHaveLength(1);
    });

    it('revives an expired bank-transfer order whose money arrives late, taking its store credit again', async () => {
      const { db } = h.database;
      const email = MARIO;
      const userId = await userIdOf(db, email);
      const book = await bookOf(db, 'Libreria Centrale', 2, nextBook++);
      await db.updateTable('products').set({ available: 4 }).where('id', '=', book.id).execute();
      // Two euros of store credit, spent on the order along with the transfer.
      await db
        .updateTable('wallets')
        .set({ balance_cents: 200 })
        .where('user_id', '=', userId)
        .execute();
      const client = await buyerWith(h, email, [book.id]);
      const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
      const order = await orderOf(db, orderNumber);
      expect(order.store_credit_cents).toBe(200);
      const intent = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret: intent.json().clientSecret,
      });
      expect(confirmed.json().status).toBe('processing');
      expect(await confirmation(client, orderNumber)).toMatchObject({
        status: 'awaiting_transfer',
      });
      // Six days on, unpaid: cancelled, the copy and the credit given back.
      await expireUnpaidOrders(db, new Date(order.created_at.getTime() + 6 * 86_400_000));
      expect((await orderOf(db, orderNumber)).status).toBe('cancelled');
      expect(await availableOf(db, book.id)).toBe(4);
      const wallet = () =>
        db
          .selectFrom('wallets')
          .select('balance_cents')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
      expect((await wallet()).balance_cents).toBe(200);
      // Then the transfer arrives.
      const sandbox: SandboxProvider = new SandboxProvider(db, 'test', (event) =>
        processProviderEvent(db, () => sandbox, 'sandbox', event).then(() => undefined),
      );
      await sandbox.transferReceived((await paymentOf(db, orderNumber)).provider_ref!);
      await sandbox.settled();
      expect((await orderOf(db, orderNumber)).status).toBe('paid');
      expect(await availableOf(db, book.id)).toBe(3);
      expect((await wallet()).balance_cents).toBe(0);
      expect((await eventsOf(db, orderNumber)).map((e) => e.kind)).toEqual([
        'cancelled',
        'revived',
      ]);
    });
  });
}
