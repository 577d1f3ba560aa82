import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { describe, expect, it } from 'vitest';
import { jsonRows } from './json-rows.ts';
import { testDatabaseTargets } from './test-databases.ts';

interface ProbeRow {
  id: number;
  note: string | null;
  flag: boolean;
  price_cents: number;
}

const probe = jsonRows<ProbeRow>({ id: true, note: true, flag: true, price_cents: true });

for (const target of testDatabaseTargets()) {
  describe(`rows carried as JSON arrays (${target.name})`, () => {
    it('gives back the rows jsonArrayFrom gives, in the query’s order; none is an empty list', async () => {
      const database = await target.open();
      try {
        const { db } = database;
        await sql`CREATE TABLE json_rows_probe (id int PRIMARY KEY, note text, flag boolean NOT NULL, price_cents int NOT NULL)`.execute(
          db,
        );
        await sql`INSERT INTO json_rows_probe VALUES
          (3, 'l''"apostrofo" \\ è', true, 1250), (1, NULL, false, 0), (2, '', true, 2147483647)`.execute(
          db,
        );
        // The probe table is not in the typed schema: its rows are typed by hand.
        const query = (descending: boolean) =>
          db
            .selectFrom(sql<ProbeRow>`json_rows_probe`.as('p'))
            .select(['p.id', 'p.note', 'p.flag', 'p.price_cents'])
            .where('p.id', '>', 0)
            .orderBy('p.id', descending ? 'desc' : 'asc');
        for (const descending of [false, true]) {
          const row = await db
            .selectNoFrom([
              probe.from(query(descending)).as('arrays'),
              jsonArrayFrom(query(descending)).as('objects'),
            ])
            .executeTakeFirstOrThrow();
          const rows = probe.rows(row.arrays);
          expect(rows).toEqual(row.objects);
          expect(rows.map((r) => r.id)).toEqual(descending ? [3, 2, 1] : [1, 2, 3]);
        }
        const empty = await db
          .selectNoFrom([probe.from(query(false).where('p.id', '>', 99)).as('arrays')])
          .executeTakeFirstOrThrow();
        expect(probe.rows(empty.arrays)).toEqual([]);
      } finally {
        await database.close();
      }
    });
  });
}
