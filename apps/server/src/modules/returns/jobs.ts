import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/**
 * The returns module's job (docs/spec/withdrawal-and-returns.md §5): every hour, received
 * returns whose refund succeeded since are settled (REFUNDED, the buyer told), and returns
 * still open past their refund's due time are told to their bookshop's staff and to the
 * administrators, once a day each (the app's handleDueReturns).
 */
export const returnJobs = [
  periodicJob({
    name: 'handle_due_returns',
    cron: '7 * * * *',
    handler: async ({
      app,
    }: {
      app: {
        handleDueReturns(): Promise<{ settled: number; overdue: number }>;
        log: JobLog;
      };
    }) => {
      const done = await app.handleDueReturns();
      if (done.settled > 0 || done.overdue > 0) app.log.info(done, 'returns due handled');
    },
  }),
];
