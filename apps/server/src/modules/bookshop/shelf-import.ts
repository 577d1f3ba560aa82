import type { Db } from '../../db/database.ts';
import { csvFile, type CsvColumn } from '../../http/csv.ts';
import { findBookshop } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import type { Actor } from './bookshop.repo.ts';
import { requireActor } from './bookshop.service.ts';
import { BookshopErrors, ImportErrors } from './errors.ts';
import { csvRecords, decodedText } from './shelf-import-csv.ts';
import { onixOffers, OnixSyntaxError } from './shelf-import-onix.ts';
import {
  checkedOffer,
  columnPlaces,
  missingColumns,
  rawOfferOf,
  type OfferLine,
  type RawOffer,
  type RejectionCode,
} from './shelf-import-rows.ts';
import {
  recordImport,
  shelfForExport,
  writeBatch,
  type BatchOutcome,
  type ExportRow,
  type ImportTarget,
} from './shelf-import.repo.ts';

// Importing a shelf file (docs/spec/shelf-import.md): the staff's own bookshop only; the
// file read as it arrives, its lines checked one by one, written a batch at a time (each
// batch one transaction), audited once. A dry run does the same in one transaction it
// rolls back, so its counts are the import's.

/** Lines written per transaction: a failure keeps the batches before it. */
export const IMPORT_BATCH_LINES = 1000;
/** The largest file taken: 50,000 lines of about 200 bytes with room to spare. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export interface ImportAnswer {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; code: RejectionCode }[];
}

export type ImportFormat = 'csv' | 'onix';

/** Only the staff of a bookshop import into it (the administrator has no shelf of their own). */
function staffBookshop(actor: Actor | null): { who: Actor; bookshopId: number } {
  const who = requireActor(actor);
  if (who.role !== 'staff' || who.bookshopId === null) throw BookshopErrors.forbidden();
  return { who, bookshopId: who.bookshopId };
}

/** The body's chunks, refused (413) past `limit` bytes; `seen` counts them. */
async function* limited(
  body: AsyncIterable<Uint8Array>,
  limit: number,
  seen: { bytes: number },
): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    seen.bytes += chunk.length;
    if (seen.bytes > limit) throw ImportErrors.tooLarge({ max: Math.round(limit / 1024 / 1024) });
    yield chunk;
  }
}

/** The text with its first non-empty piece looked at: does it open an XML document? */
async function sniffed(
  text: AsyncIterable<string>,
): Promise<{ xml: boolean; text: AsyncIterable<string> }> {
  const iterator = text[Symbol.asyncIterator]();
  const seen: string[] = [];
  let start = '';
  while (start === '') {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    start = seen.join('').trimStart();
  }
  async function* again(): AsyncGenerator<string> {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value;
  }
  return { xml: start.startsWith('<'), text: again() };
}

/** A CSV file's lines as read: its header first, which must name isbn, price and copies. */
async function* csvOffers(
  text: AsyncIterable<string>,
): AsyncGenerator<{ line: number; raw: RawOffer }> {
  let places: ReturnType<typeof columnPlaces> | null = null;
  for await (const record of csvRecords(text)) {
    if (places === null) {
      places = columnPlaces(record.fields);
      const missing = missingColumns(places);
      if (missing.length > 0) throw ImportErrors.headerIncomplete({ missing: missing.join(', ') });
      continue;
    }
    yield { line: record.line, raw: rawOfferOf(record.fields, places) };
  }
  if (places === null) throw ImportErrors.headerIncomplete({ missing: 'isbn, price, copies' });
}

async function* withOnixRefused<T>(offers: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* offers;
  } catch (error) {
    if (error instanceof OnixSyntaxError) throw ImportErrors.onixInvalid();
    throw error;
  }
}

/** A dry run's counts, carried out of the transaction it rolls back. */
class DryRunDone extends Error {
  constructor(readonly answer: ImportAnswer) {
    super('dry run');
  }
}

/**
 * Reads the file's lines and writes them a batch at a time through `write`; the counts, and
 * every refused line by its line number.
 */
