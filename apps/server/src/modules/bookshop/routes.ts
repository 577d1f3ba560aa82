import { toDecimal } from '@scaffale/domain/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import {
  bookshopExists,
  findActor,
  partsForAccounts,
  type PartAccountRow,
} from './bookshop.repo.ts';
import { staffScope } from './bookshop.service.ts';

// The bookshop's REST side: a period's order parts as CSV for its accounts (issue 29).

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
  })
  .refine(({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days >= 0 && days < MAX_PERIOD_DAYS;
  });

export const CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'bookshop',
  'status',
  'buyer',
  'shipping_type',
  'goods',
  'discount',
  'shipping',
  'refunded',
  'net',
  'lines',
  'copies_kept',
  'copies_rejected',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) is written as text, behind an apostrophe (OWASP's CSV
 * injection advice). Only people's and bookshops' text goes through the guard: the amounts
 * are ours, and a refund's minus sign must stay a number.
 */
export function csvText(value: string): string {
  return csvCell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRow(part: PartAccountRow): string {
  const net = part.goodsCents - part.discountCents + part.shippingCents - part.refundedCents;
  return [
    csvText(part.orderNumber),
    csvCell(part.placedAt),
    csvText(part.bookshop),
    csvCell(part.status),
    csvText(part.buyer),
    csvCell(part.shipping),
    toDecimal(part.goodsCents),
    toDecimal(part.discountCents),
    toDecimal(part.shippingCents),
    toDecimal(part.refundedCents),
    toDecimal(net),
    String(part.lines),
    String(part.copiesKept),
    String(part.copiesRejected),
  ].join(',');
}

/**
 * The CSV of parts: a header row, one row per part, CRLF line ends; led by a UTF-8
 * byte-order mark, without which spreadsheet programs read the accents of names wrongly.
 */
export function partsCsv(parts: readonly PartAccountRow[]): string {
  const rows = [CSV_COLUMNS.join(','), ...parts.map(csvRow)];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

export function registerBookshopRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  const { db, sessions } = deps;

  /**
   * `GET /api/bookshop/parts.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&bookshopId=]`: the parts
   * placed in the period (partsForAccounts): staff their own bookshop's, the administrator
   * every bookshop's or the one named. Another bookshop's id from staff is answered like a
   * missing bookshop.
   */
  app.get('/api/bookshop/parts.csv', async (request, reply) => {
    const userId = await sessions.currentUserId(request);
    const scope = staffScope(userId === null ? null : await findActor(db, userId));
    const query = periodQuery.safeParse(request.query);
    if (!query.success) throw HttpErrors.invalidValue();
    const { from, to, bookshopId: asked } = query.data;
    if (asked !== undefined) {
      const reachable = scope.bookshopId === null || scope.bookshopId === asked;
      if (!reachable || !(await bookshopExists(db, asked))) throw HttpErrors.notFound();
    }
    const parts = await partsForAccounts(db, asked ?? scope.bookshopId, { from, to });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="order-parts-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(partsCsv(parts));
  });
}
