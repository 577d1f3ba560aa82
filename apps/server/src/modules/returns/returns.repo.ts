import { isOpenReturn, RETURN_STATES, type ReturnState } from '@scaffale/domain/returns';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import { pageRequest } from '../bookshop/paging.ts';

// What the pages read of returns: one return, the latest of each of some parts (the buyer's
// orders), and the staff's list a page at a time.

export interface ReturnLineView {
  lineId: number;
  title: string;
  qty: number;
  /** What these copies gave back; null until received. */
  refundCents: number | null;
}

export interface ReturnView {
  id: number;
  partId: number;
  orderId: number;
  orderNumber: string;
  bookshopId: number;
  state: ReturnState;
  reason: string;
  refusalReason: string | null;
  requestedAt: Date;
  refundDueAt: Date;
  refundCents: number | null;
  deliveryRefundCents: number | null;
  lines: ReturnLineView[];
}

export interface ReturnPageView {
  items: ReturnView[];
  total: number;
  page: number;
  pageSize: number;
}

/** Returns a page of the staff's list holds when the caller names no size. */
export const RETURNS_PAGE_SIZE = 20;

interface ReturnRow {
  id: number;
  order_part_id: number;
  order_id: number;
  order_number: string;
  bookshop_id: number;
  status: ReturnState;
  reason: string;
  refusal_reason: string | null;
  requested_at: Date | string;
  refund_due_at: Date | string;
  refund_cents: number | null;
  delivery_refund_cents: number | null;
  lines: ReturnLineView[] | string;
}

function toView(row: ReturnRow): ReturnView {
  return {
    id: Number(row.id),
    partId: Number(row.order_part_id),
    orderId: Number(row.order_id),
    orderNumber: row.order_number,
    bookshopId: Number(row.bookshop_id),
    state: row.status,
    reason: row.reason,
    refusalReason: row.refusal_reason,
    requestedAt: new Date(row.requested_at),
    refundDueAt: new Date(row.refund_due_at),
    refundCents: row.refund_cents,
    deliveryRefundCents: row.delivery_refund_cents,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as ReturnLineView[]) : row.lines,
  };
}

const COLUMNS = sql`r.id, r.order_part_id, r.order_id, o.number AS order_number, r.bookshop_id,
  r.status, r.reason, r.refusal_reason, r.requested_at, r.refund_due_at, r.refund_cents,
  r.delivery_refund_cents,
  COALESCE((SELECT json_agg(json_build_object('lineId', rl.order_line_id, 'title', l.title,
      'qty', rl.qty, 'refundCents', rl.refund_cents) ORDER BY rl.order_line_id)
    FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id
    WHERE rl.return_id = r.id), '[]'::json) AS lines`;

export async function findReturn(db: Db, returnId: number): Promise<ReturnView | null> {
  const { rows } = await sql<ReturnRow>`
    SELECT ${COLUMNS} FROM returns r JOIN orders o ON o.id = r.order_id
    WHERE r.id = ${returnId}`.execute(db);
  const [row] = rows;
  return row ? toView(row) : null;
}

/** The latest return of each of the parts (by part id); a part never returned is absent. */
export async function latestReturns(
  db: Db,
  partIds: readonly number[],
): Promise<Map<number, ReturnView>> {
  if (partIds.length === 0) return new Map();
  const { rows } = await sql<ReturnRow>`
    SELECT DISTINCT ON (r.order_part_id) ${COLUMNS}
    FROM returns r JOIN orders o ON o.id = r.order_id
    WHERE r.order_part_id = ANY(${[...partIds]}::bigint[])
    ORDER BY r.order_part_id, r.id DESC`.execute(db);
  return new Map(rows.map((row) => [Number(row.order_part_id), toView(row)]));
}

/** A state from the wire: one of the returns' states, or none. */
export function returnStateOf(value: string | null | undefined): ReturnState | null {
  if (value === null || value === undefined) return null;
  const state = RETURN_STATES.find((known) => known === value);
  if (state === undefined) throw HttpErrors.invalidValue();
  return state;
}

/**
 * A bookshop's returns (every bookshop's for null), of one state when given: the open ones
 * first, the earliest refund due first; then the rest, the newest first.
 */
export async function returnsPage(
  db: Db,
  filter: { bookshopId: number | null; state: ReturnState | null },
  paging: { page?: number | null | undefined; pageSize?: number | null | undefined },
): Promise<ReturnPageView> {
  const { page, pageSize, offset } = pageRequest(paging.page, paging.pageSize, RETURNS_PAGE_SIZE);
  const where = sql`(${filter.bookshopId}::bigint IS NULL OR r.bookshop_id = ${filter.bookshopId})
    AND (${filter.state}::text IS NULL OR r.status = ${filter.state})`;
  const open = RETURN_STATES.filter(isOpenReturn);
  const [{ rows }, count] = await Promise.all([
    sql<ReturnRow>`
      SELECT ${COLUMNS} FROM returns r JOIN orders o ON o.id = r.order_id
      WHERE ${where}
      ORDER BY (r.status = ANY(${open}::text[])) DESC,
        CASE WHEN r.status = ANY(${open}::text[]) THEN r.refund_due_at END ASC,
        r.requested_at DESC, r.id DESC
      LIMIT ${pageSize} OFFSET ${offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM returns r WHERE ${where}`.execute(db),
  ]);
  return { items: rows.map(toView), total: count.rows[0]?.n ?? 0, page, pageSize };
}
