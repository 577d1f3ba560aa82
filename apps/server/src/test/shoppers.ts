import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { expect } from 'vitest';
import type { TestClient, TestClientOptions } from './client.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { emptyBasketOf } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { ADD_PRODUCT, CREATE_ORDER } from './operations.ts';
import type { CreateOrderInput } from '../modules/orders/create-order.ts';

// Buyers in the states several suites start from: logged in, with a basket, with an order.

/** A demo account logged in on a client of its own. */
export async function loggedIn(
  h: Harness,
  email: string,
  options?: TestClientOptions,
): Promise<TestClient> {
  const client = h.client(options);
  const login = await client.login(email, DEMO_PASSWORD);
  expect(login.statusCode, `login of ${email}`).toBe(200);
  return client;
}

/** A demo account logged in with exactly these books in its basket (one copy each). */
export async function buyerWith(
  h: Harness,
  email: string,
  productIds: readonly number[],
  options?: TestClientOptions,
): Promise<TestClient> {
  await emptyBasketOf(h.database.db, email);
  const client = await loggedIn(h, email, options);
  await addBooks(client, productIds);
  return client;
}

/** Puts these books (one copy each) in the basket of the client's account or guest. */
export async function addBooks(client: TestClient, productIds: readonly number[]): Promise<void> {
  for (const id of productIds) {
    const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(id) });
    expect(added.errors, `adding book ${id}`).toBeUndefined();
  }
}

/**
 * The `skip`-th book of the bookshop (by id), restocked to 20 copies, added to the basket of
 * the logged-in `client`.
 */
export async function restockedBookInBasket(
  h: Harness,
  client: TestClient,
  shop: string,
  skip = 0,
) {
  const { db } = h.database;
  const book = await db
    .selectFrom('products')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(['products.id', 'products.bookshop_id', 'products.title'])
    .where('bookshops.name', '=', shop)
    .orderBy('products.id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  await db.updateTable('products').set({ available: 20 }).where('id', '=', book.id).execute();
  const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
  expect(added.errors, `adding book ${book.id}`).toBeUndefined();
  return book;
}

/**
 * Places a pending order for one book collected in store (its bookshop must offer
 * Shop_pickup) with the basket the logged-in `client` holds; its order number.
 */
export async function placePickupOrder(
  client: TestClient,
  book: { bookshop_id: number },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await tryPickupOrder(client, book, extra);
  const orderNumber = created.data?.createOrder.orderNumber;
  if (orderNumber === undefined) throw new Error(`no order: ${JSON.stringify(created.errors)}`);
  return orderNumber;
}

/**
 * A pending order for one book collected in store, placed by the account on the client it
 * returns.
 */
export async function pendingPickupOrder(
  h: Harness,
  email: string,
  book: { id: number; bookshop_id: number },
  extra: Record<string, unknown> = {},
): Promise<{ client: TestClient; orderNumber: string }> {
  const client = await buyerWith(h, email, [book.id]);
  return { client, orderNumber: await placePickupOrder(client, book, extra) };
}

/** createOrder for one book collected in store, as placePickupOrder, its answer as it is. */
export function tryPickupOrder(
  client: TestClient,
  book: { bookshop_id: number },
  extra: Record<string, unknown> = {},
) {
  return client.graphql<{ createOrder: { orderNumber: string } }>('createOrder', CREATE_ORDER, {
    invoice: false,
    present: false,
    selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
    ...extra,
  });
}

/** createOrder's input for one bookshop's books collected in store, as the wire gives it. */
export function pickupOrderInput(
  book: { bookshop_id: number },
  extra: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return {
    shippingAddressId: null,
    billingAddressId: null,
    notes: '',
    invoice: false,
    present: false,
    selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
    pa: { numero_ordine_acquisto: '', data_ordine_acquisto: '', cig: '', cup: '' },
    paymentMethod: null,
    ...extra,
  };
}

/** The sandbox's card that pays, as its card form takes it. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays the order by card in the sandbox (its intent, then the card form with TEST_CARD). */
export async function payByCard(client: TestClient, orderNumber: string): Promise<void> {
  const intent = await client.post('/api/stripe/create-payment-intent/card/', { orderNumber });
  expect(intent.statusCode, `card intent of ${orderNumber}`).toBe(200);
  const confirmed = await client.post('/api/sandbox/confirm/', {
    clientSecret: intent.json().clientSecret,
    ...TEST_CARD,
  });
  expect(confirmed.json(), `card payment of ${orderNumber}`).toMatchObject({
    status: 'succeeded',
  });
}

/** The order's confirmation page, as the web app reads it (GET /api/conferma-ordine/…, JSON). */
export interface ConfirmationShape {
  status: string;
  /** A cancelled order's money given back (read where a test expects one). */
  refund: { amount: string; pending: boolean };
  /** An order awaiting its transfer: where and what to pay. */
  bankTransfer: Record<string, unknown> | null;
}

/** The order's confirmation page for the client's account (it must answer 200). */
export async function confirmation(
  client: TestClient,
  orderNumber: string,
): Promise<ConfirmationShape> {
  const response = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
    accept: 'application/json',
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The one-time password of the accounts firstLoginStaff makes. */
export const ONE_TIME_PASSWORD = 'Zq7-one-time-Kx2';
let oneTimeHash: Promise<string> | null = null;

/**
 * A staff account of `bookshopId` as the administrator makes one (a one-time password, its
 * change required), logged in with that password on a client of its own: a session that may
 * only choose a new password (ADR 020).
 */
export async function firstLoginStaff(
  h: Harness,
  bookshopId: number,
): Promise<{ client: TestClient; email: string }> {
  oneTimeHash ??= hash(ONE_TIME_PASSWORD, { algorithm: 2 });
  const email = `first.${randomUUID()}@example.com`;
  await h.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await oneTimeHash,
      first_name: 'Prima',
      last_name: 'Volta',
      role: 'staff',
      bookshop_id: bookshopId,
      must_change_password: true,
    })
    .execute();
  const client = h.client();
  const login = await client.login(email, ONE_TIME_PASSWORD);
  expect(login.json(), `first login of ${email}`).toEqual({ email, passwordChangeRequired: true });
  return { client, email };
}
