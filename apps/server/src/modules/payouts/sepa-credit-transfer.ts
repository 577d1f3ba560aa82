// The bank file that pays the bookshops without a Stripe connected account: one SEPA
// credit transfer per bookshop, from the platform's account, in an ISO 20022 customer
// credit transfer initiation (pain.001.001.03, the version the EPC's SEPA Credit Transfer
// implementation guidelines are written for; Italian banks' CBI channel takes the same
// structure as CBIPaymentRequest). The platform uploads it to its bank's corporate banking.
// Pure: the payout run stores the file beside its run (payout_runs.sepa_xml).

export interface SepaCreditTransferInput {
  /** Unique per file (the bank refuses a MsgId it has seen): the run's. */
  messageId: string;
  createdAt: Date;
  /** The day the bank should execute the transfers: YYYY-MM-DD. */
  executionDate: string;
  /** The platform, whose account is debited. */
  debtor: { name: string; iban: string; bic?: string };
  payments: SepaPayment[];
}

export interface SepaPayment {
  /** Travels to the bookshop's bank statement unchanged: the payout's reference. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** The unstructured remittance the bookshop reads (e.g. the payout and its period). */
  remittance: string;
}

export type SepaFileErrorCode =
  | 'NO_PAYMENTS'
  | 'INVALID_AMOUNT'
  | 'INVALID_IBAN'
  | 'INVALID_BIC'
  | 'INVALID_REFERENCE'
  | 'DUPLICATE_END_TO_END_ID'
  | 'INVALID_DATE'
  | 'INVALID_TEXT';

/** An input the bank would refuse, found before the file is written; `field` says where. */
export class SepaFileError extends Error {
  override name = 'SepaFileError';

  constructor(
    readonly code: SepaFileErrorCode,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
/** The EPC's limits: names 70 characters (the schema would take 140), remittance 140. */
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
/** The largest amount one SEPA credit transfer carries: 999,999,999.99 EUR. */
const MAX_AMOUNT_CENTS = 99_999_999_999;

export function sepaCreditTransferXml(input: SepaCreditTransferInput): string {
  if (input.payments.length === 0) {
    throw new SepaFileError('NO_PAYMENTS', 'payments', 'a credit transfer file needs a payment');
  }
  const messageId = reference(input.messageId, 'messageId');
  const createdAt = dateTime(input.createdAt);
  const executionDate = isoDate(input.executionDate);
  const debtorName = text(input.debtor.name, NAME_MAX, 'debtor.name');
  const debtorIban = iban(input.debtor.iban, 'debtor.iban');
  const debtorBic = input.debtor.bic === undefined ? null : bic(input.debtor.bic, 'debtor.bic');
  const payments = checkedPayments(input.payments);
  const count = String(payments.length);
  const total = euros(payments.reduce((sum, payment) => sum + BigInt(payment.amountCents), 0n));

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${NAMESPACE}">`,
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      <MsgId>${messageId}</MsgId>`,
    `      <CreDtTm>${createdAt}</CreDtTm>`,
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${total}</CtrlSum>`,
    `      <InitgPty><Nm>${escapeXml(debtorName)}</Nm></InitgPty>`,
    '    </GrpHdr>',
    '    <PmtInf>',
    `      <PmtInfId>${messageId}</PmtInfId>`,
    '      <PmtMtd>TRF</PmtMtd>',
    // One debit on the platform's statement per run: it matches the run's row.
    '      <BtchBookg>true</BtchBookg>',
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${total}</CtrlSum>`,
    '      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `      <ReqdExctnDt>${executionDate}</ReqdExctnDt>`,
    `      <Dbtr><Nm>${escapeXml(debtorName)}</Nm></Dbtr>`,
    `      <DbtrAcct><Id><IBAN>${debtorIban}</IBAN></Id></DbtrAcct>`,
    `      <DbtrAgt><FinInstnId>${agent(debtorBic)}</FinInstnId></DbtrAgt>`,
    // SEPA: each side pays its own bank's charges.
    '      <ChrgBr>SLEV</ChrgBr>',
    ...payments.map(transaction),
    '    </PmtInf>',
    '  </CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}

/** A payment checked and in SEPA's characters. */
interface CheckedPayment {
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

function checkedPayments(payments: SepaPayment[]): CheckedPayment[] {
  const seen = new Set<string>();
  return payments.map((payment, index) => {
    const at = `payments.${index}`;
    const endToEndId = reference(payment.endToEndId, `${at}.endToEndId`);
    if (seen.has(endToEndId)) {
      throw new SepaFileError(
        'DUPLICATE_END_TO_END_ID',
        `${at}.endToEndId`,
        `end-to-end id ${endToEndId} is used twice in one file`,
      );
    }
    seen.add(endToEndId);
    return {
      endToEndId,
      amountCents: amount(payment.amountCents, `${at}.amountCents`),
      creditorName: text(payment.creditorName, NAME_MAX, `${at}.creditorName`),
      creditorIban: iban(payment.creditorIban, `${at}.creditorIban`),
      remittance: text(payment.remittance, REMITTANCE_MAX, `${at}.remittance`),
    };
  });
}

function transaction(payment: CheckedPayment): string {
  return [
    '      <CdtTrfTxInf>',
    `        <PmtId><EndToEndId>${payment.endToEndId}</EndToEndId></PmtId>`,
    `        <Amt><InstdAmt Ccy="EUR">${euros(BigInt(payment.amountCents))}</InstdAmt></Amt>`,
    `        <Cdtr><Nm>${escapeXml(payment.creditorName)}</Nm></Cdtr>`,
    `        <CdtrAcct><Id><IBAN>${payment.creditorIban}</IBAN></Id></CdtrAcct>`,
    `        <RmtInf><Ustrd>${escapeXml(payment.remittance)}</Ustrd></RmtInf>`,
    '      </CdtTrfTxInf>',
  ].join('\n');
}

/** The debtor's bank: by BIC, or (IBAN-only SEPA) NOTPROVIDED. */
function agent(bicCode: string | null): string {
  return bicCode === null ? '<Othr><Id>NOTPROVIDED</Id></Othr>' : `<BIC>${bicCode}</BIC>`;
}

/** Integer cents as euros with two decimals, in whole-number arithmetic: 1 → "0.01". */
function euros(cents: bigint): string {
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${cents / 100n}.${rest}`;
}

function amount(cents: number, field: string): number {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) {
    throw new SepaFileError(
      'INVALID_AMOUNT',
      field,
      `a SEPA credit transfer carries 1 to ${MAX_AMOUNT_CENTS} whole cents, got ${cents}`,
    );
  }
  return cents;
}

/** SEPA's characters for references: no spaces at the ends, no '/' at the ends, no '//'. */
const REFERENCE = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;

/**
 * Ids the bank and the bookshop match by (MsgId, EndToEndId) are never rewritten: one
 * outside SEPA's rules is the caller's mistake.
 */
function reference(id: string, field: string): string {
  const valid = REFERENCE.test(id) && id.trim() === id && !id.startsWith('/') && !id.endsWith('/');
  if (!valid || id.includes('//')) {
    throw new SepaFileError(
      'INVALID_REFERENCE',
      field,
      `${JSON.stringify(id)} is not a SEPA reference (1 to 35 of a-z A-Z 0-9 / - ? : ( ) . , ' + and space)`,
    );
  }
  return id;
}

function iban(value: string, field: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact) || !ibanChecksumHolds(compact)) {
    throw new SepaFileError('INVALID_IBAN', field, `${JSON.stringify(value)} is not a valid IBAN`);
  }
  return compact;
}

