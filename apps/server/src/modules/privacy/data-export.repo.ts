import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { storeCreditKind } from '../orders/wallet.repo.ts';

// The SQL of the buyer's copy of their data (docs/spec/accounts-and-access.md §6): every
// read is scoped by the account's own id, so nobody else's row can come out.

/** The account's own row, without its password's hash; null for an account that is gone. */
export function accountOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language', 'role', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The saved shipping and billing addresses, oldest first. */
export async function addressesOf(db: Db, userId: number) {
  const [shipping, billing] = await Promise.all([
    db
      .selectFrom('shipping_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { shipping: shipping.map(withoutOwner), billing: billing.map(withoutOwner) };
}

function withoutOwner<T extends { user_id: number }>(row: T): Omit<T, 'user_id'> {
  const { user_id: _owner, ...rest } = row;
  return rest;
}

/**
 * The account's orders, oldest first, each with its parts (their bookshop's name) and each
 * part with its lines. The basket's fingerprint, an internal check, is left out.
 */
export async function ordersOf(db: Db, userId: number) {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  if (orders.length === 0) return [];
  const orderIds = orders.map((order) => order.id);
  const parts = await db
    .selectFrom('order_parts as p')
    .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
    .selectAll('p')
    .select('b.name as bookshop_name')
    .where('p.order_id', 'in', orderIds)
    .orderBy('p.id')
    .execute();
  const lines =
    parts.length === 0
      ? []
      : await db
          .selectFrom('order_lines')
          .selectAll()
          .where(
            'order_part_id',
            'in',
            parts.map((part) => part.id),
          )
          .orderBy('id')
          .execute();
  return orders.map(({ user_id: _owner, basket_fingerprint: _fingerprint, ...order }) => ({
    ...order,
    parts: parts
      .filter((part) => part.order_id === order.id)
      .map((part) => ({
        ...part,
        lines: lines.filter((line) => line.order_part_id === part.id),
      })),
  }));
}

/**
 * The Borsellino: its balance and every movement, oldest first. Who made an adjustment is
 * another person's data: the kind says it was an adjustment, not by whom.
 */
export async function storeCreditOf(db: Db, userId: number) {
  const [wallet, entries] = await Promise.all([
    db
      .selectFrom('wallets')
      .select('balance_cents')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('store_credit_entries as e')
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.id', 'e.amount_cents', 'e.reason', 'e.created_by', 'o.number', 'e.created_at'])
      .where('e.user_id', '=', userId)
      .orderBy('e.id')
      .execute(),
  ]);
  return {
    balance_cents: wallet?.balance_cents ?? 0,
    movements: entries.map((entry) => ({
      id: entry.id,
      kind: storeCreditKind({ reason: entry.reason, createdBy: entry.created_by }),
      amount_cents: entry.amount_cents,
      reason: entry.reason,
      order_number: entry.number,
      created_at: entry.created_at,
    })),
  };
}

/** The messages the outbox holds addressed to the account, oldest first. */
export function mailOf(db: Db, userId: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'language',
      'subject',
      'text_body',
      'status',
      'created_at',
      'sent_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Writes the download down when the account has made fewer than `perHour` in the last hour,
 * under a lock on the account's row, so simultaneous asks cannot slip under the limit
 * together; else the oldest download the hour counts, which says when the limit lifts.
 */
export function recordExport(
  db: Db,
  input: { userId: number; ip: string; perHour: number; now: Date },
): Promise<{ ok: true } | { ok: false; oldest: Date }> {
  const since = new Date(input.now.getTime() - 60 * 60 * 1000);
  return db.transaction().execute(async (tx) => {
    await sql`SELECT id FROM users WHERE id = ${input.userId} FOR NO KEY UPDATE`.execute(tx);
    const recent = await tx
      .selectFrom('data_exports')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('user_id', '=', input.userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (recent.n >= input.perHour && recent.oldest !== null) {
      return { ok: false, oldest: recent.oldest };
    }
    await tx
      .insertInto('data_exports')
      .values({ user_id: input.userId, ip: input.ip, created_at: input.now })
      .execute();
    return { ok: true };
  });
}
