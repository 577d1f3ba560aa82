import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryNamed, StatementNames } from './prepared-statements.ts';
import { testDatabaseTargets } from './test-databases.ts';

/** The pg whose internals NamedStatementQuery was written against (ADR 013). */
const PG_THE_REUSE_WAS_WRITTEN_FOR = '8.23.1';

describe('the pg the field set-up reuse was written for', () => {
  // The reuse sets fields of pg's Query and Result that pg neither declares nor promises to
  // keep. Moving pg is a deliberate act: read pg's lib/query.js and lib/result.js again, then
  // change the pin (apps/server/package.json), this constant and ADR 013 together.
  const versionIn = (path: string) =>
    (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;

  it('is the pg installed', () => {
    const installed = createRequire(import.meta.url).resolve('pg/package.json');
    expect(versionIn(installed)).toBe(PG_THE_REUSE_WAS_WRITTEN_FOR);
  });

  it('is the exact version the server pins', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(manifest.dependencies.pg).toBe(PG_THE_REUSE_WAS_WRITTEN_FOR);
  });
});

describe('statement names', () => {
  it('gives the same text the same name, and different texts different names', () => {
    const names = new StatementNames();
    const a = names.nameOf('select 1 where id = $1');
    expect(a).toMatch(/^s_[\w-]{24}$/);
    expect(names.nameOf('select 1 where id = $1')).toBe(a);
    expect(names.nameOf('select 2 where id = $1')).not.toBe(a);
    expect(new StatementNames().nameOf('select 1 where id = $1')).toBe(a);
  });

  it('names only what PostgreSQL can prepare', () => {
    const names = new StatementNames();
    for (const text of [
      'SELECT 1',
      'insert into t values ($1)',
      'UPDATE t SET a = 1',
      ' with x as (select 1) select * from x',
      'delete from t',
      '/* and commit */ WITH x AS (SELECT 1) SELECT * FROM x',
      '/* a */ /* b */\nupdate t set a = 1',
    ])
      expect(names.nameOf(text), text).not.toBeNull();
    for (const text of [
      'create table t (id int)',
      'begin',
      'commit',
      'alter table t add b int',
      'select_things()',
      '/* not closed select 1',
      '/* a */ create table t (id int)',
    ])
      expect(names.nameOf(text), text).toBeNull();
  });

  it('stops naming new texts past its limit, keeping the names it gave', () => {
    const names = new StatementNames(3);
    const first = names.nameOf('select $1::int in ($2)');
    names.nameOf('select $1::int in ($2, $3)');
    names.nameOf('select $1::int in ($2, $3, $4)');
    expect(names.nameOf('select $1::int in ($2, $3, $4, $5)')).toBeNull();
    expect(names.size).toBe(3);
    expect(names.nameOf('select $1::int in ($2)')).toBe(first);
  });
});

for (const target of testDatabaseTargets()) {
  describe(`named statements on ${target.name}`, () => {
    it('prepares a query once per connection and runs it again by name', async () => {
      const database = await target.open();
      try {
        const rows = await database.db.connection().execute(async (conn) => {
          for (const id of [1, 2, 3]) {
            const found = await conn
              .selectFrom('bookshops')
              .select('id')
              .where('id', '=', id)
              .execute();
            expect(found.length).toBeLessThanOrEqual(1);
          }
          return (
            await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
              conn,
            )
          ).rows;
        });
        const bookshopReads = rows.filter((r) => r.statement.includes('from "bookshops"'));
        expect(bookshopReads).toHaveLength(1);
      } finally {
        await database.close();
      }
    });
  });
}

for (const { name: server, adminUrl: url } of testDatabaseTargets()) {
  describe(`answers of named statements (${server})`, () => {
    // Every column kind the application reads, and a NULL.
    const TEXT = `SELECT $1::int AS id, $2::text AS note, ($1::int > 1) AS big, '2026-11-24'::date AS day,
    NULL::text AS nothing, json_build_array($1::int, $2::text) AS list`;
    const expected = (id: number, note: string) => ({
      id,
      note,
      big: id > 1,
      day: pg.types.getTypeParser(1082, 'text')('2026-11-24'),
      nothing: null,
      list: [id, note],
    });

    for (const pipeline of [false, true]) {
      it(`reads every answer right with the set-up kept from the first${pipeline ? ', pipelined' : ''}`, async () => {
        const client = new pg.Client({ connectionString: url, pipeline });
        await client.connect();
        try {
          const names = new StatementNames();
          const name = names.nameOf(TEXT);
          const answers = await Promise.all(
            [1, 2, 3, 4].map((id) => queryNamed(client, names, TEXT, [id, `n${id}`])),
          );
          expect(answers.map((answer) => answer.rows)).toEqual(
            [1, 2, 3, 4].map((id) => [expected(id, `n${id}`)]),
          );
          const kept = names.fieldSetUps.get(name ?? '');
          expect(kept?.fields.map((field) => field.name)).toEqual(Object.keys(expected(1, '')));
          await queryNamed(client, names, TEXT, [5, 'n5']);
          // Matched, not set up anew.
          expect(names.fieldSetUps.get(name ?? '')).toBe(kept);
        } finally {
          await client.end();
        }
      });
    }

    it('sets up anew an answer whose fields differ from those kept', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const names = new StatementNames();
        const name = names.nameOf(TEXT) ?? '';
        const other = 'SELECT $1::text AS id, $2::int AS note';
        await queryNamed(client, names, other, ['x', 7]);
        const wrong = names.fieldSetUps.get(names.nameOf(other) ?? '');
        expect(wrong).toBeDefined();
        if (wrong) names.fieldSetUps.set(name, wrong);
        const answer = await queryNamed(client, names, TEXT, [2, 'n2']);
        expect(answer.rows).toEqual([expected(2, 'n2')]);
        expect(names.fieldSetUps.get(name)).not.toBe(wrong);
      } finally {
        await client.end();
      }
    });
  });
}
