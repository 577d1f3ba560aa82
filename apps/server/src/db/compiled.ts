import type { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** Where a value goes when the query runs: the n-th value, or the one of that name. */
class Slot {
  constructor(readonly key: number | string) {}
}

/** A query builder (its compile takes nothing) or a raw `sql` one (the database it runs on). */
type Buildable<Row> = { compile(db: Db): CompiledQuery<Row> };

/** Runs `compiled` with the values its slots name. */
async function runWith<Row>(
  db: Db,
  compiled: CompiledQuery<Row>,
  valueOf: (key: number | string) => unknown,
): Promise<Row[]> {
  const parameters = compiled.parameters.map((p) => (p instanceof Slot ? valueOf(p.key) : p));
  const result = await db.executeQuery<Row>({ ...compiled, parameters });
  return result.rows;
}

/**
 * A hot query, built and compiled once and then run with new values. Kysely otherwise builds
 * and compiles a query on every call: under the basket's load that was the server's largest
 * share of JavaScript. `build` gets one placeholder per value and must use each as a plain
 * value (a comparison's operand, an inserted value), and nothing else may vary between calls:
 * no `new Date()` inside (pass the time as a value), no lists of varying length.
 *
 * Both engines compile with Kysely's PostgreSQL compiler, so one compilation serves any
 * database or transaction it runs on.
 */
export function compiledQuery<Values extends unknown[], Row>(
  build: (db: Db, ...values: Values) => Buildable<Row>,
): (db: Db, ...values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | null = null;
  return (db, ...values) => {
    // The placeholders travel through the builder typed as the values they stand for.
    compiled ??= build(db, ...(values.map((_, i) => new Slot(i)) as Values)).compile(db);
    return runWith(db, compiled, (key) => values[key as number]);
  };
}

/**
 * compiledQuery for a statement of many values, given by name: `build` gets a record whose
 * every property is a placeholder, under the same rules (each used as a plain value, never
 * read, tested or transformed: work a value out before the call).
 */
export function compiledQueryOf<Values extends object, Row>(
  build: (db: Db, values: Values) => Buildable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | null = null;
  return (db, values) => {
    compiled ??= build(
      db,
      // Any property read gives the placeholder of that name.
      new Proxy({}, { get: (_, key) => new Slot(String(key)) }) as Values,
    ).compile(db);
    return runWith(db, compiled, (key) => (values as Record<string, unknown>)[key]);
  };
}
