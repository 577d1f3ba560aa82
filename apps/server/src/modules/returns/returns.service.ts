import {
  RETURN_REASON_MAX,
  keptCopies,
  refundDueBy,
  returnRefund,
  returnStateBefore,
  romeDay,
  withinWithdrawal,
  type ReturnState,
} from '@scaffale/domain/returns';
import { shippingCost, SHIPPING_TYPES, type ShippingRate } from '@scaffale/domain/shipping';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import type { Actor } from '../bookshop/bookshop.repo.ts';
import { requireActor, staffScope } from '../bookshop/bookshop.service.ts';
import { postPartLedger } from '../ledger/ledger-posting.ts';
import { queueMail } from '../mail/mail.repo.ts';
import { recordOrderEvent, returnMovedEvent, type PartMover } from '../orders/order-events.ts';
import { recordPartReturned } from '../orders/part-moves.ts';
import type { Refunders } from '../payments/providers.ts';
import { carryOutRefund, refundPart } from '../payments/refunds.ts';
import { ReturnErrors } from './errors.ts';

// A buyer's withdrawal from a delivered part (docs/spec/withdrawal-and-returns.md): asked by
// the part's buyer within the window, accepted or refused by its bookshop's staff (or the
// administrator), its books marked received — which writes the refund (refunds.ts: split
// over what paid, carried out once) and takes the copies out of the part's value, so its
// ledger posts the sale and the commission back (ledger-posting.ts) — and refunded once the
// refund succeeds. Every move locks the return's row and compares its state, and is audited
// (order_events 'return_moved', which writes its messages: mail-rules.ts).

/** The copies of a line the buyer asks to send back, as the wire gives them. */
export interface ReturnLineRequest {
  lineId: number;
  qty: number;
}

/** An account moving a return, as its audit row names it. */
function moverOf(actor: Actor): PartMover {
  return { by: actor.userId, role: actor.role };
}

const OPEN = ['REQUESTED', 'ACCEPTED', 'RECEIVED'] as const;

/** The reason given: trimmed, at most RETURN_REASON_MAX characters ('' for none). */
export function reasonText(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > RETURN_REASON_MAX) throw HttpErrors.invalidValue(undefined, 'reason');
  return trimmed;
}

/**
 * The part's buyer asks to send copies of its lines back (§1): the part delivered, the window
 * open, no other return of it open, each line the part's, at most its copies kept. The part
 * is locked while this is decided, so two requests at once make one return. Its id.
 */
