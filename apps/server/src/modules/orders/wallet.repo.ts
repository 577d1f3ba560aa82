import type { Db } from '../../db/database.ts';

// The Borsellino: store credit taken for an order and given back, each with its ledger
// entry (store_credit_entries), the audit of every cent that moves.

/**
 * What moves a Borsellino for an order, as its ledger entry's reason says it, and the kind
 * the pages translate it by. The administrator's adjustments carry their own words (and
 * who made them); any other entry is an adjustment too (the demo data's first credit).
 */
const ORDER_REASONS = {
  order: 'ORDER_PAID',
  'order cancelled': 'ORDER_CANCELLED',
  'order revived': 'ORDER_REVIVED',
  'order part refunded': 'PART_REFUNDED',
} as const;
export type StoreCreditReason = keyof typeof ORDER_REASONS;
export type StoreCreditKind = (typeof ORDER_REASONS)[StoreCreditReason] | 'ADJUSTMENT';

export function storeCreditKind(entry: {
  reason: string;
  createdBy: number | null;
}): StoreCreditKind {
  if (entry.createdBy !== null || !Object.hasOwn(ORDER_REASONS, entry.reason)) return 'ADJUSTMENT';
  return ORDER_REASONS[entry.reason as StoreCreditReason];
}

/** Credits store credit back to the account's Borsellino, with its ledger entry. */
export async function giveBackStoreCredit(
  tx: Db,
  amountCents: number,
  entry: { userId: number; orderId: number; reason: StoreCreditReason },
): Promise<void> {
  if (amountCents <= 0) return;
  await tx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
    .where('user_id', '=', entry.userId)
    .execute();
  await tx
    .insertInto('store_credit_entries')
    .values({
      user_id: entry.userId,
      amount_cents: amountCents,
      reason: entry.reason,
      order_id: entry.orderId,
    })
    .execute();
}

/**
 * Debits the account's store credit for an order, with its ledger entry; false when the
 * balance no longer covers it (the conditional update). Nothing to take is taken.
 */
export async function takeStoreCredit(
  tx: Db,
  amountCents: number,
  entry: { userId: number; orderId: number; reason: StoreCreditReason },
): Promise<boolean> {
  if (amountCents <= 0) return true;
  const debited = await tx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
    .where('user_id', '=', entry.userId)
    .where('balance_cents', '>=', amountCents)
    .returning('user_id')
    .executeTakeFirst();
  if (!debited) return false;
  await tx
    .insertInto('store_credit_entries')
    .values({
      user_id: entry.userId,
      amount_cents: -amountCents,
      reason: entry.reason,
      order_id: entry.orderId,
    })
    .execute();
  return true;
}

export interface StoreCreditEntryRow {
  id: number;
  kind: StoreCreditKind;
  amountCents: number;
  /** The administrator's words for an adjustment; the ledger's code for an order's. */
  reason: string;
  orderNumber: string | null;
  /** The administrator who adjusted it by hand; null for an order's. */
  byEmail: string | null;
  createdAt: Date;
}

/** An account's Borsellino: its balance, how many entries it has, and a page of them. */
export interface StoreCreditPage {
  email: string;
  balanceCents: number;
  total: number;
  entries: StoreCreditEntryRow[];
}

/** The account's balance and its entries from `offset`, newest first, at most `limit`. */
export async function storeCreditOf(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<StoreCreditPage> {
  const [account, entries] = await Promise.all([
    db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.user_id', 'users.id')
      .select((eb) => [
        'users.email',
        'wallets.balance_cents',
        eb
          .selectFrom('store_credit_entries')
          .select(eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .as('total'),
      ])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('store_credit_entries as e')
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .leftJoin('users as adjuster', 'adjuster.id', 'e.created_by')
      .select([
        'e.id',
        'e.amount_cents',
        'e.reason',
        'e.created_by',
        'o.number',
        'adjuster.email',
        'e.created_at',
      ])
      .where('e.user_id', '=', userId)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    email: account.email,
    balanceCents: account.balance_cents ?? 0,
    total: Number(account.total ?? 0),
    entries: entries.map((e) => ({
      id: e.id,
      kind: storeCreditKind({ reason: e.reason, createdBy: e.created_by }),
      amountCents: e.amount_cents,
      reason: e.reason,
      orderNumber: e.number,
      byEmail: e.email,
      createdAt: e.created_at,
    })),
  };
}
