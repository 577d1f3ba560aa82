import { sql } from 'kysely';
import {
  rejectionRefund,
  restocksByDefault,
  type RejectionReason,
} from '@scaffale/domain/part-refunds';
import { partStatusBefore, type PartStatus } from '@scaffale/domain/part-states';
import type { Db } from '../../db/database.ts';
import { AppError, HttpErrors, notLoggedIn } from '../../http/errors.ts';
import { carryOutRefund, partRefundKey, refundPart } from '../payments/refunds.ts';
import type { Refunders } from '../payments/providers.ts';
import {
  partGivenBackEvent,
  partSteppedEvent,
  recordOrderEvent,
  type PartMover,
} from '../orders/order-events.ts';
import { movePart } from '../orders/part-moves.ts';
import { putBackOnShelf } from '../orders/stock.repo.ts';
import type { Actor } from './bookshop.repo.ts';
import { postPartLedger } from '../ledger/ledger-posting.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { invoiceOnDelivery } from '../invoices/invoices.service.ts';
import { BookshopErrors } from './errors.ts';
import { changeProduct, changeVacation } from './shelf.repo.ts';

// The bookshop's side of an order part: each move a compare-and-set on the part's status
// with its audit row (order_events 'part_moved': who, from, to, reason); a rejection or a
// buyer's cancellation gives the copies' money back once, to what paid, and their stock
// unless the staff keep it off the shelf.

/** The caller, who must be logged in. */
export function requireActor<A extends Actor>(actor: A | null): A {
  if (!actor) throw notLoggedIn();
  return actor;
}

/** Staff or the administrator; the bookshop they act for (null: every bookshop). */
export function staffScope(actor: Actor | null): { bookshopId: number | null } {
  const who = requireActor(actor);
  if (who.role === 'admin') return { bookshopId: null };
  if (who.role === 'staff' && who.bookshopId !== null) return { bookshopId: who.bookshopId };
  throw BookshopErrors.forbidden();
}

/** The staff moves that give no money back. */
export type StaffMove = 'ACCEPTED' | 'SHIPPED' | 'READY_FOR_PICKUP' | 'COLLECTED';

/**
 * Moves a part of the caller's bookshop (any, for the administrator) one step, in one
 * transaction: the move (orders' movePart) only where the part is in the state the move
 * leaves, its audit row with it. NOT_FOUND for a part out of reach, INVALID_TRANSITION for one in another state.
 */
export async function moveStaffPart(
  db: Db,
  actor: Actor | null,
  partId: number,
  to: StaffMove,
  tracking: { carrier: string; trackingCode: string } | null = null,
): Promise<void> {
  const { bookshopId } = staffScope(actor);
  const from = partStatusBefore(to);
  const pickup = to === 'READY_FOR_PICKUP' ? true : to === 'SHIPPED' ? false : null;
  const who = requireActor(actor);
  const moved = await db.transaction().execute(async (tx) => {
    const part = await movePart(tx, partId, from, to, (update) => {
      let q = update;
      if (tracking) q = q.set({ carrier: tracking.carrier, tracking_code: tracking.trackingCode });
      if (bookshopId !== null) q = q.where('bookshop_id', '=', bookshopId);
      if (pickup !== null) q = q.where('shipping_type', pickup ? '=' : '!=', 'Shop_pickup');
      return q;
    });
    if (!part) return false;
    await recordOrderEvent(
      tx,
      partSteppedEvent(part.order_id, {
        partId: part.id,
        ...moverOf(who),
        from,
        to,
        carrier: tracking?.carrier ?? null,
        trackingCode: tracking?.trackingCode ?? null,
      }),
    );
    // Delivered: the invoice the buyer asked for, issued with the move (docs/spec/invoices.md §4).
    if (to === 'SHIPPED' || to === 'COLLECTED') await invoiceOnDelivery(tx, part.id);
    return true;
  });
  if (moved) return;
  const part = await db
    .selectFrom('order_parts')
    .select('id')
    .where('id', '=', partId)
    .where((eb) => (bookshopId === null ? eb.lit(true) : eb('bookshop_id', '=', bookshopId)))
    .executeTakeFirst();
  throw part ? BookshopErrors.invalidTransition() : BookshopErrors.partNotFound();
}