export async function requestReturn(
  db: Db,
  actor: Actor | null,
  input: { partId: number; lines: readonly ReturnLineRequest[]; reason: string },
  now: Date = new Date(),
): Promise<number> {
  const who = requireActor(actor);
  const reason = reasonText(input.reason);
  return db.transaction().execute(async (tx) => {
    const part = await tx
      .selectFrom('order_parts as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.order_id', 'p.bookshop_id', 'p.status', 'p.delivered_at', 'o.user_id'])
      .where('p.id', '=', input.partId)
      .forUpdate('p')
      .executeTakeFirst();
    if (!part || part.user_id !== who.userId) throw ReturnErrors.notFound();
    if ((part.status !== 'SHIPPED' && part.status !== 'COLLECTED') || !part.delivered_at)
      throw ReturnErrors.notDelivered();
    if (!withinWithdrawal(part.delivered_at, now)) throw ReturnErrors.windowClosed();
    const open = await tx
      .selectFrom('returns')
      .select('id')
      .where('order_part_id', '=', part.id)
      .where('status', 'in', OPEN)
      .executeTakeFirst();
    if (open) throw ReturnErrors.alreadyOpen();
    const lines = await tx
      .selectFrom('order_lines')
      .select(['id', 'qty', 'rejected_qty', 'returned_qty'])
      .where('order_part_id', '=', part.id)
      .execute();
    const asked = copiesAsked(lines, input.lines);
    const row = await tx
      .insertInto('returns')
      .values({
        order_part_id: part.id,
        order_id: part.order_id,
        bookshop_id: part.bookshop_id,
        reason,
        requested_by: who.userId,
        requested_at: now,
        refund_due_at: refundDueBy(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('return_lines')
      .values(asked.map((l) => ({ return_id: row.id, order_line_id: l.lineId, qty: l.qty })))
      .execute();
    await recordOrderEvent(
      tx,
      returnMovedEvent(part.order_id, {
        returnId: row.id,
        partId: part.id,
        ...moverOf(who),
        from: null,
        to: 'REQUESTED',
        reason,
        lines: asked,
      }),
    );
    return row.id;
  });
}

/**
 * The copies asked of each line, checked against the part's lines: NOT_FOUND for a line not
 * of the part, INVALID_VALUE for none asked or a line named twice, RETURN_TOO_MANY_COPIES for
 * a count from 1 to the copies kept not given.
 */
function copiesAsked(
  lines: readonly { id: number; qty: number; rejected_qty: number; returned_qty: number }[],
  asked: readonly ReturnLineRequest[],
): ReturnLineRequest[] {
  if (asked.length === 0) throw ReturnErrors.noCopies();
  const seen = new Set<number>();
  return asked.map((request) => {
    const line = lines.find((l) => l.id === request.lineId);
    if (!line) throw ReturnErrors.notFound();
    if (seen.has(line.id)) throw HttpErrors.invalidValue(undefined, 'lines');
    seen.add(line.id);
    const kept = keptCopies({
      qty: line.qty,
      rejectedQty: line.rejected_qty,
      returnedQty: line.returned_qty,
    });
    if (!Number.isInteger(request.qty) || request.qty < 1 || request.qty > kept)
      throw ReturnErrors.tooManyCopies();
    return { lineId: line.id, qty: request.qty };
  });
}

/** A return locked for a move by `by`: its row, where the caller may reach it. */
async function lockedReturn(tx: Db, returnId: number, bookshopId: number | null) {
  const row = await tx
    .selectFrom('returns')
    .selectAll()
    .where('id', '=', returnId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (bookshopId !== null && row.bookshop_id !== bookshopId))
    throw ReturnErrors.notFound();
  return row;
}

async function linesOf(tx: Db, returnId: number) {
  const rows = await tx
    .selectFrom('return_lines')
    .select(['order_line_id', 'qty', 'refund_cents'])
    .where('return_id', '=', returnId)
    .orderBy('order_line_id')
    .execute();
  return rows.map((r) => ({ lineId: r.order_line_id, qty: r.qty, refundCents: r.refund_cents }));
}

/**
 * The staff of the part's bookshop (or the administrator) accept a request, or refuse it
 * with a reason the buyer reads (§2): a compare-and-set on the locked return.
 */
export async function decideReturn(
  db: Db,
  actor: Actor | null,
  returnId: number,
  to: 'ACCEPTED' | 'REFUSED',
  refusal: string | null = null,
): Promise<void> {
  const { bookshopId } = staffScope(actor);
  const who = requireActor(actor);
  const reason = to === 'REFUSED' ? reasonText(refusal) : null;
  if (to === 'REFUSED' && !reason) throw ReturnErrors.reasonRequired();
  await db.transaction().execute(async (tx) => {
    const row = await lockedReturn(tx, returnId, bookshopId);
    const from = returnStateBefore(to);
    if (row.status !== from) throw ReturnErrors.invalidTransition();
    await tx
      .updateTable('returns')
      .set({ status: to, decided_at: new Date(), refusal_reason: reason })
      .where('id', '=', returnId)
      .where('status', '=', from)
      .execute();
    await recordOrderEvent(
      tx,
      returnMovedEvent(row.order_id, {
        returnId,
        partId: row.order_part_id,
        ...moverOf(who),
        from,
        to,
        reason: reason ?? row.reason,
        lines: await linesOf(tx, returnId),
      }),
    );
  });
}

/**
 * The cheapest standard delivery the part's bookshop offers for its parcel to its order's
 * country now, when it is below what the buyer paid (an express delivery); else null.
 */
async function cheapestDelivery(
  tx: Db,
  part: { id: number; bookshop_id: number; shipping_type: string; shipping_cents: number },
  country: string | null,
): Promise<number | null> {
  if (part.shipping_type === 'Shop_pickup' || country === null) return null;
  const [offered, rates, parcel] = await Promise.all([
    tx
      .selectFrom('bookshop_shipping_types')
      .select('shipping_type')
      .where('bookshop_id', '=', part.bookshop_id)
      .execute(),
    tx
      .selectFrom('shipping_rates')
      .select(['shipping_type', 'dest_country', 'max_weight_grams', 'price_cents'])
      .where('bookshop_id', '=', part.bookshop_id)
      .execute(),
    tx
      .selectFrom('order_lines as l')
      .innerJoin('products as pr', 'pr.id', 'l.product_id')
      .select(sql<number>`COALESCE(sum(pr.weight_grams * l.qty), 0)::int`.as('grams'))
      .where('l.order_part_id', '=', part.id)
      .executeTakeFirstOrThrow(),
  ]);
  const table: ShippingRate[] = rates.map((r) => ({
    shippingType: r.shipping_type,
    destCountry: r.dest_country,
    maxWeightGrams: r.max_weight_grams,
    priceCents: r.price_cents,
  }));
  const costs = SHIPPING_TYPES.filter(
    (type) => type !== 'Shop_pickup' && offered.some((o) => o.shipping_type === type),
  )
    .map((type) => shippingCost(table, type, country, parcel.grams))
    .filter((cost): cost is number => cost !== null);
  const cheapest = Math.min(...costs);
  return Number.isFinite(cheapest) && cheapest < part.shipping_cents ? cheapest : null;
}

/**
 * The bookshop has the books of an accepted return back (§3): in one transaction, under the
 * return's and the part's locks, the copies are counted returned, the refund written down
 * (refundPart: its rows keyed `return-<id>`, so it exists once), the part's value posted to
 * its bookshop's ledger, the return RECEIVED and audited; then, committed, the provider asked
 * once per refund row, and the return REFUNDED when every row succeeded (settleReturn).
 * Many calls at once: one moves it, the others answer INVALID_TRANSITION.
 */
export async function markReturnReceived(
  db: Db,
  refunders: Refunders,
  actor: Actor | null,
  returnId: number,
): Promise<void> {
  const { bookshopId } = staffScope(actor);
  const who = requireActor(actor);
  const forProvider = await db.transaction().execute(async (tx) => {
    const row = await lockedReturn(tx, returnId, bookshopId);
    if (row.status !== returnStateBefore('RECEIVED')) throw ReturnErrors.invalidTransition();
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
        'p.shipping_type',
        'o.user_id',
        'o.store_credit_cents',
        sql<string | null>`o.shipping_address ->> 'nazione'`.as('country'),
      ])
      .where('p.id', '=', row.order_part_id)
      .forUpdate('p')
      .executeTakeFirstOrThrow();
    const lines = await tx
      .selectFrom('order_lines')
      .select(['id', 'qty', 'line_total_cents', 'floor_cents', 'rejected_qty', 'returned_qty'])
      .where('order_part_id', '=', part.id)
      .orderBy('id')
      .execute();
    const returning = await linesOf(tx, returnId);
    const counts = lines.map((l) => returning.find((r) => r.lineId === l.id)?.qty ?? 0);
    const cheapest = await cheapestDelivery(tx, part, part.country);
    let refund;
    try {
      refund = returnRefund(
        {
          lines: lines.map((l) => ({
            totalCents: l.line_total_cents,
            floorCents: l.floor_cents,
            qty: l.qty,
            rejectedQty: l.rejected_qty,
            returnedQty: l.returned_qty,
          })),
          discountCents: part.discount_cents,
          shippingCents: part.shipping_cents,
          cheapestDeliveryCents: cheapest,
        },
        counts,
      );
    } catch (error) {
      // Copies returned meanwhile by another way: nothing changes.
      if (error instanceof RangeError) throw ReturnErrors.invalidTransition();
      throw error;
    }
    const marked = await sql<{ id: number }>`
      UPDATE order_lines l SET returned_qty = l.returned_qty + v.qty
      FROM (SELECT unnest(${returning.map((r) => r.lineId)}::bigint[]) AS id,
        unnest(${returning.map((r) => r.qty)}::int[]) AS qty) v
      WHERE l.id = v.id AND l.rejected_qty + l.returned_qty + v.qty <= l.qty
      RETURNING l.id`.execute(tx);
    if (marked.rows.length !== returning.length) throw ReturnErrors.invalidTransition();
    const kept = refund.wholePart ? part.shipping_cents - refund.deliveryCents : null;
    if (!(await recordPartReturned(tx, part.id, refund.totalCents, kept)))
      throw ReturnErrors.invalidTransition();
    // The bookshop's ledger takes back the sale and the commission of the copies returned.
    await postPartLedger(tx, part.id);
    const refunds = await refundPart(
      tx,
      part,
      refund.totalCents,
      `return-${returnId}`,
      'withdrawal (Codice del Consumo art. 52)',
    );
    const lineRefunds = returning.map((r) => ({
      ...r,
      refundCents: refund.lineCents[lines.findIndex((l) => l.id === r.lineId)] ?? 0,
    }));
    for (const line of lineRefunds)
      await tx
        .updateTable('return_lines')
        .set({ refund_cents: line.refundCents })
        .where('return_id', '=', returnId)
        .where('order_line_id', '=', line.lineId)
        .execute();
    await tx
      .updateTable('returns')
      .set({
        status: 'RECEIVED',
        received_at: new Date(),
        refund_cents: refund.totalCents,
        delivery_refund_cents: refund.deliveryCents,
      })
      .where('id', '=', returnId)
      .where('status', '=', 'ACCEPTED')
      .execute();
    await recordOrderEvent(
      tx,
      returnMovedEvent(row.order_id, {
        returnId,
        partId: part.id,
        ...moverOf(who),
        from: 'ACCEPTED',
        to: 'RECEIVED',
        reason: row.reason,
        lines: lineRefunds,
        refundedCents: refund.totalCents,
        deliveryRefundCents: refund.deliveryCents,
        refundIds: refunds.written,
      }),
    );
    return refunds.forProvider;
  });
  // Committed: each provider refund asked once (under its row's lock, with its key); one the
  // provider refuses now stays requested for the payments' sweep, and the return RECEIVED
  // until the hourly job finds it succeeded.
  for (const id of forProvider) await carryOutRefund(db, refunders, id);
  await settleReturn(db, returnId);
}

