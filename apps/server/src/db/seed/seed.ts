import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { hashDemoPassword, insertDemoData } from './demo-data.ts';

// Any number of server processes may start at once against one PostgreSQL: a
// transaction-scoped advisory lock makes only one of them seed.
const SEED_LOCK_KEY = 73_172_026;

/**
 * Why `npm run seed` (which empties every table) must not run here, or null: the demo data,
 * whose accounts share a published password, only where a first start would seed it
 * (outside production without live payments, or asked with SEED_DEMO=true).
 */
export function demoResetRefusal(config: { seedDemo: boolean }): string | null {
  return config.seedDemo
    ? null
    : 'Refused: this configuration keeps no demo data (production, or PAYMENTS=live), and ' +
        '`npm run seed` would empty the database. A demonstration shop sets SEED_DEMO=true.';
}

/** Empties every table (migration bookkeeping excepted) and seeds the demo data, atomically. */
export async function resetDemoData(db: Db): Promise<void> {
  const passwordHash = await hashDemoPassword();
  await db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    await truncateAllTables(trx);
    await insertDemoData(trx, passwordHash);
  });
}

/** Seeds the demo data when there are no users yet; true when it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwordHash = await hashDemoPassword();
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    // Another process may have seeded while this one waited for the lock.
    if (await hasUsers(trx)) return false;
    await insertDemoData(trx, passwordHash);
    return true;
  });
}

/** TRUNCATE … RESTART IDENTITY of every table of the schema except Kysely's own. */
export async function truncateAllTables(db: Db): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely\\_%'
  `.execute(db);
  if (rows.length === 0) return;
  const tables = sql.join(rows.map((r) => sql.table(r.tablename)));
  await sql`TRUNCATE ${tables} RESTART IDENTITY CASCADE`.execute(db);
}

/** Whether any account exists (a first start has none). */
export async function hasUsers(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function lockSeeding(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(db);
}
