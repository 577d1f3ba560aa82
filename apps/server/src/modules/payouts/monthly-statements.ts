import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { statementTotals } from '../ledger/ledger.repo.ts';
import { queueMail } from '../mail/mail.repo.ts';
import { romeDay } from './payouts.ts';

// Each month's statement mailed to every staff account of each bookshop with a ledger
// (docs/spec/ledger-and-payouts.md §4): the month just closed, its figures as they stand —
// final, since entries are only ever written at the moment they happen —, once per account
// and month however often the job runs.

/** The Europe/Rome month before the one `now` falls in: YYYY-MM, and its first and last day. */
export function previousMonth(now: Date): { month: string; from: string; to: string } {
  const [year, month] = romeDay(now).split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return {
    month: `${y}-${mm}`,
    from: `${y}-${mm}-01`,
    to: `${y}-${mm}-${String(last).padStart(2, '0')}`,
  };
}

/** Queues last month's statements: how many messages were written (none already sent). */
export async function queueMonthlyStatements(db: Db, now: Date = new Date()): Promise<number> {
  const { month, from, to } = previousMonth(now);
  const bookshops = await db
    .selectFrom('bookshops as b')
    .select(['b.id', 'b.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ledger_entries as e')
          .select('e.id')
          .whereRef('e.bookshop_id', '=', 'b.id')
          .where(
            'e.created_at',
            '<',
            sql<Date>`((${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome')`,
          ),
      ),
    )
    .execute();
  let queued = 0;
  for (const bookshop of bookshops) {
    const totals = await statementTotals(db, bookshop.id, from, to);
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'staff')
      .where('bookshop_id', '=', bookshop.id)
      .execute();
    for (const account of staff) {
      const eventKey = `monthly-statement:${bookshop.id}:${month}:${account.id}`;
      const before = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('event_key', '=', eventKey)
        .executeTakeFirst();
      if (before) continue;
      await queueMail(db, {
        eventKey,
        kind: 'monthly_statement',
        userId: account.id,
        payload: { month, bookshop: bookshop.name, ...totals },
      });
      queued += 1;
    }
  }
  return queued;
}
