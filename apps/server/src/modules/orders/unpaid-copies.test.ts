import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scaffale/domain/languages';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { translate } from '../../http/i18n.ts';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, LUCA, MARIO, PA } from '../../test/demo-accounts.ts';
import {
  availableOf,
  bookWithCopies,
  buyersWithBaskets,
  emptyBasketOf,
  userIdOf,
  withoutStoreCredit,
} from '../../test/fixtures.ts';
import { engines, testConfig } from '../../test/harness.ts';
import { ADD_PRODUCT } from '../../test/operations.ts';
import { pickupOrderInput, placePickupOrder, tryPickupOrder } from '../../test/shoppers.ts';
import { createOrder } from './create-order.ts';
import { clientAddressOf } from './unpaid-copies.repo.ts';

// The copies unpaid orders hold (docs/spec/accounts-and-access.md §4): one new account emptied a
// shelf with three bank transfers. An account, and a client address, may hold only so many copies
// in orders waiting for their payment.

const ACCOUNT_CAP = 3;
const ADDRESS_CAP = 5;

/** The unpaid copies an account's orders hold (pending or awaiting a transfer). */
async function unpaidCopiesOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('order_lines as l')
    .innerJoin('order_parts as p', 'p.id', 'l.order_part_id')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.qty'), eb.lit(0)).as('copies'))
    .where('o.user_id', '=', userId)
    .where('o.status', 'in', ['pending', 'awaiting_transfer'])
    .executeTakeFirstOrThrow();
  return Number(row.copies);
}

