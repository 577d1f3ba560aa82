import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Language } from '../db/types.ts';
import { TestClient } from './client.ts';
import { ADMIN } from './demo-accounts.ts';
import { userIdOf } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { CHOOSE_PASSWORD, USER_EMAIL } from './operations.ts';
import { loggedIn } from './shoppers.ts';

// Accounts of a test's own: a new email, a client address and a buyer or a bookshop no
// other test uses, so that no test's state (a wallet, a basket, a limit counted per address)
// is another's. The demo accounts (demo-accounts.ts) are for what a test only reads.

/** The password of every account made here (strong enough for the policy of ADR 019). */
export const NEW_ACCOUNT_PASSWORD = 'a long enough passphrase 42';

/** An email no account has yet: `${tag}.${a UUID}@${domain}`. */
export function uniqueEmail(tag = 'new', domain = 'example.com'): string {
  return `${tag}.${randomUUID()}@${domain}`;
}

let addresses = 0;

/**
 * A client address of its own, in a /24 of its own (accounts opened are counted per address
 * and per network: opening-limits.ts), away from the 10.0–10.99 addresses tests write out.
 */
export function newAddress(): string {
  addresses += 1;
  return `10.${200 + (Math.floor(addresses / 250) % 56)}.${addresses % 250}.1`;
}

/** The registration form's body for a new account (an email of its own), as the web app posts it. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: NEW_ACCOUNT_PASSWORD,
    firstName: 'Chiara',
    lastName: 'Esposito',
    language: 'it',
    ...overrides,
  };
}

export interface NewBuyerOptions {
  language?: Language;
  firstName?: string;
  lastName?: string;
  /** The start of its email, to tell the test's accounts apart in a failure. */
  tag?: string;
  /** Cents in a Borsellino of its own (a new account has none). */
  storeCredit?: number;
  /** The app to register on (another instance on the harness's database); the harness's own by default. */
  app?: FastifyInstance;
}

export interface NewBuyer {
  /** Logged in (registering logs in), on an address of its own. */
  client: TestClient;
  email: string;
  userId: number;
  language: Language;
}

/** A new buyer's account (no store credit unless asked, no code used), registered and logged in on a client of its own. */
export async function newBuyer(h: Harness, options: NewBuyerOptions = {}): Promise<NewBuyer> {
  const { db } = h.database;
  const language = options.language ?? 'it';
  const email = uniqueEmail(options.tag ?? 'buyer');
  const client = new TestClient(options.app ?? h.app, { remoteAddress: newAddress() });
  const registered = await client.post(
    '/api/register/',
    registration({
      email,
      language,
      ...(options.firstName === undefined ? {} : { firstName: options.firstName }),
      ...(options.lastName === undefined ? {} : { lastName: options.lastName }),
    }),
  );
  expect(registered.statusCode, `registration of ${email}`).toBe(201);
  const userId = await userIdOf(db, email);
  if (options.storeCredit !== undefined) {
    await db
      .insertInto('wallets')
      .values({ user_id: userId, balance_cents: options.storeCredit })
      .execute();
  }
  return { client, email, userId, language };
}

const CREATE_BOOKSHOP = `mutation CreateBookshop($input: CreateBookshopInput!) {
  createBookshop(input: $input) { bookshop { id } staffEmail oneTimePassword } }`;

export interface NewBookshop {
  id: number;
  name: string;
  /** Its first staff account, which must choose a password at its first login (ADR 020). */
  staffEmail: string;
  oneTimePassword: string;
}

/**
 * A bookshop of the test's own, created as the administrator creates one (admin API: its
 * default shipping, its first staff account with a one-time password).
 */
export async function newBookshop(
  h: Harness,
  input: Record<string, string> = {},
): Promise<NewBookshop> {
  const name = `Libreria ${randomUUID().slice(0, 8)}`;
  const admin = await loggedIn(h, ADMIN);
  const created = await admin.graphql<{
    createBookshop: { bookshop: { id: string }; staffEmail: string; oneTimePassword: string };
  }>('CreateBookshop', CREATE_BOOKSHOP, {
    input: {
      name,
      city: 'Padova',
      countryCode: 'IT',
      description: '',
      staffEmail: uniqueEmail('staff'),
      staffFirstName: 'Nora',
      staffLastName: 'Nuovi',
      ...input,
    },
  });
  expect(created.errors, `creating ${name}`).toBeUndefined();
  if (!created.data) throw new Error(`no bookshop ${name}`);
  const { bookshop, staffEmail, oneTimePassword } = created.data.createBookshop;
  return { id: Number(bookshop.id), name: input.name ?? name, staffEmail, oneTimePassword };
}

/** newBookshop's staff, logged in on a client of its own once it has chosen its password. */
export async function staffOf(h: Harness, bookshop: NewBookshop): Promise<TestClient> {
  const client = h.client({ remoteAddress: newAddress() });
  const login = await client.login(bookshop.staffEmail, bookshop.oneTimePassword);
  expect(login.statusCode, `first login of ${bookshop.staffEmail}`).toBe(200);
  const chosen = await client.graphql('ChoosePassword', CHOOSE_PASSWORD, {
    password: NEW_ACCOUNT_PASSWORD,
  });
  expect(chosen.errors, `password of ${bookshop.staffEmail}`).toBeUndefined();
  return client;
}

/** The email of the account logged in on the client, as the page's header asks it; null for none. */
export async function loggedInAs(client: TestClient): Promise<string | null> {
  const answer = await client.graphql<{ getDjangoUserEmail: string | null }>(
    'GetDjangoUserEmail',
    USER_EMAIL,
  );
  return answer.data?.getDjangoUserEmail ?? null;
}
