import { isDeepStrictEqual } from 'node:util';
import type { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

// Compiled queries: ADR 011. A compilation serves every later call, so nothing in its SQL may
// depend on a value; `valueDependence` is the guard compiled.test.ts runs on every one.

/** Where a value goes when the query runs: the n-th value, or the one of that name. */
class Slot {
  constructor(readonly key: number | string) {}
}

/** A query builder (its compile takes nothing) or a raw `sql` one (the database it runs on). */
type Buildable<Row> = { compile(db: Db): CompiledQuery<Row> };

/** A compiled query as it was made: what the guard builds it again from. */
export interface CompiledQueryDefinition {
  /** Where it was made: the stack of the compiledQuery or compiledQueryOf call. */
  readonly madeAt: Error;
  /** The builder it was made from, whose constants the guard tries as values too. */
  readonly builder: { toString(): string };
  /** Builds and compiles the query, each value being `valueOf(its position or name)`. */
  compile(db: Db, valueOf: (key: number | string) => unknown): CompiledQuery<unknown>;
}

/** Every compiled query made in this process, in the order they were made. */
export const compiledQueryDefinitions: CompiledQueryDefinition[] = [];

function register(
  builder: CompiledQueryDefinition['builder'],
  compile: CompiledQueryDefinition['compile'],
): void {
  compiledQueryDefinitions.push({
    madeAt: new Error('compiled query made here'),
    builder,
    compile,
  });
}

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
  const compile = (db: Db, count: number, valueOf: (key: number) => unknown) =>
    // The placeholders travel through the builder typed as the values they stand for.
    build(db, ...(Array.from({ length: count }, (_, i) => valueOf(i)) as Values)).compile(db);
  // The guard's count: the builder's parameters after the database.
  register(build, (db, valueOf) => compile(db, Math.max(0, build.length - 1), valueOf));
  let compiled: CompiledQuery<Row> | null = null;
  return (db, ...values) => {
    compiled ??= compile(db, values.length, (key) => new Slot(key));
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
  const compile = (db: Db, valueOf: (key: string) => unknown) =>
    build(
      db,
      // Any property read gives the value of that name.
      new Proxy({}, { get: (_, key) => valueOf(String(key)) }) as Values,
    ).compile(db);
  register(build, compile);
  let compiled: CompiledQuery<Row> | null = null;
  return (db, values) => {
    compiled ??= compile(db, (key) => new Slot(key));
    return runWith(db, compiled, (key) => (values as Record<string, unknown>)[key]);
  };
}

/** A set of values to build a query with: `valueOf(key, index)` of its `index`-th key. */
interface SampleValues {
  name: string;
  valueOf: (key: number | string, index: number) => unknown;
}

/**
 * Values a build must treat exactly as it treats the placeholders: a builder that tests a
 * value (`v.userId === null ? … : …`, `v.flag && …`), measures it (`v.ids.length`) or works
 * something out of it (`v.price * 100`) compiles one way with the placeholders and another,
 * or throws, with some of these. (One that lists an array, `sql.join(v.ids)`, throws with the
 * placeholders already; `where('id', 'in', v.ids)` compiles to `in $1`, which PostgreSQL
 * refuses at the first call.)
 */
const SAMPLE_VALUES: readonly SampleValues[] = [
  { name: 'every value null', valueOf: () => null },
  { name: 'every value false', valueOf: () => false },
  { name: 'every value true', valueOf: () => true },
  { name: 'every value 0', valueOf: () => 0 },
  { name: "every value ''", valueOf: () => '' },
  { name: 'a number each', valueOf: (_, index) => index + 1 },
  { name: 'a string each', valueOf: (key) => `value ${String(key)}` },
  { name: 'every value a date', valueOf: () => new Date(0) },
];

const STRING_CONSTANT = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
const NUMBER_CONSTANT = /(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g;

/**
 * Every value one of the builder's own constants, and each number's neighbours: what a value
 * compared with a constant (`v.method === 'MANUAL'`, `v.qty > 1`) must be to take the other
 * branch. Constants compared in functions the builder calls are not in its text.
 */
function constantsOf(builder: { toString(): string }): SampleValues[] {
  const text = builder.toString();
  const strings = [...text.matchAll(STRING_CONSTANT)].map((m) => m[1] ?? m[2] ?? '');
  const numbers = [...text.matchAll(NUMBER_CONSTANT)].flatMap((m) => {
    const n = Number(m[0]);
    return [n - 1, n, n + 1];
  });
  return [...new Set<string | number>([...strings, ...numbers])].map((constant) => ({
    name: `every value ${JSON.stringify(constant)}`,
    valueOf: () => constant,
  }));
}

/**
 * How `definition`'s query depends on its values, or null when it does not: built with each
 * set of SAMPLE_VALUES, and with each of its builder's constants, it must compile to the
 * placeholders' SQL text, each value where its placeholder was and every other parameter
 * unchanged. `db` only compiles (no statement runs).
 */
export function valueDependence(definition: CompiledQueryDefinition, db: Db): string | null {
  let placeholders: CompiledQuery<unknown>;
  try {
    placeholders = definition.compile(db, (key) => new Slot(key));
  } catch (error) {
    return `building it with placeholders threw: ${String(error)}`;
  }
  for (const sample of [...SAMPLE_VALUES, ...constantsOf(definition.builder)]) {
    const indexes = new Map<number | string, number>();
    const valueOf = (key: number | string) => {
      if (!indexes.has(key)) indexes.set(key, indexes.size);
      return sample.valueOf(key, indexes.get(key) ?? 0);
    };
    let compiled: CompiledQuery<unknown>;
    try {
      compiled = definition.compile(db, valueOf);
    } catch (error) {
      return `with ${sample.name}, building it threw: ${String(error)}`;
    }
    if (compiled.sql !== placeholders.sql) {
      return `with ${sample.name}, its SQL is\n${compiled.sql}\ninstead of\n${placeholders.sql}`;
    }
    const moved = placeholders.parameters.findIndex((parameter, i) => {
      const expected = parameter instanceof Slot ? valueOf(parameter.key) : parameter;
      return !isDeepStrictEqual(compiled.parameters[i], expected);
    });
    if (moved !== -1 || compiled.parameters.length !== placeholders.parameters.length) {
      return `with ${sample.name}, parameter $${moved + 1} is not the value its placeholder stood for`;
    }
  }
  return null;
}
