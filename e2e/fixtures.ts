import { randomInt, randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import { baseURL } from './base-url.ts';
import { csrfToken, logIn } from './checkout-support.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type Lang } from './support.ts';

// Each test that buys, saves or logs in gets an account of its own (docs/spec/quality.md §6):
// registered through the API (docs/spec/accounts-and-access.md §1) in the test's browser context,
// whose request shares its cookies with the page, so the page is that buyer's from the first load.
// Nothing a test does to its buyer (basket, addresses, orders, language) is seen by another test,
// whatever the order or the worker. Only what the API cannot give (store credit, the public
// administration's billing kept by the staff, mario's persona NONE) stays on demo accounts
// (docs/demo-data.md), each used by one spec file.

export interface Buyer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Lang;
}

/** Long enough and on no list of common passwords (the server's NIST check). */
const PASSWORD = 'Scaffale-e2e-lettore-2026';

/** The CSRF token the server handed the context in its cookie ('' before any). */
async function csrfOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
}

/**
 * Registers a new buyer through `POST /api/register/` with the context's request, which
 * shares its cookies: the context's pages are that buyer's afterwards.
 */
export async function registerBuyer(
  context: BrowserContext,
  options: { language?: Lang; tag?: string } = {},
): Promise<Buyer> {
  const buyer: Buyer = {
    email: `e2e-${options.tag ?? 'buyer'}-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    firstName: 'Lettore',
    lastName: 'Prova',
    language: options.language ?? 'it',
  };
  // A page GET hands out the CSRF cookie.
  if (!(await csrfOf(context))) await context.request.get('/healthz');
  const response = await context.request.post('/api/register/', {
    headers: { 'X-CSRFToken': await csrfOf(context) },
    data: buyer,
  });
  expect(response.status(), await response.text()).toBe(201);
  return buyer;
}

/** A new buyer logged in in a browser context of its own (the other party of a test). */
export async function newBuyerContext(
  browser: Browser,
  options: { language?: Lang; tag?: string; context?: BrowserContextOptions } = {},
): Promise<{ context: BrowserContext; page: Page; buyer: Buyer }> {
  const context = await browser.newContext(options.context);
  const buyer = await registerBuyer(context, { tag: 'other', ...options });
  return { context, page: await context.newPage(), buyer };
}

/**
 * A session of the API of its own, outside the test's browser context (the administrator's,
 * a bookshop's staff's): its cookies kept between calls, the CSRF token sent back with each.
 */
export class ApiSession {
  constructor(readonly request: APIRequestContext) {}

  private async csrf(): Promise<string> {
    const find = async () =>
      (await this.request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value;
    const token = await find();
    if (token) return token;
    // A page GET hands out the CSRF cookie.
    await this.request.get('/healthz');
    return (await find()) ?? '';
  }

  async post(path: string, data: unknown): Promise<APIResponse> {
    return this.request.post(path, { headers: { 'X-CSRFToken': await this.csrf() }, data });
  }

  /** Logs in; the answer's body (`passwordChangeRequired` for a one-time password). */
  async logIn(email: string, password: string): Promise<{ passwordChangeRequired?: boolean }> {
    const response = await this.post('/api/login/', { email, password });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { passwordChangeRequired?: boolean };
  }

  async graphql<T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await this.post('/graphql', { operationName, query, variables });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      throw new Error(`${operationName} failed: ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  }
}

/** The platform administrator (the demo one: docs/demo-data.md), logged in to the API. */
export interface Admin {
  email: string;
  password: string;
  api: ApiSession;
}

/** A bookshop made for one test, as the administrator created it. */
export interface TestBookshop {
  id: string;
  name: string;
  city: string;
}

/** A book put on a test's bookshop's shelf (NewBookInput, the price in euros: '12.00'). */
export interface NewBook {
  isbn: string;
  title: string;
  authors: string[];
  publisher: string;
  year: number;
  weightGrams: number;
  price: string;
  available: number;
}

