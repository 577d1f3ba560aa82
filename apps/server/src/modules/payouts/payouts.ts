import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { bookshopMoney, moneyOf } from '../ledger/ledger.repo.ts';
import type { ConnectRail } from './stripe-connect.ts';

// The payout run (docs/spec/ledger-and-payouts.md §3): every bookshop's positive payable
// balance paid once, however many runs overlap, on however many processes. Each bookshop's
// payout is decided under its row's lock, in the transaction that writes the payout and its
// PAYOUT entry: a second run waits, then finds nothing payable. The money then moves after
// the commit: a Stripe transfer to the bookshop's connected account (its idempotency key the
// payout's, so a retry is the same transfer), or a credit transfer in the run's SEPA file.
// A transfer the provider refuses is reversed in the ledger (PAYOUT_REVERSAL), so the next
// run pays it again; one whose outcome is unknown (the network) stays pending and is sent
// again, with the same key, by the next run: never lost, never doubled.

/** The Connect rail's calls the run makes (stripe-connect.ts). */
export type TransferRail = Pick<
  ConnectRail,
  'transfer' | 'isReady' | 'createAccount' | 'onboardingLink'
>;

/** Who a SEPA credit transfer pays: the bookshop's approved legal name and IBAN. */
export interface Payee {
  legalName: string;
  iban: string;
}

export interface SepaPayment {
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

/** The pain.001 writer (sepa-credit-transfer.ts) and the platform's account it pays from. */
export interface SepaRail {
  debtor: { name: string; iban: string; bic?: string };
  write(input: {
    messageId: string;
    createdAt: Date;
    executionDate: string;
    debtor: { name: string; iban: string; bic?: string };
    payments: SepaPayment[];
  }): string;
}

export interface PayoutRails {
  /** Null without Stripe (the sandbox): every bookshop is paid by SEPA. */
  connect: TransferRail | null;
  sepa: SepaRail;
  payeeOf(db: Db, bookshopId: number): Promise<Payee | null>;
}

/**
 * A provider's refusal: the transfer did not happen (its key replays the refusal, so the
 * next run pays with a new payout). Anything else — the network, an error not the rail's —
 * leaves the outcome unknown: the payout stays pending, sent again with the same key.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  // Told by its shape, not its class: the Connect rail (and the Stripe SDK with it) loads
  // only where there is Stripe.
  return (
    error instanceof Error &&
    error.name === 'PayoutRailError' &&
    (error as { sameKeyMayRetry?: unknown }).sameKeyMayRetry === false
  );
}

/** A payout a rail cannot carry at all (a refusal, as the rail's own are). */
class NoRail extends Error {
  override name = 'PayoutRailError';
  readonly sameKeyMayRetry = false;
}

export interface PayoutRow {
  id: number;
  runId: number;
  bookshopId: number;
  amountCents: number;
  method: 'stripe' | 'sepa';
  status: 'pending' | 'sent' | 'paid' | 'failed';
  lastError: string | null;
  createdAt: Date;
}

/** A payout row as the run and the wire read it. */
export const payoutColumns = [
  'id',
  'run_id as runId',
  'bookshop_id as bookshopId',
  'amount_cents as amountCents',
  'method',
  'status',
  'last_error as lastError',
  'created_at as createdAt',
] as const;

/** The Europe/Rome day (YYYY-MM-DD) of an instant: the ledger's days are Rome's. */
export function romeDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
}

/** The Europe/Rome day after `now` (a SEPA file's requested execution date). */
function nextRomeDay(now: Date): string {
  const next = new Date(`${romeDay(now)}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * One payout run: each bookshop's payable balance written as a payout, then its money sent;
 * the payouts this run made (and those of earlier runs it sent again), as they ended.
 */
export async function runPayouts(
  db: Db,
  rails: PayoutRails,
  startedBy: number | null,
  now: Date = new Date(),
): Promise<PayoutRow[]> {
  const run = await db
    .insertInto('payout_runs')
    .values({ started_by: startedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  const candidates = (await bookshopMoney(db, null)).filter((m) => m.payableCents > 0);
  const made: number[] = [];
  for (const { bookshopId } of candidates) {
    const method = await methodOf(db, rails, bookshopId);
    if (method === null) continue;
    const id = await decidePayout(db, run.id, bookshopId, method);
    if (id !== null) made.push(id);
  }
  const sent = await sendStripePayouts(db, rails);
  await writeSepaFile(db, rails, run.id, now);
  await db
    .updateTable('payout_runs')
    .set({ finished_at: sql<Date>`now()` })
    .where('id', '=', run.id)
    .execute();
  const ids = [...new Set([...made, ...sent])];
  if (ids.length === 0) return [];
  return db
    .selectFrom('payouts')
    .select(payoutColumns)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/**
 * How a bookshop is paid now: by Connect when it has a connected account that can take
 * transfers (onboarding finished), else by SEPA when it has an approved IBAN; null when
 * neither (its money waits for the next run).
 */
async function methodOf(
  db: Db,
  rails: PayoutRails,
  bookshopId: number,
): Promise<'stripe' | 'sepa' | null> {
  const bookshop = await db
    .selectFrom('bookshops')
    .select('stripe_account_id')
    .where('id', '=', bookshopId)
    .executeTakeFirstOrThrow();
  if (bookshop.stripe_account_id && rails.connect) {
    const ready = await rails.connect.isReady(bookshop.stripe_account_id).catch(() => false);
    if (ready) return 'stripe';
  }
  return (await rails.payeeOf(db, bookshopId)) ? 'sepa' : null;
}

/**
 * Under the bookshop's lock: what is payable now, written as a payout of this run with its
 * PAYOUT entry; null when nothing is (paid by an overlapping run).
 */
async function decidePayout(
  db: Db,
  runId: number,
  bookshopId: number,
  method: 'stripe' | 'sepa',
): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    await tx
      .selectFrom('bookshops')
      .select('id')
      .where('id', '=', bookshopId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { payableCents } = await moneyOf(tx, bookshopId);
    if (payableCents <= 0) return null;
    const payout = await tx
      .insertInto('payouts')
      .values({
        run_id: runId,
        bookshop_id: bookshopId,
        amount_cents: payableCents,
        method,
        idempotency_key: `payout-${runId}-${bookshopId}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('ledger_entries')
      .values({
        bookshop_id: bookshopId,
        kind: 'PAYOUT',
        amount_cents: -payableCents,
        payout_id: payout.id,
      })
      .execute();
    return payout.id;
  });
}

