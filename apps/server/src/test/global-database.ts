import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

// One embedded PostgreSQL for the whole test run, in a folder of its own: each test file
// makes its own databases in it (test-databases.ts). What `npm start` runs, so the suites
// run on a real PostgreSQL with nothing installed or set; DATABASE_URL adds a second server.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's embedded PostgreSQL (its `postgres` database, for CREATE DATABASE). */
    embeddedAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scaffale-test-db-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    // Throwaway data: no waiting for the disk. The crash tests start servers of their own.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('embeddedAdminUrl', embedded.urlFor('postgres'));
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
