import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  migrateToLatest,
  openDatabase,
  processStatements,
  type DatabaseTarget,
} from '../../apps/server/src/db/database.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/demo-data.ts';
import { addScaledCatalogue } from '../../apps/server/src/db/seed/scale.ts';
import { tradingHistory } from '../../apps/server/src/test/trading-history.ts';
import { addBenchBooks, benchBuyer, restock } from './scenarios.ts';
import { serveRequests, type BenchServerApi } from './ipc.ts';

// The server under load, in a process of its own like a deployed one: the load generator
// in the parent never shares its event loop or its heap. The parent asks it over IPC for
// what only this process knows (statements run, memory) and for the data it prepares.

// The process-scaling scenario (`processes`) forks server processes of this same file: they
// serve the app on one port shared through node:cluster, as WEB_CONCURRENCY does, and answer
// this process's `stats` over the cluster's channel (serveAsWorker below).

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL names the database to bench on');
const target: DatabaseTarget = {
  url,
  engine: process.env.BENCH_ENGINE === 'embedded' ? 'embedded' : 'postgres',
  // The default start's pool (DATABASE_POOL_SIZE) for the embedded run, as `npm start` has it.
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
};
const appOptions = {
  brandName: 'Scaffale',
  sessionSecret: 'bench-secret-bench-secret',
  secureCookies: false,
  webDist: '/nonexistent',
  logLevel: 'silent',
  payments: 'sandbox',
  // Every bench buyer is 127.0.0.1: one client whose checkouts would queue on its lock,
  // which no deployment sees (its buyers come from their own addresses).
  maxUnpaidCopiesPerAddress: 0,
} as const;

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** This process's statements, CPU and memory after a GC (the `stats` of the bench's API). */
function ownStats() {
  const cpu = process.cpuUsage();
  // The bench starts this process with --expose-gc: memory at rest is what stays after a GC.
  globalThis.gc?.();
  const memory = process.memoryUsage();
  return {
    statements: processStatements.count,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: megabytes(memory.rss),
    heapUsedMb: megabytes(memory.heapUsed),
    youngGenerationMb: megabytes(
      getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
        ?.physical_space_size ?? 0,
    ),
  };
}
type Stats = ReturnType<typeof ownStats>;

if (cluster.isWorker) await serveAsWorker();

async function serveAsWorker(): Promise<never> {
  const database = await openDatabase(target);
  const app = await buildApp(appOptions, database);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_WORKER_PORT) });
  process.on('message', (message: { stats?: number }) => {
    if (message.stats !== undefined) process.send?.({ stats: message.stats, ...ownStats() });
  });
  // This process's work is the app's: nothing below is for it.
  return new Promise<never>(() => {});
}

const database = await openDatabase(target);
const { db } = database;
await migrateToLatest(db);
await seedDemoData(db);
// BENCH_SCALE=N: the catalogue `npm run seed -- --scale N` makes, before the bench's own data.
const scale = Number(process.env.BENCH_SCALE ?? 1);
if (scale > 1) await addScaledCatalogue(db, scale - 1);
await addBenchBooks(db, 200);
await restock(db);
// The catalogue at scale has its own year of orders and accounts; the demo's size borrows them.
if (scale === 1) await tradingHistory(db, { accounts: 2000, ordersEach: 5, soldOutBooks: 5000 });

const app = await buildApp(appOptions, database);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const api: BenchServerApi = {
  stats: () => Promise.resolve(ownStats()),
  processes: async ({ count }) => {
    await stopWorkers();
    if (count === 0) return { port: 0 };
    const port = await freePort();
    const forked = Array.from({ length: count }, () =>
      cluster.fork({ BENCH_WORKER_PORT: String(port) }),
    );
    await Promise.all(
      forked.map((worker) => new Promise((resolve) => worker.once('listening', resolve))),
    );
    return { port };
  },
  processesStats: async () => {
    const all = await Promise.all(workers().map(workerStats));
    return {
      statements: all.reduce((sum, stats) => sum + stats.statements, 0),
      cpuMs: all.reduce((sum, stats) => sum + stats.cpuMs, 0),
      rssMb: all.reduce((sum, stats) => sum + stats.rssMb, 0),
    };
  },
  benchBuyer: ({ email, lines }) => benchBuyer(db, email, lines),
  benchBook: () =>
    db
      .selectFrom('products')
      .select(['id', 'bookshop_id as bookshopId'])
      .where('title', '=', 'Bench book 0')
      .executeTakeFirstOrThrow(),
  addContestedBook: async ({ bookshopId, available }) => {
    const book = await db
      .insertInto('books')
      .values({ title: 'Contested' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('products')
      .values({
        bookshop_id: bookshopId,
        book_id: book.id,
        title: 'Contested',
        slug: 'contested',
        cache_it: '{}',
        cache_en: '{}',
        cache_fr: '{}',
        cache_es: '{}',
        price_cents: 1500,
        weight_grams: 300,
        available,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  setAvailable: async ({ productId, available }) => {
    await db.updateTable('products').set({ available }).where('id', '=', productId).execute();
    return null;
  },
  available: async ({ productId }) => {
    const row = await db
      .selectFrom('products')
      .select('available')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return row.available;
  },
  close: async () => {
    await stopWorkers();
    await app.close();
    await database.close();
    setImmediate(() => process.exit(0));
    return null;
  },
};

function workers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined && !worker.isDead(),
  );
}

let asked = 0;
function workerStats(worker: Worker): Promise<Stats> {
  const id = (asked += 1);
  return new Promise((resolve) => {
    worker.on('message', function onStats(message: Stats & { stats?: number }) {
      if (message.stats !== id) return;
      worker.off('message', onStats);
      resolve(message);
    });
    worker.send({ stats: id });
  });
}

async function stopWorkers(): Promise<void> {
  await Promise.all(
    workers().map(
      (worker) =>
        new Promise((resolve) => {
          worker.once('exit', resolve);
          worker.kill();
        }),
    ),
  );
}

/** A port nobody listens on, for the server processes to share. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

serveRequests(api);
process.send?.({ ready: true, port, engine: database.engine });
