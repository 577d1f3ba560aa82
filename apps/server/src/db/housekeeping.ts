import type { Db } from './database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions (with their guest baskets), and login/code failures and account
 * openings older than a day.
 */
export async function removeExpiredRows(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('login_failures').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('discount_code_attempts').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('account_openings').where('created_at', '<', dayAgo).execute();
}
