import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { fatturapaSchemaErrors } from '../../test/fatturapa-schema.ts';
import type { TestClient } from '../../test/client.ts';
import { GIULIA, PA } from '../../test/demo-accounts.ts';
import { firstAddressOf, firstBillingOf, setWallet } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { CREATE_ORDER } from '../../test/operations.ts';
import { buyerWith, loggedIn } from '../../test/shoppers.ts';
import { refundPart } from '../payments/refunds.ts';
import { documentsOfPart } from './invoices.repo.ts';
import { creditNoteOfRefund, invoiceOfPart, progressiveOf } from './invoices.service.ts';

// The bookshops' invoices (docs/spec/invoices.md): issued once when a part whose buyer asked
// for one is delivered, numbered per bookshop and year with no gap whatever runs at once,
// downloaded by its bookshop's staff and the administrator, a credit note for each refund of
// an invoiced part.

const CENTRALE = 'Libreria Centrale';
const STAFF = 'staff.centrale@example.com';
const OTHER_STAFF = 'staff.segnalibro@example.com';
const ADMIN = 'admin@example.com';
const MARIO = 'mario.rossi@example.com';
const VAT_NUMBER = '01234567890';

const MOVE = (name: string) =>
  `mutation Move($partId: ID!) { ${name}(partId: $partId) { id status } }`;

