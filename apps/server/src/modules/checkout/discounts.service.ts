import { checkDiscount, type BookshopGoods } from '@scaffale/domain/totals';
import type { Db } from '../../db/database.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import type { MessageKey } from '../../http/i18n.ts';
import { loadBasketLines } from '../basket/basket.repo.ts';
import {
  addCodeToBasket,
  basketIdOf,
  findCode,
  MAX_DISCOUNT_FAILURES,
  recentDiscountFailures,
  recordDiscountFailure,
  removeCodesFromBasket,
} from './discount-codes.repo.ts';
import { goodsByBookshop, purchasableLines, toDiscountRule } from './checkout.service.ts';

export type DiscountErrorCode =
  | 'NOT_LOGGED_IN'
  | 'NO_BASKET'
  | 'ALREADY_IN_BASKET'
  | 'EXPIRED'
  | 'ALREADY_USED'
  | 'NOT_VALID_FOR_BOOKSHOP'
  | 'EXCEEDS_BOOKSHOP_TOTAL'
  | 'INVALID_CODE'
  | 'TOO_MANY_ATTEMPTS';

/** docs/spec/pricing-and-orders.md §5's wording for each refusal. */
export const DISCOUNT_MESSAGES: Record<DiscountErrorCode, MessageKey> = {
  NOT_LOGGED_IN: 'discountNoUser',
  NO_BASKET: 'discountNoBasket',
  ALREADY_IN_BASKET: 'discountAlreadyInBasket',
  EXPIRED: 'discountExpired',
  ALREADY_USED: 'discountAlreadyUsed',
  NOT_VALID_FOR_BOOKSHOP: 'discountNotForBookshop',
  EXCEEDS_BOOKSHOP_TOTAL: 'discountExceedsTotal',
  INVALID_CODE: 'discountInvalid',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
};

export type DiscountOutcome = { ok: true } | { ok: false; code: DiscountErrorCode };

/**
 * Adds a code to the account's basket, or says which rule refuses it. An account's attempts
 * run one at a time (a lock per account), each against the failures recorded before it:
 * simultaneous guesses cannot all slip under the limit together.
 */
export async function addDiscountCode(
  db: Db,
  userId: number,
  rawCode: string,
): Promise<DiscountOutcome> {
  return db.transaction().execute(async (tx) => {
    await advisoryLock(tx, LOCK_SPACE.discountCodes, userId);
    if ((await recentDiscountFailures(tx, userId)) >= MAX_DISCOUNT_FAILURES) {
      return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
    }
    const outcome = await tryDiscountCode(tx, userId, rawCode.trim().toUpperCase());
    if (!outcome.ok && outcome.code !== 'ALREADY_IN_BASKET') {
      await recordDiscountFailure(tx, userId);
    }
    return outcome;
  });
}

async function tryDiscountCode(db: Db, userId: number, code: string): Promise<DiscountOutcome> {
  const [basketId, rows, found] = await Promise.all([
    basketIdOf(db, userId),
    loadBasketLines(db, { userId }),
    code.length > 0 && code.length <= 64 ? findCode(db, code, userId) : undefined,
  ]);
  const lines = purchasableLines(rows);
  if (basketId === null || lines.length === 0) return { ok: false, code: 'NO_BASKET' };
  if (!found) return { ok: false, code: 'INVALID_CODE' };
  if (found.expired) return { ok: false, code: 'EXPIRED' };
  if (found.used_up) return { ok: false, code: 'ALREADY_USED' };
  const shops: BookshopGoods[] = [...goodsByBookshop(lines)].map(([bookshopId, goods]) => ({
    bookshopId,
    ...goods,
    shippingCents: 0,
  }));
  const refusal = checkDiscount(toDiscountRule(found), shops);
  if (refusal) return { ok: false, code: refusal };
  const added = await addCodeToBasket(db, basketId, found.id);
  return added ? { ok: true } : { ok: false, code: 'ALREADY_IN_BASKET' };
}

export async function removeDiscountCode(
  db: Db,
  userId: number,
  rawCode: string,
): Promise<DiscountOutcome> {
  const found = await findCode(db, rawCode.trim().toUpperCase(), userId);
  if (!found) return { ok: false, code: 'INVALID_CODE' };
  const removed = await removeCodesFromBasket(db, userId, [found.id]);
  return removed > 0 ? { ok: true } : { ok: false, code: 'INVALID_CODE' };
}
