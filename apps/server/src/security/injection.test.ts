import { beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, JANE, MARIO, PA } from '../test/demo-accounts.ts';
import { bookOf, tableNames, userIdOf } from '../test/fixtures.ts';
import { engines } from '../test/harness.ts';
import {
  ADD_DISCOUNT_CODE,
  BILLING_ADDRESSES,
  CREATE_ORDER,
  PRODUCTS,
  REMOVE_DISCOUNT_CODE,
  SHIPPING_ADDRESSES,
  type BillingAddressShape,
  type DiscountCodeResult,
  type ShippingAddressShape,
} from '../test/operations.ts';
import { buyerWith } from '../test/shoppers.ts';

// SQL and HTML injection strings are data: stored and given back exactly as typed (the web
// app renders them as text), matched literally by searches, and the database stays whole.
// modules/addresses/addresses.test.ts covers a label, a name and a street of an Italian
// address; this covers every other free-text field a buyer can fill, the billing data, the
// order notes and PA data, discount codes and the catalogue search.

const SQL = [
  "'); DROP TABLE orders;--",
  "' OR '1'='1",
  "1; DELETE FROM users WHERE '1'='1",
  "x' UNION SELECT password_hash FROM users--",
  '$$; DROP TABLE products; $$',
  "\\'; SELECT pg_sleep(5);--",
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
];
const HOSTILE = [...SQL, ...HTML];

/** The first `max` characters, as a form field limited to `max` would take them. */
const fit = (text: string, max: number) => text.slice(0, max).trimEnd();

/** What the database holds beyond any one test's own rows: its tables and key row counts. */
async function databaseShape(db: Parameters<typeof tableNames>[0]) {
  const count = async (table: 'users' | 'products' | 'discount_codes' | 'bookshops') =>
    (await db.selectFrom(table).select('id').execute()).length;
  return {
    tables: await tableNames(db),
    users: await count('users'),
    products: await count('products'),
    discountCodes: await count('discount_codes'),
    bookshops: await count('bookshops'),
  };
}