for (const engine of engines()) {
  describe(`the bookshops' invoices (${engine.name})`, () => {
    const h = engine.setup();
    let nextBook = 0;

    /** The bookshop's legal identity, complete or (false) without its legal name. */
    async function identity(db: Db, complete = true) {
      await db
        .updateTable('bookshops')
        .set({
          legal_name: complete ? 'Libreria Centrale di Rossi & C. S.n.c.' : null,
          vat_number: VAT_NUMBER,
          tax_code: VAT_NUMBER,
          registered_street: 'Via Roma 1',
          registered_postal_code: '37121',
          registered_city: 'Verona',
          registered_province: 'VR',
          registered_country: 'IT',
        })
        .where('name', '=', CENTRALE)
        .execute();
    }

    /**
     * A part of Libreria Centrale, two copies of one book ordered by `email`: picked up and paid
     * with store credit, or (`administration`) the public administration's deferred payment
     * (MANUAL) with its purchase order, sent by courier.
     */
    async function ordered(email: string, invoice = true, administration = false) {
      const { db } = h.database;
      const all = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.id', 'products.bookshop_id'])
        .where('bookshops.name', '=', CENTRALE)
        .orderBy('products.id')
        .execute();
      const book = all[nextBook++ % all.length]!;
      await db.updateTable('products').set({ available: 20 }).where('id', '=', book.id).execute();
      // Store credit would pay a deferred order at once.
      await setWallet(db, email, administration ? 0 : 1_000_000);
      const client = await buyerWith(h, email, [book.id, book.id]);
      const shipping = administration ? 'Standard' : 'Shop_pickup';
      const created = await client.graphql<{ createOrder: { orderNumber: string } }>(
        'createOrder',
        CREATE_ORDER,
        {
          invoice,
          present: false,
          selectedShippings: [{ codelib: String(book.bookshop_id), shipping }],
          paymentMethod: administration ? 'MANUAL' : 'STORE_CREDIT',
          ...(invoice ? { billingAddress: await firstBillingOf(db, email) } : {}),
          ...(administration
            ? {
                shippingAddressId: await firstAddressOf(db, email),
                numero_ordine_acquisto: 'OA-12/2026',
                cig: 'Z1234567AB',
                cup: 'J12H34000000001',
              }
            : {}),
        },
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const part = await db
        .selectFrom('order_parts as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.order_id', 'o.user_id', 'o.store_credit_cents'])
        .where('o.number', '=', created.data!.createOrder.orderNumber)
        .executeTakeFirstOrThrow();
      return { ...part, id: Number(part.id), orderNumber: created.data!.createOrder.orderNumber };
    }

    /** The staff move the part on: accepted, ready at the counter, collected. */
    async function collected(staff: TestClient, partId: number) {
      for (const step of ['acceptOrderPart', 'markReadyForPickup', 'markCollected']) {
        const moved = await staff.graphql('Move', MOVE(step), { partId: String(partId) });
        expect(moved.errors, `${step}: ${JSON.stringify(moved.errors)}`).toBeUndefined();
      }
    }

    const invoicePath = (partId: number) => `/api/bookshop/parts/${partId}/invoice.xml`;

    it('issues the invoice once, when the part is collected: the bookshop’s next number, the file named for SdI, the official schema’s', async () => {
      const { db } = h.database;
      await identity(db);
      const staff = await loggedIn(h, STAFF);
      const part = await ordered(GIULIA);
      await staff.graphql('Move', MOVE('acceptOrderPart'), { partId: String(part.id) });
      // Not before its books leave.
      expect(await documentsOfPart(db, part.id)).toEqual([]);
      const early = await staff.get(invoicePath(part.id));
      expect([early.statusCode, early.json<{ code: string }>().code]).toEqual([
        409,
        'INVOICE_NOT_YET',
      ]);
      await staff.graphql('Move', MOVE('markReadyForPickup'), { partId: String(part.id) });
      await staff.graphql('Move', MOVE('markCollected'), { partId: String(part.id) });

      const [invoice, ...others] = await documentsOfPart(db, part.id);
      expect(others).toEqual([]);
      expect(invoice).toMatchObject({ kind: 'invoice', transmissionStatus: 'pending' });
      expect(invoice!.fileName).toBe(
        `IT${VAT_NUMBER}_${progressiveOf(invoice!.year, invoice!.number)}.xml`,
      );
      expect(await fatturapaSchemaErrors(invoice!.xml)).toEqual([]);
      expect(invoice!.xml).toContain('<TipoDocumento>TD01</TipoDocumento>');
      expect(invoice!.xml).toContain(`<Numero>${invoice!.number}/${invoice!.year}</Numero>`);
      expect(invoice!.xml).toContain('<CodiceDestinatario>X2M7K9Q</CodiceDestinatario>');
      expect(invoice!.xml).toContain('<Natura>N2.2</Natura>');

      // The download answers the same file, as often as asked, and issues nothing more.
      for (const email of [STAFF, ADMIN]) {
        const answer = await (email === STAFF ? staff : await loggedIn(h, email)).get(
          invoicePath(part.id),
        );
        expect(answer.statusCode, email).toBe(200);
        expect(answer.headers['content-type']).toContain('application/xml');
        expect(answer.headers['content-disposition']).toBe(
          `attachment; filename="${invoice!.fileName}"`,
        );
        expect(answer.body).toBe(invoice!.xml);
      }
      expect(await documentsOfPart(db, part.id)).toHaveLength(1);
      const byId = await staff.get(`/api/bookshop/invoices/${invoice!.id}.xml`);
      expect([byId.statusCode, byId.body]).toEqual([200, invoice!.xml]);
    });

    it('invoices the public administration’s deferred order once shipped: FPA12 to its 6-character office code, split payment, the official schema’s', async () => {
      const { db } = h.database;
      await identity(db);
      const staff = await loggedIn(h, STAFF);
      const part = await ordered(PA, true, true);
      const ship = `mutation Ship($partId: ID!, $carrier: String!, $trackingCode: String!) {
        shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) { id status } }`;
      await staff.graphql('Move', MOVE('acceptOrderPart'), { partId: String(part.id) });
      const shipped = await staff.graphql<{ shipOrderPart: { status: string } }>('Ship', ship, {
        partId: String(part.id),
        carrier: 'BRT',
        trackingCode: 'BRT0001',
      });
      expect(shipped.errors, JSON.stringify(shipped.errors)).toBeUndefined();
      expect(shipped.data?.shipOrderPart.status).toBe('SHIPPED');

      const [invoice, ...others] = await documentsOfPart(db, part.id);
      expect(others).toEqual([]);
      expect(invoice).toMatchObject({ kind: 'invoice' });
      expect(await fatturapaSchemaErrors(invoice!.xml)).toEqual([]);
      expect(invoice!.xml).toContain('<FormatoTrasmissione>FPA12</FormatoTrasmissione>');
      expect(invoice!.xml).toContain('<CodiceDestinatario>UFE7Q2</CodiceDestinatario>');
      expect(invoice!.xml).toContain('<Denominazione>Comune di Esempio</Denominazione>');
      expect(invoice!.xml).toContain('<IdDocumento>OA-12/2026</IdDocumento>');
      expect(invoice!.xml).toContain('<CodiceCIG>Z1234567AB</CodiceCIG>');
      expect(invoice!.xml).toContain('<EsigibilitaIVA>S</EsigibilitaIVA>');
      const download = await staff.get(invoicePath(part.id));
      expect([download.statusCode, download.body]).toEqual([200, invoice!.xml]);
    });

    it('lets only the part’s bookshop staff and the administrator download: 401 a guest, 403 a buyer or other staff, 404 where no invoice was asked for', async () => {
      const { db } = h.database;
      await identity(db);
      const staff = await loggedIn(h, STAFF);
      const part = await ordered(GIULIA);
      await collected(staff, part.id);
      const plain = await ordered(MARIO, false);
      await collected(staff, plain.id);
      const [doc] = await documentsOfPart(db, part.id);
      const status = async (client: TestClient, path: string) =>
        (await client.get(path)).statusCode;
      for (const path of [invoicePath(part.id), `/api/bookshop/invoices/${doc!.id}.xml`]) {
        expect(await status(h.client(), path), `guest ${path}`).toBe(401);
        expect(await status(await loggedIn(h, GIULIA), path), `buyer ${path}`).toBe(403);
        expect(await status(await loggedIn(h, OTHER_STAFF), path), `other ${path}`).toBe(403);
        expect(await status(staff, path), `staff ${path}`).toBe(200);
        expect(await status(await loggedIn(h, ADMIN), path), `admin ${path}`).toBe(200);
      }
      expect(await status(staff, invoicePath(plain.id))).toBe(404);
      expect(await documentsOfPart(db, plain.id)).toEqual([]);
      expect(await status(staff, invoicePath(99_999_999))).toBe(404);
      expect(await status(staff, '/api/bookshop/invoices/abc.xml')).toBe(404);
    });

    it('leaves the invoice for later when the bookshop’s legal data fall short, the move done; the download then says what is missing', async () => {
      const { db } = h.database;
      await identity(db, false);
      const staff = await loggedIn(h, STAFF);
      const part = await ordered(GIULIA);
      await collected(staff, part.id);
      expect(await documentsOfPart(db, part.id)).toEqual([]);
      const refused = await staff.get(invoicePath(part.id));
      expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
        409,
        'INVOICE_SELLER_INCOMPLETE',
      ]);
      // No number was taken by the refusal: the next invoice has the next one.
      const before = await db
        .selectFrom('invoice_counters')
        .select('last_number')
        .where('year', '=', new Date().getUTCFullYear())
        .execute();
      await identity(db);
      const issued = await staff.get(invoicePath(part.id));
      expect(issued.statusCode).toBe(200);
      const [doc] = await documentsOfPart(db, part.id);
      const last = Math.max(0, ...before.map((r) => r.last_number));
      expect(doc!.number).toBe(last + 1);
    });

    it('numbers the invoices of many parts issued at once one after the other, with no gap and none twice', async () => {
      const { db } = h.database;
      await identity(db, false);
      const staff = await loggedIn(h, STAFF);
      const parts = [];
      for (let i = 0; i < 8; i += 1) {
        const part = await ordered(GIULIA);
        await collected(staff, part.id);
        parts.push(part);
      }
      await identity(db);
      // Each part asked for twice at once: one invoice each all the same.
      const issued = await Promise.all(
        [...parts, ...parts].map((part) => invoiceOfPart(db, part.id)),
      );
      const rows = await db
        .selectFrom('invoices')
        .select(['order_part_id', 'number', 'year'])
        .where(
          'order_part_id',
          'in',
          parts.map((p) => p.id),
        )
        .execute();
      expect(rows).toHaveLength(parts.length);
      const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
      for (const i of parts.keys())
        expect(issued[i]!.number).toBe(issued[i + parts.length]!.number);
      // No other document of the year sits in the run: no gap before it either.
      const { year } = rows[0]!;
      const all = await db
        .selectFrom('invoices')
        .select('number')
        .where('year', '=', year)
        .where(
          'bookshop_id',
          '=',
          (
            await db
              .selectFrom('bookshops')
              .select('id')
              .where('name', '=', CENTRALE)
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      const every = all.map((r) => r.number).sort((a, b) => a - b);
      expect(every).toEqual(every.map((_, i) => i + 1));
    });

    it('writes a credit note (TD04) naming the invoice for a refund of an invoiced part, once per refund, never more than was charged', async () => {
      const { db } = h.database;
      await identity(db);
      const staff = await loggedIn(h, STAFF);
      const part = await ordered(GIULIA);
      await collected(staff, part.id);
      const [invoice] = await documentsOfPart(db, part.id);
      // A return of some of the books, as a later refund of the delivered part writes it.
      const owner = { ...part, user_id: Number(part.user_id) };
      await db
        .transaction()
        .execute((tx) => refundPart(tx, owner, 500, `part-${part.id}-return-1`, 'Reso'));
      const [, note] = await documentsOfPart(db, part.id);
      expect(note).toMatchObject({ kind: 'credit_note', totalCents: 500 });
      expect(note!.number).toBeGreaterThan(invoice!.number);
      expect(await fatturapaSchemaErrors(note!.xml)).toEqual([]);
      expect(note!.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
      expect(note!.xml).toContain(
        `<DatiFattureCollegate><IdDocumento>${invoice!.number}/${invoice!.year}</IdDocumento><Data>${invoice!.issuedOn}</Data></DatiFattureCollegate>`,
      );
      expect(note!.xml).toContain('<ImportoTotaleDocumento>5.00</ImportoTotaleDocumento>');
      // The rest of it, then nothing left to credit: a credit note beyond it is refused.
      const rest = invoice!.totalCents - 500;
      await db
        .transaction()
        .execute((tx) => refundPart(tx, owner, rest, `part-${part.id}-return-2`, 'Reso'));
      await expect(
        db
          .transaction()
          .execute((tx) =>
            creditNoteOfRefund(tx, part.id, { key: 'beyond', amountCents: 1, reason: 'Reso' }),
          ),
      ).rejects.toThrow(RangeError);
      const notes = (await documentsOfPart(db, part.id)).filter((d) => d.kind === 'credit_note');
      expect(notes.map((d) => d.totalCents)).toEqual([500, rest]);
    });
  });
}
