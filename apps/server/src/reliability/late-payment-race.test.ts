// The cancelled-order payment race (docs/spec/payments.md §7): a buyer's first tab confirms its
// card while a second tab, served by another server instance, places a newer order that replaces
// the first. Whoever wins, no money is taken for nothing: every payment the provider took ends
// with its order paid, or given back in full, never both, never neither; and no copy is
// lost or made. Ten runs, half of them on the book's last copy (then a late success cannot
// revive the order and must be refunded).

import { setTimeout } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { availableOf, bookOf, withoutStoreCredit } from '../test/fixtures.ts';
import { engines } from '../test/harness.ts';
import { ADD_PRODUCT } from '../test/operations.ts';
import { buyerWith, placePickupOrder, tryPickupOrder } from '../test/shoppers.ts';

const RUNS = 10;
const CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

interface Outcome {
  orderNumber: string;
  status: string;
  taken: number;
  refunded: number;
}

/** What the provider took and gave back for each of the orders, and where each order is. */
async function outcomes(db: Db, orderNumbers: readonly string[]): Promise<Outcome[]> {
  return Promise.all(
    orderNumbers.map(async (orderNumber) => {
      const order = await db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      const taken = await db
        .selectFrom('sandbox_payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
        .where('order_number', '=', orderNumber)
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      const refunded = await db
        .selectFrom('sandbox_refunds as r')
        .innerJoin('sandbox_payments as s', 's.ref', 'r.payment_ref')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('r.amount_cents'), eb.lit(0)).as('cents'))
        .where('s.order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      return {
        orderNumber,
        status: order.status,
        taken: Number(taken.cents),
        refunded: Number(refunded.cents),
      };
    }),
  );
}

for (const engine of engines()) {
  describe(`the cancelled-order payment race (${engine.name})`, () => {
    const h = engine.setup();

    it(`never keeps a charge without a paid order or a refund, in ${RUNS} runs on two instances`, async () => {
      const { db } = h.database;
      const email = MARIO;
      await withoutStoreCredit(db, email);
      const other = await h.secondApp();
      const another = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
      await db
        .updateTable('products')
        .set({ available: 500 })
        .where('id', '=', another.id)
        .execute();
      // How the first order ended: paid in time, revived, refunded, or its payment refused.
      const tally = { paid: 0, revived: 0, refunded: 0, refused: 0 };
      // A book of its own per run (chosen before any shelf is changed).
      const books = await Promise.all(
        Array.from({ length: RUNS }, (_, run) => bookOf(db, 'Libreria Centrale', 2, run + 1)),
      );

      for (let run = 0; run < RUNS; run += 1) {
        const copies = run % 2 === 0 ? 1 : 5;
        const book = books[run]!;
        await db
          .updateTable('products')
          .set({ available: copies })
          .where('id', '=', book.id)
          .execute();
        const firstTab = await buyerWith(h, email, [book.id]);
        const first = await placePickupOrder(firstTab, book);
        const intent = await firstTab.post('/api/stripe/create-payment-intent/card/', {
          orderNumber: first,
        });
        expect(intent.statusCode).toBe(200);
        const secondTab = new TestClient(other);
        await secondTab.login(email, DEMO_PASSWORD);

        // At once: the first tab pays; the second adds a book and places the newer order.
        await secondTab.graphql('AddProduct', ADD_PRODUCT, { productId: String(another.id) });
        const [paid, second] = await Promise.all([
          // Started a little later run after run, so that each side wins some.
          setTimeout((run % 5) * 3).then(() =>
            firstTab.post('/api/sandbox/confirm/', {
              clientSecret: intent.json().clientSecret,
              ...CARD,
            }),
          ),
          (async () => {
            // The first tab's payment may win: then its order took the last copy for good.
            const created = await tryPickupOrder(secondTab, book);
            if (created.data) return created.data.createOrder.orderNumber;
            expect(['UNAVAILABLE_LINES', 'OUT_OF_STOCK'], `run ${run}`).toContain(
              created.errors?.[0]?.extensions?.code,
            );
            return null;
          })(),
        ]);
        expect(paid.statusCode).toBe(200);

        // Settled once the provider's events are in and the sweep has run on both instances.
        await vi.waitFor(
          async () => {
            await Promise.all([
              h.app.resolveOutstandingPayments(),
              other.resolveOutstandingPayments(),
            ]);
            const late = await db
              .selectFrom('payments')
              .select('id')
              .where((eb) =>
                eb.or([eb('late_resolution', '=', 'pending'), eb('status', '<>', 'succeeded')]),
              )
              .where('order_id', 'in', (eb) =>
                eb.selectFrom('orders').select('id').where('number', '=', first),
              )
              .where('provider_ref', 'in', (eb) =>
                eb.selectFrom('sandbox_payments').select('ref').where('status', '=', 'succeeded'),
              )
              .execute();
            expect(late).toEqual([]);
            const [firstOutcome] = await outcomes(db, [first]);
            if (firstOutcome!.taken > 0)
              expect(firstOutcome!.status === 'paid' || firstOutcome!.refunded > 0).toBe(true);
          },
          { timeout: 10_000, interval: 100 },
        );

        for (const outcome of await outcomes(db, second ? [first, second] : [first])) {
          if (outcome.status === 'paid') {
            // Paid: the money kept, not given back.
            expect(outcome, `run ${run}`).toMatchObject({ refunded: 0 });
            expect(outcome.taken, `run ${run}`).toBeGreaterThan(0);
          } else {
            // Not paid: whatever the provider took is given back, in full.
            expect(outcome.refunded, `run ${run}: ${JSON.stringify(outcome)}`).toBe(outcome.taken);
          }
        }
        const [firstOutcome] = await outcomes(db, [first]);
        const { late_resolution: late } = await db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select('payments.late_resolution')
          .where('orders.number', '=', first)
          .executeTakeFirstOrThrow();
        if (late === 'revived') tally.revived += 1;
        else if (firstOutcome!.status === 'paid') tally.paid += 1;
        else if (firstOutcome!.refunded > 0) tally.refunded += 1;
        else tally.refused += 1;

        // Every copy accounted for: on the shelf, or held by an order that holds it.
        const held = await db
          .selectFrom('order_lines as l')
          .innerJoin('order_parts as p', 'p.id', 'l.order_part_id')
          .innerJoin('orders as o', 'o.id', 'p.order_id')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.qty'), eb.lit(0)).as('qty'))
          .where('l.product_id', '=', book.id)
          .where('o.status', 'in', ['pending', 'paid', 'awaiting_transfer'])
          .executeTakeFirstOrThrow();
        expect((await availableOf(db, book.id)) + Number(held.qty), `run ${run}: copies`).toBe(
          copies,
        );
      }
      // Whichever way each run went, all of it was checked above.
      expect(tally.paid + tally.revived + tally.refunded + tally.refused).toBe(RUNS);
    });
  });
}
