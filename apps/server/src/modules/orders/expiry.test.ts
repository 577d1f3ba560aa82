import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { GIULIA, JANE, LUCA, MARIO } from '../../test/demo-accounts.ts';
import { availableOf, bookWithCopies, orderOf, withoutStoreCredit } from '../../test/fixtures.ts';
import { engines, testConfig } from '../../test/harness.ts';
import { buyerWith, placePickupOrder } from '../../test/shoppers.ts';

const MINUTE = 60_000;

for (const engine of engines()) {
  describe(`unpaid orders given back (${engine.name})`, () => {
    const h = engine.setup();

    /** The account's order for one copy of `book`, to be paid by `paymentMethod`. */
    async function unpaidOrder(
      email: string,
      book: { id: number; bookshop_id: number },
      paymentMethod: string,
    ) {
      await withoutStoreCredit(h.database.db, email);
      const client = await buyerWith(h, email, [book.id]);
      const orderNumber = await placePickupOrder(client, book, { paymentMethod });
      return { client, orderNumber };
    }

    it('gives back the copies of card and PayPal orders unpaid after 30 minutes, a bank transfer’s after 5 days', async () => {
      const { db } = h.database;
      const book = await bookWithCopies(h.database.db, 10, 0);
      // A card order whose payment form was never opened, a PayPal one whose was.
      const card = await unpaidOrder(MARIO, book, 'STRIPE');
      const paypal = await unpaidOrder(GIULIA, book, 'BRAINTREE');
      const token = await paypal.client.post('/api/braintree/client-token/', {
        orderNumber: paypal.orderNumber,
      });
      expect(token.statusCode).toBe(200);
      // A bank transfer the buyer has said is on its way.
      const transfer = await unpaidOrder(JANE, book, 'STRIPE_WT');
      const intent = await transfer.client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber: transfer.orderNumber,
      });
      const confirmed = await transfer.client.post('/api/sandbox/confirm/', {
        clientSecret: intent.json().clientSecret,
      });
      expect(confirmed.json().status).toBe('processing');
      // The confirmation page asks the provider, which says the transfer is on its way.
      const page = await transfer.client.get(`/api/conferma-ordine/${transfer.orderNumber}/`, {
        accept: 'application/json',
      });
      expect(page.json()).toMatchObject({ status: 'awaiting_transfer' });
      expect(await availableOf(db, book.id)).toBe(7);
      const placedAt = (await orderOf(db, transfer.orderNumber)).created_at.getTime();
      const statuses = async () =>
        Promise.all(
          [card, paypal, transfer].map(async (o) => (await orderOf(db, o.orderNumber)).status),
        );

      await h.app.expireUnpaidOrders(new Date(placedAt + 29 * MINUTE));
      expect(await statuses()).toEqual(['pending', 'pending', 'awaiting_transfer']);
      expect(await availableOf(db, book.id)).toBe(7);

      await h.app.expireUnpaidOrders(new Date(placedAt + 31 * MINUTE));
      expect(await statuses()).toEqual(['cancelled', 'cancelled', 'awaiting_transfer']);
      expect(await availableOf(db, book.id)).toBe(9);
      const reasons = await db
        .selectFrom('order_events as e')
        .innerJoin('orders as o', 'o.id', 'e.order_id')
        .select(['o.number', 'e.detail'])
        .where('o.number', 'in', [card.orderNumber, paypal.orderNumber])
        .where('e.kind', '=', 'cancelled')
        .execute();
      // Each names the copies it put back on the shelf.
      expect(reasons.map((r) => r.detail)).toEqual([
        expect.objectContaining({
          reason: 'expired',
          restocked: true,
          copies: [{ productId: book.id, qty: 1 }],
        }),
        expect.objectContaining({
          reason: 'expired',
          restocked: true,
          copies: [{ productId: book.id, qty: 1 }],
        }),
      ]);

      // The transfer keeps its copy for its five calendar days.
      await h.app.expireUnpaidOrders(new Date(placedAt + 4 * 24 * 60 * MINUTE));
      expect(await statuses()).toEqual(['cancelled', 'cancelled', 'awaiting_transfer']);
      await h.app.expireUnpaidOrders(new Date(placedAt + 6 * 24 * 60 * MINUTE));
      expect(await statuses()).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(await availableOf(db, book.id)).toBe(10);
    });

    it('waits UNPAID_ORDER_MINUTES when it is set', async () => {
      const { db } = h.database;
      const book = await bookWithCopies(h.database.db, 3, 1);
      const { orderNumber } = await unpaidOrder(LUCA, book, 'STRIPE');
      const placedAt = (await orderOf(db, orderNumber)).created_at.getTime();
      const tenMinutes = await buildApp({ ...testConfig, unpaidOrderMinutes: 10 }, h.database);
      try {
        await tenMinutes.expireUnpaidOrders(new Date(placedAt + 9 * MINUTE));
        expect((await orderOf(db, orderNumber)).status).toBe('pending');
        // Past ten minutes: a deployment with the default still holds it, this one gives it back.
        await h.app.expireUnpaidOrders(new Date(placedAt + 11 * MINUTE));
        expect((await orderOf(db, orderNumber)).status).toBe('pending');
        await tenMinutes.expireUnpaidOrders(new Date(placedAt + 11 * MINUTE));
        expect((await orderOf(db, orderNumber)).status).toBe('cancelled');
        expect(await availableOf(db, book.id)).toBe(3);
      } finally {
        await tenMinutes.close();
      }
    });
  });
}
