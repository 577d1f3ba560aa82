import { isIPv4 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import { refusedUntil, type TooManyAttempts } from './too-many-attempts.ts';

// Accounts opened per client address and per network. Each new account sidesteps the limits
// kept per account (unpaid transfers holding stock, code guesses, single-use codes), so one
// address may open only a few an hour, and its network (a /24, or the /64 one IPv6 host
// usually holds whole) a few times more. The account page's "is this email taken" answer
// tells what a registration tells, so each check counts as one. (A registration refused for
// an email taken is a login failure: account.service.ts.)

export const OPENING_WINDOW_MS = 60 * 60 * 1000;
/** Accounts (and email checks) one address may open an hour, unless configured otherwise. */
export const DEFAULT_REGISTRATIONS_PER_HOUR = 5;
/** A network may open this many times what one address may. */
export const NETWORK_SHARE = 4;

export type OpeningKind = 'registration' | 'email_check';

/** The network an address belongs to: its /24 (IPv4) or its /64 (IPv6), as text. */
export function networkOf(ip: string): string {
  // A dual-stack socket names an IPv4 client as ::ffff:a.b.c.d.
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' → 8 groups). */
function expandIPv6(ip: string): string[] {
  const [address = ''] = ip.toLowerCase().split('%'); // without a zone (fe80::1%eth0)
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...missing, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * Takes the lock the openings of the address's network are decided under, in the caller's
 * transaction, before any other lock it takes (the login's address and email).
 */
export async function lockOpenings(tx: Db, ip: string): Promise<void> {
  await advisoryLock(tx, LOCK_SPACE.openingNetwork, networkOf(ip));
}

/** The refusal while the address or its network is at its limit within the hour, or null. */
export async function openingRefusal(
  db: Db,
  input: { ip: string; perHour: number; now: Date },
): Promise<TooManyAttempts | null> {
  const since = new Date(input.now.getTime() - OPENING_WINDOW_MS);
  const counts = await db
    .selectFrom('account_openings')
    .select([
      sql<number>`count(*) FILTER (WHERE ip = ${input.ip})::int`.as('byIp'),
      sql<number>`count(*)::int`.as('byNetwork'),
      sql<Date | null>`min(created_at) FILTER (WHERE ip = ${input.ip})`.as('oldestOfIp'),
      sql<Date | null>`min(created_at)`.as('oldestOfNetwork'),
    ])
    .where('network', '=', networkOf(input.ip))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const lifts: Date[] = [];
  if (counts.byIp >= input.perHour && counts.oldestOfIp) lifts.push(counts.oldestOfIp);
  if (counts.byNetwork >= input.perHour * NETWORK_SHARE && counts.oldestOfNetwork) {
    lifts.push(counts.oldestOfNetwork);
  }
  return refusedUntil(lifts, OPENING_WINDOW_MS, input.now);
}

/** Writes an opening down (the caller holds the network's lock, see lockOpenings). */
export async function recordOpening(
  tx: Db,
  input: { kind: OpeningKind; ip: string; now: Date },
): Promise<void> {
  await tx
    .insertInto('account_openings')
    .values({ kind: input.kind, ip: input.ip, network: networkOf(input.ip), created_at: input.now })
    .execute();
}

/**
 * Counts an opening of `kind` from this address, or refuses it while a limit holds. Decided
 * under the network's lock in the caller's transaction (which the opening belongs to), so
 * simultaneous openings on any number of processes never pass the limit together.
 */
export async function admitOpening(
  tx: Db,
  input: { kind: OpeningKind; ip: string; perHour: number; now: Date },
): Promise<TooManyAttempts | null> {
  await lockOpenings(tx, input.ip);
  const refused = await openingRefusal(tx, input);
  if (!refused) await recordOpening(tx, input);
  return refused;
}

/** The account page's email check, counted alone (its own transaction). */
export function admitEmailCheck(
  db: Db,
  input: { ip: string; perHour: number; now?: Date },
): Promise<TooManyAttempts | null> {
  return db.transaction().execute((tx) =>
    admitOpening(tx, {
      kind: 'email_check',
      ip: input.ip,
      perHour: input.perHour,
      now: input.now ?? new Date(),
    }),
  );
}
