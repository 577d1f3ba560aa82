import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { bookOf, buyersWithBaskets, firstAddressOf, userIdOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { tryPickupOrder } from '../../test/shoppers.ts';
import { ORDER_NOTES_MAX_LENGTH } from '@scaffale/domain/order-notes';
import { createOrder, type CreateOrderInput } from './create-order.ts';
import { expireUnpaidOrders } from './expiry.ts';
import {
  ADD_DISCOUNT_CODE,
  ADD_PRODUCT,
  CREATE_ORDER,
  PAYMENT_METHODS,
  TOTALS,
} from '../../test/operations.ts';

const baseInput: CreateOrderInput = {
  shippingAddressId: null,
  billingAddressId: null,
  notes: '',
  invoice: false,
  present: false,
  selectedShippings: null,
  pa: { numero_ordine_acquisto: '', data_ordine_acquisto: '', cig: '', cup: '' },
  paymentMethod: null,
};

async function centraleBook(db: Db, minAvailable: number, skip = 0) {
  return db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(['products.id', 'products.available', 'products.bookshop_id'])
    .where('bookshops.name', '=', 'Libreria Centrale')
    .where('products.available', '>=', minAvailable)
    .orderBy('products.id')
    .offset(skip)
    .executeTakeFirstOrThrow();
}

async function availableOf(db: Db, productId: number) {
  return (
    await db
      .selectFrom('products')
      .select('available')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).available;
}

for (const engine of engines()) {
  describe(`orders (${engine.name})`, () => {
    const h = engine.setup();

    async function buyer(email: string, books: number[]): Promise<TestClient> {
      const { db } = h.database;
      await db
        .deleteFrom('baskets')
        .where('user_id', '=', await userIdOf(db, email))
        .execute();
      const client = h.client();
      await client.login(email, DEMO_PASSWORD);
      for (const id of books) {
        const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(id) });
        expect(added.errors).toBeUndefined();
      }
      return client;
    }

    it('creates one order per checkout, split per bookshop, reserving the stock', async () => {
      const { db } = h.database;
      const a = await centraleBook(db, 3);
      const porto = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.id', 'products.available', 'products.bookshop_id'])
        .where('bookshops.name', '=', 'Libreria del Porto')
        .where('products.available', '>=', 2)
        .orderBy('products.id')
        .executeTakeFirstOrThrow();
      const client = await buyer(MARIO, [a.id, a.id, porto.id]);
      const selectedShippings = [
        { codelib: String(a.bookshop_id), shipping: 'Standard' },
        { codelib: String(porto.bookshop_id), shipping: 'Shop_pickup' },
      ];
      const shippingAddressId = await firstAddressOf(db, MARIO);
      const result = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          shippingAddressId,
          invoice: false,
          present: true,
          notes: 'Citofonare Rossi',
          selectedShippings,
        },
      );
      expect(result.errors).toBeUndefined();
      const number = result.data!.createOrder.orderNumber;
      expect(number).toMatch(/^SC-[A-Z2-9]{6}$/);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 'pending', present: true, notes: 'Citofonare Rossi' });
      expect(order.total_cents).toBe(
        order.goods_cents - order.discount_cents + order.shipping_cents - order.store_credit_cents,
      );
      const parts = await db
        .selectFrom('order_parts')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(parts.map((p) => p.shipping_type).sort()).toEqual(['Shop_pickup', 'Standard']);
      expect(parts.reduce((s, p) => s + p.shipping_cents, 0)).toBe(order.shipping_cents);
      expect(await availableOf(db, a.id)).toBe(a.available - 2);
      expect(await availableOf(db, porto.id)).toBe(porto.available - 1);

      // The same unchanged basket gives back the same pending order, reserving nothing more.
      const again = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          shippingAddressId,
          invoice: false,
          present: true,
          notes: 'Citofonare Rossi',
          selectedShippings,
        },
      );
      expect(again.data!.createOrder.orderNumber).toBe(number);
      expect(await availableOf(db, a.id)).toBe(a.available - 2);

      // A changed checkout replaces it and gives its stock back first.
      const changed = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          shippingAddressId,
          invoice: false,
          present: false,
          selectedShippings,
        },
      );
      expect(changed.data!.createOrder.orderNumber).not.toBe(number);
      const old = await db
        .selectFrom('orders')
        .select('status')
        .where('number', '=', number)
        .executeTakeFirstOrThrow();
      expect(old.status).toBe('cancelled');
      expect(await availableOf(db, a.id)).toBe(a.available - 2);
    });

    it('returns the same pending order to 20 simultaneous calls', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 2, 1);
      const client = await buyer(GIULIA, [book.id]);
      const vars = {
        invoice: false,
        present: false,
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
        paymentMethod: 'STRIPE',
      };
      // Giulia's store credit would cover a cheap book: make sure something is left to pay.
      await db
        .updateTable('wallets')
        .set({ balance_cents: 0 })
        .where('user_id', '=', await userIdOf(db, GIULIA))
        .execute();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.graphql<{ createOrder: { orderNumber: string } }>(
            'createOrder',
            CREATE_ORDER,
            vars,
          ),
        ),
      );
      const numbers = new Set(results.map((r) => r.data?.createOrder.orderNumber));
      expect(results.every((r) => r.errors === undefined)).toBe(true);
      expect(numbers.size).toBe(1);
      const count = await db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('number', 'in', [...numbers] as string[])
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
      expect(await availableOf(db, book.id)).toBe(book.available - 1);
    });

    it('pays with store credit when it covers everything, debiting it once', async () => {
      const { db } = h.database;
      const giulia = await userIdOf(db, GIULIA);
      await db
        .updateTable('wallets')
        .set({ balance_cents: 100_000 })
        .where('user_id', '=', giulia)
        .execute();
      const book = await centraleBook(db, 2, 2);
      const client = await buyer(GIULIA, [book.id]);
      const selectedShippings = [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }];
      const methods = await client.graphql<{ getPaymentMethods: string[] }>(
        'GetPaymentMethods',
        PAYMENT_METHODS,
        { selectedShippings },
      );
      expect(methods.data!.getPaymentMethods).toEqual(['STORE_CREDIT']);
      const result = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          invoice: false,
          present: false,
          selectedShippings,
          paymentMethod: 'STORE_CREDIT',
        },
      );
      expect(result.errors).toBeUndefined();
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', result.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('paid');
      expect(order.total_cents).toBe(0);
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_cents')
        .where('user_id', '=', giulia)
        .executeTakeFirstOrThrow();
      expect(wallet.balance_cents).toBe(100_000 - order.store_credit_cents);
      const ledger = await db
        .selectFrom('store_credit_entries')
        .select('amount_cents')
        .where('order_id', '=', order.id)
        .execute();
      expect(ledger).toEqual([{ amount_cents: -order.store_credit_cents }]);
      // The ordered book left the basket.
      const lines = await db
        .selectFrom('basket_lines')
        .innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id')
        .select('basket_lines.id')
        .where('baskets.user_id', '=', giulia)
        .execute();
      expect(lines).toEqual([]);
    });

    it('offers deferred payment only to billing enabled for it', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 2, 3);
      const pa = await buyer(PA, [book.id]);
      const billing = await db
        .selectFrom('billing_addresses')
        .select('id')
        .where('user_id', '=', await userIdOf(db, PA))
        .executeTakeFirstOrThrow();
      const selectedShippings = [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }];
      const methods = await pa.graphql<{ getPaymentMethods: string[] }>(
        'GetPaymentMethods',
        PAYMENT_METHODS,
        {
          selectedShippings,
          billingAddressId: `A${billing.id}`,
        },
      );
      expect(methods.data!.getPaymentMethods).toEqual([
        'STRIPE',
        'STRIPE_WT',
        'BRAINTREE',
        'MANUAL',
      ]);
      const order = await pa.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          billingAddress: `A${billing.id}`,
          invoice: true,
          present: false,
          selectedShippings,
          paymentMethod: 'MANUAL',
          numero_ordine_acquisto: 'OA-2026-17',
          data_ordine_acquisto: '2026-11-20T10:00:00.000Z',
          cig: 'Z1234567AB',
          cup: 'J12H34000000001',
        },
      );
      expect(order.errors).toBeUndefined();
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', order.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'deferred',
        data_ordine_acquisto: '2026-11-20',
        cig: 'Z1234567AB',
        invoice: true,
      });

      const mario = await buyer(MARIO, [book.id]);
      const refused = await mario.graphql('createOrder', CREATE_ORDER, {
        invoice: false,
        present: false,
        selectedShippings,
        paymentMethod: 'MANUAL',
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('PAYMENT_METHOD_NOT_ALLOWED');
    });

    it('refuses what cannot be ordered and changes nothing', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 2, 4);
      const jane = await buyer(JANE, [book.id]);
      const before = await availableOf(db, book.id);
      const marioAddress = await firstAddressOf(db, MARIO);
      const foreign = await jane.graphql('createOrder', CREATE_ORDER, {
        shippingAddressId: marioAddress,
        invoice: false,
        present: false,
      });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('ADDRESS_NOT_FOUND');
      const noAddress = await jane.graphql('createOrder', CREATE_ORDER, {
        invoice: false,
        present: false,
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Standard' }],
      });
      expect(noAddress.errors?.[0]?.extensions?.code).toBe('SHIPPING_ADDRESS_REQUIRED');
      const anonymous = await h
        .client()
        .graphql('createOrder', CREATE_ORDER, { invoice: false, present: false });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
      // A guest with a session and a basket of its own is not logged in either.
      const guest = h.client();
      await guest.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      const guestOrder = await guest.graphql('createOrder', CREATE_ORDER, {
        invoice: false,
        present: false,
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
      });
      expect(guestOrder.errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
      expect(await availableOf(db, book.id)).toBe(before);
      expect(
        await db
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', await userIdOf(db, JANE))
          .execute(),
      ).toEqual([]);
    });

    it('refuses delivery notes past their limit with a field error, never cutting them', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await buyer(MARIO, [book.id]);
      const ordersOf = async () =>
        (
          await db
            .selectFrom('orders')
            .select('notes')
            .where('user_id', '=', await userIdOf(db, MARIO))
            .execute()
        ).length;
      const before = await ordersOf();
      const answers = new Map<string, string>();
      for (const lang of ['it', 'en', 'fr', 'es']) {
        client.cookies.set('user_language', lang);
        const refused = await tryPickupOrder(client, book, {
          notes: 'n'.repeat(ORDER_NOTES_MAX_LENGTH + 1),
        });
        expect(refused.data).toBeNull();
        expect(refused.errors?.[0]?.extensions).toEqual({ code: 'NOTES_TOO_LONG', field: 'notes' });
        answers.set(lang, refused.errors?.[0]?.message ?? '');
      }
      expect(answers.get('it')).toBe('Testo troppo lungo (massimo 2000 caratteri)');
      expect(answers.get('en')).toBe('Too long (at most 2000 characters)');
      expect(new Set(answers.values()).size).toBe(4);
      expect(await ordersOf()).toBe(before);

      // At the limit the notes are kept whole.
      const longest = `${'è'.repeat(ORDER_NOTES_MAX_LENGTH - 1)}!`;
      const placed = await tryPickupOrder(client, book, { notes: longest });
      expect(placed.errors).toBeUndefined();
      const order = await db
        .selectFrom('orders')
        .select('notes')
        .where('number', '=', placed.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(order.notes).toBe(longest);
    });

    it('refuses a basket with a book sold out, short of copies or from a closed bookshop', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 1, 8);
      const input = {
        ...baseInput,
        selectedShippings: [
          { codelib: String(book.bookshop_id), shipping: 'Shop_pickup' as const },
        ],
        paymentMethod: 'STRIPE' as const,
      };
      const [short] = await buyersWithBaskets(db, {
        count: 1,
        emailPrefix: 'short-of-copies',
        lines: [{ productId: book.id, qty: 3 }],
      });
      const refusal = (userId: number) =>
        createOrder(db, { userId }, input).then(
          () => 'placed',
          (error: { code?: string }) => error.code,
        );
      try {
        await db.updateTable('products').set({ available: 2 }).where('id', '=', book.id).execute();
        expect(await refusal(short!.id)).toBe('UNAVAILABLE_LINES');
        await db.updateTable('products').set({ available: 0 }).where('id', '=', book.id).execute();
        expect(await refusal(short!.id)).toBe('UNAVAILABLE_LINES');
        await db.updateTable('products').set({ available: 5 }).where('id', '=', book.id).execute();
        await db
          .updateTable('bookshops')
          .set({ vacation_end: sql<string>`current_date + 7` })
          .where('id', '=', book.bookshop_id)
          .execute();
        expect(await refusal(short!.id)).toBe('UNAVAILABLE_LINES');
        expect(await availableOf(db, book.id)).toBe(5);
      } finally {
        await db
          .updateTable('bookshops')
          .set({ vacation_end: null })
          .where('id', '=', book.bookshop_id)
          .execute();
        await db
          .updateTable('products')
          .set({ available: book.available })
          .where('id', '=', book.id)
          .execute();
      }
    });

    it('records code uses with the order and gives everything back when an unpaid transfer expires', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 2, 5);
      const client = await buyer(MARIO, [book.id]);
      expect(
        (
          await client.graphql<{ addDiscountCode: { success: boolean } }>(
            'AddDiscountCode',
            ADD_DISCOUNT_CODE,
            { selectedShippings: [], discountCode: 'BENVENUTO10' },
          )
        ).data!.addDiscountCode.success,
      ).toBe(true);
      const before = await availableOf(db, book.id);
      const created = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          invoice: false,
          present: false,
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
        },
      );
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', created.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(order.discount_cents).toBeGreaterThan(0);
      const uses = await db
        .selectFrom('discount_code_uses')
        .select('order_id')
        .where('order_id', '=', order.id)
        .execute();
      expect(uses).toHaveLength(1);
      expect(await availableOf(db, book.id)).toBe(before - 1);

      await db
        .updateTable('orders')
        .set({ status: 'awaiting_transfer' })
        .where('id', '=', order.id)
        .execute();
      const fourDaysLater = new Date(order.created_at.getTime() + 4 * 86_400_000);
      expect(await expireUnpaidOrders(db, fourDaysLater)).toBe(0);
      const sixDaysLater = new Date(order.created_at.getTime() + 6 * 86_400_000);
      expect(await expireUnpaidOrders(db, sixDaysLater)).toBe(1);
      const after = await db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('cancelled');
      expect(await availableOf(db, book.id)).toBe(before);
      expect(
        await db
          .selectFrom('discount_code_uses')
          .select('id')
          .where('order_id', '=', order.id)
          .execute(),
      ).toEqual([]);
      // Two expiry runs at once never cancel an order twice.
      const results = await Promise.all([
        expireUnpaidOrders(db, sixDaysLater),
        expireUnpaidOrders(db, sixDaysLater),
      ]);
      expect(results).toEqual([0, 0]);
    });

    it('lets the buyer order again what their own pending order holds: the last copy, a single-use code', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 2, 9);
      // The last copy, and a code only one order may use.
      await db.updateTable('products').set({ available: 1 }).where('id', '=', book.id).execute();
      const code = `UNAVOLTA${book.id}`;
      await db
        .insertInto('discount_codes')
        .values({ code, kind: 'PERCENT', percent: 10, max_uses: 1 })
        .execute();
      // Without store credit, which would pay the order at once.
      await db
        .updateTable('wallets')
        .set({ balance_cents: 0 })
        .where('user_id', '=', await userIdOf(db, GIULIA))
        .execute();
      const client = await buyer(GIULIA, [book.id]);
      const added = await client.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings: [], discountCode: code },
      );
      expect(added.data!.addDiscountCode.success).toBe(true);
      const shippings = [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }];
      const order = (notes: string) =>
        client.graphql<{ createOrder: { orderNumber: string } }>('createOrder', CREATE_ORDER, {
          invoice: false,
          present: false,
          notes,
          selectedShippings: shippings,
        });
      const first = await order('');
      expect(first.errors).toBeUndefined();
      expect(await availableOf(db, book.id)).toBe(0);

      // Back to the checkout (a declined card, the back button): the totals keep the book and
      // the code, as the order holding them is this buyer's own.
      const totals = await client.graphql<{
        getRealCartTotals: { buoniSconto: { codelib: string }[]; messaggioErrore: string | null };
      }>('GetRealCartTotals', TOTALS, { selectedShippings: shippings });
      expect(totals.errors).toBeUndefined();
      expect(totals.data!.getRealCartTotals.buoniSconto).toHaveLength(1);
      expect(totals.data!.getRealCartTotals.messaggioErrore ?? '').toBe('');

      // A changed checkout (a note) replaces that order, with the copy and the discount.
      const second = await order('Citofonare Bianchi');
      expect(second.errors).toBeUndefined();
      const orders = await db
        .selectFrom('orders')
        .select(['number', 'status', 'discount_cents'])
        .where('number', 'in', [
          first.data!.createOrder.orderNumber,
          second.data!.createOrder.orderNumber,
        ])
        .orderBy('id')
        .execute();
      expect(orders.map((o) => o.status)).toEqual(['cancelled', 'pending']);
      expect(orders[1]!.discount_cents).toBeGreaterThan(0);
      expect(await availableOf(db, book.id)).toBe(0);
      const codeRow = await db
        .selectFrom('discount_codes')
        .select('uses_count')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(codeRow.uses_count).toBe(1);

      // Another buyer still finds the copy and the code taken.
      const other = await buyer(MARIO, []);
      const refused = await other.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings: [], discountCode: code },
      );
      expect(refused.data!.addDiscountCode.success).toBe(false);
    });

    it('counts exactly one use of a single-use code redeemed by 20 buyers at once', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 1, 7);
      await db.updateTable('products').set({ available: 1000 }).where('id', '=', book.id).execute();
      const code = await db
        .insertInto('discount_codes')
        .values({ code: 'UNASOLAVOLTA', kind: 'PERCENT', percent: 20, max_uses: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const users = await buyersWithBaskets(db, {
        count: 20,
        emailPrefix: 'single-use-',
        lines: [{ productId: book.id, qty: 1 }],
        codeId: code.id,
      });
      const selectedShippings = [
        { codelib: String(book.bookshop_id), shipping: 'Shop_pickup' as const },
      ];
      const results = await Promise.allSettled(
        users.map((u) =>
          createOrder(
            db,
            { userId: u.id },
            { ...baseInput, selectedShippings, paymentMethod: 'STRIPE' },
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const uses = await db
        .selectFrom('discount_code_uses')
        .select('user_id')
        .where('discount_code_id', '=', code.id)
        .execute();
      expect(uses).toHaveLength(1);
      const row = await db
        .selectFrom('discount_codes')
        .select('uses_count')
        .where('id', '=', code.id)
        .executeTakeFirstOrThrow();
      expect(row.uses_count).toBe(1);
      // The refused buyers changed nothing: no order, no stock taken.
      expect(await availableOf(db, book.id)).toBe(999);
    });

    /** `count` buyers, each with one copy of the book in the basket, checking out at once. */
    async function raceForBook(
      book: { id: number; bookshop_id: number },
      available: number,
      count: number,
      emailPrefix: string,
    ) {
      const { db } = h.database;
      await db.updateTable('products').set({ available }).where('id', '=', book.id).execute();
      const users = await buyersWithBaskets(db, {
        count,
        emailPrefix,
        lines: [{ productId: book.id, qty: 1 }],
      });
      const selectedShippings = [
        { codelib: String(book.bookshop_id), shipping: 'Shop_pickup' as const },
      ];
      const results = await Promise.allSettled(
        users.map((u) =>
          createOrder(
            db,
            { userId: u.id },
            { ...baseInput, selectedShippings, paymentMethod: 'STRIPE' },
          ),
        ),
      );
      return { users, results };
    }

    it('serves 30 buyers of one book at once: every order placed, none deadlocked', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 1, 7);
      // Each order's lines check the book's key while other orders hold its stock row: the
      // stock lock must not conflict with that check, or the orders deadlock on each other.
      const { results } = await raceForBook(book, 999, 30, 'crowd');
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await availableOf(db, book.id)).toBe(999 - 30);
    });

    it('sells the last 5 copies to exactly 5 of 50 racing buyers', async () => {
      const { db } = h.database;
      const book = await centraleBook(db, 1, 6);
      const { users, results } = await raceForBook(book, 5, 50, 'racer');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      // Refused as the buyer is told: the basket's check, or the stock statement's refusal.
      const refusals = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { code?: string }).code] : [],
      );
      expect(
        refusals.filter((code) => code !== 'OUT_OF_STOCK' && code !== 'UNAVAILABLE_LINES'),
      ).toEqual([]);
      expect(refusals).toHaveLength(45);
      // Whichever check refused it, the buyer is told which book.
      const { title } = await db
        .selectFrom('products')
        .select('title')
        .where('id', '=', book.id)
        .executeTakeFirstOrThrow();
      for (const result of results) {
        if (result.status === 'rejected')
          expect((result.reason as { params?: { books?: string } }).params?.books).toBe(
            `«${title}»`,
          );
      }
      expect(await availableOf(db, book.id)).toBe(0);
      const orders = await db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .where(
          'user_id',
          'in',
          users.map((u) => u.id),
        )
        .executeTakeFirstOrThrow();
      expect(orders.n).toBe(5);
    });
  });
}
