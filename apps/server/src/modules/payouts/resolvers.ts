import { commissionBasisPoints, commissionPercentText } from '@scaffale/domain/ledger';
import { parseDecimal, toDecimal } from '@scaffale/domain/money';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import { findActor, type Actor } from '../bookshop/bookshop.repo.ts';
import { findBookshop, findBookshops, type BookshopView } from '../catalog/catalog.repo.ts';
import { defaultCommissionBp } from '../ledger/ledger-settings.ts';
import {
  bookshopMoney,
  moneyOf,
  nextRelease,
  platformMonths,
  statementEntries,
  statementTotals,
} from '../ledger/ledger.repo.ts';
import { PayoutErrors } from './errors.ts';
import { ledgerBookshopOf, periodOf, requireAdministrator } from './ledger-access.ts';
import { nextPayoutRun } from './jobs.ts';
import { payoutColumns, romeDay, runPayouts, type PayoutRails, type PayoutRow } from './payouts.ts';

// The ledger and payouts on the wire (docs/spec/ledger-and-payouts.md §5): money as Decimal
// strings, dates as the Europe/Rome days the statement is asked for.

async function actorOf(context: GraphQLContext): Promise<Actor | null> {
  const userId = await context.sessions.currentUserId(context.request);
  return userId === null ? null : findActor(context.db, userId);
}

async function bookshopOf(context: GraphQLContext, id: number): Promise<BookshopView> {
  const bookshop = await findBookshop(context.db, id);
  if (!bookshop) throw PayoutErrors.bookshopNotFound();
  return bookshop;
}

/** A bookshop's commission in basis points: its own, else the platform's. */
async function commissionOf(context: GraphQLContext, bookshopId: number): Promise<number> {
  const row = await context.db
    .selectFrom('bookshops')
    .select('commission_bp')
    .where('id', '=', bookshopId)
    .executeTakeFirst();
  return row?.commission_bp ?? defaultCommissionBp();
}

async function payoutsAnswer(context: GraphQLContext, rows: readonly PayoutRow[]) {
  const bookshops = await findBookshops(context.db, [...new Set(rows.map((r) => r.bookshopId))]);
  return rows.map((row) => {
    const bookshop = bookshops.get(row.bookshopId);
    if (!bookshop) throw new Error(`bookshop ${row.bookshopId} of payout ${row.id} is missing`);
    return {
      id: String(row.id),
      bookshop,
      amount: toDecimal(row.amountCents),
      status: row.status,
      method: row.method,
      at: row.createdAt.toISOString(),
      error: row.lastError,
    };
  });
}

