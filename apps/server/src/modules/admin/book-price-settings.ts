import { sql } from 'kysely';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import type { Db } from '../../db/database.ts';
import { adminOf } from './resolvers.ts';
import { AdminErrors } from './errors.ts';

// The administrator's settings of the book-price law (docs/spec/book-price-law.md §3): the
// month of each year opened for the 15% promotion, and the accounts of libraries buying for
// their own use. Each change is audited (admin_events).

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The promotion months opened, YYYY-MM, newest first. */
export async function promotionMonths(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('book_price_promotions')
    .select(sql<string>`to_char(month, 'YYYY-MM')`.as('month'))
    .orderBy('book_price_promotions.month', 'desc')
    .execute();
  return rows.map((row) => row.month);
}

/**
 * Opens `month` (YYYY-MM) for the promotion: never December, one month a year (a second is
 * refused, whoever asks first wins: the year is unique).
 */
export async function openPromotionMonth(db: Db, adminId: number, month: string): Promise<void> {
  const match = MONTH.exec(month);
  if (!match || match[2] === '12') throw AdminErrors.invalidDate(undefined, 'month');
  const opened = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('book_price_promotions')
      .values({ month: `${month}-01`, opened_by: adminId })
      .onConflict((oc) => oc.doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!row) return false;
    await tx
      .insertInto('admin_events')
      .values({ admin_id: adminId, kind: 'promotion_month', detail: JSON.stringify({ month }) })
      .execute();
    return true;
  });
  if (!opened) throw AdminErrors.invalidDate(undefined, 'month');
}

/** Marks the account with `email` as a library (or not); audited. */
export async function setLibraryAccount(
  db: Db,
  adminId: number,
  email: string,
  library: boolean,
): Promise<void> {
  const changed = await db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('users')
      .set({ library })
      .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await tx
      .insertInto('admin_events')
      .values({
        admin_id: adminId,
        kind: 'library_set',
        detail: JSON.stringify({ userId: row.id, library }),
      })
      .execute();
    return true;
  });
  if (!changed) throw AdminErrors.accountNotFound();
}

export const bookPriceResolvers: Resolvers = {
  Query: {
    bookPricePromotions: async (_root, _args, context) => {
      await adminOf(context);
      return promotionMonths(context.db);
    },
  },
  Mutation: {
    openBookPricePromotion: async (_root, args, context) => {
      const admin = await adminOf(context);
      await openPromotionMonth(context.db, admin.userId, args.month);
      return promotionMonths(context.db);
    },
    setLibraryAccount: async (_root, args, context) => {
      const admin = await adminOf(context);
      await setLibraryAccount(context.db, admin.userId, args.email, args.library);
      return true;
    },
  },
};