/** A staff rejection's copies, reason and shelf (the buyer's cancellation takes every copy). */
export interface Rejection {
  /** The lines the bookshop cannot supply. */
  lineIds: readonly number[];
  /** The copies of each line rejected, where fewer than those left to supply. */
  quantities: ReadonlyMap<number, number>;
  reasonCode: RejectionReason;
  /** Whether the copies go back on the shelf; null: the reason's default. */
  restock: boolean | null;
}

interface GiveBack {
  partId: number;
  /** The staff's rejection; null: the whole part is cancelled (its buyer, its deadline). */
  rejection: Rejection | null;
  reason: string;
}

/**
 * Rejects copies of lines of a part to confirm (staff of its bookshop, the administrator) or
 * cancels the whole part (its buyer), giving back their money and, unless the staff keep
 * them off, their copies exactly once: the part locked, its status compared, the copies
 * marked rejected only where that many are left, the refund rows written in the same
 * transaction; the provider called after the commit with the refund row's idempotency key
 * (carryOutRefund, under that row's lock).
 */
export async function giveBackLines(
  db: Db,
  refunders: Refunders,
  actor: Actor | null,
  input: GiveBack,
): Promise<void> {
  const who = requireActor(actor);
  const by: GivenBackBy =
    input.rejection === null
      ? { kind: 'buyer', actor: who }
      : { kind: 'staff', actor: who, bookshopId: staffScope(who).bookshopId };
  await giveBack(db, refunders, by, input);
}

/** Who gives a part's money back: its buyer, its bookshop, or its deadline passing. */
type GivenBackBy =
  | { kind: 'buyer'; actor: Actor }
  | { kind: 'staff'; actor: Actor; bookshopId: number | null }
  | { kind: 'deadline'; now: Date };

/**
 * Cancels and refunds the parts their bookshop did not confirm in time (`confirm_by`
 * passed): the job queue's task, run on any number of processes. Each part goes through the
 * same locked compare-and-set as a buyer's cancellation, so a part accepted meanwhile, or
 * cancelled by another process, is left alone and refunded at most once. The parts done.
 */
export async function cancelOverdueParts(
  db: Db,
  refunders: Refunders,
  now: Date = new Date(),
  batchSize = 100,
): Promise<number> {
  const due = await db
    .selectFrom('order_parts')
    .select('id')
    .where('status', '=', sql.lit('TO_CONFIRM'))
    .where('confirm_by', '<', now)
    .orderBy('confirm_by')
    .limit(batchSize)
    .execute();
  let cancelled = 0;
  for (const part of due) {
    try {
      await giveBack(
        db,
        refunders,
        { kind: 'deadline', now },
        {
          partId: part.id,
          rejection: null,
          reason: 'deadline',
        },
      );
      cancelled += 1;
    } catch (error) {
      // Moved meanwhile (accepted, rejected, or done by another process): nothing to do.
      if (error instanceof AppError && error.code === 'INVALID_TRANSITION') continue;
      throw error;
    }
  }
  return cancelled;
}