async function importLines(
  offers: AsyncIterable<{ line: number; raw: RawOffer }>,
  write: (lines: OfferLine[]) => Promise<BatchOutcome>,
  now: Date,
): Promise<ImportAnswer> {
  const answer: ImportAnswer = { created: 0, updated: 0, unchanged: 0, rejected: [] };
  // One key per line kept (not the line): what tells a second line of a book and condition.
  const seen = new Set<string>();
  let batch: OfferLine[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await write(batch);
    batch = [];
    answer.created += outcome.created;
    answer.updated += outcome.updated;
    answer.unchanged += outcome.unchanged;
    answer.rejected.push(...outcome.rejected);
  };
  for await (const { line, raw } of offers) {
    const checked = checkedOffer(raw, line, now);
    if ('code' in checked) {
      answer.rejected.push(checked);
      continue;
    }
    const key = `${checked.isbn}/${checked.condition}`;
    if (seen.has(key)) {
      answer.rejected.push({ line, code: 'DUPLICATE_LINE' });
      continue;
    }
    seen.add(key);
    batch.push(checked);
    if (batch.length >= IMPORT_BATCH_LINES) await flush();
  }
  await flush();
  answer.rejected.sort((a, b) => a.line - b.line);
  return answer;
}

/**
 * Imports a shelf file (CSV, or ONIX 3.0 when `xml` or when its text opens with '<') into
 * the caller's bookshop; with `dryRun`, changes nothing and answers what it would do.
 */
export async function importShelf(
  db: Db,
  actor: Actor | null,
  body: AsyncIterable<Uint8Array>,
  options: { dryRun: boolean; xml: boolean; now?: Date },
): Promise<ImportAnswer> {
  const { who, bookshopId } = staffBookshop(actor);
  const shop = await findBookshop(db, bookshopId);
  if (!shop) throw CatalogErrors.bookshopNotFound();
  const target: ImportTarget = { bookshopId, countryCode: shop.countryCode, by: who };
  const now = options.now ?? new Date();
  const size = { bytes: 0 };
  const sniff = await sniffed(decodedText(limited(body, IMPORT_MAX_BYTES, size)));
  const format: ImportFormat = options.xml || sniff.xml ? 'onix' : 'csv';
  const offers =
    format === 'onix' ? withOnixRefused(onixOffers(sniff.text)) : csvOffers(sniff.text);

  if (options.dryRun) {
    try {
      await db.transaction().execute(async (tx) => {
        throw new DryRunDone(
          await importLines(offers, (lines) => writeBatch(tx, target, lines), now),
        );
      });
    } catch (done) {
      if (done instanceof DryRunDone) return done.answer;
      throw done;
    }
    throw new Error('a dry run ends by rolling back');
  }

  let written: ImportAnswer = { created: 0, updated: 0, unchanged: 0, rejected: [] };
  const write = async (lines: OfferLine[]) => {
    const outcome = await db.transaction().execute((tx) => writeBatch(tx, target, lines));
    written = {
      created: written.created + outcome.created,
      updated: written.updated + outcome.updated,
      unchanged: written.unchanged + outcome.unchanged,
      rejected: [],
    };
    return outcome;
  };
  try {
    const answer = await importLines(offers, write, now);
    await recordImport(db, target, {
      format,
      bytes: size.bytes,
      created: answer.created,
      updated: answer.updated,
      unchanged: answer.unchanged,
      rejected: answer.rejected.length,
      complete: true,
    });
    return answer;
  } catch (error) {
    // The batches written before the failure stay: the audit says how far it went.
    if (written.created + written.updated + written.unchanged > 0)
      await recordImport(db, target, {
        format,
        bytes: size.bytes,
        created: written.created,
        updated: written.updated,
        unchanged: written.unchanged,
        complete: false,
      });
    throw error;
  }
}

/** '1450' cents → '14,50': the export writes prices as an Italian spreadsheet reads them. */
function italianPrice(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'isbn', cell: (row) => row.isbn },
  { header: 'title', cell: (row) => row.title },
  { header: 'authors', cell: (row) => row.authors.join('; ') },
  { header: 'publisher', cell: (row) => row.publisher ?? '' },
  { header: 'year', cell: (row) => (row.year === null ? '' : String(row.year)), number: true },
  { header: 'price', cell: (row) => italianPrice(row.price_cents), number: true },
  { header: 'copies', cell: (row) => String(row.available), number: true },
  { header: 'condition', cell: (row) => row.condition },
  { header: 'weight', cell: (row) => String(row.weight_grams), number: true },
];

/** The caller's shelf as a file the import reads back unchanged (semicolons, '14,50'). */
export async function exportShelf(db: Db, actor: Actor | null): Promise<string> {
  const { bookshopId } = staffBookshop(actor);
  return csvFile(EXPORT_COLUMNS, await shelfForExport(db, bookshopId), ';');
}
