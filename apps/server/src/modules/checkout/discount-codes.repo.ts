import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserRef } from '../account/identity.ts';

// Discount codes: the rule of each, whether it is used up for an account, the basket's codes
// and the failed attempts the rate limit counts. The checkout's read model reads the
// basket's codes with everything else (basketCodesQuery); the rest serve applying a code.

export interface BasketCodeRow {
  id: number;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percent: number | null;
  amount_cents: number | null;
  bookshop_id: number | null;
  expired: boolean;
  used_up: boolean;
}

/**
 * A code's rule, and whether it has expired or is used up for this account. A use by the
 * account's own pending order is not one: placing the order again replaces that order and
 * uses the code anew.
 */
function codeColumns(userId: UserRef) {
  return [
    'dc.id',
    'dc.code',
    'dc.kind',
    'dc.percent',
    'dc.amount_cents',
    'dc.bookshop_id',
    sql<boolean>`(dc.expires_at IS NOT NULL AND dc.expires_at <= now())`.as('expired'),
    sql<boolean>`(
      (dc.max_uses IS NOT NULL AND dc.uses_count - (
        SELECT count(*) FROM discount_code_uses u JOIN orders o ON o.id = u.order_id
        WHERE u.discount_code_id = dc.id AND u.user_id = ${userId} AND o.status = ${sql.lit('pending')}
      ) >= dc.max_uses)
      OR EXISTS (
        SELECT 1 FROM discount_code_uses u LEFT JOIN orders o ON o.id = u.order_id
        WHERE u.discount_code_id = dc.id AND u.user_id = ${userId}
          AND o.status IS DISTINCT FROM ${sql.lit('pending')}
      )
    )`.as('used_up'),
  ] as const;
}

/** The codes in the account's basket, with whether each has expired or is used up for it. */
export function basketCodesQuery(db: Db, userId: UserRef) {
  return db
    .selectFrom('basket_discount_codes as bdc')
    .innerJoin('baskets as b', 'b.id', 'bdc.basket_id')
    .innerJoin('discount_codes as dc', 'dc.id', 'bdc.discount_code_id')
    .select(codeColumns(userId))
    .where('b.user_id', '=', userId)
    .orderBy('bdc.added_at')
    .orderBy('dc.id');
}

export async function findCode(db: Db, code: string, userId: number) {
  return db
    .selectFrom('discount_codes as dc')
    .select(codeColumns(userId))
    .where('dc.code', '=', code)
    .executeTakeFirst();
}

export async function removeCodesFromBasket(db: Db, userId: number, codeIds: readonly number[]) {
  if (codeIds.length === 0) return 0;
  const result = await db
    .deleteFrom('basket_discount_codes')
    .where('discount_code_id', 'in', codeIds)
    .where('basket_id', '=', (eb) =>
      eb.selectFrom('baskets').select('id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds a code to the basket; false when it was already there (also under a race). */
export async function addCodeToBasket(db: Db, basketId: number, codeId: number): Promise<boolean> {
  const row = await db
    .insertInto('basket_discount_codes')
    .values({ basket_id: basketId, discount_code_id: codeId })
    .onConflict((oc) => oc.doNothing())
    .returning('discount_code_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function basketIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('baskets')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export const DISCOUNT_ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const MAX_DISCOUNT_FAILURES = 10;

export async function recentDiscountFailures(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('discount_code_attempts')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - DISCOUNT_ATTEMPT_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function recordDiscountFailure(db: Db, userId: number): Promise<void> {
  await db.insertInto('discount_code_attempts').values({ user_id: userId }).execute();
}
