import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { queryNamed, StatementNames } from './prepared-statements.ts';

// Under load most of a request's cost was not the query but the round trip around it: a
// pool client runs one statement at a time, so every statement woke a sleeping PostgreSQL
// backend and then the server again (on this 2-core machine, measured on the basket read:
// 7,000 statements/s at 109 µs of server CPU each with a pool of 20; 17,500/s at 52 µs on
// two pipelined connections). So statements outside a transaction share a few connections
// in pipeline mode: each is sent at once, without waiting for the ones before it, and the
// backend answers them in order. A transaction needs a connection of its own (nobody
// else's statement may land inside it): from the first `begin` on, a Kysely connection
// holds a client of the ordinary pool until it is released. ADR 012 (what it bought, what it
// costs, how to remove it).

/** Connections shared by the statements outside transactions (one per core here). */
export const DEFAULT_PIPELINES = 2;

/**
 * A pipelined statement that waits this long for a row lock fails instead: it would hold
 * up every statement queued behind it on the shared connection. Transactions (which take
 * the locks) are short; their own connections keep the server's default.
 */
export const PIPELINE_LOCK_TIMEOUT_MS = 5_000;

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
// Not `rollback to savepoint`: only what ends the transaction.
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*;?\s*$/i;

const held = new WeakSet<Duplex>();

// Each statement was its own write: a system call, and a wake-up of the backend, per
// statement. Under load many statements are sent in one turn of the event loop (the answers
// read in one go let their requests go on), so the socket is corked until the turn's I/O is
// done and they leave in one write, read by the backend in one go.
function holdWrites(stream: Duplex): void {
  if (held.has(stream)) return;
  held.add(stream);
  stream.cork();
  setImmediate(() => {
    held.delete(stream);
    stream.uncork();
  });
}

/**
 * Marks a transaction's last statement (last-statement.ts): its `commit` is sent
 * in the same write, so the transaction ends, and its row locks go, without another round
 * trip. The statement must fail (not answer) when the transaction should not commit: the
 * commit of a failed transaction rolls it back.
 */
export const COMMIT_WITH = '/* and commit */ ';

/**
 * What a `begin` or `commit` the pool has already sent (or has nothing to send for) answers:
 * what pg would (Kysely reads only the rows, and its type lists neither command).
 */
const done = (command: 'BEGIN' | 'COMMIT') =>
  ({ command, rowCount: null, rows: [] }) as unknown as PostgresQueryResult<never>;

/**
 * Sends the statements in one write, on a client in pipeline mode (it sends each without
 * waiting for the one before); answers the result of `answer`'s, or the first failure.
 */
async function sendTogether<R>(
  client: pg.PoolClient,
  statements: (() => Promise<unknown>)[],
  answer: number,
): Promise<PostgresQueryResult<R>> {
  const stream = client.connection.stream;
  stream.cork();
  let sent: Promise<unknown>[];
  try {
    sent = statements.map((send) => send());
  } finally {
    stream.uncork();
  }
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return (settled[answer] as PromiseFulfilledResult<PostgresQueryResult<R>>).value;
}

/** The shared pipelined connections, opened on first use and again after one is lost. */
class Pipelines {
  private readonly slots: (Promise<pg.Client> | undefined)[];
  private turn = 0;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    count: number,
  ) {
    this.slots = Array.from({ length: count }, () => undefined);
  }

  /** The slot the next Kysely connection uses: each in turn. */
  nextSlot(): number {
    const slot = this.turn;
    this.turn = (slot + 1) % this.slots.length;
    return slot;
  }

  client(slot: number): Promise<pg.Client> {
    return (this.slots[slot] ??= this.open(slot));
  }

  /**
   * Runs `text` on the slot's connection, its bytes written together with every other
   * statement sent on that connection in the same turn of the event loop.
   */
  async query<R>(
    slot: number,
    names: StatementNames,
    text: string,
    values: unknown[],
  ): Promise<PostgresQueryResult<R>> {
    const client = await this.client(slot);
    holdWrites(client.connection.stream);
    return queryNamed<R>(client, names, text, values);
  }

  private open(slot: number): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('Client was closed and is not queryable'));
    const client = new pg.Client({
      ...this.config,
      pipeline: true,
      lock_timeout: PIPELINE_LOCK_TIMEOUT_MS,
    });
    const opened = client.connect().then(() => client);
    // A lost connection (a restart, a failover) fails the statements it carried, with the
    // errors the pool's would give; the next statement opens a new one. Without an 'error'
    // listener the loss would be an uncaught exception.
    const forget = () => {
      if (this.slots[slot] === opened) this.slots[slot] = undefined;
    };
    client.on('error', forget);
    client.on('end', forget);
    opened.catch(forget);
    return opened;
  }

  async end(): Promise<void> {
    this.closed = true;
    const open = this.slots.splice(0);
    await Promise.all(
      open.map(async (slot) => {
        const client = await slot?.catch(() => undefined);
        await client?.end();
      }),
    );
  }
}

