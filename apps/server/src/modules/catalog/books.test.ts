import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addBookWords } from '../../db/book-words.ts';
import type { Db } from '../../db/database.ts';
import { LIBRERIA_CENTRALE, LIBRERIA_DEL_PORTO, PAGINE_SPARSE } from '../../db/seed/catalogue.ts';
import { offerOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';

const OFFER = 'price available condition bookshop { name inVacation } product { id isbn }';
const SEARCH = `query SearchBooks($query: String!, $page: Int, $pageSize: Int, $filter: BookFilter,
  $sort: BookSort) {
  searchBooks(query: $query, page: $page, pageSize: $pageSize, filter: $filter, sort: $sort) {
    total page pageSize
    items { isbn title authors publisher year listings offers { ${OFFER} } } } }`;
const SUGGEST = `query SuggestBooks($query: String!) { suggestBooks(query: $query) { isbn title } }`;
const BOOK = `query GetBook($isbn: String!) {
  getBook(isbn: $isbn) { isbn title authors offers { ${OFFER} } } }`;
const PRODUCT = `query GetProduct($id: ID!) { getProduct(id: $id) {
  isbn condition maxDiscountPercent otherOffers { ${OFFER} } } }`;
const MOVE = `mutation MoveBasketLine($from: ID!, $to: ID!) {
  moveBasketLine(fromProductId: $from, toProductId: $to) {
    bookshops { name basketLines { qty product { id } } } } }`;
const ADD = `mutation AddProduct($id: ID!) { addProduct(productId: $id) { itemNumber } }`;

interface Offer {
  price: string;
  available: number;
  condition: 'NEW' | 'USED';
  bookshop: { name: string; inVacation: boolean };
  product: { id: string; isbn: string | null };
}
interface Book {
  isbn: string | null;
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  listings: number;
  offers: Offer[];
}
interface Page {
  searchBooks: { total: number; page: number; pageSize: number; items: Book[] };
}

/** The demo's ISBN of a title. */
async function isbnOf(db: Db, title: string): Promise<string> {
  const row = await db
    .selectFrom('books')
    .select('isbn')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.isbn ?? '';
}

/** The ISBN-10 of a 978 ISBN-13: its nine digits and their mod-11 check character. */
function isbn10Of(isbn13: string): string {
  const nine = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(nine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${nine}${check === 10 ? 'X' : String(check)}`;
}

for (const engine of engines()) {
  describe(`the catalogue by book (${engine.name})`, () => {
    const h = engine.setup();
    const search = async (query: string, extra: Record<string, unknown> = {}) =>
      (await h.client().graphql<Page>('SearchBooks', SEARCH, { query, ...extra })).data!
        .searchBooks;
    const titles = (page: Page['searchBooks']) => page.items.map((book) => book.title);

    it('finds a book by its ISBN-13, with hyphens, and by its ISBN-10, with every open offer cheapest first', async () => {
      const isbn = await isbnOf(h.database.db, 'I promessi sposi');
      const hyphens = `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
      for (const typed of [isbn, hyphens, isbn10Of(isbn)]) {
        const page = await search(typed);
        expect(page.total).toBe(1);
        const [book] = page.items;
        expect(book).toMatchObject({
          isbn,
          title: 'I promessi sposi',
          authors: ['Alessandro Manzoni'],
          publisher: 'Einaudi',
          year: 2014,
          listings: 2,
        });
        expect(book!.offers.map((o) => [o.bookshop.name, o.condition, o.price])).toEqual([
          [LIBRERIA_DEL_PORTO, 'USED', '9.00'],
          [LIBRERIA_CENTRALE, 'NEW', '14.00'],
        ]);
      }
      expect((await search('978-88-99-99999-0')).total).toBe(0);
    });

    it('matches words whatever their case and accents, by their Italian stem, an exact title first', async () => {
      const { db } = h.database;
      const [book] = await db
        .insertInto('books')
        .values({ title: 'Perché leggere i classici', authors: ['Italo Calvino'] })
        .returning('id')
        .execute();
      await addBookWords(db, [book!.id]);
      expect(titles(await search('perche LEGGERE'))).toEqual(['Perché leggere i classici']);
      expect(titles(await search('citta invisibili'))).toEqual(['Le città invisibili']);
      expect(titles(await search('promesso'))).toContain('I promessi sposi');
      expect(titles(await search('Einaudi')).length).toBeGreaterThan(10);
      const cuore = titles(await search('cuore'));
      expect(cuore[0]).toBe('Cuore');
      expect(cuore).toContain('Cuore di tenebra');
      // Every word must match.
      expect(titles(await search('cuore tenebra'))).toEqual(['Cuore di tenebra']);
    });

    it('forgives one wrong letter in a word of five letters or more, and only there', async () => {
      const calvino = titles(await search('calvono'));
      expect(calvino).toEqual(
        expect.arrayContaining(['Il barone rampante', 'Le città invisibili']),
      );
      expect(titles(await search('pirandelo'))).toContain('Il fu Mattia Pascal');
      expect(titles(await search('manzonni sposi'))).toEqual(['I promessi sposi']);
      // Two letters wrong, or one in a short word: nothing.
      expect((await search('calvuno')).total).toBeGreaterThan(0);
      expect((await search('cilvuno')).total).toBe(0);
      expect((await search('cuoe')).total).toBe(0);
    });

    it('lists only offers of open bookshops with copies, and filters and sorts', async () => {
      const { db } = h.database;
      const barone = (await search('barone rampante')).items[0]!;
      expect(barone.listings).toBe(2);
      expect(barone.offers.map((o) => o.bookshop.name)).toEqual([LIBRERIA_DEL_PORTO]);
      expect(barone.offers[0]!.bookshop.inVacation).toBe(false);

      const used = await search('einaudi', { filter: { condition: 'USED' } });
      expect(titles(used).sort()).toEqual([
        'Alice nel paese delle meraviglie e Attraverso lo specchio e quello che Alice vi trovò',
        'Delitto e castigo',
        'Guerra e pace',
        'I promessi sposi',
        'Orgoglio e pregiudizio',
        'Se questo è un uomo',
      ]);
      const inGenova = await search('sposi', { filter: { pickupCity: 'GENOVA' } });
      expect(titles(inGenova)).toEqual(['I promessi sposi']);
      expect((await search('sposi', { filter: { pickupCity: 'Nice' } })).total).toBe(0);
      const cheap = await search('calvino', { filter: { priceTo: '11.00', inStock: true } });
      for (const book of cheap.items)
        expect(book.offers.some((o) => Number.parseFloat(o.price) <= 11)).toBe(true);
      expect((await search('calvino', { filter: { yearFrom: 2017 } })).total).toBe(0);
      expect(
        (await search('calvino', { filter: { publisher: 'mondadori' } })).total,
      ).toBeGreaterThan(0);

      const byPrice = await search('einaudi', { sort: 'PRICE_ASC', filter: { inStock: true } });
      const cheapest = byPrice.items.map((book) => Number.parseFloat(book.offers[0]!.price));
      expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
      const byYear = await search('einaudi', { sort: 'YEAR_DESC' });
      const years = byYear.items.map((book) => book.year ?? 0);
      expect(years).toEqual([...years].sort((a, b) => b - a));

      await db
        .updateTable('products')
        .set({ available: 0 })
        .where('id', '=', await offerOf(db, LIBRERIA_CENTRALE, 'Il Principe'))
        .execute();
      const principe = (await search('principe machiavelli')).items[0]!;
      expect(principe.offers.map((o) => o.bookshop.name)).toEqual([PAGINE_SPARSE]);
      const bad = await h.client().graphql('SearchBooks', SEARCH, {
        query: 'calvino',
        filter: { priceFrom: 'dieci' },
      });
      expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_SEARCH');
    });

    it('pages through the results without repeating a book', async () => {
      const first = await search('einaudi', { page: 1, pageSize: 5 });
      const second = await search('einaudi', { page: 2, pageSize: 5 });
      expect(first.items).toHaveLength(5);
      expect(second.page).toBe(2);
      const seen = new Set(titles(first));
      expect(titles(second).some((title) => seen.has(title))).toBe(false);
      expect(second.total).toBe(first.total);
    });

    it('suggests books as the last word is typed', async () => {
      const suggest = async (query: string) =>
        (
          await h.client().graphql<{ suggestBooks: { title: string }[] }>('SuggestBooks', SUGGEST, {
            query,
          })
        ).data!.suggestBooks.map((book) => book.title);
      expect(await suggest('promes')).toEqual(['I promessi sposi']);
      expect(await suggest('italo calv')).toEqual(expect.arrayContaining(['Il barone rampante']));
      expect((await suggest('e')).length).toBeLessThanOrEqual(8);
      expect(await suggest('   ')).toEqual([]);
    });

    it('answers a book by ISBN with its offers, and null for an unknown one', async () => {
      const { db } = h.database;
      const isbn = await isbnOf(db, 'Il Principe');
      // In stock again after the test above sold it out.
      await db
        .updateTable('products')
        .set({ available: 15 })
        .where('id', '=', await offerOf(db, LIBRERIA_CENTRALE, 'Il Principe'))
        .execute();
      const client = h.client();
      const book = (
        await client.graphql<{ getBook: Book | null }>('GetBook', BOOK, { isbn: isbn10Of(isbn) })
      ).data!.getBook;
      expect(book?.offers.map((o) => [o.bookshop.name, o.price])).toEqual([
        [LIBRERIA_CENTRALE, '9.00'],
        [PAGINE_SPARSE, '9.50'],
      ]);
      expect(
        (await client.graphql<{ getBook: Book | null }>('GetBook', BOOK, { isbn: '9780306406157' }))
          .data!.getBook,
      ).toBeNull();
    });

    it('gives a product its ISBN, condition, cap and the other bookshops’ open offers', async () => {
      const { db } = h.database;
      const client = h.client();
      const product = async (id: number) =>
        (
          await client.graphql<{
            getProduct: {
              isbn: string;
              condition: string;
              maxDiscountPercent: number;
              otherOffers: Offer[];
            };
          }>('GetProduct', PRODUCT, { id: String(id) })
        ).data!.getProduct;
      const onVacation = await product(await offerOf(db, 'Il Segnalibro', 'Il barone rampante'));
      expect(onVacation.isbn).toBe(await isbnOf(db, 'Il barone rampante'));
      expect(onVacation.otherOffers.map((o) => o.bookshop.name)).toEqual([LIBRERIA_DEL_PORTO]);
      // The other one's only other offer is on vacation: none.
      expect(
        (await product(await offerOf(db, LIBRERIA_DEL_PORTO, 'Il barone rampante'))).otherOffers,
      ).toEqual([]);
      const usedCopy = await product(await offerOf(db, LIBRERIA_DEL_PORTO, 'I promessi sposi'));
      expect(usedCopy).toMatchObject({ condition: 'USED', maxDiscountPercent: 100 });
      expect(usedCopy.otherOffers.map((o) => [o.bookshop.name, o.condition])).toEqual([
        [LIBRERIA_CENTRALE, 'NEW'],
      ]);
      // The new copy is a school textbook (15% allowed); a plain new book, 5.
      const newCopy = await product(await offerOf(db, LIBRERIA_CENTRALE, 'I promessi sposi'));
      expect(newCopy).toMatchObject({ condition: 'NEW', maxDiscountPercent: 15 });
      const plain = await product(await offerOf(db, LIBRERIA_CENTRALE, 'Il Principe'));
      expect(plain).toMatchObject({ condition: 'NEW', maxDiscountPercent: 5 });
    });

    it('moves a cart line to another bookshop’s copy, keeping the copies it can', async () => {
      const { db } = h.database;
      const central = await offerOf(db, LIBRERIA_CENTRALE, 'Il Principe');
      const sparse = await offerOf(db, PAGINE_SPARSE, 'Il Principe');
      await db.updateTable('products').set({ available: 15 }).where('id', '=', central).execute();
      const client = h.client();
      for (let i = 0; i < 6; i += 1)
        expect(
          (await client.graphql('AddProduct', ADD, { id: String(central) })).errors,
        ).toBeUndefined();
      // Sold out where it was: the line moves, 6 copies asked, 4 at the other bookshop.
      await db.updateTable('products').set({ available: 0 }).where('id', '=', central).execute();
      const moved = await client.graphql<{
        moveBasketLine: {
          bookshops: { name: string; basketLines: { qty: number; product: { id: string } }[] }[];
        };
      }>('MoveBasketLine', MOVE, { from: String(central), to: String(sparse) });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.moveBasketLine.bookshops).toEqual([
        { name: PAGINE_SPARSE, basketLines: [{ qty: 4, product: { id: String(sparse) } }] },
      ]);
      // Moved once: a second move finds no line.
      const again = await client.graphql('MoveBasketLine', MOVE, {
        from: String(central),
        to: String(sparse),
      });
      expect(again.errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_FOUND');

      const porto = await offerOf(db, LIBRERIA_DEL_PORTO, 'Il barone rampante');
      const segnalibro = await offerOf(db, 'Il Segnalibro', 'Il barone rampante');
      expect(
        (await client.graphql('AddProduct', ADD, { id: String(porto) })).errors,
      ).toBeUndefined();
      const toVacation = await client.graphql('MoveBasketLine', MOVE, {
        from: String(porto),
        to: String(segnalibro),
      });
      expect(toVacation.errors?.[0]?.extensions?.code).toBe('BOOKSHOP_ON_VACATION');
      const otherBook = await client.graphql('MoveBasketLine', MOVE, {
        from: String(porto),
        to: String(sparse),
      });
      expect(otherBook.errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_FOUND');
      const guest = await h
        .client()
        .graphql('MoveBasketLine', MOVE, { from: String(porto), to: String(sparse) });
      expect(guest.errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_FOUND');
    });

    it('moves a line once when eight moves of it arrive together', async () => {
      const { db } = h.database;
      const from = await offerOf(db, LIBRERIA_CENTRALE, 'I promessi sposi');
      const to = await offerOf(db, LIBRERIA_DEL_PORTO, 'I promessi sposi');
      const client = h.client();
      for (let i = 0; i < 2; i += 1)
        expect(
          (await client.graphql('AddProduct', ADD, { id: String(from) })).errors,
        ).toBeUndefined();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          client.graphql('MoveBasketLine', MOVE, { from: String(from), to: String(to) }),
        ),
      );
      expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
      expect(
        answers.filter((a) => a.errors?.[0]?.extensions?.code === 'PRODUCT_NOT_FOUND'),
      ).toHaveLength(7);
      const lines = await db
        .selectFrom('basket_lines')
        .select(['product_id', 'qty'])
        .where('product_id', 'in', [from, to])
        .execute();
      expect(lines).toEqual([{ product_id: to, qty: 2 }]);
    });

    it('keeps the lexicon of words and the search document in step with the books', async () => {
      const { db } = h.database;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM books WHERE search IS NULL OR search = ''::tsvector`.execute(
        db,
      );
      expect(rows[0]!.n).toBe(0);
      const words = await db
        .selectFrom('book_words')
        .select('word')
        .where('word', '=', 'manzoni')
        .execute();
      expect(words).toHaveLength(1);
    });
  });
}
