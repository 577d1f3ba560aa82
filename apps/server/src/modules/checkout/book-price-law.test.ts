import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { maxDiscountPercent, type CopyFacts } from '@scaffale/domain/book-price';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, DEMO_PASSWORD, MARIO, staffEmailOf } from '../../test/demo-accounts.ts';
import { emptyBasketOf, firstAddressOf, offerOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE, ADD_PRODUCT, CREATE_ORDER } from '../../test/operations.ts';
import { LIBRERIA_CENTRALE } from '../../db/seed/catalogue.ts';
import { maxDiscountOfProduct } from '../catalog/catalog.repo.ts';

// The book-price law in the cart and on the shelf (docs/spec/book-price-law.md).

const TOTALS = `query GetRealCartTotals($selectedShippings: [SelectedShippingInput!]!) {
  getRealCartTotals(selectedShippings: $selectedShippings) {
    merce sconto warnings buoniSconto { id valore } } }`;
const PRODUCT = `query GetProduct($id: ID!) { getProduct(id: $id) {
  condition maxDiscountPercent discount discountedPrice } }`;
const SET_DISCOUNT = `mutation SetDiscount($id: ID!, $percent: Int!) {
  setDiscount(productId: $id, percent: $percent) { discount maxDiscountPercent } }`;
const SET_FACTS = `mutation SetFacts($id: ID!, $textbook: Boolean!, $outOfPrint: Boolean!) {
  setBookPriceFacts(productId: $id, textbook: $textbook, outOfPrint: $outOfPrint) {
    textbook outOfPrint maxDiscountPercent } }`;
const OPEN_PROMOTION = `mutation Open($month: String!) { openBookPricePromotion(month: $month) }`;
const SET_LIBRARY = `mutation Library($email: String!, $library: Boolean!) {
  setLibraryAccount(email: $email, library: $library) }`;

interface Totals {
  merce: string;
  sconto: string;
  warnings: string[];
  buoniSconto: { id: string; valore: string }[];
}

