import type { LedgerEntryKind } from '@scaffale/domain/ledger';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { payoutHoldDays } from './ledger-settings.ts';

// Reading a bookshop's ledger (docs/spec/ledger-and-payouts.md §4): its statement over a
// period, its balance, and what of it is payable now — every figure a sum of its entries.

/** The start of a Europe/Rome day (YYYY-MM-DD) as an instant. */
function romeDayStart(day: string): RawBuilder<Date> {
  return sql<Date>`(${day}::date::timestamp AT TIME ZONE 'Europe/Rome')`;
}

/** The end (exclusive) of a Europe/Rome day: the next one's start. */
function romeDayEnd(day: string): RawBuilder<Date> {
  return sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')`;
}

export interface StatementTotals {
  openingCents: number;
  salesCents: number;
  refundsCents: number;
  /** Commission net of its refunds (positive: what the platform kept). */
  commissionCents: number;
  /** Paid out net of reversals (positive). */
  paidOutCents: number;
  adjustmentsCents: number;
  closingCents: number;
}

export interface StatementEntry {
  id: number;
  at: Date;
  kind: LedgerEntryKind;
  orderNumber: string | null;
  amountCents: number;
  note: string | null;
}

/** A bookshop's totals over the days `from`..`to` (Europe/Rome, both included). */
export async function statementTotals(
  db: Db,
  bookshopId: number,
  from: string,
  to: string,
): Promise<StatementTotals> {
  const { rows } = await sql<Record<keyof StatementTotals, number>>`
    WITH e AS (
      SELECT kind, amount_cents, created_at < ${romeDayStart(from)} AS before
      FROM ledger_entries
      WHERE bookshop_id = ${bookshopId} AND created_at < ${romeDayEnd(to)}
    )
    SELECT
      COALESCE(SUM(amount_cents) FILTER (WHERE before), 0)::int AS "openingCents",
      COALESCE(SUM(amount_cents) FILTER (WHERE NOT before AND kind = 'SALE'), 0)::int AS "salesCents",
      COALESCE(-SUM(amount_cents) FILTER (WHERE NOT before AND kind = 'REFUND'), 0)::int AS "refundsCents",
      COALESCE(-SUM(amount_cents) FILTER (WHERE NOT before
        AND kind IN ('COMMISSION', 'COMMISSION_REFUND')), 0)::int AS "commissionCents",
      COALESCE(-SUM(amount_cents) FILTER (WHERE NOT before
        AND kind IN ('PAYOUT', 'PAYOUT_REVERSAL')), 0)::int AS "paidOutCents",
      COALESCE(SUM(amount_cents) FILTER (WHERE NOT before AND kind = 'ADJUSTMENT'), 0)::int AS "adjustmentsCents",
      COALESCE(SUM(amount_cents), 0)::int AS "closingCents"
    FROM e`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no totals');
  return row;
}

/** A bookshop's entries over the days `from`..`to`, oldest first. */
export async function statementEntries(
  db: Db,
  bookshopId: number,
  from: string,
  to: string,
): Promise<StatementEntry[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.id', 'e.created_at', 'e.kind', 'o.number', 'e.amount_cents', 'e.note'])
    .where('e.bookshop_id', '=', bookshopId)
    .where('e.created_at', '>=', romeDayStart(from))
    .where('e.created_at', '<', romeDayEnd(to))
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.created_at,
    kind: r.kind,
    orderNumber: r.number,
    amountCents: r.amount_cents,
    note: r.note,
  }));
}

/**
 * Whether an entry counts toward what is payable now: the run's own entries (payouts, their
 * reversals, adjustments: no part), and a part's once it was shipped or collected at least
 * PAYOUT_HOLD_DAYS ago (every entry of it, a refund after the payout too).
 */
function payableEntry(holdDays: number): RawBuilder<boolean> {
  return sql<boolean>`(e.order_part_id IS NULL OR EXISTS (
    SELECT 1 FROM order_parts p WHERE p.id = e.order_part_id
      AND p.delivered_at <= now() - make_interval(days => ${holdDays}::int)))`;
}

export interface BookshopMoney {
  bookshopId: number;
  balanceCents: number;
  /** What a payout run would pay now: the payable entries' sum, when above zero. */
  payableCents: number;
}

/** Balance and payable of the bookshops `ids` (every bookshop with entries, when null). */
export async function bookshopMoney(
  db: Db,
  ids: readonly number[] | null,
): Promise<BookshopMoney[]> {
  const { rows } = await sql<BookshopMoney>`
    SELECT e.bookshop_id AS "bookshopId", SUM(e.amount_cents)::int AS "balanceCents",
      GREATEST(0, COALESCE(SUM(e.amount_cents) FILTER (WHERE ${payableEntry(payoutHoldDays())}), 0))::int
        AS "payableCents"
    FROM ledger_entries e
    WHERE ${ids === null ? sql`true` : sql`e.bookshop_id = ANY(${[...ids]}::int[])`}
    GROUP BY e.bookshop_id
    ORDER BY e.bookshop_id`.execute(db);
  return rows;
}

/** A bookshop's balance and payable (zero for a bookshop with no entries yet). */
export async function moneyOf(db: Db, bookshopId: number): Promise<BookshopMoney> {
  const [row] = await bookshopMoney(db, [bookshopId]);
  return row ?? { bookshopId, balanceCents: 0, payableCents: 0 };
}

/** When a bookshop's next money not yet payable becomes so: its earliest held part's release. */
export async function nextRelease(db: Db, bookshopId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('order_parts as p')
    .select(
      sql<Date | null>`MIN(p.delivered_at + make_interval(days => ${payoutHoldDays()}::int))`.as(
        'at',
      ),
    )
    .where('p.bookshop_id', '=', bookshopId)
    .where(
      'p.delivered_at',
      '>',
      sql<Date>`now() - make_interval(days => ${payoutHoldDays()}::int)`,
    )
    .executeTakeFirst();
  return row?.at ?? null;
}

export interface PlatformMonthRow {
  month: string;
  commissionCents: number;
  discountCostCents: number;
}

/** The platform's commission and the discounts it funded, per month (Europe/Rome) of `year`. */
export async function platformMonths(db: Db, year: number): Promise<PlatformMonthRow[]> {
  const { rows } = await sql<PlatformMonthRow>`
    SELECT to_char(created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month,
      COALESCE(-SUM(amount_cents) FILTER (WHERE kind IN ('COMMISSION', 'COMMISSION_REFUND')), 0)::int
        AS "commissionCents",
      COALESCE(SUM(platform_discount_cents), 0)::int AS "discountCostCents"
    FROM ledger_entries
    WHERE created_at >= ${romeDayStart(`${year}-01-01`)} AND created_at < ${romeDayEnd(`${year}-12-31`)}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}
