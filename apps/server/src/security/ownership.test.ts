import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import type { TestClient } from '../test/client.ts';
import { GIULIA, JANE, MARIO, PA } from '../test/demo-accounts.ts';
import {
  basketLinesOf,
  bookOf,
  firstAddressOf,
  firstBillingOf,
  userIdOf,
} from '../test/fixtures.ts';
import { engines } from '../test/harness.ts';
import {
  ADD_DISCOUNT_CODE,
  CREATE_ORDER,
  PAYMENT_METHODS,
  REMOVE_PRODUCT,
  TOTALS,
  type BasketShape,
} from '../test/operations.ts';
import { buyerWith, pendingPickupOrder } from '../test/shoppers.ts';

// docs/spec/api-contract.md §5: every address, billing record, basket and order is visible and
// changeable only by its owner. Another account's id is refused wherever an id is accepted, with
// the same answer as an id that does not exist (no existence oracle), and changes nothing.

const MISSING_ADDRESS = '99999999';
const MISSING_BILLING = 'A99999999';
const MISSING_ORDER = 'SC-ZZZZZZ';

interface GraphQLAnswer {
  data: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What a client can tell from an answer: everything but the field path. */
function visible(answer: GraphQLAnswer) {
  return {
    data: answer.data,
    errors: answer.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })),
  };
}

