import { isValidPaOfficeCode, isValidSdiCode } from '@scaffale/domain/italy';
import { toDecimal } from '@scaffale/domain/money';
import type { DocumentAmounts, DocumentLine, Regime } from './invoice-amounts.ts';

// The FatturaPA XML (version 1.2.x, the schema in schemas/) of an invoice (TD01) or credit
// note (TD04) of an order part (docs/spec/invoices.md): FPR12 to a company or a person,
// FPA12 to a public administration. Pure: the caller gives every value, the number and day
// included. Text is brought to the schema's characters (Latin-1, no line breaks) and
// lengths; what the exchange system cannot take (no tax id, no address, an administration
// without its office code, an incomplete seller) is refused with an InvoiceDataError.

/** Why a document cannot be written: the seller's data, or the buyer's, fall short. */
export class InvoiceDataError extends Error {
  constructor(
    readonly party: 'seller' | 'buyer',
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceDataError';
  }
}

/** The bookshop's legal identity (bookshops' legal columns). */
export interface Seller {
  legalName: string | null;
  vatNumber: string | null;
  taxCode: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
}

/** The buyer's billing data as the order kept them. */
export interface Buyer {
  persona: 'FIS' | 'GIU' | 'PA' | 'NONE';
  companyName: string;
  firstName: string;
  lastName: string;
  vatNumber: string;
  taxCode: string;
  /** A company's 7-character recipient code, an administration's 6-character office code. */
  sdiCode: string;
  pec: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
}

/** A public administration's purchase order. */
export interface PurchaseOrder {
  number: string;
  /** YYYY-MM-DD. */
  date: string | null;
  cig: string | null;
  cup: string | null;
}

export interface FatturaInput {
  type: 'TD01' | 'TD04';
  /** The document's number ('7/2026') and day (YYYY-MM-DD). */
  number: string;
  date: string;
  /** The file's 5-character progressive (ProgressivoInvio). */
  progressive: string;
  seller: Seller;
  buyer: Buyer;
  /** The Scaffale order the part belongs to, named in the reason. */
  orderNumber: string;
  purchaseOrder: PurchaseOrder | null;
  /** A credit note's invoice. */
  invoice: { number: string; date: string } | null;
  amounts: DocumentAmounts;
}

/** How each regime is written: VAT rate, Natura, the law it rests on. */
const REGIME_XML: Record<
  Regime,
  { rate: string; natura: string | null; reference: string | null }
> = {
  books: {
    rate: '0.00',
    natura: 'N2.2',
    reference: "IVA assolta dall'editore ai sensi art. 74 c.1 lett. c) DPR 633/72",
  },
  used: {
    rate: '0.00',
    natura: 'N5',
    reference: 'Regime del margine - beni usati art. 36 DL 41/1995',
  },
  vat22: { rate: '22.00', natura: null, reference: null },
};

/** The code a document goes to when the buyer gave none: their tax drawer (or PEC). */
export const NO_RECIPIENT_CODE = '0000000';
/** A buyer outside Italy. */
export const FOREIGN_RECIPIENT_CODE = 'XXXXXXX';

/** The file's name as the exchange system wants it: IT + the transmitter's id + progressive. */
export function fatturaFileName(seller: Seller, progressive: string): string {
  return `IT${transmitterId(seller)}_${progressive}.xml`;
}

/** The transmitter's id: the seller's VAT number, else its tax code. */
function transmitterId(seller: Seller): string {
  const id = compact(seller.vatNumber) || compact(seller.taxCode);
  if (!id) throw new InvoiceDataError('seller', 'vatNumber', 'the bookshop has no VAT number');
  return id;
}

