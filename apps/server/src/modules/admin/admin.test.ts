import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { newBuyer, uniqueEmail } from '../../test/accounts.ts';
import { ADMIN, MARIO, staffEmailOf } from '../../test/demo-accounts.ts';
import { bookOf, userIdOf, walletOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE, ADD_PRODUCT, caller } from '../../test/operations.ts';
import { addBooks, loggedIn, placePickupOrder } from '../../test/shoppers.ts';
import type { AdminEventKind } from './admin.repo.ts';

const CENTRALE = 'Libreria Centrale';
const PAGINE_SPARSE = 'Pagine Sparse';
const BOOKSHOP = `id name city countryCode description closedAt vacationEnd staffEmails`;
const CODE = `code kind percent amount bookshop { id } maxUses usesCount expiresAt expired`;
const ACCOUNT = `email balance entries { id amount reason orderNumber byEmail createdAt }`;
const BANNER = `id position language html active`;

const Q = {
  accountRole: `query AccountRole { accountRole }`,
  adminBookshops: `query AdminBookshops { adminBookshops { ${BOOKSHOP} } }`,
  createBookshop: `mutation CreateBookshop($input: CreateBookshopInput!) {
    createBookshop(input: $input) { bookshop { ${BOOKSHOP} } staffEmail oneTimePassword } }`,
  closeBookshop: `mutation CloseBookshop($id: ID!) { closeBookshop(id: $id) { ${BOOKSHOP} } }`,
  adminOrders: `query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {
    adminOrders(search: $search, status: $status, page: $page) {
      total page pageSize items { number createdAt status paymentMethod totale buyerEmail
        parts { id status bookshop { id } lines { id qty price product { id } } } } } }`,
  adminDiscountCodes: `query AdminDiscountCodes { adminDiscountCodes { ${CODE} } }`,
  createDiscountCode: `mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) { ${CODE} } }`,
  expireDiscountCode: `mutation ExpireDiscountCode($code: String!) {
    expireDiscountCode(code: $code) { ${CODE} } }`,
  discountCodeUses: `query DiscountCodeUses($code: String!) {
    discountCodeUses(code: $code) { email orderNumber amount usedAt } }`,
  storeCreditAccount: `query StoreCreditAccount($email: String!) {
    storeCreditAccount(email: $email) { ${ACCOUNT} } }`,
  adjustStoreCredit: `mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { ${ACCOUNT} } }`,
  adminBanners: `query AdminBanners { adminBanners { ${BANNER} } }`,
  saveBanner: `mutation SaveBanner($id: ID, $input: BannerInput!) {
    saveBanner(id: $id, input: $input) { ${BANNER} } }`,
  deleteBanner: `mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }`,
} as const;
type Operation = keyof typeof Q;

interface BookshopShape {
  id: string;
  name: string;
  closedAt: string | null;
  vacationEnd: string | null;
  staffEmails: string[];
}
interface CodeShape {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percent: number | null;
  amount: string | null;
  bookshop: { id: string } | null;
  maxUses: number | null;
  usesCount: number;
  expiresAt: string | null;
  expired: boolean;
}
interface AccountShape {
  email: string;
  balance: string;
  entries: { amount: string; reason: string; orderNumber: string | null; byEmail: string | null }[];
}
interface BannerShape {
  id: string;
  position: 'header' | 'footer';
  language: string | null;
  html: string;
  active: boolean;
}

const call = caller(Q);

function codeOf(answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) {
  return answer.errors?.[0]?.extensions?.code;
}