/**
 * A received return whose refund rows all succeeded (or are owed: a deferred invoice's,
 * settled with it) becomes REFUNDED, audited, its buyer told: once, under the return's lock.
 * True when this call moved it.
 */
export async function settleReturn(db: Db, returnId: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('returns')
      .selectAll()
      .where('id', '=', returnId)
      .where('status', '=', 'RECEIVED')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return false;
    const refunds = await tx
      .selectFrom('refunds')
      .select(['id', 'status'])
      .where('order_id', '=', row.order_id)
      .where('idempotency_key', 'like', `return-${returnId}-%`)
      .orderBy('id')
      .execute();
    if (refunds.some((r) => r.status !== 'succeeded' && r.status !== 'owed')) return false;
    await tx
      .updateTable('returns')
      .set({ status: 'REFUNDED', refunded_at: new Date() })
      .where('id', '=', returnId)
      .where('status', '=', 'RECEIVED')
      .execute();
    await recordOrderEvent(
      tx,
      returnMovedEvent(row.order_id, {
        returnId,
        partId: row.order_part_id,
        by: null,
        role: 'system',
        from: 'RECEIVED',
        to: 'REFUNDED',
        reason: row.reason,
        lines: await linesOf(tx, returnId),
        refundedCents: row.refund_cents ?? 0,
        deliveryRefundCents: row.delivery_refund_cents ?? 0,
        refundIds: refunds.map((r) => r.id),
      }),
    );
    return true;
  });
}

