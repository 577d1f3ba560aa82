import { parseCrontab } from 'graphile-worker';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appJobs } from '../app-jobs.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { DELIVER_MAIL_JOB } from '../modules/mail/mail.repo.ts';
import { until } from '../test/until.ts';
import { testWorkerUtils } from '../test/worker-utils.ts';
import {
  crontabOf,
  defineJob,
  startJobQueue,
  type JobAttempt,
  type JobQueue,
} from './job-queue.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Jobs of any payload, by name: the queue's own behaviour, whatever its jobs hold. */
function jobsOf(tasks: Record<string, (payload: unknown, attempt: JobAttempt) => Promise<void>>) {
  return Object.entries(tasks).map(([name, task]) =>
    defineJob({
      name,
      payload: z.unknown(),
      handler: (payload, _deps: null, attempt) => task(payload, attempt),
    }),
  );
}

describe('the app’s jobs', () => {
  it('are a crontab the queue reads, naming one task each', () => {
    const items = parseCrontab(crontabOf(appJobs));
    expect(items.map((item) => item.task)).toEqual([
      'expire_unpaid_orders',
      'cancel_overdue_parts',
      'resolve_outstanding_payments',
      'run_payouts',
      'monthly_statements',
      'transmit_invoices',
      'handle_due_returns',
      'remove_expired_rows',
      'queue_mail_reminders',
    ]);
    for (const item of items) expect(item.options.jobKey).toBe(item.task);
  });

  it('have a name each, once, and every cron five fields the queue parses', () => {
    const names = appJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(DELIVER_MAIL_JOB);
    for (const job of appJobs) {
      if (job.cron === undefined) continue;
      expect(job.cron.trim().split(/\s+/), job.name).toHaveLength(5);
      const [item] = parseCrontab(`${job.cron} ${job.name}`);
      expect(item?.task).toBe(job.name);
    }
  });

  it('refuse a name declared twice and a cron that is not five fields', () => {
    const job = { name: 'tick', cron: '* * * * *' };
    expect(crontabOf([job])).toBe('* * * * * tick ?max=3&jobKey=tick');
    expect(() => crontabOf([job, { name: 'tick' }])).toThrow('job tick is declared twice');
    expect(() => crontabOf([{ name: 'tick', cron: '0 * * * * *' }])).toThrow(
      'job tick: cron "0 * * * * *" is not five fields',
    );
  });
});

for (const target of testDatabaseTargets()) {
  describe(`the job queue (${target.name})`, () => {
    it('runs each job once across several workers, and retries a failing one', async () => {
      const database = await target.open();
      const queues: JobQueue[] = [];
      const { utils, release } = await testWorkerUtils(database.url);
      try {
        const runs = new Map<number, number>();
        let flaky = 0;
        const tasks = {
          count: async () => {},
          flaky: async () => {
            flaky += 1;
            if (flaky === 1) throw new Error('the first attempt fails');
          },
        };
        // Three processes' workers on one queue (each with its own pool, as processes have).
        for (let i = 0; i < 3; i += 1) {
          queues.push(
            await startJobQueue({
              connectionString: database.url,
              log: quiet,
              pollIntervalMs: 100,
              deps: null,
              jobs: jobsOf({
                ...tasks,
                count: async () => {
                  const id = i;
                  runs.set(id, (runs.get(id) ?? 0) + 1);
                },
              }),
            }),
          );
        }
        await Promise.all(Array.from({ length: 60 }, (_, n) => utils.addJob('count', { n })));
        await utils.addJob('flaky', {}, { maxAttempts: 3 });
        await until(() => [...runs.values()].reduce((a, b) => a + b, 0) >= 60 && flaky >= 2);
        // Give a doubled run the time to show.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect([...runs.values()].reduce((a, b) => a + b, 0)).toBe(60);
        expect(flaky).toBe(2);
        const left = await database.db
          .selectFrom('graphile_worker.jobs' as never)
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(left.n)).toBe(0);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        await release();
        await database.drop();
      }
    });

    it('outlives its connections ended by the server, and takes jobs again', async () => {
      const database = await target.open();
      const warnings: string[] = [];
      const runs: number[] = [];
      const queue = await startJobQueue({
        connectionString: database.url,
        log: { ...quiet, warn: (message) => warnings.push(message) },
        pollIntervalMs: 100,
        deps: null,
        jobs: jobsOf({ count: async (payload) => void runs.push((payload as { n: number }).n) }),
      });
      const { utils, release } = await testWorkerUtils(database.url);
      try {
        await utils.addJob('count', { n: 1 });
        await until(() => runs.length === 1);
        // A restart or an operator ends every connection of the queue while it waits.
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND application_name NOT LIKE 'kysely%'`.execute(database.db);
        await until(() => warnings.some((w) => w.includes('a connection ended')));
        const again = await testWorkerUtils(database.url);
        try {
          await again.utils.addJob('count', { n: 2 });
        } finally {
          await again.release();
        }
        await until(() => runs.length === 2);
        expect(runs).toEqual([1, 2]);
      } finally {
        await queue.stop();
        // Its own connections were ended too: releasing them may report it.
        await release().catch(() => {});
        await database.drop();
      }
    });

    it('gives a handler its payload as its schema parsed it, and fails a job whose payload does not match', async () => {
      const database = await target.open();
      const errors: string[] = [];
      const seen: unknown[] = [];
      const queue = await startJobQueue({
        connectionString: database.url,
        log: { ...quiet, error: (message) => errors.push(message) },
        pollIntervalMs: 100,
        deps: { shelf: 'A' },
        jobs: [
          defineJob({
            name: 'shelve',
            payload: z.object({ copies: z.number().int().positive() }),
            handler: async (payload, deps: { shelf: string }) => void seen.push({ payload, deps }),
          }),
        ],
      });
      // Added by SQL, as the database's own triggers add theirs (no second pool to release).
      const addJob = async (payload: object, maxAttempts = 25) => {
        const { rows } = await sql<{ id: string }>`SELECT id FROM graphile_worker.add_job(
          'shelve', ${JSON.stringify(payload)}::json, max_attempts => ${maxAttempts})`.execute(
          database.db,
        );
        return rows[0]!;
      };
      try {
        const bad = await addJob({ copies: 'two' }, 1);
        await addJob({ copies: 2, extra: true });
        await until(() => seen.length === 1 && errors.length > 0);
        // What the schema kept (unknown keys dropped), and the app's deps.
        expect(seen).toEqual([{ payload: { copies: 2 }, deps: { shelf: 'A' } }]);
        const failed = await database.db
          .selectFrom('graphile_worker.jobs' as never)
          .select(['id' as never, 'attempts' as never, 'last_error' as never])
          .executeTakeFirstOrThrow();
        const row = failed as { id: number | string; attempts: number; last_error: string };
        expect(String(row.id)).toBe(String(bad.id));
        expect(row.attempts).toBe(1);
        expect(row.last_error).toBe(
          'job shelve: its payload {"copies":"two"} is not what the job takes:\n' +
            '✖ Invalid input: expected number, received string\n  → at copies',
        );
        expect(errors.join('\n')).toContain('job shelve: its payload');
      } finally {
        await queue.stop();
        await database.drop();
      }
    });
  });
}
