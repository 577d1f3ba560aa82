import { periodicJob, type JobLog } from '../../jobs/job-queue.ts';

/**
 * The invoices module's jobs: every five minutes, the invoices and credit notes not yet
 * sent handed to the transmitter (the app's transmitInvoices; docs/spec/invoices.md §7).
 */
export const invoiceJobs = [
  periodicJob({
    name: 'transmit_invoices',
    cron: '*/5 * * * *',
    handler: async ({ app }: { app: { transmitInvoices(): Promise<number>; log: JobLog } }) => {
      const sent = await app.transmitInvoices();
      if (sent > 0) app.log.info({ sent }, 'invoices transmitted');
    },
  }),
];
