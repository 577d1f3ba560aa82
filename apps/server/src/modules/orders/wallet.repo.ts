import type { Db } from '../../db/database.ts';

// The Borsellino: store credit taken for an order and given back, each with its ledger
// entry (store_credit_entries), the audit of every cent that moves.

/** Credits store credit back to the account's Borsellino, with its ledger entry. */
export async function giveBackStoreCredit(
  tx: Db,
  amountCents: number,
  entry: { userId: number; orderId: number; reason: string },
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
  entry: { userId: number; orderId: number; reason: string },
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
