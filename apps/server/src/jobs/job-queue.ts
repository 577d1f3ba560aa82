import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';

// The PostgreSQL job queue (graphile-worker, docs/adr/014): the periodic work every server
// process used to run on its own timer (unpaid orders expired, parts past their deadline
// cancelled, late payments resolved, expired sessions removed, mail reminders written) is
// scheduled once per tick for all processes by the queue's crontab, and each job is taken by
// one worker (SKIP LOCKED), retried with backoff when it fails. Each message of the mail
// outbox is a job too, queued by the statement that writes the message (ADR 021). Tasks are given by the caller (main.ts wires
// them to the modules), so this file knows no module.

/**
 * The periodic jobs (graphile-worker's crontab: minute hour day month weekday, task, options):
 * a job key so a tick still queued is replaced rather than doubled, three attempts with the
 * queue's backoff before the next tick tries anew.
 */
export const PERIODIC_JOBS = [
  '* * * * * expire_unpaid_orders ?max=3&jobKey=expire_unpaid_orders',
  '* * * * * cancel_overdue_parts ?max=3&jobKey=cancel_overdue_parts',
  '*/5 * * * * resolve_outstanding_payments ?max=3&jobKey=resolve_outstanding_payments',
  '17 * * * * remove_expired_rows ?max=3&jobKey=remove_expired_rows',
  '*/5 * * * * queue_mail_reminders ?max=3&jobKey=queue_mail_reminders',
].join('\n');

/** Which attempt of its job a task runs: the queue gives up after the last. */
export interface JobAttempt {
  attempts: number;
  maxAttempts: number;
}

/**
 * A task: what one job of it does, given the job's payload (as added: check it). Its
 * failure is retried by the queue with backoff.
 */
export type JobTask = (payload: unknown, attempt: JobAttempt) => Promise<void>;

export interface JobQueueOptions {
  connectionString: string;
  tasks: Record<string, JobTask>;
  /** Crontab lines (graphile-worker's syntax) naming the tasks above. */
  crontab: string;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /** Jobs run at once by this process. */
  concurrency?: number;
  pollIntervalMs?: number;
}

export interface JobQueue {
  stop(): Promise<void>;
}

/** Starts this process's worker: it installs the queue's schema on first start. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const taskList: TaskList = Object.fromEntries(
    Object.entries(options.tasks).map(([name, task]) => [
      name,
      (payload, helpers) =>
        task(payload, { attempts: helpers.job.attempts, maxAttempts: helpers.job.max_attempts }),
    ]),
  );
  // The queue's own pool, ended by stop() before it resolves. A connection the server ends
  // while idle (a restart, pg_terminate_backend, a database dropped) is reported on the pool:
  // without a listener that report would be an uncaught exception ending the process.
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 4 });
  const reportEnded = (error: Error) =>
    options.log.warn(`job queue: a connection ended (${error.message})`);
  pool.on('error', reportEnded);
  pool.on('connect', (client) => client.on('error', reportEnded));
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollIntervalMs ?? 2_000,
    noHandleSignals: true,
    taskList,
    crontab: options.crontab,
    logger: queueLogger(options.log),
  });
  return {
    stop: async () => {
      await runner.stop();
      await pool.end();
    },
  };
}

function queueLogger(log: JobQueueOptions['log']): Logger {
  return new Logger(() => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else if (level === 'info') log.info(message);
  });
}
