import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../connect.ts';
import { migrateToLatest } from '../database.ts';
import { demoResetRefusal, resetDemoData } from './seed.ts';

// `npm run seed`: migrates and resets the demo data of the database the server would use.

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = demoResetRefusal(config);
  if (refusal !== null) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  const connected = await connectDatabase({ ...config.database, poolSize: 1 });
  const { database } = connected;
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
      `Demo data reset in ${connected.description}: ${users} users, ${bookshops} bookshops, ` +
        `${books} books, ${codes} discount codes (password for every account: see docs/demo-data.md).`,
    );
  } finally {
    await connected.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
