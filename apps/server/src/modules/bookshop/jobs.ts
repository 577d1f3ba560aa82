import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/**
 * The bookshop module's jobs: every minute, parts past their deadline to confirm are
 * cancelled and refunded (the app's cancelOverdueParts, with its providers' refunders).
 */
export const bookshopJobs = [
  periodicJob({
    name: 'cancel_overdue_parts',
    cron: '* * * * *',
    handler: async ({ app }: { app: { cancelOverdueParts(): Promise<number>; log: JobLog } }) => {
      const cancelled = await app.cancelOverdueParts();
      if (cancelled > 0) app.log.info({ cancelled }, 'parts past their deadline cancelled');
    },
  }),
];
