import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { findDocument, type StoredDocument } from '../invoices/invoices.repo.ts';
import { invoiceOfPart } from '../invoices/invoices.service.ts';
import { bookshopExists, findActor, findPart, partsForAccounts } from './bookshop.repo.ts';
import { requireActor, staffScope } from './bookshop.service.ts';
import { BookshopErrors } from './errors.ts';
import { CSV_FORMATS, defaultCsvFormat, partsCsv } from './parts-csv.ts';
import { exportShelf, IMPORT_MAX_BYTES, importShelf } from './shelf-import.ts';

// The bookshop's REST side: a period's order parts as CSV for its accounts
// (docs/spec/bookshop-area.md §3); the shelf imported from a file and exported to one
// (docs/spec/shelf-import.md).

/** The longest period one export covers: a year, leap day included. */
const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD, that exists (no 30 February). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  });

const periodQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    /** The administrator's choice of one bookshop; staff may name only their own. */
    bookshopId: z
      .string()
      .regex(/^[1-9]\d{0,11}$/)
      .transform(Number)
      .optional(),
    /** The file's form (parts-csv.ts); the account's language chooses when it is not given. */
    format: z.enum(CSV_FORMATS).optional(),
  })
  .refine(({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days >= 0 && days < MAX_PERIOD_DAYS;
  });

export function registerBookshopRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  const { db, sessions } = deps;

  /**
   * `GET /api/bookshop/parts.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&bookshopId=][&format=it|en]`:
   * the parts placed in the period (partsForAccounts): staff their own bookshop's, the
   * administrator every bookshop's or the one named. Another bookshop's id from staff is
   * answered like a missing bookshop. The Italian form for an Italian account, else the
   * English one, unless `format` names one.
   */
  app.get('/api/bookshop/parts.csv', async (request, reply) => {
    const userId = await sessions.currentUserId(request);
    const actor = requireActor(userId === null ? null : await findActor(db, userId));
    const scope = staffScope(actor);
    const query = periodQuery.safeParse(request.query);
    if (!query.success) throw HttpErrors.invalidValue();
    const { from, to, bookshopId: asked } = query.data;
    const format = query.data.format ?? defaultCsvFormat(actor.language);
    if (asked !== undefined) {
      const reachable = scope.bookshopId === null || scope.bookshopId === asked;
      if (!reachable || !(await bookshopExists(db, asked))) throw HttpErrors.notFound();
    }
    const parts = await partsForAccounts(db, asked ?? scope.bookshopId, { from, to });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-parts-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(partsCsv(parts, format));
  });

  /** An id in the address: anything else names nothing. */
  const idParam = z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,11}$/)
      .transform(Number),
  });

  /**
   * Staff of the bookshop `bookshopId` or the administrator: the caller; 401 for a guest,
   * 403 for a buyer or another bookshop's staff.
   */
  async function documentReader(request: FastifyRequest, bookshopId: number | null) {
    const userId = await sessions.currentUserId(request);
    const scope = staffScope(requireActor(userId === null ? null : await findActor(db, userId)));
    if (bookshopId !== null && scope.bookshopId !== null && scope.bookshopId !== bookshopId)
      throw BookshopErrors.forbidden();
  }

  function sendDocument(reply: FastifyReply, doc: StoredDocument) {
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${doc.fileName}"`)
      .header('cache-control', 'no-store')
      .send(doc.xml);
  }

  /**
   * `GET /api/bookshop/parts/{id}/invoice.xml`: the part's FatturaPA invoice, issued now if
   * the move to SHIPPED or COLLECTED could not yet (docs/spec/invoices.md §4, §6). Its
   * bookshop's staff and the administrator; 404 where the buyer asked for no invoice.
   */
  app.get('/api/bookshop/parts/:id/invoice.xml', async (request, reply) => {
    await documentReader(request, null);
    const params = idParam.safeParse(request.params);
    const part = params.success ? await findPart(db, params.data.id) : null;
    if (!part) throw HttpErrors.notFound();
    await documentReader(request, part.bookshopId);
    const invoice = await invoiceOfPart(db, part.id);
    if (!invoice) throw HttpErrors.notFound();
    return sendDocument(reply, invoice);
  });

  /** `GET /api/bookshop/invoices/{id}.xml`: one document (an invoice, a credit note), as above. */
  app.get('/api/bookshop/invoices/:id.xml', async (request, reply) => {
    await documentReader(request, null);
    const params = idParam.safeParse(request.params);
    const doc = params.success ? await findDocument(db, params.data.id) : null;
    if (!doc) throw HttpErrors.notFound();
    await documentReader(request, doc.bookshopId);
    return sendDocument(reply, doc);
  });

  /** The file's types the import reads (a type the browser does not know is octet-stream). */
  const IMPORT_TYPES = ['text/csv', 'application/octet-stream', 'application/xml', 'text/xml'];
  const XML_TYPE = /^(application|text)\/xml\b/i;
  const importQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

  app.register(async (scope) => {
    // The body is left unread here, and read by the import from the request's stream as it
    // arrives (its size checked there). Handing the stream on as the body would let every
    // hook that inspects bodies (text-guard.ts) walk the socket's whole object graph.
    scope.addContentTypeParser(IMPORT_TYPES, (_request, _payload, done) => done(null));

    /**
     * `POST /api/bookshop/shelf/import/[?dryRun=1]`: a CSV or ONIX file of the staff's
     * bookshop's offers; `{ created, updated, unchanged, rejected: [{ line, code }] }`.
     */
    scope.post('/api/bookshop/shelf/import/', { bodyLimit: IMPORT_MAX_BYTES }, async (request) => {
      const userId = await sessions.currentUserId(request);
      const actor = userId === null ? null : await findActor(db, userId);
      const query = importQuery.safeParse(request.query);
      if (!query.success) throw HttpErrors.invalidValue();
      const dryRun = query.data.dryRun === '1' || query.data.dryRun === 'true';
      const body: AsyncIterable<Uint8Array> = request.raw;
      const xml = XML_TYPE.test(request.headers['content-type'] ?? '');
      return importShelf(db, actor, body, { dryRun, xml });
    });
  });

  /** `GET /api/bookshop/shelf/export.csv`: the staff's shelf, in the form the import reads. */
  app.get('/api/bookshop/shelf/export.csv', async (request, reply) => {
    const userId = await sessions.currentUserId(request);
    const file = await exportShelf(db, userId === null ? null : await findActor(db, userId));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="scaffale-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
