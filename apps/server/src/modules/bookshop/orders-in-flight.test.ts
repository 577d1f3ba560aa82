import { describe, expect, it } from 'vitest';
import type { OrderPartStatus } from '../../db/types.ts';
import { NEW_ACCOUNT_PASSWORD as PASSWORD, newBuyer } from '../../test/accounts.ts';
import { staffEmailOf } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { loggedIn, placePickupOrder, restockedBookInBasket } from '../../test/shoppers.ts';
import { ordersInFlight } from './orders-in-flight.ts';
import { PART_STATUSES } from '@scaffale/domain/part-states';

// docs/spec/accounts-and-access.md §2: an account is not deleted while money or books are still on
// their way to or from it (a later rejection refunded 9.50 into a deleted account). What "in
// flight" means is written in orders-in-flight.ts; each clause is tried here, and the refusal
// through the account page's route.

const CENTRALE = 'Libreria Centrale';
const PART = 'id status';
const MOVE = {
  accept: `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { ${PART} } }`,
  ready: `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { ${PART} } }`,
  collected: `mutation Collected($partId: ID!) { markCollected(partId: $partId) { ${PART} } }`,
  reject: `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { ${PART} } }`,
};
let serial = 0;

/** A new buyer with store credit, logged in, who has placed an order for one book. */
async function buyerWithOrder(h: Harness, language: 'it' | 'en' | 'fr' | 'es' = 'it') {
  serial += 1;
  const { db } = h.database;
  const { client, email, userId } = await newBuyer(h, {
    language,
    tag: 'in-flight',
    firstName: 'Luigi',
    lastName: 'Capuana',
    storeCredit: 100_000,
  });
  const book = await restockedBookInBasket(h, client, CENTRALE, serial % 5);
  const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STORE_CREDIT' });
  const part = await db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'o.id as orderId'])
    .where('o.number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { client, email, userId, orderNumber, part };
}