/** Everything the checkout calls could change for an account, read from the database. */
async function checkoutState(db: Db, email: string) {
  const userId = await userIdOf(db, email);
  const basket = await db
    .selectFrom('baskets')
    .select(['id', 'selected_shippings'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const codes = basket
    ? await db
        .selectFrom('basket_discount_codes')
        .select('discount_code_id')
        .where('basket_id', '=', basket.id)
        .execute()
    : [];
  const orders = await db
    .selectFrom('orders')
    .select(['number', 'status'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const attempts = await db
    .selectFrom('discount_code_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return {
    selected: basket?.selected_shippings ?? null,
    codes,
    orders,
    attempts: attempts.length,
    lines: await basketLinesOf(db, email),
  };
}

/** Every saved address and billing record of an account, as stored. */
async function addressRows(db: Db, email: string) {
  const userId = await userIdOf(db, email);
  return {
    shipping: await db
      .selectFrom('shipping_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    billing: await db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  };
}

for (const engine of engines()) {
  describe(`ownership: another account's ids are refused everywhere (${engine.name})`, () => {
    const h = engine.setup();

    it('refuses a foreign shipping address or billing id in every checkout call, like a missing one', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const jane = await buyerWith(h, JANE, [book.id]);
      const selectedShippings = [{ codelib: String(book.bookshop_id), shipping: 'Standard' }];
      const foreignAddress = await firstAddressOf(db, MARIO);
      // The PA's billing record would unlock deferred payment (MANUAL) for whoever used it.
      const foreignBilling = await firstBillingOf(db, PA);
      const professionalBilling = await firstBillingOf(db, GIULIA);
      const victims = [MARIO, PA] as const;
      const victimRows = await Promise.all(victims.map((email) => addressRows(db, email)));
      const before = await checkoutState(db, JANE);

      type Ids = { shippingAddressId?: string; billingAddressId?: string };
      const calls: { name: string; run: (ids: Ids) => Promise<GraphQLAnswer> }[] = [
        {
          name: 'getRealCartTotals',
          run: (ids) => jane.graphql('GetRealCartTotals', TOTALS, { selectedShippings, ...ids }),
        },
        {
          name: 'getPaymentMethods',
          run: (ids) =>
            jane.graphql('GetPaymentMethods', PAYMENT_METHODS, { selectedShippings, ...ids }),
        },
        {
          name: 'addDiscountCode',
          run: (ids) =>
            jane.graphql('AddDiscountCode', ADD_DISCOUNT_CODE, {
              selectedShippings,
              discountCode: 'BENVENUTO10',
              ...ids,
            }),
        },
        {
          name: 'createOrder',
          run: ({ shippingAddressId, billingAddressId }) =>
            jane.graphql('createOrder', CREATE_ORDER, {
              shippingAddressId,
              billingAddress: billingAddressId,
              invoice: billingAddressId !== undefined,
              present: false,
              selectedShippings,
              ...(billingAddressId === foreignBilling ? { paymentMethod: 'MANUAL' } : {}),
            }),
        },
      ];
      const cases: { foreign: Ids; missing: Ids }[] = [
        {
          foreign: { shippingAddressId: foreignAddress },
          missing: { shippingAddressId: MISSING_ADDRESS },
        },
        {
          foreign: { billingAddressId: foreignBilling },
          missing: { billingAddressId: MISSING_BILLING },
        },
        {
          foreign: { billingAddressId: professionalBilling },
          missing: { billingAddressId: MISSING_BILLING },
        },
      ];
      for (const call of calls) {
        for (const { foreign, missing } of cases) {
          const refused = await call.run(foreign);
          const what = `${call.name} ${JSON.stringify(foreign)}`;
          expect(refused.data, what).toBeNull();
          expect(refused.errors?.[0]?.extensions?.code, what).toBe('ADDRESS_NOT_FOUND');
          expect(visible(refused), what).toEqual(visible(await call.run(missing)));
        }
      }

      // Nothing moved: no remembered shipping, no code, no order, no stock taken, and the
      // owners' records are as they were.
      expect(await checkoutState(db, JANE)).toEqual(before);
      expect(await Promise.all(victims.map((email) => addressRows(db, email)))).toEqual(victimRows);
      const stock = await db
        .selectFrom('products')
        .select('available')
        .where('id', '=', book.id)
        .executeTakeFirstOrThrow();
      expect(stock.available).toBe(book.available);

      // The same calls with jane's own data go through (the refusals above were about the ids).
      const own = await jane.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings, discountCode: 'BENVENUTO10' },
      );
      expect(own.data?.addDiscountCode.success).toBe(true);
    });

    it('removes nothing from another basket: a foreign book or basket line id is a no-op like a missing one', async () => {
      const { db } = h.database;
      const marioBook = await bookOf(db, 'Libreria Centrale', 2, 1);
      await buyerWith(h, MARIO, [marioBook.id, marioBook.id]);
      const marioLines = await basketLinesOf(db, MARIO);
      expect(marioLines).toMatchObject([{ product_id: marioBook.id, qty: 2 }]);
      const lineId = marioLines[0]!.id;
      // Jane's own book is neither mario's book nor a product whose id is mario's line id.
      const janeBook = await db
        .selectFrom('products')
        .select('id')
        .where('available', '>=', 2)
        .where('id', 'not in', [marioBook.id, lineId])
        .where('bookshop_id', '=', marioBook.bookshop_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const jane = await buyerWith(h, JANE, [janeBook.id]);

      const remove = (client: TestClient, productId: string, qty: number | null) =>
        client.graphql<{ removeProduct: BasketShape }>('removeProduct', REMOVE_PRODUCT, {
          productId,
          qty,
        });
      const missing = await remove(jane, MISSING_ADDRESS, null);
      expect(missing.errors).toBeUndefined();
      expect(missing.data?.removeProduct.itemNumber).toBe(1);
      for (const productId of [String(marioBook.id), String(lineId)]) {
        for (const qty of [null, 1]) {
          const answer = await remove(jane, productId, qty);
          expect(visible(answer), `removeProduct(${productId}, ${qty})`).toEqual(visible(missing));
        }
      }
      expect(await basketLinesOf(db, MARIO)).toEqual(marioLines);
      expect(await basketLinesOf(db, JANE)).toMatchObject([{ product_id: janeBook.id, qty: 1 }]);
    });

    it("refuses another buyer's order number on every payment route and the confirmation, like a missing one", async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale', 2, 2);
      const { client: mario, orderNumber } = await pendingPickupOrder(h, MARIO, book);
      const order = () =>
        db
          .selectFrom('orders')
          .select(['id', 'status', 'payment_method', 'total_cents'])
          .where('number', '=', orderNumber)
          .executeTakeFirstOrThrow();
      const payments = async () =>
        db
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', (await order()).id)
          .execute();
      const orderBefore = await order();
      const jane = await buyerWith(h, JANE, []);

      const routes = [
        { url: '/api/stripe/create-payment-intent/card/', body: {} },
        { url: '/api/stripe/create-payment-intent/wiretransfer/', body: {} },
        { url: '/api/braintree/client-token/', body: {} },
        {
          url: '/api/braintree/payment-approved/',
          body: { paymentMethodNonce: 'fake-paypal-approved-nonce', paymentId: '1' },
        },
      ];
      const askAll = async (client: TestClient, number: string) => {
        const answers = [];
        for (const route of routes) {
          const response = await client.post(route.url, { ...route.body, orderNumber: number });
          answers.push({ url: route.url, status: response.statusCode, body: response.json() });
        }
        const confirmation = await client.get(`/api/conferma-ordine/${number}/`, {
          accept: 'application/json',
        });
        answers.push({
          url: '/api/conferma-ordine/',
          status: confirmation.statusCode,
          body: confirmation.json(),
        });
        return answers;
      };
      const foreign = await askAll(jane, orderNumber);
      for (const answer of foreign) {
        expect(answer.status, answer.url).toBe(404);
        expect(answer.body, answer.url).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      }
      expect(foreign).toEqual(await askAll(jane, MISSING_ORDER));
      expect(await order()).toEqual(orderBefore);
      expect(await payments()).toEqual([]);

      // Settled orders answer the same to others (no oracle on their state)...
      await db
        .updateTable('orders')
        .set({ status: 'paid' })
        .where('number', '=', orderNumber)
        .execute();
      expect(await askAll(jane, orderNumber)).toEqual(foreign);
      // ...while their owner is told the order is no longer payable.
      const own = await mario.post('/api/stripe/create-payment-intent/card/', { orderNumber });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
      expect(await payments()).toEqual([]);
    });

    it("refuses to edit another account's shipping address or billing data over REST, like a missing one", async () => {
      const { db } = h.database;
      const jane = await buyerWith(h, JANE, []);
      const owners = [MARIO, GIULIA, PA] as const;
      const rowsBefore = await Promise.all(owners.map((email) => addressRows(db, email)));
      const address = {
        etichetta: 'Rubata',
        name: 'Jane Doe',
        telefono: '+393401234567',
        indirizzo: 'Via del Furto 1',
        nazione: 'IT',
        provincia_stato: 'MI',
        citta: 'Milano',
        cap: '20100',
      };
      const billing = {
        persona: 'FIS',
        codice_fiscale: '',
        nome: 'Jane',
        cognome: 'Doe',
        indirizzo: '1 Rue du Vol',
        citta: 'Paris',
        nazione: 'FR',
        cap: '75001',
      };
      const missingAddress = await jane.post(
        `/api/indirizzo-spedizione/${MISSING_ADDRESS}/`,
        address,
      );
      expect(missingAddress.statusCode).toBe(404);
      const missingBilling = await jane.post('/api/dati-fatturazione/', {
        ...billing,
        id: MISSING_BILLING,
      });
      expect(missingBilling.statusCode).toBe(404);
      for (const email of owners) {
        const addressId = await firstAddressOf(db, email);
        const edit = await jane.post(`/api/indirizzo-spedizione/${addressId}/`, address);
        expect(edit.statusCode, email).toBe(404);
        expect(edit.json(), email).toEqual(missingAddress.json());
        const billingId = await firstBillingOf(db, email);
        const overwrite = await jane.post('/api/dati-fatturazione/', { ...billing, id: billingId });
        expect(overwrite.statusCode, email).toBe(404);
        expect(overwrite.json(), email).toEqual(missingBilling.json());
      }
      expect(await Promise.all(owners.map((email) => addressRows(db, email)))).toEqual(rowsBefore);
      // Jane ended up with nothing of theirs.
      expect(await addressRows(db, JANE)).toEqual({ shipping: [], billing: [] });
    });
  });
}
