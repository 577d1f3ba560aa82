import { partEntries, partLedgerValue, type PartEntry } from '@scaffale/domain/ledger';
import type { PartStatus } from '@scaffale/domain/part-states';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { defaultCommissionBp } from './ledger-settings.ts';

// The one writer of a part's entries in its bookshop's ledger (docs/spec/ledger-and-payouts.md
// §2): posted in the transaction — most often the very statement — of the move that causes
// them. A part sold (paid, deferred, or revived by a late payment) posts its SALE and
// COMMISSION in the statement that moves it (ledgerForMoves); a part that gives copies back
// (a rejection, its buyer's or its deadline's cancellation, copies returned by its buyer:
// docs/spec/withdrawal-and-returns.md §4) posts what that takes back (postPartLedger). Both post the difference between what the part is worth now and what
// its entries already hold, so a move retried or replayed posts nothing twice.

/** The states in which a part's sale counts: placed and not given back. */
export const SOLD_STATES: readonly PartStatus[] = [
  'TO_CONFIRM',
  'ACCEPTED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COLLECTED',
];

/** What a part's entries hold so far: the sums partEntries corrects. */
const POSTED_SUMS = sql`
  COALESCE(SUM(x.amount_cents) FILTER (WHERE x.kind IN ('SALE', 'REFUND')), 0)::int AS sale,
  COALESCE(SUM(x.amount_cents) FILTER (WHERE x.kind IN ('COMMISSION', 'COMMISSION_REFUND')), 0)::int AS commission,
  COALESCE(SUM(x.platform_discount_cents), 0)::int AS platform`;

/**
 * The CTE `name` that posts the SALE and COMMISSION of the parts the CTE `moves` (part_id,
 * from_status, to_status: movePartsSql's) placed: moved to TO_CONFIRM from waiting for their
 * payment or from cancelled. Nothing yet rejected, so a part's kept lines are its goods, its
 * bookshop's codes off (partLedgerValue's sums, in SQL); each entry less what is already
 * posted for the part. `defaultBp`: the platform's commission (defaultCommissionBp(), or a
 * compiled statement's placeholder for it) where the bookshop has none of its own.
 */
export function ledgerForMoves(
  name: string,
  moves: string,
  defaultBp: number,
): RawBuilder<unknown> {
  return sql`${sql.raw(name)} AS (
    INSERT INTO ledger_entries (bookshop_id, kind, amount_cents, order_id, order_part_id,
      platform_discount_cents)
    SELECT p.bookshop_id, e.kind::ledger_entry_kind, e.amount, p.order_id, p.id, e.platform
    FROM ${sql.raw(moves)} m
    JOIN order_parts p ON p.id = m.part_id
    JOIN bookshops b ON b.id = p.bookshop_id
    CROSS JOIN LATERAL (SELECT ${POSTED_SUMS} FROM ledger_entries x
      WHERE x.order_part_id = p.id) posted
    CROSS JOIN LATERAL (VALUES
      ('SALE', p.goods_cents - p.bookshop_discount_cents + p.shipping_cents - posted.sale,
        p.discount_cents - p.bookshop_discount_cents - posted.platform),
      ('COMMISSION', -((((p.goods_cents - p.bookshop_discount_cents)::bigint
        * COALESCE(b.commission_bp, ${defaultBp}::int) + 5000) / 10000)::int)
        - posted.commission, 0)
    ) e(kind, amount, platform)
    WHERE m.to_status = 'TO_CONFIRM' AND m.from_status IN ('AWAITING_PAYMENT', 'CANCELLED')
      AND (e.amount <> 0 OR e.platform <> 0)
  )`;
}

/**
 * Posts what a part's move changed in its bookshop's ledger (a rejection of copies, the part
 * cancelled), read from the part as it now is, in the move's transaction: the entries
 * written (none when nothing changed).
 */
export async function postPartLedger(tx: Db, partId: number): Promise<PartEntry[]> {
  const part = await tx
    .selectFrom('order_parts as p')
    .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
    .select([
      'p.id',
      'p.order_id',
      'p.bookshop_id',
      'p.status',
      'p.discount_cents',
      'p.bookshop_discount_cents',
      'p.shipping_cents',
      'p.shipping_kept_cents',
      'b.commission_bp',
    ])
    .where('p.id', '=', partId)
    .executeTakeFirstOrThrow();
  const lines = await tx
    .selectFrom('order_lines')
    .select(['line_total_cents', 'floor_cents', 'qty', 'rejected_qty', 'returned_qty'])
    .where('order_part_id', '=', partId)
    .orderBy('id')
    .execute();
  const { rows } = await sql<{ sale: number; commission: number; platform: number }>`
    SELECT ${POSTED_SUMS} FROM ledger_entries x WHERE x.order_part_id = ${partId}`.execute(tx);
  const posted = rows[0] ?? { sale: 0, commission: 0, platform: 0 };
  const value = partLedgerValue(
    {
      lines: lines.map((l) => ({
        totalCents: l.line_total_cents,
        floorCents: l.floor_cents,
        qty: l.qty,
        // Copies returned by the buyer are sold no more, like rejected ones.
        rejectedQty: l.rejected_qty + l.returned_qty,
      })),
      discountCents: part.discount_cents,
      bookshopDiscountCents: part.bookshop_discount_cents,
      shippingCents: part.shipping_cents,
      shippingKeptCents: part.shipping_kept_cents,
    },
    part.commission_bp ?? defaultCommissionBp(),
    SOLD_STATES.includes(part.status),
  );
  const entries = partEntries(value, {
    saleCents: posted.sale,
    commissionCents: posted.commission,
    platformDiscountCents: posted.platform,
  });
  if (entries.length > 0)
    await tx
      .insertInto('ledger_entries')
      .values(
        entries.map((entry) => ({
          bookshop_id: part.bookshop_id,
          kind: entry.kind,
          amount_cents: entry.amountCents,
          order_id: part.order_id,
          order_part_id: part.id,
          platform_discount_cents: entry.platformDiscountCents,
        })),
      )
      .execute();
  return entries;
}
