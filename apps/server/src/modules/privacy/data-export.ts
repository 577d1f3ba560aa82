import type { Db } from '../../db/database.ts';
import { refusedUntil, type TooManyAttempts } from '../account/too-many-attempts.ts';
import {
  accountOf,
  addressesOf,
  mailOf,
  ordersOf,
  recordExport,
  storeCreditOf,
} from './data-export.repo.ts';

// The buyer's copy of their data, GDPR art. 15 and 20 (docs/spec/accounts-and-access.md §6):
// one JSON document, the account's own rows only, a few downloads an hour.

/** Downloads an account may make in an hour; past it a 429 until the oldest leaves the hour. */
export const DATA_EXPORTS_PER_HOUR = 5;

/** What the document says it is, so a reader years later knows its shape. */
export const DATA_EXPORT_FORMAT = 'scaffale-data-export/1';

export type DataExport = Awaited<ReturnType<typeof collect>> & {
  format: typeof DATA_EXPORT_FORMAT;
  exportedAt: string;
};

async function collect(db: Db, userId: number) {
  const [account, addresses, orders, storeCredit, mail] = await Promise.all([
    accountOf(db, userId),
    addressesOf(db, userId),
    ordersOf(db, userId),
    storeCreditOf(db, userId),
    mailOf(db, userId),
  ]);
  return { account, addresses, orders, storeCredit, mail };
}

/**
 * The account's data, or the refusal while the hourly limit holds; null when the account is
 * gone. The download is written down before it is read.
 */
export async function exportAccountData(
  db: Db,
  input: { userId: number; ip: string; now?: Date; perHour?: number },
): Promise<{ ok: true; data: DataExport } | TooManyAttempts | null> {
  const now = input.now ?? new Date();
  const recorded = await recordExport(db, {
    userId: input.userId,
    ip: input.ip,
    perHour: input.perHour ?? DATA_EXPORTS_PER_HOUR,
    now,
  });
  if (!recorded.ok) {
    const refused = refusedUntil([recorded.oldest], 60 * 60 * 1000, now);
    if (refused) return refused;
  }
  const collected = await collect(db, input.userId);
  if (!collected.account) return null;
  return {
    ok: true,
    data: { format: DATA_EXPORT_FORMAT, exportedAt: now.toISOString(), ...collected },
  };
}