export function payoutResolvers(rails: PayoutRails, site: { publicUrl: string }): Resolvers {
  return {
    Query: {
      payoutAccount: async (_root, args, context) => {
        const asked = args.bookshopId == null ? null : parseId(args.bookshopId);
        if (args.bookshopId != null && asked === null) throw PayoutErrors.bookshopNotFound();
        const bookshopId = await ledgerBookshopOf(context.db, await actorOf(context), asked);
        const row = await context.db
          .selectFrom('bookshops')
          .select('stripe_account_id')
          .where('id', '=', bookshopId)
          .executeTakeFirstOrThrow();
        const account = row.stripe_account_id;
        const ready =
          account !== null && rails.connect !== null
            ? await rails.connect.isReady(account).catch(() => false)
            : false;
        const ibanApproved = (await rails.payeeOf(context.db, bookshopId)) !== null;
        return {
          method: ready ? 'stripe' : ibanApproved ? 'sepa' : null,
          connected: account !== null,
          ready,
          ibanApproved,
        };
      },
      bookshopStatement: async (_root, args, context) => {
        const asked = args.bookshopId == null ? null : parseId(args.bookshopId);
        if (args.bookshopId != null && asked === null) throw PayoutErrors.bookshopNotFound();
        const bookshopId = await ledgerBookshopOf(context.db, await actorOf(context), asked);
        const { from, to } = periodOf(args.from, args.to);
        const [totals, entries, money, release, commission] = await Promise.all([
          statementTotals(context.db, bookshopId, from, to),
          statementEntries(context.db, bookshopId, from, to),
          moneyOf(context.db, bookshopId),
          nextRelease(context.db, bookshopId),
          commissionOf(context, bookshopId),
        ]);
        const now = new Date();
        const nextRun = nextPayoutRun(money.payableCents > 0 || !release ? now : release);
        return {
          bookshop: await bookshopOf(context, bookshopId),
          from,
          to,
          openingBalance: toDecimal(totals.openingCents),
          sales: toDecimal(totals.salesCents),
          refunds: toDecimal(totals.refundsCents),
          commission: toDecimal(totals.commissionCents),
          paidOut: toDecimal(totals.paidOutCents),
          adjustments: toDecimal(totals.adjustmentsCents),
          balance: toDecimal(totals.closingCents),
          payable: toDecimal(money.payableCents),
          nextPayoutDate: romeDay(nextRun),
          commissionPercent: commissionPercentText(commission),
          entries: entries.map((e) => ({
            id: String(e.id),
            at: e.at.toISOString(),
            kind: e.kind,
            orderNumber: e.orderNumber,
            amount: toDecimal(e.amountCents),
            note: e.note,
          })),
        };
      },
      bookshopBalances: async (_root, _args, context) => {
        requireAdministrator(await actorOf(context));
        const rows = await context.db
          .selectFrom('bookshops')
          .select(['id', 'commission_bp'])
          .orderBy('name')
          .execute();
        const ids = rows.map((r) => r.id);
        const [money, bookshops] = await Promise.all([
          bookshopMoney(context.db, ids),
          findBookshops(context.db, ids),
        ]);
        const byId = new Map(money.map((m) => [m.bookshopId, m]));
        return rows.flatMap((row) => {
          const bookshop = bookshops.get(row.id);
          if (!bookshop) return [];
          const m = byId.get(row.id);
          return [
            {
              bookshop,
              commissionPercent: commissionPercentText(row.commission_bp ?? defaultCommissionBp()),
              balance: toDecimal(m?.balanceCents ?? 0),
              payable: toDecimal(m?.payableCents ?? 0),
            },
          ];
        });
      },
      payoutRuns: async (_root, args, context) => {
        requireAdministrator(await actorOf(context));
        const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
        const runs = await context.db
          .selectFrom('payout_runs')
          .select([
            'id',
            'started_at',
            'finished_at',
            sql<boolean>`sepa_xml IS NOT NULL`.as('has_sepa'),
          ])
          .orderBy('id', 'desc')
          .limit(limit)
          .execute();
        const payouts =
          runs.length === 0
            ? []
            : await context.db
                .selectFrom('payouts')
                .select(payoutColumns)
                .where(
                  'run_id',
                  'in',
                  runs.map((r) => r.id),
                )
                .orderBy('id')
                .execute();
        const answered = await payoutsAnswer(context, payouts);
        return runs.map((run) => ({
          id: String(run.id),
          at: run.started_at.toISOString(),
          finishedAt: run.finished_at?.toISOString() ?? null,
          hasSepaFile: run.has_sepa,
          payouts: answered.filter((_, i) => payouts[i]?.runId === run.id),
        }));
      },
      failedPayouts: async (_root, _args, context) => {
        requireAdministrator(await actorOf(context));
        const rows = await context.db
          .selectFrom('payouts')
          .select(payoutColumns)
          .where('status', '=', 'failed')
          .orderBy('id', 'desc')
          .limit(200)
          .execute();
        return payoutsAnswer(context, rows);
      },
      platformMonths: async (_root, args, context) => {
        requireAdministrator(await actorOf(context));
        if (!Number.isInteger(args.year) || args.year < 2000 || args.year > 2100)
          throw PayoutErrors.periodInvalid(undefined, 'year');
        return (await platformMonths(context.db, args.year)).map((m) => ({
          month: m.month,
          commission: toDecimal(m.commissionCents),
          discountCost: toDecimal(m.discountCostCents),
        }));
      },
    },
    Mutation: {
      startPayoutOnboarding: async (_root, _args, context) => {
        const actor = await actorOf(context);
        // The bookshop's own staff: the administrator onboards no one.
        if (actor?.role === 'admin') throw PayoutErrors.forbidden();
        const bookshopId = await ledgerBookshopOf(context.db, actor, null);
        const connect = rails.connect;
        if (!connect) throw PayoutErrors.connectUnavailable();
        const row = await context.db
          .selectFrom('bookshops as b')
          .leftJoin('users as u', (join) =>
            join.onRef('u.bookshop_id', '=', 'b.id').on('u.role', '=', 'staff'),
          )
          .select(['b.stripe_account_id', 'b.country_code', 'u.email'])
          .where('b.id', '=', bookshopId)
          .orderBy('u.id')
          .executeTakeFirstOrThrow();
        let account = row.stripe_account_id;
        if (!account) {
          // Its key is the bookshop's: two clicks at once make one account.
          account = await connect.createAccount({
            bookshopId,
            email: row.email ?? '',
            country: row.country_code,
          });
          await context.db
            .updateTable('bookshops')
            .set({ stripe_account_id: account })
            .where('id', '=', bookshopId)
            .where('stripe_account_id', 'is', null)
            .execute();
        }
        const user = await context.db
          .selectFrom('users')
          .select('language')
          .where('id', '=', actor?.userId ?? 0)
          .executeTakeFirst();
        const page = `${site.publicUrl}/${user?.language ?? 'it'}/area-libreria/incassi/`;
        return connect.onboardingLink({ accountId: account, returnUrl: page, refreshUrl: page });
      },
      setCommission: async (_root, args, context) => {
        const admin = requireAdministrator(await actorOf(context));
        const bookshopId = parseId(args.bookshopId);
        if (bookshopId === null) throw PayoutErrors.bookshopNotFound();
        const basisPoints = commissionBasisPoints(String(args.percent));
        if (basisPoints === null) throw PayoutErrors.percentInvalid();
        const changed = await context.db.transaction().execute(async (tx) => {
          const before = await tx
            .selectFrom('bookshops')
            .select('commission_bp')
            .where('id', '=', bookshopId)
            .forUpdate()
            .executeTakeFirst();
          if (!before) return false;
          await tx
            .updateTable('bookshops')
            .set({ commission_bp: basisPoints })
            .where('id', '=', bookshopId)
            .execute();
          await tx
            .insertInto('admin_events')
            .values({
              admin_id: admin.userId,
              kind: 'commission_set',
              detail: JSON.stringify({
                bookshopId,
                from: before.commission_bp,
                to: basisPoints,
              }),
            })
            .execute();
          return true;
        });
        if (!changed) throw PayoutErrors.bookshopNotFound();
        return bookshopOf(context, bookshopId);
      },
      runPayouts: async (_root, _args, context) => {
        const admin = requireAdministrator(await actorOf(context));
        const rows = await runPayouts(context.db, rails, admin.userId);
        await context.db
          .insertInto('admin_events')
          .values({
            admin_id: admin.userId,
            kind: 'payouts_run',
            detail: JSON.stringify({ payouts: rows.map((r) => r.id) }),
          })
          .execute();
        return payoutsAnswer(context, rows);
      },
      adjustLedger: async (_root, args, context) => {
        const admin = requireAdministrator(await actorOf(context));
        const bookshopId = parseId(args.bookshopId);
        if (bookshopId === null) throw PayoutErrors.bookshopNotFound();
        const amount = parseDecimal(String(args.amount));
        if (amount === null || amount === 0 || Math.abs(amount) > 100_000_000)
          throw PayoutErrors.amountInvalid();
        const reason = args.reason.trim();
        if (reason.length < 3 || reason.length > 500) throw PayoutErrors.reasonInvalid();
        await bookshopOf(context, bookshopId);
        const entry = await context.db.transaction().execute(async (tx) => {
          const written = await tx
            .insertInto('ledger_entries')
            .values({
              bookshop_id: bookshopId,
              kind: 'ADJUSTMENT',
              amount_cents: amount,
              note: reason,
              created_by: admin.userId,
            })
            .returning(['id', 'created_at'])
            .executeTakeFirstOrThrow();
          await tx
            .insertInto('admin_events')
            .values({
              admin_id: admin.userId,
              kind: 'ledger_adjusted',
              detail: JSON.stringify({
                bookshopId,
                entryId: Number(written.id),
                amountCents: amount,
                reason,
              }),
            })
            .execute();
          return written;
        });
        return {
          id: String(entry.id),
          at: entry.created_at.toISOString(),
          kind: 'ADJUSTMENT' as const,
          orderNumber: null,
          amount: toDecimal(amount),
          note: reason,
        };
      },
    },
  };
}