for (const engine of engines()) {
  describe(`orders in flight (${engine.name})`, () => {
    const h = engine.setup();

    it('refuses to delete an account whose part waits for its bookshop, saying what must finish; deletes it once collected', async () => {
      const buyer = await buyerWithOrder(h);
      expect(buyer.part.status).toBe('TO_CONFIRM');
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      const refusedWith = async (waitingFor: RegExp) => {
        const refused = await buyer.client.post('/api/account/delete/', { password: PASSWORD });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('ACCOUNT_ORDERS_IN_FLIGHT');
        expect(refused.json().detail).toContain(buyer.orderNumber);
        expect(refused.json().detail).toMatch(waitingFor);
        // Refused means kept: the session, the email, the login.
        expect((await buyer.client.get('/api/account/')).json()).toMatchObject({
          email: buyer.email,
        });
      };
      await refusedWith(/^Non puoi ancora eliminare il tuo account: .*aspetta la conferma/);
      // A wrong password is still the password's refusal, counted as a login's.
      const wrong = await buyer.client.post('/api/account/delete/', { password: 'not mine 123' });
      expect(wrong.statusCode).toBe(400);

      const partId = String(buyer.part.id);
      expect((await staff.graphql('Accept', MOVE.accept, { partId })).errors).toBeUndefined();
      await refusedWith(/deve ancora essere spedito o ritirato/);
      expect((await staff.graphql('Ready', MOVE.ready, { partId })).errors).toBeUndefined();
      await refusedWith(/deve ancora essere spedito o ritirato/);
      expect((await staff.graphql('Collected', MOVE.collected, { partId })).errors).toBeUndefined();

      const deleted = await buyer.client.post('/api/account/delete/', { password: PASSWORD });
      expect(deleted.statusCode).toBe(200);
      expect((await h.client().login(buyer.email, PASSWORD)).statusCode).toBe(401);
    });

    it('says it in the account’s language, and lets a rejected part go', async () => {
      const buyer = await buyerWithOrder(h, 'en');
      const refused = await buyer.client.post('/api/account/delete/', { password: PASSWORD });
      expect(refused.json().detail).toBe(
        `Your account cannot be deleted yet: order ${buyer.orderNumber} is waiting for the bookshop to confirm it. You can delete it once everything is finished.`,
      );
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      const line = await h.database.db
        .selectFrom('order_lines')
        .select('id')
        .where('order_part_id', '=', buyer.part.id)
        .executeTakeFirstOrThrow();
      const rejected = await staff.graphql('Reject', MOVE.reject, {
        partId: String(buyer.part.id),
        lineIds: [String(line.id)],
        reason: 'out of print',
      });
      expect(rejected.errors).toBeUndefined();
      // Refunded to the Borsellino at once: nothing left on its way.
      expect(await ordersInFlight(h.database.db, buyer.userId)).toEqual([]);
      expect(
        (await buyer.client.post('/api/account/delete/', { password: PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('counts every part state still moving, and none of the settled ones', async () => {
      const buyer = await buyerWithOrder(h);
      const { db } = h.database;
      const expected: Record<OrderPartStatus, string | null> = {
        AWAITING_PAYMENT: 'payment',
        TO_CONFIRM: 'confirmation',
        ACCEPTED: 'delivery',
        READY_FOR_PICKUP: 'delivery',
        SHIPPED: null,
        COLLECTED: null,
        REJECTED: null,
        CANCELLED: null,
      };
      expect(Object.keys(expected).sort()).toEqual([...PART_STATUSES].sort());
      for (const status of PART_STATUSES) {
        await db
          .updateTable('order_parts')
          .set({ status })
          .where('id', '=', buyer.part.id)
          .execute();
        const waiting = expected[status];
        expect(await ordersInFlight(db, buyer.userId), status).toEqual(
          waiting === null ? [] : [{ orderNumber: buyer.orderNumber, waitingFor: waiting }],
        );
      }
    });

    it('counts a refund not finished, and a payment still deciding or taken for nothing', async () => {
      const buyer = await buyerWithOrder(h);
      const { db } = h.database;
      await db
        .updateTable('order_parts')
        .set({ status: 'REJECTED' })
        .where('id', '=', buyer.part.id)
        .execute();
      const payment = await db
        .insertInto('payments')
        .values({
          order_id: buyer.part.orderId,
          provider: 'sandbox',
          method: 'STRIPE',
          amount_cents: 950,
          idempotency_key: `in-flight-${serial}`,
          status: 'succeeded',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refund = await db
        .insertInto('refunds')
        .values({
          order_id: buyer.part.orderId,
          payment_id: payment.id,
          order_part_id: buyer.part.id,
          amount_cents: 950,
          reason: 'lines rejected',
          idempotency_key: `in-flight-refund-${serial}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refundIs = async (
        status: 'pending' | 'succeeded' | 'owed' | 'failed',
        provider: 'pending' | 'succeeded' | null,
      ) => {
        await db
          .updateTable('refunds')
          .set({ status, provider_status: provider })
          .where('id', '=', refund.id)
          .execute();
        return ordersInFlight(db, buyer.userId);
      };
      const waiting = (waitingFor: string) => [{ orderNumber: buyer.orderNumber, waitingFor }];
      expect(await refundIs('pending', null)).toEqual(waiting('refund'));
      expect(await refundIs('succeeded', 'pending')).toEqual(waiting('refund'));
      expect(await refundIs('failed', 'succeeded')).toEqual(waiting('refund'));
      expect(await refundIs('succeeded', 'succeeded')).toEqual([]);
      expect(await refundIs('owed', null)).toEqual([]);

      await db
        .updateTable('payments')
        .set({ late_resolution: 'pending' })
        .where('id', '=', payment.id)
        .execute();
      expect(await ordersInFlight(db, buyer.userId)).toEqual(waiting('payment'));
      await db
        .updateTable('payments')
        .set({ late_resolution: 'refunded', status: 'processing' })
        .where('id', '=', payment.id)
        .execute();
      expect(await ordersInFlight(db, buyer.userId)).toEqual(waiting('payment'));
      await db
        .updateTable('payments')
        .set({ status: 'succeeded' })
        .where('id', '=', payment.id)
        .execute();
      expect(await ordersInFlight(db, buyer.userId)).toEqual([]);
    });
  });
}
