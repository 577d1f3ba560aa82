import { keptCharge, lineCharges } from '@scaffale/domain/part-refunds';
import type { Db } from '../../db/database.ts';
import { InvoiceErrors } from './errors.ts';
import { fatturaFileName, fatturaXml, InvoiceDataError, type FatturaInput } from './fatturapa.ts';
import {
  chargedAmounts,
  creditAllocation,
  creditNoteAmounts,
  invoiceAmounts,
  type CreditedAmounts,
  type DocumentAmounts,
  type PartSale,
} from './invoice-amounts.ts';
import {
  documentDay,
  documentsOfPart,
  hasInvoice,
  insertDocument,
  lockPartToInvoice,
  nextNumber,
  type PartToInvoice,
  type StoredDocument,
} from './invoices.repo.ts';

// Issuing a part's invoice, exactly once, and a credit note for each refund of an invoiced
// part (docs/spec/invoices.md §4): each in the transaction of what causes it, under the
// part's row lock, its number the bookshop's next in the year.

/** The part states whose books reached the buyer: the invoice is issued then. */
const DELIVERED = new Set(['SHIPPED', 'COLLECTED']);

/** The most documents a bookshop numbers in a year: the file's progressive holds 3 base-36 digits. */
export const MAX_DOCUMENTS_A_YEAR = 36 ** 3 - 1;

/**
 * The file's 5-character progressive: the year's last two digits, then the number in base
 * 36 on three characters ('26' + '00H' for the 17th of 2026): one per document of the
 * bookshop, never reused.
 */
export function progressiveOf(year: number, number: number): string {
  if (number < 1 || number > MAX_DOCUMENTS_A_YEAR)
    throw new RangeError(`document number ${number} out of the year's range`);
  return `${String(year % 100).padStart(2, '0')}${number.toString(36).toUpperCase().padStart(3, '0')}`;
}

/** The document's number as printed: '17/2026'. */
export function documentNumber(year: number, number: number): string {
  return `${number}/${year}`;
}

/** What the part sold: its copies kept, at their unit prices, less the discount they carry. */
export function saleOf(part: PartToInvoice): PartSale {
  const charges = lineCharges(
    part.lines.map((l) => ({ totalCents: l.qty * l.unitCents, floorCents: l.floorCents })),
    part.discountCents,
  );
  const books = part.lines.map((l) => ({
    title: l.title,
    isbn: l.isbn,
    used: l.used,
    copies: l.qty - l.rejectedQty,
    unitCents: l.unitCents,
  }));
  const gross = books.reduce((sum, b) => sum + b.copies * b.unitCents, 0);
  const kept = part.lines.reduce(
    (sum, l, i) => sum + keptCharge(charges[i] ?? 0, { qty: l.qty, rejectedQty: l.rejectedQty }),
    0,
  );
  return { books, discountCents: gross - kept, shippingCents: part.shippingCents };
}

/** The document's XML and name, or the refusal of data the exchange system would not take. */
function written(
  part: PartToInvoice,
  input: Omit<FatturaInput, 'seller' | 'buyer' | 'orderNumber' | 'purchaseOrder'>,
) {
  if (!part.buyer) throw new InvoiceDataError('buyer', 'taxCode', 'the order kept no billing data');
  const full: FatturaInput = {
    ...input,
    seller: part.seller,
    buyer: part.buyer,
    orderNumber: part.orderNumber,
    purchaseOrder: part.purchaseOrder,
  };
  return { xml: fatturaXml(full), fileName: fatturaFileName(part.seller, input.progressive) };
}

/** The refusal the staff see for data that cannot make the document. */
function refusal(error: unknown): unknown {
  if (!(error instanceof InvoiceDataError)) return error;
  return error.party === 'seller'
    ? InvoiceErrors.sellerIncomplete()
    : InvoiceErrors.buyerIncomplete();
}

/**
 * Writes a document of the part, numbered: the XML is first written with a stand-in
 * number, so that data it cannot take are refused before the counter moves (a refusal
 * then leaves no number taken, even inside a transaction that goes on).
 */
async function issue(
  tx: Db,
  part: PartToInvoice,
  doc: {
    kind: 'invoice' | 'credit_note';
    amounts: DocumentAmounts;
    invoice: StoredDocument | null;
    refundKey: string | null;
  },
): Promise<StoredDocument> {
  const { day, year } = await documentDay(tx);
  const content = (number: number) => ({
    type: doc.kind === 'invoice' ? ('TD01' as const) : ('TD04' as const),
    number: documentNumber(year, number),
    date: day,
    progressive: progressiveOf(year, number),
    invoice: doc.invoice && {
      number: documentNumber(doc.invoice.year, doc.invoice.number),
      date: doc.invoice.issuedOn,
    },
    amounts: doc.amounts,
  });
  written(part, content(1));
  const number = await nextNumber(tx, part.bookshopId, year);
  const { xml, fileName } = written(part, content(number));
  return insertDocument(tx, {
    bookshopId: part.bookshopId,
    partId: part.id,
    kind: doc.kind,
    invoiceId: doc.invoice?.id ?? null,
    refundKey: doc.refundKey,
    year,
    number,
    issuedOn: day,
    charged: doc.kind === 'invoice' ? chargedAmounts(doc.amounts) : creditedBy(doc.amounts),
    totalCents: doc.amounts.totalCents,
    fileName,
    xml,
  });
}

