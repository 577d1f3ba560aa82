import type { Lang } from '../../../config/languages';
import { detailOf, getFile } from '../../../lib/http';

// The CSV of a period's order parts for the bookshop's accounts (GET /api/bookshop/parts.csv:
// staff their bookshop's, the administrator every bookshop's).

const PARTS_CSV = '/api/bookshop/parts.csv';

/** A period of whole days, YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

/**
 * The file's two forms (the server's parts-csv.ts): 'it' for an Italian spreadsheet
 * (semicolons, decimal commas, Italian headers), 'en' (commas, decimal points).
 */
export const CSV_FORMATS = ['it', 'en'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/** The form offered first: the Italian one to staff working in Italian, as the server does. */
export function defaultCsvFormat(lang: Lang): CsvFormat {
  return lang === 'it' ? 'it' : 'en';
}

export function partsCsvUrl({ from, to }: Period, format: CsvFormat): string {
  const period = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return `${PARTS_CSV}?${period}&format=${format}`;
}

/** The file name the download is saved under. */
export function partsCsvFileName({ from, to }: Period): string {
  return `order-parts-${from}-${to}.csv`;
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The month so far, in the visitor's calendar: the first of the month to today. */
export function monthSoFar(today: Date = new Date()): Period {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  return { from: isoDay(first), to: isoDay(today) };
}

/** A refusal of the export: the server's translated message when it gave one. */
export class PartsExportError extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'export failed');
    this.name = 'PartsExportError';
  }
}

/** The period's CSV in `format`, as a file to save. */
export async function fetchPartsCsv(period: Period, format: CsvFormat): Promise<Blob> {
  const answer = await getFile(partsCsvUrl(period, format));
  if (!answer.ok || !answer.file) throw new PartsExportError(detailOf(answer.body));
  return answer.file;
}
