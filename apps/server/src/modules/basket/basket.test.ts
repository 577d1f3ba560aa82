import { describe, expect, it } from 'vitest';
import { countStatements, type Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { loadBasketLines } from './basket.repo.ts';
import { emptyBasketOf, withoutStoreCredit } from '../../test/fixtures.ts';
import { buyerWith, loggedIn, placePickupOrder, tryPickupOrder } from '../../test/shoppers.ts';
import { engines } from '../../test/harness.ts';

const BASKET_FIELDS = `bookshops { id name city countryCode inVacation vacationEnd
  basketLines { id qty adjustedFrom total product { id title slug available price discount discountedPrice weight cache_it } } }
  itemNumber`;
const GET_BASKET = `query GetBasket { getBasket { ${BASKET_FIELDS} } }`;
const ADD_PRODUCT = `mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { ${BASKET_FIELDS} } }`;
const REMOVE_PRODUCT = `mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { ${BASKET_FIELDS} } }`;

interface Basket {
  bookshops: {
    id: string;
    name: string;
    inVacation: boolean;
    vacationEnd: string | null;
    basketLines: {
      qty: number;
      adjustedFrom: number | null;
      total: string;
      product: { id: string; title: string; price: string; available: number };
    }[];
  }[];
  itemNumber: number;
}

async function productWhere(
  db: Db,
  where: { available?: number; vacation?: boolean; minAvailable?: number },
) {
  let query = db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select([
      'products.id',
      'products.available',
      'products.price_cents',
      'products.discount_percent',
    ]);
  if (where.available !== undefined)
    query = query.where('products.available', '=', where.available);
  if (where.minAvailable !== undefined)
    query = query.where('products.available', '>=', where.minAvailable);
  query =
    where.vacation === true
      ? query.where('bookshops.vacation_end', 'is not', null)
      : query.where('bookshops.vacation_end', 'is', null);
  return query.orderBy('products.id').executeTakeFirstOrThrow();
}

/** The first `count` books with at least `minAvailable` copies, from open bookshops. */
function booksOnSale(db: Db, minAvailable: number, count: number) {
  return db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select('products.id')
    .where('products.available', '>=', minAvailable)
    .where('bookshops.vacation_end', 'is', null)
    .orderBy('products.id')
    .limit(count)
    .execute();
}

async function bookshopOf(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('bookshop_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.bookshop_id;
}

const add = (client: TestClient, productId: number | string) =>
  client.graphql<{ addProduct: Basket }>('AddProduct', ADD_PRODUCT, {
    productId: String(productId),
  });
const remove = (client: TestClient, productId: number, qty: number | null) =>
  client.graphql<{ removeProduct: Basket }>('removeProduct', REMOVE_PRODUCT, {
    productId: String(productId),
    qty,
  });
const read = async (client: TestClient) =>
  (await client.graphql<{ getBasket: Basket }>('GetBasket', GET_BASKET)).data!.getBasket;

for (const engine of engines()) {
  describe(`basket (${engine.name})`, () => {
    const h = engine.setup();

    it('is empty, never null, for a new visitor', async () => {
      expect(await read(h.client())).toEqual({ bookshops: [], itemNumber: 0 });
    });

    it('lets a guest add books, grouped by bookshop with prices as decimals', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 3 });
      const client = h.client();
      const result = await add(client, book.id);
      expect(result.errors).toBeUndefined();
      expect(client.cookies.has('sessionid')).toBe(true);
      await add(client, book.id);
      const basket = await read(client);
      expect(basket.itemNumber).toBe(2);
      expect(basket.bookshops).toHaveLength(1);
      const line = basket.bookshops[0]!.basketLines[0]!;
      expect(line.qty).toBe(2);
      expect(line.product.id).toBe(String(book.id));
      expect(line.product.price).toMatch(/^\d+\.\d{2}$/);
      const unit =
        book.price_cents - Math.floor((book.price_cents * book.discount_percent + 50) / 100);
      expect(line.total).toBe(((unit * 2) / 100).toFixed(2));
    });

    it("reads nobody's basket with a logged-out or expired session's cookie", async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 2 });
      const client = h.client();
      await client.login(GIULIA, DEMO_PASSWORD);
      await remove(client, book.id, null);
      await add(client, book.id);
      expect((await read(client)).itemNumber).toBeGreaterThan(0);

      // The same cookie, replayed after the session has expired, then after logout.
      const stale = h.client();
      stale.cookies.set('sessionid', client.cookies.get('sessionid')!);
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect(await read(stale)).toEqual({ bookshops: [], itemNumber: 0 });
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + 3_600_000) })
        .execute();
      expect((await read(stale)).itemNumber).toBeGreaterThan(0);
      expect((await client.post('/api/logout/')).statusCode).toBe(200);
      expect(await read(stale)).toEqual({ bookshops: [], itemNumber: 0 });
    });

    it('gives a visitor whose session cookie is unknown a new session, and the book', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 1 });
      const client = h.client();
      const stale = 'x'.repeat(43);
      client.cookies.set('sessionid', stale);
      const added = await add(client, book.id);
      expect(added.errors).toBeUndefined();
      expect(added.data!.addProduct.itemNumber).toBe(1);
      expect(client.cookies.get('sessionid')).not.toBe(stale);
      expect((await read(client)).itemNumber).toBe(1);
    });

    it('answers the language caches asked for, through fragments too', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 1 });
      const caches = await db
        .selectFrom('products')
        .select(['cache_en', 'cache_fr'])
        .where('id', '=', book.id)
        .executeTakeFirstOrThrow();
      const client = h.client();
      await add(client, book.id);
      const query = `query GetBasket { getBasket { bookshops { basketLines { product { ...P } } } } }
        fragment P on Product { id cache_en ... on Product { cache_fr } }`;
      const result = await client.graphql<{
        getBasket: { bookshops: { basketLines: { product: Record<string, string> }[] }[] };
      }>('GetBasket', query);
      expect(result.errors).toBeUndefined();
      const product = result.data!.getBasket.bookshops[0]!.basketLines[0]!.product;
      expect(JSON.parse(product.cache_en!)).toEqual(caches.cache_en);
      expect(JSON.parse(product.cache_fr!)).toEqual(caches.cache_fr);
      expect(Object.keys(product).sort()).toEqual(['cache_en', 'cache_fr', 'id']);
    });

    it('reads the descriptions only for a query that asks for them', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 1 });
      const texts = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.description', 'bookshops.description as bookshop_description'])
        .where('products.id', '=', book.id)
        .executeTakeFirstOrThrow();
      const client = h.client();
      await add(client, book.id);
      const query = `query GetBasket { getBasket { bookshops { basketLines { product { description bookshop { description } } } } } }`;
      const result = await client.graphql<{
        getBasket: {
          bookshops: {
            basketLines: { product: { description: string; bookshop: { description: string } } }[];
          }[];
        };
      }>('GetBasket', query);
      expect(result.errors).toBeUndefined();
      const product = result.data!.getBasket.bookshops[0]!.basketLines[0]!.product;
      expect(product.description).toBe(texts.description);
      expect(product.bookshop.description).toBe(texts.bookshop_description);

      const basket = await db
        .selectFrom('baskets')
        .innerJoin('basket_lines', 'basket_lines.basket_id', 'baskets.id')
        .select('baskets.session_id')
        .where('basket_lines.product_id', '=', book.id)
        .orderBy('baskets.id', 'desc')
        .executeTakeFirstOrThrow();
      const owner = { sessionId: basket.session_id! };
      const [without] = await loadBasketLines(db, owner, new Set(['cache_it']));
      expect([without!.description, without!.bookshop_description, without!.cache_en]).toEqual([
        null,
        null,
        null,
      ]);
      expect(without!.cache_it).not.toBeNull();
      const [withThem] = await loadBasketLines(db, owner, new Set(['description']));
      expect([withThem!.description, withThem!.bookshop_description]).toEqual([
        texts.description,
        texts.bookshop_description,
      ]);
    });

    it('refuses unknown books, closed bookshops and missing stock, changing nothing', async () => {
      const { db } = h.database;
      const client = h.client();
      const inStock = await productWhere(db, { minAvailable: 2 });
      await add(client, inStock.id);
      const before = await read(client);

      const unknown = await add(client, 9_999_999);
      expect(unknown.errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_FOUND');
      expect((await add(client, 'abc')).errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_FOUND');
      const closed = await productWhere(db, { vacation: true, minAvailable: 1 });
      expect((await add(client, closed.id)).errors?.[0]?.extensions?.code).toBe(
        'BOOKSHOP_ON_VACATION',
      );
      const soldOut = await productWhere(db, { available: 0 });
      const refused = await add(client, soldOut.id);
      expect(refused.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
      expect(refused.errors?.[0]?.message).toBe(
        'Non ci sono altre copie disponibili di questo libro',
      );

      expect(await read(client)).toEqual(before);
    });

    it('never goes above the stock', async () => {
      const { db } = h.database;
      const single = await productWhere(db, { available: 1 });
      const client = h.client();
      expect((await add(client, single.id)).errors).toBeUndefined();
      const second = await add(client, single.id);
      expect(second.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
      expect((await read(client)).itemNumber).toBe(1);
    });

    it('removes one copy with qty 1 and the whole line with qty null', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 3 });
      const client = h.client();
      await add(client, book.id);
      await add(client, book.id);
      await add(client, book.id);
      const one = await remove(client, book.id, 1);
      expect(one.data?.removeProduct.itemNumber).toBe(2);
      const all = await remove(client, book.id, null);
      expect(all.data?.removeProduct).toEqual({ bookshops: [], itemNumber: 0 });
      expect((await remove(client, book.id, 0)).errors?.[0]?.extensions?.code).toBe(
        'INVALID_QUANTITY',
      );
    });

    it('keeps baskets apart: one account cannot see or change another', async () => {
      const { db } = h.database;
      const book = await productWhere(db, { minAvailable: 2 });
      const mario = h.client();
      await mario.login(MARIO, DEMO_PASSWORD);
      await add(mario, book.id);
      const jane = h.client();
      await jane.login(JANE, DEMO_PASSWORD);
      expect(
        (await read(jane)).bookshops.flatMap((b) => b.basketLines).map((l) => l.product.id),
      ).not.toContain(String(book.id));
      await remove(jane, book.id, null);
      expect(
        (await read(mario)).bookshops.flatMap((b) => b.basketLines).map((l) => l.product.id),
      ).toContain(String(book.id));
      await remove(mario, book.id, null);
    });

    it('merges the guest basket into the account at login, capped by stock', async () => {
      const { db } = h.database;
      const threeCopies = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select('products.id')
        .where('products.available', '=', 3)
        .where('bookshops.vacation_end', 'is', null)
        .executeTakeFirstOrThrow();
      const account = h.client();
      await account.login(GIULIA, DEMO_PASSWORD);
      await add(account, threeCopies.id);
      await add(account, threeCopies.id);

      const guest = h.client();
      await add(guest, threeCopies.id);
      await add(guest, threeCopies.id);
      expect((await guest.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
      const merged = await read(guest);
      const line = merged.bookshops
        .flatMap((b) => b.basketLines)
        .find((l) => l.product.id === String(threeCopies.id));
      expect(line?.qty).toBe(3);
      await remove(guest, threeCopies.id, null);
    });

    it('lets 20 simultaneous adds of a 3-copy book reach exactly 3', async () => {
      const { db } = h.database;
      const book = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select('products.id')
        .where('products.available', '=', 3)
        .where('bookshops.vacation_end', 'is', null)
        .orderBy('products.id', 'desc')
        .executeTakeFirstOrThrow();
      const client = h.client();
      await client.login(JANE, DEMO_PASSWORD);
      const results = await Promise.all(Array.from({ length: 20 }, () => add(client, book.id)));
      const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK');
      expect(refused).toHaveLength(17);
      const line = (await read(client)).bookshops
        .flatMap((b) => b.basketLines)
        .find((l) => l.product.id === String(book.id));
      expect(line?.qty).toBe(3);
    });

    it("creates one basket under simultaneous first adds, an account's or a guest's", async () => {
      const { db } = h.database;
      const books = await booksOnSale(db, 5, 8);
      const allAdded = (results: { errors?: unknown }[]) =>
        expect(results.map((r) => r.errors)).toEqual(books.map(() => undefined));
      const userId = await emptyBasketOf(db, GIULIA);
      const account = h.client();
      await account.login(GIULIA, DEMO_PASSWORD);
      allAdded(await Promise.all(books.map((b) => add(account, b.id))));
      expect((await read(account)).itemNumber).toBe(books.length);
      const baskets = await db
        .selectFrom('baskets')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(baskets).toHaveLength(1);

      // A guest with a session but no basket yet.
      const guest = h.client();
      await add(guest, books[0]!.id);
      const first = await db
        .selectFrom('baskets')
        .select(['id', 'session_id'])
        .where('session_id', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('baskets').where('id', '=', first.id).execute();
      allAdded(await Promise.all(books.map((b) => add(guest, b.id))));
      expect((await read(guest)).itemNumber).toBe(books.length);
      const guestBaskets = await db
        .selectFrom('baskets')
        .select('id')
        .where('session_id', '=', first.session_id)
        .execute();
      expect(guestBaskets).toHaveLength(1);
    });

    it('adds a copy and removes it in one statement each, answering the basket as it leaves it', async () => {
      const { db } = h.database;
      const [book, other] = await booksOnSale(db, 2, 2);
      const client = h.client();
      await client.login(GIULIA, DEMO_PASSWORD);
      await remove(client, book!.id, null);
      await remove(client, other!.id, null);
      await add(client, other!.id);
      const before = await read(client);
      const linesOf = (basket: Basket) =>
        basket.bookshops.flatMap((b) => b.basketLines.map((l) => [l.product.id, l.qty]));

      // The session, the book's checks, the basket, the line and the basket's lines after
      // it: the statement cannot see its own write, so the line comes from what it wrote.
      const added = await countStatements(() => add(client, book!.id));
      expect(added.result.errors).toBeUndefined();
      expect(added.count).toBe(1);
      const afterAdd = await read(client);
      expect(added.result.data!.addProduct).toEqual(afterAdd);
      expect(linesOf(afterAdd)).toContainEqual([String(book!.id), 1]);
      expect(afterAdd.itemNumber).toBe(before.itemNumber + 1);
      const again = await add(client, book!.id);
      expect(linesOf(again.data!.addProduct)).toContainEqual([String(book!.id), 2]);
      expect(again.data!.addProduct).toEqual(await read(client));

      const one = await countStatements(() => remove(client, book!.id, 1));
      expect(one.result.errors).toBeUndefined();
      expect(one.count).toBe(1);
      expect(linesOf(one.result.data!.removeProduct)).toContainEqual([String(book!.id), 1]);
      expect(one.result.data!.removeProduct).toEqual(await read(client));
      const removed = await countStatements(() => remove(client, book!.id, null));
      expect(removed.result.errors).toBeUndefined();
      expect(removed.count).toBe(1);
      expect(removed.result.data!.removeProduct).toEqual(before);
      expect(await read(client)).toEqual(before);
    });

    it('reads a basket of 1 or 50 lines in one statement, the session included', async () => {
      const { db } = h.database;
      const products = await db
        .selectFrom('products')
        .select('id')
        .orderBy('id')
        .limit(50)
        .execute();
      const countFor = async (lines: number) => {
        const client = h.client();
        await client.login(PA, DEMO_PASSWORD);
        const user = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', PA)
          .executeTakeFirstOrThrow();
        const basket = await db
          .insertInto('baskets')
          .values({ user_id: user.id })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ selected_shippings: '[]' }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.deleteFrom('basket_lines').where('basket_id', '=', basket.id).execute();
        await db
          .insertInto('basket_lines')
          .values(
            products
              .slice(0, lines)
              .map((p) => ({ basket_id: basket.id, product_id: p.id, qty: 1 })),
          )
          .execute();
        await client.ensureCsrf();
        const { result, count } = await countStatements(() => read(client));
        expect(result.bookshops.flatMap((b) => b.basketLines)).toHaveLength(lines);
        return count;
      };
      const one = await countFor(1);
      const fifty = await countFor(50);
      expect(one).toBe(1);
      expect(fifty).toBe(one);
    });

    it('lowers a line to the copies other buyers left, says so until the buyer changes it, and orders that', async () => {
      const { db } = h.database;
      const bookshop = await db
        .selectFrom('bookshops')
        .select('id')
        .where('name', '=', 'Libreria Centrale')
        .executeTakeFirstOrThrow();
      const [book, last] = await db
        .selectFrom('products')
        .select(['id', 'bookshop_id', 'title'])
        .where('bookshop_id', '=', bookshop.id)
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      await db.updateTable('products').set({ available: 4 }).where('id', '=', book!.id).execute();
      await db.updateTable('products').set({ available: 1 }).where('id', '=', last!.id).execute();
      for (const email of [MARIO, GIULIA]) {
        await emptyBasketOf(db, email);
        await withoutStoreCredit(db, email);
      }
      // A holds three copies of four, and the last copy of another book.
      const a = await loggedIn(h, MARIO);
      for (let i = 0; i < 3; i += 1) await add(a, book!.id);
      await add(a, last!.id);
      // B orders two copies and the last one.
      const b = await buyerWith(h, GIULIA, [book!.id, book!.id, last!.id]);
      await placePickupOrder(b, book!);

      const lineOf = (basket: Basket, id: number) =>
        basket.bookshops
          .flatMap((group) => group.basketLines)
          .find((line) => line.product.id === String(id));
      const seen = await read(a);
      expect(lineOf(seen, book!.id)).toMatchObject({ qty: 2, adjustedFrom: 3 });
      // None left: the line stays as it was, unavailable.
      expect(lineOf(seen, last!.id)).toMatchObject({
        qty: 1,
        adjustedFrom: null,
        product: { available: 0 },
      });
      // Read again, by the checkout: the same, nothing lowered twice.
      expect(lineOf(await read(a), book!.id)).toMatchObject({ qty: 2, adjustedFrom: 3 });

      // Ordering now names the book that cannot be had, in the buyer's language.
      const refused = await tryPickupOrder(a, book!);
      expect(refused.errors?.[0]).toMatchObject({
        message: `Rimuovi o sposta in Wishlist i libri non disponibili: «${last!.title}»`,
        extensions: { code: 'UNAVAILABLE_LINES' },
      });
      await remove(a, last!.id, null);
      // Changing the line is the buyer's answer: the notice goes.
      const changed = (await remove(a, book!.id, 1)).data!.removeProduct;
      expect(lineOf(changed, book!.id)).toMatchObject({ qty: 1, adjustedFrom: null });
      await add(a, book!.id);
      const orderNumber = await placePickupOrder(a, book!);
      const ordered = await db
        .selectFrom('order_lines as l')
        .innerJoin('order_parts as p', 'p.id', 'l.order_part_id')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select('l.qty')
        .where('o.number', '=', orderNumber)
        .execute();
      expect(ordered).toEqual([{ qty: 2 }]);
    });

    it("does not lower a line for the copies the buyer's own pending order holds", async () => {
      const { db } = h.database;
      const email = JANE;
      const book = await productWhere(db, { minAvailable: 3 });
      await db.updateTable('products').set({ available: 3 }).where('id', '=', book.id).execute();
      await withoutStoreCredit(db, email);
      const client = await buyerWith(h, email, [book.id, book.id]);
      await placePickupOrder(client, { bookshop_id: await bookshopOf(db, book.id) });
      // The order holds two of three: one on the shelf, but the two are the buyer's own.
      const line = (await read(client)).bookshops.flatMap((g) => g.basketLines)[0];
      expect(line).toMatchObject({ qty: 2, adjustedFrom: null });
    });
  });
}
