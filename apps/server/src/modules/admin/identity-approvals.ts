import type { Db } from '../../db/database.ts';
import type { Actor } from '../bookshop/bookshop.repo.ts';
import {
  decideChange,
  identityChanges,
  lockChange,
  lockIdentity,
  type IdentityChangeView,
} from '../bookshop/identity.repo.ts';
import { applyApproved } from '../bookshop/identity.service.ts';
import { recordAdminEvent } from './admin.repo.ts';
import { requireAdmin } from './admin.service.ts';
import { AdminErrors } from './errors.ts';

// The administrator decides the changes of a bookshop's IBAN and legal data
// (docs/spec/marketplace.md §8): approved, they replace the values in force; rejected, with a
// reason the staff read, nothing changes. Each decision leaves its admin_events row, and an
// approval its shelf_events 'identity' row (the fields it changed), in one transaction.

export const MAX_REASON_LENGTH = 500;

/** Every change awaiting a decision, the oldest first. */
export async function pendingChanges(db: Db, actor: Actor | null): Promise<IdentityChangeView[]> {
  requireAdmin(actor);
  return identityChanges(db, { pendingOnly: true });
}

async function changeById(db: Db, id: number): Promise<IdentityChangeView> {
  const [change] = await identityChanges(db, { id, pendingOnly: false });
  if (!change) throw AdminErrors.identityChangeNotFound();
  return change;
}

/** Approves a pending change: its values in force at once, for pages and payouts alike. */
export async function approveChange(
  db: Db,
  actor: Actor | null,
  id: number | null,
): Promise<IdentityChangeView> {
  const admin = requireAdmin(actor);
  if (id === null) throw AdminErrors.identityChangeNotFound();
  await db.transaction().execute(async (tx) => {
    const change = await lockChange(tx, id);
    if (!change) throw AdminErrors.identityChangeNotFound();
    if (change.status !== 'pending') throw AdminErrors.identityChangeDecided();
    const before = await lockIdentity(tx, change.bookshopId);
    if (!before) throw AdminErrors.bookshopNotFound();
    await applyApproved(tx, admin, change.bookshopId, before, change.proposed);
    await decideChange(tx, id, admin.userId, 'approved');
    await recordAdminEvent(tx, admin.userId, 'identity_approved', {
      bookshopId: change.bookshopId,
      changeId: id,
    });
  });
  return changeById(db, id);
}

/** Rejects a pending change with its reason (1 to 500 characters); nothing else changes. */
export async function rejectChange(
  db: Db,
  actor: Actor | null,
  id: number | null,
  reason: string,
): Promise<IdentityChangeView> {
  const admin = requireAdmin(actor);
  const why = reason.trim();
  if (why.length === 0 || why.length > MAX_REASON_LENGTH) {
    throw AdminErrors.invalidReason({ max: MAX_REASON_LENGTH });
  }
  if (id === null) throw AdminErrors.identityChangeNotFound();
  await db.transaction().execute(async (tx) => {
    const change = await lockChange(tx, id);
    if (!change) throw AdminErrors.identityChangeNotFound();
    if (change.status !== 'pending') throw AdminErrors.identityChangeDecided();
    await decideChange(tx, id, admin.userId, 'rejected', why);
    await recordAdminEvent(tx, admin.userId, 'identity_rejected', {
      bookshopId: change.bookshopId,
      changeId: id,
      reason: why,
    });
  });
  return changeById(db, id);
}
