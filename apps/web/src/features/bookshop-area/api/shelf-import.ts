import { z } from 'zod';
import { csrfHeaders } from '../../../lib/csrf';
import { detailOf } from '../../../lib/http';

// The shelf from a file (POST /api/bookshop/shelf/import/, docs/spec/shelf-import.md) and
// back to one (GET /api/bookshop/shelf/export.csv): the staff's own bookshop.

const IMPORT_URL = '/api/bookshop/shelf/import/';
export const SHELF_EXPORT_URL = '/api/bookshop/shelf/export.csv';

/** The refusals of a line the server answers with; another code is shown as a plain refusal. */
export const REJECTION_CODES = [
  'INVALID_ISBN',
  'UNKNOWN_ISBN',
  'INVALID_PRICE',
  'INVALID_COPIES',
  'INVALID_CONDITION',
  'INVALID_YEAR',
  'INVALID_WEIGHT',
  'INVALID_TITLE',
  'INVALID_AUTHORS',
  'INVALID_PUBLISHER',
  'DUPLICATE_LINE',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

const importAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), code: z.string() })),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

/** The file refused whole: the server's translated message when it gave one. */
export class ShelfImportError extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'import failed');
    this.name = 'ShelfImportError';
  }
}

/** ONIX when the file says it is XML (by its type or its name), else CSV. */
function contentTypeOf(file: File): string {
  return file.type.includes('xml') || /\.xml$/i.test(file.name) ? 'application/xml' : 'text/csv';
}

/** Sends the file as it is (the server reads its encoding); `dryRun` changes nothing. */
export async function importShelfFile(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const response = await fetch(dryRun ? `${IMPORT_URL}?dryRun=1` : IMPORT_URL, {
    method: 'POST',
    credentials: 'include',
    headers: {
      ...(await csrfHeaders()),
      'Content-Type': contentTypeOf(file),
      Accept: 'application/json',
    },
    body: file,
  });
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
    ? await response.json().catch(() => null)
    : null;
  if (!response.ok) throw new ShelfImportError(detailOf(body));
  const parsed = importAnswer.safeParse(body);
  if (!parsed.success) throw new ShelfImportError(null);
  return parsed.data;
}
