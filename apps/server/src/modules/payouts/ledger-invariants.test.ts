import { newBookIds } from '../../test/fixtures.ts';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { newBookshop, newBuyer, staffOf } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE } from '../../test/operations.ts';
import { addBooks, loggedIn, payByCard, tryPickupOrder } from '../../test/shoppers.ts';

// The ledger's invariants (docs/spec/ledger-and-payouts.md §2), over random sequences of
// orders — two bookshops, copies, a bookshop's and the platform's codes, paid by card, bank
// transfer, PayPal, the Borsellino or a card and the Borsellino — then rejections of copies,
// cancellations and deliveries, through the real app: for every order, what its buyer paid
// less what was given back is what its bookshops were credited (their net and the
// commission) less the discounts the platform funded, to the cent; and every bookshop's
// statement is the sum of its entries.

const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!, $quantities: [RejectedCopiesInput!]) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason, quantities: $quantities) { status } }`;
const CANCEL_PART = `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { status } }`;
const ACCEPT = `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { status } }`;
const READY = `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { status } }`;
const COLLECTED = `mutation Collected($partId: ID!) { markCollected(partId: $partId) { status } }`;
const CREATE_CODE = `mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
  createDiscountCode(input: $input) { code } }`;
const STATEMENT = `query Statement($from: String!, $to: String!) {
  bookshopStatement(from: $from, to: $to) { sales refunds commission paidOut adjustments balance openingBalance } }`;

type Payment = 'card' | 'transfer' | 'paypal' | 'storeCredit' | 'mixed';
type Step =
  | { kind: 'reject'; copies: number[] }
  | { kind: 'cancel' }
  | { kind: 'deliver' }
  | { kind: 'none' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('reject' as const),
    copies: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'deliver' as const }),
  fc.constant({ kind: 'none' as const }),
);

const orderArb = fc.record({
  /** Copies of each of the 3 books of each of the 2 bookshops (0: not in the order). */
  copies: fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }), {
    minLength: 2,
    maxLength: 2,
  }),
  ownCode: fc.boolean(),
  platformCode: fc.boolean(),
  payment: fc.constantFrom<Payment>('card', 'transfer', 'paypal', 'storeCredit', 'mixed'),
  steps: fc.array(fc.array(stepArb, { maxLength: 3 }), { minLength: 2, maxLength: 2 }),
});

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

const cents = (d: string) => Math.round(Number(d) * 100);

describe.each(engines())('the ledger’s invariants ($name)', (engine) => {
  const h: Harness = engine.setup();

  it('accounts for every euro a buyer pays, over random orders, rejections and cancellations', async () => {
    const { db } = h.database;
    const admin = await loggedIn(h, ADMIN);
    const shops: {
      bookshop: { id: number; name: string };
      books: { id: number; bookshop_id: number }[];
      code: string;
      staff: TestClient;
    }[] = [];
    for (let s = 0; s < 2; s += 1) {
      const bookshop = await newBookshop(h);
      const bookIds = await newBookIds(db, ['A', 'B', 'C']);
      const books = await db
        .insertInto('products')
        .values(
          [1999, 1250, 733].map((price, i) => ({
            bookshop_id: bookshop.id,
            book_id: bookIds[i] ?? 0,
            title: `Libro ${i} ${bookshop.name}`,
            slug: `libro-${randomUUID()}`,
            price_cents: price + s * 101,
            weight_grams: 300,
            available: 10_000,
          })),
        )
        .returning(['id', 'bookshop_id'])
        .execute();
      const code = `S${randomUUID().slice(0, 8).toUpperCase()}`;
      expect(
        (
          await admin.graphql('CreateDiscountCode', CREATE_CODE, {
            input: { code, kind: 'PERCENT', percent: 7 + s, bookshopId: String(bookshop.id) },
          })
        ).errors,
      ).toBeUndefined();
      await admin.graphql(
        'SetCommission',
        `mutation SetCommission($b: ID!, $p: Decimal!) {
        setCommission(bookshopId: $b, percent: $p) { id } }`,
        { b: String(bookshop.id), p: s === 0 ? '15' : '12.35' },
      );
      shops.push({ bookshop, books, code, staff: await staffOf(h, bookshop) });
    }
    const platformCode = `P${randomUUID().slice(0, 8).toUpperCase()}`;
    expect(
      (
        await admin.graphql('CreateDiscountCode', CREATE_CODE, {
          input: { code: platformCode, kind: 'FIXED', amount: '3.10' },
        })
      ).errors,
    ).toBeUndefined();

    const orderIds: number[] = [];
    await fc.assert(
      fc.asyncProperty(orderArb, async (o) => {
        const wanted = o.copies.map((perBook) => perBook.reduce((a, b) => a + b, 0));
        // An order holds at most 10 copies while it waits for its payment (MAX_UNPAID_COPIES).
        fc.pre(wanted.some((n) => n > 0) && wanted.reduce((a, b) => a + b, 0) <= 10);
        const buyer = await newBuyer(h, {
          storeCredit: o.payment === 'storeCredit' ? 1_000_000 : o.payment === 'mixed' ? 450 : 0,
        });
        const used = shops.filter((_, s) => (wanted[s] ?? 0) > 0);
        await addBooks(
          buyer.client,
          shops.flatMap((shop, s) =>
            shop.books.flatMap((book, b) => Array<number>(o.copies[s]?.[b] ?? 0).fill(book.id)),
          ),
        );
        const selectedShippings = used.map((shop) => ({
          codelib: String(shop.bookshop.id),
          shipping: 'Shop_pickup',
        }));
        const codes = [
          ...(o.ownCode ? [used[0]!.code] : []),
          ...(o.platformCode ? [platformCode] : []),
        ];
        for (const code of codes)
          await buyer.client.graphql('AddDiscountCode', ADD_DISCOUNT_CODE, {
            selectedShippings,
            discountCode: code,
          });
        const created = await tryPickupOrder(buyer.client, used[0]!.books[0]!, {
          selectedShippings,
          ...(o.payment === 'storeCredit'
            ? { paymentMethod: 'STORE_CREDIT' }
            : o.payment === 'transfer'
              ? { paymentMethod: 'STRIPE_WT' }
              : {}),
        });
        const orderNumber = created.data?.createOrder.orderNumber;
        expect(orderNumber, JSON.stringify(created.errors)).toBeDefined();
        await pay(buyer.client, orderNumber!, o.payment);
        const order = await db
          .selectFrom('orders')
          .select('id')
          .where('number', '=', orderNumber!)
          .executeTakeFirstOrThrow();
        orderIds.push(order.id);
        const parts = await vi.waitFor(async () => {
          const rows = await db
            .selectFrom('order_parts')
            .select(['id', 'bookshop_id', 'status'])
            .where('order_id', '=', order.id)
            .orderBy('id')
            .execute();
          expect(rows.every((p) => p.status === 'TO_CONFIRM')).toBe(true);
          return rows;
        });
        for (const [i, part] of parts.entries()) {
          const shop = shops.find((s) => s.bookshop.id === part.bookshop_id)!;
          for (const step of o.steps[i] ?? []) await take(step, part.id, shop.staff, buyer.client);
        }
        await expectOrderAccounted(order.id);
      }),
      { numRuns: 10 },
    );
    expect(orderIds.length).toBeGreaterThan(0);

    for (const shop of shops) {
      const answer = await shop.staff.graphql<{
        bookshopStatement: Record<string, string>;
      }>('Statement', STATEMENT, { from: '2020-01-01', to: today() });
      const s = answer.data!.bookshopStatement;
      const { rows } = await sql<{ sum: number }>`
        SELECT COALESCE(SUM(amount_cents), 0)::int AS sum FROM ledger_entries
        WHERE bookshop_id = ${shop.bookshop.id}`.execute(db);
      expect(cents(s.balance!)).toBe(rows[0]!.sum);
      expect(cents(s.openingBalance!)).toBe(0);
      expect(
        cents(s.sales!) -
          cents(s.refunds!) -
          cents(s.commission!) -
          cents(s.paidOut!) +
          cents(s.adjustments!),
      ).toBe(cents(s.balance!));
    }
  });

  async function pay(client: TestClient, orderNumber: string, payment: Payment) {
    if (payment === 'card' || payment === 'mixed') await payByCard(client, orderNumber);
    else if (payment === 'transfer') {
      // The transfer's window confirmed, then the money arriving (the sandbox's simulation).
      const intent = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      expect(intent.statusCode).toBe(200);
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret: intent.json().clientSecret,
      });
      expect(confirmed.statusCode).toBe(200);
      const arrived = await client.post(`/api/dev/bank-transfers/${orderNumber}/received`);
      expect(arrived.statusCode).toBe(200);
    } else if (payment === 'paypal') {
      const token = await client.post('/api/braintree/client-token/', { orderNumber });
      const approved = await client.post('/api/braintree/payment-approved/', {
        orderNumber,
        paymentMethodNonce: 'fake-paypal-approved-nonce',
        paymentId: token.json().paymentId,
      });
      expect(approved.json()).toMatchObject({ success: true });
    }
  }

  async function take(step: Step, partId: number, staff: TestClient, buyer: TestClient) {
    const { db } = h.database;
    const part = await db
      .selectFrom('order_parts')
      .select('status')
      .where('id', '=', partId)
      .executeTakeFirstOrThrow();
    if (part.status !== 'TO_CONFIRM') return;
    if (step.kind === 'cancel') {
      const answer = await buyer.graphql('Cancel', CANCEL_PART, { partId: String(partId) });
      expect(answer.errors).toBeUndefined();
    } else if (step.kind === 'deliver') {
      for (const [name, query] of [
        ['Accept', ACCEPT],
        ['Ready', READY],
        ['Collected', COLLECTED],
      ] as const) {
        const answer = await staff.graphql(name, query, { partId: String(partId) });
        expect(answer.errors, name).toBeUndefined();
      }
    } else if (step.kind === 'reject') {
      const lines = await db
        .selectFrom('order_lines')
        .select(['id', 'qty', 'rejected_qty'])
        .where('order_part_id', '=', partId)
        .orderBy('id')
        .execute();
      const taken = lines.flatMap((line, i) => {
        const n = Math.min(step.copies[i] ?? 0, line.qty - line.rejected_qty);
        return n > 0 ? [{ lineId: String(line.id), quantity: n }] : [];
      });
      if (taken.length === 0) return;
      const answer = await staff.graphql('Reject', REJECT, {
        partId: String(partId),
        lineIds: taken.map((t) => t.lineId),
        reason: 'Non disponibile',
        quantities: taken,
      });
      expect(answer.errors).toBeUndefined();
    }
  }

  /** What the buyer paid less what went back = the bookshops' entries less the platform's cost. */
  async function expectOrderAccounted(orderId: number) {
    const { db } = h.database;
    const { rows } = await sql<{
      paid: number;
      given_back: number;
      credited: number;
      platform: number;
    }>`
      SELECT o.total_cents + o.store_credit_cents AS paid,
        (SELECT COALESCE(SUM(p.refunded_cents), 0)::int FROM order_parts p WHERE p.order_id = o.id)
          AS given_back,
        (SELECT COALESCE(SUM(e.amount_cents), 0)::int FROM ledger_entries e
          WHERE e.order_id = o.id AND e.kind IN ('SALE', 'REFUND')) AS credited,
        (SELECT COALESCE(SUM(e.platform_discount_cents), 0)::int FROM ledger_entries e
          WHERE e.order_id = o.id) AS platform
      FROM orders o WHERE o.id = ${orderId}`.execute(db);
    const row = rows[0]!;
    // The sales credited are the bookshops' net plus the commission they pay.
    expect(row.paid - row.given_back, `order ${orderId}`).toBe(row.credited - row.platform);
    // The money that came in: the providers' payments that succeeded, and the store credit
    // the order used (a payment row of its own only when it paid the whole order).
    const payments = await db
      .selectFrom('payments')
      .select(sql<number>`COALESCE(SUM(amount_cents), 0)::int`.as('sum'))
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      .where('provider', '!=', 'store_credit')
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('orders')
      .select('store_credit_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payments.sum + order.store_credit_cents).toBe(row.paid);
  }
});
