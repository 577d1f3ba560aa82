import { sql, type Updateable } from 'kysely';
import {
  canonicalText,
  type ApprovedIdentity,
  type SellerIdentity,
} from '@scaffale/domain/seller-identity';
import type { Db } from '../../db/database.ts';
import type { Bookshops } from '../../db/schema.generated.ts';
import { IDENTITY_COLUMNS, approvedPart, identityOf } from '../../db/seller-identity-columns.ts';
import type { Actor } from './bookshop.repo.ts';

// A seller's identity in SQL (docs/spec/marketplace.md §8): the bookshops columns that keep
// it, the changes awaiting the administrator (bookshop_identity_changes), and their audit:
// each change of the columns leaves a shelf_events 'identity' row (the fields changed, before
// and after), each request an 'identity_requested' one, in the same transaction.

type Auditor = Pick<Actor, 'userId' | 'role'>;

export type ChangeStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

/** A change of the approved part: asked, decided, and the values in force beside it. */
export interface IdentityChangeView {
  id: number;
  bookshopId: number;
  requestedByEmail: string | null;
  requestedAt: Date;
  proposed: ApprovedIdentity;
  /** The approved values the bookshop has now (what an approval replaces). */
  current: ApprovedIdentity;
  status: ChangeStatus;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

/** The identities of the bookshops named, in one statement. */
export async function readIdentities(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, SellerIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bookshops')
    .select(['id', ...IDENTITY_COLUMNS])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), identityOf(row)]));
}

/** A bookshop's identity, its row locked for the change the transaction makes; null: none. */
export async function lockIdentity(db: Db, bookshopId: number): Promise<SellerIdentity | null> {
  const row = await db
    .selectFrom('bookshops')
    .select(IDENTITY_COLUMNS)
    .where('id', '=', bookshopId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row ? identityOf(row) : null;
}

/** The fields of `after` that differ from `before`, each side as it was. */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    if (canonicalText(old) === canonicalText(value)) continue;
    was[key] = old;
    is[key] = value;
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

/** Writes identity columns of a bookshop with its shelf_events 'identity' row. */
export async function writeIdentity(
  db: Db,
  by: Auditor,
  bookshopId: number,
  columns: Updateable<Bookshops>,
  audit: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await db.updateTable('bookshops').set(columns).where('id', '=', bookshopId).execute();
  await db
    .insertInto('shelf_events')
    .values({
      bookshop_id: bookshopId,
      user_id: by.userId,
      role: by.role === 'admin' ? 'admin' : 'staff',
      kind: 'identity',
      before: JSON.stringify(audit.before),
      after: JSON.stringify(audit.after),
    })
    .execute();
}

/** The change awaiting the administrator of a bookshop, locked; null: none. */
export async function lockPendingChange(
  db: Db,
  bookshopId: number,
): Promise<{ id: number; proposed: ApprovedIdentity } | null> {
  const row = await db
    .selectFrom('bookshop_identity_changes')
    .select(['id', 'new_values'])
    .where('bookshop_id', '=', bookshopId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, proposed: row.new_values } : null;
}

/** A change asked for, pending (a staff's) or approved at once (the administrator's). */
export async function insertChange(
  db: Db,
  by: Auditor,
  bookshopId: number,
  proposed: ApprovedIdentity,
  approved: boolean,
): Promise<number> {
  const { id } = await db
    .insertInto('bookshop_identity_changes')
    .values({
      bookshop_id: bookshopId,
      requested_by: by.userId,
      new_values: JSON.stringify(proposed),
      ...(approved
        ? { status: 'approved', decided_by: by.userId, decided_at: sql<Date>`now()` }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!approved) {
    await db
      .insertInto('shelf_events')
      .values({
        bookshop_id: bookshopId,
        user_id: by.userId,
        role: by.role === 'admin' ? 'admin' : 'staff',
        kind: 'identity_requested',
        after: JSON.stringify({ changeId: id, ...proposed }),
      })
      .execute();
  }
  return id;
}

/** Closes a pending change: approved, rejected (with its reason) or superseded by a newer one. */
export async function decideChange(
  db: Db,
  id: number,
  by: number,
  status: Exclude<ChangeStatus, 'pending'>,
  reason: string | null = null,
): Promise<void> {
  await db
    .updateTable('bookshop_identity_changes')
    .set({ status, decided_by: by, decided_at: sql<Date>`now()`, reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A change by id, locked, with its bookshop and status; null: none. */
export async function lockChange(
  db: Db,
  id: number,
): Promise<{
  id: number;
  bookshopId: number;
  status: ChangeStatus;
  proposed: ApprovedIdentity;
} | null> {
  const row = await db
    .selectFrom('bookshop_identity_changes')
    .select(['id', 'bookshop_id', 'status', 'new_values'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? { id: row.id, bookshopId: row.bookshop_id, status: row.status, proposed: row.new_values }
    : null;
}

/** Changes with the values in force beside them: one bookshop's pending, every pending, or one. */
export async function identityChanges(
  db: Db,
  filter: { bookshopId?: number; id?: number; pendingOnly: boolean },
): Promise<IdentityChangeView[]> {
  let query = db
    .selectFrom('bookshop_identity_changes as c')
    .innerJoin('bookshops as b', 'b.id', 'c.bookshop_id')
    .leftJoin('users as asker', 'asker.id', 'c.requested_by')
    .leftJoin('users as decider', 'decider.id', 'c.decided_by')
    .select([
      'c.id',
      'c.bookshop_id',
      'c.requested_at',
      'c.new_values',
      'c.status',
      'c.decided_at',
      'c.reason',
      'asker.email as asker_email',
      'decider.email as decider_email',
      ...IDENTITY_COLUMNS.map((column) => `b.${column}` as const),
    ])
    .orderBy('c.requested_at')
    .orderBy('c.id');
  if (filter.pendingOnly) query = query.where('c.status', '=', 'pending');
  if (filter.bookshopId !== undefined) query = query.where('c.bookshop_id', '=', filter.bookshopId);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    bookshopId: row.bookshop_id,
    requestedByEmail: row.asker_email,
    requestedAt: row.requested_at,
    proposed: row.new_values,
    current: approvedPart(identityOf(row)),
    status: row.status,
    decidedByEmail: row.decider_email,
    decidedAt: row.decided_at,
    reason: row.reason,
  }));
}

/**
 * Whom a payout pays (docs/spec/marketplace.md §8): the bookshop's approved legal name and
 * IBAN, never a change still awaiting the administrator; null while either is missing.
 */
export async function payoutIdentity(
  db: Db,
  bookshopId: number,
): Promise<{ legalName: string; iban: string } | null> {
  const row = await db
    .selectFrom('bookshops')
    .select(['legal_name', 'iban'])
    .where('id', '=', bookshopId)
    .executeTakeFirst();
  if (!row?.legal_name || !row.iban) return null;
  return { legalName: row.legal_name, iban: row.iban };
}
