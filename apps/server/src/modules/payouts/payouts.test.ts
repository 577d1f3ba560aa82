import { newBookIds } from '../../test/fixtures.ts';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { openDatabase, type Database } from '../../db/database.ts';
import type { TestDatabase } from '../../db/test-databases.ts';
import { NEW_ACCOUNT_PASSWORD, newBookshop, newBuyer, staffOf } from '../../test/accounts.ts';
import { TestClient } from '../../test/client.ts';
import { ADMIN, DEMO_PASSWORD } from '../../test/demo-accounts.ts';
import {
  startPaymentStandIn,
  type PaymentStandIn,
} from '../../test/doubles/payment-providers/stand-in.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { addBooks, payByCard, placePickupOrder } from '../../test/shoppers.ts';
import { runPayouts, type PayoutRails } from './payouts.ts';
import { payoutRailsOf } from './rails.ts';
import { stripeConnectRail, type ConnectRail } from './stripe-connect.ts';

// Payouts (docs/spec/ledger-and-payouts.md §3): a delivered part's money is paid once its hold
// has passed, exactly once however many runs overlap — on two app instances and two
// connection pools at once —, a payout the provider refuses is reversed and paid by the
// next run, and money taken back after a payout is netted by the next one. Stripe Connect
// through the official SDK against the local stand-in.

const RUN_PAYOUTS = `mutation RunPayouts { runPayouts { id amount status method bookshop { id } } }`;
const FAILED = `query Failed { failedPayouts { id amount error bookshop { id } } }`;
const RUNS = `query Runs { payoutRuns(limit: 5) { id payouts { id status } hasSepaFile } }`;
const ACCEPT = `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { status } }`;
const READY = `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { status } }`;
const COLLECTED = `mutation Collected($partId: ID!) { markCollected(partId: $partId) { status } }`;
const ADJUST = `mutation Adjust($bookshopId: ID!, $amount: Decimal!, $reason: String!) {
  adjustLedger(bookshopId: $bookshopId, amount: $amount, reason: $reason) { id } }`;

interface PayoutAnswer {
  id: string;
  amount: string;
  status: string;
  method: string;
  bookshop: { id: string };
}