/** ISO 13616: the country and check digits moved to the end, letters as 10..35, mod 97 is 1. */
function ibanChecksumHolds(compact: string): boolean {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function bic(value: string, field: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/.test(code)) {
    throw new SepaFileError('INVALID_BIC', field, `${JSON.stringify(value)} is not a BIC`);
  }
  return code;
}

function isoDate(value: string, field = 'executionDate'): string {
  // A real day: Date would roll 2026-02-30 over into March, so the day must come back.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new SepaFileError(
      'INVALID_DATE',
      field,
      `${JSON.stringify(value)} is not a YYYY-MM-DD day`,
    );
  }
  return value;
}

/** UTC to the second: xs:dateTime, as banks read it. */
function dateTime(value: Date): string {
  if (Number.isNaN(value.getTime())) {
    throw new SepaFileError('INVALID_DATE', 'createdAt', 'the file has no creation time');
  }
  return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function text(value: string, max: number, field: string): string {
  const sepa = toSepaText(value, max);
  if (sepa === '') {
    throw new SepaFileError(
      'INVALID_TEXT',
      field,
      `${JSON.stringify(value)} has nothing left in SEPA's characters`,
    );
  }
  return sepa;
}

/** Letters and signs SEPA lacks, and what they become before accents are taken off. */
const REPLACEMENTS: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  '&': '+',
  _: '-',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '`': "'",
  '´': "'",
  '"': "'",
  '“': "'",
  '”': "'",
  '„': "'",
  '«': "'",
  '»': "'",
};

/**
 * Text in the EPC's basic character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space), the one
 * every SEPA bank takes: accents taken off (è → e), a few letters spelt out (ß → ss), & as
 * +, anything else a space; spaces collapsed; cut to `max` characters.
 */
export function toSepaText(value: string, max: number): string {
  const spelt = [...value].map((char) => REPLACEMENTS[char] ?? char).join('');
  const plain = spelt.normalize('NFD').replace(/\p{M}/gu, '');
  const allowed = plain.replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ');
  return allowed.replace(/ {2,}/g, ' ').trim().slice(0, max).trimEnd();
}

/** What XML text content must escape (SEPA's own characters leave only these possible). */
function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
