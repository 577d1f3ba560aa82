import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { forkServerProcesses } from './cluster.ts';
import { connectDatabase, type ConnectedDatabase } from './db/connect.ts';
import { migrateToLatest, type Db } from './db/database.ts';
import type { FastifyBaseLogger } from 'fastify';
import { EmbeddedDatabaseError, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { hasUsers, seedIfEmpty } from './db/seed/seed.ts';
import { loadPasswordPolicy } from './modules/account/password-policy.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { appJobs } from './app-jobs.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.processes > 1 && cluster.isPrimary) {
    await superviseServerProcesses(config);
    return;
  }

  const connected = await connectOrExit(config);
  const { database, embedded } = connected;
  await prepareDatabase(config, database.db);
  const app = await buildApp(config, database);
  // zxcvbn's dictionaries, read once before the first request rather than by it.
  await loadPasswordPolicy();

  // Periodic work, once per tick for every process together, on the PostgreSQL job queue:
  // unpaid bank transfers (5 days) and checkouts (UNPAID_ORDER_MINUTES) give their goods back,
  // parts past their deadline to confirm are cancelled and refunded, payments that arrived for
  // cancelled orders and refunds a provider failed are finished, expired sessions go.
  const jobs = await startJobQueue({
    connectionString: connected.url,
    log: {
      info: (message) => app.log.debug(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
    // Each module's jobs (app-jobs.ts): the periodic ones on the queue's crontab, and each
    // message's delivery, one job per message queued with it.
    jobs: appJobs,
    deps: { app, db: database.db },
  });
  const watchdog = embedded ? watchEmbeddedDatabase(embedded, app.log) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await jobs.stop();
    if (watchdog) clearInterval(watchdog);
    await app.close();
    await connected.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Scaffale on http://localhost:${config.port} (database: ${connected.description})`);
}

/**
 * The embedded database's process gone (a crash, a kill): say so and start it again; the
 * pool drops its broken connections and opens new ones. PostgreSQL's own recovery replays
 * its log, so nothing half-written stays.
 */
function watchEmbeddedDatabase(embedded: EmbeddedPostgres, log: FastifyBaseLogger): NodeJS.Timeout {
  let restarting = false;
  const watchdog = setInterval(() => {
    if (restarting) return;
    restarting = true;
    embedded
      .restartIfGone()
      .then(
        (restarted) => restarted && log.error('the embedded PostgreSQL had stopped; restarted it'),
      )
      .catch((error: unknown) => {
        log.fatal({ err: error }, 'the embedded PostgreSQL stopped and could not be restarted');
        process.exit(1);
      })
      .finally(() => {
        restarting = false;
      });
  }, 1_000);
  watchdog.unref();
  return watchdog;
}

async function connectOrExit(config: Config): Promise<ConnectedDatabase> {
  try {
    return await connectDatabase(config.database, (message) => console.log(message));
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(config: Config, db: Db): Promise<void> {
  await migrateToLatest(db);
  if (config.seedDemo) {
    if (await seedIfEmpty(db)) console.log('Seeded the demo data (first start).');
  } else if (!(await hasUsers(db))) {
    console.log(
      'No account yet: make the administrator with `npm run admin:create -- --email …` (README).',
    );
  }
}

/**
 * WEB_CONCURRENCY > 1: the database is started (or joined), migrated and seeded once, here,
 * before the server processes are forked, so they do not race to do it; this process keeps
 * the embedded database's presence until they have all stopped (the last one out stops it).
 */
async function superviseServerProcesses(config: Config): Promise<void> {
  const connected = await connectOrExit(config);
  await prepareDatabase(config, connected.database.db);
  await connected.database.close();
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(1), 20_000);
    timer.unref();
    await processes.stop();
    await connected.embedded?.release();
    process.exit(code);
  };
  const processes = forkServerProcesses(
    config.processes,
    (message) => console.error(message),
    (code) => void shutdown(code),
  );
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  await processes.listening.then(
    () =>
      console.log(
        `Scaffale: ${config.processes} server processes on http://localhost:${config.port}`,
      ),
    () => {}, // a failed start: shutdown() says why and exits
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
