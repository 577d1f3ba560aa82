import { toDecimal } from '@scaffale/domain/money';
import type { Language, OrderPartStatus, PaymentMethodCode } from '../../db/types.ts';
import { csvFile } from '../../http/csv.ts';
import { paymentName, shippingName } from '../mail/words.ts';
import type { PartAccountRow } from './bookshop.repo.ts';

// A period's order parts as a CSV file for the bookshop's accounts, in one of two forms:
// 'it', what an Italian spreadsheet reads as numbers and dates (semicolons between cells,
// decimal commas, day/month/year, Italian headers and words), and 'en' (commas, decimal
// points, ISO dates, snake_case headers and the wire's codes). Both are UTF-8 led by a
// byte-order mark, without which spreadsheet programs read the accents wrongly, with CRLF
// line ends and cells quoted as RFC 4180 says (http/csv.ts).

export const CSV_FORMATS = ['it', 'en'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** The form an account gets unless it asks: the Italian one for an Italian account. */
export function defaultCsvFormat(language: Language): CsvFormat {
  return language === 'it' ? 'it' : 'en';
}

/** How one form writes what is not the same in both. */
interface Form {
  separator: string;
  yes: string;
  no: string;
  amount: (cents: number) => string;
  /** The order's time from YYYY-MM-DD HH:MM:SS. */
  time: (iso: string) => string;
  /** A day from YYYY-MM-DD. */
  day: (iso: string) => string;
  status: (status: OrderPartStatus) => string;
  shipping: (type: string) => string;
  payment: (row: PartAccountRow) => string;
}

/** How the order was paid: its method, and the Borsellino too when it paid some of it. */
function paidWith(row: PartAccountRow): PaymentMethodCode[] {
  const method = row.paymentMethod ?? 'STORE_CREDIT';
  return row.storeCredit && method !== 'STORE_CREDIT' ? [method, 'STORE_CREDIT'] : [method];
}

const ITALIAN_STATUSES: Record<OrderPartStatus, string> = {
  AWAITING_PAYMENT: 'In attesa di pagamento',
  TO_CONFIRM: 'Da confermare',
  ACCEPTED: 'Accettato',
  SHIPPED: 'Spedito',
  READY_FOR_PICKUP: 'Pronto per il ritiro',
  COLLECTED: 'Ritirato',
  REJECTED: 'Rifiutato',
  CANCELLED: 'Annullato',
};

const FORMS: Record<CsvFormat, Form> = {
  it: {
    separator: ';',
    yes: 'Sì',
    no: 'No',
    amount: (cents) => toDecimal(cents).replace('.', ','),
    time: (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11)}`,
    day: (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    status: (status) => ITALIAN_STATUSES[status],
    shipping: (type) => shippingName('it', type),
    payment: (row) =>
      paidWith(row)
        .map((method) => paymentName('it', method))
        .join(' + '),
  },
  en: {
    separator: ',',
    yes: 'yes',
    no: 'no',
    amount: (cents) => toDecimal(cents),
    time: (iso) => iso,
    day: (iso) => iso,
    status: (status) => status,
    shipping: (type) => type,
    payment: (row) => paidWith(row).join('+'),
  },
};

/**
 * The columns in order: the English form's header, the Italian form's, the cell, and whether
 * it is a number of ours (written as it is, unguarded).
 */
const COLUMNS: readonly {
  en: string;
  it: string;
  cell: (row: PartAccountRow, form: Form) => string;
  number?: true;
}[] = [
  { en: 'order_number', it: 'Numero ordine', cell: (r) => r.orderNumber },
  { en: 'placed_at', it: 'Data', cell: (r, f) => f.time(r.placedAt) },
  { en: 'bookshop', it: 'Libreria', cell: (r) => r.bookshop },
  { en: 'status', it: 'Stato', cell: (r, f) => f.status(r.status) },
  { en: 'buyer', it: 'Cliente', cell: (r) => r.buyer },
  { en: 'shipping_type', it: 'Consegna', cell: (r, f) => f.shipping(r.shipping) },
  { en: 'payment_method', it: 'Metodo di pagamento', cell: (r, f) => f.payment(r) },
  { en: 'invoice_requested', it: 'Fattura richiesta', cell: (r, f) => (r.invoice ? f.yes : f.no) },
  { en: 'vat_number', it: 'Partita IVA', cell: (r) => r.vatNumber },
  { en: 'fiscal_code', it: 'Codice fiscale', cell: (r) => r.fiscalCode },
  { en: 'sdi_code', it: 'Codice SDI', cell: (r) => r.sdiCode },
  { en: 'pec', it: 'PEC', cell: (r) => r.pec },
  { en: 'cig', it: 'CIG', cell: (r) => r.cig },
  { en: 'cup', it: 'CUP', cell: (r) => r.cup },
  { en: 'lines', it: 'Righe', cell: (r) => String(r.lines), number: true },
  { en: 'copies_kept', it: 'Copie fornite', cell: (r) => String(r.copiesKept), number: true },
  {
    en: 'copies_rejected',
    it: 'Copie rifiutate',
    cell: (r) => String(r.copiesRejected),
    number: true,
  },
  { en: 'goods', it: 'Merce', cell: (r, f) => f.amount(r.goodsCents), number: true },
  { en: 'discount', it: 'Sconto', cell: (r, f) => f.amount(r.discountCents), number: true },
  { en: 'shipping', it: 'Spedizione', cell: (r, f) => f.amount(r.shippingCents), number: true },
  { en: 'refunded', it: 'Rimborsato', cell: (r, f) => f.amount(r.refundedCents), number: true },
  { en: 'net', it: 'Netto', cell: (r, f) => f.amount(netCents(r)), number: true },
  // Added after the others, so that a sheet reading the columns by position keeps working.
  { en: 'billing_name', it: 'Intestatario fattura', cell: (r) => r.billingName },
  { en: 'billing_address', it: 'Indirizzo di fatturazione', cell: (r) => r.billingAddress },
  { en: 'purchase_order', it: 'Ordine di acquisto', cell: (r) => r.purchaseOrder },
  {
    en: 'purchase_order_date',
    it: 'Data ordine di acquisto',
    cell: (r, f) => (r.purchaseOrderDate === '' ? '' : f.day(r.purchaseOrderDate)),
  },
];

/** What the part leaves the bookshop: its goods less its discount, plus shipping, less refunds. */
function netCents(row: PartAccountRow): number {
  return row.goodsCents - row.discountCents + row.shippingCents - row.refundedCents;
}

/** The CSV of `parts` in `format`: a header row, then one row per part (http/csv.ts). */
export function partsCsv(parts: readonly PartAccountRow[], format: CsvFormat): string {
  const form = FORMS[format];
  const columns = COLUMNS.map((column) => ({
    header: column[format],
    cell: (row: PartAccountRow) => column.cell(row, form),
    number: column.number === true,
  }));
  return csvFile(columns, parts, form.separator);
}
