import { toDecimal } from '@scaffale/domain/money';
import { describe, expect, it, vi } from 'vitest';
import { newBuyer } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, staffEmailOf } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { caller } from '../../test/operations.ts';
import {
  loggedIn,
  payByCard,
  placePickupOrder,
  restockedBookInBasket,
} from '../../test/shoppers.ts';
import { STORE_CREDIT_PAGE_SIZE } from './resolvers.ts';

// The Borsellino as a way of paying an order (docs/spec/mail-and-pages.md §3): an order's total is
// its value whatever paid it, with the Borsellino's share and the payment method's apart; and the
// buyer's own Borsellino, its balance and movements, for the account page.

const CENTRALE = 'Libreria Centrale';

const Q = {
  myOrders: `query MyOrders { myOrders { number paymentMethod totale storeCredit paidByMethod } }`,
  adminOrders: `query AdminOrders($search: String) { adminOrders(search: $search) {
    items { number paymentMethod totale storeCredit paidByMethod } } }`,
  myStoreCredit: `query MyStoreCredit($page: Int) { myStoreCredit(page: $page) {
    email balance total entries { id kind amount reason orderNumber byEmail createdAt } } }`,
  storeCreditAccount: `query StoreCreditAccount($email: String!) { storeCreditAccount(email: $email) {
    balance total entries { kind amount reason orderNumber byEmail } } }`,
  adjust: `mutation Adjust($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { balance } }`,
  reject: `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { id status } }`,
} as const;

interface OrderAmounts {
  number: string;
  paymentMethod: string | null;
  totale: string;
  storeCredit: string;
  paidByMethod: string;
}

interface Entry {
  id: string;
  kind: string;
  amount: string;
  reason: string;
  orderNumber: string | null;
  byEmail: string | null;
  createdAt: string;
}

interface Account {
  email: string;
  balance: string;
  total: number;
  entries: Entry[];
}

const call = caller(Q);

async function ok<T>(client: TestClient, op: keyof typeof Q, vars: Record<string, unknown> = {}) {
  const answer = await call<T>(client, op, vars);
  expect(answer.errors, op).toBeUndefined();
  return answer.data!;
}

let serial = 0;

/** A new buyer, registered and logged in on a client of its own, with `credit` cents of it. */
async function buyerWithCredit(h: Harness, credit: number) {
  serial += 1;
  const { client, email } = await newBuyer(h, {
    tag: 'wallet',
    firstName: 'Bianca',
    lastName: 'Borsellino',
  });
  if (credit > 0) {
    const admin = await loggedIn(h, ADMIN);
    await ok(admin, 'adjust', { email, amount: toDecimal(credit), reason: 'Buono di benvenuto' });
  }
  return { client, email };
}

