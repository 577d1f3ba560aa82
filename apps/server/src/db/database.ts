import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, Migrator, PostgresDialect, type CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import { pipeliningPool } from './pipelining-pool.ts';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

export type Db = Kysely<DB>;
/** Where the database runs: the embedded default (embedded-postgres.ts) or DATABASE_URL's server. */
export type Engine = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  url: string;
  /** What the health check and the logs call it; PostgreSQL either way. */
  engine?: Engine;
  /** Clients for transactions. */
  poolSize?: number;
  /** Shared pipelined connections for the other statements (pipelining-pool.ts). */
  pipelines?: number;
  /** How long a request waits for a connection before failing (503), not hanging. */
  connectionTimeoutMs?: number;
}

/** A database that does not answer fails the request after this instead of hanging it. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

// OIDs of the types parsed otherwise than node-postgres does by default.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** The statements a unit of work runs (a request, a bench call), counted and kept. */
interface StatementLog {
  count: number;
  statements: CompiledQuery[];
}

const statementLog = new AsyncLocalStorage<StatementLog>();

function logStatements<T>(work: () => Promise<T>): Promise<{ result: T; log: StatementLog }> {
  const log: StatementLog = { count: 0, statements: [] };
  return statementLog.run(log, async () => ({ result: await work(), log }));
}

/** Runs `work` and answers its result with the number of statements it ran. */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; count: number }> {
  const { result, log } = await logStatements(work);
  return { result, count: log.count };
}

/**
 * Runs `work` and answers its result with each statement it ran, with its parameters; the
 * list goes on growing with those it set off to run after its end (a provider's webhook).
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: readonly CompiledQuery[] }> {
  const { result, log } = await logStatements(work);
  return { result, statements: log.statements };
}

/** Every statement this process has run (the bench divides it by requests). */
export const processStatements = { count: 0 };

function onQuery(event: LogEvent): void {
  processStatements.count += 1;
  const log = statementLog.getStore();
  if (log) {
    log.count += 1;
    log.statements.push(event.query);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
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
  return { db, engine: target.engine ?? 'postgres', close: () => db.destroy() };
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
