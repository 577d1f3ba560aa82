import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderPartStatus } from '../../db/types.ts';
import type { Buyer, PurchaseOrder, Seller } from './fatturapa.ts';
import type { CreditedAmounts } from './invoice-amounts.ts';

// What an invoice is made of, read from the database, and the documents written
// (docs/spec/invoices.md).

/** The time zone a document's day and year are counted in. */
export const INVOICES_TIME_ZONE = 'Europe/Rome';

/** An order part as its invoice needs it, its row locked to the end of the transaction. */
export interface PartToInvoice {
  id: number;
  bookshopId: number;
  status: OrderPartStatus;
  invoiceRequested: boolean;
  orderNumber: string;
  discountCents: number;
  shippingCents: number;
  buyer: Buyer | null;
  purchaseOrder: PurchaseOrder | null;
  seller: Seller;
  lines: {
    title: string;
    isbn: string | null;
    used: boolean;
    qty: number;
    rejectedQty: number;
    unitCents: number;
    /** The line's floor under the book-price law (the discount is spread within it). */
    floorCents: number;
  }[];
}

/** The buyer's billing snapshot (orders.billing_address) as the document names its fields. */
function buyerOf(snapshot: unknown): Buyer | null {
  const value: unknown = typeof snapshot === 'string' ? JSON.parse(snapshot) : snapshot;
  if (value === null || typeof value !== 'object') return null;
  const get = (key: string): string => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === 'string' ? field : '';
  };
  const persona = get('persona');
  return {
    persona: persona === 'FIS' || persona === 'GIU' || persona === 'PA' ? persona : 'NONE',
    companyName: get('ragione_sociale'),
    firstName: get('nome'),
    lastName: get('cognome'),
    vatNumber: get('partita_iva'),
    taxCode: get('codice_fiscale'),
    sdiCode: get('codice_destinatario_sdi'),
    pec: get('pec'),
    street: get('indirizzo'),
    postalCode: get('cap'),
    city: get('citta'),
    province: get('provincia_stato'),
    country: get('nazione'),
  };
}

/** The part `partId` with its order, bookshop and lines, locked; null when there is none. */
export async function lockPartToInvoice(tx: Db, partId: number): Promise<PartToInvoice | null> {
  const row = await tx
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
    .select([
      'p.id',
      'p.bookshop_id',
      'p.status',
      'p.discount_cents',
      'p.shipping_cents',
      'o.number',
      'o.invoice',
      'o.billing_address',
      'o.numero_ordine_acquisto',
      sql<string | null>`o.data_ordine_acquisto::text`.as('pa_date'),
      'o.cig',
      'o.cup',
      'b.legal_name',
      'b.vat_number',
      'b.tax_code',
      'b.registered_street',
      'b.registered_postal_code',
      'b.registered_city',
      'b.registered_province',
      'b.registered_country',
    ])
    .where('p.id', '=', partId)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) return null;
  const lines = await tx
    .selectFrom('order_lines as l')
    .innerJoin('products as pr', 'pr.id', 'l.product_id')
    .select([
      'l.title',
      'pr.isbn',
      'pr.condition',
      'l.qty',
      'l.rejected_qty',
      'l.unit_price_cents',
      'l.floor_cents',
    ])
    .where('l.order_part_id', '=', partId)
    .orderBy('l.id')
    .execute();
  const pa = {
    number: row.numero_ordine_acquisto ?? '',
    date: row.pa_date,
    cig: row.cig,
    cup: row.cup,
  };
  return {
    id: Number(row.id),
    bookshopId: Number(row.bookshop_id),
    status: row.status,
    invoiceRequested: row.invoice,
    orderNumber: row.number,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    buyer: buyerOf(row.billing_address),
    purchaseOrder: pa.number || pa.cig || pa.cup ? pa : null,
    seller: {
      legalName: row.legal_name,
      vatNumber: row.vat_number,
      taxCode: row.tax_code,
      street: row.registered_street,
      postalCode: row.registered_postal_code,
      city: row.registered_city,
      province: row.registered_province,
      country: row.registered_country,
    },
    lines: lines.map((l) => ({
      title: l.title,
      isbn: l.isbn,
      used: l.condition === 'USED',
      qty: l.qty,
      rejectedQty: l.rejected_qty,
      unitCents: l.unit_price_cents,
      floorCents: l.floor_cents,
    })),
  };
}

