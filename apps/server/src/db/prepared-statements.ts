import { createHash } from 'node:crypto';
import type { PostgresQueryResult } from 'kysely';
import pg from 'pg';

// PostgreSQL plans an unnamed statement every time it runs it: for the basket's four-table
// read, planning costs several times the execution (pgbench on this machine: 3,500 runs/s
// unnamed, 17,700 prepared). A named statement is parsed and planned once per connection and
// then only bound and executed. Kysely sends every query unnamed, so the pool it is given
// names them: the name is a digest of the text, so the same text is the same statement.
// ADR 010 (what it bought, what it costs, how to remove it).

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

  /** Each named statement's fields as pg set them up for an answer (queryNamed). */
  readonly fieldSetUps = new Map<string, FieldSetUp>();
}

// pg sets up an answer's fields on every execution, since it describes the portal each time:
// a parser looked up and an empty row built per column (for the basket's read, 4.4% of the
// server's time under load). A named statement's fields are the same on every answer, so
// its set-up is kept and given to the next answer whose description matches it. pg has no
// option for this: the subclass below sets three fields of pg 8's `Result` that its types do
// not declare. If a pg upgrade removes them, statements run as before (SET_UPS_REUSABLE); one
// that changes what they mean would not be seen, so pg is pinned to the version this was
// written for and a test fails on any other (ADR 013: how to upgrade).

/** What pg builds for an answer's fields, kept per named statement. */
interface FieldSetUp {
  fields: readonly pg.FieldDef[];
  parsers: unknown;
  emptyRow: unknown;
}

/** The internals of pg 8's `Query` and `Result` that the reuse reads and sets. */
interface QueryInternals {
  name?: string;
  callback?: unknown;
  _accumulateRows: unknown;
  _result: {
    fields: readonly pg.FieldDef[];
    _parsers: unknown;
    _prebuiltEmptyResultObject: unknown;
  };
  _checkForMultirow(): void;
  listeners(event: 'row'): unknown[];
}

type RowDescription = { fields: pg.FieldDef[] };

const pgRowDescription = (
  pg.Query.prototype as unknown as {
    handleRowDescription?: (this: QueryInternals, message: RowDescription) => void;
  }
).handleRowDescription;

/** Whether this pg has the internals the reuse sets. */
const SET_UPS_REUSABLE = (() => {
  const probe = new pg.Query({ text: 'select 1' }) as unknown as Partial<QueryInternals>;
  return (
    typeof pgRowDescription === 'function' &&
    typeof probe._checkForMultirow === 'function' &&
    probe._result !== undefined &&
    '_parsers' in probe._result &&
    '_prebuiltEmptyResultObject' in probe._result
  );
})();

function sameFields(a: readonly pg.FieldDef[], b: readonly pg.FieldDef[]): boolean {
  return (
    a.length === b.length &&
    a.every((field, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        field.name === other.name &&
        field.dataTypeID === other.dataTypeID &&
        field.format === other.format
      );
    })
  );
}

/** A named statement's run, its fields set up from the last answer's when they match. */
class NamedStatementQuery extends pg.Query {
  constructor(
    private readonly setUps: Map<string, FieldSetUp>,
    private readonly statement: string,
    text: string,
    values: unknown[],
    callback: (error: Error | undefined, result: unknown) => void,
  ) {
    // Given a config object, pg copies it through its property descriptors (1.5% of the
    // server's time under the basket's load); given the text, it only wraps it. The name is
    // what makes pg prepare it once and run it by name (read when the query is sent).
    super(text, values, callback);
    (this as unknown as QueryInternals).name = statement;
  }

  /** Called by pg with each answer's description, before its rows. */
  handleRowDescription(message: RowDescription): void {
    const self = this as unknown as QueryInternals;
    const known = this.setUps.get(this.statement);
    if (known === undefined || !sameFields(known.fields, message.fields)) {
      pgRowDescription?.call(self, message);
      this.setUps.set(this.statement, {
        fields: message.fields,
        parsers: self._result._parsers,
        emptyRow: self._result._prebuiltEmptyResultObject,
      });
      return;
    }
    // What pg's own handleRowDescription does, with the kept set-up in place of a new one.
    self._checkForMultirow();
    self._result.fields = message.fields;
    self._result._parsers = known.parsers;
    self._result._prebuiltEmptyResultObject = known.emptyRow;
    self._accumulateRows = self.callback || !self.listeners('row').length;
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
  if (name === null || !SET_UPS_REUSABLE) {
    return client.query(
      name === null ? { text, values } : { name, text, values },
    ) as unknown as Promise<PostgresQueryResult<R>>;
  }
  return new Promise((resolve, reject) => {
    client.query(
      new NamedStatementQuery(names.fieldSetUps, name, text, values, (error, result) =>
        error ? reject(error) : resolve(result as PostgresQueryResult<R>),
      ),
    );
  });
}
