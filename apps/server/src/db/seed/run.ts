import { resolve } from 'node:path';
import { migrateToLatest, openDatabase, type DatabaseTarget } from '../database.ts';
import { resetDemoData } from './seed.ts';

// `npm run seed`: migrates and resets the demo data of the database the server would use.

function targetFromEnv(env: NodeJS.ProcessEnv): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 };
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data', 'pglite') };
}

function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite at ${target.dataDir ?? 'memory'}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`; // never the password
}

async function main(): Promise<void> {
  const target = targetFromEnv(process.env);
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    await resetDemoData(database.db);
    const count = (table: 'users' | 'bookshops' | 'products' | 'discount_codes') =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const [users, bookshops, books, codes] = await Promise.all(
      (['users', 'bookshops', 'products', 'discount_codes'] as const).map(count),
    );
    console.log(
      `Demo data reset in ${describeTarget(target)}: ${users} users, ${bookshops} bookshops, ` +
        `${books} books, ${codes} discount codes (password for every account: see docs/demo-data.md).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
