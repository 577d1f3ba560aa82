import { describe, expect, it } from 'vitest';
import { removeExpiredRows } from './housekeeping.ts';
import { testDatabaseTargets } from './test-databases.ts';

for (const target of testDatabaseTargets()) {
  describe(`housekeeping (${target.name})`, () => {
    it('removes expired sessions with their guest baskets, and old failures', async () => {
      const database = await target.open();
      const { db } = database;
      try {
        const past = new Date(Date.now() - 1000);
        const future = new Date(Date.now() + 60_000);
        await db
          .insertInto('sessions')
          .values([
            { id: 'old', user_id: null, expires_at: past },
            { id: 'live', user_id: null, expires_at: future },
          ])
          .execute();
        await db.insertInto('baskets').values({ session_id: 'old' }).execute();
        await db
          .insertInto('login_failures')
          .values([
            { email: 'a@b.it', ip: '1', created_at: new Date(Date.now() - 2 * 86_400_000) },
            { email: 'a@b.it', ip: '1' },
          ])
          .execute();
        await removeExpiredRows(db);
        expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual([
          'live',
        ]);
        expect(await db.selectFrom('baskets').select('id').execute()).toEqual([]);
        expect(await db.selectFrom('login_failures').select('id').execute()).toHaveLength(1);
      } finally {
        await database.close();
      }
    });
  });
}
