import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import { housekeepingJobs } from './jobs/housekeeping.ts';
import type { JobDefinition } from './jobs/job-queue.ts';
import { bookshopJobs } from './modules/bookshop/jobs.ts';
import { invoiceJobs } from './modules/invoices/jobs.ts';
import { mailJobs } from './modules/mail/jobs.ts';
import { orderJobs } from './modules/orders/jobs.ts';
import { paymentJobs } from './modules/payments/jobs.ts';
import { payoutJobs } from './modules/payouts/jobs.ts';
import { returnJobs } from './modules/returns/jobs.ts';

/**
 * What every job is given: the app (buildApp's tasks, which hold the configuration and the
 * providers, and its log) and the database.
 */
export interface AppJobDeps {
  app: FastifyInstance;
  db: Db;
}

/**
 * Every job of the app, as its owner declares it: the queue's tasks, and its crontab from
 * those with a `cron` (main.ts starts the queue with them).
 */
export const appJobs: readonly JobDefinition<AppJobDeps>[] = [
  ...orderJobs,
  ...bookshopJobs,
  ...paymentJobs,
  ...payoutJobs,
  ...invoiceJobs,
  ...returnJobs,
  ...housekeepingJobs,
  ...mailJobs,
];