for (const engine of engines()) {
  describe(`the book-price law (${engine.name})`, () => {
    const h = engine.setup();
    const principe = () => offerOf(h.database.db, LIBRERIA_CENTRALE, 'Il Principe'); // NEW, 9.00
    const promessi = () => offerOf(h.database.db, LIBRERIA_CENTRALE, 'I promessi sposi'); // textbook, 14.00
    const zeno = () => offerOf(h.database.db, LIBRERIA_CENTRALE, 'La coscienza di Zeno'); // USED, 10.00 less 10%

    async function logIn(email: string): Promise<TestClient> {
      const client = h.client();
      await client.login(email, DEMO_PASSWORD);
      return client;
    }

    async function basketWith(ids: number[], code = 'BENVENUTO10') {
      await emptyBasketOf(h.database.db, MARIO);
      const client = await logIn(MARIO);
      for (const id of ids) {
        const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(id) });
        expect(added.errors).toBeUndefined();
      }
      const applied = await client.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings: [], discountCode: code },
      );
      expect(applied.data!.addDiscountCode.success).toBe(true);
      return client;
    }

    const totalsOf = async (client: TestClient) => {
      const result = await client.graphql<{ getRealCartTotals: Totals }>(
        'GetRealCartTotals',
        TOTALS,
        { selectedShippings: [] },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.getRealCartTotals;
    };

    it('tells each copy’s cap: 5 for a new book, 15 for a textbook, 100 for a used one', async () => {
      const client = h.client();
      const cap = async (id: number) =>
        (
          await client.graphql<{ getProduct: { maxDiscountPercent: number } }>(
            'GetProduct',
            PRODUCT,
            { id: String(id) },
          )
        ).data!.getProduct.maxDiscountPercent;
      expect(await cap(await principe())).toBe(5);
      expect(await cap(await promessi())).toBe(15);
      expect(await cap(await zeno())).toBe(100);
    });

    it('ships a lawful demo: no copy discounted beyond its cap', async () => {
      const over = await h.database.db
        .selectFrom('products')
        .select(['title', 'discount_percent'])
        .where(sql<boolean>`discount_percent > ${maxDiscountOfProduct}`)
        .execute();
      expect(over).toEqual([]);
    });

    it('applies a code to a new book only down to its floor, and says so naming the law', async () => {
      const client = await basketWith([await principe()]);
      const totals = await totalsOf(client);
      // 9.00 less at most 5%: 8.55, whatever the code's 10%.
      expect(totals).toMatchObject({ merce: '8.55', sconto: '0.45' });
      expect(totals.buoniSconto).toEqual([{ id: 'BENVENUTO10', valore: '0.45' }]);
      expect(totals.warnings).toHaveLength(1);
      expect(totals.warnings[0]).toContain('L. 128/2011');
      expect(totals.warnings[0]).toContain('BENVENUTO10');

      client.cookies.set('user_language', 'en');
      const english = await totalsOf(client);
      expect(english.warnings[0]).toContain('book-price law');
    });

    it('gives a used book the code’s full effect, without a warning', async () => {
      const totals = await totalsOf(await basketWith([await zeno()]));
      // 10.00 less 10% is 9.00; the code's 10% more is 0.90.
      expect(totals).toMatchObject({ merce: '8.10', sconto: '0.90', warnings: [] });
    });

    it('spreads a code within each line’s floor, and the order keeps the floors', async () => {
      const { db } = h.database;
      const [newBook, usedBook] = [await principe(), await zeno()];
      const client = await basketWith([newBook, usedBook]);
      const totals = await totalsOf(client);
      // 9.00 + 9.00; 10% is 1.80, within the room (0.45 + 9.00): no warning.
      expect(totals).toMatchObject({ merce: '16.20', sconto: '1.80', warnings: [] });
      const bookshopId = (
        await db
          .selectFrom('products')
          .select('bookshop_id')
          .where('id', '=', newBook)
          .executeTakeFirstOrThrow()
      ).bookshop_id;
      const order = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          shippingAddressId: await firstAddressOf(db, MARIO),
          invoice: false,
          present: false,
          selectedShippings: [{ codelib: String(bookshopId), shipping: 'Standard' }],
        },
      );
      expect(order.errors).toBeUndefined();
      const lines = await db
        .selectFrom('order_lines')
        .innerJoin('order_parts', 'order_parts.id', 'order_lines.order_part_id')
        .innerJoin('orders', 'orders.id', 'order_parts.order_id')
        .select([
          'order_lines.product_id',
          'order_lines.line_total_cents',
          'order_lines.floor_cents',
        ])
        .where('orders.number', '=', order.data!.createOrder.orderNumber)
        .orderBy('order_lines.id')
        .execute();
      expect(lines).toEqual([
        { product_id: newBook, line_total_cents: 900, floor_cents: 855 },
        { product_id: usedBook, line_total_cents: 900, floor_cents: 0 },
      ]);
    });

    it('lets a library buying for its own use have the whole code', async () => {
      const admin = await logIn(ADMIN);
      const set = await admin.graphql('Library', SET_LIBRARY, { email: MARIO, library: true });
      expect(set.errors).toBeUndefined();
      try {
        const totals = await totalsOf(await basketWith([await principe()]));
        expect(totals).toMatchObject({ merce: '8.10', sconto: '0.90', warnings: [] });
      } finally {
        await admin.graphql('Library', SET_LIBRARY, { email: MARIO, library: false });
      }
      const audit = await h.database.db
        .selectFrom('admin_events')
        .select('detail')
        .where('kind', '=', 'library_set')
        .execute();
      expect(audit).toHaveLength(2);
    });

    it('refuses a discount above the cap with a field error naming the law, and audits the rest', async () => {
      const { db } = h.database;
      const staff = await logIn(staffEmailOf(LIBRERIA_CENTRALE));
      const id = String(await principe());
      const refused = await staff.graphql('SetDiscount', SET_DISCOUNT, { id, percent: 6 });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'DISCOUNT_ABOVE_LEGAL_CAP',
        field: 'percent',
      });
      expect(refused.errors?.[0]?.message).toContain('128/2011');
      const done = await staff.graphql('SetDiscount', SET_DISCOUNT, { id, percent: 5 });
      expect(done.data).toEqual({ setDiscount: { discount: 5, maxDiscountPercent: 5 } });

      // A textbook may go to 15; out of print, anywhere.
      const textbook = await staff.graphql('SetFacts', SET_FACTS, {
        id,
        textbook: true,
        outOfPrint: false,
      });
      expect(textbook.data).toEqual({
        setBookPriceFacts: { textbook: true, outOfPrint: false, maxDiscountPercent: 15 },
      });
      expect(
        (await staff.graphql('SetDiscount', SET_DISCOUNT, { id, percent: 15 })).errors,
      ).toBeUndefined();
      await staff.graphql('SetFacts', SET_FACTS, { id, textbook: false, outOfPrint: true });
      expect((await staff.graphql('SetDiscount', SET_DISCOUNT, { id, percent: 40 })).data).toEqual({
        setDiscount: { discount: 40, maxDiscountPercent: 100 },
      });
      // Back in print, the stored 40% counts only up to the 5% the law allows.
      await staff.graphql('SetFacts', SET_FACTS, { id, textbook: false, outOfPrint: false });
      const product = await h.client().graphql('GetProduct', PRODUCT, { id });
      expect(product.data).toEqual({
        getProduct: {
          condition: 'NEW',
          maxDiscountPercent: 5,
          discount: 5,
          discountedPrice: '8.55',
        },
      });
      const kinds = await db
        .selectFrom('shelf_events')
        .select('kind')
        .where('product_id', '=', Number(id))
        .where('kind', 'in', ['discount', 'law'])
        .execute();
      expect(kinds.map((k) => k.kind).sort()).toEqual([
        'discount',
        'discount',
        'discount',
        'law',
        'law',
        'law',
      ]);
      await db
        .updateTable('products')
        .set({ discount_percent: 0 })
        .where('id', '=', Number(id))
        .execute();
    });

    it('opens one promotion month a year, never December, for 15% off books older than 6 months', async () => {
      const admin = await logIn(ADMIN);
      const december = await admin.graphql('Open', OPEN_PROMOTION, { month: '2031-12' });
      expect(december.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_VALUE' });
      const { db } = h.database;
      const month = (
        await sql<{
          month: string;
        }>`SELECT to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month`.execute(db)
      ).rows[0]!.month;
      const thisMonthIsDecember = month.endsWith('-12');
      const opened = await admin.graphql<{ openBookPricePromotion: string[] }>(
        'Open',
        OPEN_PROMOTION,
        { month: thisMonthIsDecember ? '2031-03' : month },
      );
      expect(opened.errors).toBeUndefined();
      const again = await admin.graphql('Open', OPEN_PROMOTION, {
        month: thisMonthIsDecember ? '2031-04' : month,
      });
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_VALUE' });
      if (thisMonthIsDecember) return;
      const cap = async (id: number) =>
        (
          await h
            .client()
            .graphql<{ getProduct: { maxDiscountPercent: number } }>('GetProduct', PRODUCT, {
              id: String(id),
            })
        ).data!.getProduct.maxDiscountPercent;
      expect(await cap(await principe())).toBe(15);
      await db.deleteFrom('book_price_promotions').execute();
      expect(await cap(await principe())).toBe(5);
    });

    it('counts a restock from the staff raising the copies, not from copies coming back', async () => {
      const { db } = h.database;
      const id = await principe();
      const before = new Date('2020-01-01T00:00:00Z');
      await db
        .updateTable('products')
        .set({ last_restocked_at: before })
        .where('id', '=', id)
        .execute();
      const restockedAt = async () =>
        await db
          .selectFrom('products')
          .select(['last_restocked_at', 'available'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      const staff = await logIn(staffEmailOf(LIBRERIA_CENTRALE));
      const { available } = await restockedAt();
      const SET_STOCK = `mutation SetStock($id: ID!, $n: Int!) { setStock(productId: $id, available: $n) { id } }`;
      await staff.graphql('SetStock', SET_STOCK, { id: String(id), n: available - 1 });
      expect((await restockedAt()).last_restocked_at).toEqual(before);
      await staff.graphql('SetStock', SET_STOCK, { id: String(id), n: available + 1 });
      expect((await restockedAt()).last_restocked_at.getTime()).toBeGreaterThan(before.getTime());
    });

    it('computes in the database the cap the domain computes, for any copy and day', async () => {
      const day = fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
      const copyArb: fc.Arbitrary<CopyFacts> = fc.record({
        condition: fc.constantFrom('NEW' as const, 'USED' as const),
        textbook: fc.boolean(),
        outOfPrint: fc.boolean(),
        publishedOn: fc.option(day, { nil: null }),
        lastRestockedOn: day,
      });
      const cases = fc.sample(fc.tuple(copyArb, day, fc.boolean()), 400);
      const { rows } = await sql<{ cap: number }>`
        SELECT book_max_discount(c->>'condition', (c->>'textbook')::boolean,
          (c->>'out_of_print')::boolean, (c->>'published_on')::date, (c->>'restocked_on')::date,
          (c->>'today')::date, (c->>'promotion')::boolean) AS cap
        FROM jsonb_array_elements(${JSON.stringify(
          cases.map(([copy, today, promotion]) => ({
            condition: copy.condition,
            textbook: copy.textbook,
            out_of_print: copy.outOfPrint,
            published_on: copy.publishedOn,
            restocked_on: copy.lastRestockedOn,
            today,
            promotion,
          })),
        )}::jsonb) WITH ORDINALITY AS e(c, n)
        ORDER BY e.n`.execute(h.database.db);
      expect(rows.map((r) => r.cap)).toEqual(
        cases.map(([copy, today, promotionMonth]) =>
          maxDiscountPercent(copy, { today, promotionMonth }),
        ),
      );
    });
  });
}
