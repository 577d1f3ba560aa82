import { describe, expect, it } from 'vitest';
import { countStatements, type Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { emptyBasketOf, firstAddressOf, outOfPrint } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import {
  ADD_DISCOUNT_CODE,
  ADD_PRODUCT,
  REMOVE_DISCOUNT_CODE,
  REMOVE_PRODUCT,
  TOTALS,
} from '../../test/operations.ts';

interface Totals {
  totale: string;
  borsellino: string;
  imposta: string;
  costoSpedizione: string;
  sconto: string;
  merce: string;
  buoniSconto: { id: string; codelib: string | null; valore: string }[];
  messaggioErrore: string | null;
  bookshops: {
    bookshopId: string;
    shippingType: string;
    shippingCost: string;
    goods: string;
    discount: string;
  }[];
}

async function bookOf(db: Db, bookshop: string, minAvailable = 2) {
  return db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select([
      'products.id',
      'products.price_cents',
      'products.discount_percent',
      'products.weight_grams',
      'bookshops.id as bookshop_id',
    ])
    .where('bookshops.name', '=', bookshop)
    .where('products.available', '>=', minAvailable)
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
}

const totals = async (client: TestClient, vars: Record<string, unknown>) =>
  client.graphql<{ getRealCartTotals: Totals }>('GetRealCartTotals', TOTALS, vars);
const addCode = async (client: TestClient, code: string) =>
  (
    await client.graphql<{
      addDiscountCode: { success: boolean; errorCode: string | null; message: string | null };
    }>('AddDiscountCode', ADD_DISCOUNT_CODE, { selectedShippings: [], discountCode: code })
  ).data!.addDiscountCode;

const unit = (p: { price_cents: number; discount_percent: number }) =>
  p.price_cents - Math.floor((p.price_cents * p.discount_percent + 50) / 100);

for (const engine of engines()) {
  describe(`checkout totals and discount codes (${engine.name})`, () => {
    const h = engine.setup();

    async function loggedIn(email: string, books: number[]) {
      await emptyBasketOf(h.database.db, email);
      const client = h.client();
      await client.login(email, DEMO_PASSWORD);
      for (const id of books)
        await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(id) });
      return client;
    }

    it('prices goods and the chosen shipping at the address country, with the VAT included', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await loggedIn(MARIO, [book.id, book.id]);
      const address = await firstAddressOf(h.database.db, MARIO);
      const result = await totals(client, {
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Express' }],
        shippingAddressId: address,
      });
      expect(result.errors).toBeUndefined();
      const goods = unit(book) * 2;
      const rate = await db
        .selectFrom('shipping_rates')
        .select('price_cents')
        .where('bookshop_id', '=', book.bookshop_id)
        .where('shipping_type', '=', 'Express')
        .where('dest_country', '=', 'IT')
        .where('max_weight_grams', '>=', book.weight_grams * 2)
        .orderBy('max_weight_grams')
        .executeTakeFirstOrThrow();
      const t = result.data!.getRealCartTotals;
      const cents = (v: string) => Math.round(Number(v) * 100);
      expect(cents(t.merce)).toBe(goods);
      expect(cents(t.costoSpedizione)).toBe(rate.price_cents);
      expect(cents(t.totale)).toBe(goods + rate.price_cents);
      expect(t.sconto).toBe('0.00');
      expect(t.borsellino).toBe('0.00');
      expect(cents(t.imposta)).toBe(
        Math.round((goods * 4) / 104) + Math.round((rate.price_cents * 22) / 122),
      );
      expect(t.messaggioErrore).toBeNull();
      // Each bookshop's part, for the checkout's list of what is bought.
      expect(t.bookshops).toEqual([
        {
          bookshopId: String(book.bookshop_id),
          shippingType: 'Express',
          shippingCost: t.costoSpedizione,
          goods: t.merce,
          discount: '0.00',
        },
      ]);
      // Pickup is free.
      const pickup = await totals(client, {
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
      });
      expect(pickup.data!.getRealCartTotals.costoSpedizione).toBe('0.00');
    });

    it('applies store credit up to what is left to pay', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await loggedIn(GIULIA, [book.id]);
      const t = (
        await totals(client, {
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
        })
      ).data!.getRealCartTotals;
      const goods = unit(book);
      expect(Math.round(Number(t.borsellino) * 100)).toBe(Math.min(2500, goods));
      expect(Math.round(Number(t.totale) * 100)).toBe(goods - Math.min(2500, goods));
    });

    it('answers every discount-code rule with the spec wording', async () => {
      const { db } = h.database;
      const porto = await bookOf(db, 'Libreria del Porto');
      await outOfPrint(db, [porto.id]);
      const anonymous = h.client();
      const noUser = (
        await anonymous.graphql<{ addDiscountCode: { message: string } }>(
          'AddDiscountCode',
          ADD_DISCOUNT_CODE,
          {
            selectedShippings: [],
            discountCode: 'BENVENUTO10',
          },
        )
      ).data!.addDiscountCode;
      expect(noUser).toMatchObject({
        success: false,
        errorCode: 'NOT_LOGGED_IN',
        message: 'No user logged in',
      });

      const empty = await loggedIn(MARIO, []);
      expect(await addCode(empty, 'BENVENUTO10')).toMatchObject({
        errorCode: 'NO_BASKET',
        message: 'Nessun carrello in sessione',
      });

      const client = await loggedIn(MARIO, [porto.id]);
      expect(await addCode(client, 'BENVENUTO10')).toEqual({
        success: true,
        errorCode: null,
        message: null,
      });
      expect(await addCode(client, 'benvenuto10')).toMatchObject({
        message: 'Sconto già presente nel carrello',
      });
      expect(await addCode(client, 'SCADUTO')).toMatchObject({
        errorCode: 'EXPIRED',
        message: 'Lo sconto è scaduto',
      });
      expect(await addCode(client, 'GIAUSATO')).toMatchObject({
        errorCode: 'ALREADY_USED',
        message: 'Sconto già utilizzato',
      });
      expect(await addCode(client, 'SOLOLIBRERIA')).toMatchObject({
        errorCode: 'NOT_VALID_FOR_BOOKSHOP',
        message: 'Lo sconto non è valido per questa libreria',
      });
      expect(await addCode(client, 'MAXI500')).toMatchObject({
        errorCode: 'EXCEEDS_BOOKSHOP_TOTAL',
        message: 'Lo sconto supera il totale per questa libreria',
      });
      expect(await addCode(client, 'NONESISTE')).toMatchObject({
        errorCode: 'INVALID_CODE',
        message: 'Codice sconto non valido',
      });
      client.cookies.set('user_language', 'en');
      expect(await addCode(client, 'SCADUTO')).toMatchObject({
        message: 'The discount has expired',
      });

      const t = (await totals(client, { selectedShippings: [] })).data!.getRealCartTotals;
      expect(t.buoniSconto).toEqual([{ id: 'BENVENUTO10', codelib: null, valore: t.sconto }]);
      expect(Math.round(Number(t.sconto) * 100)).toBe(Math.floor((unit(porto) * 10 + 50) / 100));
      const removed = await client.graphql<{ removeDiscountCode: { success: boolean } }>(
        'removeDiscountCode',
        REMOVE_DISCOUNT_CODE,
        {
          code: 'BENVENUTO10',
        },
      );
      expect(removed.data!.removeDiscountCode.success).toBe(true);
      expect(
        (await totals(client, { selectedShippings: [] })).data!.getRealCartTotals.buoniSconto,
      ).toEqual([]);
    });

    it('removes a code that stops applying at the next totals call', async () => {
      const { db } = h.database;
      const centrale = await bookOf(db, 'Libreria Centrale');
      const porto = await bookOf(db, 'Libreria del Porto');
      await outOfPrint(db, [centrale.id, porto.id]);
      const client = await loggedIn(GIULIA, [centrale.id, porto.id]);
      expect(await addCode(client, 'SOLOLIBRERIA')).toMatchObject({ success: true });
      const before = (await totals(client, { selectedShippings: [] })).data!.getRealCartTotals;
      expect(before.buoniSconto).toEqual([
        { id: 'SOLOLIBRERIA', codelib: String(centrale.bookshop_id), valore: '5.00' },
      ]);
      await client.graphql('removeProduct', REMOVE_PRODUCT, { productId: String(centrale.id) });
      const after = (await totals(client, { selectedShippings: [] })).data!.getRealCartTotals;
      expect(after.messaggioErrore).toBe('SCONTI RIMOSSI DAL CARRELLO');
      expect(after.buoniSconto).toEqual([]);
      expect(after.sconto).toBe('0.00');
      expect(
        (await totals(client, { selectedShippings: [] })).data!.getRealCartTotals.messaggioErrore,
      ).toBeNull();
    });

    it('refuses another account’s address ids', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await loggedIn(JANE, [book.id]);
      const marioAddress = await firstAddressOf(h.database.db, MARIO);
      const result = await totals(client, {
        selectedShippings: [],
        shippingAddressId: marioAddress,
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('ADDRESS_NOT_FOUND');
      const billing = await totals(client, { selectedShippings: [], billingAddressId: 'A1' });
      expect(billing.errors?.[0]?.extensions?.code).toBe('ADDRESS_NOT_FOUND');
      const anonymous = await totals(h.client(), { selectedShippings: [] });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('NOT_LOGGED_IN');
    });

    it('says when a bookshop cannot ship to the address', async () => {
      const { db } = h.database;
      const porto = await bookOf(db, 'Libreria del Porto');
      const client = await loggedIn(JANE, [porto.id]);
      const created = await client.post('/api/indirizzo-spedizione/', {
        etichetta: 'Paris',
        name: 'Jane Doe',
        telefono: '+33612345678',
        indirizzo: '1 rue de Rivoli',
        nazione: 'FR',
        citta: 'Paris',
        cap: '75001',
      });
      expect(created.statusCode).toBe(201);
      const result = await totals(client, {
        selectedShippings: [{ codelib: String(porto.bookshop_id), shipping: 'Standard' }],
        shippingAddressId: created.json().id,
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('SHIPPING_NOT_AVAILABLE');
    });

    it('adds a code once under 20 simultaneous requests', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await loggedIn(PA, [book.id]);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => addCode(client, 'BENVENUTO10')),
      );
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => r.errorCode === 'ALREADY_IN_BASKET')).toHaveLength(19);
      const rows = await db
        .selectFrom('basket_discount_codes')
        .innerJoin('baskets', 'baskets.id', 'basket_discount_codes.basket_id')
        .innerJoin('users', 'users.id', 'baskets.user_id')
        .select('basket_discount_codes.discount_code_id')
        .where('users.email', '=', PA)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('re-prices a basket of 1 or 12 lines over 4 bookshops in the same statements, writing nothing unchanged', async () => {
      const { db } = h.database;
      const books = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.id', 'products.bookshop_id'])
        .where('products.available', '>=', 1)
        .where('bookshops.vacation_end', 'is', null)
        .orderBy('products.id')
        .execute();
      const shops = [...new Set(books.map((b) => b.bookshop_id))].slice(0, 4);
      expect(shops).toHaveLength(4);
      const twelve = shops.flatMap((shop) =>
        books
          .filter((b) => b.bookshop_id === shop)
          .slice(0, 3)
          .map((b) => b.id),
      );
      expect(twelve).toHaveLength(12);
      const address = await firstAddressOf(db, MARIO);

      const statementsFor = async (ids: number[]) => {
        const client = await loggedIn(MARIO, ids);
        expect(await addCode(client, 'BENVENUTO10')).toMatchObject({ success: true });
        const vars = { selectedShippings: [], shippingAddressId: address };
        // The first pricing remembers the default shippings; the second has nothing to write.
        expect((await totals(client, vars)).errors).toBeUndefined();
        const { result, count } = await countStatements(() => totals(client, vars));
        expect(result.errors).toBeUndefined();
        expect(result.data!.getRealCartTotals.buoniSconto).toHaveLength(1);
        return count;
      };
      const one = await statementsFor(twelve.slice(0, 1));
      const many = await statementsFor(twelve);
      // The session, the basket's lines and the rest of the checkout: one statement.
      expect(one).toBe(1);
      expect(many).toBe(one);
    });

    it('rate-limits wrong codes per account', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const client = await loggedIn(JANE, [book.id]);
      for (let i = 0; i < 10; i += 1)
        expect(await addCode(client, `WRONG${i}`)).toMatchObject({ errorCode: 'INVALID_CODE' });
      expect(await addCode(client, 'BENVENUTO10')).toMatchObject({
        success: false,
        errorCode: 'TOO_MANY_ATTEMPTS',
      });
    });
  });
}
