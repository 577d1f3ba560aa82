import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.ts';

/** Where the n-th value goes when the query runs. */
class Slot {
  constructor(readonly index: number) {}
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
  build: (db: Db, ...values: Values) => Compilable<Row>,
): (db: Db, ...values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | null = null;
  return async (db, ...values) => {
    // The placeholders travel through the builder typed as the values they stand for.
    compiled ??= build(db, ...(values.map((_, i) => new Slot(i)) as Values)).compile();
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
