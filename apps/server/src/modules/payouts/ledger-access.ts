import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { Actor } from '../bookshop/bookshop.repo.ts';
import { PayoutErrors } from './errors.ts';

// Who reads which ledger (docs/spec/ledger-and-payouts.md §5): a bookshop's staff their own,
// the administrator every one; buyers and guests none.

/** The administrator, or NOT_LOGGED_IN / FORBIDDEN. */
export function requireAdministrator(actor: Actor | null): Actor {
  if (!actor) throw notLoggedIn();
  if (actor.role !== 'admin') throw PayoutErrors.forbidden();
  return actor;
}

/**
 * The bookshop whose ledger the caller reads: staff their own (`asked` omitted or theirs,
 * another FORBIDDEN); the administrator the one asked (required; NOT_FOUND if none such).
 */
export async function ledgerBookshopOf(
  db: Db,
  actor: Actor | null,
  asked: number | null,
): Promise<number> {
  if (!actor) throw notLoggedIn();
  if (actor.role === 'staff' && actor.bookshopId !== null) {
    if (asked !== null && asked !== actor.bookshopId) throw PayoutErrors.forbidden();
    return actor.bookshopId;
  }
  if (actor.role !== 'admin') throw PayoutErrors.forbidden();
  if (asked === null) throw PayoutErrors.bookshopRequired();
  const found = await db
    .selectFrom('bookshops')
    .select('id')
    .where('id', '=', asked)
    .executeTakeFirst();
  if (!found) throw PayoutErrors.bookshopNotFound();
  return asked;
}

const day = z.iso.date();

/** A period of days YYYY-MM-DD, `from` not after `to`, at most ten years (INVALID_VALUE). */
export function periodOf(from: string, to: string): { from: string; to: string } {
  const a = day.safeParse(from);
  const b = day.safeParse(to);
  if (!a.success || !b.success || a.data > b.data) throw PayoutErrors.periodInvalid();
  const years = Number(b.data.slice(0, 4)) - Number(a.data.slice(0, 4));
  if (years > 10) throw PayoutErrors.periodInvalid();
  return { from: a.data, to: b.data };
}