describe('the client address an order keeps', () => {
  it('is the address, an IPv4 client seen through IPv6 as its IPv4, and nothing else', () => {
    expect(clientAddressOf('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressOf('2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddressOf('fe80::1%eth0')).toBe('fe80::1');
    expect(clientAddressOf('::ffff:999.1.1.1')).toBeNull();
    expect(clientAddressOf('unknown')).toBeNull();
    expect(clientAddressOf('')).toBeNull();
  });
});

/** Waits (5 s at most) until `count` of the database's sessions wait for a lock. */
async function untilWaitingOnLocks(tx: Db, count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(tx);
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const engine of engines()) {
  describe(`copies held by unpaid orders (${engine.name})`, () => {
    const h = engine.setup();
    let capped: FastifyInstance;
    beforeAll(async () => {
      capped = await buildApp(
        { ...testConfig, maxUnpaidCopies: ACCOUNT_CAP, maxUnpaidCopiesPerAddress: ADDRESS_CAP },
        h.database,
      );
    });
    afterAll(async () => capped?.close());

    /**
     * The account, without store credit (which would pay at once), logged in on the capped
     * app from `address`, its basket holding these copies (a book named twice: two copies).
     */
    async function shopper(email: string, address: string, copies: readonly number[]) {
      const { db } = h.database;
      await withoutStoreCredit(db, email);
      await emptyBasketOf(db, email);
      const client = new TestClient(capped, { remoteAddress: address });
      expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
      for (const id of copies) {
        const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(id) });
        expect(added.errors).toBeUndefined();
      }
      return client;
    }

    /** The order placed and waiting for its bank transfer, as the provider says it is. */
    async function awaitingTransfer(client: TestClient, orderNumber: string) {
      const intent = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      expect(intent.statusCode).toBe(200);
      await client.post('/api/sandbox/confirm/', { clientSecret: intent.json().clientSecret });
      const page = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
        accept: 'application/json',
      });
      expect(page.json()).toMatchObject({ status: 'awaiting_transfer' });
    }

    it('caps the copies one account holds in unpaid orders, a bank transfer’s with them', async () => {
      const { db } = h.database;
      const jane = await userIdOf(db, JANE);
      const book = await bookWithCopies(h.database.db, 50, 0);
      const address = '198.51.100.10';
      // Two copies waiting for a bank transfer.
      const first = await shopper(JANE, address, [book.id, book.id]);
      await awaitingTransfer(
        first,
        await placePickupOrder(first, book, { paymentMethod: 'STRIPE_WT' }),
      );
      expect(await unpaidCopiesOf(db, jane)).toBe(2);

      // Two more by card would be four: refused, in her language, and nothing taken.
      const second = await shopper(JANE, address, [book.id, book.id]);
      const refused = await tryPickupOrder(second, book, { paymentMethod: 'STRIPE' });
      expect(refused.data).toBeNull();
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message:
            'At most 3 copies may wait for payment in your orders at once: this one has 2, ' +
            'your other unpaid orders hold 2. Pay those first, or order fewer copies.',
          extensions: { code: 'TOO_MANY_UNPAID_COPIES' },
        }),
      ]);
      expect(await availableOf(db, book.id)).toBe(48);
      expect(await unpaidCopiesOf(db, jane)).toBe(2);
      // In each of the four languages.
      for (const lang of LANGUAGES) {
        second.cookies.set('user_language', lang);
        const again = await tryPickupOrder(second, book, { paymentMethod: 'STRIPE' });
        const params = { max: ACCOUNT_CAP, ordered: 2, held: 2 };
        expect(again.errors?.[0]?.message).toBe(translate(lang, 'tooManyUnpaidCopies', params));
      }
      second.cookies.set('user_language', 'en');

      // One copy fits (two and one); a changed checkout replaces that order and gives its
      // copy back first, so one copy still fits.
      const third = await shopper(JANE, address, [book.id]);
      await placePickupOrder(third, book, { paymentMethod: 'STRIPE' });
      const changed = await tryPickupOrder(third, book, { paymentMethod: 'STRIPE', notes: 'x' });
      expect(changed.errors).toBeUndefined();
      expect(await unpaidCopiesOf(db, jane)).toBe(3);
      expect(await availableOf(db, book.id)).toBe(47);

      // An order the store credit pays at once holds nothing unpaid: never refused.
      const paidAtOnce = await shopper(JANE, address, [book.id, book.id, book.id]);
      await db
        .updateTable('wallets')
        .set({ balance_cents: 1_000_000 })
        .where('user_id', '=', jane)
        .execute();
      const credit = await tryPickupOrder(paidAtOnce, book, { paymentMethod: 'STORE_CREDIT' });
      expect(credit.errors).toBeUndefined();
      const placed = await db
        .selectFrom('orders')
        .select(['status', 'client_address'])
        .where('number', '=', credit.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(placed).toEqual({ status: 'paid', client_address: address });
      await withoutStoreCredit(db, JANE);
    });

    it('caps the copies one address holds across its accounts', async () => {
      const { db } = h.database;
      const book = await bookWithCopies(h.database.db, 50, 1);
      const address = '203.0.113.77';
      const mario = await shopper(MARIO, address, [book.id, book.id, book.id]);
      const marioOrder = await placePickupOrder(mario, book, { paymentMethod: 'STRIPE' });
      const recorded = await db
        .selectFrom('orders')
        .select('client_address')
        .where('number', '=', marioOrder)
        .executeTakeFirstOrThrow();
      expect(recorded.client_address).toBe(address);

      // Another account from the same address: three more would be six.
      const giulia = await shopper(GIULIA, address, [book.id, book.id, book.id]);
      const refused = await tryPickupOrder(giulia, book, { paymentMethod: 'BRAINTREE' });
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message:
            'Gli ordini fatti dalla tua connessione tengono già troppe copie in attesa di ' +
            'pagamento (al massimo 5 alla volta). Paga prima quegli ordini, oppure riprova più tardi.',
          extensions: { code: 'TOO_MANY_UNPAID_COPIES_FROM_ADDRESS' },
        }),
      ]);
      expect(await availableOf(db, book.id)).toBe(47);
      // From another address the same order is placed; from this one, two copies still fit.
      const elsewhere = await shopper(GIULIA, '203.0.113.78', [book.id, book.id, book.id]);
      expect(
        (await tryPickupOrder(elsewhere, book, { paymentMethod: 'STRIPE' })).errors,
      ).toBeUndefined();
      const luca = await shopper(LUCA, address, [book.id, book.id]);
      expect(
        (await tryPickupOrder(luca, book, { paymentMethod: 'STRIPE' })).errors,
      ).toBeUndefined();
      expect(await availableOf(db, book.id)).toBe(42);
    });

    it('counts an IPv6 client by its /64, an IPv4 client seen through IPv6 by its IPv4 address', async () => {
      const { db } = h.database;
      const book = await bookWithCopies(h.database.db, 50, 2);
      const codeOf = async (email: string, address: string) => {
        const client = await shopper(email, address, [book.id, book.id, book.id]);
        const answer = await tryPickupOrder(client, book, { paymentMethod: 'STRIPE' });
        return answer.errors?.[0]?.extensions?.code ?? answer.data?.createOrder.orderNumber;
      };
      // Each account's earlier order is replaced by its new one (its copies given back).
      expect(await codeOf(MARIO, '2001:db8:7:1::10')).toMatch(/^SC-/);
      expect(await codeOf(GIULIA, '2001:db8:7:1:ffff::1')).toBe(
        'TOO_MANY_UNPAID_COPIES_FROM_ADDRESS',
      );
      expect(await codeOf(GIULIA, '2001:db8:7:2::10')).toMatch(/^SC-/);

      const mapped = await codeOf(LUCA, '::ffff:192.0.2.60');
      expect(mapped).toMatch(/^SC-/);
      const order = await db
        .selectFrom('orders')
        .select('client_address')
        .where('number', '=', mapped!)
        .executeTakeFirstOrThrow();
      expect(order.client_address).toBe('192.0.2.60');
      expect(await codeOf(PA, '192.0.2.60')).toBe('TOO_MANY_UNPAID_COPIES_FROM_ADDRESS');
    });

    it('holds both caps under simultaneous orders', async () => {
      const { db } = h.database;
      const book = await bookWithCopies(h.database.db, 100, 3);
      // One account, two copies in its basket, ten different checkouts at once over the
      // GraphQL API: each replaces the one before, and the account never holds more than two.
      const luca = await shopper(LUCA, '192.0.2.150', [book.id, book.id]);
      const lucaId = await userIdOf(db, LUCA);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          tryPickupOrder(luca, book, { paymentMethod: 'STRIPE', notes: `tab ${i}` }),
        ),
      );
      expect(answers.map((a) => a.errors)).toEqual(Array.from({ length: 10 }, () => undefined));
      expect(await unpaidCopiesOf(db, lucaId)).toBe(2);
      expect(await availableOf(db, book.id)).toBe(98);

      // Twenty accounts from one address, one copy each, at once, and a checkout holding the
      // book's row meanwhile: every order that has decided waits at the stock, as many at
      // once as the pool lets through. Exactly two (the cap here) are placed.
      const neighbours = await buyersWithBaskets(db, {
        count: 20,
        emailPrefix: 'same-address-',
        lines: [{ productId: book.id, qty: 1 }],
      });
      const input = pickupOrderInput(book, {
        paymentMethod: 'STRIPE',
        clientAddress: '192.0.2.200',
      });
      const pair = { perAccount: ACCOUNT_CAP, perAddress: 2 };
      let placing: Promise<PromiseSettledResult<unknown>[]> | undefined;
      await db.transaction().execute(async (tx) => {
        await tx
          .selectFrom('products')
          .select('id')
          .where('id', '=', book.id)
          .forUpdate()
          .execute();
        placing = Promise.allSettled(
          neighbours.map((u) => createOrder(db, { userId: u.id }, input, pair)),
        );
        await untilWaitingOnLocks(tx, 3);
      });
      const results = await placing!;
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const codes = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { code: string }).code] : [],
      );
      expect(codes).toEqual(
        Array.from({ length: 18 }, () => 'TOO_MANY_UNPAID_COPIES_FROM_ADDRESS'),
      );
      expect(await availableOf(db, book.id)).toBe(96);
    });
  });
}
