import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/**
 * The payments module's jobs: every five minutes, payments that arrived for cancelled orders
 * and refunds a provider failed are finished (the app's resolveOutstandingPayments, with its
 * providers' refunders).
 */
export const paymentJobs = [
  periodicJob({
    name: 'resolve_outstanding_payments',
    cron: '*/5 * * * *',
    handler: async ({
      app,
    }: {
      app: {
        resolveOutstandingPayments(): Promise<{ resolved: number; refunded: number }>;
        log: JobLog;
      };
    }) => {
      const { resolved, refunded } = await app.resolveOutstandingPayments();
      if (resolved + refunded > 0) app.log.info({ resolved, refunded }, 'late payments resolved');
    },
  }),
];