for (const engine of engines()) {
  describe(`injection strings are inert (${engine.name})`, () => {
    const h = engine.setup();
    let shapeBefore: Awaited<ReturnType<typeof databaseShape>>;

    beforeAll(async () => {
      shapeBefore = await databaseShape(h.database.db);
    });

    it('keeps every free-text field of a shipping address verbatim, created and edited', async () => {
      const jane = await buyerWith(h, JANE, []);
      const list = async () =>
        (
          await jane.graphql<{ getShippingAddresses: ShippingAddressShape[] }>(
            'GetShippingAddresses',
            SHIPPING_ADDRESSES,
            { lang: 'en' },
          )
        ).data!.getShippingAddresses;
      for (const [i, hostile] of HOSTILE.entries()) {
        // Outside Italy the province and postcode are free text too.
        const text = {
          etichetta: fit(`${i} ${hostile}`, 35),
          name: fit(hostile, 35),
          indirizzo: hostile,
          indirizzo2: hostile,
          citta: hostile,
          cap: fit(hostile, 16),
          note: `${hostile} ${hostile}`,
        };
        const address = {
          ...text,
          attenzione_di: fit(hostile, 35),
          provincia_stato: hostile,
          telefono: '+33612345678',
          nazione: 'FR',
        };
        const created = await jane.post('/api/indirizzo-spedizione/', address);
        expect(created.statusCode, hostile).toBe(201);
        const id: string = created.json().id;
        expect(
          (await list()).find((a) => a.id === id),
          hostile,
        ).toMatchObject({
          ...text,
          attenzioneDi: address.attenzione_di,
          provinciaStato: address.provincia_stato,
        });

        const edited = await jane.post(`/api/indirizzo-spedizione/${id}/`, {
          ...address,
          indirizzo: `Rue ${hostile}`,
        });
        expect(edited.statusCode, hostile).toBe(200);
        expect((await list()).find((a) => a.id === id)?.indirizzo).toBe(`Rue ${hostile}`);
      }
    });

    it('keeps billing data verbatim', async () => {
      const { db } = h.database;
      const jane = await buyerWith(h, JANE, []);
      for (const hostile of HOSTILE) {
        const saved = await jane.post('/api/dati-fatturazione/', {
          persona: 'GIU',
          ragione_sociale: hostile,
          partita_iva: '',
          pec: '',
          codice_destinatario_sdi: '',
          nome: hostile,
          cognome: hostile,
          indirizzo: hostile,
          citta: hostile,
          nazione: 'FR',
          provincia_stato: hostile,
          cap: fit(hostile, 16),
        });
        expect(saved.statusCode, hostile).toBe(200);
        const billing = (
          await jane.graphql<{ getBillingAddresses: BillingAddressShape[] }>(
            'GetBillingAddresses',
            BILLING_ADDRESSES,
            { lang: 'fr' },
          )
        ).data!.getBillingAddresses.find((b) => b.id === saved.json().id);
        expect(billing, hostile).toMatchObject({
          ragione_sociale: hostile,
          label: hostile,
          nome: hostile,
          cognome: hostile,
          indirizzo: hostile,
          citta: hostile,
          provincia_stato: hostile,
        });
      }
      expect(
        await db
          .selectFrom('billing_addresses')
          .select('id')
          .where('user_id', '=', await userIdOf(db, JANE))
          .execute(),
      ).toHaveLength(HOSTILE.length);
    });

    it('stores delivery notes and PA order data verbatim with the order', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      const notes = HOSTILE.join('\n');
      const pa = { numero_ordine_acquisto: SQL[0]!, cig: "'--<b>x", cup: '<i>1</i>;--' };
      const buyer = await buyerWith(h, PA, [book.id]);
      const created = await buyer.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          invoice: false,
          present: true,
          notes,
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
          ...pa,
        },
      );
      expect(created.errors).toBeUndefined();
      const order = await db
        .selectFrom('orders')
        .select(['notes', 'numero_ordine_acquisto', 'cig', 'cup'])
        .where('number', '=', created.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ notes, ...pa });
    });

    it('matches discount codes literally: an injection is an invalid code and changes nothing', async () => {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale');
      // Fewer attempts than the per-account limit, spread over two buyers.
      const buyers = [await buyerWith(h, MARIO, [book.id]), await buyerWith(h, GIULIA, [book.id])];
      const attempts = [...HOSTILE, "BENVENUTO10' --", "BENVENUTO10' OR '1'='1", 'BENVENUTO1_'];
      for (const [i, code] of attempts.entries()) {
        const client = buyers[i % buyers.length]!;
        const added = (
          await client.graphql<{ addDiscountCode: DiscountCodeResult }>(
            'AddDiscountCode',
            ADD_DISCOUNT_CODE,
            { selectedShippings: [], discountCode: code },
          )
        ).data!.addDiscountCode;
        expect(added, code).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
        const removed = (
          await client.graphql<{ removeDiscountCode: DiscountCodeResult }>(
            'removeDiscountCode',
            REMOVE_DISCOUNT_CODE,
            { code },
          )
        ).data!.removeDiscountCode;
        expect(removed, code).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
      }
      expect(await db.selectFrom('basket_discount_codes').select('basket_id').execute()).toEqual(
        [],
      );
    });

    it('searches the catalogue literally', async () => {
      const client = h.client();
      type Page = { getProducts: { items: { id: string; title: string }[]; total: number } };
      for (const search of [...HOSTILE, '_', '\\', "%' OR '1'='1"]) {
        const answer = await client.graphql<Page>('GetProducts', PRODUCTS, { search });
        expect(answer.errors, search).toBeUndefined();
        expect(answer.data?.getProducts, search).toEqual({ items: [], total: 0 });
      }
      // A quote is just a character of a title.
      const quoted = await client.graphql<Page>('GetProducts', PRODUCTS, { search: "l'Optimisme" });
      expect(quoted.data?.getProducts.items.map((i) => i.title)).toEqual([
        "Candide ou l'Optimisme",
      ]);
    });

    it('leaves the database whole', async () => {
      expect(await databaseShape(h.database.db)).toEqual(shapeBefore);
    });
  });
}