/** The first staff account of a bookshop of the test's own, its password chosen. */
export interface Staff {
  email: string;
  password: string;
  bookshop: TestBookshop;
  /** The staff's API session, apart from the test's page (which `logIn` may make theirs). */
  api: ApiSession;
  /** Logs the test's page in as the staff (through the API: the login page is not tested). */
  logIn(page: Page): Promise<void>;
  /** Puts a book on the bookshop's shelf; its product id. */
  addBook(book?: Partial<NewBook>): Promise<{ id: string; title: string }>;
}

/** Long enough and on no list of common passwords (the server's NIST check). */
const STAFF_PASSWORD = 'Scaffale-e2e-libraio-2026';

/** A new ISBN-13, its check digit right: 978 and nine random digits. */
export function randomIsbn(): string {
  const twelve = `978${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return `${twelve}${isbn13CheckDigit(twelve)}`;
}

/**
 * `buyer`: a new account, registered and logged in in the test's browser context before the
 * test starts. A test that only needs to be that buyer names it `buyer: _buyer`.
 *
 * `staff`: a new bookshop in Italy, with the administrator's default shipping
 * (pickup, free; Standard) and no book, created through the administrator's API for this test
 * alone, and its first staff account, whose one-time password has been spent choosing
 * `password` (ADR 020). Nothing a test does to it touches a demo bookshop, so no other test
 * sees it but in the lists of every bookshop (the catalogue's filter, the administrator's).
 * The test's page stays the buyer's, or a visitor's, until it logs in as the staff.
 *
 * `admin`: the administrator's API session, one per worker.
 */
export const test = base.extend<
  { buyerLanguage: Lang; buyer: Buyer; staff: Staff },
  { admin: Admin }
>({
  /** The language the buyer registers with (`test.use({ buyerLanguage: 'en' })`). */
  buyerLanguage: ['it', { option: true }],
  buyer: async ({ context, buyerLanguage }, use, testInfo) => {
    await use(
      await registerBuyer(context, { language: buyerLanguage, tag: `w${testInfo.workerIndex}` }),
    );
  },
  admin: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const api = new ApiSession(request);
      await api.logIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
      await use({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, api });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  staff: async ({ admin, playwright }, use) => {
    const tag = randomUUID().slice(0, 8);
    const { createBookshop } = await admin.api.graphql<{
      createBookshop: { bookshop: TestBookshop; staffEmail: string; oneTimePassword: string };
    }>(
      'CreateBookshop',
      `mutation CreateBookshop($input: CreateBookshopInput!) {
        createBookshop(input: $input) { bookshop { id name city } staffEmail oneTimePassword }
      }`,
      {
        input: {
          name: `Libreria Prova ${tag}`,
          city: 'Verona',
          countryCode: 'IT',
          description: 'Una libreria di prova, per un test solo.',
          staffEmail: `e2e-staff-${tag}@example.com`,
          staffFirstName: 'Vera',
          staffLastName: 'Verdi',
        },
      },
    );
    const request = await playwright.request.newContext({ baseURL });
    const api = new ApiSession(request);
    const first = await api.logIn(createBookshop.staffEmail, createBookshop.oneTimePassword);
    expect(first.passwordChangeRequired).toBe(true);
    const { choosePassword } = await api.graphql<{ choosePassword: string }>(
      'ChoosePassword',
      'mutation ChoosePassword($password: String!) { choosePassword(password: $password) }',
      { password: STAFF_PASSWORD },
    );
    expect(choosePassword).toBe('STAFF');
    await use({
      email: createBookshop.staffEmail,
      password: STAFF_PASSWORD,
      bookshop: createBookshop.bookshop,
      api,
      logIn: (page) => logIn(page, createBookshop.staffEmail, STAFF_PASSWORD),
      addBook: async (book = {}) => {
        const input: NewBook = {
          isbn: randomIsbn(),
          title: `Quaderno di prova ${randomUUID().slice(0, 8)}`,
          authors: ['Autrice di Prova'],
          publisher: 'Edizioni di prova',
          year: 2024,
          weightGrams: 300,
          price: '12.00',
          available: 3,
          ...book,
        };
        const { addBook } = await api.graphql<{ addBook: { id: string; title: string } }>(
          'AddBook',
          'mutation AddBook($input: NewBookInput!) { addBook(input: $input) { id title } }',
          { input },
        );
        return addBook;
      },
    });
    await request.dispose();
  },
});

export { expect };

/** Ends the page's session: the buyer then logs in through the login form. */
export async function logOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/logout/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.status()).toBe(200);
}

/** A shipping address as the account's address form sends it (docs/spec/api-contract.md §4). */
export interface ShippingAddressData {
  etichetta: string;
  name: string;
  attenzione_di?: string;
  telefono: string;
  email?: string;
  indirizzo: string;
  indirizzo2?: string;
  nazione: string;
  provincia_stato?: string;
  citta: string;
  cap: string;
}

/** Saves a shipping address for the page's buyer; its id. Saved in order, the first preselected. */
export async function saveShippingAddress(
  page: Page,
  address: ShippingAddressData,
): Promise<string> {
  const response = await page.request.post('/api/indirizzo-spedizione/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: address,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Billing data as the billing form sends it (persona FIS or GIU). */
export interface BillingData {
  persona: 'FIS' | 'GIU';
  nome: string;
  cognome: string;
  codice_fiscale?: string;
  partita_iva?: string;
  ragione_sociale?: string;
  pec?: string;
  codice_destinatario_sdi?: string;
  indirizzo: string;
  citta: string;
  nazione: string;
  provincia_stato?: string;
  cap: string;
}

/** Saves billing data for the page's buyer; its wire id ("A" + id). */
export async function saveBillingData(page: Page, billing: BillingData): Promise<string> {
  const response = await page.request.post('/api/dati-fatturazione/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: billing,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The demo accounts' saved data, for a new buyer to hold the same (docs/demo-data.md). */
export const ADDRESSES = {
  /** mario.rossi's first address. */
  casa: {
    etichetta: 'Casa',
    name: 'Mario Rossi',
    telefono: '+393401234567',
    indirizzo: 'Via Lecco 12',
    nazione: 'IT',
    provincia_stato: 'MI',
    citta: 'Milano',
    cap: '20124',
  },
  /** mario.rossi's second address. */
  ufficio: {
    etichetta: 'Ufficio',
    name: 'Mario Rossi',
    attenzione_di: 'Reception',
    telefono: '+390612345678',
    indirizzo: 'Via Nazionale 200',
    indirizzo2: 'Terzo piano',
    nazione: 'IT',
    provincia_stato: 'RM',
    citta: 'Roma',
    cap: '00184',
  },
  /** The public administration's address. */
  biblioteca: {
    etichetta: 'Biblioteca civica',
    name: 'Comune di Esempio',
    attenzione_di: 'Ufficio acquisti',
    telefono: '+39035123456',
    indirizzo: 'Piazza Vecchia 15',
    nazione: 'IT',
    provincia_stato: 'BG',
    citta: 'Bergamo',
    cap: '24129',
  },
} as const satisfies Record<string, ShippingAddressData>;

/** giulia.bianchi's professional billing data (persona GIU), without her store credit. */
export const PROFESSIONAL_BILLING: BillingData = {
  persona: 'GIU',
  ragione_sociale: 'Bianchi Traduzioni S.r.l.',
  partita_iva: '04512340482',
  codice_fiscale: '04512340482',
  pec: 'bianchitraduzioni@pec.it',
  codice_destinatario_sdi: 'X2M7K9Q',
  nome: 'Giulia',
  cognome: 'Bianchi',
  indirizzo: 'Via dei Servi 15',
  citta: 'Firenze',
  nazione: 'IT',
  provincia_stato: 'FI',
  cap: '50122',
};

/** Saves `addresses` for the page's buyer, in order, each with the buyer's email. */
export async function giveAddresses(
  page: Page,
  buyer: Buyer,
  addresses: readonly ShippingAddressData[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const address of addresses) {
    ids.push(await saveShippingAddress(page, { email: buyer.email, ...address }));
  }
  return ids;
}
