import { z } from 'zod';
import { defineJob, periodicJob, type JobLog } from '../../jobs/job-queue.ts';
import { DELIVER_MAIL_JOB } from './mail.repo.ts';

/** Sends one message of the outbox: the app's deliverMail (its transport and site). */
export const deliverMailJob = defineJob({
  name: DELIVER_MAIL_JOB,
  payload: z.object({ id: z.number().int().positive() }),
  // The queue retries a failure with backoff, and the message is marked failed when it gives up.
  handler: async (
    { id },
    { app }: { app: { deliverMail(id: number, attempt: { final: boolean }): Promise<unknown> } },
    attempt,
  ) => {
    await app.deliverMail(id, { final: attempt.attempts >= attempt.maxAttempts });
  },
});

/** The mail module's jobs: the reminders due, written every five minutes; each delivery. */
export const mailJobs = [
  periodicJob({
    name: 'queue_mail_reminders',
    cron: '*/5 * * * *',
    handler: async ({ app }: { app: { queueMailReminders(): Promise<number>; log: JobLog } }) => {
      const queued = await app.queueMailReminders();
      if (queued > 0) app.log.info({ queued }, 'mail reminders queued');
    },
  }),
  deliverMailJob,
];
