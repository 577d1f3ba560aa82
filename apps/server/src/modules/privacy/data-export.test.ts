import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_PASSWORD, newBuyer, type NewBuyer } from '../../test/accounts.ts';
import { bookOf } from '../../test/fixtures.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { addBooks, placePickupOrder } from '../../test/shoppers.ts';
import { DATA_EXPORT_FORMAT, DATA_EXPORTS_PER_HOUR } from './data-export.ts';

// docs/spec/accounts-and-access.md §6: the buyer's copy of their data.

const EXPORT = '/api/account/export.json';

interface Exported {
  format: string;
  account: { id: number; email: string; first_name: string } & Record<string, unknown>;
  addresses: {
    shipping: { name: string; citta: string }[];
    billing: { ragione_sociale: string; codice_fiscale: string }[];
  };
  orders: {
    number: string;
    store_credit_cents: number;
    parts: { bookshop_name: string; lines: { title: string; qty: number }[] }[];
  }[];
  storeCredit: {
    balance_cents: number;
    movements: { kind: string; amount_cents: number; order_number: string | null }[];
  };
  mail: { kind: string; recipient: string }[];
}

/** A buyer with an address of each kind and an order paid from the Borsellino. */
async function buyerWithHistory(h: Harness, name: string): Promise<NewBuyer & { order: string }> {
  const { db } = h.database;
  const buyer = await newBuyer(h, {
    tag: `export-${name.toLowerCase()}`,
    firstName: name,
    storeCredit: 500_000,
  });
  await db
    .insertInto('shipping_addresses')
    .values({
      user_id: buyer.userId,
      etichetta: `Casa di ${name}`,
      name,
      indirizzo: `Via ${name} 1`,
      cap: '20121',
      citta: `Città di ${name}`,
      nazione: 'IT',
      telefono: '+39 02 1234567',
    })
    .execute();
  await db
    .insertInto('billing_addresses')
    .values({ user_id: buyer.userId, persona: 'GIU', ragione_sociale: `${name} srl` })
    .execute();
  const book = await bookOf(db, 'Libreria Centrale', 2);
  await addBooks(buyer.client, [book.id]);
  const order = await placePickupOrder(buyer.client, book, { paymentMethod: 'STORE_CREDIT' });
  return { ...buyer, order };
}

for (const engine of engines()) {
  describe(`the buyer's data export (${engine.name})`, () => {
    const h = engine.setup();

    it('answers a guest 401 and writes nothing down', async () => {
      const answer = await h.client().get(EXPORT);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    });

    it('gives the buyer their own account, addresses, orders, Borsellino and mail, and nobody else’s', async () => {
      const anna = await buyerWithHistory(h, 'Anna');
      const bruno = await buyerWithHistory(h, 'Bruno');

      const answer = await anna.client.get(EXPORT);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(answer.headers['cache-control']).toBe('no-store');

      const data = answer.json<Exported>();
      expect(data.format).toBe(DATA_EXPORT_FORMAT);
      expect(data.account).toMatchObject({
        id: anna.userId,
        email: anna.email,
        first_name: 'Anna',
      });
      expect(data.account).not.toHaveProperty('password_hash');
      expect(data.addresses.shipping).toEqual([
        expect.objectContaining({ name: 'Anna', citta: 'Città di Anna' }),
      ]);
      expect(data.addresses.billing).toEqual([
        expect.objectContaining({ ragione_sociale: 'Anna srl' }),
      ]);
      expect(data.orders).toHaveLength(1);
      const [order] = data.orders;
      expect(order?.number).toBe(anna.order);
      expect(order?.parts).toEqual([
        expect.objectContaining({
          bookshop_name: 'Libreria Centrale',
          lines: [expect.objectContaining({ qty: 1 })],
        }),
      ]);
      expect(data.storeCredit.balance_cents).toBe(500_000 - (order?.store_credit_cents ?? 0));
      expect(data.storeCredit.movements).toEqual([
        expect.objectContaining({
          kind: 'ORDER_PAID',
          amount_cents: -(order?.store_credit_cents ?? 0),
          order_number: anna.order,
        }),
      ]);
      expect(data.mail.map((m) => m.kind)).toContain('welcome');
      expect(data.mail.every((m) => m.recipient === anna.email)).toBe(true);

      // Nothing of the other buyer anywhere in the file.
      for (const trace of [bruno.email, bruno.order, 'Bruno']) {
        expect(answer.body).not.toContain(trace);
      }
      const brunos = (await bruno.client.get(EXPORT)).json<Exported>();
      expect(brunos.account.email).toBe(bruno.email);
      expect(brunos.orders.map((o) => o.number)).toEqual([bruno.order]);
    });

    it('a deleted account leaves no record of its downloads, and gets no more', async () => {
      const { db } = h.database;
      const buyer = await newBuyer(h, { tag: 'export-deleted' });
      expect((await buyer.client.get(EXPORT)).statusCode).toBe(200);
      const recorded = () =>
        db.selectFrom('data_exports').select('id').where('user_id', '=', buyer.userId).execute();
      expect(await recorded()).toHaveLength(1);
      const deleted = await buyer.client.post('/api/account/delete/', {
        password: NEW_ACCOUNT_PASSWORD,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await recorded()).toEqual([]);
      expect((await buyer.client.get(EXPORT)).statusCode).toBe(401);
    });

    it('refuses a download past the hourly limit with 429 and when to come back', async () => {
      const buyer = await newBuyer(h, { tag: 'export-limit', language: 'en' });
      for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i += 1) {
        expect((await buyer.client.get(EXPORT)).statusCode).toBe(200);
      }
      const refused = await buyer.client.get(EXPORT);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      // Another account is not held back by it.
      expect(
        (await (await newBuyer(h, { tag: 'export-other' })).client.get(EXPORT)).statusCode,
      ).toBe(200);
    });
  });
}
