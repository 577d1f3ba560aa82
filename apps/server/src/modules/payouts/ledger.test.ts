import { outOfPrint } from '../../test/fixtures.ts';
import { randomUUID } from 'node:crypto';
import { paidPickupOrder, shopWithBooks as shopWithBooksOf } from '../../test/paid-orders.ts';
import { describe, expect, it, vi } from 'vitest';
import { staffOf, type NewBookshop } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, MARIO } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE } from '../../test/operations.ts';
import { mailOf } from '../../test/dev-mail.ts';
import { loggedIn } from '../../test/shoppers.ts';

// The bookshops' ledger on the wire (docs/spec/ledger-and-payouts.md): what a sale, a
// rejection, a bookshop's and the platform's codes post, the statement's figures, and who may
// read and change what.

const STATEMENT = `query Statement($from: String!, $to: String!, $bookshopId: ID) {
  bookshopStatement(from: $from, to: $to, bookshopId: $bookshopId) {
    bookshop { id } from to openingBalance sales refunds commission paidOut adjustments balance
    payable nextPayoutDate commissionPercent
    entries { id at kind orderNumber amount note } } }`;
const SET_COMMISSION = `mutation SetCommission($bookshopId: ID!, $percent: Decimal!) {
  setCommission(bookshopId: $bookshopId, percent: $percent) { id } }`;
const RUN_PAYOUTS = `mutation RunPayouts { runPayouts { id amount status method bookshop { id } } }`;
const ADJUST = `mutation Adjust($bookshopId: ID!, $amount: Decimal!, $reason: String!) {
  adjustLedger(bookshopId: $bookshopId, amount: $amount, reason: $reason) { id kind amount note } }`;
