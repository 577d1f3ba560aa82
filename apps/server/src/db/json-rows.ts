import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

// A statement that answers many parts at once carries each list as one JSON value. As
// objects (Kysely's jsonArrayFrom) every row repeats its column names: the checkout's
// shipping rates were 6.5 KB of JSON for 59 rows, 13 µs of JSON.parse on the server, where
// arrays of values are 1.7 KB and 7 µs (docs/perf-log.md, step 34). So such a list goes as
// arrays, and one list of its columns gives both the SQL and the rows back.

/** Rows of type `Row` carried as one JSON array of arrays. */
export interface JsonRows<Row> {
  /**
   * `query`'s rows as `(select coalesce(json_agg(json_build_array(…)), '[]') from (query) r)`,
   * in the query's order (json_agg keeps the subquery's, as jsonArrayFrom relies on too).
   * Values convert as to_json converts them: numbers, strings, booleans, null.
   */
  from<DB, TB extends keyof DB, Selected extends Row>(
    query: SelectQueryBuilder<DB, TB, Selected>,
  ): RawBuilder<unknown[][]>;
  /** The rows a value of `from` holds. */
  rows(value: readonly (readonly unknown[])[]): Row[];
}

/** `columns` names every column of `Row` (the compiler checks none is missing), in order. */
export function jsonRows<Row>(columns: { readonly [Column in keyof Row]-?: true }): JsonRows<Row> {
  const names = Object.keys(columns);
  const values = sql.join(names.map((name) => sql.ref(`r.${name}`)));
  return {
    from: (query) =>
      sql<
        unknown[][]
      >`(select coalesce(json_agg(json_build_array(${values})), '[]') from ${query} as r)`,
    rows: (value) =>
      value.map((tuple) => {
        const row: Record<string, unknown> = {};
        names.forEach((name, i) => {
          row[name] = tuple[i];
        });
        return row as Row;
      }),
  };
}
