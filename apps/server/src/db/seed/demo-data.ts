import { hash } from '@node-rs/argon2';
import { sql, type Insertable } from 'kysely';
import { addBookWords } from '../book-words.ts';
import type { Db } from '../database.ts';
import type {
  BannersTable,
  BillingAddressesTable,
  Language,
  ProductCache,
  ProductsTable,
  ShippingAddressesTable,
  ShippingRatesTable,
} from '../types.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  type DemoUserKey,
} from './accounts.ts';
import {
  DEMO_BOOKSHOPS,
  LIBRERIA_CENTRALE,
  PICKUP_MAX_WEIGHT_GRAMS,
  RATE_BANDS_GRAMS,
  VACATION_DAYS,
  DEMO_SECOND_OFFERS,
  demoIsbns,
  editionKey,
  type DemoBook,
  type DemoBookshop,
  type RateTable,
} from './catalogue.ts';
import { DEMO_COUNTRIES } from './countries.ts';
import { DEMO_IDENTITIES } from './identities.ts';
import { identityColumns } from '../seller-identity-columns.ts';

// The demo data of docs/spec/api-contract.md §6 (its accounts: accounts.ts). Deterministic: tests
// and the README rely on it.

export const DEMO_CODES = {
  welcome: 'BENVENUTO10',
  expired: 'SCADUTO',
  alreadyUsed: 'GIAUSATO',
  oneBookshop: 'SOLOLIBRERIA',
  tooLarge: 'MAXI500',
} as const;

export const GIULIA_STORE_CREDIT_CENTS = 2500;

/** argon2id, hashed once per seeding: the same hash serves every demo account. */
export function hashDemoPassword(): Promise<string> {
  return hash(DEMO_PASSWORD, { algorithm: 2 });
}

/** Seeds the demo data in one transaction; the tables are expected to be empty. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashDemoPassword();
  await db.transaction().execute((trx) => insertDemoData(trx, passwordHash));
}

/** The inserts of seedDemoData, for callers that already hold a transaction. */
export async function insertDemoData(db: Db, passwordHash: string): Promise<void> {
  await db
    .insertInto('countries')
    .values([...DEMO_COUNTRIES])
    .execute();
  const users = await insertUsers(db, passwordHash);
  await insertAddresses(db, users);
  await insertWallets(db, users);
  const bookshops = await insertBookshops(db);
  await insertDiscountCodes(db, users, bookshops);
  await insertJaneBasket(db, users.jane);
  await insertStaff(db, passwordHash, bookshops);
  await db.insertInto('banners').values(BANNERS).execute();
}

/** Titles in jane.doe's saved cart: one sold out and one from a shop gone on vacation since. */
export const JANE_BASKET_TITLES = [
  'La luna e i falò',
  'Uno, nessuno e centomila',
  'I Malavoglia',
] as const;

/**
 * Jane left three books in her cart; since then one sold out and one bookshop went on
 * holiday, so her cart shows the unavailable-line states.
 */
async function insertJaneBasket(db: Db, userId: number): Promise<void> {
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('title', 'in', [...JANE_BASKET_TITLES])
    .orderBy('id')
    .execute();
  if (products.length !== JANE_BASKET_TITLES.length)
    throw new Error('jane basket: missing demo books');
  const basket = await db
    .insertInto('baskets')
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('basket_lines')
    .values(products.map((p) => ({ basket_id: basket.id, product_id: p.id, qty: 1 })))
    .execute();
}

type Ids<K extends string> = Record<K, number>;

const DEMO_PEOPLE: readonly [DemoUserKey, string, string, Language][] = [
  ['mario', 'Mario', 'Rossi', 'it'],
  ['giulia', 'Giulia', 'Bianchi', 'it'],
  ['pa', 'Laura', 'Ferri', 'it'],
  ['jane', 'Jane', 'Doe', 'en'],
  ['luca', 'Luca', 'Verdi', 'it'],
  ['sara', 'Sara', 'Conti', 'it'],
  ['elena', 'Elena', 'Marino', 'it'],
  ['marta', 'Marta', 'Galli', 'it'],
];