/** A pickup order of one book of Libreria Centrale; the card pays what the Borsellino does not. */
async function placedOrder(h: Harness, client: TestClient, byCard: boolean) {
  const book = await restockedBookInBasket(h, client, CENTRALE, serial % 16);
  const orderNumber = await placePickupOrder(
    client,
    book,
    byCard ? {} : { paymentMethod: 'STORE_CREDIT' },
  );
  if (byCard) await payByCard(client, orderNumber);
  const order = await vi.waitFor(async () => {
    const row = await h.database.db
      .selectFrom('orders')
      .select(['id', 'status', 'goods_cents', 'discount_cents', 'shipping_cents', 'vat_cents'])
      .where('number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
    return row;
  });
  return {
    orderNumber,
    orderId: order.id,
    valueCents: order.goods_cents - order.discount_cents + order.shipping_cents,
    vatCents: order.vat_cents,
  };
}

for (const engine of engines()) {
  describe(`the Borsellino as a way of paying (${engine.name})`, () => {
    const h = engine.setup();

    it('answers an order the Borsellino paid with its value as the total, everywhere it is read', async () => {
      const { client } = await buyerWithCredit(h, 100_000);
      const order = await placedOrder(h, client, false);
      expect(order.valueCents).toBeGreaterThan(0);
      const value = toDecimal(order.valueCents);
      const expected = {
        number: order.orderNumber,
        totale: value,
        storeCredit: value,
        paidByMethod: '0.00',
      };
      const mine = await ok<{ myOrders: OrderAmounts[] }>(client, 'myOrders');
      expect(mine.myOrders.find((o) => o.number === order.orderNumber)).toMatchObject({
        ...expected,
        paymentMethod: 'STORE_CREDIT',
      });
      const admin = await loggedIn(h, ADMIN);
      const listed = await ok<{ adminOrders: { items: OrderAmounts[] } }>(admin, 'adminOrders', {
        search: order.orderNumber,
      });
      expect(listed.adminOrders.items).toEqual([expect.objectContaining(expected)]);
      const page = await client.get(`/api/conferma-ordine/${order.orderNumber}/`, {
        accept: 'application/json',
      });
      expect(page.json().totals).toMatchObject({
        totale: value,
        imposta: toDecimal(order.vatCents),
        borsellino: value,
        paidByMethod: '0.00',
      });
    });

    it('answers a Borsellino and card order’s total whole, each way’s share apart', async () => {
      const { client } = await buyerWithCredit(h, 300);
      const order = await placedOrder(h, client, true);
      const expected = {
        totale: toDecimal(order.valueCents),
        storeCredit: '3.00',
        paidByMethod: toDecimal(order.valueCents - 300),
      };
      const mine = await ok<{ myOrders: OrderAmounts[] }>(client, 'myOrders');
      expect(mine.myOrders.find((o) => o.number === order.orderNumber)).toMatchObject({
        ...expected,
        paymentMethod: 'STRIPE',
      });
      const admin = await loggedIn(h, ADMIN);
      const listed = await ok<{ adminOrders: { items: OrderAmounts[] } }>(admin, 'adminOrders', {
        search: order.orderNumber,
      });
      expect(listed.adminOrders.items).toEqual([expect.objectContaining(expected)]);
      const page = await client.get(`/api/conferma-ordine/${order.orderNumber}/`, {
        accept: 'application/json',
      });
      expect(page.json().totals).toMatchObject({
        totale: expected.totale,
        borsellino: '3.00',
        paidByMethod: expected.paidByMethod,
      });
    });

    it('shows buyers their own Borsellino: balance and movements, each of a kind, newest first', async () => {
      const { client, email } = await buyerWithCredit(h, 5_000);
      const order = await placedOrder(h, client, false);
      // The bookshop rejects the book: what the Borsellino paid comes back.
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      const part = await h.database.db
        .selectFrom('order_parts as p')
        .innerJoin('order_lines as l', 'l.order_part_id', 'p.id')
        .select(['p.id', 'l.id as line_id'])
        .where('p.order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      await ok(staff, 'reject', {
        partId: String(part.id),
        lineIds: [String(part.line_id)],
        reason: 'Copia danneggiata',
      });

      const { myStoreCredit: mine } = await ok<{ myStoreCredit: Account }>(client, 'myStoreCredit');
      expect(mine.email).toBe(email);
      expect(mine.balance).toBe('50.00');
      expect(mine.total).toBe(3);
      expect(
        mine.entries.map(({ kind, amount, orderNumber, byEmail }) => ({
          kind,
          amount,
          orderNumber,
          byEmail,
        })),
      ).toEqual([
        {
          kind: 'PART_REFUNDED',
          amount: toDecimal(order.valueCents),
          orderNumber: order.orderNumber,
          byEmail: null,
        },
        {
          kind: 'ORDER_PAID',
          amount: toDecimal(-order.valueCents),
          orderNumber: order.orderNumber,
          byEmail: null,
        },
        // Who adjusted it is not the buyer's business.
        { kind: 'ADJUSTMENT', amount: '50.00', orderNumber: null, byEmail: null },
      ]);
      expect(mine.entries[2]!.reason).toBe('Buono di benvenuto');

      // The administrator reads the same kinds, with who adjusted it.
      const admin = await loggedIn(h, ADMIN);
      const { storeCreditAccount: seen } = await ok<{ storeCreditAccount: Account }>(
        admin,
        'storeCreditAccount',
        { email },
      );
      expect(seen.total).toBe(3);
      expect(seen.entries.map((e) => [e.kind, e.byEmail])).toEqual([
        ['PART_REFUNDED', null],
        ['ORDER_PAID', null],
        ['ADJUSTMENT', ADMIN],
      ]);
    });

    it('pages the movements, and reads nobody else’s', async () => {
      const { client, email } = await buyerWithCredit(h, 0);
      const admin = await loggedIn(h, ADMIN);
      const count = STORE_CREDIT_PAGE_SIZE + 3;
      for (let i = 1; i <= count; i += 1)
        await ok(admin, 'adjust', { email, amount: '1.00', reason: `Accredito ${i}` });
      const first = (await ok<{ myStoreCredit: Account }>(client, 'myStoreCredit')).myStoreCredit;
      expect(first.total).toBe(count);
      expect(first.balance).toBe(toDecimal(count * 100));
      expect(first.entries).toHaveLength(STORE_CREDIT_PAGE_SIZE);
      expect(first.entries[0]!.reason).toBe(`Accredito ${count}`);
      const second = (await ok<{ myStoreCredit: Account }>(client, 'myStoreCredit', { page: 2 }))
        .myStoreCredit;
      expect(second.entries.map((e) => e.reason)).toEqual([
        'Accredito 3',
        'Accredito 2',
        'Accredito 1',
      ]);
      const beyond = await ok<{ myStoreCredit: Account }>(client, 'myStoreCredit', { page: 9 });
      expect(beyond.myStoreCredit.entries).toEqual([]);
      for (const page of [0, -1])
        expect(
          (await call(client, 'myStoreCredit', { page })).errors?.[0]?.extensions?.code,
          `page ${page}`,
        ).toBe('INVALID_VALUE');

      // Another buyer sees their own, empty Borsellino, never this one's.
      const other = await buyerWithCredit(h, 0);
      const theirs = (await ok<{ myStoreCredit: Account }>(other.client, 'myStoreCredit'))
        .myStoreCredit;
      expect(theirs).toMatchObject({ email: other.email, balance: '0.00', total: 0, entries: [] });
    });

    // The access matrix of myStoreCredit: it names no account, so each caller reads their
    // own; a visitor is refused. (The operation is in the bookshop suite's matrix too.)
    it('answers a visitor NOT_LOGGED_IN, and staff and the administrator their own Borsellino', async () => {
      const guest = await call(h.client(), 'myStoreCredit');
      expect(guest.errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
      expect(guest.data ?? null).toBeNull();
      for (const email of [staffEmailOf(CENTRALE), ADMIN]) {
        const { myStoreCredit: own } = await ok<{ myStoreCredit: Account }>(
          await loggedIn(h, email),
          'myStoreCredit',
        );
        expect(own.email, email).toBe(email);
      }
    });
  });
}
