import { canMovePart, type PartStatus } from '@scaffale/domain/part-states';
import { sql, type RawBuilder, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB, OrderPartStatus } from '../../db/types.ts';
import { ledgerForMoves } from '../ledger/ledger-posting.ts';
import { mailForMoves } from '../mail/mail-rules.ts';

// The one owner of `order_parts.status`: every move of a part, whoever asks for it (its
// bookshop's staff, the administrator, its buyer, its deadline, its order being paid,
// cancelled or revived), is checked against the domain's one transition table
// (packages/domain/src/part-states.ts) and written here, as a compare-and-set on the
// status it leaves. A test (part-moves.test.ts) fails if another file updates order_parts.

/** The database's part statuses and the domain's are the same set (a type error if not). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const PART_STATUSES_MATCH: Same<OrderPartStatus, PartStatus> = true;

/** Throws for a move the transition table does not have (a mistake in the code). */
export function assertPartMove(from: PartStatus, to: PartStatus): void {
  if (!canMovePart(from, to)) throw new Error(`an order part cannot move from ${from} to ${to}`);
}

type PartUpdate = UpdateQueryBuilder<DB, 'order_parts', 'order_parts', UpdateResult>;

/**
 * Moves the part `partId` from `from` to `to`, where it is still in `from` (and whatever
 * `also` adds: more columns set, more conditions): its id and order's id, or undefined
 * when it was not (moved meanwhile, out of reach). Throws for a move not in the table.
 */
export async function movePart(
  tx: Db,
  partId: number,
  from: PartStatus,
  to: PartStatus,
  also: (update: PartUpdate) => PartUpdate = (update) => update,
): Promise<{ id: number; order_id: number } | undefined> {
  assertPartMove(from, to);
  // A part delivered (shipped, collected): its money's hold starts (docs/spec/ledger-and-payouts.md §3).
  const delivered =
    to === 'SHIPPED' || to === 'COLLECTED' ? { delivered_at: sql<Date>`now()` } : {};
  return also(
    tx
      .updateTable('order_parts')
      .set({ status: to, ...delivered })
      .where('id', '=', partId)
      .where('status', '=', from),
  )
    .returning(['id', 'order_id'])
    .executeTakeFirst();
}

/**
 * The statement (or CTE body) that moves every part matching `where` from `from` to `to`,
 * with more columns `set` and a `using` FROM list: for the statements that move an order
 * and its parts at once. Throws for a move not in the table.
 */
export function movePartsSql(
  from: PartStatus,
  to: PartStatus,
  clauses: { set?: RawBuilder<unknown>; using?: RawBuilder<unknown>; where: RawBuilder<unknown> },
): RawBuilder<unknown> {
  assertPartMove(from, to);
  const set = clauses.set ? sql`, ${clauses.set}` : sql``;
  const using = clauses.using ? sql` FROM ${clauses.using}` : sql``;
  return sql`UPDATE order_parts SET status = ${sql.lit(to)}${set}${using}
    WHERE order_parts.status = ${sql.lit(from)} AND ${clauses.where}
    RETURNING order_parts.id AS part_id, order_parts.order_id, order_parts.bookshop_id,
      ${sql.lit(from)}::text AS from_status, ${sql.lit(to)}::text AS to_status`;
}

/**
 * The CTE `name` that makes the moves `moves` (movePartsSql), the CTE that writes the
 * messages those moves send (mail-rules.ts: a part to confirm, to its bookshop's staff), and
 * the one that posts a placed part's sale in its bookshop's ledger (ledger-posting.ts).
 */
export function partMovesCte(
  name: string,
  moves: RawBuilder<unknown>,
  commissionBp: number,
): RawBuilder<unknown> {
  return sql`${sql.raw(name)} AS (${moves}), ${mailForMoves(`${name}_told`, 'part_moved', name)},
    ${ledgerForMoves(`${name}_posted`, name, commissionBp)}`;
}

/** The deadline a part placed `now` has to be confirmed by, `hours` on. */
function confirmBy(now: Date, hours: number): RawBuilder<unknown> {
  return sql`confirm_by = ${now}::timestamptz + make_interval(hours => ${hours}::int)`;
}

/**
 * The CTE that makes the parts of the orders `placed` (order_id, to_status) waiting for
 * payment TO_CONFIRM when their order is paid or deferred, the deadline to confirm running
 * `hours` from `now`: in the statement that moves the order, no round trip of its own. A
 * bank transfer's parts stay AWAITING_PAYMENT until it is paid. Their sale is posted at the
 * platform's commission `commissionBp` where their bookshop has none of its own.
 */
export function partsToConfirm(
  now: Date,
  hours: number,
  commissionBp: number,
): RawBuilder<unknown> {
  return partMovesCte(
    'parts_to_confirm',
    movePartsSql('AWAITING_PAYMENT', 'TO_CONFIRM', {
      set: confirmBy(now, hours),
      using: sql`placed`,
      where: sql`order_parts.order_id = placed.order_id
        AND placed.to_status IN ('paid', 'deferred')`,
    }),
    commissionBp,
  );
}

/** The statement that cancels an unpaid order's parts with it (expiry, replaced, its buyer). */
export function partsOfOrderCancelled(orderId: number): RawBuilder<unknown> {
  return movePartsSql('AWAITING_PAYMENT', 'CANCELLED', {
    where: sql`order_parts.order_id = ${orderId}`,
  });
}

/** The statement that places a revived order's cancelled parts again, to be confirmed. */
export function partsOfOrderRevived(
  orderId: number,
  now: Date,
  hours: number,
): RawBuilder<unknown> {
  return movePartsSql('CANCELLED', 'TO_CONFIRM', {
    set: confirmBy(now, hours),
    where: sql`order_parts.order_id = ${orderId}`,
  });
}

/**
 * Records what a delivered part's buyer sent back gave back (docs/spec/withdrawal-and-returns.md
 * §3): `refundCents` more refunded, and, for a part returned whole, the delivery its bookshop
 * keeps. Not a move: a delivered part stays SHIPPED or COLLECTED. False when the part is not
 * delivered (a mistake: the return's lock keeps it so).
 */
export async function recordPartReturned(
  tx: Db,
  partId: number,
  refundCents: number,
  shippingKeptCents: number | null,
): Promise<boolean> {
  const row = await tx
    .updateTable('order_parts')
    .set((eb) => ({
      refunded_cents: eb('refunded_cents', '+', refundCents),
      ...(shippingKeptCents === null ? {} : { shipping_kept_cents: shippingKeptCents }),
    }))
    .where('id', '=', partId)
    .where('status', 'in', ['SHIPPED', 'COLLECTED'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