/** What a credit note gives back, by regime (the shipping with its VAT). */
function creditedBy(amounts: DocumentAmounts): CreditedAmounts {
  return chargedAmounts(amounts);
}

/**
 * The part's invoice, issued now inside `tx` if it is not yet: null when its buyer asked
 * for none. Throws INVOICE_NOT_YET before the part is shipped or collected, and the data
 * refusals (INVOICE_SELLER_INCOMPLETE, INVOICE_BUYER_INCOMPLETE). Locks the part's row, so
 * that two callers at once issue one invoice.
 */
export async function invoiceOfPartIn(tx: Db, partId: number): Promise<StoredDocument | null> {
  const part = await lockPartToInvoice(tx, partId);
  if (!part || !part.invoiceRequested) return null;
  const [existing] = await documentsOfPart(tx, partId);
  if (existing) return existing;
  if (!DELIVERED.has(part.status)) throw InvoiceErrors.notYet();
  try {
    return await issue(tx, part, {
      kind: 'invoice',
      amounts: invoiceAmounts(saleOf(part)),
      invoice: null,
      refundKey: null,
    });
  } catch (error) {
    throw refusal(error);
  }
}

/** invoiceOfPartIn in a transaction of its own. */
export function invoiceOfPart(db: Db, partId: number): Promise<StoredDocument | null> {
  return db.transaction().execute((tx) => invoiceOfPartIn(tx, partId));
}

/**
 * The invoice of a part just delivered, inside the move's transaction: issued with the move
 * when its buyer asked for one; left for later (issued when first downloaded) when the
 * bookshop's or the buyer's data cannot make it yet, so the move never fails for it.
 */
export async function invoiceOnDelivery(tx: Db, partId: number): Promise<StoredDocument | null> {
  try {
    return await invoiceOfPartIn(tx, partId);
  } catch (error) {
    if (InvoiceErrors.isDataRefusal(error)) return null;
    throw error;
  }
}

/**
 * The credit note of a refund of `amountCents` of the part (its refund's key), inside the
 * refund's transaction: null when the part has no invoice (a refund before delivery changes
 * what the invoice will charge instead). At most one per refund; never more than the
 * invoice charged less what earlier credit notes gave back.
 */
export async function creditNoteOfRefund(
  tx: Db,
  partId: number,
  refund: { key: string; amountCents: number; reason: string },
): Promise<StoredDocument | null> {
  if (refund.amountCents <= 0) return null;
  // Most refunds come before any invoice (a rejection, a cancellation): one look settles them.
  if (!(await hasInvoice(tx, partId))) return null;
  const part = await lockPartToInvoice(tx, partId);
  if (!part) return null;
  // Read again under the part's lock: the credit notes a concurrent refund wrote count.
  const documents = await documentsOfPart(tx, partId);
  const invoice = documents.find((d) => d.kind === 'invoice');
  if (!invoice) return null;
  const earlier = documents.filter((d) => d.kind === 'credit_note');
  const room = {
    booksCents: invoice.charged.booksCents - sum(earlier, (d) => d.charged.booksCents),
    usedCents: invoice.charged.usedCents - sum(earlier, (d) => d.charged.usedCents),
    shippingCents: invoice.charged.shippingCents - sum(earlier, (d) => d.charged.shippingCents),
  };
  const credited = creditAllocation(refund.amountCents, room);
  const description = `Rimborso ordine ${part.orderNumber}: ${refund.reason}`;
  return issue(tx, part, {
    kind: 'credit_note',
    amounts: creditNoteAmounts(credited, description),
    invoice,
    refundKey: refund.key,
  });
}

/**
 * creditNoteOfRefund for a refund being written (payments' refundPart): a refund is never
 * held back by its credit note, so data that can no longer make one (the bookshop's legal
 * data emptied since the invoice) leave it unwritten rather than fail the refund.
 */
export async function creditNoteOnRefund(
  tx: Db,
  partId: number,
  refund: { key: string; amountCents: number; reason: string },
): Promise<StoredDocument | null> {
  try {
    return await creditNoteOfRefund(tx, partId, refund);
  } catch (error) {
    if (error instanceof InvoiceDataError) return null;
    throw error;
  }
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
