import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * The installation's key called `name`: made at random the first time it is asked for, by
 * whichever process asks first, then the same for all (migration 0006).
 */
export async function installationKey(db: Db, name: string): Promise<string> {
  await db
    .insertInto('installation_keys')
    .values({ name, key: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('installation_keys')
    .select('key')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.key;
}