async function insertUsers(db: Db, passwordHash: string): Promise<Ids<DemoUserKey>> {
  const ids = {} as Ids<DemoUserKey>;
  for (const [key, firstName, lastName, language] of DEMO_PEOPLE) {
    const row = await db
      .insertInto('users')
      .values({
        email: DEMO_EMAILS[key],
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  return ids;
}

/** The bookshops' staff and the administrator, after the buyers (their ids stay 1–5). */
async function insertStaff(
  db: Db,
  passwordHash: string,
  bookshops: Record<string, number>,
): Promise<void> {
  const staff = DEMO_STAFF.map(([email, shop, firstName, lastName, language]) => {
    const bookshopId = bookshops[shop];
    if (bookshopId === undefined) throw new Error(`staff of a missing bookshop: ${shop}`);
    return {
      email,
      password_hash: passwordHash,
      first_name: firstName,
      last_name: lastName,
      language,
      role: 'staff' as const,
      bookshop_id: bookshopId,
    };
  });
  await db
    .insertInto('users')
    .values([
      ...staff,
      {
        email: DEMO_ADMIN_EMAIL,
        password_hash: passwordHash,
        first_name: 'Anna',
        last_name: 'Amministratrice',
        language: 'it',
        role: 'admin',
        bookshop_id: null,
      },
    ])
    .execute();
}

async function insertAddresses(db: Db, users: Ids<DemoUserKey>): Promise<void> {
  await db.insertInto('shipping_addresses').values(shippingAddresses(users)).execute();
  await db.insertInto('billing_addresses').values(billingAddresses(users)).execute();
}

// Listed in creation order: the first of each account is the one the checkout preselects.
function shippingAddresses(users: Ids<DemoUserKey>): Insertable<ShippingAddressesTable>[] {
  return [
    {
      user_id: users.mario,
      etichetta: 'Casa',
      name: 'Mario Rossi',
      telefono: '+393401234567',
      email: DEMO_EMAILS.mario,
      indirizzo: 'Via Lecco 12',
      nazione: 'IT',
      provincia_stato: 'MI',
      citta: 'Milano',
      cap: '20124',
    },
    {
      user_id: users.mario,
      etichetta: 'Ufficio',
      name: 'Mario Rossi',
      attenzione_di: 'Reception',
      telefono: '+390612345678',
      email: DEMO_EMAILS.mario,
      indirizzo: 'Via Nazionale 200',
      indirizzo2: 'Terzo piano',
      nazione: 'IT',
      provincia_stato: 'RM',
      citta: 'Roma',
      cap: '00184',
    },
    {
      user_id: users.giulia,
      etichetta: 'Studio',
      name: 'Giulia Bianchi',
      telefono: '+393471234567',
      email: DEMO_EMAILS.giulia,
      indirizzo: 'Via dei Servi 15',
      nazione: 'IT',
      provincia_stato: 'FI',
      citta: 'Firenze',
      cap: '50122',
    },
    {
      user_id: users.pa,
      etichetta: 'Biblioteca civica',
      name: 'Comune di Esempio',
      attenzione_di: 'Ufficio acquisti',
      telefono: '+39035123456',
      email: DEMO_EMAILS.pa,
      indirizzo: 'Piazza Vecchia 15',
      nazione: 'IT',
      provincia_stato: 'BG',
      citta: 'Bergamo',
      cap: '24129',
    },
  ];
}

// Fiscal codes are made up but valid (check digits computed): see italy.ts.
export const GIULIA_PARTITA_IVA = '04512340482';
export const PA_CODICE_FISCALE = '80012340164';
export const PA_PARTITA_IVA = '00987650165';

function billingAddresses(users: Ids<DemoUserKey>): Insertable<BillingAddressesTable>[] {
  return [
    // NONE: no billing data yet, so the checkout opens the billing form.
    { user_id: users.mario, persona: 'NONE', nome: 'Mario', cognome: 'Rossi', nazione: 'IT' },
    {
      user_id: users.giulia,
      persona: 'GIU',
      professionale: true,
      label: 'Bianchi Traduzioni S.r.l.',
      ragione_sociale: 'Bianchi Traduzioni S.r.l.',
      partita_iva: GIULIA_PARTITA_IVA,
      codice_fiscale: GIULIA_PARTITA_IVA,
      pec: 'bianchitraduzioni@pec.it',
      codice_destinatario_sdi: 'X2M7K9Q',
      nome: 'Giulia',
      cognome: 'Bianchi',
      indirizzo: 'Via dei Servi 15',
      citta: 'Firenze',
      nazione: 'IT',
      provincia_stato: 'FI',
      cap: '50122',
    },
    {
      user_id: users.pa,
      persona: 'PA',
      professionale: true,
      pagamento_posticipato: true,
      label: 'Comune di Esempio',
      ragione_sociale: 'Comune di Esempio',
      codice_fiscale: PA_CODICE_FISCALE,
      partita_iva: PA_PARTITA_IVA,
      pec: 'protocollo@pec.comune-esempio.it',
      codice_destinatario_sdi: 'UFE7Q2',
      nome: 'Laura',
      cognome: 'Ferri',
      indirizzo: 'Piazza Vecchia 1',
      citta: 'Bergamo',
      nazione: 'IT',
      provincia_stato: 'BG',
      cap: '24129',
    },
  ];
}

async function insertWallets(db: Db, users: Ids<DemoUserKey>): Promise<void> {
  const balance = (id: number) => (id === users.giulia ? GIULIA_STORE_CREDIT_CENTS : 0);
  const wallets = Object.values(users).map((id) => ({ user_id: id, balance_cents: balance(id) }));
  await db.insertInto('wallets').values(wallets).execute();
  // The ledger must explain the balance.
  await db
    .insertInto('store_credit_entries')
    .values({
      user_id: users.giulia,
      amount_cents: GIULIA_STORE_CREDIT_CENTS,
      reason: 'Credito iniziale (dati demo)',
    })
    .execute();
}

/** A demo bookshop's identity as a seller, as its columns; none for one not listed. */
function identityOfShop(name: string) {
  const identity = DEMO_IDENTITIES[name];
  return identity ? identityColumns(identity) : {};
}

/** One book per demo edition, with its ISBN; their ids by ISBN. */
async function insertBooks(db: Db): Promise<Map<string, { id: number; isbn: string }>> {
  const isbns = demoIsbns();
  const editions = new Map<string, DemoBook>();
  for (const shop of DEMO_BOOKSHOPS)
    for (const book of shop.books) {
      const key = editionKey(book);
      if (!editions.has(key)) editions.set(key, book);
    }
  const rows = await db
    .insertInto('books')
    .values(
      [...editions].map(([key, book]) => ({
        isbn: isbns.get(key) ?? null,
        title: book.title,
        authors: book.authors,
        publisher: book.publisher,
        year: Number(book.year),
        language: 'it',
      })),
    )
    .returning(['id', 'isbn'])
    .execute();
  await addBookWords(
    db,
    rows.map((row) => row.id),
  );
  const byIsbn = new Map(rows.map((row) => [row.isbn ?? '', row.id]));
  const books = new Map<string, { id: number; isbn: string }>();
  for (const [key, isbn] of isbns) books.set(key, { id: byIsbn.get(isbn) ?? 0, isbn });
  return books;
}

async function insertBookshops(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const books = await insertBooks(db);
  const editionOf = (book: DemoBook) => {
    const edition = books.get(editionKey(book));
    if (!edition) throw new Error(`demo: no book for ${book.title}`);
    return edition;
  };
  let bookIndex = 0;
  for (const shop of DEMO_BOOKSHOPS) {
    const { id } = await db
      .insertInto('bookshops')
      .values({
        name: shop.name,
        city: shop.city,
        country_code: shop.countryCode,
        description: shop.description,
        // Relative to the database's clock, so the shop is on vacation whenever seeded.
        vacation_end: shop.onVacation ? sql<string>`current_date + ${VACATION_DAYS}::int` : null,
        ...identityOfShop(shop.name),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[shop.name] = id;
    const types = shop.shippingTypes.map((type, position) => ({
      bookshop_id: id,
      shipping_type: type,
      position,
    }));
    await db.insertInto('bookshop_shipping_types').values(types).execute();
    await db.insertInto('shipping_rates').values(shippingRates(id, shop)).execute();
    const products = shop.books.map((b) => productRow(id, shop, b, editionOf(b), bookIndex++));
    await db.insertInto('products').values(products).execute();
  }
  const second = DEMO_SECOND_OFFERS.map(({ bookshop, book }) => {
    const shop = DEMO_BOOKSHOPS.find((s) => s.name === bookshop);
    const id = ids[bookshop];
    if (!shop || id === undefined) throw new Error(`demo: no bookshop ${bookshop}`);
    return productRow(id, shop, book, editionOf(book), bookIndex++);
  });
  await db.insertInto('products').values(second).execute();
  return ids;
}

function shippingRates(bookshopId: number, shop: DemoBookshop): Insertable<ShippingRatesTable>[] {
  const rows: Insertable<ShippingRatesTable>[] = [];
  for (const type of shop.shippingTypes) {
    if (type === 'Shop_pickup') {
      // Free, to any destination: the same lookup as the paid types finds it.
      rows.push({
        bookshop_id: bookshopId,
        shipping_type: type,
        dest_country: null,
        max_weight_grams: PICKUP_MAX_WEIGHT_GRAMS,
        price_cents: 0,
      });
      continue;
    }
    const zones: [string | null, RateTable | null][] = [
      [shop.countryCode, shop.domestic],
      [null, shop.abroad],
    ];
    for (const [dest, table] of zones) {
      if (!table) continue;
      table[type].forEach((price, band) => {
        rows.push({
          bookshop_id: bookshopId,
          shipping_type: type,
          dest_country: dest,
          max_weight_grams: RATE_BANDS_GRAMS[band] ?? PICKUP_MAX_WEIGHT_GRAMS,
          price_cents: price,
        });
      });
    }
  }
  return rows;
}

const PRODUCT_CLASS: Record<Language, string> = {
  it: 'Libro',
  en: 'Book',
  fr: 'Livre',
  es: 'Libro',
};

const COVER_COLORS = [
  '#7a4b2a',
  '#1f4e79',
  '#8b1e3f',
  '#2e6b3a',
  '#c27c0e',
  '#4b3f72',
  '#0f6e6e',
  '#a23b2c',
  '#3c4a57',
  '#6b5b95',
  '#b5651d',
  '#245953',
  '#9c2f5e',
  '#5a7d2b',
];

function productRow(
  bookshopId: number,
  shop: DemoBookshop,
  book: DemoBook,
  edition: { id: number; isbn: string },
  index: number,
): Insertable<ProductsTable> {
  const cache = (lang: Language): string => JSON.stringify(productCache(book, lang));
  return {
    bookshop_id: bookshopId,
    book_id: edition.id,
    isbn: edition.isbn,
    condition: book.used ? 'USED' : 'NEW',
    textbook: book.textbook ?? false,
    title: book.title,
    slug: slugify(book.title),
    description: productDescription(book, shop.countryCode),
    css_class: 'libro',
    product_class: 'Libro',
    cache_it: cache('it'),
    cache_en: cache('en'),
    cache_fr: cache('fr'),
    cache_es: cache('es'),
    price_cents: book.priceCents,
    discount_percent: book.discount ?? 0,
    weight_grams: book.weightGrams,
    available: book.available,
    cover_color: COVER_COLORS[index % COVER_COLORS.length],
    has_cover: !book.noCover,
  };
}

/** A book's per-language catalogue extras (authors, publisher, year); the shelf's too. */
export function productCache(
  book: Pick<DemoBook, 'authors' | 'publisher' | 'year'>,
  lang: Language,
): ProductCache {
  return {
    props: { autori: book.authors, editori: [book.publisher], anni: [book.year] },
    product_class: PRODUCT_CLASS[lang],
    classe_css: 'libro',
  };
}

/** In the bookshop's own language: the description is not translated. */
export function productDescription(
  book: Pick<DemoBook, 'title' | 'authors' | 'publisher' | 'year'>,
  countryCode: string,
): string {
  const authors = book.authors.join(', ');
  return countryCode === 'FR'
    ? `« ${book.title} » de ${authors}, édition ${book.publisher} (${book.year}).`
    : `«${book.title}» di ${authors}, edizione ${book.publisher} (${book.year}).`;
}

/** Kebab-case ASCII: accents dropped, anything else a hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function insertDiscountCodes(
  db: Db,
  users: Ids<DemoUserKey>,
  bookshops: Record<string, number>,
): Promise<void> {
  const codes = await db
    .insertInto('discount_codes')
    .values([
      { code: DEMO_CODES.welcome, kind: 'PERCENT', percent: 10 },
      {
        code: DEMO_CODES.expired,
        kind: 'PERCENT',
        percent: 15,
        expires_at: sql<Date>`now() - interval '30 days'`,
      },
      { code: DEMO_CODES.alreadyUsed, kind: 'PERCENT', percent: 10, uses_count: 1 },
      {
        code: DEMO_CODES.oneBookshop,
        kind: 'FIXED',
        amount_cents: 500,
        bookshop_id: idOf(bookshops, LIBRERIA_CENTRALE),
      },
      // 500.00 EUR: more than any realistic bookshop total, so it is refused.
      { code: DEMO_CODES.tooLarge, kind: 'FIXED', amount_cents: 50000 },
    ])
    .returning(['id', 'code'])
    .execute();
  const used = idOf(Object.fromEntries(codes.map((c) => [c.code, c.id])), DEMO_CODES.alreadyUsed);
  // A use without an order, as if an earlier order had consumed it.
  await db
    .insertInto('discount_code_uses')
    .values({ discount_code_id: used, user_id: users.mario, order_id: null })
    .execute();
}

function idOf(ids: Record<string, number>, name: string): number {
  const id = ids[name];
  if (id === undefined) throw new Error(`demo data: ${name} was not inserted`);
  return id;
}

const BANNER_TEXT: Record<Language, { header: string; footer: string }> = {
  it: {
    header: 'Spedizione gratuita con il ritiro in libreria',
    footer: 'I libri delle librerie indipendenti, dallo scaffale a casa tua.',
  },
  en: {
    header: 'Free shipping when you collect from the bookshop',
    footer: 'Books from independent bookshops, from their shelves to your home.',
  },
  fr: {
    header: 'Livraison gratuite avec le retrait en librairie',
    footer: 'Les livres des librairies indépendantes, de leurs rayons à chez vous.',
  },
  es: {
    header: 'Envío gratuito con recogida en la librería',
    footer: 'Libros de librerías independientes, de sus estanterías a tu casa.',
  },
};

const BANNERS: Insertable<BannersTable>[] = Object.entries(BANNER_TEXT).flatMap(([lang, text]) =>
  (['header', 'footer'] as const).map((position) => ({
    position,
    language: lang as Language,
    html: `<p>${text[position]}</p>`,
  })),
);