const BALANCES = `query Balances { bookshopBalances { bookshop { id } commissionPercent balance payable } }`;
const RUNS = `query Runs { payoutRuns { id payouts { id } hasSepaFile } }`;
const FAILED = `query Failed { failedPayouts { id } }`;
const MONTHS = `query Months($year: Int!) { platformMonths(year: $year) { month commission discountCost } }`;
const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { status } }`;
const CANCEL_PART = `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { status } }`;
const CREATE_CODE = `mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
  createDiscountCode(input: $input) { code } }`;

interface Statement {
  bookshop: { id: string };
  openingBalance: string;
  sales: string;
  refunds: string;
  commission: string;
  paidOut: string;
  adjustments: string;
  balance: string;
  payable: string;
  nextPayoutDate: string;
  commissionPercent: string;
  entries: { kind: string; orderNumber: string | null; amount: string; note: string | null }[];
}

/** Today in Europe/Rome, as the statement's days are. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

describe.each(engines())('the bookshops’ ledger ($name)', (engine) => {
  const h: Harness = engine.setup();

  const shopWithBooks = (prices: readonly number[]) => shopWithBooksOf(h, prices);

  /**
   * A paid pickup order of `copies[i]` copies of each book, the codes added first: the
   * buyer's client, the order's number, its part and lines.
   */
  async function paidOrder(
    books: readonly { id: number; bookshop_id: number }[],
    copies: readonly number[],
    codes: readonly string[] = [],
  ) {
    if (codes.length > 0)
      await outOfPrint(
        h.database.db,
        books.map((b) => b.id),
      );
    return paidPickupOrder(h, books, copies, async (buyer) => {
      const first = books[0]!;
      for (const code of codes) {
        const added = await buyer.client.graphql<{ addDiscountCode: { success: boolean } }>(
          'AddDiscountCode',
          ADD_DISCOUNT_CODE,
          {
            selectedShippings: [{ codelib: String(first.bookshop_id), shipping: 'Shop_pickup' }],
            discountCode: code,
          },
        );
        expect(added.data?.addDiscountCode.success, `code ${code}`).toBe(true);
      }
    });
  }

  async function statementOf(client: TestClient, bookshopId?: number) {
    const answer = await client.graphql<{ bookshopStatement: Statement }>('Statement', STATEMENT, {
      from: today(),
      to: today(),
      ...(bookshopId === undefined ? {} : { bookshopId: String(bookshopId) }),
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.bookshopStatement;
  }

  async function codeFor(bookshop: NewBookshop | null, input: Record<string, unknown>) {
    const admin = await loggedIn(h, ADMIN);
    const code = `L${randomUUID().slice(0, 8).toUpperCase()}`;
    const created = await admin.graphql('CreateDiscountCode', CREATE_CODE, {
      input: { code, ...(bookshop ? { bookshopId: String(bookshop.id) } : {}), ...input },
    });
    expect(created.errors).toBeUndefined();
    return code;
  }

  it('posts a sale and its commission, takes back a rejected line’s, and the statement adds up', async () => {
    const { bookshop, books } = await shopWithBooks([2000, 1200]);
    const order = await paidOrder(books, [1, 2]);
    const staff = await staffOf(h, bookshop);

    let statement = await statementOf(staff);
    expect(statement).toMatchObject({
      bookshop: { id: String(bookshop.id) },
      openingBalance: '0.00',
      sales: '44.00',
      refunds: '0.00',
      commission: '6.60',
      paidOut: '0.00',
      balance: '37.40',
      payable: '0.00',
      commissionPercent: '15.00',
    });
    expect(statement.entries.map((e) => [e.kind, e.orderNumber, e.amount])).toEqual([
      ['SALE', order.orderNumber, '44.00'],
      ['COMMISSION', order.orderNumber, '-6.60'],
    ]);

    const rejected = await staff.graphql('Reject', REJECT, {
      partId: String(order.partId),
      lineIds: [String(order.lines[0]!.id)],
      reason: 'Venduto in negozio',
    });
    expect(rejected.errors).toBeUndefined();
    statement = await statementOf(staff);
    expect(statement).toMatchObject({
      sales: '44.00',
      refunds: '20.00',
      commission: '3.60',
      balance: '20.40',
    });
    expect(statement.entries.slice(2).map((e) => [e.kind, e.amount])).toEqual([
      ['REFUND', '-20.00'],
      ['COMMISSION_REFUND', '3.00'],
    ]);
    const cents = (d: string) => Math.round(Number(d) * 100);
    expect(
      cents(statement.sales) -
        cents(statement.refunds) -
        cents(statement.commission) -
        cents(statement.paidOut),
    ).toBe(cents(statement.balance));

    // The buyer cancels the rest: nothing left to the bookshop.
    const cancelled = await order.buyer.client.graphql('Cancel', CANCEL_PART, {
      partId: String(order.partId),
    });
    expect(cancelled.errors).toBeUndefined();
    statement = await statementOf(staff);
    expect(statement).toMatchObject({ sales: '44.00', refunds: '44.00', commission: '0.00' });
    expect(statement.balance).toBe('0.00');
  });

  it('lowers a sale by the bookshop’s own code, not by the platform’s, which it funds', async () => {
    const { bookshop, books } = await shopWithBooks([3000]);
    const own = await codeFor(bookshop, { kind: 'FIXED', amount: '5.00' });
    const platform = await codeFor(null, { kind: 'PERCENT', percent: 10 });
    const order = await paidOrder(books, [1], [own, platform]);
    const staff = await staffOf(h, bookshop);
    const statement = await statementOf(staff);
    // 30.00 less its own 5.00: 25.00 sold, 3.75 commission; the platform's 10 % of the goods
    // (3.00: each code is reckoned on the goods) is the platform's cost.
    expect(statement).toMatchObject({ sales: '25.00', commission: '3.75', balance: '21.25' });
    const entries = await h.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents', 'platform_discount_cents'])
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'SALE', amount_cents: 2500, platform_discount_cents: 300 },
      { kind: 'COMMISSION', amount_cents: -375, platform_discount_cents: 0 },
    ]);
    const paid = await h.database.db
      .selectFrom('orders')
      .select(['total_cents', 'store_credit_cents'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(paid.total_cents + paid.store_credit_cents).toBe(2500 - 300);
  });

  it('takes the commission the administrator sets, from 0 to 50 %, audited', async () => {
    const { bookshop, books } = await shopWithBooks([1010]);
    const admin = await loggedIn(h, ADMIN);
    for (const bad of ['50.01', '-1', 'dieci', '12.345'])
      expect(
        (
          await admin.graphql('SetCommission', SET_COMMISSION, {
            bookshopId: String(bookshop.id),
            percent: bad,
          })
        ).errors?.[0]?.extensions,
        bad,
      ).toMatchObject({ code: 'INVALID_VALUE', field: 'percent' });
    const set = await admin.graphql('SetCommission', SET_COMMISSION, {
      bookshopId: String(bookshop.id),
      percent: '12.5',
    });
    expect(set.errors).toBeUndefined();
    await paidOrder(books, [1]);
    const statement = await statementOf(admin, bookshop.id);
    // 12.5 % of 10.10 is 1.2625: half up, 1.26.
    expect(statement).toMatchObject({
      commissionPercent: '12.50',
      sales: '10.10',
      commission: '1.26',
    });
    const audit = await h.database.db
      .selectFrom('admin_events')
      .select('detail')
      .where('kind', '=', 'commission_set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ bookshopId: bookshop.id, from: null, to: 1250 });
  });

  it('lets the administrator adjust a ledger with a reason, audited', async () => {
    const { bookshop } = await shopWithBooks([1000]);
    const admin = await loggedIn(h, ADMIN);
    const noReason = await admin.graphql('Adjust', ADJUST, {
      bookshopId: String(bookshop.id),
      amount: '5.00',
      reason: ' ',
    });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_VALUE',
      field: 'reason',
    });
    const adjusted = await admin.graphql('Adjust', ADJUST, {
      bookshopId: String(bookshop.id),
      amount: '-2.50',
      reason: 'Spese di spedizione addebitate due volte',
    });
    expect(adjusted.errors).toBeUndefined();
    const statement = await statementOf(admin, bookshop.id);
    expect(statement).toMatchObject({ adjustments: '-2.50', balance: '-2.50' });
    expect(statement.entries).toEqual([
      expect.objectContaining({
        kind: 'ADJUSTMENT',
        amount: '-2.50',
        note: 'Spese di spedizione addebitate due volte',
      }),
    ]);
  });

  it('gives the statement as a CSV file, formulas written as text, to whom may read it', async () => {
    const { bookshop, books } = await shopWithBooks([1450]);
    const order = await paidOrder(books, [1]);
    const admin = await loggedIn(h, ADMIN);
    await admin.graphql('Adjust', ADJUST, {
      bookshopId: String(bookshop.id),
      amount: '1.00',
      reason: '=HYPERLINK("http://evil.example")',
    });
    const staff = await staffOf(h, bookshop);
    const url = `/api/bookshop/statement.csv?from=${today()}&to=${today()}`;
    const italian = await staff.get(`${url}&format=it`);
    expect(italian.statusCode).toBe(200);
    expect(italian.headers['content-type']).toContain('text/csv');
    const rows = italian.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Data;Voce;Numero ordine;Importo;Nota');
    expect(rows[1]).toMatch(
      new RegExp(`^\\d\\d/\\d\\d/\\d{4} [\\d:]+;Vendita;${order.orderNumber};14,50;$`),
    );
    expect(rows[2]).toContain(';Commissione;');
    expect(rows[2]).toContain(';-2,18;');
    expect(rows[3]).toBe(
      rows[3]!.split(';')[0] + `;Rettifica;;1,00;"'=HYPERLINK(""http://evil.example"")"`,
    );
    const english = await staff.get(`${url}&format=en`);
    expect(english.body).toContain(`,SALE,${order.orderNumber},14.50,`);

    const other = await staffOf(h, (await shopWithBooks([100])).bookshop);
    expect((await h.client().get(url)).statusCode).toBe(401);
    expect((await (await loggedIn(h, MARIO)).get(url)).statusCode).toBe(403);
    expect((await other.get(`${url}&bookshopId=${bookshop.id}`)).statusCode).toBe(403);
    expect((await admin.get(`${url}&bookshopId=${bookshop.id}`)).statusCode).toBe(200);
    expect(
      (await staff.get('/api/bookshop/statement.csv?from=2026-13-01&to=2026-12-31')).statusCode,
    ).toBe(400);
  });

  it('mails last month’s statement to the bookshop’s staff, once', async () => {
    const { bookshop, books } = await shopWithBooks([2500]);
    await paidOrder(books, [1]);
    const staff = await staffOf(h, bookshop);
    // The first of next month: this month is the one just closed.
    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12));
    const monthOf = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d).slice(0, 7);
    expect(await h.app.queueMonthlyStatements(firstOfNext)).toBeGreaterThan(0);
    expect(await h.app.queueMonthlyStatements(firstOfNext)).toBe(0);
    const mail = await vi.waitFor(async () => {
      const found = (await mailOf(staff, bookshop.staffEmail)).filter(
        (m) => m.kind === 'monthly_statement',
      );
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(mail.subject).toContain('estratto conto');
    expect(mail.text).toContain(bookshop.name);
    // 25.00 sold, 3.75 commission: 21.25 at the month's end.
    expect(mail.text).toMatch(/Vendite\W+25,00\s€/);
    expect(mail.text).toMatch(/Saldo finale\W+21,25\s€/);
    expect(mail.text).toContain(`/it/area-libreria/incassi/estratto/${monthOf(now)}/`);
  });

  it('keeps its entries as written: the database refuses to change or delete one', async () => {
    const { bookshop, books } = await shopWithBooks([1000]);
    await paidOrder(books, [1]);
    const { db } = h.database;
    await expect(
      db
        .updateTable('ledger_entries')
        .set({ amount_cents: 1 })
        .where('bookshop_id', '=', bookshop.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('ledger_entries').where('bookshop_id', '=', bookshop.id).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('shows a statement to its bookshop’s staff and the administrator, to no one else', async () => {
    const { bookshop } = await shopWithBooks([1000]);
    const other = await shopWithBooks([1000]);
    const staff = await staffOf(h, bookshop);
    const otherStaff = await staffOf(h, other.bookshop);
    const admin = await loggedIn(h, ADMIN);
    const buyer = await loggedIn(h, MARIO);
    const guest = h.client();
    const ask = (client: TestClient, vars: Record<string, unknown>) =>
      client.graphql('Statement', STATEMENT, { from: today(), to: today(), ...vars });
    const codeOf = async (client: TestClient, vars: Record<string, unknown>) =>
      (await ask(client, vars)).errors?.[0]?.extensions?.code ?? 'OK';
    const theirs = { bookshopId: String(bookshop.id) };
    expect(await codeOf(guest, theirs)).toBe('NOT_LOGGED_IN');
    expect(await codeOf(buyer, theirs)).toBe('FORBIDDEN');
    expect(await codeOf(buyer, {})).toBe('FORBIDDEN');
    expect(await codeOf(otherStaff, theirs)).toBe('FORBIDDEN');
    expect(await codeOf(staff, theirs)).toBe('OK');
    expect(await codeOf(staff, {})).toBe('OK');
    expect(await codeOf(admin, theirs)).toBe('OK');
    expect(await codeOf(admin, {})).toBe('INVALID_VALUE');
    expect(await codeOf(admin, { bookshopId: '999999' })).toBe('NOT_FOUND');
    expect(await codeOf(staff, { from: '2026-02-30' })).toBe('INVALID_VALUE');
    expect(await codeOf(staff, { from: '2026-03-02', to: '2026-03-01' })).toBe('INVALID_VALUE');
    const own = (await ask(otherStaff, {})).data as { bookshopStatement: Statement };
    expect(own.bookshopStatement.bookshop.id).toBe(String(other.bookshop.id));

    // The administrator's operations: nobody else's.
    const adminOnly: [string, string, Record<string, unknown>][] = [
      ['SetCommission', SET_COMMISSION, { bookshopId: String(bookshop.id), percent: '10' }],
      ['RunPayouts', RUN_PAYOUTS, {}],
      ['Adjust', ADJUST, { bookshopId: String(bookshop.id), amount: '1.00', reason: 'prova' }],
      ['Balances', BALANCES, {}],
      ['Runs', RUNS, {}],
      ['Failed', FAILED, {}],
      ['Months', MONTHS, { year: 2026 }],
    ];
    for (const [name, query, vars] of adminOnly) {
      for (const [who, client, code] of [
        ['guest', guest, 'NOT_LOGGED_IN'],
        ['buyer', buyer, 'FORBIDDEN'],
        ['staff', staff, 'FORBIDDEN'],
      ] as const) {
        const answer = await client.graphql(name, query, vars);
        expect(answer.errors?.[0]?.extensions?.code, `${name} as ${who}`).toBe(code);
      }
    }
    for (const [name, query, vars] of adminOnly.filter(([n]) => n !== 'RunPayouts')) {
      const answer = await admin.graphql(name, query, vars);
      expect(answer.errors, `${name} as the administrator`).toBeUndefined();
    }
    const unchanged = await statementOf(admin, bookshop.id);
    expect(unchanged).toMatchObject({ commissionPercent: '10.00', adjustments: '1.00' });
  });
});
