import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import type { Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { availableOf, emptyBasketOf, firstAddressOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { ADD_PRODUCT, caller, GET_BASKET, PRODUCTS, TOTALS } from '../../test/operations.ts';
import { loggedIn } from '../../test/shoppers.ts';

// The shelf (docs/spec/marketplace.md §5): the staff search their books, set price and stock, add a
// book by ISBN-13, and write their shipping rate tables; every change audited (shelf_events), each
// shown in every catalogue, cart and total at the next read.

const BOOK = `id isbn title authors publisher year price discount available weight slug cssClass
  bookshopId`;
const TABLE = `shippingType offered rates { destCountry minWeightGrams maxWeightGrams price }`;
const OPS = {
  shelf: `query Shelf($search: String, $page: Int, $bookshopId: ID, $pageSize: Int) {
    shelf(search: $search, page: $page, bookshopId: $bookshopId, pageSize: $pageSize) {
      bookshop { id name vacationEnd } items { ${BOOK} } total page pageSize } }`,
  setPrice: `mutation SetPrice($productId: ID!, $price: Decimal!) {
    setPrice(productId: $productId, price: $price) { id price discountedPrice } }`,
  setStock: `mutation SetStock($productId: ID!, $available: Int!) {
    setStock(productId: $productId, available: $available) { id available } }`,
  addBook: `mutation AddBook($input: NewBookInput!) { addBook(input: $input) { ${BOOK} } }`,
  rates: `query ShippingRatesOfMyBookshop($bookshopId: ID) {
    shippingRatesOfMyBookshop(bookshopId: $bookshopId) { ${TABLE} } }`,
  setRates: `mutation SetShippingRates($shippingType: ShippingType!, $offered: Boolean!,
    $rates: [ShippingRateInput!]!, $bookshopId: ID) {
    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates,
      bookshopId: $bookshopId) { ${TABLE} } }`,
  product: `query GetProduct($id: ID!) { getProduct(id: $id) {
    id title price available cache_it cache_fr bookshop { id } } }`,
  costs: `query GetApproxShippingCosts($codelib: ID!, $weight: Int!, $shippingType: ShippingType!,
    $destCountry: String!, $value: Decimal!) { getApproxShippingCosts(codelib: $codelib,
      weight: $weight, shippingType: $shippingType, destCountry: $destCountry, value: $value) }`,
} as const;

interface ShelfBook {
  id: string;
  isbn: string | null;
  title: string;
  authors: string[];
  publisher: string | null;
  year: string | null;
  price: string;
  available: number;
  weight: number;
  bookshopId: string;
}
interface Rate {
  destCountry: string | null;
  minWeightGrams: number;
  maxWeightGrams: number;
  price: string;
}
interface Table {
  shippingType: string;
  offered: boolean;
  rates: Rate[];
}
interface Answer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

const CENTRALE = 'Libreria Centrale';
const SEGNALIBRO = 'Il Segnalibro';
const STAFF_CENTRALE = 'staff.centrale@example.com';
const STAFF_SEGNALIBRO = 'staff.segnalibro@example.com';
const BUYER = 'mario.rossi@example.com';

const ask = caller(OPS);

async function op<T>(
  client: TestClient,
  name: keyof typeof OPS,
  vars: Record<string, unknown> = {},
): Promise<Answer<T>> {
  return ask<T>(client, name, vars) as Promise<Answer<T>>;
}

/** A fresh valid ISBN-13 each call (978 + a counter + its check digit). */
let serial = 100_000_000;
function nextIsbn(): string {
  serial += 1;
  const twelve = `978${serial}`;
  return `${twelve}${isbn13CheckDigit(twelve)}`;
}

/** '9788806222703' → '978-88-06-22270-3': how a book's back cover writes it. */
function hyphenated(isbn: string): string {
  return `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 7)}-${isbn.slice(7, 12)}-${isbn.slice(12)}`;
}

function newBook(overrides: Record<string, unknown> = {}) {
  return {
    isbn: nextIsbn(),
    title: 'Il giardino dei Finzi-Contini',
    authors: ['Giorgio Bassani'],
    publisher: 'Feltrinelli',
    year: 1962,
    weightGrams: 400,
    price: '13.00',
    available: 5,
    ...overrides,
  };
}

async function bookshopIdOf(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('bookshops')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ratesRows(db: Db, bookshopId: number) {
  return db
    .selectFrom('shipping_rates')
    .select(['shipping_type', 'dest_country', 'max_weight_grams', 'price_cents'])
    .where('bookshop_id', '=', bookshopId)
    .orderBy('id')
    .execute();
}

async function offeredTypes(db: Db, bookshopId: number) {
  const rows = await db
    .selectFrom('bookshop_shipping_types')
    .select('shipping_type')
    .where('bookshop_id', '=', bookshopId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.shipping_type);
}

async function shelfEvents(db: Db, filter: { productId?: number; bookshopId?: number } = {}) {
  let query = db
    .selectFrom('shelf_events')
    .select(['id', 'bookshop_id', 'product_id', 'user_id', 'role', 'kind', 'before', 'after'])
    .orderBy('id');
  if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId);
  if (filter.bookshopId !== undefined) query = query.where('bookshop_id', '=', filter.bookshopId);
  return query.execute();
}

const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
const fieldOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.field;

for (const engine of engines()) {
  describe(`the shelf and the shipping rates (${engine.name})`, () => {
    const h = engine.setup();

    async function addedBook(overrides: Record<string, unknown> = {}) {
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const added = await op<{ addBook: ShelfBook }>(staff, 'addBook', {
        input: newBook(overrides),
      });
      expect(added.errors).toBeUndefined();
      return { staff, book: added.data!.addBook };
    }

    /** The buyer's cart holding exactly `productId` (one copy), and its totals reader. */
    async function cartWith(productId: string, bookshopId: string) {
      const { db } = h.database;
      await emptyBasketOf(db, BUYER);
      const buyer = await loggedIn(h, BUYER);
      const added = await buyer.graphql('AddProduct', ADD_PRODUCT, { productId });
      expect(added.errors).toBeUndefined();
      const shippingAddressId = await firstAddressOf(db, BUYER);
      const totals = async () => {
        const answer = await buyer.graphql<{
          getRealCartTotals: { merce: string; costoSpedizione: string; totale: string };
        }>('GetRealCartTotals', TOTALS, {
          selectedShippings: [{ codelib: bookshopId, shipping: 'Standard' }],
          shippingAddressId,
        });
        expect(answer.errors).toBeUndefined();
        return answer.data!.getRealCartTotals;
      };
      return { buyer, totals };
    }

    describe('adding a book by ISBN-13', () => {
      it('refuses a wrong check digit on the isbn field, and adds nothing', async () => {
        const { db } = h.database;
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const good = nextIsbn();
        const wrong = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
        const before = await db.selectFrom('products').select('id').execute();
        for (const isbn of [wrong, '978123', 'ISBN 978-88', '0306406152']) {
          const answer = await op(staff, 'addBook', { input: newBook({ isbn }) });
          expect(codeOf(answer), isbn).toBe('INVALID_ISBN');
          expect(fieldOf(answer), isbn).toBe('isbn');
          expect(answer.errors?.[0]?.message).toMatch(/ISBN/);
        }
        expect(await db.selectFrom('products').select('id').execute()).toEqual(before);
      });

      it('keeps the ISBN as its digits, hyphens and spaces dropped, and audits it', async () => {
        const { db } = h.database;
        const isbn = nextIsbn();
        const { book } = await addedBook({ isbn: ` ${hyphenated(isbn)} ` });
        expect(book).toMatchObject({
          isbn,
          title: 'Il giardino dei Finzi-Contini',
          authors: ['Giorgio Bassani'],
          publisher: 'Feltrinelli',
          year: '1962',
          price: '13.00',
          available: 5,
          weight: 400,
          bookshopId: String(await bookshopIdOf(db, CENTRALE)),
        });
        const events = await shelfEvents(db, { productId: Number(book.id) });
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          kind: 'book_added',
          role: 'staff',
          before: null,
          after: { isbn, title: 'Il giardino dei Finzi-Contini', priceCents: 1300, available: 5 },
        });
      });

      it('refuses the same ISBN twice in a bookshop (on the isbn field), not in another', async () => {
        const { db } = h.database;
        const isbn = nextIsbn();
        await addedBook({ isbn });
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const again = await op(staff, 'addBook', { input: newBook({ isbn: hyphenated(isbn) }) });
        expect(codeOf(again)).toBe('DUPLICATE_ISBN');
        expect(fieldOf(again)).toBe('isbn');
        const count = await db
          .selectFrom('products')
          .select(db.fn.countAll<number>().as('n'))
          .where('isbn', '=', isbn)
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(1);
        const elsewhere = await op(await loggedIn(h, STAFF_SEGNALIBRO), 'addBook', {
          input: newBook({ isbn }),
        });
        expect(elsewhere.errors).toBeUndefined();
      });

      it('adds a book once when the same ISBN is sent twice at once', async () => {
        const { db } = h.database;
        const isbn = nextIsbn();
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const answers = await Promise.all(
          [1, 2, 3].map(() => op(staff, 'addBook', { input: newBook({ isbn }) })),
        );
        expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
        expect(answers.filter((a) => codeOf(a) === 'DUPLICATE_ISBN')).toHaveLength(2);
        const rows = await db
          .selectFrom('products')
          .select('id')
          .where('isbn', '=', isbn)
          .execute();
        expect(rows).toHaveLength(1);
      });

      it('refuses each field out of range on that field, translated', async () => {
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const cases: [Record<string, unknown>, string, string][] = [
          [{ title: '  ' }, 'title', 'INVALID_VALUE'],
          [{ title: 'x'.repeat(301) }, 'title', 'INVALID_VALUE'],
          [{ authors: [] }, 'authors', 'INVALID_VALUE'],
          [{ authors: ['Bassani', ' '] }, 'authors', 'INVALID_VALUE'],
          [{ publisher: '' }, 'publisher', 'INVALID_VALUE'],
          [{ year: 1200 }, 'year', 'INVALID_VALUE'],
          [{ year: new Date().getFullYear() + 2 }, 'year', 'INVALID_VALUE'],
          [{ weightGrams: 0 }, 'weightGrams', 'INVALID_VALUE'],
          [{ weightGrams: 30_001 }, 'weightGrams', 'INVALID_VALUE'],
          [{ available: -1 }, 'available', 'INVALID_VALUE'],
          [{ price: '0.00' }, 'price', 'INVALID_PRICE'],
          [{ price: '10000.01' }, 'price', 'INVALID_PRICE'],
          [{ price: '1.234' }, 'price', 'INVALID_PRICE'],
          [{ price: 'dodici' }, 'price', 'INVALID_PRICE'],
        ];
        for (const [input, field, code] of cases) {
          const answer = await op(staff, 'addBook', { input: newBook(input) });
          expect([codeOf(answer), fieldOf(answer)], JSON.stringify(input)).toEqual([code, field]);
        }
        const french = await loggedIn(h, STAFF_CENTRALE);
        french.cookies.set('user_language', 'fr');
        const inFrench = await op(french, 'addBook', { input: newBook({ isbn: '978' }) });
        expect(inFrench.errors?.[0]?.message).toMatch(/ISBN/);
        const inItalian = await op(staff, 'addBook', { input: newBook({ isbn: '978' }) });
        expect(inFrench.errors?.[0]?.message).not.toBe(inItalian.errors?.[0]?.message);
      });

      it('shows the new book in the catalogue, on its page and in a cart', async () => {
        const { db } = h.database;
        const title = 'Le città del mondo di Elio Vittorini';
        const { book } = await addedBook({
          title,
          authors: ['Elio Vittorini'],
          publisher: 'Einaudi',
          year: 1969,
          price: '17.50',
        });
        const visitor = h.client();
        for (const search of ['città del mondo', 'Vittorini']) {
          const found = await visitor.graphql<{
            getProducts: { items: { id: string; title: string }[]; total: number };
          }>('GetProducts', PRODUCTS, { search });
          expect(
            found.data?.getProducts.items.map((i) => i.id),
            search,
          ).toContain(book.id);
        }
        const page = await op<{
          getProduct: { title: string; price: string; cache_it: string; cache_fr: string };
        }>(visitor, 'product', { id: book.id });
        expect(page.data?.getProduct.price).toBe('17.50');
        expect(JSON.parse(page.data!.getProduct.cache_it)).toMatchObject({
          props: { autori: ['Elio Vittorini'], editori: ['Einaudi'], anni: ['1969'] },
          product_class: 'Libro',
        });
        expect(JSON.parse(page.data!.getProduct.cache_fr)).toMatchObject({
          product_class: 'Livre',
        });
        const centrale = String(await bookshopIdOf(db, CENTRALE));
        const { buyer, totals } = await cartWith(book.id, centrale);
        const basket = await buyer.graphql<{
          getBasket: { bookshops: { basketLines: { product: { id: string } }[] }[] };
        }>('GetBasket', GET_BASKET);
        expect(
          basket.data?.getBasket.bookshops.flatMap((s) => s.basketLines.map((l) => l.product.id)),
        ).toEqual([book.id]);
        expect((await totals()).merce).toBe('17.50');
      });
    });

    describe('the shelf', () => {
      it('searches the staff’s own books by title, author and ISBN, paged', async () => {
        const { db } = h.database;
        const isbn = nextIsbn();
        const { staff, book } = await addedBook({
          isbn,
          title: 'Le colline di Langa e Roero',
          authors: ['Cinzia Merlotti'],
        });
        for (const search of ['colline di lan', 'merlotti', hyphenated(isbn), isbn.slice(0, 11)]) {
          const found = await op<{ shelf: { items: ShelfBook[]; total: number } }>(staff, 'shelf', {
            search,
          });
          expect(found.errors, search).toBeUndefined();
          expect(
            found.data!.shelf.items.map((b) => b.id),
            search,
          ).toContain(book.id);
        }
        const all = await op<{
          shelf: {
            bookshop: { name: string };
            items: ShelfBook[];
            total: number;
            pageSize: number;
          };
        }>(staff, 'shelf', {});
        const centrale = await bookshopIdOf(db, CENTRALE);
        const own = await db
          .selectFrom('products')
          .select('id')
          .where('bookshop_id', '=', centrale)
          .execute();
        expect(all.data!.shelf.bookshop.name).toBe(CENTRALE);
        expect(all.data!.shelf.total).toBe(own.length);
        expect(all.data!.shelf.items.every((b) => b.bookshopId === String(centrale))).toBe(true);
        const second = await op<{ shelf: { items: ShelfBook[]; page: number } }>(staff, 'shelf', {
          page: 2,
        });
        expect(second.data!.shelf.page).toBe(2);
        expect(second.data!.shelf.items).toHaveLength(
          Math.min(all.data!.shelf.pageSize, own.length - all.data!.shelf.pageSize),
        );
        // Another bookshop's staff do not find it.
        const other = await op<{ shelf: { items: ShelfBook[] } }>(
          await loggedIn(h, STAFF_SEGNALIBRO),
          'shelf',
          { search: 'Le colline di Langa e Roero' },
        );
        expect(other.data!.shelf.items).toEqual([]);
        const admin = await op<{ shelf: { items: ShelfBook[] } }>(
          await loggedIn(h, 'admin@example.com'),
          'shelf',
          { search: 'Le colline di Langa e Roero', bookshopId: String(centrale) },
        );
        expect(admin.data!.shelf.items.map((b) => b.id)).toEqual([book.id]);
      });

      it('pages the shelf by the size asked for, within bounds; past the last page, no book but the count', async () => {
        const staff = await loggedIn(h, STAFF_CENTRALE);
        type Page = {
          shelf: { items: ShelfBook[]; total: number; page: number; pageSize: number };
        };
        const read = async (vars: Record<string, unknown>) => {
          const answer = await op<Page>(staff, 'shelf', vars);
          expect(answer.errors, JSON.stringify(vars)).toBeUndefined();
          return answer.data!.shelf;
        };
        const whole = await read({ pageSize: 100 });
        expect(whole.total).toBeGreaterThan(3);
        expect(whole.items).toHaveLength(Math.min(100, whole.total));
        const threes = [];
        for (let page = 1; page <= Math.ceil(whole.total / 3); page += 1)
          threes.push(await read({ page, pageSize: 3 }));
        // Page after page, the same books in the same order as the whole shelf.
        expect(threes.flatMap((p) => p.items.map((b) => b.id))).toEqual(
          whole.items.map((b) => b.id),
        );
        expect(threes.every((p) => p.total === whole.total && p.pageSize === 3)).toBe(true);
        const past = await read({ page: threes.length + 1, pageSize: 3 });
        expect(past).toMatchObject({ items: [], total: whole.total, page: threes.length + 1 });
        expect(await read({ page: 0, pageSize: 0 })).toMatchObject({ page: 1, pageSize: 1 });
        expect((await read({ pageSize: 1000 })).pageSize).toBe(100);
        expect((await read({})).pageSize).toBe(20);
      });

      it('shows a price change in an existing cart’s totals at the next read', async () => {
        const { db } = h.database;
        const { staff, book } = await addedBook({ price: '20.00' });
        const { totals } = await cartWith(book.id, book.bookshopId);
        const before = await totals();
        expect(before.merce).toBe('20.00');
        const set = await op<{ setPrice: { price: string } }>(staff, 'setPrice', {
          productId: book.id,
          price: '24.90',
        });
        expect(set.errors).toBeUndefined();
        expect(set.data!.setPrice.price).toBe('24.90');
        const after = await totals();
        expect(after.merce).toBe('24.90');
        expect(after.costoSpedizione).toBe(before.costoSpedizione);
        const events = await shelfEvents(db, { productId: Number(book.id) });
        expect(events.at(-1)).toMatchObject({
          kind: 'price',
          before: { priceCents: 2000 },
          after: { priceCents: 2490 },
        });
      });

      it('refuses a price below 0.01, above 10000, with three decimals or as a number', async () => {
        const { db } = h.database;
        const { staff, book } = await addedBook({ price: '9.00' });
        for (const price of ['0', '0.00', '-1.00', '10000.01', '1.999', '', 'x', 12.5]) {
          const answer = await op(staff, 'setPrice', { productId: book.id, price });
          expect([codeOf(answer), fieldOf(answer)], String(price)).toEqual([
            'INVALID_PRICE',
            'price',
          ]);
        }
        expect((await shelfEvents(db, { productId: Number(book.id) })).map((e) => e.kind)).toEqual([
          'book_added',
        ]);
        for (const price of ['0.01', '10000', '10000.00', '7.5']) {
          const answer = await op(staff, 'setPrice', { productId: book.id, price });
          expect(answer.errors, price).toBeUndefined();
        }
        const last = await op<{ getProduct: { price: string } }>(h.client(), 'product', {
          id: book.id,
        });
        expect(last.data!.getProduct.price).toBe('7.50');
      });

      it('shows a stock change in an existing cart at the next read, audited', async () => {
        const { db } = h.database;
        const { staff, book } = await addedBook({ available: 3 });
        const { buyer, totals } = await cartWith(book.id, book.bookshopId);
        await buyer.graphql('AddProduct', ADD_PRODUCT, { productId: book.id });
        expect((await totals()).merce).toBe('26.00');
        const lowered = await op(staff, 'setStock', { productId: book.id, available: 1 });
        expect(lowered.errors).toBeUndefined();
        const basket = await buyer.graphql<{
          getBasket: {
            bookshops: { basketLines: { qty: number; adjustedFrom: number | null }[] }[];
          };
        }>(
          'GetBasket',
          'query GetBasket { getBasket { bookshops { basketLines { qty adjustedFrom } } } }',
        );
        expect(basket.data!.getBasket.bookshops.flatMap((s) => s.basketLines)).toEqual([
          { qty: 1, adjustedFrom: 2 },
        ]);
        expect((await totals()).merce).toBe('13.00');
        expect(await availableOf(db, Number(book.id))).toBe(1);
        expect((await shelfEvents(db, { productId: Number(book.id) })).at(-1)).toMatchObject({
          kind: 'stock',
          before: { available: 3 },
          after: { available: 1 },
        });
      });

      it('audits a vacation set and ended', async () => {
        const { db } = h.database;
        const segnalibro = await bookshopIdOf(db, SEGNALIBRO);
        const staff = await loggedIn(h, STAFF_SEGNALIBRO);
        const shelf = await op<{ shelf: { bookshop: { vacationEnd: string | null } } }>(
          staff,
          'shelf',
          {},
        );
        const current = shelf.data!.shelf.bookshop.vacationEnd;
        expect(current).not.toBeNull();
        const ended = await staff.graphql(
          'SetVacation',
          'mutation SetVacation($until: String) { setVacation(until: $until) { id } }',
          { until: null },
        );
        expect(ended.errors).toBeUndefined();
        const reopened = await op<{ shelf: { bookshop: { vacationEnd: string | null } } }>(
          staff,
          'shelf',
          {},
        );
        expect(reopened.data!.shelf.bookshop.vacationEnd).toBeNull();
        await staff.graphql(
          'SetVacation',
          'mutation SetVacation($until: String) { setVacation(until: $until) { id } }',
          { until: current },
        );
        const events = (await shelfEvents(db, { bookshopId: segnalibro })).filter(
          (e) => e.kind === 'vacation',
        );
        expect(events.slice(-2).map((e) => [e.before, e.after])).toEqual([
          [{ vacationEnd: current }, { vacationEnd: null }],
          [{ vacationEnd: null }, { vacationEnd: current }],
        ]);
      });

      it('ends concurrent price changes consistent: one price, an audit row for each', async () => {
        const { db } = h.database;
        const { book } = await addedBook({ price: '10.00' });
        const clients = await Promise.all(
          [STAFF_CENTRALE, STAFF_CENTRALE, 'admin@example.com'].map((e) => loggedIn(h, e)),
        );
        const prices = Array.from({ length: 12 }, (_, i) => `${11 + i}.00`);
        const answers = await Promise.all(
          prices.map((price, i) =>
            op(clients[i % clients.length]!, 'setPrice', { productId: book.id, price }),
          ),
        );
        expect(answers.every((a) => a.errors === undefined)).toBe(true);
        const events = (await shelfEvents(db, { productId: Number(book.id) })).filter(
          (e) => e.kind === 'price',
        );
        expect(events).toHaveLength(prices.length);
        // Each change starts from the one before it: no lost update, no made-up 'before'.
        let price = 1000;
        for (const event of events) {
          expect(event.before).toEqual({ priceCents: price });
          price = (event.after as { priceCents: number }).priceCents;
        }
        const row = await db
          .selectFrom('products')
          .select('price_cents')
          .where('id', '=', Number(book.id))
          .executeTakeFirstOrThrow();
        expect(row.price_cents).toBe(price);
        expect(new Set(events.map((e) => (e.after as { priceCents: number }).priceCents))).toEqual(
          new Set(prices.map((p) => Number(p) * 100)),
        );
      });
    });

    describe('the shipping rate tables', () => {
      const italy = (rows: [number, number, string][], dest: string | null = 'IT'): Rate[] =>
        rows.map(([min, max, price]) => ({
          destCountry: dest,
          minWeightGrams: min,
          maxWeightGrams: max,
          price,
        }));

      it('reads the four tables, offered or not, as the seed wrote them', async () => {
        const { db } = h.database;
        const staff = await loggedIn(h, 'staff.porto@example.com');
        const answer = await op<{ shippingRatesOfMyBookshop: Table[] }>(staff, 'rates');
        expect(answer.errors).toBeUndefined();
        const tables = answer.data!.shippingRatesOfMyBookshop;
        expect(tables.map((t) => [t.shippingType, t.offered])).toEqual([
          ['Shop_pickup', true],
          ['Economy', false],
          ['Standard', true],
          ['Express', false],
        ]);
        const porto = await bookshopIdOf(db, 'Libreria del Porto');
        const standard = (await ratesRows(db, porto)).filter((r) => r.shipping_type === 'Standard');
        expect(tables[2]!.rates.map((r) => [r.destCountry, r.maxWeightGrams])).toEqual(
          standard.map((r) => [r.dest_country, r.max_weight_grams]),
        );
        expect(tables[2]!.rates[0]!.minWeightGrams).toBe(0);
        expect(tables[2]!.rates[1]!.minWeightGrams).toBe(tables[2]!.rates[0]!.maxWeightGrams);
      });

      it('refuses a gap, an overlap, a negative price, a duplicate or unsorted band, changing nothing', async () => {
        const { db } = h.database;
        const centrale = await bookshopIdOf(db, CENTRALE);
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const before = {
          rates: await ratesRows(db, centrale),
          offered: await offeredTypes(db, centrale),
          events: (await shelfEvents(db)).length,
        };
        const refusals: [Rate[], string, string][] = [
          [
            italy([
              [0, 1000, '4.90'],
              [1500, 3000, '6.90'],
            ]),
            'RATE_GAP',
            'rates.1.minWeightGrams',
          ],
          [italy([[200, 1000, '4.90']]), 'RATE_GAP', 'rates.0.minWeightGrams'],
          [
            italy([
              [0, 1000, '4.90'],
              [800, 3000, '6.90'],
            ]),
            'RATE_OVERLAP',
            'rates.1.minWeightGrams',
          ],
          [
            italy([
              [0, 1000, '4.90'],
              [1000, 3000, '-6.90'],
            ]),
            'RATE_NEGATIVE_PRICE',
            'rates.1.price',
          ],
          [
            italy([
              [0, 1000, '4.90'],
              [0, 1000, '5.90'],
            ]),
            'RATE_DUPLICATE_BAND',
            'rates.1.maxWeightGrams',
          ],
          [
            italy([
              [1000, 3000, '6.90'],
              [0, 1000, '4.90'],
            ]),
            'RATE_UNSORTED',
            'rates.1.maxWeightGrams',
          ],
          [italy([[0, 1000, '4,90']]), 'RATE_PRICE_INVALID', 'rates.0.price'],
          [italy([[0, 1000, '4.90']], 'ZZ'), 'UNKNOWN_COUNTRY', 'rates.0.destCountry'],
          [[], 'RATE_TABLE_EMPTY', 'rates'],
        ];
        for (const [rates, code, field] of refusals) {
          const answer = await op(staff, 'setRates', {
            shippingType: 'Standard',
            offered: true,
            rates,
          });
          expect([codeOf(answer), fieldOf(answer)], code).toEqual([code, field]);
          expect(answer.errors?.[0]?.message.length).toBeGreaterThan(0);
        }
        const pickup = await op(staff, 'setRates', {
          shippingType: 'Shop_pickup',
          offered: true,
          rates: italy([[0, 30000, '1.00']], null),
        });
        expect([codeOf(pickup), fieldOf(pickup)]).toEqual([
          'RATE_PICKUP_NOT_FREE',
          'rates.0.price',
        ]);
        expect({
          rates: await ratesRows(db, centrale),
          offered: await offeredTypes(db, centrale),
          events: (await shelfEvents(db)).length,
        }).toEqual(before);
      });

      it('refuses to leave a bookshop with no shipping type offered', async () => {
        const { db } = h.database;
        const porto = await bookshopIdOf(db, 'Libreria del Porto');
        const staff = await loggedIn(h, 'staff.porto@example.com');
        const before = await ratesRows(db, porto);
        const pickupOff = await op(staff, 'setRates', {
          shippingType: 'Shop_pickup',
          offered: false,
          rates: [],
        });
        expect(pickupOff.errors).toBeUndefined();
        const standardOff = await op(staff, 'setRates', {
          shippingType: 'Standard',
          offered: false,
          rates: [],
        });
        expect(codeOf(standardOff)).toBe('NO_SHIPPING_TYPE_OFFERED');
        expect(await offeredTypes(db, porto)).toEqual(['Standard']);
        // Offered again, pickup takes its place back (first) and its free table.
        const pickupOn = await op(staff, 'setRates', {
          shippingType: 'Shop_pickup',
          offered: true,
          rates: italy([[0, 30000, '0']], null),
        });
        expect(pickupOn.errors).toBeUndefined();
        expect(await offeredTypes(db, porto)).toEqual(['Shop_pickup', 'Standard']);
        expect(await ratesRows(db, porto)).toEqual(
          expect.arrayContaining(before.filter((r) => r.shipping_type === 'Shop_pickup')),
        );
      });

      it('prices parcels and carts with a new table at the next read, audited', async () => {
        const { db } = h.database;
        const centrale = await bookshopIdOf(db, CENTRALE);
        const { staff, book } = await addedBook({ price: '15.00', weightGrams: 400 });
        const { totals } = await cartWith(book.id, String(centrale));
        const cost = async (weight: number, destCountry: string) =>
          (
            await op<{ getApproxShippingCosts: string }>(h.client(), 'costs', {
              codelib: String(centrale),
              weight,
              shippingType: 'Standard',
              destCountry,
              value: '15.00',
            })
          ).data?.getApproxShippingCosts;
        const oldStandard = (await ratesRows(db, centrale)).filter(
          (r) => r.shipping_type === 'Standard',
        );
        const rates = [
          ...italy([
            [0, 500, '3.10'],
            [500, 5000, '5.20'],
          ]),
          ...italy([[0, 2000, '19.00']], null),
        ];
        const set = await op<{ setShippingRates: Table[] }>(staff, 'setRates', {
          shippingType: 'Standard',
          offered: true,
          rates,
        });
        expect(set.errors).toBeUndefined();
        const standard = set.data!.setShippingRates.find((t) => t.shippingType === 'Standard');
        expect(standard).toEqual({
          shippingType: 'Standard',
          offered: true,
          rates: rates.map((r) => ({ ...r, price: r.price })),
        });
        expect(await cost(400, 'IT')).toBe('3.10');
        expect(await cost(501, 'IT')).toBe('5.20');
        expect(await cost(1500, 'DE')).toBe('19.00');
        expect((await totals()).costoSpedizione).toBe('3.10');
        const event = (await shelfEvents(db, { bookshopId: centrale })).at(-1);
        expect(event).toMatchObject({ kind: 'shipping_rates', role: 'staff', product_id: null });
        expect(event!.before).toMatchObject({
          shippingType: 'Standard',
          offered: true,
          rates: oldStandard.map((r) => ({
            destCountry: r.dest_country,
            maxWeightGrams: r.max_weight_grams,
            priceCents: r.price_cents,
          })),
        });
        expect(event!.after).toMatchObject({
          shippingType: 'Standard',
          offered: true,
          rates: [
            { destCountry: 'IT', maxWeightGrams: 500, priceCents: 310 },
            { destCountry: 'IT', maxWeightGrams: 5000, priceCents: 520 },
            { destCountry: null, maxWeightGrams: 2000, priceCents: 1900 },
          ],
        });
      });

      it('lets the administrator write a named bookshop’s table, not staff another’s', async () => {
        const { db } = h.database;
        const segnalibro = await bookshopIdOf(db, SEGNALIBRO);
        const before = await ratesRows(db, segnalibro);
        const staff = await loggedIn(h, STAFF_CENTRALE);
        const refused = await op(staff, 'setRates', {
          shippingType: 'Express',
          offered: true,
          rates: italy([[0, 1000, '9.90']]),
          bookshopId: String(segnalibro),
        });
        expect(codeOf(refused)).toBe('BOOKSHOP_NOT_FOUND');
        const adminClient = await loggedIn(h, 'admin@example.com');
        const unnamed = await op(adminClient, 'rates', {});
        expect([codeOf(unnamed), fieldOf(unnamed)]).toEqual(['INVALID_VALUE', 'bookshopId']);
        expect(await ratesRows(db, segnalibro)).toEqual(before);
        const express = before
          .filter((r) => r.shipping_type === 'Express')
          .map((r, i, all) => ({
            destCountry: r.dest_country,
            minWeightGrams: all
              .slice(0, i)
              .filter((o) => o.dest_country === r.dest_country)
              .reduce((max, o) => Math.max(max, o.max_weight_grams), 0),
            maxWeightGrams: r.max_weight_grams,
            price: (r.price_cents / 100).toFixed(2),
          }));
        const admin = await op(adminClient, 'setRates', {
          shippingType: 'Express',
          offered: (await offeredTypes(db, segnalibro)).includes('Express'),
          rates: express,
          bookshopId: String(segnalibro),
        });
        expect(admin.errors).toBeUndefined();
        const event = (await shelfEvents(db, { bookshopId: segnalibro })).at(-1);
        expect(event).toMatchObject({ kind: 'shipping_rates', role: 'admin' });
      });
    });
  });
}
