import { isIP } from 'node:net';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { LOCK_SPACE } from '../../db/locks.ts';

// The copies orders waiting for their payment hold (pending, or awaiting a bank transfer),
// per account and per client. A client is its network: an IPv4 address, an IPv6 /64 (what
// one household or machine is given; its 2^64 addresses are one client).

/** The client network of an inet: the expression orders_unpaid_network_idx is built on. */
function clientNetwork(address: RawBuilder<unknown>) {
  return sql`network(set_masklen(${address}, CASE family(${address}) WHEN 4 THEN 32 ELSE 64 END))`;
}

/**
 * The request's address as an order keeps it: an IPv4 client seen through an IPv6 socket
 * (::ffff:a.b.c.d) as its IPv4 address, without an IPv6 zone (the server's own detail);
 * null for anything that is not an address.
 */
export function clientAddressOf(ip: string): string | null {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIP(mapped) === 4) return mapped;
  return isIP(address) === 0 ? null : address;
}

/**
 * Takes the transaction's lock on the client's network: orders from one client, whatever
 * their accounts, are decided one after the other. Taken before any stock row is locked
 * (an order holding stock rows never waits for it), after the basket's lock (never the
 * other way round).
 */
export async function lockClientNetwork(tx: Db, address: string): Promise<void> {
  const key = clientNetwork(sql`${address}::inet`);
  await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE.unpaidCopies}::int, hashtext(${key}::text))`.execute(
    tx,
  );
}

/**
 * The copies the account's unpaid orders hold, and those of the orders placed from the
 * client's network (none without an address): one statement, through the indexes of the
 * unpaid orders alone (migration 0015).
 */
export async function unpaidCopiesHeld(
  tx: Db,
  userId: number,
  address: string | null,
): Promise<{ byAccount: number; byClient: number }> {
  const fromClient = sql`${clientNetwork(sql.ref('o.client_address'))} = ${clientNetwork(sql`${address}::inet`)}`;
  const { rows } = await sql<{ by_account: number; by_client: number }>`
    SELECT COALESCE(sum(l.qty) FILTER (WHERE o.user_id = ${userId}), 0)::int AS by_account,
      COALESCE(sum(l.qty) FILTER (WHERE ${fromClient}), 0)::int AS by_client
    FROM orders o
    JOIN order_parts p ON p.order_id = o.id
    JOIN order_lines l ON l.order_part_id = p.id
    WHERE o.status IN ('pending', 'awaiting_transfer') AND (o.user_id = ${userId} OR ${fromClient})`.execute(
    tx,
  );
  return { byAccount: rows[0]?.by_account ?? 0, byClient: rows[0]?.by_client ?? 0 };
}