async function countOf(db: Db, table: 'bookshops' | 'users' | 'discount_codes' | 'banners') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditOf(db: Db, kind: AdminEventKind) {
  return db
    .selectFrom('admin_events')
    .select(['admin_id', 'detail'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

const NEW_SHOP = {
  name: 'Libreria Nuova',
  city: 'Padova',
  countryCode: 'IT',
  description: 'Una libreria appena aperta.',
  staffFirstName: 'Nora',
  staffLastName: 'Nuovi',
};

for (const engine of engines()) {
  describe(`the administrator (${engine.name})`, () => {
    const h = engine.setup();
    const admin = () => loggedIn(h, ADMIN);

    it('tells each account its role, and a visitor nothing', async () => {
      expect((await call(h.client(), 'accountRole')).data).toEqual({ accountRole: null });
      for (const [email, role] of [
        [MARIO, 'BUYER'],
        [staffEmailOf(CENTRALE), 'STAFF'],
        [ADMIN, 'ADMIN'],
      ] as const) {
        const answer = await call(await loggedIn(h, email), 'accountRole');
        expect(answer.data, email).toEqual({ accountRole: role });
      }
    });

    it('refuses its operations to a visitor, a buyer and staff, changing nothing', async () => {
      const { db } = h.database;
      const buyer = await newBuyer(h, { tag: 'buyer', storeCredit: 0 });
      const before = await Promise.all([
        countOf(db, 'bookshops'),
        countOf(db, 'users'),
        countOf(db, 'discount_codes'),
        walletOf(db, buyer.email),
      ]);
      const tries: [Operation, Record<string, unknown>][] = [
        ['createBookshop', { input: { ...NEW_SHOP, staffEmail: uniqueEmail('intruder') } }],
        ['createDiscountCode', { input: { code: 'INTRUSO', kind: 'PERCENT', percent: 50 } }],
        ['adjustStoreCredit', { email: buyer.email, amount: '99.00', reason: 'x' }],
        ['adminOrders', {}],
      ];
      for (const [who, client, code] of [
        [null, h.client(), 'NOT_LOGGED_IN'],
        [buyer.email, buyer.client, 'FORBIDDEN'],
        [staffEmailOf(CENTRALE), await loggedIn(h, staffEmailOf(CENTRALE)), 'FORBIDDEN'],
      ] as const) {
        for (const [op, vars] of tries) {
          expect(codeOf(await call(client, op, vars)), `${op} as ${who}`).toBe(code);
        }
      }
      expect(
        await Promise.all([
          countOf(db, 'bookshops'),
          countOf(db, 'users'),
          countOf(db, 'discount_codes'),
          walletOf(db, buyer.email),
        ]),
      ).toEqual(before);
    });

    describe('bookshops', () => {
      it('creates a bookshop with its default shipping and its first staff account, whose one-time password works once shown', async () => {
        const { db } = h.database;
        const client = await admin();
        const staffEmail = uniqueEmail('staff.nuova');
        const answer = await call<{
          createBookshop: { bookshop: BookshopShape; staffEmail: string; oneTimePassword: string };
        }>(client, 'createBookshop', { input: { ...NEW_SHOP, staffEmail } });
        expect(answer.errors).toBeUndefined();
        const created = answer.data!.createBookshop;
        expect(created.bookshop).toMatchObject({
          name: 'Libreria Nuova',
          closedAt: null,
          staffEmails: [staffEmail],
        });
        expect(created.staffEmail).toBe(staffEmail);
        expect(created.oneTimePassword.length).toBeGreaterThanOrEqual(16);

        const id = Number(created.bookshop.id);
        const types = await db
          .selectFrom('bookshop_shipping_types')
          .select('shipping_type')
          .where('bookshop_id', '=', id)
          .orderBy('position')
          .execute();
        expect(types.map((t) => t.shipping_type)).toEqual(['Shop_pickup', 'Standard']);
        const rates = await db
          .selectFrom('shipping_rates')
          .select(['shipping_type', 'dest_country', 'price_cents'])
          .where('bookshop_id', '=', id)
          .execute();
        expect(rates.find((r) => r.shipping_type === 'Shop_pickup')?.price_cents).toBe(0);
        expect(rates.some((r) => r.shipping_type === 'Standard' && r.dest_country === 'IT')).toBe(
          true,
        );
        expect(rates.every((r) => r.price_cents >= 0)).toBe(true);

        // Stored as account passwords are: a hash, never the password.
        const user = await db
          .selectFrom('users')
          .select(['password_hash', 'role', 'bookshop_id'])
          .where('email', '=', staffEmail)
          .executeTakeFirstOrThrow();
        expect(user.role).toBe('staff');
        expect(user.bookshop_id).toBe(id);
        expect(user.password_hash).not.toContain(created.oneTimePassword);
        expect(await verify(user.password_hash, created.oneTimePassword)).toBe(true);
        const staff = h.client();
        expect((await staff.login(staffEmail, created.oneTimePassword)).statusCode).toBe(200);
        expect((await call(staff, 'accountRole')).data).toEqual({ accountRole: 'STAFF' });

        const listed = await call<{ adminBookshops: BookshopShape[] }>(client, 'adminBookshops');
        expect(listed.data!.adminBookshops.find((b) => b.id === created.bookshop.id)).toEqual(
          created.bookshop,
        );
        expect(listed.data!.adminBookshops.length).toBeGreaterThanOrEqual(6);
        const [audit] = await auditOf(db, 'bookshop_created');
        expect(audit).toMatchObject({
          admin_id: await userIdOf(db, ADMIN),
          detail: { bookshopId: id, staffEmail },
        });
        expect(JSON.stringify(audit!.detail)).not.toContain(created.oneTimePassword);
      });

      it('refuses a taken email (whatever its case), an unknown country or an empty name, creating nothing', async () => {
        const { db } = h.database;
        const client = await admin();
        const taken = await newBuyer(h, { tag: 'taken' });
        const before = [await countOf(db, 'bookshops'), await countOf(db, 'users')];
        const tries: [Record<string, string>, string][] = [
          [{ staffEmail: taken.email.toUpperCase() }, 'EMAIL_TAKEN'],
          [{ staffEmail: 'not-an-email' }, 'INVALID_VALUE'],
          [{ countryCode: 'XX', staffEmail: uniqueEmail('x1') }, 'INVALID_VALUE'],
          [{ name: '   ', staffEmail: uniqueEmail('x2') }, 'INVALID_VALUE'],
          [{ staffFirstName: '', staffEmail: uniqueEmail('x3') }, 'INVALID_VALUE'],
        ];
        for (const [change, code] of tries) {
          const answer = await call(client, 'createBookshop', {
            input: { ...NEW_SHOP, ...change },
          });
          expect(codeOf(answer), JSON.stringify(change)).toBe(code);
        }
        expect([await countOf(db, 'bookshops'), await countOf(db, 'users')]).toEqual(before);
      });

      it('closes a bookshop: its books are refused in a basket and left out of the totals, whatever its vacation', async () => {
        const { db } = h.database;
        const client = await admin();
        const book = await bookOf(db, PAGINE_SPARSE, 2);
        const { client: buyer } = await newBuyer(h, { tag: 'closed' });
        await addBooks(buyer, [book.id]);

        const closed = await call<{ closeBookshop: BookshopShape }>(client, 'closeBookshop', {
          id: String(book.bookshop_id),
        });
        expect(closed.errors).toBeUndefined();
        expect(closed.data!.closeBookshop.closedAt).not.toBeNull();

        const added = await buyer.graphql('AddProduct', ADD_PRODUCT, {
          productId: String(book.id),
        });
        expect(codeOf(added)).toBe('BOOKSHOP_ON_VACATION');
        const shop = await buyer.graphql<{ getBookshop: { inVacation: boolean } }>(
          'GetBookshop',
          `query GetBookshop($id: ID!) { getBookshop(id: $id) { inVacation } }`,
          { id: String(book.bookshop_id) },
        );
        expect(shop.data!.getBookshop.inVacation).toBe(true);
        const order = await buyer.graphql('createOrder', CREATE_PICKUP, {
          invoice: false,
          present: false,
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }],
          paymentMethod: 'STORE_CREDIT',
        });
        expect(order.errors, 'nothing left to order').toBeDefined();

        // Its staff reopening from holidays does not reopen a closed bookshop.
        const staff = await loggedIn(h, staffEmailOf(PAGINE_SPARSE));
        await staff.graphql(
          'SetVacation',
          `mutation SetVacation { setVacation(until: null) { id } }`,
        );
        expect(
          codeOf(await buyer.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) })),
        ).toBe('BOOKSHOP_ON_VACATION');

        expect(codeOf(await call(client, 'closeBookshop', { id: String(book.bookshop_id) }))).toBe(
          'BOOKSHOP_CLOSED',
        );
        expect(codeOf(await call(client, 'closeBookshop', { id: '999999' }))).toBe('NOT_FOUND');
        expect(await auditOf(db, 'bookshop_closed')).toHaveLength(1);
      });
    });

    it('lists every order with its parts: searched by number or buyer, filtered by a part’s status, paged', async () => {
      const { db } = h.database;
      const book = await bookOf(db, CENTRALE, 2);
      const { client: buyer, email } = await newBuyer(h, { tag: 'orders', storeCredit: 1_000_000 });
      await addBooks(buyer, [book.id]);
      const number = await placePickupOrder(buyer, book, { paymentMethod: 'STORE_CREDIT' });
      const client = await admin();
      type Page = {
        adminOrders: {
          total: number;
          page: number;
          pageSize: number;
          items: {
            number: string;
            status: string;
            paymentMethod: string | null;
            totale: string;
            buyerEmail: string;
            parts: { status: string; lines: { qty: number }[] }[];
          }[];
        };
      };
      const numbers = (answer: { data?: Page | null }) =>
        answer.data!.adminOrders.items.map((o) => o.number);
      const byNumber = await call<Page>(client, 'adminOrders', { search: number.toLowerCase() });
      expect(byNumber.errors).toBeUndefined();
      expect(byNumber.data!.adminOrders.total).toBe(1);
      expect(byNumber.data!.adminOrders.items).toEqual([
        expect.objectContaining({
          number,
          status: 'paid',
          paymentMethod: 'STORE_CREDIT',
          buyerEmail: email,
          parts: [expect.objectContaining({ status: 'TO_CONFIRM', lines: [expect.anything()] })],
        }),
      ]);
      expect(
        numbers(
          await call<Page>(client, 'adminOrders', { search: email.split('@')[0]!.toUpperCase() }),
        ),
      ).toContain(number);
      expect(numbers(await call<Page>(client, 'adminOrders', { search: '%' }))).toEqual([]);
      expect(numbers(await call<Page>(client, 'adminOrders', { status: 'TO_CONFIRM' }))).toContain(
        number,
      );
      expect(numbers(await call<Page>(client, 'adminOrders', { status: 'SHIPPED' }))).not.toContain(
        number,
      );
      const all = await call<Page>(client, 'adminOrders', {});
      expect(all.data!.adminOrders.page).toBe(1);
      expect(all.data!.adminOrders.items[0]!.number).toBe(number);
      const far = await call<Page>(client, 'adminOrders', { page: 1000 });
      expect(far.data!.adminOrders.items).toEqual([]);
      expect(codeOf(await call(client, 'adminOrders', { page: 0 }))).toBe('INVALID_VALUE');
    });

    describe('discount codes', () => {
      it('creates a code a buyer can use at checkout, counts its uses, then expires it: refused after', async () => {
        const { db } = h.database;
        const client = await admin();
        const created = await call<{ createDiscountCode: CodeShape }>(
          client,
          'createDiscountCode',
          {
            input: { code: 'estate25', kind: 'PERCENT', percent: 25, maxUses: 10 },
          },
        );
        expect(created.errors).toBeUndefined();
        expect(created.data!.createDiscountCode).toEqual({
          code: 'ESTATE25',
          kind: 'PERCENT',
          percent: 25,
          amount: null,
          bookshop: null,
          maxUses: 10,
          usesCount: 0,
          expiresAt: null,
          expired: false,
        });

        const book = await bookOf(db, CENTRALE, 2, 1);
        const { client: buyer, email } = await newBuyer(h, { tag: 'code', storeCredit: 1_000_000 });
        await addBooks(buyer, [book.id]);
        const selectedShippings = [{ codelib: String(book.bookshop_id), shipping: 'Shop_pickup' }];
        const applied = await buyer.graphql<{ addDiscountCode: { success: boolean } }>(
          'AddDiscountCode',
          ADD_DISCOUNT_CODE,
          { selectedShippings, discountCode: 'Estate25' },
        );
        expect(applied.data!.addDiscountCode.success).toBe(true);
        const number = await placePickupOrder(buyer, book, { paymentMethod: 'STORE_CREDIT' });

        const listed = await call<{ adminDiscountCodes: CodeShape[] }>(
          client,
          'adminDiscountCodes',
        );
        expect(listed.data!.adminDiscountCodes.find((c) => c.code === 'ESTATE25')?.usesCount).toBe(
          1,
        );
        expect(listed.data!.adminDiscountCodes.map((c) => c.code)).toContain('BENVENUTO10');
        const uses = await call<{
          discountCodeUses: { email: string; orderNumber: string; amount: string }[];
        }>(client, 'discountCodeUses', { code: 'estate25' });
        expect(uses.data!.discountCodeUses).toEqual([
          expect.objectContaining({ email, orderNumber: number }),
        ]);
        expect(Number(uses.data!.discountCodeUses[0]!.amount)).toBeGreaterThan(0);

        const expired = await call<{ expireDiscountCode: CodeShape }>(
          client,
          'expireDiscountCode',
          {
            code: 'ESTATE25',
          },
        );
        expect(expired.data!.expireDiscountCode.expired).toBe(true);
        expect(expired.data!.expireDiscountCode.expiresAt).not.toBeNull();
        const { client: other } = await newBuyer(h, { tag: 'late' });
        await addBooks(other, [book.id]);
        const refused = await other.graphql<{
          addDiscountCode: { success: boolean; errorCode: string };
        }>('AddDiscountCode', ADD_DISCOUNT_CODE, { selectedShippings, discountCode: 'ESTATE25' });
        expect(refused.data!.addDiscountCode).toMatchObject({
          success: false,
          errorCode: 'EXPIRED',
        });
        expect((await auditOf(db, 'discount_code_created')).length).toBe(1);
        expect((await auditOf(db, 'discount_code_expired')).length).toBe(1);
        expect(codeOf(await call(client, 'expireDiscountCode', { code: 'NESSUNO' }))).toBe(
          'NOT_FOUND',
        );
      });

      it('creates a fixed amount for one bookshop, expiring at the end of a day', async () => {
        const { db } = h.database;
        const client = await admin();
        const book = await bookOf(db, 'Libreria del Porto', 1);
        const created = await call<{ createDiscountCode: CodeShape }>(
          client,
          'createDiscountCode',
          {
            input: {
              code: 'PORTO-5',
              kind: 'FIXED',
              amount: '5.00',
              bookshopId: String(book.bookshop_id),
              expiresAt: '2999-06-30',
            },
          },
        );
        expect(created.errors).toBeUndefined();
        expect(created.data!.createDiscountCode).toMatchObject({
          code: 'PORTO-5',
          kind: 'FIXED',
          percent: null,
          amount: '5.00',
          bookshop: { id: String(book.bookshop_id) },
          expiresAt: '2999-06-30T23:59:59.999Z',
          expired: false,
        });
      });

      it('refuses a taken code (whatever its case), a percent out of 1–100, an amount of nothing, creating nothing', async () => {
        const { db } = h.database;
        const client = await admin();
        const before = await countOf(db, 'discount_codes');
        const tries: [Record<string, unknown>, string][] = [
          [{ code: 'benvenuto10', kind: 'PERCENT', percent: 5 }, 'CODE_TAKEN'],
          [{ code: 'ZERO', kind: 'PERCENT', percent: 0 }, 'INVALID_VALUE'],
          [{ code: 'TROPPO', kind: 'PERCENT', percent: 101 }, 'INVALID_VALUE'],
          [{ code: 'NULLA', kind: 'FIXED', amount: '0.00' }, 'INVALID_VALUE'],
          [{ code: 'MENO', kind: 'FIXED', amount: '-1.00' }, 'INVALID_VALUE'],
          [{ code: 'SENZA', kind: 'FIXED' }, 'INVALID_VALUE'],
          [{ code: 'X', kind: 'PERCENT', percent: 10 }, 'INVALID_VALUE'],
          [{ code: 'SPAZI IN MEZZO', kind: 'PERCENT', percent: 10 }, 'INVALID_VALUE'],
          [{ code: 'USI', kind: 'PERCENT', percent: 10, maxUses: 0 }, 'INVALID_VALUE'],
          [
            { code: 'DATA', kind: 'PERCENT', percent: 10, expiresAt: '2999-02-30' },
            'INVALID_VALUE',
          ],
          [{ code: 'NEGOZIO', kind: 'PERCENT', percent: 10, bookshopId: '999999' }, 'NOT_FOUND'],
        ];
        for (const [input, code] of tries) {
          expect(
            codeOf(await call(client, 'createDiscountCode', { input })),
            JSON.stringify(input),
          ).toBe(code);
        }
        expect(await countOf(db, 'discount_codes')).toBe(before);
      });
    });

    describe('store credit', () => {
      it('adjusts a Borsellino with a reason, in the ledger and the audit, never below zero', async () => {
        const { db } = h.database;
        const client = await admin();
        const { email } = await newBuyer(h, { tag: 'credit', storeCredit: 0 });
        const before = await walletOf(db, email);
        const added = await call<{ adjustStoreCredit: AccountShape }>(client, 'adjustStoreCredit', {
          email: email.toUpperCase(),
          amount: '10.50',
          reason: 'Rimborso per un pacco smarrito',
        });
        expect(added.errors).toBeUndefined();
        expect(added.data!.adjustStoreCredit.balance).toBe(((before + 1050) / 100).toFixed(2));
        expect(added.data!.adjustStoreCredit.entries[0]).toEqual({
          id: expect.any(String) as unknown,
          amount: '10.50',
          reason: 'Rimborso per un pacco smarrito',
          orderNumber: null,
          byEmail: ADMIN,
          createdAt: expect.any(String) as unknown,
        });
        const taken = await call<{ adjustStoreCredit: AccountShape }>(client, 'adjustStoreCredit', {
          email,
          amount: '-0.50',
          reason: 'Correzione',
        });
        expect(taken.data!.adjustStoreCredit.entries[0]!.amount).toBe('-0.50');
        expect(await walletOf(db, email)).toBe(before + 1000);

        const beforeRefusals = await walletOf(db, email);
        const refusals: [Record<string, unknown>, string][] = [
          [
            { email, amount: toAmount(-(beforeRefusals + 1)), reason: 'Troppo' },
            'STORE_CREDIT_BELOW_ZERO',
          ],
          [{ email, amount: '0.00', reason: 'Niente' }, 'INVALID_VALUE'],
          [{ email, amount: '1.234', reason: 'Tre decimali' }, 'INVALID_VALUE'],
          [{ email, amount: '5.00', reason: '  ' }, 'INVALID_VALUE'],
          [{ email: uniqueEmail('nessuno'), amount: '5.00', reason: 'Chi?' }, 'NOT_FOUND'],
        ];
        for (const [vars, code] of refusals) {
          expect(codeOf(await call(client, 'adjustStoreCredit', vars)), JSON.stringify(vars)).toBe(
            code,
          );
        }
        expect(await walletOf(db, email)).toBe(beforeRefusals);

        const ledger = await db
          .selectFrom('store_credit_entries')
          .select([(eb) => eb.fn.sum<string>('amount_cents').as('sum')])
          .where('user_id', '=', await userIdOf(db, email))
          .executeTakeFirstOrThrow();
        expect(Number(ledger.sum)).toBe(await walletOf(db, email));
        const audit = await auditOf(db, 'store_credit_adjusted');
        expect(audit).toHaveLength(2);
        expect(audit[0]).toMatchObject({
          admin_id: await userIdOf(db, ADMIN),
          detail: { email, amountCents: 1050, reason: 'Rimborso per un pacco smarrito' },
        });

        const account = await call<{ storeCreditAccount: AccountShape }>(
          client,
          'storeCreditAccount',
          {
            email,
          },
        );
        expect(account.data!.storeCreditAccount.entries.map((e) => e.amount)).toEqual([
          '-0.50',
          '10.50',
        ]);
      });

      it('gives an account without a Borsellino one', async () => {
        const { db } = h.database;
        const client = await admin();
        const [without, alsoWithout] = [await newBuyer(h), await newBuyer(h)];
        const answer = await call<{ adjustStoreCredit: AccountShape }>(
          client,
          'adjustStoreCredit',
          {
            email: without.email,
            amount: '3.00',
            reason: 'Buono per il personale',
          },
        );
        expect(answer.data!.adjustStoreCredit.balance).toBe('3.00');
        expect(await walletOf(db, without.email)).toBe(300);
        const refused = await call(client, 'adjustStoreCredit', {
          email: alsoWithout.email,
          amount: '-1.00',
          reason: 'Nulla da togliere',
        });
        expect(codeOf(refused)).toBe('STORE_CREDIT_BELOW_ZERO');
      });

      it('never takes a Borsellino below zero, however many adjustments run at once', async () => {
        const { db } = h.database;
        const { email } = await newBuyer(h, { tag: 'race', storeCredit: 1000 });
        const clients = await Promise.all(Array.from({ length: 10 }, () => admin()));
        const answers = await Promise.all(
          clients.map((client) =>
            call(client, 'adjustStoreCredit', { email, amount: '-3.00', reason: 'Concorrenza' }),
          ),
        );
        const ok = answers.filter((a) => a.errors === undefined);
        expect(ok).toHaveLength(3);
        expect(answers.filter((a) => codeOf(a) === 'STORE_CREDIT_BELOW_ZERO')).toHaveLength(7);
        expect(await walletOf(db, email)).toBe(100);
        const entries = await db
          .selectFrom('store_credit_entries')
          .select('amount_cents')
          .where('user_id', '=', await userIdOf(db, email))
          .where('reason', '=', 'Concorrenza')
          .execute();
        expect(entries).toHaveLength(3);
      });
    });

    describe('banners', () => {
      it('creates, changes, disables and deletes a banner; its HTML sanitised as the pages show it', async () => {
        const { db } = h.database;
        const client = await admin();
        const created = await call<{ saveBanner: BannerShape }>(client, 'saveBanner', {
          input: {
            position: 'header',
            language: 'es',
            html: '<p>¡Rebajas!<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
            active: true,
          },
        });
        expect(created.errors).toBeUndefined();
        const banner = created.data!.saveBanner;
        expect(banner.html).toBe('<p>¡Rebajas!<img src="x" /></p>');
        const visitor = h.client();
        const shown = await visitor.get('/api/banner/header/', { 'accept-language': 'es' });
        expect(shown.body).toContain('¡Rebajas!');
        expect(shown.body).not.toContain('script');
        const italian = await visitor.get('/api/banner/header/', { 'accept-language': 'it' });
        expect(italian.body).not.toContain('¡Rebajas!');

        const changed = await call<{ saveBanner: BannerShape }>(client, 'saveBanner', {
          id: banner.id,
          input: {
            position: 'header',
            language: 'es',
            html: '<p>¡Rebajas de verano!</p>',
            active: false,
          },
        });
        expect(changed.data!.saveBanner).toMatchObject({ id: banner.id, active: false });
        expect(
          (await visitor.get('/api/banner/header/', { 'accept-language': 'es' })).body,
        ).not.toContain('Rebajas');
        const listed = await call<{ adminBanners: BannerShape[] }>(client, 'adminBanners');
        expect(listed.data!.adminBanners).toContainEqual({
          id: banner.id,
          position: 'header',
          language: 'es',
          html: '<p>¡Rebajas de verano!</p>',
          active: false,
        });

        const before = await countOf(db, 'banners');
        expect(
          codeOf(
            await call(client, 'saveBanner', {
              input: { position: 'footer', language: 'de', html: '<p>Hallo</p>', active: true },
            }),
          ),
        ).toBe('INVALID_VALUE');
        expect(
          codeOf(
            await call(client, 'saveBanner', {
              input: { position: 'footer', language: null, html: '  ', active: true },
            }),
          ),
        ).toBe('INVALID_VALUE');
        expect(
          codeOf(
            await call(client, 'saveBanner', {
              id: '999999',
              input: { position: 'footer', language: null, html: '<p>x</p>', active: true },
            }),
          ),
        ).toBe('NOT_FOUND');
        expect(await countOf(db, 'banners')).toBe(before);

        const deleted = await call<{ deleteBanner: boolean }>(client, 'deleteBanner', {
          id: banner.id,
        });
        expect(deleted.data!.deleteBanner).toBe(true);
        expect(await countOf(db, 'banners')).toBe(before - 1);
        expect(codeOf(await call(client, 'deleteBanner', { id: banner.id }))).toBe('NOT_FOUND');
        expect((await auditOf(db, 'banner_saved')).length).toBe(2);
        expect((await auditOf(db, 'banner_deleted')).length).toBe(1);
      });
    });
  });
}

const CREATE_PICKUP = `mutation createOrder($invoice: Boolean!, $present: Boolean!,
  $selectedShippings: [SelectedShippingInput!], $paymentMethod: PaymentMethodCode) {
  createOrder(invoice: $invoice, present: $present, selectedShippings: $selectedShippings,
    paymentMethod: $paymentMethod) { orderNumber } }`;

function toAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
