import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type Database, type Engine } from './database.ts';

// The servers database tests run on: the test run's embedded PostgreSQL always (started by
// test/global-database.ts, as `npm start` starts one); DATABASE_URL's server too when it is
// set. Each open() gives a fresh, migrated database of its own, so test files can run in
// parallel.

export interface TestDatabase extends Database {
  /** Drops the throwaway database (close() does it too); idempotent. */
  drop(): Promise<void>;
  /** Its connection URL, for a second pool or a server process of a test's own. */
  url: string;
}

export interface TestDatabaseTarget {
  name: Engine;
  /** The server's maintenance database, for CREATE and DROP DATABASE. */
  adminUrl: string;
  open(): Promise<TestDatabase>;
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const servers = testDatabaseServers(process.env, () => inject('embeddedAdminUrl'));
  return servers.map(({ name, adminUrl }) => ({
    name,
    adminUrl,
    open: () => openFresh(name, adminUrl),
  }));
}

/**
 * The servers the engine-by-engine tests run on: the embedded PostgreSQL, and DATABASE_URL's
 * when it is set. `TEST_ENGINES=postgres` (with DATABASE_URL) leaves the embedded one out,
 * for a pass whose embedded runs another pass has made already (.ci/run's second Node line).
 */
export function testDatabaseServers(
  env: NodeJS.ProcessEnv,
  embeddedAdminUrl: () => string,
): { name: Engine; adminUrl: string }[] {
  const url = env.DATABASE_URL || null;
  const only = env.TEST_ENGINES || null;
  if (only !== null && only !== 'postgres') {
    throw new Error(`TEST_ENGINES must be 'postgres' or unset, not '${only}'`);
  }
  if (only === 'postgres' && url === null) {
    throw new Error('TEST_ENGINES=postgres needs DATABASE_URL');
  }
  const servers: { name: Engine; adminUrl: string }[] = [];
  if (only === null) servers.push({ name: 'embedded', adminUrl: embeddedAdminUrl() });
  if (url !== null) servers.push({ name: 'postgres', adminUrl: url });
  return servers;
}

/** A URL for the database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database's name, unique to this run. */
export function throwawayName(): string {
  return `scaffale_t_${randomBytes(6).toString('hex')}`;
}

/** A fresh, migrated database on the server of `adminUrl`, dropped when closed. */
export async function openFresh(engine: Engine, adminUrl: string): Promise<TestDatabase> {
  const name = throwawayName();
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, engine, poolSize: 5 });
  let disposed: Promise<void> | null = null;
  const dispose = () => {
    disposed ??= database
      .close()
      .then(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    return disposed;
  };
  const testDatabase: TestDatabase = { ...database, url, close: dispose, drop: dispose };
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return testDatabase;
}

// CREATE/DROP DATABASE cannot take parameters; the name is generated above, never input.
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