export function fatturaXml(input: FatturaInput): string {
  const seller = checkedSeller(input.seller);
  const buyer = input.buyer;
  const administration = buyer.persona === 'PA';
  const format = administration ? 'FPA12' : 'FPR12';
  const recipient = recipientOf(buyer);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<p:FatturaElettronica versione="${format}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">`,
    '<FatturaElettronicaHeader>',
    '<DatiTrasmissione>',
    `<IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${ascii(transmitterId(input.seller), 28)}</IdCodice></IdTrasmittente>`,
    `<ProgressivoInvio>${ascii(input.progressive, 10)}</ProgressivoInvio>`,
    `<FormatoTrasmissione>${format}</FormatoTrasmissione>`,
    `<CodiceDestinatario>${recipient.code}</CodiceDestinatario>`,
    recipient.pec ? `<PECDestinatario>${escapeXml(recipient.pec)}</PECDestinatario>` : '',
    '</DatiTrasmissione>',
    '<CedentePrestatore>',
    '<DatiAnagrafici>',
    `<IdFiscaleIVA><IdPaese>${seller.country}</IdPaese><IdCodice>${seller.vatNumber}</IdCodice></IdFiscaleIVA>`,
    seller.taxCode ? `<CodiceFiscale>${seller.taxCode}</CodiceFiscale>` : '',
    `<Anagrafica><Denominazione>${latin(seller.legalName, 80)}</Denominazione></Anagrafica>`,
    '<RegimeFiscale>RF01</RegimeFiscale>',
    '</DatiAnagrafici>',
    address(seller),
    '</CedentePrestatore>',
    '<CessionarioCommittente>',
    '<DatiAnagrafici>',
    ...buyerIds(buyer),
    `<Anagrafica>${buyerName(buyer)}</Anagrafica>`,
    '</DatiAnagrafici>',
    address(checkedBuyerAddress(buyer)),
    '</CessionarioCommittente>',
    '</FatturaElettronicaHeader>',
    '<FatturaElettronicaBody>',
    '<DatiGenerali>',
    '<DatiGeneraliDocumento>',
    `<TipoDocumento>${input.type}</TipoDocumento>`,
    '<Divisa>EUR</Divisa>',
    `<Data>${day(input.date)}</Data>`,
    `<Numero>${ascii(input.number, 20)}</Numero>`,
    `<ImportoTotaleDocumento>${toDecimal(input.amounts.totalCents)}</ImportoTotaleDocumento>`,
    `<Causale>${latin(causale(input), 200)}</Causale>`,
    '</DatiGeneraliDocumento>',
    administration ? purchaseOrderXml(input) : '',
    input.invoice
      ? `<DatiFattureCollegate><IdDocumento>${ascii(input.invoice.number, 20)}</IdDocumento><Data>${day(input.invoice.date)}</Data></DatiFattureCollegate>`
      : '',
    '</DatiGenerali>',
    '<DatiBeniServizi>',
    ...input.amounts.lines.map((line, index) => lineXml(line, index + 1)),
    ...input.amounts.summaries.map((summary) => {
      const regime = REGIME_XML[summary.regime];
      return [
        '<DatiRiepilogo>',
        `<AliquotaIVA>${regime.rate}</AliquotaIVA>`,
        regime.natura ? `<Natura>${regime.natura}</Natura>` : '',
        `<ImponibileImporto>${toDecimal(summary.taxableCents)}</ImponibileImporto>`,
        `<Imposta>${toDecimal(summary.taxCents)}</Imposta>`,
        // An administration pays the VAT to the State itself (split payment, art. 17-ter).
        regime.natura ? '' : `<EsigibilitaIVA>${administration ? 'S' : 'I'}</EsigibilitaIVA>`,
        regime.reference
          ? `<RiferimentoNormativo>${latin(regime.reference, 100)}</RiferimentoNormativo>`
          : '',
        '</DatiRiepilogo>',
      ].join('');
    }),
    '</DatiBeniServizi>',
    '</FatturaElettronicaBody>',
    '</p:FatturaElettronica>',
    '',
  ];
  return out.filter((line) => line !== '').join('\n') + '\n';
}

function causale(input: FatturaInput): string {
  return input.invoice
    ? `Nota di credito per la fattura ${input.invoice.number}, ordine ${input.orderNumber}`
    : `Ordine ${input.orderNumber}`;
}

function lineXml(line: DocumentLine, number: number): string {
  const regime = REGIME_XML[line.regime];
  return [
    '<DettaglioLinee>',
    `<NumeroLinea>${number}</NumeroLinea>`,
    line.kind === 'discount' ? '<TipoCessionePrestazione>SC</TipoCessionePrestazione>' : '',
    line.kind === 'shipping' ? '<TipoCessionePrestazione>AC</TipoCessionePrestazione>' : '',
    line.isbn
      ? `<CodiceArticolo><CodiceTipo>ISBN</CodiceTipo><CodiceValore>${ascii(line.isbn, 35)}</CodiceValore></CodiceArticolo>`
      : '',
    `<Descrizione>${latin(line.title, 1000)}</Descrizione>`,
    `<Quantita>${line.quantity}.00</Quantita>`,
    `<PrezzoUnitario>${toDecimal(line.unitCents)}</PrezzoUnitario>`,
    `<PrezzoTotale>${toDecimal(line.totalCents)}</PrezzoTotale>`,
    `<AliquotaIVA>${regime.rate}</AliquotaIVA>`,
    regime.natura ? `<Natura>${regime.natura}</Natura>` : '',
    '</DettaglioLinee>',
  ].join('');
}

/** An administration's purchase order: its number (else the Scaffale order's), day, CIG, CUP. */
function purchaseOrderXml(input: FatturaInput): string {
  const order = input.purchaseOrder;
  const id = ascii(order?.number || input.orderNumber, 20);
  return [
    '<DatiOrdineAcquisto>',
    `<IdDocumento>${id}</IdDocumento>`,
    order?.date ? `<Data>${day(order.date)}</Data>` : '',
    order?.cup ? `<CodiceCUP>${ascii(order.cup, 15)}</CodiceCUP>` : '',
    order?.cig ? `<CodiceCIG>${ascii(order.cig, 15)}</CodiceCIG>` : '',
    '</DatiOrdineAcquisto>',
  ].join('');
}

/**
 * Where the exchange system delivers the document: an administration's 6-character office
 * code; a company's 7-character code; else "0000000" with the PEC when there is one (and
 * without, into the buyer's tax drawer); "XXXXXXX" for a buyer outside Italy.
 */
function recipientOf(buyer: Buyer): { code: string; pec: string | null } {
  const code = compact(buyer.sdiCode);
  if (buyer.persona === 'PA') {
    if (!isValidPaOfficeCode(code))
      throw new InvoiceDataError(
        'buyer',
        'sdiCode',
        'an administration needs its 6-character office code',
      );
    return { code, pec: null };
  }
  if ((compact(buyer.country) || 'IT') !== 'IT') return { code: FOREIGN_RECIPIENT_CODE, pec: null };
  if (isValidSdiCode(code) && code !== NO_RECIPIENT_CODE) return { code, pec: null };
  const pec = buyer.pec.trim();
  return { code: NO_RECIPIENT_CODE, pec: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(pec) ? pec : null };
}

function buyerIds(buyer: Buyer): string[] {
  const country = compact(buyer.country) || 'IT';
  const vat = compact(buyer.vatNumber).replace(/^IT(?=\d{11}$)/, '');
  const taxCode = compact(buyer.taxCode);
  const ids = [
    vat
      ? `<IdFiscaleIVA><IdPaese>${country}</IdPaese><IdCodice>${ascii(vat, 28)}</IdCodice></IdFiscaleIVA>`
      : '',
    /^[A-Z0-9]{11,16}$/.test(taxCode) ? `<CodiceFiscale>${taxCode}</CodiceFiscale>` : '',
  ].filter((id) => id !== '');
  // An Italian buyer is known to the exchange system by a VAT number or a tax code.
  if (ids.length === 0 && country === 'IT')
    throw new InvoiceDataError(
      'buyer',
      'taxCode',
      'the buyer has neither a VAT number nor a tax code',
    );
  return ids;
}

/** A company's or administration's name, else the person's first and last name. */
function buyerName(buyer: Buyer): string {
  const company = buyer.companyName.trim();
  if (buyer.persona !== 'FIS' && company)
    return `<Denominazione>${latin(company, 80)}</Denominazione>`;
  if (buyer.firstName.trim() && buyer.lastName.trim())
    return `<Nome>${latin(buyer.firstName, 60)}</Nome><Cognome>${latin(buyer.lastName, 60)}</Cognome>`;
  if (company) return `<Denominazione>${latin(company, 80)}</Denominazione>`;
  throw new InvoiceDataError('buyer', 'name', 'the buyer has no name');
}

interface Address {
  street: string;
  postalCode: string;
  city: string;
  province: string | null;
  country: string;
}

/** A Sede: an Italian address keeps its CAP and province; another country's CAP is 00000. */
function address(at: Address): string {
  const italian = at.country === 'IT';
  const province = italian && at.province && /^[A-Z]{2}$/.test(at.province) ? at.province : null;
  return [
    '<Sede>',
    `<Indirizzo>${latin(at.street, 60)}</Indirizzo>`,
    `<CAP>${italian ? at.postalCode : '00000'}</CAP>`,
    `<Comune>${latin(at.city, 60)}</Comune>`,
    province ? `<Provincia>${province}</Provincia>` : '',
    `<Nazione>${at.country}</Nazione>`,
    '</Sede>',
  ].join('');
}

function checkedBuyerAddress(buyer: Buyer): Address {
  const country = compact(buyer.country) || 'IT';
  const postalCode = buyer.postalCode.trim();
  if (!buyer.street.trim() || !buyer.city.trim())
    throw new InvoiceDataError('buyer', 'street', 'the buyer has no billing address');
  if (country === 'IT' && !/^\d{5}$/.test(postalCode))
    throw new InvoiceDataError('buyer', 'postalCode', 'the buyer has no 5-digit CAP');
  if (!/^[A-Z]{2}$/.test(country))
    throw new InvoiceDataError('buyer', 'country', 'the buyer has no country');
  return {
    street: buyer.street,
    postalCode,
    city: buyer.city,
    province: buyer.province.trim().toUpperCase(),
    country,
  };
}

type CheckedSeller = Address & { legalName: string; vatNumber: string; taxCode: string | null };

/** The seller's identity, or which part of it is missing. */
function checkedSeller(seller: Seller): CheckedSeller {
  const vatNumber = compact(seller.vatNumber).replace(/^IT(?=\d{11}$)/, '');
  const country = compact(seller.country) || 'IT';
  const postalCode = (seller.postalCode ?? '').trim();
  const missing = (field: string, what: string) => new InvoiceDataError('seller', field, what);
  if (!seller.legalName?.trim()) throw missing('legalName', 'the bookshop has no legal name');
  if (!vatNumber) throw missing('vatNumber', 'the bookshop has no VAT number');
  if (!seller.street?.trim() || !seller.city?.trim())
    throw missing('street', 'the bookshop has no registered office');
  if (country === 'IT' && !/^\d{5}$/.test(postalCode))
    throw missing('postalCode', 'the bookshop’s registered office has no 5-digit CAP');
  const taxCode = compact(seller.taxCode);
  return {
    legalName: seller.legalName,
    vatNumber: ascii(vatNumber, 28),
    taxCode: /^[A-Z0-9]{11,16}$/.test(taxCode) ? taxCode : null,
    street: seller.street,
    postalCode,
    city: seller.city,
    province: (seller.province ?? '').trim().toUpperCase(),
    country,
  };
}

/** Upper case without spaces: how codes are compared and written. */
function compact(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

function day(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new RangeError(`not a day: ${value}`);
  return value;
}

/** Typographic marks the schema's Latin-1 lacks, as their plain forms. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u0152': 'OE',
  '\u0153': 'oe',
};

/** Printable Latin-1: what the schema's Latin text types take. */
function isLatin1(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
}

/**
 * Text in the schema's Latin-1 (printable Basic Latin and Latin-1 Supplement), one line,
 * at most `max` characters, escaped for XML: typographic quotes and dashes made plain, other
 * letters stripped of accents Latin-1 lacks ('ő' → 'o'), what is left of other scripts '?';
 * '-' for nothing at all (the schema wants at least one character).
 */
export function latin(value: string | null | undefined, max: number): string {
  return escapeXml(truncate(toLatin(value ?? ''), max));
}

/** The same in Basic Latin alone (the schema's codes and numbers). */
function ascii(value: string, max: number): string {
  const text = [...toLatin(value)]
    .map((ch) => (ch.charCodeAt(0) <= 0x7e ? ch : stripAccents(ch)))
    .map((ch) => (ch.charCodeAt(0) <= 0x7e ? ch : '?'))
    .join('');
  return escapeXml(truncate(text, max));
}

function toLatin(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC').replace(/\s+/g, ' ').trim()) {
    const plain = PLAIN[ch];
    if (plain !== undefined) out += plain;
    else if (isLatin1(codeOf(ch))) out += ch;
    else {
      const stripped = stripAccents(ch);
      out += [...stripped].every((c) => isLatin1(codeOf(c))) && stripped ? stripped : '?';
    }
  }
  return out.trim();
}

/** A character's code point (-1 for none, which no test of ours accepts). */
function codeOf(ch: string): number {
  return ch.codePointAt(0) ?? -1;
}

function stripAccents(ch: string): string {
  return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  const cut = (chars.length > max ? chars.slice(0, max).join('') : text).trim();
  return cut === '' ? '-' : cut;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
