import type { Db } from '../db/database.ts';
import { removeExpiredRows } from '../db/housekeeping.ts';
import { defineJob, periodicPayload } from './job-queue.ts';

/** The database's own housekeeping, hourly: expired sessions and day-old counters go. */
export const housekeepingJobs = [
  defineJob({
    name: 'remove_expired_rows',
    cron: '17 * * * *',
    payload: periodicPayload,
    handler: (_, { db }: { db: Db }) => removeExpiredRows(db),
  }),
];
