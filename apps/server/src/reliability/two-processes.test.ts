// Several server processes share one database (docs/spec/api-contract.md §1): a session made on one
// works on another, a webhook event delivered to several at once is applied once, and the
// order-expiry job that every process runs, run by two at once, cancels each order once and
// gives its stock, store credit and code uses back once. Two real server processes, started
// together on an empty database (one migrates and seeds, the other waits), over HTTP; the
// job with two pools of this process.

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/database.ts';
import {
  adminQuery,
  databaseUrl,
  testDatabaseTargets,
  throwawayName,
} from '../db/test-databases.ts';
import { createOrder, type CreateOrderInput } from '../modules/orders/create-order.ts';
import { expireUnpaidOrders } from '../modules/orders/expiry.ts';
import { SandboxProvider } from '../modules/payments/sandbox/sandbox-provider.ts';
import { DEMO_PASSWORD, JANE, MARIO } from '../test/demo-accounts.ts';
import { freePort } from '../test/doubles/private-cluster.ts';
import { availableOf, bookOf, buyersWithBaskets } from '../test/fixtures.ts';
import { ADD_PRODUCT, BASKET_ITEM_NUMBER, CREATE_ORDER, USER_EMAIL } from '../test/operations.ts';
import {
  Browser,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../test/server-processes.ts';

const SESSION_SECRET = `two-processes-${randomBytes(8).toString('hex')}`;

/**
 * Places 45 orders holding stock, store credit and a code use; 40 of them fall due (half
 * awaiting a transfer, half abandoned), 5 are paid. Then the job runs on both instances at
 * once, twice each, in small batches so that they interleave: each due order is cancelled
 * once and gives its stock, store credit and code use back once; the paid ones keep theirs.
 */
async function expectExpiryOnce(db: Db, instanceA: Db, instanceB: Db): Promise<void> {
  const [first, second] = await db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(['products.id', 'products.bookshop_id'])
    .where('bookshops.name', '=', 'Libreria Centrale')
    .orderBy('products.id')
    .limit(2)
    .execute();
  const books = [first!, second!];
  await db
    .updateTable('products')
    .set({ available: 1000 })
    .where(
      'id',
      'in',
      books.map((book) => book.id),
    )
    .execute();
  const code = await db
    .insertInto('discount_codes')
    .values({
      code: `SCADE${randomBytes(3).toString('hex').toUpperCase()}`,
      kind: 'PERCENT',
      percent: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const expiring = 40;
  const kept = 5;
  const users = await buyersWithBaskets(db, {
    count: expiring + kept,
    emailPrefix: `expiry-${randomBytes(3).toString('hex')}-`,
    lines: [
      { productId: books[0]!.id, qty: 2 },
      { productId: books[1]!.id, qty: 1 },
    ],
    codeId: code.id,
  });
  await db
    .insertInto('wallets')
    .values(users.map((u) => ({ user_id: u.id, balance_cents: 500 })))
    .execute();

  const input: CreateOrderInput = {
    shippingAddressId: null,
    billingAddressId: null,
    notes: '',
    invoice: false,
    present: false,
    selectedShippings: [{ codelib: String(books[0]!.bookshop_id), shipping: 'Shop_pickup' }],
    pa: { numero_ordine_acquisto: '', data_ordine_acquisto: '', cig: '', cup: '' },
    paymentMethod: null,
  };
  const orders: { orderId: number; userId: number }[] = [];
  for (let i = 0; i < users.length; i += 5) {
    const batch = users.slice(i, i + 5);
    const placed = await Promise.all(batch.map((u) => createOrder(db, { userId: u.id }, input)));
    placed.forEach((p, j) => orders.push({ orderId: p.orderId, userId: batch[j]!.id }));
  }
  const expiringOrders = orders.slice(0, expiring);
  const keptOrders = orders.slice(expiring);
  const placedOrders = await db
    .selectFrom('orders')
    .select(['id', 'store_credit_cents', 'status'])
    .where(
      'id',
      'in',
      orders.map((o) => o.orderId),
    )
    .execute();
  expect(placedOrders.every((o) => o.status === 'pending' && o.store_credit_cents === 500)).toBe(
    true,
  );
  // Half wait for a bank transfer (5 days), half are abandoned checkouts (2 hours); the
  // kept ones are paid and must not move.
  await db
    .updateTable('orders')
    .set({ status: 'awaiting_transfer' })
    .where(
      'id',
      'in',
      expiringOrders.filter((_, i) => i % 2 === 0).map((o) => o.orderId),
    )
    .execute();
  await db
    .updateTable('orders')
    .set({ status: 'paid' })
    .where(
      'id',
      'in',
      keptOrders.map((o) => o.orderId),
    )
    .execute();
  expect(await availableOf(db, books[0]!.id)).toBe(1000 - 2 * users.length);
  expect(await availableOf(db, books[1]!.id)).toBe(1000 - users.length);

  // Six days later, two instances (and each of them twice) run the job at once, in
  // small batches so that they really interleave.
  const later = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
  const runs = await Promise.all([
    expireUnpaidOrders(instanceA, later, { batchSize: 3 }),
    expireUnpaidOrders(instanceB, later, { batchSize: 3 }),
    expireUnpaidOrders(instanceA, later, { batchSize: 3 }),
    expireUnpaidOrders(instanceB, later, { batchSize: 3 }),
  ]);
  expect(runs.reduce((sum, n) => sum + n, 0)).toBe(expiring);

  const after = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      orders.map((o) => o.orderId),
    )
    .execute();
  const statusOf = new Map(after.map((o) => [o.id, o.status]));
  for (const o of expiringOrders) expect(statusOf.get(o.orderId)).toBe('cancelled');
  for (const o of keptOrders) expect(statusOf.get(o.orderId)).toBe('paid');
  // Stock back once: only the kept orders still hold theirs.
  expect(await availableOf(db, books[0]!.id)).toBe(1000 - 2 * kept);
  expect(await availableOf(db, books[1]!.id)).toBe(1000 - kept);
  // Store credit back once per cancelled order.
  const wallets = await db
    .selectFrom('wallets')
    .select(['user_id', 'balance_cents'])
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  const balanceOf = new Map(wallets.map((w) => [w.user_id, w.balance_cents]));
  for (const o of expiringOrders) expect(balanceOf.get(o.userId)).toBe(500);
  for (const o of keptOrders) expect(balanceOf.get(o.userId)).toBe(0);
  const refunds = await db
    .selectFrom('store_credit_entries')
    .select(['order_id', sql<number>`count(*)::int`.as('n')])
    .where('reason', '=', 'order cancelled')
    .where(
      'order_id',
      'in',
      orders.map((o) => o.orderId),
    )
    .groupBy('order_id')
    .execute();
  expect(refunds).toHaveLength(expiring);
  expect(refunds.every((r) => r.n === 1)).toBe(true);
  // Code uses back once: the kept orders' uses remain, and the counter agrees.
  const uses = await db
    .selectFrom('discount_code_uses')
    .select('order_id')
    .where('discount_code_id', '=', code.id)
    .execute();
  const byNumber = (x: number, y: number) => x - y;
  expect(uses.map((u) => Number(u.order_id)).sort(byNumber)).toEqual(
    keptOrders.map((o) => o.orderId).sort(byNumber),
  );
  const counter = await db
    .selectFrom('discount_codes')
    .select('uses_count')
    .where('id', '=', code.id)
    .executeTakeFirstOrThrow();
  expect(counter.uses_count).toBe(kept);

  // Running it again on both finds nothing left to do.
  expect(
    await Promise.all([
      expireUnpaidOrders(instanceA, later, { batchSize: 3 }),
      expireUnpaidOrders(instanceB, later, { batchSize: 3 }),
    ]),
  ).toEqual([0, 0]);
}

/** The order, still pending, and the payment its intent made. */
async function pendingPaymentOf(
  db: Db,
  orderNumber: string,
): Promise<{ orderId: number; paymentId: number; providerRef: string }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  expect(order.status).toBe('pending');
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'provider_ref'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { orderId: order.id, paymentId: payment.id, providerRef: payment.provider_ref ?? '' };
}

/** A payment_intent.succeeded event as the sandbox provider signs it (secret from the config). */
function signedSucceededEvent(db: Db, sessionSecret: string, providerRef: string) {
  const signer = new SandboxProvider(db, `sandbox:${sessionSecret}`, async () => {});
  const eventId = `evt_twice_${randomBytes(6).toString('hex')}`;
  const body = JSON.stringify({
    id: eventId,
    type: 'payment_intent.succeeded',
    providerRef,
    status: 'succeeded',
    payload: {},
  });
  return { eventId, body, signature: signer.sign(Buffer.from(body)) };
}

/** The event was stored and applied once: one row, the payment and its order moved. */
async function expectAppliedOnce(
  db: Db,
  eventId: string,
  payment: { orderId: number; paymentId: number },
  answers: { received: boolean; duplicate: boolean }[],
): Promise<void> {
  expect(answers.filter((x) => x.received && !x.duplicate)).toHaveLength(1);
  expect(answers.filter((x) => x.received && x.duplicate)).toHaveLength(answers.length - 1);
  const events = await db
    .selectFrom('provider_events')
    .select('processed_at')
    .where('provider', '=', 'sandbox')
    .where('event_id', '=', eventId)
    .execute();
  expect(events).toHaveLength(1);
  expect(events[0]!.processed_at).not.toBeNull();
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', payment.orderId)
    .executeTakeFirstOrThrow();
  expect(order.status).toBe('paid');
  const settled = await db
    .selectFrom('payments')
    .select('status')
    .where('id', '=', payment.paymentId)
    .executeTakeFirstOrThrow();
  expect(settled.status).toBe('succeeded');
}

for (const target of testDatabaseTargets()) {
  describe(`two server processes on one database (${target.name})`, () => {
    const adminUrl = target.adminUrl;
    // Not target.open(): the servers must find it empty, to migrate and seed it themselves.
    const name = throwawayName();
    const url = databaseUrl(adminUrl, name);
    const servers: ServerProcess[] = [];
    let created = false;
    let a: ServerProcess;
    let b: ServerProcess;
    /** This test's own look into the database. */
    let direct: Database | undefined;
    /** A second instance with a pool of its own, as a third process would have, for the job. */
    let another: Database | undefined;

    beforeAll(async () => {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      created = true;
      // Both at once, on an empty database: migrations and the seed must not race.
      const [portA, portB] = [await freePort(), await freePort()];
      const env = { DATABASE_URL: url, SESSION_SECRET };
      a = startServer('process A', portA, env);
      b = startServer('process B', portB, env);
      servers.push(a, b);
      await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
      direct = await openDatabase({ url, poolSize: 4 });
      another = await openDatabase({ url, poolSize: 4 });
    });

    afterAll(async () => {
      try {
        await Promise.all(servers.map(stopServer));
        await direct?.close();
        await another?.close();
      } finally {
        if (created) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });

    it('started both on an empty database: migrated and seeded once', async () => {
      const db = direct!.db;
      const users = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', MARIO)
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(1);
      for (const server of [a, b]) {
        const health = await fetch(`${server.origin}/healthz`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
    });

    it('carries a session made on A over to B, the basket with it, and a logout on B ends it on A', async () => {
      const browser = new Browser();
      const login = await browser.post(a, '/api/login/', {
        email: MARIO,
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      const session = browser.cookies.get('sessionid');
      expect(session).toBeDefined();

      const check = await browser.post(b, '/test-login/', {});
      expect(check.status).toBe(200);
      expect(await check.json()).toEqual({ email: MARIO });
      expect(await browser.graphql(b, 'GetDjangoUserEmail', USER_EMAIL)).toEqual({
        data: { getDjangoUserEmail: MARIO },
      });

      const book = await direct!.db
        .selectFrom('products')
        .select('id')
        .where('available', '>=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const before = await browser.graphql<{ getBasket: { itemNumber: number } }>(
        a,
        'GetBasket',
        BASKET_ITEM_NUMBER,
      );
      const added = await browser.graphql<{ addProduct: { itemNumber: number } }>(
        b,
        'AddProduct',
        ADD_PRODUCT,
        { productId: String(book.id) },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data!.addProduct.itemNumber).toBe(before.data!.getBasket.itemNumber + 1);
      expect(await browser.graphql(a, 'GetBasket', BASKET_ITEM_NUMBER)).toEqual({
        data: { getBasket: { itemNumber: added.data!.addProduct.itemNumber } },
      });

      expect((await browser.post(b, '/api/logout/', {})).status).toBe(200);
      // The old cookie, replayed on A after the logout on B, is no session any more.
      expect(browser.cookies.has('sessionid')).toBe(false);
      const replay = new Browser();
      replay.cookies.set('sessionid', session!);
      expect((await replay.post(a, '/test-login/', {})).status).toBe(401);
    });

    it('applies a webhook event delivered to both processes at once exactly once', async () => {
      const db = direct!.db;
      const browser = new Browser();
      expect(
        (
          await browser.post(a, '/api/login/', {
            email: JANE,
            password: DEMO_PASSWORD,
          })
        ).status,
      ).toBe(200);
      const janeId = (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', JANE)
          .executeTakeFirstOrThrow()
      ).id;
      await db.deleteFrom('baskets').where('user_id', '=', janeId).execute();
      const book = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
      await browser.graphql(a, 'AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      const created = await browser.graphql<{ createOrder: { orderNumber: string } }>(
        b,
        'createOrder',
        CREATE_ORDER,
        {
          invoice: false,
          present: false,
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
        },
      );
      expect(created.errors).toBeUndefined();
      const orderNumber = created.data!.createOrder.orderNumber;
      const intent = await browser.post(a, '/api/stripe/create-payment-intent/card/', {
        orderNumber,
      });
      expect(intent.status).toBe(200);
      const payment = await pendingPaymentOf(db, orderNumber);
      // Paid at the provider (the sandbox's own record), its event not delivered yet: the
      // servers ask the provider for the status an event claims.
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('ref', '=', payment.providerRef)
        .execute();

      // Signed as the sandbox provider of this deployment signs (its secret derives from
      // SESSION_SECRET, the same in every process).
      const event = signedSucceededEvent(db, SESSION_SECRET, payment.providerRef);
      const deliver = (server: ServerProcess) =>
        fetch(`${server.origin}/api/webhooks/sandbox/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': event.signature },
          body: event.body,
        });
      // Providers retry; here the same event reaches both processes four times at once.
      const responses = await Promise.all([a, b, a, b, a, b, a, b].map(deliver));
      expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
      const answers = (await Promise.all(responses.map((r) => r.json()))) as {
        received: boolean;
        duplicate: boolean;
      }[];
      await expectAppliedOnce(
        db,
        event.eventId,
        { orderId: payment.orderId, paymentId: payment.paymentId },
        answers,
      );
    });

    it('runs the expiry job on two instances at once: each order cancelled once, everything given back once', async () => {
      // The job is one function every process runs on its own pool; two pools here.
      await expectExpiryOnce(direct!.db, direct!.db, another!.db);
    });
  });
}