/**
 * The job queue's task (§5), on any number of processes: every received return whose refund
 * has succeeded since is settled; every open return past its refund's due day is told to its
 * bookshop's staff and to the administrators, once a day (the message's key carries the
 * day) until it is refunded or refused. What it did.
 */
export async function handleDueReturns(
  db: Db,
  now: Date = new Date(),
  batchSize = 200,
): Promise<{ settled: number; overdue: number }> {
  const received = await db
    .selectFrom('returns')
    .select('id')
    .where('status', '=', 'RECEIVED')
    .orderBy('id')
    .limit(batchSize)
    .execute();
  let settled = 0;
  for (const { id } of received) if (await settleReturn(db, id)) settled += 1;
  const due = await db
    .selectFrom('returns')
    .select(['id', 'order_id', 'order_part_id', 'bookshop_id', 'status', 'reason'])
    .where('status', 'in', OPEN)
    .where('refund_due_at', '<', now)
    .orderBy('refund_due_at')
    .limit(batchSize)
    .execute();
  const day = romeDay(now);
  for (const row of due) {
    await db.transaction().execute(async (tx) => {
      const recipients = await tx
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('role', '=', 'staff'), eb('bookshop_id', '=', row.bookshop_id)]),
            eb('role', '=', 'admin'),
          ]),
        )
        .execute();
      const status: ReturnState = row.status;
      const payload = {
        returnId: row.id,
        partId: row.order_part_id,
        by: null,
        role: 'system',
        from: status,
        to: status,
        reason: row.reason,
        lines: await linesOf(tx, row.id),
      };
      for (const user of recipients)
        await queueMail(tx, {
          eventKey: `return-overdue:${row.id}:${day}:${user.id}`,
          kind: 'return_overdue',
          userId: user.id,
          payload,
          part: { orderId: row.order_id, partId: row.order_part_id },
        });
      await tx
        .updateTable('returns')
        .set({ overdue_notified_at: now })
        .where('id', '=', row.id)
        .execute();
    });
  }
  return { settled, overdue: due.length };
}
