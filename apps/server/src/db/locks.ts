import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The namespaces of advisory locks (the first key), one per purpose. */
export const LOCK_SPACE = {
  /** Login verdicts, per client address. */
  loginAddress: 1,
  /** Login verdicts, per email. */
  loginEmail: 2,
  /** Discount-code attempts, per account. */
  discountCodes: 3,
  /** Accounts opened and emails checked, per network (/24, /64). */
  openingNetwork: 4,
  /** The copies unpaid orders hold, per client network (orders/unpaid-copies.repo.ts). */
  unpaidCopies: 5,
} as const;

/**
 * Takes a transaction-scoped advisory lock (released at commit or rollback): transactions
 * holding the same space and key run one after the other, on any number of server
 * processes. Several locks in one transaction must always be taken in the same order.
 */
export async function advisoryLock(
  tx: Db,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  key: string | number,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${space}::int, hashtext(${String(key)}::text))`.execute(
    tx,
  );
}
