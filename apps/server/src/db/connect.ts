import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

export interface ConnectedDatabase {
  database: Database;
  /** The embedded PostgreSQL, when no DATABASE_URL names a server. */
  embedded: EmbeddedPostgres | null;
  /** How to reach it, for another client of the same database (the job queue). */
  url: string;
  /** Where it is, for a person (never a password). */
  description: string;
  /** Closes the pool; the embedded server stops if no other process still uses it. */
  close(): Promise<void>;
}

/** Opens the configured database, starting (or joining) the embedded one when it is the default. */
export async function connectDatabase(
  config: DatabaseConfig,
  log: (message: string) => void = () => {},
): Promise<ConnectedDatabase> {
  if (config.kind === 'postgres') {
    const database = await openDatabase({ url: config.url, poolSize: config.poolSize });
    const url = new URL(config.url);
    return {
      database,
      embedded: null,
      url: config.url,
      description: `PostgreSQL at ${url.host}${url.pathname}`,
      close: () => database.close(),
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const database = await openDatabase({
    url: embedded.url,
    engine: 'embedded',
    poolSize: config.poolSize,
  });
  return {
    database,
    embedded,
    url: embedded.url,
    description: `the embedded PostgreSQL in ${embedded.dataDir}`,
    async close() {
      await database.close();
      await embedded.release();
    },
  };
}
