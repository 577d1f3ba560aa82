import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { z } from 'zod';

// The PostgreSQL job queue (graphile-worker, docs/adr/014): the periodic work every server
// process used to run on its own timer (unpaid orders expired, parts past their deadline
// cancelled, late payments resolved, expired sessions removed, mail reminders written) is
// scheduled once per tick for all processes by the queue's crontab, and each job is taken by
// one worker (SKIP LOCKED), retried with backoff when it fails. Each message of the mail
// outbox is a job too, queued by the statement that writes the message (ADR 021). The jobs are
// declared by their owners (each module's jobs.ts: a JobDefinition each) and handed to the
// queue by the app (app-jobs.ts, started by main.ts), so this file knows no module: the
// modules import it, never the reverse.

/** Which attempt of its job a task runs: the queue gives up after the last. */
export interface JobAttempt {
  attempts: number;
  maxAttempts: number;
}

/** What a job may log: a line with its details (the app's pino logger is one). */
export interface JobLog {
  info(details: object, message: string): void;
}

/**
 * A job its module declares. `Deps` is what its handler needs from the app that runs it
 * (the app gives one object to every job, of which each job's type names its part);
 * `Payload` what one job of it holds, checked by the `payload` schema before the handler
 * runs: a payload that does not match fails the job (JobPayloadError), the handler never
 * sees it.
 */
export interface JobDefinition<Deps, Payload = unknown> {
  /** The queue's task name, once in the whole app (a job added by name runs this). */
  readonly name: string;
  /**
   * When the queue adds one itself: five crontab fields (minute hour day month weekday),
   * one job per tick for every process together. Without it, jobs are added by name.
   */
  readonly cron?: string;
  readonly payload: z.ZodType<Payload>;
  // A method, so a job of a narrower payload or deps is one of the app's list (JobDefinition
  // <AppDeps>): the queue gives it only what its schema parsed and the app's deps.
  handler(payload: Payload, deps: Deps, attempt: JobAttempt): Promise<void>;
}

/** Declares a job, its handler's payload typed by its schema. */
export function defineJob<Deps, Payload>(
  definition: JobDefinition<Deps, Payload>,
): JobDefinition<Deps, Payload> {
  return definition;
}

/** What a periodic job holds: nothing of ours (the queue's own `_cron` details are dropped). */
const periodicPayload = z.object({});

/** Declares a job the queue adds itself on `cron` (five fields), with no payload of ours. */
export function periodicJob<Deps>(definition: {
  name: string;
  cron: string;
  handler: (deps: Deps) => Promise<void>;
}): JobDefinition<Deps, Record<string, never>> {
  const { handler } = definition;
  return { ...definition, payload: periodicPayload, handler: (_, deps) => handler(deps) };
}

/** A job whose payload its schema refused: the job fails (and is retried) without running. */
export class JobPayloadError extends Error {
  constructor(job: string, payload: unknown, error: z.ZodError) {
    super(
      `job ${job}: its payload ${JSON.stringify(payload)} is not what the job takes:\n${z.prettifyError(error)}`,
    );
    this.name = 'JobPayloadError';
  }
}

/**
 * A periodic job's options: a job key so a tick still queued is replaced rather than doubled,
 * three attempts with the queue's backoff before the next tick tries anew.
 */
const PERIODIC_OPTIONS = (name: string) => `?max=3&jobKey=${name}`;

/** What the crontab reads of a job. */
type JobSchedule = Pick<JobDefinition<unknown>, 'name' | 'cron'>;

/**
 * The queue's crontab (graphile-worker's syntax: minute hour day month weekday, task,
 * options), one line per job that has a `cron`. Refuses a name given twice and a `cron`
 * that is not five fields.
 */
export function crontabOf(jobs: readonly JobSchedule[]): string {
  checkJobs(jobs);
  return jobs
    .filter((job) => job.cron !== undefined)
    .map((job) => `${job.cron} ${job.name} ${PERIODIC_OPTIONS(job.name)}`)
    .join('\n');
}

function checkJobs(jobs: readonly JobSchedule[]): void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (!/^[a-z][a-z0-9_]*$/.test(job.name)) {
      throw new Error(`job name "${job.name}": lower-case letters, digits and underscores`);
    }
    if (seen.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    seen.add(job.name);
    if (job.cron !== undefined && job.cron.trim().split(/\s+/).length !== 5) {
      throw new Error(`job ${job.name}: cron "${job.cron}" is not five fields`);
    }
  }
}

export interface JobQueueOptions<Deps> {
  connectionString: string;
  /** Every job this process runs: its tasks, and the crontab of those with a `cron`. */
  jobs: readonly JobDefinition<Deps>[];
  /** Given to every handler. */
  deps: Deps;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /** Jobs run at once by this process. */
  concurrency?: number;
  pollIntervalMs?: number;
}

export interface JobQueue {
  stop(): Promise<void>;
}

/** Starts this process's worker: it installs the queue's schema on first start. */
export async function startJobQueue<Deps>(options: JobQueueOptions<Deps>): Promise<JobQueue> {
  const crontab = crontabOf(options.jobs);
  const taskList: TaskList = Object.fromEntries(
    options.jobs.map((job) => [
      job.name,
      async (payload, helpers) => {
        const parsed = job.payload.safeParse(payload);
        if (!parsed.success) throw new JobPayloadError(job.name, payload, parsed.error);
        await job.handler(parsed.data, options.deps, {
          attempts: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
        });
      },
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
    crontab,
    logger: queueLogger(options.log),
  });
  return {
    stop: async () => {
      await runner.stop();
      await pool.end();
    },
  };
}

function queueLogger(log: JobQueueOptions<unknown>['log']): Logger {
  return new Logger(() => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else if (level === 'info') log.info(message);
  });
}
