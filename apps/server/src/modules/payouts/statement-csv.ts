import type { LedgerEntryKind } from '@scaffale/domain/ledger';
import { toDecimal } from '@scaffale/domain/money';
import { csvFile, type CsvColumn } from '../../http/csv.ts';
import type { StatementEntry } from '../ledger/ledger.repo.ts';

// A bookshop's statement as a CSV file (docs/spec/ledger-and-payouts.md §4), in the two forms
// of the parts' export: 'it' (semicolons, decimal commas, day/month/year, Italian words) and
// 'en' (commas, decimal points, ISO times, the wire's codes).

export type StatementCsvFormat = 'it' | 'en';

const ITALIAN_KINDS: Record<LedgerEntryKind, string> = {
  SALE: 'Vendita',
  REFUND: 'Rimborso',
  COMMISSION: 'Commissione',
  COMMISSION_REFUND: 'Storno commissione',
  PAYOUT: 'Pagamento alla libreria',
  PAYOUT_REVERSAL: 'Pagamento stornato',
  ADJUSTMENT: 'Rettifica',
};

/** An instant as Europe/Rome's day and time: YYYY-MM-DD HH:MM:SS. */
function romeTime(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at);
}

const FORMS: Record<
  StatementCsvFormat,
  { separator: string; columns: CsvColumn<StatementEntry>[] }
> = {
  it: {
    separator: ';',
    columns: [
      {
        header: 'Data',
        cell: (e) => {
          const t = romeTime(e.at);
          return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11)}`;
        },
      },
      { header: 'Voce', cell: (e) => ITALIAN_KINDS[e.kind] },
      { header: 'Numero ordine', cell: (e) => e.orderNumber ?? '' },
      { header: 'Importo', cell: (e) => toDecimal(e.amountCents).replace('.', ','), number: true },
      { header: 'Nota', cell: (e) => e.note ?? '' },
    ],
  },
  en: {
    separator: ',',
    columns: [
      { header: 'at', cell: (e) => e.at.toISOString() },
      { header: 'kind', cell: (e) => e.kind },
      { header: 'order_number', cell: (e) => e.orderNumber ?? '' },
      { header: 'amount', cell: (e) => toDecimal(e.amountCents), number: true },
      { header: 'note', cell: (e) => e.note ?? '' },
    ],
  },
};

/** The statement's entries as a CSV file in `format`. */
export function statementCsv(
  entries: readonly StatementEntry[],
  format: StatementCsvFormat,
): string {
  const form = FORMS[format];
  return csvFile(form.columns, entries, form.separator);
}
