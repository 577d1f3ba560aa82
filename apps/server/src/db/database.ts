import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { pipeliningPool } from './pipelining-pool.ts';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

export type Db = Kysely<DB>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Clients for transactions. */
      poolSize?: number;
      /** Shared pipelined connections for the other statements (pipelining-pool.ts). */
      pipelines?: number;
      /** How long a request waits for a connection before failing (503), not hanging. */
      connectionTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string | null }; // null: in memory (tests)

/** A database that does not answer fails the request after this instead of hanging it. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

// OIDs of the types whose default parsing differs between node-postgres and PGlite.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** Counts SQL statements per unit of work (a request, a bench call). */
const statementCounter = new AsyncLocalStorage<{ count: number }>();

export function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const counter = { count: 0 };
  return statementCounter.run(counter, async () => ({
    result: await work(),
    count: counter.count,
  }));
}

export function runWithStatementCounter<T>(counter: { count: number }, work: () => T): T {
  return statementCounter.run(counter, work);
}

/** Every statement this process has run (the bench divides it by requests). */
export const processStatements = { count: 0 };

function onQuery(_event: LogEvent): void {
  processStatements.count += 1;
  const counter = statementCounter.getStore();
  if (counter) counter.count += 1;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const clientConfig: pg.ClientConfig = {
      connectionString: target.url,
      connectionTimeoutMillis: target.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
      types: {
        getTypeParser(oid: number, format?: 'text' | 'binary') {
          if (oid === INT8) return (v: string) => Number.parseInt(v, 10);
          if (oid === DATE || oid === NUMERIC) return (v: string) => v;
          return pg.types.getTypeParser(oid, format);
        },
      } as pg.CustomTypesConfig,
    };
    // The pool serves transactions; other statements share pipelined connections
    // (pipelining-pool.ts).
    // In pipeline mode, so a transaction's `begin` leaves with its first statement.
    const pool = new pg.Pool({ ...clientConfig, pipeline: true, max: target.poolSize ?? 10 });
    // A client losing its server (a restart, a failover) must not crash the process. The
    // pool listens on idle clients; a checked-out client emits 'error' with no listener of
    // the pool's, which would be an uncaught exception, while its query fails anyway (and
    // the pool drops the broken client when it comes back).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool: pipeliningPool(pool, clientConfig, target.pipelines),
      }),
      log: onQuery,
    });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    parsers: {
      [INT8]: (v: string) => Number.parseInt(v, 10),
      [DATE]: (v: string) => v,
      [NUMERIC]: (v: string) => v,
    },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), log: onQuery });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