describe.each(engines())('payouts ($name)', (engine) => {
  const h: Harness = engine.setup();
  let standIn: PaymentStandIn;
  let app: FastifyInstance;
  let otherApp: FastifyInstance;
  let otherPool: Database;
  let rails: PayoutRails;
  let connectRail: ConnectRail;

  beforeAll(async () => {
    standIn = await startPaymentStandIn();
    connectRail = stripeConnectRail({
      secretKey: standIn.stripe.secretKey,
      ...standIn.stripeConnection,
    });
    // Two app instances, as two server processes would be, and a pool of connections more.
    app = await h.secondApp({ connectRail });
    otherApp = await h.secondApp({ connectRail });
    otherPool = await openDatabase({ url: (h.database as TestDatabase).url });
    rails = payoutRailsOf({
      connect: connectRail,
      debtor: { name: 'Scaffale', iban: 'IT60X0542811101000000123456', bic: null },
      payeeOf: () => Promise.resolve(null),
    });
  });
  afterAll(async () => {
    await otherPool?.close();
    await standIn?.close();
  });

  async function clientOf(on: FastifyInstance, email: string, password = DEMO_PASSWORD) {
    const client = new TestClient(on, { remoteAddress: `10.9.${randomInt()}.${randomInt()}` });
    const login = await client.login(email, password);
    expect(login.statusCode).toBe(200);
    return client;
  }

  function randomInt() {
    return Math.floor(Math.random() * 250) + 1;
  }

  /** A bookshop of the test's own with a book, paid through a connected account it onboarded. */
  async function connectedShop() {
    const bookshop = await newBookshop(h);
    const accountId = await connectRail.createAccount({
      bookshopId: bookshop.id,
      email: bookshop.staffEmail,
      country: 'IT',
    });
    standIn.stripe.connect.completeOnboarding(accountId);
    await h.database.db
      .updateTable('bookshops')
      .set({ stripe_account_id: accountId })
      .where('id', '=', bookshop.id)
      .execute();
    const [book] = await h.database.db
      .insertInto('products')
      .values({
        bookshop_id: bookshop.id,
        book_id: (await newBookIds(h.database.db, ['Libro']))[0] ?? 0,
        title: `Libro ${bookshop.name}`,
        slug: `libro-${randomUUID()}`,
        price_cents: 2000,
        weight_grams: 300,
        available: 100,
      })
      .returning(['id', 'bookshop_id'])
      .execute();
    return { bookshop, accountId, book: book!, staff: await staffOf(h, bookshop) };
  }

  /** A paid pickup order of the book, collected: its part's id. */
  async function collectedPart(shop: Awaited<ReturnType<typeof connectedShop>>) {
    const buyer = await newBuyer(h);
    await addBooks(buyer.client, [shop.book.id]);
    const orderNumber = await placePickupOrder(buyer.client, shop.book);
    await payByCard(buyer.client, orderNumber);
    const part = await vi.waitFor(async () => {
      const found = await h.database.db
        .selectFrom('order_parts as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.status'])
        .where('o.number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(found.status).toBe('TO_CONFIRM');
      return found;
    });
    for (const [name, query] of [
      ['Accept', ACCEPT],
      ['Ready', READY],
      ['Collected', COLLECTED],
    ] as const)
      expect(
        (await shop.staff.graphql(name, query, { partId: String(part.id) })).errors,
      ).toBeUndefined();
    return part.id;
  }

  /** The part's hold has passed: delivered more than PAYOUT_HOLD_DAYS (14) ago. */
  async function holdPassed(partId: number) {
    await h.database.db
      .updateTable('order_parts')
      .set({ delivered_at: sql<Date>`now() - interval '15 days'` })
      .where('id', '=', partId)
      .execute();
  }

  async function balanceOf(bookshopId: number) {
    const { rows } = await sql<{ sum: number }>`
      SELECT COALESCE(SUM(amount_cents), 0)::int AS sum FROM ledger_entries
      WHERE bookshop_id = ${bookshopId}`.execute(h.database.db);
    return rows[0]!.sum;
  }

  async function payoutsOf(bookshopId: number) {
    return h.database.db
      .selectFrom('payouts')
      .select(['id', 'amount_cents', 'status', 'method'])
      .where('bookshop_id', '=', bookshopId)
      .orderBy('id')
      .execute();
  }

  it('pays a delivered part’s money once its hold has passed, once however many runs overlap', async () => {
    const shops = [await connectedShop(), await connectedShop(), await connectedShop()];
    standIn.stripe.connect.setPlatformBalance(10_000_000);
    const parts = [];
    for (const shop of shops) parts.push(await collectedPart(shop));
    const admin = await clientOf(app, ADMIN);

    // Collected just now: held for the buyer's 14 days.
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    for (const shop of shops) expect(await payoutsOf(shop.bookshop.id)).toEqual([]);
    for (const partId of parts) await holdPassed(partId);

    // Sixteen runs at once: over HTTP on two app instances, and on two connection pools.
    const otherAdmin = await clientOf(otherApp, ADMIN);
    const runs = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        [
          () => admin.graphql<{ runPayouts: PayoutAnswer[] }>('RunPayouts', RUN_PAYOUTS),
          () => otherAdmin.graphql<{ runPayouts: PayoutAnswer[] }>('RunPayouts', RUN_PAYOUTS),
          () => runPayouts(h.database.db, rails, null),
          () => runPayouts(otherPool.db, rails, null),
        ][i % 4]!(),
      ),
    );
    for (const run of runs) if ('errors' in run) expect(run.errors).toBeUndefined();
    for (const shop of shops) {
      // 20.00 sold, 3.00 commission: 17.00, once.
      expect(await payoutsOf(shop.bookshop.id)).toEqual([
        expect.objectContaining({ amount_cents: 1700, status: 'paid', method: 'stripe' }),
      ]);
      const transfers = standIn.stripe.connect.listTransfers(shop.accountId);
      expect(transfers.map((t) => t.amount)).toEqual([1700]);
      expect(await balanceOf(shop.bookshop.id)).toBe(0);
      const entries = await h.database.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_cents'])
        .where('bookshop_id', '=', shop.bookshop.id)
        .where('kind', '=', 'PAYOUT')
        .execute();
      expect(entries).toEqual([{ kind: 'PAYOUT', amount_cents: -1700 }]);
    }
  });

  it('reverses a payout the provider refuses, and pays it with the next run', async () => {
    const shop = await connectedShop();
    await holdPassed(await collectedPart(shop));
    standIn.stripe.connect.setPlatformBalance(100); // too little for 17.00
    const admin = await clientOf(app, ADMIN);
    const first = await admin.graphql<{ runPayouts: PayoutAnswer[] }>('RunPayouts', RUN_PAYOUTS);
    expect(
      first.data!.runPayouts.find((p) => p.bookshop.id === String(shop.bookshop.id)),
    ).toMatchObject({
      status: 'failed',
      amount: '17.00',
    });
    expect(await balanceOf(shop.bookshop.id)).toBe(1700);
    const failed = await admin.graphql<{
      failedPayouts: { bookshop: { id: string }; error: string }[];
    }>('Failed', FAILED);
    expect(failed.data!.failedPayouts.some((p) => p.bookshop.id === String(shop.bookshop.id))).toBe(
      true,
    );

    standIn.stripe.connect.setPlatformBalance(10_000_000);
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect((await payoutsOf(shop.bookshop.id)).map((p) => [p.amount_cents, p.status])).toEqual([
      [1700, 'failed'],
      [1700, 'paid'],
    ]);
    expect(standIn.stripe.connect.listTransfers(shop.accountId).map((t) => t.amount)).toEqual([
      1700,
    ]);
    expect(await balanceOf(shop.bookshop.id)).toBe(0);
    const kinds = await h.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('bookshop_id', '=', shop.bookshop.id)
      .where('kind', 'in', ['PAYOUT', 'PAYOUT_REVERSAL'])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'PAYOUT', amount_cents: -1700 },
      { kind: 'PAYOUT_REVERSAL', amount_cents: 1700 },
      { kind: 'PAYOUT', amount_cents: -1700 },
    ]);
  });

  it('nets money taken back after a payout from the next one', async () => {
    const shop = await connectedShop();
    standIn.stripe.connect.setPlatformBalance(10_000_000);
    await holdPassed(await collectedPart(shop));
    const admin = await clientOf(app, ADMIN);
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect(await balanceOf(shop.bookshop.id)).toBe(0);
    // Taken back after the payout: the balance goes below zero, and no run pays it.
    const adjusted = await admin.graphql('Adjust', ADJUST, {
      bookshopId: String(shop.bookshop.id),
      amount: '-5.00',
      reason: 'Reso dopo il pagamento',
    });
    expect(adjusted.errors).toBeUndefined();
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect(await balanceOf(shop.bookshop.id)).toBe(-500);
    expect((await payoutsOf(shop.bookshop.id)).length).toBe(1);
    // The next sale pays 17.00 less the 5.00.
    await holdPassed(await collectedPart(shop));
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect((await payoutsOf(shop.bookshop.id)).map((p) => p.amount_cents)).toEqual([1700, 1200]);
    expect(await balanceOf(shop.bookshop.id)).toBe(0);
    const runs = await admin.graphql<{ payoutRuns: { payouts: { id: string }[] }[] }>('Runs', RUNS);
    expect(runs.errors).toBeUndefined();
  });

  it('onboards a bookshop’s connected account, and pays it only once it can take transfers', async () => {
    const bookshop = await newBookshop(h);
    const [book] = await h.database.db
      .insertInto('products')
      .values({
        bookshop_id: bookshop.id,
        book_id: (await newBookIds(h.database.db, ['Libro']))[0] ?? 0,
        title: `Libro ${bookshop.name}`,
        slug: `libro-${randomUUID()}`,
        price_cents: 2000,
        weight_grams: 300,
        available: 100,
      })
      .returning(['id', 'bookshop_id'])
      .execute();
    const staffOnDefault = await staffOf(h, bookshop);
    const staff = await clientOf(app, bookshop.staffEmail, NEW_ACCOUNT_PASSWORD);
    const ONBOARD = `mutation Onboard { startPayoutOnboarding }`;
    const ACCOUNT = `query Account { payoutAccount { method connected ready ibanApproved } }`;

    // Without Stripe (the sandbox's app): nothing to onboard with.
    const unavailable = await staffOnDefault.graphql('Onboard', ONBOARD);
    expect(unavailable.errors?.[0]?.extensions?.code).toBe('CONNECT_UNAVAILABLE');
    expect((await h.client().graphql('Onboard', ONBOARD)).errors?.[0]?.extensions?.code).toBe(
      'NOT_LOGGED_IN',
    );
    const buyer = await newBuyer(h);
    expect((await buyer.client.graphql('Onboard', ONBOARD)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const link = await staff.graphql<{ startPayoutOnboarding: string }>('Onboard', ONBOARD);
    expect(link.errors).toBeUndefined();
    expect(link.data!.startPayoutOnboarding).toMatch(/^https?:\/\//);
    const again = await staff.graphql<{ startPayoutOnboarding: string }>('Onboard', ONBOARD);
    expect(again.errors).toBeUndefined();
    const { stripe_account_id: accountId } = await h.database.db
      .selectFrom('bookshops')
      .select('stripe_account_id')
      .where('id', '=', bookshop.id)
      .executeTakeFirstOrThrow();
    expect(accountId).toMatch(/^acct_/);
    expect((await staff.graphql('Account', ACCOUNT)).data).toEqual({
      payoutAccount: { method: null, connected: true, ready: false, ibanApproved: false },
    });

    // Onboarding not finished: its money waits.
    standIn.stripe.connect.setPlatformBalance(10_000_000);
    const shop = { bookshop, accountId: accountId!, book: book!, staff: staffOnDefault };
    await holdPassed(await collectedPart(shop));
    const admin = await clientOf(app, ADMIN);
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect(await payoutsOf(bookshop.id)).toEqual([]);

    standIn.stripe.connect.completeOnboarding(accountId!);
    expect((await staff.graphql('Account', ACCOUNT)).data).toEqual({
      payoutAccount: { method: 'stripe', connected: true, ready: true, ibanApproved: false },
    });
    await admin.graphql('RunPayouts', RUN_PAYOUTS);
    expect((await payoutsOf(bookshop.id)).map((p) => [p.amount_cents, p.status])).toEqual([
      [1700, 'paid'],
    ]);
  });

  it('pays a bookshop without Stripe in the run’s SEPA file, and reports its year for DAC7', async () => {
    const bookshop = await newBookshop(h);
    const iban = 'IT36A0301503200000003517230';
    await h.database.db
      .updateTable('bookshops')
      .set({
        legal_name: `${bookshop.name} & Figli S.r.l.`,
        vat_number: '01234567897',
        tax_code: '01234567897',
        iban,
        registered_street: 'Via Roma 1',
        registered_postal_code: '35121',
        registered_city: 'Padova',
        registered_province: 'PD',
        registered_country: 'IT',
      })
      .where('id', '=', bookshop.id)
      .execute();
    const [book] = await h.database.db
      .insertInto('products')
      .values({
        bookshop_id: bookshop.id,
        book_id: (await newBookIds(h.database.db, ['Libro']))[0] ?? 0,
        title: `Libro ${bookshop.name}`,
        slug: `libro-${randomUUID()}`,
        price_cents: 2000,
        weight_grams: 300,
        available: 100,
      })
      .returning(['id', 'bookshop_id'])
      .execute();
    const staff = await staffOf(h, bookshop);
    const shop = { bookshop, accountId: '', book: book!, staff };
    await holdPassed(await collectedPart(shop));

    // The sandbox's app: no Stripe, so the bank.
    const admin = await clientOf(h.app, ADMIN);
    const run = await admin.graphql<{ runPayouts: PayoutAnswer[] }>('RunPayouts', RUN_PAYOUTS);
    expect(run.errors).toBeUndefined();
    expect(run.data!.runPayouts.find((p) => p.bookshop.id === String(bookshop.id))).toMatchObject({
      amount: '17.00',
      method: 'sepa',
      status: 'sent',
    });
    const runs = await admin.graphql<{
      payoutRuns: { id: string; hasSepaFile: boolean; payouts: { id: string }[] }[];
    }>('Runs', RUNS);
    const withFile = runs.data!.payoutRuns.find((r) => r.hasSepaFile)!;
    const file = await admin.get(`/api/admin/payout-runs/${withFile.id}/sepa.xml`);
    expect(file.statusCode).toBe(200);
    const verdict = await validateXML({
      xml: { fileName: 'run.xml', contents: file.body },
      schema: [await readFile(new URL('./schemas/pain.001.001.03.xsd', import.meta.url), 'utf8')],
    });
    expect(verdict.errors).toEqual([]);
    expect(file.body).toContain(`<IBAN>${iban}</IBAN>`);
    expect(file.body).toContain('<InstdAmt Ccy="EUR">17.00</InstdAmt>');
    expect(file.body).toContain('Figli S.r.l.');
    expect((await staff.get(`/api/admin/payout-runs/${withFile.id}/sepa.xml`)).statusCode).toBe(
      403,
    );
    expect(
      (await h.client().get(`/api/admin/payout-runs/${withFile.id}/sepa.xml`)).statusCode,
    ).toBe(401);

    // DAC7: the year's consideration and fees in this quarter, one sale.
    const year = new Date().getUTCFullYear();
    const dac7 = await admin.get(`/api/admin/dac7.csv?year=${year}`);
    expect(dac7.statusCode).toBe(200);
    const [header, ...rows] = dac7.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'bookshop_id,legal_name,vat_number,tax_code,street,postal_code,city,province,country,iban,' +
        'consideration_q1,consideration_q2,consideration_q3,consideration_q4,' +
        'fees_q1,fees_q2,fees_q3,fees_q4,sales',
    );
    const row = rows.find((r) => r.startsWith(`${bookshop.id},`))!.split(',');
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', month: 'numeric' });
    const quarter = Math.floor((Number(month.format(new Date())) - 1) / 3);
    expect(row.slice(1, 10)).toEqual([
      `${bookshop.name} & Figli S.r.l.`,
      '01234567897',
      '01234567897',
      'Via Roma 1',
      '35121',
      'Padova',
      'PD',
      'IT',
      iban,
    ]);
    expect(row[10 + quarter]).toBe('20.00');
    expect(row[14 + quarter]).toBe('3.00');
    expect(row[18]).toBe('1');
    expect((await staff.get(`/api/admin/dac7.csv?year=${year}`)).statusCode).toBe(403);
    expect((await admin.get('/api/admin/dac7.csv?year=dieci')).statusCode).toBe(400);
  });
});
