import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, useLanguage, type Lang } from './support.ts';
import { allowFor } from './timeouts.ts';

export { ACCOUNTS, expectNoAxeViolations } from './support.ts';

// Helpers of the checkout and account specs: fill a basket through the server's own API
// (cookies are shared with the page), then hand over to the checkout as the cart page does
// (docs/spec/checkout.md §1: `checkout.destCountry` and `checkout.selectedShippings` in storage).

/** Demo books (docs/demo-data.md): bookshop and why they are used. */
export const BOOK = {
  /** Libreria Centrale: ships everywhere; the only bookshop SOLOLIBRERIA applies to. */
  centrale: '1',
  /** Libreria del Porto: ships to Italy only. */
  porto: '27',
} as const;

export const DISCOUNT_CODES = ['BENVENUTO10', 'SCADUTO', 'GIAUSATO', 'SOLOLIBRERIA', 'MAXI500'];

export type ShippingType = 'Shop_pickup' | 'Economy' | 'Standard' | 'Express';

export async function csrfToken(page: Page): Promise<string> {
  const find = async () =>
    (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  let token = await find();
  if (!token) {
    // Every page GET hands out the cookie.
    await page.request.get('/healthz');
    token = await find();
  }
  if (!token) {
    await page.request.get('/it/');
    token = await find();
  }
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

export async function graphql<T>(
  page: Page,
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { operationName, query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`${operationName} failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/**
 * Logs the page's context in: as a demo account (ACCOUNTS: docs/demo-data.md's password), or
 * with an account's own password (a test's staff: fixtures.ts).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/login/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

interface BasketShape {
  bookshops: { id: string; basketLines: { product: { id: string } }[] }[];
}

export async function readBasket(page: Page): Promise<BasketShape> {
  const data = await graphql<{ getBasket: BasketShape }>(
    page,
    'GetBasket',
    'query GetBasket { getBasket { bookshops { id basketLines { product { id } } } } }',
  );
  return data.getBasket;
}

export async function removeBook(page: Page, productId: string): Promise<void> {
  await graphql(
    page,
    'removeProduct',
    'mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { itemNumber } }',
    { productId, qty: null },
  );
}

export interface SelectedShipping {
  codelib: string;
  shipping: ShippingType;
}

/**
 * Empties the account's basket and its discount codes, then puts one copy of each book in
 * it; answers the selected shippings the cart would store (one per bookshop).
 */
export async function fillBasket(
  page: Page,
  books: readonly { productId: string; shipping: ShippingType }[],
): Promise<SelectedShipping[]> {
  const before = await readBasket(page);
  for (const bookshop of before.bookshops) {
    for (const line of bookshop.basketLines) await removeBook(page, line.product.id);
  }
  for (const code of DISCOUNT_CODES) {
    await graphql(
      page,
      'RemoveDiscountCode',
      'mutation RemoveDiscountCode($code: String!) { removeDiscountCode(code: $code) { success } }',
      { code },
    );
  }
  for (const { productId } of books) {
    await graphql(
      page,
      'AddProduct',
      'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
      { productId },
    );
  }
  const after = await readBasket(page);
  return after.bookshops.map((bookshop) => {
    const ids = bookshop.basketLines.map((l) => l.product.id);
    const book = books.find((b) => ids.includes(b.productId));
    return { codelib: bookshop.id, shipping: book?.shipping ?? 'Standard' };
  });
}

/**
 * What the cart's 'Procedi al checkout' stores (docs/spec/checkout.md §1), written on the site's
 * origin.
 */
export async function handOver(
  page: Page,
  selectedShippings: readonly SelectedShipping[],
  destCountry = 'IT',
): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate(
    ([shippings, country]) => {
      localStorage.clear();
      localStorage.setItem('checkout.selectedShippings', shippings);
      localStorage.setItem('checkout.destCountry', country);
    },
    [JSON.stringify(selectedShippings), JSON.stringify(destCountry)] as const,
  );
}

/** The ids of the books in the account's basket now. */
export async function basketProductIds(page: Page): Promise<string[]> {
  const basket = await readBasket(page);
  return basket.bookshops.flatMap((b) => b.basketLines.map((l) => l.product.id));
}

/** Fills the logged-in buyer's basket and opens the checkout as the cart's proceed button would. */
export async function openCheckout(
  page: Page,
  books: readonly { productId: string; shipping: ShippingType }[],
  lang: Lang = 'it',
): Promise<void> {
  if (lang !== 'it') await useLanguage(page, lang);
  const selected = await fillBasket(page, books);
  await handOver(page, selected);
  await page.goto(`/${lang}/checkout/`);
}

/** What a buyer may ask of an order besides its books: a gift, notes for the bookshops. */
export interface OrderRequests {
  present?: boolean;
  notes?: string;
  /** One of the buyer's saved billing records (its wire id): an invoice is asked for to it. */
  billingAddress?: string;
}

/**
 * `books` ordered (one copy each) by the logged-in buyer through the server's createOrder,
 * with no payment started: the pending order's number. A book shipped (not collected) needs
 * `shippingAddressId`, one of the buyer's saved addresses.
 */
export async function placePendingOrder(
  page: Page,
  books: readonly { productId: string; shipping: ShippingType }[],
  shippingAddressId?: string,
  asked: OrderRequests = {},
): Promise<string> {
  const selectedShippings = await fillBasket(page, books);
  const { createOrder } = await graphql<{ createOrder: { orderNumber: string } }>(
    page,
    'createOrder',
    `
      mutation createOrder(
        $invoice: Boolean!
        $present: Boolean!
        $notes: String
        $selectedShippings: [SelectedShippingInput!]
        $shippingAddressId: ID
        $billingAddress: ID
      ) {
        createOrder(
          billingAddress: $billingAddress
          invoice: $invoice
          present: $present
          notes: $notes
          selectedShippings: $selectedShippings
          shippingAddressId: $shippingAddressId
        ) {
          orderNumber
        }
      }
    `,
    {
      invoice: asked.billingAddress !== undefined,
      present: asked.present ?? false,
      selectedShippings,
      // Unset, the arguments are left out as they were before they could be given.
      ...(asked.notes ? { notes: asked.notes } : {}),
      ...(shippingAddressId ? { shippingAddressId } : {}),
      ...(asked.billingAddress ? { billingAddress: asked.billingAddress } : {}),
    },
  );
  return createOrder.orderNumber;
}

/**
 * `books` ordered (one copy each) by the logged-in buyer and paid by card in the sandbox
 * (`shippingAddressId` and `asked` as placePendingOrder takes them).
 */
export async function placePaidOrder(
  page: Page,
  books: readonly { productId: string; shipping: ShippingType }[],
  shippingAddressId?: string,
  asked: OrderRequests = {},
): Promise<string> {
  const orderNumber = await placePendingOrder(page, books, shippingAddressId, asked);
  const headers = { 'X-CSRFToken': await csrfToken(page) };
  const intent = await page.request.post('/api/stripe/create-payment-intent/card/', {
    headers,
    data: { orderNumber },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post('/api/sandbox/confirm/', {
    headers,
    data: { clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(await paid.json()).toMatchObject({ status: 'succeeded' });
  return orderNumber;
}

/**
 * The bookshop staff's orders in `lang`, searched for one order: the list is paged, and a
 * bookshop other specs buy from too holds more parts than a page shows.
 */
export const staffOrderPath = (lang: Lang, orderNumber: string): string =>
  `/${lang}/area-libreria/ordini/?cerca=${encodeURIComponent(orderNumber)}`;

/** One message as the dev mail route answers it (docs/spec/accounts-and-access.md §5). */
export interface Mail {
  subject: string;
  text: string;
  kind: string;
}

/** The message of `kind` about order `number` sent to `email`, once it is there. */
export async function mailAbout(
  page: Page,
  email: string,
  kind: string,
  number: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mail/?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as Mail[];
        found = messages.find((m) => m.kind === kind && m.text.includes(number));
        return found?.kind ?? messages.map((m) => m.kind);
      },
      { message: `a '${kind}' message about ${number}`, timeout: allowFor(20_000) },
    )
    .toBe(kind);
  return found!;
}

/** The copies of book `id` on the shelf now, as the catalogue answers. */
export async function copiesOnShelf(page: Page, id: string): Promise<number> {
  const { getProduct } = await graphql<{ getProduct: { available: number } }>(
    page,
    'GetProduct',
    'query GetProduct($id: ID!) { getProduct(id: $id) { available } }',
    { id },
  );
  return getProduct.available;
}
