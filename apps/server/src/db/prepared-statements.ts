import { createHash } from 'node:crypto';
import type { PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// PostgreSQL plans an unnamed statement every time it runs it: for the basket's four-table
// read, planning costs several times the execution (pgbench on this machine: 3,500 runs/s
// unnamed, 17,700 prepared). A named statement is parsed and planned once per connection and
// then only bound and executed. Kysely sends every query unnamed, so the pool it is given
// names them: the name is a digest of the text, so the same text is the same statement.

/** Distinct texts named at most; past it, a text runs unnamed (its own plan each time). */
export const MAX_NAMED_STATEMENTS = 300;

// Only statements PostgreSQL can prepare; DDL (the migrations) runs as it always has. Block
// comments before the statement are skipped: a transaction's last statement starts with one
// (COMMIT_WITH, pipelining-pool.ts), and was planned anew on every run before.
const PREPARABLE = /^(\s|\/\*(?:[^*]|\*(?!\/))*\*\/)*(select|insert|update|delete|with)\b/i;

export class StatementNames {
  private readonly names = new Map<string, string | null>();

  constructor(private readonly limit = MAX_NAMED_STATEMENTS) {}

  /** The statement's name, or null when it runs unnamed. */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    // The application's queries are a fixed set of shapes, but a list of ids in `IN (...)`
    // makes a new text per length: the cap keeps those from growing the server's memory.
    if (this.names.size >= this.limit || !PREPARABLE.test(text)) return null;
    const name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** A pg client or pool client: what a statement is sent on. */
type Queryable = Pick<pg.ClientBase, 'query'>;

/** Runs `text` on `client` as a named statement when it can be one. */
export function queryNamed<R>(
  client: Queryable,
  names: StatementNames,
  text: string,
  values: unknown[],
): Promise<PostgresQueryResult<R>> {
  const name = names.nameOf(text);
  // The same pg result Kysely's own driver receives; the row type is the caller's to say.
  return client.query(
    name === null ? { text, values } : { name, text, values },
  ) as unknown as Promise<PostgresQueryResult<R>>;
}
