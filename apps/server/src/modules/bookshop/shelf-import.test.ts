import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import type { Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN } from '../../test/demo-accounts.ts';
import { engines } from '../../test/harness.ts';
import { loggedIn } from '../../test/shoppers.ts';

// Importing a shelf file and exporting it (docs/spec/shelf-import.md): on the real app,
// through the route, on each engine.

const IMPORT = '/api/bookshop/shelf/import/';
const EXPORT = '/api/bookshop/shelf/export.csv';
const STAFF_CENTRALE = 'staff.centrale@example.com';
const STAFF_SEGNALIBRO = 'staff.segnalibro@example.com';
const BUYER = 'mario.rossi@example.com';

/** A fresh valid ISBN-13 each call, apart from the other suites' (978 + 7 + a counter). */
let serial = 700_000_000;
function nextIsbn(): string {
  serial += 1;
  const twelve = `978${serial}`;
  return `${twelve}${isbn13CheckDigit(twelve)}`;
}

/** The ISBN-10 of an ISBN-13 starting 978: its nine digits and their mod-11 check. */
function isbn10Of(isbn13: string): string {
  const nine = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(nine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${nine}${check === 10 ? 'X' : String(check)}`;
}

interface Answer {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; code: string }[];
}

async function send(
  client: TestClient,
  body: string | Buffer,
  options: { dryRun?: boolean; type?: string; csrf?: boolean } = {},
) {
  const url = options.dryRun ? `${IMPORT}?dryRun=1` : IMPORT;
  return client.post(url, body, {
    csrf: options.csrf,
    headers: { 'content-type': options.type ?? 'text/csv' },
  });
}

async function imported(client: TestClient, body: string | Buffer, dryRun = false) {
  const response = await send(client, body, { dryRun });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

async function bookshopIdOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('bookshop_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.bookshop_id);
}

async function offer(db: Db, bookshopId: number, isbn: string, condition: 'NEW' | 'USED' = 'NEW') {
  return db
    .selectFrom('products')
    .innerJoin('books', 'books.id', 'products.book_id')
    .select([
      'products.id',
      'products.title',
      'products.price_cents',
      'products.available',
      'products.weight_grams',
      'products.condition',
      'products.slug',
      'products.cache_it',
      'books.authors',
      'books.publisher',
      'books.year',
    ])
    .where('products.bookshop_id', '=', bookshopId)
    .where('products.isbn', '=', isbn)
    .where('products.condition', '=', condition)
    .executeTakeFirst();
}

async function counts(db: Db) {
  const [products, books, events] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('shelf_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { products: products?.n, books: books?.n, events: events?.n };
}

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

for (const engine of engines()) {
  describe(`the shelf import and export (${engine.name})`, () => {
    const h = engine.setup();

    it('changes nothing on a dry run, and answers what the import then does', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const [a, b] = [nextIsbn(), nextIsbn()];
      const file = csv(
        'isbn;title;authors;publisher;year;price;copies',
        `${a};Il barone rampante;Italo Calvino;Einaudi;1957;12,50;3`,
        `${b};Lessico famigliare;Natalia Ginzburg;Einaudi;1963;11,00;2`,
        `${nextIsbn()};;;;;9,00;1`,
      );
      const before = await counts(db);
      const preview = await imported(staff, file, true);
      expect(preview).toEqual({
        created: 2,
        updated: 0,
        unchanged: 0,
        rejected: [{ line: 4, code: 'UNKNOWN_ISBN' }],
      });
      expect(await counts(db)).toEqual(before);
      expect(await imported(staff, file)).toEqual(preview);
    });

    it('creates, updates and leaves alone, audited; the same file again changes nothing', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const shop = await bookshopIdOf(db, STAFF_CENTRALE);
      const [a, b, c] = [nextIsbn(), nextIsbn(), nextIsbn()];
      const first = csv(
        'isbn,title,authors,publisher,year,price,copies,condition,weight',
        `${a},La luna e i falò,Cesare Pavese,Einaudi,1950,10.00,4,NEW,250`,
        `${b},Il partigiano Johnny,Beppe Fenoglio,Einaudi,1968,14.50,1,USED,`,
        `${c},"Fruttero, Lucentini",Carlo Fruttero; Franco Lucentini,Mondadori,1979,9.90,2,,`,
      );
      expect(await imported(staff, first)).toEqual({
        created: 3,
        updated: 0,
        unchanged: 0,
        rejected: [],
      });
      const made = await offer(db, shop, a);
      expect(made).toMatchObject({
        title: 'La luna e i falò',
        price_cents: 1000,
        available: 4,
        weight_grams: 250,
        authors: ['Cesare Pavese'],
        publisher: 'Einaudi',
        year: 1950,
        slug: 'la-luna-e-i-falo',
      });
      expect(made?.cache_it).toMatchObject({
        props: { autori: ['Cesare Pavese'], editori: ['Einaudi'], anni: ['1950'] },
      });
      expect(await offer(db, shop, b, 'USED')).toMatchObject({ weight_grams: 400 });
      expect(await offer(db, shop, c)).toMatchObject({
        title: 'Fruttero, Lucentini',
        authors: ['Carlo Fruttero', 'Franco Lucentini'],
      });

      // The same file: nothing to do. A price and a stock changed: two offers updated.
      expect(await imported(staff, first)).toEqual({
        created: 0,
        updated: 0,
        unchanged: 3,
        rejected: [],
      });
      const events = db
        .selectFrom('shelf_events')
        .select(['kind', 'before', 'after', 'product_id'])
        .where('bookshop_id', '=', shop)
        .orderBy('id', 'desc');
      const second = csv(
        'isbn,price,copies,condition',
        `${a},11.00,4,NEW`,
        `${b},14.50,0,USED`,
        `${c},9.90,2,NEW`,
      );
      expect(await imported(staff, second)).toEqual({
        created: 0,
        updated: 2,
        unchanged: 1,
        rejected: [],
      });
      expect(await offer(db, shop, a)).toMatchObject({ price_cents: 1100, weight_grams: 250 });
      expect(await offer(db, shop, b, 'USED')).toMatchObject({ available: 0 });
      const latest = await events.limit(3).execute();
      expect(latest[0]).toMatchObject({
        kind: 'import',
        after: expect.objectContaining({
          format: 'csv',
          created: 0,
          updated: 2,
          unchanged: 1,
          rejected: 0,
          bytes: Buffer.byteLength(second),
        }),
      });
      expect(
        latest
          .slice(1)
          .map((row) => row.kind)
          .sort(),
      ).toEqual(['price', 'stock']);
      expect(latest.find((row) => row.kind === 'price')).toMatchObject({
        product_id: made?.id,
        before: { priceCents: 1000 },
        after: { priceCents: 1100 },
      });
      const added = await db
        .selectFrom('shelf_events')
        .select('kind')
        .where('product_id', '=', made!.id)
        .where('kind', '=', 'book_added')
        .execute();
      expect(added).toHaveLength(1);
    });

    it('answers each refused line with its code and its line, the header being line 1', async () => {
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const good = nextIsbn();
      const wrongCheck = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
      const fine = nextIsbn();
      const file = csv(
        'ISBN;Titolo;Prezzo;Copie;Condizione;Anno;Peso',
        `${wrongCheck};Un titolo;10,00;1;;;`,
        `${nextIsbn()};;10,00;1;;;`,
        '',
        `${nextIsbn()};Un titolo;10,001;1;;;`,
        `${nextIsbn()};Un titolo;0,00;1;;;`,
        `${nextIsbn()};Un titolo;1.234,50;1;;;`,
        `${nextIsbn()};Un titolo;10,00;-1;;;`,
        `${nextIsbn()};Un titolo;10,00;due;;;`,
        `${nextIsbn()};Un titolo;10,00;1;RARO;;`,
        `${nextIsbn()};Un titolo;10,00;1;;1200;`,
        `${nextIsbn()};Un titolo;10,00;1;;;0`,
        `${fine};Un titolo;10,00;1;nuovo;2001;300`,
        `${fine};Un titolo;12,00;2;NEW;2001;300`,
        `${fine};Un titolo;12,00;2;usato;2001;300`,
        `${'A'.repeat(13)};Un titolo;10,00;1;;;`,
      );
      expect(await imported(staff, file)).toEqual({
        created: 2,
        updated: 0,
        unchanged: 0,
        rejected: [
          { line: 2, code: 'INVALID_ISBN' },
          { line: 3, code: 'UNKNOWN_ISBN' },
          { line: 5, code: 'INVALID_PRICE' },
          { line: 6, code: 'INVALID_PRICE' },
          { line: 7, code: 'INVALID_PRICE' },
          { line: 8, code: 'INVALID_COPIES' },
          { line: 9, code: 'INVALID_COPIES' },
          { line: 10, code: 'INVALID_CONDITION' },
          { line: 11, code: 'INVALID_YEAR' },
          { line: 12, code: 'INVALID_WEIGHT' },
          { line: 14, code: 'DUPLICATE_LINE' },
          { line: 16, code: 'INVALID_ISBN' },
        ],
      });
    });

    it('counts a quoted line break as a line, and reads an ISBN-10 as its ISBN-13', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const shop = await bookshopIdOf(db, STAFF_CENTRALE);
      const isbn = nextIsbn();
      const file = csv(
        'isbn;titolo;prezzo;copie',
        `${isbn10Of(isbn)};"Un titolo ""lungo""\r\nsu due righe";7,5;1`,
        'nonunisbn;x;1;1',
      );
      expect(await imported(staff, file)).toEqual({
        created: 1,
        updated: 0,
        unchanged: 0,
        rejected: [{ line: 4, code: 'INVALID_ISBN' }],
      });
      expect(await offer(db, shop, isbn)).toMatchObject({
        title: 'Un titolo "lungo"\nsu due righe',
        price_cents: 750,
      });
    });

    it('reads a Windows-1252 file, Italian headers and decimal commas', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const shop = await bookshopIdOf(db, STAFF_CENTRALE);
      const isbn = nextIsbn();
      const text = csv(
        'Codice;Titolo;Autore;Editore;Anno;Prezzo;Quantità;Condizione',
        `${isbn};Perché l’Italia è così;Niccolò Ammaniti;Edizioni Città;2010;14,90;3;usato`,
      );
      const file = encode1252(text);
      expect(await imported(staff, file)).toEqual({
        created: 1,
        updated: 0,
        unchanged: 0,
        rejected: [],
      });
      expect(await offer(db, shop, isbn, 'USED')).toMatchObject({
        title: 'Perché l’Italia è così',
        authors: ['Niccolò Ammaniti'],
        publisher: 'Edizioni Città',
        price_cents: 1490,
        available: 3,
      });
      // The same text in UTF-8 with a byte-order mark: the same offer, unchanged.
      expect(await imported(staff, `\uFEFF${text}`)).toMatchObject({ unchanged: 1 });
    });

    it('refuses a header without isbn, price and copies, in the caller’s language', async () => {
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const response = await send(staff, csv('isbn;titolo', `${nextIsbn()};x`));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'IMPORT_HEADER_INCOMPLETE',
        detail: expect.stringContaining('(mancano: price, copies)'),
      });
      const empty = await send(staff, '');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'IMPORT_HEADER_INCOMPLETE' });
    });

    it('lets only the staff of a bookshop import, into their own, with a CSRF token', async () => {
      const { db } = h.database;
      const isbn = nextIsbn();
      const file = csv('isbn;title;price;copies', `${isbn};Il sentiero dei nidi di ragno;9,00;2`);
      expect((await send(h.client(), file)).statusCode).toBe(401);
      expect((await send(await loggedIn(h, BUYER), file)).statusCode).toBe(403);
      expect((await send(await loggedIn(h, ADMIN), file)).statusCode).toBe(403);
      const staff = await loggedIn(h, STAFF_SEGNALIBRO);
      const refused = await send(staff, file, { csrf: false });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CSRF_FAILED' });
      expect(await db.selectFrom('books').select('id').where('isbn', '=', isbn).execute()).toEqual(
        [],
      );

      expect(await imported(staff, file)).toMatchObject({ created: 1 });
      const segnalibro = await bookshopIdOf(db, STAFF_SEGNALIBRO);
      const centrale = await bookshopIdOf(db, STAFF_CENTRALE);
      expect(await offer(db, segnalibro, isbn)).toBeDefined();
      expect(await offer(db, centrale, isbn)).toBeUndefined();
      // Another bookshop's staff importing the same book get an offer of their own.
      expect(await imported(await loggedIn(h, STAFF_CENTRALE), file)).toMatchObject({
        created: 1,
      });
      expect(await offer(db, segnalibro, isbn)).toMatchObject({ price_cents: 900 });
      expect(
        await db.selectFrom('books').select('id').where('isbn', '=', isbn).execute(),
      ).toHaveLength(1);

      // The export too: staff only.
      expect((await h.client().get(EXPORT)).statusCode).toBe(401);
      expect((await (await loggedIn(h, BUYER)).get(EXPORT)).statusCode).toBe(403);
    });

    it('reads the body from a real connection as it arrives', async () => {
      // Over light-my-request the body is a small object; over a socket, what the import
      // reads must still be the stream alone (no hook walking the request's objects).
      const app = await h.secondApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const token = await staff.ensureCsrf();
      const isbn = nextIsbn();
      const response = await fetch(`http://127.0.0.1:${address.port}${IMPORT}?dryRun=1`, {
        method: 'POST',
        headers: {
          cookie: staff.cookieHeader(),
          'x-csrftoken': token,
          'content-type': 'text/csv',
        },
        body: csv('isbn;titolo;prezzo;copie', `${isbn};Il deserto dei Tartari;12,00;1`),
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        created: 1,
        updated: 0,
        unchanged: 0,
        rejected: [],
      });
    });

    it('creates an offer once when two imports of one bookshop run at once', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const shop = await bookshopIdOf(db, STAFF_CENTRALE);
      const isbns = Array.from({ length: 30 }, () => nextIsbn());
      const file = csv(
        'isbn;title;price;copies',
        ...isbns.map((isbn, i) => `${isbn};Libro ${i};${10 + i},00;1`),
      );
      const both = await Promise.all([imported(staff, file), imported(staff, file)]);
      expect(both.map((a) => a.created + a.unchanged)).toEqual([30, 30]);
      expect(both[0]!.created + both[1]!.created).toBe(30);
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('bookshop_id', '=', shop)
        .where('isbn', 'in', isbns)
        .execute();
      expect(rows).toHaveLength(30);
    });

    it('reads an ONIX 3.0 message, a product’s line its ordinal', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_SEGNALIBRO);
      const shop = await bookshopIdOf(db, STAFF_SEGNALIBRO);
      const onix = readFileSync(new URL('./shelf-import.fixture.xml', import.meta.url), 'utf8');
      const response = await send(staff, onix, { type: 'application/xml', dryRun: true });
      expect(response.statusCode, response.body).toBe(200);
      const expected = {
        created: 2,
        updated: 0,
        unchanged: 0,
        rejected: [
          { line: 3, code: 'INVALID_ISBN' },
          { line: 4, code: 'INVALID_PRICE' },
        ],
      };
      expect(response.json()).toEqual(expected);
      // Sniffed from its text when sent as a plain file.
      const again = await send(staff, onix, { type: 'application/octet-stream' });
      expect(again.json()).toEqual(expected);
      expect(await offer(db, shop, '9788806219260')).toMatchObject({
        title: 'Se questo è un uomo',
        authors: ['Primo Levi'],
        publisher: 'Einaudi',
        year: 2014,
        price_cents: 1200,
        available: 5,
        weight_grams: 180,
      });
      expect(await offer(db, shop, '9788845292613')).toMatchObject({
        title: 'Il nome della rosa',
        price_cents: 1500,
        available: 2,
        weight_grams: 400,
      });
      const broken = await send(staff, '<ONIXMessage><Product></ONIXMessage>', {
        type: 'application/xml',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'INVALID_ONIX' });
    });

    it('exports the shelf in the import’s form, which reads back all unchanged', async () => {
      const { db } = h.database;
      const staff = await loggedIn(h, STAFF_CENTRALE);
      const shop = await bookshopIdOf(db, STAFF_CENTRALE);
      const isbn = nextIsbn();
      await imported(
        staff,
        csv(
          'isbn;title;authors;publisher;year;price;copies;condition;weight',
          `${isbn};=SOMMA(A1);"Anna Banti; Roberto Longhi";Sansoni;1947;8,05;2;USED;310`,
        ),
      );
      const response = await staff.get(EXPORT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const rows = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(rows[0]).toBe('isbn;title;authors;publisher;year;price;copies;condition;weight');
      expect(rows).toContain(
        `${isbn};'=SOMMA(A1);"Anna Banti; Roberto Longhi";Sansoni;1947;8,05;2;USED;310`,
      );
      const total = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('bookshop_id', '=', shop)
        .where('isbn', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(await imported(staff, response.rawPayload)).toEqual({
        created: 0,
        updated: 0,
        unchanged: Number(total.n),
        rejected: [],
      });
    });
  });
}

/** Text as Windows-1252 bytes (the characters these tests use). */
function encode1252(text: string): Buffer {
  const special: Record<string, number> = { '’': 0x92, '€': 0x80 };
  return Buffer.from(
    [...text].map((ch) => {
      const code = special[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252: ${ch}`);
      return code;
    }),
  );
}
