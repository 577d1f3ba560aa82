import type { Db } from '../db/database.ts';
import { removeExpiredRows } from '../db/housekeeping.ts';
import { periodicJob } from './job-queue.ts';

/** The database's own housekeeping, hourly: expired sessions and day-old counters go. */
export const housekeepingJobs = [
  periodicJob({
    name: 'remove_expired_rows',
    cron: '17 * * * *',
    handler: ({ db }: { db: Db }) => removeExpiredRows(db),
  }),
];
