import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/**
 * The orders module's jobs: every minute, unpaid orders past their time (UNPAID_ORDER_MINUTES,
 * a bank transfer's 5 days) give their goods back, their payments cancelled (the app's
 * expireUnpaidOrders, which holds the configuration and the providers).
 */
export const orderJobs = [
  periodicJob({
    name: 'expire_unpaid_orders',
    cron: '* * * * *',
    handler: async ({ app }: { app: { expireUnpaidOrders(): Promise<number>; log: JobLog } }) => {
      const cancelled = await app.expireUnpaidOrders();
      if (cancelled > 0) app.log.info({ cancelled }, 'expired unpaid orders');
    },
  }),
];
