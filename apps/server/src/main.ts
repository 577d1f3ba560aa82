import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/database.ts';
import type { FastifyBaseLogger } from 'fastify';
import { EmbeddedDatabaseError, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { removeExpiredRows } from './db/housekeeping.ts';
import { expireUnpaidOrders } from './modules/orders/expiry.ts';

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

  let connected;
  try {
    connected = await connectDatabase(config.database, (message) => console.log(message));
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { database, embedded } = connected;
  await migrateToLatest(database.db);
  if (config.seedOnStart && (await seedIfEmpty(database.db))) {
    console.log('Seeded the demo data (first start).');
  }

  const app = await buildApp(config, database);

  // Housekeeping: expired sessions and old login failures go. Safe with several processes
  // (plain deletes); unref'd so it never keeps the process alive.
  const housekeeping = setInterval(
    () => {
      removeExpiredRows(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();
  // Unpaid bank transfers (5 days) and abandoned checkouts give their goods back. Every
  // process runs it; SKIP LOCKED shares the work out, never doing an order twice.
  const expiry = setInterval(
    () => {
      expireUnpaidOrders(database.db, new Date(), 50, (orderIds) =>
        app
          .cancelOrderPayments(orderIds)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'cancelling expired orders’ payments failed'),
          ),
      )
        .then((cancelled) => cancelled > 0 && app.log.info({ cancelled }, 'expired unpaid orders'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'order expiry failed'));
      // Payments that arrived for cancelled orders, and refunds a provider failed: finished here.
      app
        .resolveOutstandingPayments()
        .then(
          ({ resolved, refunded }) =>
            resolved + refunded > 0 &&
            app.log.info({ resolved, refunded }, 'late payments resolved'),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'late payments sweep failed'));
    },
    5 * 60 * 1000,
  );
  expiry.unref();
  const watchdog = embedded ? watchEmbeddedDatabase(embedded, app.log) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(housekeeping);
    clearInterval(expiry);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
