import { detailOf, getFile } from '../../../lib/http';

// The CSV of a period's order parts for the bookshop's accounts (GET /api/bookshop/parts.csv:
// staff their bookshop's, the administrator every bookshop's).

const PARTS_CSV = '/api/bookshop/parts.csv';

/** A period of whole days, YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

export function partsCsvUrl({ from, to }: Period): string {
  return `${PARTS_CSV}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
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

/** The period's CSV, as a file to save. */
export async function fetchPartsCsv(period: Period): Promise<Blob> {
  const answer = await getFile(partsCsvUrl(period));
  if (!answer.ok || !answer.file) throw new PartsExportError(detailOf(answer.body));
  return answer.file;
}