/**
 * A Kysely connection: its statements go on one shared pipelined connection, and a
 * transaction on a client of the pool, held from its `begin` to its end. Outside its
 * transactions a connection keeps to its one pipeline, so what a session holds (Kysely's
 * migrator takes a session-level advisory lock around its transaction) is released where
 * it was taken.
 */
class PipeliningClient implements PostgresPoolClient {
  private dedicated: pg.PoolClient | null = null;
  /** The `begin` not yet sent: it goes with the transaction's first statement. */
  private deferredBegin: string | null = null;
  /** The transaction's `commit` went with its last statement (COMMIT_WITH). */
  private committed = false;

  constructor(
    private readonly pipelines: Pipelines,
    private readonly slot: number,
    private readonly transactions: pg.Pool,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    textOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only for streamed queries, which this application never makes.
    if (typeof textOrCursor !== 'string') throw new Error('cursors are not supported');
    return this.run<R>(textOrCursor, [...parameters]);
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    if (this.dedicated === null && TRANSACTION_START.test(text)) {
      this.dedicated = await this.transactions.connect();
      // Sent with the transaction's first statement, in one write: a round trip less.
      this.deferredBegin = text;
      return done('BEGIN');
    }
    const dedicated = this.dedicated;
    if (dedicated === null) {
      return this.pipelines.query<R>(this.slot, this.names, text, values);
    }
    const ending = TRANSACTION_END.test(text);
    try {
      if (this.committed) {
        // Kysely's own commit (or rollback, after the last statement failed) comes after.
        if (ending) return done('COMMIT');
        throw new Error('a statement after the one its transaction was committed with');
      }
      const begin = this.deferredBegin;
      this.deferredBegin = null;
      // Nothing ran in it: there is nothing to end either.
      if (begin !== null && ending) return done('BEGIN');
      const statement = () => queryNamed<R>(dedicated, this.names, text, values);
      const last = text.startsWith(COMMIT_WITH);
      this.committed = last;
      if (begin === null && !last) return await statement();
      // Sent with the statement, in one write: a round trip less for each.
      const statements = [
        ...(begin === null ? [] : [() => dedicated.query(begin)]),
        statement,
        ...(last ? [() => dedicated.query('commit')] : []),
      ];
      return await sendTogether<R>(dedicated, statements, begin === null ? 0 : 1);
    } finally {
      // Ended, committed or not: the pool drops a client whose connection broke.
      if (ending) this.release();
    }
  }

  release(): void {
    this.dedicated?.release();
    this.dedicated = null;
    this.deferredBegin = null;
    this.committed = false;
  }
}

/**
 * The pool given to Kysely's PostgresDialect: statements outside transactions on
 * `pipelines` shared pipelined connections, transactions on clients of `transactions`;
 * every statement named (prepared-statements.ts).
 */
export function pipeliningPool(
  transactions: pg.Pool,
  clientConfig: pg.ClientConfig,
  pipelines = DEFAULT_PIPELINES,
  names = new StatementNames(),
): PostgresPool {
  const shared = new Pipelines(clientConfig, pipelines);
  return {
    connect: () =>
      Promise.resolve(new PipeliningClient(shared, shared.nextSlot(), transactions, names)),
    end: async () => {
      await shared.end();
      await transactions.end();
    },
  };
}