async function giveBack(
  db: Db,
  refunders: Refunders,
  by: GivenBackBy,
  input: GiveBack,
): Promise<void> {
  const { rejection } = input;
  const providerRefunds = await db.transaction().execute(async (tx) => {
    const part = await tx
      .selectFrom('order_parts as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select([
        'p.id',
        'p.order_id',
        'p.bookshop_id',
        'p.status',
        'p.discount_cents',
        'p.shipping_cents',
        'p.confirm_by',
        'o.user_id',
        'o.store_credit_cents',
      ])
      .where('p.id', '=', input.partId)
      .forUpdate('p')
      .executeTakeFirst();
    if (!part || !inReach(by, part)) throw BookshopErrors.partNotFound();
    if (part.status !== 'TO_CONFIRM') throw BookshopErrors.invalidTransition();

    const lines = await tx
      .selectFrom('order_lines')
      .select(['id', 'product_id', 'qty', 'line_total_cents', 'floor_cents', 'rejected_qty'])
      .where('order_part_id', '=', part.id)
      .orderBy('id')
      .execute();
    const counts =
      rejection === null
        ? lines.map((l) => l.qty - l.rejected_qty)
        : copiesRejected(lines, rejection);
    const refund = rejectionRefund(
      {
        lines: lines.map((l) => ({
          totalCents: l.line_total_cents,
          floorCents: l.floor_cents,
          qty: l.qty,
          rejectedQty: l.rejected_qty,
        })),
        discountCents: part.discount_cents,
        shippingCents: part.shipping_cents,
      },
      counts,
    );
    const to: PartStatus =
      rejection === null ? 'CANCELLED' : refund.nothingLeft ? 'REJECTED' : 'TO_CONFIRM';
    const taken = lines.flatMap((l, i) => {
      const qty = counts[i] ?? 0;
      return qty > 0 ? [{ line: l, qty, refundCents: refund.lineCents[i] ?? 0 }] : [];
    });
    const takenIds = taken.map((t) => t.line.id);

    if (rejection !== null) {
      const marked = await sql<{ id: number }>`
        UPDATE order_lines l SET rejected_qty = l.rejected_qty + v.qty
        FROM (SELECT unnest(${takenIds}::bigint[]) AS id,
          unnest(${taken.map((t) => t.qty)}::int[]) AS qty) v
        WHERE l.id = v.id AND l.rejected_qty + v.qty <= l.qty
        RETURNING l.id`.execute(tx);
      if (marked.rows.length !== takenIds.length) throw BookshopErrors.invalidTransition();
    }
    const moved = await movePart(tx, part.id, 'TO_CONFIRM', to, (update) =>
      update.set((eb) => ({ refunded_cents: eb('refunded_cents', '+', refund.totalCents) })),
    );
    if (!moved) throw BookshopErrors.invalidTransition();
    // Its bookshop's ledger takes back the sale and commission of what was given back.
    await postPartLedger(tx, part.id);
    // A cancelled part's copies are all there; a rejection's as the staff say, or as its
    // reason has it (a copy sold in the shop meanwhile is not).
    const restocked =
      rejection === null ? true : (rejection.restock ?? restocksByDefault(rejection.reasonCode));
    const copies = taken.map((t) => ({
      lineId: t.line.id,
      productId: t.line.product_id,
      qty: t.qty,
      // What these copies gave back (the mail's refund column reads it).
      refundCents: t.refundCents,
    }));
    const shelf = await shelfAfter(tx, copies, restocked);
    if (by.kind === 'staff') await auditShelf(tx, by.actor, part, copies, shelf, restocked);

    const key = partRefundKey(
      part.id,
      rejection === null
        ? null
        : taken.map((t) => ({
            lineId: t.line.id,
            qty: t.line.qty,
            rejectedBefore: t.line.rejected_qty,
            copies: t.qty,
          })),
    );
    const refunds = await refundPart(tx, part, refund.totalCents, key, input.reason);
    await recordOrderEvent(
      tx,
      partGivenBackEvent(part.order_id, {
        partId: part.id,
        ...(by.kind === 'deadline' ? { by: null, role: 'system' as const } : moverOf(by.actor)),
        from: 'TO_CONFIRM',
        to,
        reason: input.reason,
        ...(rejection === null ? {} : { reasonCode: rejection.reasonCode }),
        lineIds: takenIds,
        copies,
        restocked,
        refundedCents: refund.totalCents,
        // Where the money went (the mail reads these rows to say it).
        refundIds: refunds.written,
      }),
    );
    return refunds.forProvider;
  });
  // Committed: the provider asked once per refund row; a failure leaves it pending for the
  // periodic sweep (resolveOutstandingPayments), with the same idempotency key.
  for (const id of providerRefunds) await carryOutRefund(db, refunders, id);
}

/**
 * The copies of each of the part's lines (in their order) the staff's rejection takes: a
 * line named and left whole takes every copy left. NOT_FOUND for a line not of this part,
 * INVALID_VALUE for a count no line of that size could give, INVALID_TRANSITION for more
 * copies than are left (rejected meanwhile).
 */
function copiesRejected(
  lines: readonly { id: number; qty: number; rejected_qty: number }[],
  rejection: Rejection,
): number[] {
  const wanted = new Set(rejection.lineIds);
  if (wanted.size === 0) throw BookshopErrors.invalidTransition();
  for (const id of wanted) if (!lines.some((l) => l.id === id)) throw BookshopErrors.partNotFound();
  return lines.map((line) => {
    if (!wanted.has(line.id)) return 0;
    const left = line.qty - line.rejected_qty;
    if (left === 0) throw BookshopErrors.invalidTransition();
    const asked = rejection.quantities.get(line.id) ?? left;
    if (asked < 1 || asked > line.qty) throw HttpErrors.invalidValue();
    if (asked > left) throw BookshopErrors.invalidTransition();
    return asked;
  });
}

