import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import { toDecimal } from '@scaffale/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { countStatements, type Db } from '../../db/database.ts';
import type { OrderPartStatus } from '../../db/types.ts';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, PA } from '../../test/demo-accounts.ts';
import {
  emptyBasketOf,
  firstAddressOf,
  firstBillingOf,
  outOfPrint,
  setWallet,
} from '../../test/fixtures.ts';
import { engines, testConfig } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE, ADD_PRODUCT, CREATE_ORDER } from '../../test/operations.ts';
import { buyerWith, loggedIn, placePickupOrder } from '../../test/shoppers.ts';
import { DEFAULT_CONFIRM_HOURS, setConfirmHours } from '../orders/order-state.ts';

// What the bookshop needs to prepare a part (docs/spec/marketplace.md §2): who ordered it, where it
// goes, what they asked, for its bookshop's staff and the administrator only; the order of the
// list; the deadline's length from the configuration; the CSV of a period's parts for the accounts.

const DETAILS = `details { createdAt buyerName buyerEmail notes present
  address { name attenzioneDi telefono email indirizzo indirizzo2 citta provinciaStato cap nazione note }
  pa { numero_ordine_acquisto data_ordine_acquisto cig cup }
  invoice { persona name vatNumber taxCode sdiCode pec street postalCode city province country } }`;
const PART = `id orderNumber status confirmBy ${DETAILS}`;
const BOOKSHOP_ORDERS = `query BookshopOrders($status: OrderPartStatus) {
  bookshopOrders(status: $status) { ${PART} } }`;
