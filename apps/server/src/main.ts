import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
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

  const database = await openDatabase(config.database);
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
      expireUnpaidOrders(database.db)
        .then((cancelled) => cancelled > 0 && app.log.info({ cancelled }, 'expired unpaid orders'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'order expiry failed'));
    },
    5 * 60 * 1000,
  );
  expiry.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(housekeeping);
    clearInterval(expiry);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Scaffale on http://localhost:${config.port} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