/** Every Stripe payout still pending (this run's, and any an earlier run left unsent). */
async function sendStripePayouts(db: Db, rails: PayoutRails): Promise<number[]> {
  const { connect } = rails;
  if (!connect) return [];
  const pending = await db
    .selectFrom('payouts as p')
    .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
    .select(['p.id', 'p.amount_cents', 'p.idempotency_key', 'p.bookshop_id', 'b.stripe_account_id'])
    .where('p.method', '=', 'stripe')
    .where('p.status', '=', 'pending')
    .orderBy('p.id')
    .execute();
  for (const payout of pending) {
    try {
      if (!payout.stripe_account_id) throw new NoRail('the bookshop has no connected account');
      const transfer = await connect.transfer({
        amountCents: payout.amount_cents,
        destination: payout.stripe_account_id,
        transferGroup: `PAYOUT-${payout.id}`,
        idempotencyKey: payout.idempotency_key,
        description: `Scaffale payout ${payout.id}`,
        metadata: { payoutId: String(payout.id), bookshopId: String(payout.bookshop_id) },
      });
      await db
        .updateTable('payouts')
        .set((eb) => ({
          status: 'paid',
          provider_ref: transfer.id,
          attempts: eb('attempts', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', payout.id)
        .where('status', '=', 'pending')
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isDefinitiveRefusal(error)) await failPayout(db, payout.id, message);
      else
        await db
          .updateTable('payouts')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message }))
          .where('id', '=', payout.id)
          .execute();
    }
  }
  return pending.map((p) => p.id);
}

/**
 * A payout that did not happen: failed, and its money back in the balance (PAYOUT_REVERSAL),
 * once — whoever else marks it at the same moment — so the next run pays it again.
 */
export async function failPayout(db: Db, payoutId: number, error: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const failed = await tx
      .updateTable('payouts')
      .set((eb) => ({
        status: 'failed',
        last_error: error,
        attempts: eb('attempts', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', payoutId)
      .where('status', 'in', ['pending', 'sent'])
      .returning(['bookshop_id', 'amount_cents'])
      .executeTakeFirst();
    if (!failed) return false;
    await tx
      .insertInto('ledger_entries')
      .values({
        bookshop_id: failed.bookshop_id,
        kind: 'PAYOUT_REVERSAL',
        amount_cents: failed.amount_cents,
        payout_id: payoutId,
      })
      .execute();
    return true;
  });
}

/** The run's SEPA payouts in one pain.001 file for the platform's bank; each then 'sent'. */
async function writeSepaFile(db: Db, rails: PayoutRails, runId: number, now: Date): Promise<void> {
  const payouts = await db
    .selectFrom('payouts')
    .select(['id', 'bookshop_id', 'amount_cents'])
    .where('run_id', '=', runId)
    .where('method', '=', 'sepa')
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const payments: SepaPayment[] = [];
  for (const payout of payouts) {
    const payee = await rails.payeeOf(db, payout.bookshop_id);
    if (!payee) {
      await failPayout(db, payout.id, 'no approved IBAN');
      continue;
    }
    payments.push({
      endToEndId: `SCAFFALE-PAYOUT-${payout.id}`,
      amountCents: payout.amount_cents,
      creditorName: payee.legalName,
      creditorIban: payee.iban,
      remittance: `Scaffale payout ${payout.id}`,
    });
  }
  if (payments.length === 0) return;
  const messageId = `SCAFFALE-RUN-${runId}`;
  let xml: string;
  try {
    xml = rails.sepa.write({
      messageId,
      createdAt: now,
      executionDate: nextRomeDay(now),
      debtor: rails.sepa.debtor,
      payments,
    });
  } catch (error) {
    // A file the bank would refuse: none of its payouts happened; the next run pays them.
    const message = error instanceof Error ? error.message : String(error);
    for (const payout of payouts) await failPayout(db, payout.id, message);
    return;
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('payout_runs')
      .set({ sepa_message_id: messageId, sepa_xml: xml })
      .where('id', '=', runId)
      .execute();
    await tx
      .updateTable('payouts')
      .set({ status: 'sent', updated_at: sql<Date>`now()` })
      .where('run_id', '=', runId)
      .where('method', '=', 'sepa')
      .where('status', '=', 'pending')
      .execute();
  });
}
