import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database, type Engine } from './database.ts';

// The engines database tests run on: PGlite always; PostgreSQL too when DATABASE_URL is
// set (CI). Each open() gives a fresh, migrated database of its own, so test files can
// run in parallel.

export interface TestDatabase extends Database {
  /** Drops the throwaway PostgreSQL database (close() does it too); idempotent. */
  drop?(): Promise<void>;
}

export interface TestDatabaseTarget {
  name: Engine;
  open(): Promise<TestDatabase>;
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openPglite }];
  const url = process.env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => openPostgres(url) });
  return targets;
}

async function openPglite(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
  return database;
}

async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `scaffale_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  let disposed: Promise<void> | null = null;
  const dispose = () => {
    disposed ??= database
      .close()
      .then(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    return disposed;
  };
  const testDatabase: TestDatabase = { ...database, close: dispose, drop: dispose };
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