/** Today's day and year where the documents are counted (INVOICES_TIME_ZONE). */
export async function documentDay(tx: Db): Promise<{ day: string; year: number }> {
  const { rows } = await sql<{ day: string; year: number }>`
    SELECT to_char(now() AT TIME ZONE ${INVOICES_TIME_ZONE}, 'YYYY-MM-DD') AS day,
      extract(year FROM now() AT TIME ZONE ${INVOICES_TIME_ZONE})::int AS year`.execute(tx);
  const [today] = rows;
  if (!today) throw new Error('the database gave no day');
  return today;
}

/**
 * The bookshop's next number in `year`: its counter's row taken (created at 1) or moved on
 * by one, and held locked by the transaction until it ends, so that the numbers of the
 * documents committed follow each other with no gap.
 */
export async function nextNumber(tx: Db, bookshopId: number, year: number): Promise<number> {
  const row = await tx
    .insertInto('invoice_counters')
    .values({ bookshop_id: bookshopId, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['bookshop_id', 'year']).doUpdateSet({
        last_number: sql<number>`invoice_counters.last_number + 1`,
      }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** A document as the table keeps it. */
export interface StoredDocument {
  id: number;
  bookshopId: number;
  partId: number;
  kind: 'invoice' | 'credit_note';
  year: number;
  number: number;
  issuedOn: string;
  charged: CreditedAmounts;
  totalCents: number;
  fileName: string;
  xml: string;
  transmissionStatus: 'pending' | 'sent' | 'failed';
  transmissionId: string | null;
}

const DOCUMENT_COLUMNS = [
  'id',
  'bookshop_id',
  'order_part_id',
  'kind',
  'year',
  'number',
  sql<string>`issued_on::text`.as('issued_on'),
  'books_cents',
  'used_books_cents',
  'shipping_cents',
  'total_cents',
  'file_name',
  'xml',
  'transmission_status',
  'transmission_id',
] as const;

interface DocumentRow {
  id: number;
  bookshop_id: number;
  order_part_id: number;
  kind: 'invoice' | 'credit_note';
  year: number;
  number: number;
  issued_on: string;
  books_cents: number;
  used_books_cents: number;
  shipping_cents: number;
  total_cents: number;
  file_name: string;
  xml: string;
  transmission_status: 'pending' | 'sent' | 'failed';
  transmission_id: string | null;
}

function toDocument(row: DocumentRow): StoredDocument {
  return {
    id: Number(row.id),
    bookshopId: Number(row.bookshop_id),
    partId: Number(row.order_part_id),
    kind: row.kind,
    year: row.year,
    number: row.number,
    issuedOn: row.issued_on,
    charged: {
      booksCents: row.books_cents,
      usedCents: row.used_books_cents,
      shippingCents: row.shipping_cents,
    },
    totalCents: row.total_cents,
    fileName: row.file_name,
    xml: row.xml,
    transmissionStatus: row.transmission_status,
    transmissionId: row.transmission_id,
  };
}

/** Whether the part has its invoice (one indexed look, nothing read of it). */
export async function hasInvoice(db: Db, partId: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('order_part_id', '=', partId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row !== undefined;
}

/** The part's documents, the invoice first, then its credit notes in their order. */
export async function documentsOfPart(db: Db, partId: number): Promise<StoredDocument[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(DOCUMENT_COLUMNS)
    .where('order_part_id', '=', partId)
    .orderBy('id')
    .execute();
  return rows.map(toDocument);
}

export async function findDocument(db: Db, id: number): Promise<StoredDocument | null> {
  const row = await db
    .selectFrom('invoices')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDocument(row) : null;
}

/** A document to write down. */
export interface NewDocument {
  bookshopId: number;
  partId: number;
  kind: 'invoice' | 'credit_note';
  invoiceId: number | null;
  refundKey: string | null;
  year: number;
  number: number;
  issuedOn: string;
  charged: CreditedAmounts;
  totalCents: number;
  fileName: string;
  xml: string;
}

export async function insertDocument(tx: Db, doc: NewDocument): Promise<StoredDocument> {
  const row = await tx
    .insertInto('invoices')
    .values({
      bookshop_id: doc.bookshopId,
      order_part_id: doc.partId,
      kind: doc.kind,
      invoice_id: doc.invoiceId,
      refund_key: doc.refundKey,
      year: doc.year,
      number: doc.number,
      issued_on: doc.issuedOn,
      books_cents: doc.charged.booksCents,
      used_books_cents: doc.charged.usedCents,
      shipping_cents: doc.charged.shippingCents,
      total_cents: doc.totalCents,
      file_name: doc.fileName,
      xml: doc.xml,
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toDocument(row);
}
