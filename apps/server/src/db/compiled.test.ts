import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  compiledQuery,
  compiledQueryDefinitions,
  compiledQueryOf,
  valueDependence,
  type CompiledQueryDefinition,
} from './compiled.ts';
import type { Db } from './database.ts';
import { testDatabaseTargets } from './test-databases.ts';
import { compilerOnly, SERVER_SOURCES, serverSourceLines } from '../test/sources.ts';

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

const MAKES_A_COMPILED_QUERY = /\bcompiledQuery(?:Of)?\(/;

/** Each call of compiledQuery or compiledQueryOf in the server's code (not its tests). */
function compiledQuerySites(): { file: string; line: number }[] {
  return serverSourceLines(MAKES_A_COMPILED_QUERY, (file) => file === 'db/compiled.ts').map(
    ({ file, line }) => ({ file, line }),
  );
}

/** The definitions made at `file:line`. */
function madeAt(file: string, line: number): CompiledQueryDefinition[] {
  return compiledQueryDefinitions.filter((d) => d.madeAt.stack?.includes(`${file}:${line}:`));
}

describe('compiled queries whose SQL must not depend on their values', () => {
  // A compilation serves every later call with other values (ADR 011): an SQL text that
  // depended on them would run the first call's statement for everyone.
  it('holds for every compiled query of the server', async () => {
    const db = compilerOnly();
    const sites = compiledQuerySites();
    expect(sites.length).toBeGreaterThan(0);
    for (const file of new Set(sites.map((site) => site.file))) {
      await import(pathToFileURL(join(SERVER_SOURCES, file)).href);
    }
    // The basket's statements are made on first use, one per set of texts read.
    const basket = await import('../modules/basket/basket.repo.ts');
    const now = new Date();
    await basket.loadBasketLines(db, { userId: 1 });
    await basket.loadBasketLines(db, { sessionId: 's' });
    await basket.loadBasketLinesOfSession(db, 's', new Set());
    for (const holder of [{ sessionKey: 'k', now }, { userId: 1 }, { sessionId: 's' }]) {
      await basket.addOneCopy(db, holder, 1, new Set());
    }
    await basket.removeCopies(db, { sessionKey: 'k', now }, 1, null, new Set());

    for (const { file, line } of sites) {
      const definitions = madeAt(file, line);
      // A query made elsewhere on first use: make it above, as the basket's are.
      expect(definitions, `${file}:${line} made`).not.toEqual([]);
      for (const definition of definitions) {
        expect(valueDependence(definition, db), `${file}:${line}`).toBeNull();
      }
    }
  });

  it('fails a query that tests, compares, measures or works out a value, or lists an array', () => {
    const db = compilerOnly();
    const made = compiledQueryDefinitions.length;
    const bad = [
      compiledQuery((q: Db, userId: number | null) =>
        userId === null
          ? q.selectFrom('sessions').select('id').where('user_id', 'is', null)
          : q.selectFrom('sessions').select('id').where('user_id', '=', userId),
      ),
      compiledQueryOf((q: Db, v: { ids: number[] }) =>
        q
          .selectFrom('sessions')
          .select('id')
          .where('user_id', 'in', sql<number>`(${sql.join(v.ids)})`),
      ),
      compiledQueryOf((q: Db, v: { ids: number[] }) =>
        v.ids.length > 1
          ? q.selectFrom('sessions').select('id').where('user_id', 'in', v.ids)
          : q.selectFrom('sessions').select('id'),
      ),
      compiledQueryOf((q: Db, v: { id: string; kind: 'guest' | 'account' }) =>
        q
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', v.id)
          .where('user_id', v.kind === 'guest' ? 'is' : 'is not', null),
      ),
      compiledQueryOf((q: Db, v: { hours: number }) =>
        q
          .selectFrom('sessions')
          .select('id')
          .where('expires_at', '>', sql<Date>`now() + ${`${v.hours} hours`}::interval`),
      ),
    ];
    const definitions = compiledQueryDefinitions.slice(made);
    expect(definitions).toHaveLength(bad.length);
    for (const definition of definitions) expect(valueDependence(definition, db)).not.toBeNull();
  });
});
