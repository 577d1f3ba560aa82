import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/** The daily payout run's hour, UTC (06:00 or 07:00 in Rome). */
export const PAYOUT_HOUR_UTC = 5;

/** The first daily run at or after `at`. */
export function nextPayoutRun(at: Date): Date {
  const run = new Date(at);
  run.setUTCHours(PAYOUT_HOUR_UTC, 0, 0, 0);
  if (run < at) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/**
 * The payouts module's jobs: once a day, every positive payable balance paid (the app's
 * runPayouts, with its rails); overlapping runs pay nothing twice.
 */
export const payoutJobs = [
  periodicJob({
    name: 'run_payouts',
    cron: `0 ${PAYOUT_HOUR_UTC} * * *`,
    handler: async ({ app }: { app: { runPayouts(): Promise<unknown[]>; log: JobLog } }) => {
      const payouts = await app.runPayouts();
      app.log.info({ payouts: payouts.length }, 'payout run');
    },
  }),
  // The first of each month, last month's statement to every bookshop's staff.
  periodicJob({
    name: 'monthly_statements',
    cron: '0 6 1 * *',
    handler: async ({
      app,
    }: {
      app: { queueMonthlyStatements(): Promise<number>; log: JobLog };
    }) => {
      const queued = await app.queueMonthlyStatements();
      app.log.info({ queued }, 'monthly statements queued');
    },
  }),
];
