import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { isDatabaseUnavailable, refusalCode } from './errors.ts';
import { lastStatement } from './last-statement.ts';
import { DEFAULT_PIPELINES, PIPELINE_LOCK_TIMEOUT_MS } from './pipelining-pool.ts';
import { adminQuery, testDatabaseTargets, type TestDatabase } from './test-databases.ts';

const backend = async (db: Db) =>
  (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;

for (const target of testDatabaseTargets()) {
  describe(`the pipelining pool (${target.name})`, () => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
      await sql`CREATE TABLE pipeline_probe (id int PRIMARY KEY, note text)`.execute(db);
      await sql`INSERT INTO pipeline_probe VALUES (1, 'before')`.execute(db);
    });

    afterAll(() => database?.close());

    it('runs many concurrent statements outside transactions on the shared connections', async () => {
      const pids = await Promise.all(Array.from({ length: 60 }, () => backend(db)));
      expect(new Set(pids).size).toBeLessThanOrEqual(DEFAULT_PIPELINES);
    });

    it('gives a transaction a connection of its own: nothing else lands inside it', async () => {
      const shared = new Set(await Promise.all(Array.from({ length: 10 }, () => backend(db))));
      let inside = 0;
      const seenOutside: string[] = [];
      await db.transaction().execute(async (trx) => {
        inside = await backend(trx);
        await sql`UPDATE pipeline_probe SET note = 'uncommitted' WHERE id = 1`.execute(trx);
        // Statements outside the transaction, sent while it is open, neither see its
        // uncommitted write nor wait for it (a plain read takes no lock).
        const outside = await Promise.all(
          Array.from({ length: 20 }, () =>
            sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(db),
          ),
        );
        seenOutside.push(...outside.map((r) => r.rows[0]!.note));
        expect(await backend(trx)).toBe(inside);
      });
      expect(shared.has(inside)).toBe(false);
      expect(new Set(seenOutside)).toEqual(new Set(['before']));
      const after = await sql<{
        note: string;
      }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(db);
      expect(after.rows[0]!.note).toBe('uncommitted');
    });

    it('rolls a failed transaction back on its own connection and serves on', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`UPDATE pipeline_probe SET note = 'rolled back' WHERE id = 1`.execute(trx);
          await sql`SELECT 1/0`.execute(trx);
        }),
      ).rejects.toThrow(/division by zero/);
      const row = await sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(
        db,
      );
      expect(row.rows[0]!.note).toBe('uncommitted');
    });

    it("sends a transaction's begin with its first statement: that statement is inside it", async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`UPDATE pipeline_probe SET note = 'first statement' WHERE id = 1`.execute(trx);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const row = await sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(
        db,
      );
      expect(row.rows[0]!.note).toBe('uncommitted');
    });

    it('gives back the connection of transactions that failed first or ran nothing', async () => {
      // More transactions than the pool has clients: a connection kept would hang them.
      for (let i = 0; i < 25; i += 1) {
        await expect(
          db.transaction().execute((trx) => sql`SELECT 1/0`.execute(trx)),
        ).rejects.toThrow(/division by zero/);
        expect(await db.transaction().execute(() => Promise.resolve(i))).toBe(i);
      }
      const inside = await db.transaction().execute(async (trx) => {
        await sql`UPDATE pipeline_probe SET note = 'after failures' WHERE id = 1`.execute(trx);
        return (
          await sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(trx)
        ).rows[0]!.note;
      });
      expect(inside).toBe('after failures');
      await sql`UPDATE pipeline_probe SET note = 'uncommitted' WHERE id = 1`.execute(db);
    });

    it('keeps a connection on its pipeline around a transaction (session state stays put)', async () => {
      const [before, during, after] = await db.connection().execute(async (conn) => {
        const first = await backend(conn);
        const middle = await conn.transaction().execute((trx) => backend(trx));
        return [first, middle, await backend(conn)];
      });
      expect(after).toBe(before);
      expect(during).not.toBe(before);
    });

    it('fails a pipelined write that waits too long for a lock, instead of holding up the rest', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let signalLocked: () => void = () => {};
      const lockTaken = new Promise<void>((resolve) => (signalLocked = resolve));
      const locked = db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM pipeline_probe WHERE id = 1 FOR UPDATE`.execute(trx);
        signalLocked();
        await held;
      });
      try {
        await lockTaken;
        const started = Date.now();
        const blocked = sql`UPDATE pipeline_probe SET note = 'late' WHERE id = 1`.execute(db);
        await expect(blocked).rejects.toMatchObject({ code: '55P03' });
        expect(Date.now() - started).toBeGreaterThanOrEqual(PIPELINE_LOCK_TIMEOUT_MS - 100);
      } finally {
        release();
        await locked;
      }
      expect(await backend(db)).toBeGreaterThan(0);
    });

    it('commits a transaction with its last statement: committed when that statement answers', async () => {
      const noteOutside = async () =>
        (await sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(db))
          .rows[0]!.note;
      // More transactions than the pool has clients: a connection kept would hang them.
      for (let i = 0; i < 25; i += 1) {
        const seen = await db.transaction().execute(async (trx) => {
          await sql`UPDATE pipeline_probe SET note = 'first' WHERE id = 1`.execute(trx);
          await lastStatement(
            trx,
            sql`UPDATE pipeline_probe SET note = ${`last ${i}`} WHERE id = 1`,
          );
          // Still inside the callback, before Kysely's own commit: already committed.
          return noteOutside();
        });
        expect(seen).toBe(`last ${i}`);
      }
      // Begin, the statement and commit in one write.
      const alone = await db.transaction().execute(async (trx) => {
        await lastStatement(trx, sql`UPDATE pipeline_probe SET note = 'alone' WHERE id = 1`);
        return noteOutside();
      });
      expect(alone).toBe('alone');
    });

    it('rolls the whole transaction back when its last statement refuses', async () => {
      for (let i = 0; i < 25; i += 1) {
        const failed = await db
          .transaction()
          .execute(async (trx) => {
            await sql`UPDATE pipeline_probe SET note = 'doomed' WHERE id = 1`.execute(trx);
            await lastStatement(trx, sql`SELECT refuse('NOT_TODAY')`);
          })
          .catch((error: unknown) => error);
        expect(refusalCode(failed)).toBe('NOT_TODAY');
      }
      const row = await sql<{ note: string }>`SELECT note FROM pipeline_probe WHERE id = 1`.execute(
        db,
      );
      expect(row.rows[0]!.note).toBe('alone');
      // Nothing may follow the last statement: it would run outside the transaction.
      await expect(
        db.transaction().execute(async (trx) => {
          await lastStatement(
            trx,
            sql`UPDATE pipeline_probe SET note = 'uncommitted' WHERE id = 1`,
          );
          await sql`SELECT 1`.execute(trx);
        }),
      ).rejects.toThrow('a statement after the one its transaction was committed with');
      expect(await backend(db)).toBeGreaterThan(0);
    });

    it('opens a new shared connection when one is lost, without a restart', async () => {
      const pids = [...new Set(await Promise.all(Array.from({ length: 20 }, () => backend(db))))];
      await adminQuery(
        target.adminUrl,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid IN (${pids.map(Number).join(',')})`,
      );
      // A statement sent on a lost connection fails as "unavailable" (a 503 for the
      // client); the following ones are served on new connections.
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => backend(db)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      }
      await expect.poll(() => backend(db), { timeout: 5_000 }).not.toBe(pids[0]);
      const fresh = await Promise.all(Array.from({ length: 20 }, () => backend(db)));
      expect(fresh.some((pid) => pids.includes(pid))).toBe(false);
    });
  });
}