/**
 * The copies back on the shelf (restocked) or left off it: each book's copies on sale before
 * and after, read under the row's lock either way.
 */
async function shelfAfter(
  tx: Db,
  copies: readonly { productId: number; qty: number }[],
  restocked: boolean,
): Promise<Map<number, { before: number; after: number }>> {
  if (copies.length === 0) return new Map();
  const selected = sql`
    SELECT product_id, sum(qty)::int AS qty
    FROM unnest(${copies.map((c) => c.productId)}::bigint[], ${copies.map((c) => c.qty)}::int[])
      AS c(product_id, qty)
    GROUP BY product_id`;
  const rows = restocked
    ? await putBackOnShelf(tx, selected)
    : (
        await sql<{ id: number; before: number; after: number }>`
          SELECT id, available AS before, available AS after FROM products
          WHERE id = ANY(${copies.map((c) => c.productId)}::bigint[])
          ORDER BY id FOR NO KEY UPDATE`.execute(tx)
      ).rows;
  return new Map(rows.map((r) => [r.id, { before: r.before, after: r.after }]));
}

/** The shelf's audit of a staff rejection: per line, its copies and whether they went back. */
async function auditShelf(
  tx: Db,
  actor: Actor,
  part: { id: number; bookshop_id: number },
  copies: readonly { lineId: number; productId: number; qty: number }[],
  shelf: ReadonlyMap<number, { before: number; after: number }>,
  restocked: boolean,
): Promise<void> {
  if (copies.length === 0) return;
  await tx
    .insertInto('shelf_events')
    .values(
      copies.map((c) => {
        const stock = shelf.get(c.productId);
        return {
          bookshop_id: part.bookshop_id,
          product_id: c.productId,
          user_id: actor.userId,
          role: actor.role === 'admin' ? ('admin' as const) : ('staff' as const),
          kind: 'rejection' as const,
          before: JSON.stringify({ available: stock?.before ?? null }),
          after: JSON.stringify({
            available: stock?.after ?? null,
            copies: c.qty,
            restocked,
            orderPartId: part.id,
            lineId: c.lineId,
          }),
        };
      }),
    )
    .execute();
}

/** An account moving a part, as its audit row names it. */
function moverOf(actor: Actor): PartMover {
  return { by: actor.userId, role: actor.role };
}

/** Whether the part is one `by` may give back (else it is answered as not found). */
function inReach(
  by: GivenBackBy,
  part: { user_id: number; bookshop_id: number; confirm_by: Date | null },
): boolean {
  switch (by.kind) {
    case 'buyer':
      return part.user_id === by.actor.userId;
    case 'staff':
      return by.bookshopId === null || part.bookshop_id === by.bookshopId;
    case 'deadline':
      return part.confirm_by !== null && part.confirm_by < by.now;
  }
}

/** Sets a book's copies in stock (audited): staff of its bookshop, or the administrator. */
export async function setStock(
  db: Db,
  actor: Actor | null,
  productId: number,
  available: number,
): Promise<void> {
  const who = requireActor(actor);
  const { bookshopId } = staffScope(who);
  if (!Number.isInteger(available) || available < 0 || available > 1_000_000)
    throw HttpErrors.invalidValue();
  const change = { kind: 'stock', productId, value: available } as const;
  if (!(await changeProduct(db, who, change, bookshopId)).done)
    throw CatalogErrors.productNotFound();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The staff's own bookshop on vacation until `until` (YYYY-MM-DD), or open again (null);
 * audited.
 */
export async function setVacation(
  db: Db,
  actor: Actor | null,
  until: string | null,
): Promise<number> {
  const who = requireActor(actor);
  if (who.role !== 'staff' || who.bookshopId === null) throw BookshopErrors.forbidden();
  if (until !== null && (!ISO_DATE.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`))))
    throw HttpErrors.invalidValue();
  if (until !== null && new Date(`${until}T00:00:00Z`).toISOString().slice(0, 10) !== until)
    throw HttpErrors.invalidValue();
  await changeVacation(db, who, who.bookshopId, until);
  return who.bookshopId;
}
