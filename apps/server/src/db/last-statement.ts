import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.ts';
import { COMMIT_WITH } from './pipelining-pool.ts';

/**
 * Runs `query` as its transaction's last statement: on PostgreSQL its `commit` leaves in the
 * same write (pipelining-pool.ts), one round trip less, and the transaction's row locks go as
 * soon as the statement is done rather than when the server next gets to it. Nothing may run
 * in the transaction after it, and it must fail, not answer, when the transaction should not
 * commit (`refuse(code)`, migration 0004).
 */
export function lastStatement<R>(
  tx: Db,
  // A query builder's compile takes nothing, a raw `sql` one the database it runs on.
  query: { compile(db: Db): CompiledQuery<R> },
): Promise<QueryResult<R>> {
  const compiled = query.compile(tx);
  return tx.executeQuery<R>({ ...compiled, sql: `${COMMIT_WITH}${compiled.sql}` });
}
