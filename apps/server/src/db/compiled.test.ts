import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledQuery, compiledQueryOf } from './compiled.ts';
import type { Db } from './database.ts';
import { testDatabaseTargets } from './test-databases.ts';

for (const target of testDatabaseTargets()) {
  describe(`queries compiled once (${target.name})`, () => {
    it('builds once and runs with each call’s own values, on the database or a transaction', async () => {
      const database = await target.open();
      try {
        const { db } = database;
        let builds = 0;
        const liveSession = compiledQuery((q: Db, id: string, now: Date) => {
          builds += 1;
          return q
            .selectFrom('sessions')
            .select('id')
            .where('id', '=', id)
            .where('expires_at', '>', now)
            .where('user_id', 'is', null);
        });
        const noon = new Date('2026-11-23T12:00:00Z');
        await db
          .insertInto('sessions')
          .values([
            { id: 'a', user_id: null, expires_at: noon },
            { id: 'b', user_id: null, expires_at: new Date('2026-11-24T12:00:00Z') },
          ])
          .execute();
        const morning = new Date('2026-11-23T08:00:00Z');
        expect(await liveSession(db, 'a', morning)).toEqual([{ id: 'a' }]);
        expect(await liveSession(db, 'b', morning)).toEqual([{ id: 'b' }]);
        expect(await liveSession(db, 'a', new Date('2026-11-23T13:00:00Z'))).toEqual([]);
        const inTransaction = await db.transaction().execute((tx) => liveSession(tx, 'b', noon));
        expect(inTransaction).toEqual([{ id: 'b' }]);
        expect(builds).toBe(1);
      } finally {
        await database.close();
      }
    });

    it('takes many values by name, each where the builder put it', async () => {
      const database = await target.open();
      try {
        const { db } = database;
        let builds = 0;
        const insertSession = compiledQueryOf(
          (q: Db, v: { id: string; userId: number | null; expires: Date; note: string }) => {
            builds += 1;
            return q
              .insertInto('sessions')
              .values({ id: v.id, user_id: v.userId, expires_at: v.expires })
              .returning(['id', 'user_id'])
              .returning(sql<string>`${v.note}::text`.as('note'));
          },
        );
        const expires = new Date('2026-11-24T12:00:00Z');
        expect(await insertSession(db, { id: 'x', userId: null, expires, note: 'first' })).toEqual([
          { id: 'x', user_id: null, note: 'first' },
        ]);
        const inTransaction = await db
          .transaction()
          .execute((tx) => insertSession(tx, { note: 'second', expires, userId: null, id: 'y' }));
        expect(inTransaction).toEqual([{ id: 'y', user_id: null, note: 'second' }]);
        expect(builds).toBe(1);
      } finally {
        await database.close();
      }
    });
  });
}
