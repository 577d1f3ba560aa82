import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../connect.ts';
import { migrateToLatest } from '../database.ts';
import { addScaledCatalogue, parseScale } from './scale.ts';
import { demoResetRefusal, resetDemoData } from './seed.ts';

// `npm run seed`: migrates and resets the demo data of the database the server would use.
// `npm run seed -- --scale N` then adds a generated catalogue N times the demo's (scale.ts).

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = demoResetRefusal(config);
  if (refusal !== null) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  const scale = parseScale(process.argv.slice(2));
  if (typeof scale === 'string') {
    console.error(scale);
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
    if (scale > 1) {
      const started = performance.now();
      const added = await addScaledCatalogue(database.db, scale - 1, (stage, ms) =>
        console.log(`  ${stage}: ${(ms / 1000).toFixed(1)} s`),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Scale ${scale}: added ${added.books} editions, ${added.offers} offers, ` +
          `${added.bookshops} bookshops, ${added.accounts} accounts, ${added.orders} paid ` +
          `orders (${added.bookWords} words in the lexicon) in ${seconds} s.`,
      );
    }
  } finally {
    await connected.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
