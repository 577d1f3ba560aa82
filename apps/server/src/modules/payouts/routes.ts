import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { findActor } from '../bookshop/bookshop.repo.ts';
import { statementEntries } from '../ledger/ledger.repo.ts';
import { ledgerBookshopOf, periodOf, requireAdministrator } from './ledger-access.ts';
import { statementCsv } from './statement-csv.ts';
import { dac7Csv, dac7Rows } from './dac7.ts';

// The ledger's files (docs/spec/ledger-and-payouts.md §4, §6): a bookshop's statement as CSV
// (its staff, the administrator), and a payout run's SEPA credit-transfer file for the
// platform's bank and the year's DAC7 data (the administrator).

const statementQuery = z.object({
  from: z.string(),
  to: z.string(),
  bookshopId: z
    .string()
    .regex(/^[1-9]\d{0,11}$/)
    .transform(Number)
    .optional(),
  format: z.enum(['it', 'en']).optional(),
});

const dac7Query = z.object({ year: z.coerce.number().int().min(2020).max(2100) });

const runParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,11}$/)
    .transform(Number),
});

export function registerPayoutRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  const { db, sessions } = deps;
  const actorOf = async (request: Parameters<SessionStore['currentUserId']>[0]) => {
    const userId = await sessions.currentUserId(request);
    return userId === null ? null : findActor(db, userId);
  };

  /**
   * `GET /api/bookshop/statement.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&bookshopId=][&format=it|en]`:
   * the period's entries, oldest first: staff their own bookshop's, the administrator the one
   * named. The Italian form for an Italian account, else the English one, unless asked.
   */
  app.get('/api/bookshop/statement.csv', async (request, reply) => {
    const actor = await actorOf(request);
    const query = statementQuery.safeParse(request.query);
    if (!query.success) {
      if (!actor) throw HttpErrors.notLoggedIn();
      throw HttpErrors.invalidValue();
    }
    const bookshopId = await ledgerBookshopOf(db, actor, query.data.bookshopId ?? null);
    const { from, to } = periodOf(query.data.from, query.data.to);
    const format = query.data.format ?? (actor?.language === 'it' ? 'it' : 'en');
    const entries = await statementEntries(db, bookshopId, from, to);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="statement-${bookshopId}-${from}-${to}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(statementCsv(entries, format));
  });

  /** `GET /api/admin/dac7.csv?year=YYYY`: what the DAC7 report needs of each seller (dac7.ts). */
  app.get('/api/admin/dac7.csv', async (request, reply) => {
    requireAdministrator(await actorOf(request));
    const query = dac7Query.safeParse(request.query);
    if (!query.success) throw HttpErrors.invalidValue();
    const { year } = query.data;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="dac7-${year}.csv"`)
      .header('cache-control', 'no-store')
      .send(dac7Csv(await dac7Rows(db, year)));
  });

  /** `GET /api/admin/payout-runs/{id}/sepa.xml`: the run's pain.001 file (NOT_FOUND without one). */
  app.get('/api/admin/payout-runs/:id/sepa.xml', async (request, reply) => {
    requireAdministrator(await actorOf(request));
    const params = runParams.safeParse(request.params);
    if (!params.success) throw HttpErrors.notFound();
    const run = await db
      .selectFrom('payout_runs')
      .select(['sepa_xml', 'sepa_message_id'])
      .where('id', '=', params.data.id)
      .executeTakeFirst();
    if (!run?.sepa_xml) throw HttpErrors.notFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${run.sepa_message_id}.xml"`)
      .header('cache-control', 'no-store')
      .send(run.sepa_xml);
  });
}