const MY_ORDERS = `query MyOrders { myOrders { number parts { ${PART} } } }`;
const ACCEPT = `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { ${PART} } }`;
const CANCEL = `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { ${PART} } }`;
const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { id refunded } }`;

interface Details {
  createdAt: string;
  buyerName: string;
  buyerEmail: string;
  notes: string;
  present: boolean;
  address: Record<string, string> | null;
  pa: Record<string, string | null> | null;
  invoice: Record<string, string> | null;
}
interface PartShape {
  id: string;
  orderNumber: string;
  status: OrderPartStatus;
  confirmBy: string | null;
  details: Details | null;
}

const CENTRALE = 'Libreria Centrale';
const SEGNALIBRO = 'Il Segnalibro';
const STAFF = 'staff.centrale@example.com';
const OTHER_STAFF = 'staff.segnalibro@example.com';
const ADMIN = 'admin@example.com';
const MARIO = 'mario.rossi@example.com';
const LUCA = 'luca.verdi@example.com';
const CSV = '/api/bookshop/parts.csv';
const ENGLISH_HEADER = [
  'order_number',
  'placed_at',
  'bookshop',
  'status',
  'buyer',
  'shipping_type',
  'payment_method',
  'invoice_requested',
  'vat_number',
  'fiscal_code',
  'sdi_code',
  'pec',
  'cig',
  'cup',
  'lines',
  'copies_kept',
  'copies_rejected',
  'goods',
  'discount',
  'shipping',
  'refunded',
  'net',
  'billing_name',
  'billing_address',
  'purchase_order',
  'purchase_order_date',
];
/** The same columns in the Italian form, in the same order. */
const ITALIAN_HEADER = [
  'Numero ordine',
  'Data',
  'Libreria',
  'Stato',
  'Cliente',
  'Consegna',
  'Metodo di pagamento',
  'Fattura richiesta',
  'Partita IVA',
  'Codice fiscale',
  'Codice SDI',
  'PEC',
  'CIG',
  'CUP',
  'Righe',
  'Copie fornite',
  'Copie rifiutate',
  'Merce',
  'Sconto',
  'Spedizione',
  'Rimborsato',
  'Netto',
  'Intestatario fattura',
  'Indirizzo di fatturazione',
  'Ordine di acquisto',
  'Data ordine di acquisto',
];

/** RFC 4180: rows of cells, quoted cells unquoted; the byte-order mark dropped. */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The CSV's rows as records by column name. */
function csvRecords(text: string, separator = ','): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, separator);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

for (const engine of engines()) {
  describe(`an order part's details, the list's order and the CSV (${engine.name})`, () => {
    const h = engine.setup();
    let nextBook = 0;

    afterEach(() => setConfirmHours(DEFAULT_CONFIRM_HOURS));

    /** A book of the bookshop with 20 copies, a different one each call. */
    async function freshBook(shop: string) {
      const { db } = h.database;
      const all = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.id', 'products.bookshop_id'])
        .where('bookshops.name', '=', shop)
        .orderBy('products.id')
        .execute();
      const book = all[nextBook++ % all.length]!;
      await db.updateTable('products').set({ available: 20 }).where('id', '=', book.id).execute();
      return book;
    }

    /**
     * An order of `count` books of one bookshop placed and paid with store credit (so its part
     * is TO_CONFIRM at once), as the options say; its number and part id.
     */
    async function placed(
      email: string,
      options: {
        shop?: string;
        count?: number;
        courier?: boolean;
        notes?: string;
        present?: boolean;
        code?: string;
        /** An invoice to the buyer's first billing record. */
        invoice?: boolean;
        /** A public administration's deferred payment (MANUAL), with its CIG and CUP. */
        publicAdministration?: {
          cig: string;
          cup: string;
          numero_ordine_acquisto?: string;
          data_ordine_acquisto?: string;
        };
      } = {},
    ) {
      const { db } = h.database;
      const books = [];
      for (let i = 0; i < (options.count ?? 1); i += 1)
        books.push(await freshBook(options.shop ?? CENTRALE));
      const first = books[0]!;
      if (options.code)
        await outOfPrint(
          db,
          books.map((b) => b.id),
        );
      // Store credit pays the order at once, unless it is deferred (MANUAL), which it would hide.
      await setWallet(h.database.db, email, options.publicAdministration ? 0 : 1_000_000);
      const client = await buyerWith(
        h,
        email,
        books.map((b) => b.id),
      );
      const selectedShippings = [
        {
          codelib: String(first.bookshop_id),
          shipping: options.courier ? 'Standard' : 'Shop_pickup',
        },
      ];
      if (options.code) {
        const added = await client.graphql<{ addDiscountCode: { success: boolean } }>(
          'AddDiscountCode',
          ADD_DISCOUNT_CODE,
          { selectedShippings, discountCode: options.code },
        );
        expect(added.data?.addDiscountCode.success).toBe(true);
      }
      const created = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          invoice: options.invoice ?? false,
          present: options.present ?? false,
          notes: options.notes ?? '',
          selectedShippings,
          paymentMethod: options.publicAdministration ? 'MANUAL' : 'STORE_CREDIT',
          ...(options.courier ? { shippingAddressId: await firstAddressOf(db, email) } : {}),
          ...(options.invoice ? { billingAddress: await firstBillingOf(db, email) } : {}),
          ...options.publicAdministration,
        },
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const orderNumber = created.data!.createOrder.orderNumber;
      const part = await db
        .selectFrom('order_parts as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.status', 'o.id as order_id', 'o.created_at'])
        .where('o.number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(part.status).toBe('TO_CONFIRM');
      return { client, orderNumber, partId: String(part.id), orderId: part.order_id, part };
    }

    async function listAs(client: TestClient, status: OrderPartStatus | null = null) {
      const answer = await client.graphql<{ bookshopOrders: PartShape[] }>(
        'BookshopOrders',
        BOOKSHOP_ORDERS,
        { status },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.bookshopOrders;
    }

    /** Moves an order's creation (and its parts' deadline with it) to `at`. */
    async function placedAt(db: Db, orderId: number, at: Date, confirmHours = 48) {
      await db.updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute();
      await db
        .updateTable('order_parts')
        .set({ confirm_by: new Date(at.getTime() + confirmHours * 3600_000) })
        .where('order_id', '=', orderId)
        .execute();
    }

    it('shows the staff of the part’s bookshop and the administrator who ordered it, where it goes and what they asked; its buyer and other staff none of it', async () => {
      const { db } = h.database;
      const courier = await placed(MARIO, {
        courier: true,
        notes: 'Citofonare Rossi, scala B',
        present: true,
      });
      await db
        .updateTable('orders')
        .set({
          numero_ordine_acquisto: 'OA-2026/17',
          data_ordine_acquisto: '2026-01-15',
          cig: 'Z1A2B3C4D5',
        })
        .where('id', '=', courier.orderId)
        .execute();
      const pickup = await placed(MARIO);

      const expected: Details = {
        createdAt: courier.part.created_at.toISOString(),
        buyerName: 'Mario Rossi',
        buyerEmail: MARIO,
        notes: 'Citofonare Rossi, scala B',
        present: true,
        address: {
          name: 'Mario Rossi',
          attenzioneDi: '',
          telefono: '+393401234567',
          email: MARIO,
          indirizzo: 'Via Lecco 12',
          indirizzo2: '',
          citta: 'Milano',
          provinciaStato: 'MI',
          cap: '20124',
          nazione: 'IT',
          note: '',
        },
        pa: {
          numero_ordine_acquisto: 'OA-2026/17',
          data_ordine_acquisto: '2026-01-15',
          cig: 'Z1A2B3C4D5',
          cup: null,
        },
        invoice: null,
      };
      for (const email of [STAFF, ADMIN]) {
        const parts = await listAs(await loggedIn(h, email));
        const seen = parts.find((p) => p.id === courier.partId);
        expect(seen?.details, email).toEqual(expected);
        const seenPickup = parts.find((p) => p.id === pickup.partId);
        expect(seenPickup?.details, email).toEqual({
          createdAt: pickup.part.created_at.toISOString(),
          buyerName: 'Mario Rossi',
          buyerEmail: MARIO,
          notes: '',
          present: false,
          address: null,
          pa: null,
          invoice: null,
        });
      }

      // Another bookshop's staff do not see the part at all; its buyer sees no details.
      const other = await listAs(await loggedIn(h, OTHER_STAFF));
      expect(other.some((p) => p.id === courier.partId)).toBe(false);
      const mine = await courier.client.graphql<{ myOrders: { parts: PartShape[] }[] }>(
        'MyOrders',
        MY_ORDERS,
      );
      expect(mine.errors).toBeUndefined();
      const own = mine.data!.myOrders.flatMap((o) => o.parts);
      expect(own.find((p) => p.id === courier.partId)?.details).toBeNull();
      expect(own.every((p) => p.details === null)).toBe(true);

      // A staff move answers the part with its details; a buyer's cancellation without.
      const staff = await loggedIn(h, STAFF);
      const accepted = await staff.graphql<{ acceptOrderPart: PartShape }>('Accept', ACCEPT, {
        partId: courier.partId,
      });
      expect(accepted.data?.acceptOrderPart.details).toEqual(expected);
      const cancelled = await pickup.client.graphql<{ cancelOrderPart: PartShape }>(
        'Cancel',
        CANCEL,
        { partId: pickup.partId },
      );
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data?.cancelOrderPart.details).toBeNull();
    });

    it('shows the staff and the administrator the billing data of an invoice the buyer asked for: a company’s, an administration’s', async () => {
      const company = await placed(GIULIA, { invoice: true });
      const administration = await placed(PA, {
        invoice: true,
        publicAdministration: { cig: 'Z1234567AB', cup: 'J12H34000000001' },
      });
      for (const email of [STAFF, ADMIN]) {
        const parts = await listAs(await loggedIn(h, email));
        expect(parts.find((p) => p.id === company.partId)?.details?.invoice, email).toEqual({
          persona: 'GIU',
          name: 'Bianchi Traduzioni S.r.l.',
          vatNumber: '04512340482',
          taxCode: '04512340482',
          sdiCode: 'X2M7K9Q',
          pec: 'bianchitraduzioni@pec.it',
          street: 'Via dei Servi 15',
          postalCode: '50122',
          city: 'Firenze',
          province: 'FI',
          country: 'IT',
        });
        const seen = parts.find((p) => p.id === administration.partId)?.details;
        expect(seen?.invoice, email).toMatchObject({
          persona: 'PA',
          name: 'Comune di Esempio',
          taxCode: '80012340164',
          sdiCode: 'UFE7Q2',
        });
        expect(seen?.pa, email).toMatchObject({ cig: 'Z1234567AB', cup: 'J12H34000000001' });
      }
      const other = await listAs(await loggedIn(h, OTHER_STAFF));
      expect(other.some((p) => p.id === company.partId)).toBe(false);
    });

    it('lists the parts to confirm first, oldest first (the earliest deadline), then the others oldest first', async () => {
      const { db } = h.database;
      const first = await placed(MARIO);
      const second = await placed(MARIO);
      const third = await placed(MARIO);
      const done = await placed(MARIO);
      const doneLater = await placed(MARIO);
      // Ids and ages disagree: the second placed is the oldest, the first the newest.
      const base = Date.UTC(2030, 0, 10, 9);
      await placedAt(db, second.orderId, new Date(base));
      await placedAt(db, third.orderId, new Date(base + 3600_000));
      await placedAt(db, first.orderId, new Date(base + 2 * 3600_000));
      await placedAt(db, doneLater.orderId, new Date(base - 2 * 3600_000));
      await placedAt(db, done.orderId, new Date(base - 3600_000));
      await db
        .updateTable('order_parts')
        .set({ status: 'ACCEPTED' })
        .where('order_id', 'in', [done.orderId, doneLater.orderId])
        .execute();

      const mine = [first, second, third, done, doneLater].map((o) => o.partId);
      for (const email of [STAFF, ADMIN]) {
        const ids = (await listAs(await loggedIn(h, email)))
          .map((p) => p.id)
          .filter((id) => mine.includes(id));
        expect(ids, email).toEqual([
          second.partId,
          third.partId,
          first.partId,
          doneLater.partId,
          done.partId,
        ]);
      }
      const toConfirm = (await listAs(await loggedIn(h, STAFF), 'TO_CONFIRM'))
        .map((p) => p.id)
        .filter((id) => mine.includes(id));
      expect(toConfirm).toEqual([second.partId, third.partId, first.partId]);
    });

    it('gives a placed part CONFIRM_HOURS to be confirmed: 48 by default, validated', async () => {
      expect(loadConfig({}).confirmHours).toBe(48);
      expect(loadConfig({ CONFIRM_HOURS: '24' }).confirmHours).toBe(24);
      for (const bad of ['0', '-1', '1.5', 'two days', '10000']) {
        expect(() => loadConfig({ CONFIRM_HOURS: bad }), bad).toThrow(ConfigError);
        expect(() => loadConfig({ CONFIRM_HOURS: bad }), bad).toThrow(/CONFIRM_HOURS/);
      }

      // An app configured for a one-day deadline: a part it places must be confirmed in 24 hours.
      const { db } = h.database;
      const app = await buildApp({ ...testConfig, confirmHours: 24 }, h.database);
      try {
        const book = await freshBook(CENTRALE);
        await setWallet(db, LUCA, 1_000_000);
        await emptyBasketOf(db, LUCA);
        const client = new TestClient(app);
        expect((await client.login(LUCA, DEMO_PASSWORD)).statusCode).toBe(200);
        const added = await client.graphql('AddProduct', ADD_PRODUCT, {
          productId: String(book.id),
        });
        expect(added.errors).toBeUndefined();
        const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STORE_CREDIT' });
        const row = await db
          .selectFrom('order_parts as p')
          .innerJoin('orders as o', 'o.id', 'p.order_id')
          .select(['p.status', 'p.confirm_by', 'o.paid_at', 'o.created_at'])
          .where('o.number', '=', orderNumber)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('TO_CONFIRM');
        const placedAtMs = (row.paid_at ?? row.created_at).getTime();
        expect(row.confirm_by!.getTime() - placedAtMs).toBe(24 * 3600_000);
      } finally {
        await app.close();
      }
    });

    describe('the CSV of a period’s parts', () => {
      const MARCH = { from: '2031-03-01', to: '2031-03-31' };
      // Italian time: 1 March 00:30 is 28 February 23:30 UTC; 1 April 00:00 is 31 March 22:00.
      const START = new Date('2031-02-28T23:30:00Z');
      const END = new Date('2031-03-31T21:59:00Z');
      const AFTER = new Date('2031-03-31T22:00:00Z');
      const BEFORE = new Date('2031-02-28T22:59:00Z');
      let orders: Record<'start' | 'end' | 'after' | 'before' | 'other' | 'pending', string>;
      let discounted: Awaited<ReturnType<typeof placed>>;

      async function csvAs(email: string | null, query: string, lang?: string) {
        const client = email === null ? h.client() : await loggedIn(h, email);
        if (lang) client.cookies.set('user_language', lang);
        return client.get(`${CSV}?${query}`);
      }

      it('answers the staff their bookshop’s parts placed in the period, in euros from cents, quoted and safe for spreadsheets', async () => {
        const { db } = h.database;
        await db
          .updateTable('users')
          .set({ first_name: '=HYPERLINK("http://x")', last_name: 'Verdi, "Luca"' })
          .where('email', '=', LUCA)
          .execute();
        discounted = await placed(LUCA, { count: 2, code: 'SOLOLIBRERIA' });
        const lines = await db
          .selectFrom('order_lines')
          .select(['id', 'line_total_cents'])
          .where('order_part_id', '=', Number(discounted.partId))
          .orderBy('id')
          .execute();
        const rejected = await (
          await loggedIn(h, STAFF)
        ).graphql<{ rejectOrderLines: { refunded: string } }>('Reject', REJECT, {
          partId: discounted.partId,
          lineIds: [String(lines[0]!.id)],
          reason: 'danneggiato',
        });
        expect(rejected.errors).toBeUndefined();
        await placedAt(db, discounted.orderId, START);
        const end = await placed(MARIO, { courier: true });
        await placedAt(db, end.orderId, END);
        const after = await placed(MARIO);
        await placedAt(db, after.orderId, AFTER);
        const before = await placed(MARIO);
        await placedAt(db, before.orderId, BEFORE);
        // Another bookshop's part in the period (Il Segnalibro's books, its vacation aside).
        await db
          .updateTable('bookshops')
          .set({ vacation_end: null })
          .where('name', '=', SEGNALIBRO)
          .execute();
        const other = await placed(MARIO, { shop: SEGNALIBRO });
        await placedAt(db, other.orderId, END);
        // An order still at checkout (never placed: no store credit pays it) in the period.
        await setWallet(db, MARIO, 0);
        const book = await freshBook(CENTRALE);
        const pendingClient = await buyerWith(h, MARIO, [book.id]);
        const pending = await placePickupOrder(pendingClient, book);
        const pendingRow = await db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where('number', '=', pending)
          .executeTakeFirstOrThrow();
        await placedAt(db, pendingRow.id, END);
        expect(pendingRow.status).toBe('pending');
        orders = {
          start: discounted.orderNumber,
          end: end.orderNumber,
          after: after.orderNumber,
          before: before.orderNumber,
          other: other.orderNumber,
          pending,
        };

        const answer = await csvAs(STAFF, `from=${MARCH.from}&to=${MARCH.to}&format=en`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
        expect(answer.headers['content-disposition']).toMatch(
          /^attachment; filename="[\w.-]+\.csv"$/,
        );
        expect(answer.headers['cache-control']).toBe('no-store');
        // CRLF line ends (RFC 4180).
        expect(answer.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const [header] = parseCsv(answer.body);
        expect(header).toEqual(ENGLISH_HEADER);
        const records = csvRecords(answer.body);
        expect(records.map((r) => r.order_number)).toEqual([orders.start, orders.end]);

        const part = await db
          .selectFrom('order_parts')
          .selectAll()
          .where('id', '=', Number(discounted.partId))
          .executeTakeFirstOrThrow();
        expect(part.discount_cents).toBe(500);
        expect(part.refunded_cents).toBeGreaterThan(0);
        const goods = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
        expect(part.goods_cents).toBe(goods);
        expect(records[0]).toEqual({
          order_number: orders.start,
          placed_at: '2031-03-01 00:30:00',
          bookshop: CENTRALE,
          status: 'TO_CONFIRM',
          // A cell a spreadsheet would run as a formula is written as text.
          buyer: `'=HYPERLINK("http://x") Verdi, "Luca"`,
          shipping_type: 'Shop_pickup',
          payment_method: 'STORE_CREDIT',
          invoice_requested: 'no',
          vat_number: '',
          fiscal_code: '',
          sdi_code: '',
          pec: '',
          cig: '',
          cup: '',
          goods: toDecimal(goods),
          discount: '5.00',
          shipping: '0.00',
          refunded: toDecimal(part.refunded_cents),
          net: toDecimal(goods - 500 - part.refunded_cents),
          lines: '2',
          // One copy of each line: the first rejected.
          copies_kept: '1',
          copies_rejected: '1',
          billing_name: '',
          billing_address: '',
          purchase_order: '',
          purchase_order_date: '',
        });
        // The raw text quotes what needs it, doubling the quotes inside.
        expect(answer.body).toContain(`"'=HYPERLINK(""http://x"") Verdi, ""Luca"""`);
        expect(records[1]).toMatchObject({
          order_number: orders.end,
          placed_at: '2031-03-31 23:59:00',
          buyer: 'Mario Rossi',
          shipping_type: 'Standard',
          lines: '1',
          copies_kept: '1',
          copies_rejected: '0',
        });
        expect(records[1]!.shipping).toMatch(/^[1-9]\d*\.\d{2}$/);
        for (const r of records)
          for (const money of [r.goods, r.discount, r.shipping, r.refunded, r.net])
            expect(money).toMatch(/^\d+\.\d{2}$/);
      });

      it('answers the administrator every bookshop’s parts, or one bookshop’s', async () => {
        const period = `from=${MARCH.from}&to=${MARCH.to}&format=en`;
        const all = csvRecords((await csvAs(ADMIN, period)).body);
        expect(all.map((r) => r.order_number)).toEqual([orders.start, orders.end, orders.other]);
        expect(all[2]!.bookshop).toBe(SEGNALIBRO);
        const segnalibro = await h.database.db
          .selectFrom('bookshops')
          .select('id')
          .where('name', '=', SEGNALIBRO)
          .executeTakeFirstOrThrow();
        const one = await csvAs(ADMIN, `${period}&bookshopId=${segnalibro.id}`);
        expect(csvRecords(one.body).map((r) => r.order_number)).toEqual([orders.other]);
        // The other bookshop's staff get theirs only.
        const theirs = await csvAs(OTHER_STAFF, period);
        expect(csvRecords(theirs.body).map((r) => r.order_number)).toEqual([orders.other]);
        // A single day, and a period with nothing in it: the header alone.
        const day = await csvAs(STAFF, 'from=2031-03-31&to=2031-03-31&format=en');
        expect(csvRecords(day.body).map((r) => r.order_number)).toEqual([orders.end]);
        const empty = await csvAs(STAFF, 'from=2031-05-01&to=2031-05-31&format=en');
        expect(parseCsv(empty.body)).toHaveLength(1);
      });

      it('refuses a guest (401), a buyer (403), staff asking for another bookshop (404) and a bad period (400, translated)', async () => {
        const period = `from=${MARCH.from}&to=${MARCH.to}`;
        const guest = await csvAs(null, period);
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
        const buyer = await csvAs(MARIO, period);
        expect(buyer.statusCode).toBe(403);
        expect(buyer.json()).toMatchObject({ code: 'FORBIDDEN' });
        const segnalibro = await h.database.db
          .selectFrom('bookshops')
          .select('id')
          .where('name', '=', SEGNALIBRO)
          .executeTakeFirstOrThrow();
        const foreign = await csvAs(STAFF, `${period}&bookshopId=${segnalibro.id}`);
        expect(foreign.statusCode).toBe(404);
        const missing = await csvAs(ADMIN, `${period}&bookshopId=999999`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual(foreign.json());

        const bad = [
          '',
          'from=2031-03-01',
          'from=2031-03-31&to=2031-03-01',
          'from=2031-02-30&to=2031-03-01',
          'from=01/03/2031&to=2031-03-31',
          'from=2030-01-01&to=2031-03-31',
          `${period}&bookshopId=abc`,
          `${period}&format=xls`,
          `${period}&format=IT`,
        ];
        for (const query of bad) {
          const answer = await csvAs(STAFF, query);
          expect(answer.statusCode, query).toBe(400);
          expect(answer.json(), query).toMatchObject({ code: 'INVALID_VALUE' });
        }
        const italian = (await csvAs(STAFF, 'from=x&to=y', 'it')).json<{ detail: string }>();
        const english = (await csvAs(STAFF, 'from=x&to=y', 'en')).json<{ detail: string }>();
        expect(italian.detail).not.toBe(english.detail);
        // Nothing is in the answer but the refusal.
        expect(JSON.stringify(buyer.json())).not.toContain(orders.start);
      });

      it('gives an Italian account the Italian form (semicolons, decimal commas, Italian words), the English one on request, the same figures in both', async () => {
        const query = `from=${MARCH.from}&to=${MARCH.to}`;
        // The account's language chooses, not the page's.
        const italian = await csvAs(STAFF, query, 'en');
        expect(italian.statusCode).toBe(200);
        expect(italian.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
        // UTF-8 behind a byte-order mark, without which Excel misreads the accents.
        expect([...italian.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(italian.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const [header] = parseCsv(italian.body, ';');
        expect(header).toEqual(ITALIAN_HEADER);
        const rows = csvRecords(italian.body, ';');
        expect(rows.map((r) => r['Numero ordine'])).toEqual([orders.start, orders.end]);
        expect(rows[0]).toMatchObject({
          Data: '01/03/2031 00:30:00',
          Libreria: CENTRALE,
          Stato: 'Da confermare',
          // Still written as text, never run as a formula.
          Cliente: `'=HYPERLINK("http://x") Verdi, "Luca"`,
          Consegna: 'Ritiro in libreria',
          'Metodo di pagamento': 'Borsellino',
          'Fattura richiesta': 'No',
          'Partita IVA': '',
          Righe: '2',
          Sconto: '5,00',
          Spedizione: '0,00',
        });
        // A comma needs no quotes between semicolons; a quote still does, doubled.
        expect(italian.body).toContain(`;"'=HYPERLINK(""http://x"") Verdi, ""Luca""";`);
        expect(rows[1]).toMatchObject({
          Data: '31/03/2031 23:59:00',
          Cliente: 'Mario Rossi',
          Consegna: 'Standard',
        });
        expect(rows[1]!.Spedizione).toMatch(/^[1-9]\d*,\d{2}$/);
        const italianAmounts = ['Merce', 'Sconto', 'Spedizione', 'Rimborsato', 'Netto'];
        for (const row of rows)
          for (const column of italianAmounts) expect(row[column]).toMatch(/^\d+,\d{2}$/);

        // Parsed back, the Italian file says what the English one says.
        const english = await csvAs(STAFF, `${query}&format=en`);
        expect(parseCsv(english.body)[0]).toEqual(ENGLISH_HEADER);
        const records = csvRecords(english.body);
        expect(records).toHaveLength(rows.length);
        rows.forEach((row, i) => {
          const record = records[i]!;
          expect(row['Numero ordine']).toBe(record.order_number);
          expect(row.Righe).toBe(record.lines);
          expect(italianAmounts.map((column) => row[column]!.replace(',', '.'))).toEqual(
            ['goods', 'discount', 'shipping', 'refunded', 'net'].map((column) => record[column]),
          );
        });
        // Named, the Italian form is the same file.
        expect((await csvAs(STAFF, `${query}&format=it`)).body).toBe(italian.body);
      });

      it('gives an account in another language the English form, the Italian one on request', async () => {
        const query = 'from=2031-05-01&to=2031-05-31';
        const french = await csvAs('staff.quai@example.com', query, 'it');
        expect(french.statusCode).toBe(200);
        expect([...french.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(parseCsv(french.body)).toEqual([ENGLISH_HEADER]);
        const asked = await csvAs('staff.quai@example.com', `${query}&format=it`);
        expect(parseCsv(asked.body, ';')).toEqual([ITALIAN_HEADER]);
      });

      it('says how each order was paid and, for an invoice, the buyer’s VAT number, fiscal code, SDI code, PEC, CIG and CUP', async () => {
        const { db } = h.database;
        const invoiced = await placed(GIULIA, { invoice: true });
        await placedAt(db, invoiced.orderId, new Date('2031-06-10T10:00:00Z'));
        const administration = await placed(PA, {
          invoice: true,
          publicAdministration: {
            cig: 'Z1234567AB',
            cup: 'J12H34000000001',
            numero_ordine_acquisto: 'OA-7/2031',
            data_ordine_acquisto: '2031-06-02',
          },
        });
        await placedAt(db, administration.orderId, new Date('2031-06-11T10:00:00Z'));
        // Paid by card and the Borsellino together, as the card's flow leaves such an order.
        const mixed = await placed(MARIO);
        await db
          .updateTable('orders')
          .set({ payment_method: 'STRIPE', store_credit_cents: 300 })
          .where('id', '=', mixed.orderId)
          .execute();
        await placedAt(db, mixed.orderId, new Date('2031-06-12T10:00:00Z'));
        const june = 'from=2031-06-01&to=2031-06-30';

        const english = csvRecords((await csvAs(STAFF, `${june}&format=en`)).body);
        const columns = (r: Record<string, string>) => [
          r.order_number,
          r.payment_method,
          r.invoice_requested,
          r.vat_number,
          r.fiscal_code,
          r.sdi_code,
          r.pec,
          r.cig,
          r.cup,
        ];
        expect(english.map(columns)).toEqual([
          [
            invoiced.orderNumber,
            'STORE_CREDIT',
            'yes',
            '04512340482',
            '04512340482',
            'X2M7K9Q',
            'bianchitraduzioni@pec.it',
            '',
            '',
          ],
          [
            administration.orderNumber,
            'MANUAL',
            'yes',
            '00987650165',
            '80012340164',
            'UFE7Q2',
            'protocollo@pec.comune-esempio.it',
            'Z1234567AB',
            'J12H34000000001',
          ],
          [mixed.orderNumber, 'STRIPE+STORE_CREDIT', 'no', '', '', '', '', '', ''],
        ]);

        const italian = csvRecords((await csvAs(STAFF, june)).body, ';');
        expect(italian.map((r) => [r['Metodo di pagamento'], r['Fattura richiesta']])).toEqual([
          ['Borsellino', 'Sì'],
          ['Pagamento differito', 'Sì'],
          ['Carta + Borsellino', 'No'],
        ]);
        expect(english.map((r) => [r.billing_name, r.billing_address])).toEqual([
          ['Bianchi Traduzioni S.r.l.', 'Via dei Servi 15, 50122 Firenze (FI), IT'],
          ['Comune di Esempio', 'Piazza Vecchia 1, 24129 Bergamo (BG), IT'],
          ['', ''],
        ]);
        expect(english.map((r) => [r.purchase_order, r.purchase_order_date])).toEqual([
          ['', ''],
          ['OA-7/2031', '2031-06-02'],
          ['', ''],
        ]);
        expect(italian[1]).toMatchObject({
          'Intestatario fattura': 'Comune di Esempio',
          'Ordine di acquisto': 'OA-7/2031',
          'Data ordine di acquisto': '02/06/2031',
          'Partita IVA': '00987650165',
          'Codice fiscale': '80012340164',
          'Codice SDI': 'UFE7Q2',
          PEC: 'protocollo@pec.comune-esempio.it',
          CIG: 'Z1234567AB',
          CUP: 'J12H34000000001',
        });
      });
    });

    describe('the staff’s list a page at a time', () => {
      const PAGE = `query BookshopOrderPage($status: OrderPartStatus, $search: String, $page: Int,
        $pageSize: Int) { bookshopOrderPage(status: $status, search: $search, page: $page,
          pageSize: $pageSize) { total page pageSize
            items { id orderNumber status bookshop { name } lines { product { id title } } } } }`;
      const ONE = `query BookshopOrderPart($partId: ID!) {
        bookshopOrderPart(partId: $partId) { id orderNumber ${DETAILS} } }`;
      interface Page {
        total: number;
        page: number;
        pageSize: number;
        items: {
          id: string;
          orderNumber: string;
          status: OrderPartStatus;
          bookshop: { name: string };
          lines: { product: { id: string; title: string } }[];
        }[];
      }
      // Jane's parts alone answer a search for this surname.
      const SURNAME = 'Sfogliatella';
      let jane: Awaited<ReturnType<typeof placed>>[] = [];

      async function pageAs(client: TestClient, vars: Record<string, unknown>): Promise<Page> {
        const answer = await client.graphql<{ bookshopOrderPage: Page }>(
          'BookshopOrderPage',
          PAGE,
          vars,
        );
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        return answer.data!.bookshopOrderPage;
      }

      const ids = (page: Page) => page.items.map((p) => p.id);

      it('answers a page of the parts a search matches and how many match: to confirm, then to hand over, then the rest', async () => {
        const { db } = h.database;
        await db
          .updateTable('users')
          .set({ last_name: SURNAME })
          .where('email', '=', JANE)
          .execute();
        jane = [];
        for (let i = 0; i < 5; i += 1) jane.push(await placed(JANE));
        // Placed an hour apart, the first the oldest.
        const base = Date.UTC(2032, 0, 10, 9);
        for (const [i, order] of jane.entries())
          await placedAt(db, order.orderId, new Date(base + i * 3600_000));
        const [a, b, c, d, e] = jane.map((order) => order.partId) as [
          string,
          string,
          string,
          string,
          string,
        ];
        await db
          .updateTable('order_parts')
          .set({ status: 'ACCEPTED' })
          .where('id', 'in', [Number(b), Number(d)])
          .execute();
        await db
          .updateTable('order_parts')
          .set({ status: 'COLLECTED' })
          .where('id', '=', Number(e))
          .execute();
        const staff = await loggedIn(h, STAFF);

        const all = await pageAs(staff, { search: SURNAME.toUpperCase() });
        expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
        expect(ids(all)).toEqual([a, c, b, d, e]);

        // Two at a time, the same order page after page; past the last, no part but the count.
        const pages = [];
        for (const page of [1, 2, 3, 4])
          pages.push(await pageAs(staff, { search: SURNAME, page, pageSize: 2 }));
        expect(pages.map(ids)).toEqual([[a, c], [b, d], [e], []]);
        expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
          [5, 1, 2],
          [5, 2, 2],
          [5, 3, 2],
          [5, 4, 2],
        ]);

        // A state narrows the search; the newest of the rest comes first.
        const accepted = await pageAs(staff, { search: SURNAME, status: 'ACCEPTED' });
        expect([accepted.total, ids(accepted)]).toEqual([2, [b, d]]);
        await db
          .updateTable('order_parts')
          .set({ status: 'COLLECTED' })
          .where('id', '=', Number(d))
          .execute();
        const collected = await pageAs(staff, { search: SURNAME, status: 'COLLECTED' });
        expect(ids(collected)).toEqual([e, d]);
      });

      it('finds a part by part of its order number, its buyer’s email, a book’s title or the first digits of its ISBN', async () => {
        const staff = await loggedIn(h, STAFF);
        const target = jane[2]!;
        const byNumber = await pageAs(staff, { search: target.orderNumber.slice(3).toLowerCase() });
        expect([byNumber.total, ids(byNumber)]).toEqual([1, [target.partId]]);

        const byEmail = await pageAs(staff, { search: JANE.split('@')[0]!.toUpperCase() });
        expect(byEmail.total).toBe(5);

        const [{ product }] = (await pageAs(staff, { search: target.orderNumber })).items[0]!
          .lines as [{ product: { id: string; title: string } }];
        const byTitle = await pageAs(staff, { search: product.title.toLowerCase(), pageSize: 100 });
        expect(ids(byTitle)).toContain(target.partId);
        expect(byTitle.total).toBe(byTitle.items.length);
        for (const part of byTitle.items)
          expect(part.lines.some((l) => l.product.title === product.title)).toBe(true);

        // The first ten digits of its ISBN, typed with a hyphen: every part holding a book
        // whose ISBN starts so, and no other.
        const { db } = h.database;
        const isbnOf = async (id: string) =>
          (
            await db
              .selectFrom('products')
              .select('isbn')
              .where('id', '=', Number(id))
              .executeTakeFirstOrThrow()
          ).isbn ?? '';
        // The demo books have no ISBN: this one is given one no other book starts with.
        const isbn = `978999123456${isbn13CheckDigit('978999123456')}`;
        await db
          .updateTable('products')
          .set({ isbn })
          .where('id', '=', Number(product.id))
          .execute();
        const byIsbn = await pageAs(staff, {
          search: `${isbn.slice(0, 3)}-${isbn.slice(3, 10)}`,
          pageSize: 100,
        });
        expect(ids(byIsbn)).toContain(target.partId);
        for (const part of byIsbn.items) {
          const isbns = await Promise.all(part.lines.map((l) => isbnOf(l.product.id)));
          expect(isbns.some((other) => other.startsWith(isbn.slice(0, 10)))).toBe(true);
        }

        // A wildcard typed in the box means itself.
        expect((await pageAs(staff, { search: '%' })).total).toBe(0);
        expect((await pageAs(staff, { search: '_' })).total).toBe(0);
      });

      it('shows another bookshop’s staff none of a bookshop’s parts, the administrator all; keeps a page within bounds', async () => {
        const other = await pageAs(await loggedIn(h, OTHER_STAFF), { search: SURNAME });
        expect(other).toEqual({ total: 0, page: 1, pageSize: 20, items: [] });
        expect((await pageAs(await loggedIn(h, ADMIN), { search: SURNAME })).total).toBe(5);

        const staff = await loggedIn(h, STAFF);
        expect(await pageAs(staff, { search: SURNAME, page: 0, pageSize: 0 })).toMatchObject({
          total: 5,
          page: 1,
          pageSize: 1,
        });
        expect((await pageAs(staff, { search: SURNAME, pageSize: 1000 })).pageSize).toBe(100);
        // No search and no state: every part of the bookshop, as many as the whole list has.
        const everything = await pageAs(staff, { pageSize: 100 });
        expect(everything.total).toBe((await listAs(staff)).length);
        expect(new Set(ids(everything)).size).toBe(everything.items.length);
      });

      it('reads a page of one part or of five in the same statements, their books and bookshops included', async () => {
        const staff = await loggedIn(h, STAFF);
        const statementsFor = async (pageSize: number) => {
          const { result, count } = await countStatements(() =>
            pageAs(staff, { search: SURNAME, pageSize }),
          );
          expect(result.items).toHaveLength(pageSize);
          expect(result.items.every((part) => part.bookshop.name === CENTRALE)).toBe(true);
          return count;
        };
        const one = await statementsFor(1);
        expect(await statementsFor(5)).toBe(one);
      });

      it('answers one part to the staff of its bookshop and the administrator, as missing to anyone else', async () => {
        const target = jane[0]!;
        for (const email of [STAFF, ADMIN]) {
          const answer = await (
            await loggedIn(h, email)
          ).graphql<{ bookshopOrderPart: PartShape }>('BookshopOrderPart', ONE, {
            partId: target.partId,
          });
          expect(answer.errors, email).toBeUndefined();
          expect(answer.data!.bookshopOrderPart).toMatchObject({
            id: target.partId,
            orderNumber: target.orderNumber,
            details: { buyerEmail: JANE, buyerName: `Jane ${SURNAME}` },
          });
        }
        const refusals: [string | null, string, string][] = [
          [OTHER_STAFF, target.partId, 'NOT_FOUND'],
          [STAFF, '99999999', 'NOT_FOUND'],
          [STAFF, 'x', 'NOT_FOUND'],
          [MARIO, target.partId, 'FORBIDDEN'],
          [null, target.partId, 'NOT_LOGGED_IN'],
        ];
        for (const [email, partId, code] of refusals) {
          const client = email === null ? h.client() : await loggedIn(h, email);
          const answer = await client.graphql('BookshopOrderPart', ONE, { partId });
          expect(answer.errors?.[0]?.extensions?.code, `${email} ${partId}`).toBe(code);
          expect(answer.data).toBeNull();
        }
      });
    });
  });
}
