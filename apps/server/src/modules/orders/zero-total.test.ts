import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newBuyer, staffOf } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN } from '../../test/demo-accounts.ts';
import { mailOf } from '../../test/dev-mail.ts';
import { availableOf, orderOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { shopWithBooks } from '../../test/paid-orders.ts';
import { ADD_DISCOUNT_CODE, CREATE_ORDER, REMOVE_PRODUCT, TOTALS } from '../../test/operations.ts';
import { addBooks, loggedIn } from '../../test/shoppers.ts';

// An order with nothing to pay (docs/spec/payments.md §2): used copies collected in store
// under the administrator's 100 % code. Placed at once by createOrder with no method, no
// provider asked, the bookshop's sale funded by the platform, a rejection giving back 0.

const CREATE_CODE = `mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
  createDiscountCode(input: $input) { code usesCount } }`;
const CODES = `query Codes { adminDiscountCodes { code usesCount } }`;
const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { status } }`;
const CANCEL_PART = `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { status } }`;

interface Totals {
  totale: string;
  borsellino: string;
  sconto: string;
  merce: string;
  costoSpedizione: string;
}

for (const engine of engines()) {
  describe(`a zero-total order (${engine.name})`, () => {
    const h = engine.setup();

    /** The administrator's 100 % code for every bookshop, made through GraphQL. */
    async function fullCode(admin: TestClient): Promise<string> {
      const code = `GRATIS${randomUUID().slice(0, 8).toUpperCase()}`;
      const created = await admin.graphql('CreateDiscountCode', CREATE_CODE, {
        input: { code, kind: 'PERCENT', percent: 100 },
      });
      expect(created.errors).toBeUndefined();
      return code;
    }

    /** A bookshop of the test's own with used copies (the law's cap 100 %) at these prices. */
    async function usedCopies(prices: readonly number[]) {
      const shop = await shopWithBooks(h, prices, 'Usato');
      await h.database.db
        .updateTable('products')
        .set({ condition: 'USED' })
        .where(
          'id',
          'in',
          shop.books.map((b) => b.id),
        )
        .execute();
      return shop;
    }

    /** The rows of a table of money moves that belong to the order. */
    async function rowsOfOrder(
      table: 'refunds' | 'store_credit_entries' | 'payments' | 'ledger_entries',
      orderId: number,
    ): Promise<number> {
      const rows = await h.database.db
        .selectFrom(table)
        .select('id')
        .where('order_id', '=', orderId)
        .execute();
      return rows.length;
    }

    /** A new buyer with one copy of each book in the basket and `code` applied, collected in store. */
    async function basketUnderCode(
      books: readonly { id: number; bookshop_id: number }[],
      code: string,
    ) {
      const buyer = await newBuyer(h);
      await addBooks(
        buyer.client,
        books.map((b) => b.id),
      );
      const selectedShippings = [
        { codelib: String(books[0]!.bookshop_id), shipping: 'Shop_pickup' },
      ];
      const added = await buyer.client.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings, discountCode: code },
      );
      expect(added.data?.addDiscountCode.success).toBe(true);
      return { buyer, selectedShippings };
    }

    function placeOrder(
      client: TestClient,
      selectedShippings: readonly { codelib: string; shipping: string }[],
    ) {
      return client.graphql<{ createOrder: { orderNumber: string } }>('createOrder', CREATE_ORDER, {
        invoice: false,
        present: false,
        selectedShippings,
        paymentMethod: null,
      });
    }

    it('is placed at once with no method, funded by the platform; a rejection or a cancellation gives back 0', async () => {
      const { db } = h.database;
      const admin = await loggedIn(h, ADMIN);
      const code = await fullCode(admin);
      const { bookshop, books } = await usedCopies([1250, 800]);
      const before = await Promise.all(books.map((b) => availableOf(db, b.id)));
      const { buyer, selectedShippings } = await basketUnderCode(books, code);

      const totals = await buyer.client.graphql<{ getRealCartTotals: Totals }>(
        'GetRealCartTotals',
        TOTALS,
        { selectedShippings },
      );
      expect(totals.errors).toBeUndefined();
      expect(totals.data?.getRealCartTotals).toMatchObject({
        merce: '0.00',
        sconto: '20.50',
        costoSpedizione: '0.00',
        borsellino: '0.00',
        totale: '0.00',
      });

      const placed = await placeOrder(buyer.client, selectedShippings);
      expect(placed.errors).toBeUndefined();
      const orderNumber = placed.data!.createOrder.orderNumber;
      const order = await orderOf(db, orderNumber);
      expect(order).toMatchObject({
        status: 'paid',
        payment_method: null,
        total_cents: 0,
        store_credit_cents: 0,
        discount_cents: 2050,
      });
      const parts = await db
        .selectFrom('order_parts')
        .select(['id', 'status', 'discount_cents'])
        .where('order_id', '=', order.id)
        .execute();
      expect(parts).toEqual([{ id: parts[0]!.id, status: 'TO_CONFIRM', discount_cents: 2050 }]);

      // No provider is asked for anything: the one payment row is the settlement of nothing.
      const payments = await db
        .selectFrom('payments')
        .select(['provider', 'method', 'status', 'amount_cents'])
        .where('order_id', '=', order.id)
        .execute();
      expect(payments).toEqual([
        { provider: 'store_credit', method: 'STORE_CREDIT', status: 'succeeded', amount_cents: 0 },
      ]);

      // The stock is taken and the code's use counted.
      expect(await Promise.all(books.map((b) => availableOf(db, b.id)))).toEqual(
        before.map((n) => n - 1),
      );
      const codes = await admin.graphql<{
        adminDiscountCodes: { code: string; usesCount: number }[];
      }>('Codes', CODES);
      expect(codes.data?.adminDiscountCodes.find((c) => c.code === code)?.usesCount).toBe(1);

      // The order-placed message goes to the buyer.
      const mail = await mailOf(admin, buyer.email);
      expect(mail.map((m) => m.kind)).toContain('order_placed');

      // The bookshop's sale is whole; the platform funds the code.
      const ledger = () =>
        db
          .selectFrom('ledger_entries')
          .select(['kind', 'amount_cents', 'platform_discount_cents'])
          .where('order_id', '=', order.id)
          .orderBy('id')
          .execute();
      expect(await ledger()).toEqual([
        { kind: 'SALE', amount_cents: 2050, platform_discount_cents: 2050 },
        { kind: 'COMMISSION', amount_cents: -308, platform_discount_cents: 0 },
      ]);

      // The staff reject one copy: nothing to give back, and the move goes through.
      const staff = await staffOf(h, bookshop);
      const line = await db
        .selectFrom('order_lines')
        .select('id')
        .where('order_part_id', '=', parts[0]!.id)
        .where('product_id', '=', books[0]!.id)
        .executeTakeFirstOrThrow();
      const rejected = await staff.graphql('Reject', REJECT, {
        partId: String(parts[0]!.id),
        lineIds: [String(line.id)],
        reason: 'Venduto in negozio',
      });
      expect(rejected.errors).toBeUndefined();
      expect(await rowsOfOrder('refunds', order.id)).toBe(0);
      const part = await db
        .selectFrom('order_parts')
        .select(['status', 'refunded_cents'])
        .where('id', '=', parts[0]!.id)
        .executeTakeFirstOrThrow();
      expect(part).toEqual({ status: 'TO_CONFIRM', refunded_cents: 0 });
      expect(await rowsOfOrder('store_credit_entries', order.id)).toBe(0);
      expect(await availableOf(db, books[0]!.id)).toBe(before[0]);

      // The copy's sale and its platform-funded discount taken back alike, its commission too.
      const entries = await ledger();
      expect(entries.slice(2)).toEqual([
        { kind: 'REFUND', amount_cents: -1250, platform_discount_cents: -1250 },
        { kind: 'COMMISSION_REFUND', amount_cents: 188, platform_discount_cents: 0 },
      ]);
      // What the buyer paid less what was given back (0) = sales less platform-funded discounts.
      const sales = entries
        .filter((e) => e.kind === 'SALE' || e.kind === 'REFUND')
        .reduce((sum, e) => sum + e.amount_cents, 0);
      const platformFunded = entries.reduce((sum, e) => sum + e.platform_discount_cents, 0);
      expect(sales - platformFunded).toBe(0);
      expect(sales).toBe(800);

      // The buyer cancels the rest: nothing given back either, and nothing left to the bookshop.
      const cancelled = await buyer.client.graphql('Cancel', CANCEL_PART, {
        partId: String(parts[0]!.id),
      });
      expect(cancelled.errors).toBeUndefined();
      expect(await rowsOfOrder('refunds', order.id)).toBe(0);
      const all = await ledger();
      expect(all.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
      expect(all.reduce((sum, e) => sum + e.platform_discount_cents, 0)).toBe(0);
    });

    it('with something to pay, no method places nothing: the order waits for its payment', async () => {
      const { db } = h.database;
      const { books } = await usedCopies([1500]);
      const buyer = await newBuyer(h);
      await addBooks(buyer.client, [books[0]!.id]);
      const selectedShippings = [
        { codelib: String(books[0]!.bookshop_id), shipping: 'Shop_pickup' },
      ];

      // The contract (schema.graphql, createOrder): card, transfer and PayPal pay afterwards, the
      // method chosen with the payment; so no method is not a payment of nothing.
      const placed = await placeOrder(buyer.client, selectedShippings);
      expect(placed.errors).toBeUndefined();
      const order = await orderOf(db, placed.data!.createOrder.orderNumber);
      expect(order).toMatchObject({ status: 'pending', payment_method: null, total_cents: 1500 });
      const parts = await db
        .selectFrom('order_parts')
        .select('status')
        .where('order_id', '=', order.id)
        .execute();
      expect(parts).toEqual([{ status: 'AWAITING_PAYMENT' }]);
      expect(await rowsOfOrder('payments', order.id)).toBe(0);
      expect(await rowsOfOrder('ledger_entries', order.id)).toBe(0);
    });

    it('two simultaneous confirmations of the same basket make one order', async () => {
      const { db } = h.database;
      const code = await fullCode(await loggedIn(h, ADMIN));
      const { books } = await usedCopies([990]);
      const before = await availableOf(db, books[0]!.id);
      const { buyer, selectedShippings } = await basketUnderCode(books, code);

      const [a, b] = await Promise.all([
        placeOrder(buyer.client, selectedShippings),
        placeOrder(buyer.client, selectedShippings),
      ]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(a.data!.createOrder.orderNumber).toBe(b.data!.createOrder.orderNumber);
      const orders = await db
        .selectFrom('orders')
        .select(['status', 'total_cents'])
        .where('user_id', '=', buyer.userId)
        .execute();
      expect(orders).toEqual([{ status: 'paid', total_cents: 0 }]);
      expect(await availableOf(db, books[0]!.id)).toBe(before - 1);
    });

    it('a confirmation sent again once the order is placed answers that order, until the basket changes', async () => {
      const { db } = h.database;
      const code = await fullCode(await loggedIn(h, ADMIN));
      const { books } = await usedCopies([990]);
      const before = await availableOf(db, books[0]!.id);
      const { buyer, selectedShippings } = await basketUnderCode(books, code);

      // A second click that reaches the server after the first order was placed and took the
      // books out of the basket (a slow network, a loaded server) finds the basket empty.
      const first = await placeOrder(buyer.client, selectedShippings);
      expect(first.errors).toBeUndefined();
      const again = await placeOrder(buyer.client, selectedShippings);
      expect(again.errors).toBeUndefined();
      expect(again.data!.createOrder.orderNumber).toBe(first.data!.createOrder.orderNumber);
      expect(await availableOf(db, books[0]!.id)).toBe(before - 1);

      // Once the buyer has touched the basket since, an empty basket is just that.
      const other = await usedCopies([500]);
      await addBooks(buyer.client, [other.books[0]!.id]);
      const removed = await buyer.client.graphql('removeProduct', REMOVE_PRODUCT, {
        productId: String(other.books[0]!.id),
        qty: null,
      });
      expect(removed.errors).toBeUndefined();
      const empty = await placeOrder(buyer.client, selectedShippings);
      expect(empty.errors?.[0]?.extensions?.code).toBe('EMPTY_BASKET');
      const orders = await db
        .selectFrom('orders')
        .select('status')
        .where('user_id', '=', buyer.userId)
        .execute();
      expect(orders).toEqual([{ status: 'paid' }]);
    });
  });
}
