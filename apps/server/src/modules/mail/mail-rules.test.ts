import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../db/test-databases.ts';
import { testWorkerUtils } from '../../test/worker-utils.ts';
import { MAIL_RULES } from './mail-rules.ts';
import { DELIVER_MAIL_JOB, MAIL_KINDS, queueMail } from './mail.repo.ts';

// The table of which move sends which message; the schema keeps no trigger of its own (the
// messages are the statements' work, docs/adr/021); a message and its delivery job are
// written together or not at all.

/** The messages no move sends: reminders, the monthly statement, an overdue return: their jobs'. */
const NOT_SENT_BY_A_MOVE = new Set([
  'confirm_reminder',
  'transfer_reminder',
  'monthly_statement',
  'return_overdue',
]);
const ACCOUNT_MESSAGES = new Set([
  'welcome',
  'password_reset',
  'email_change_confirm',
  'email_change_notice',
]);

describe('the mail rules', () => {
  it('send every message about orders and parts from some move', () => {
    const sent = new Set(MAIL_RULES.map((rule) => rule.send));
    const expected = MAIL_KINDS.filter(
      (kind) => !ACCOUNT_MESSAGES.has(kind) && !NOT_SENT_BY_A_MOVE.has(kind),
    );
    expect([...sent].sort()).toEqual([...expected].sort());
  });

  it('never give two messages of one move the same key (the second would be dropped)', () => {
    const keyed = new Map<string, string>();
    for (const rule of MAIL_RULES) {
      const reason = 'reason' in rule ? rule.reason : '';
      const key = `${rule.key}${'staffKey' in rule ? rule.staffKey : ''}`;
      const froms: readonly string[] = ('from' in rule ? rule.from : undefined) ?? ['*'];
      for (const to of rule.to)
        for (const from of froms) {
          const message = `${rule.on} ${from}→${to} ${reason} ${key}`;
          expect(keyed.get(message), `${message}: ${rule.send}`).toBeUndefined();
          keyed.set(message, rule.send);
        }
    }
  });

  it('key a staff message by the account too, so each staff account has its own', () => {
    for (const rule of MAIL_RULES)
      expect('staffKey' in rule, `${rule.send} to ${rule.tell}`).toBe(rule.tell === 'staff');
  });
});

for (const target of testDatabaseTargets()) {
  describe(`the outbox (${target.name})`, () => {
    it('has no trigger that writes: no table of the schema moves mail by itself', async () => {
      const database = await target.open();
      try {
        const { rows } = await sql<{ name: string }>`
          SELECT t.tgname AS name FROM pg_trigger t
          JOIN pg_class c ON c.oid = t.tgrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND NOT t.tgisinternal`.execute(database.db);
        // The one trigger is the ledger's guard, which writes nothing: it refuses to change
        // or delete an entry (docs/spec/ledger-and-payouts.md §2).
        expect(rows).toEqual([{ name: 'ledger_entries_append_only' }]);
        const functions = await sql<{ name: string }>`
          SELECT p.proname AS name FROM pg_proc p
          JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public' AND p.prorettype = 'trigger'::regtype`.execute(database.db);
        expect(functions.rows).toEqual([{ name: 'ledger_entries_append_only' }]);
      } finally {
        await database.drop();
      }
    });

    it('writes a message and queues its delivery in one transaction, or neither', async () => {
      const database = await target.open();
      const { utils, release } = await testWorkerUtils(database.url);
      try {
        await utils.migrate();
        const { db } = database;
        const user = await db
          .insertInto('users')
          .values({ email: 'reader@example.com', password_hash: 'x', first_name: 'Ada' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = (eventKey: string) => ({
          eventKey,
          kind: 'welcome' as const,
          userId: user.id,
          payload: {},
        });
        await db
          .transaction()
          .execute(async (tx) => {
            await queueMail(tx, message('rolled-back'));
            throw new Error('the change it reports fails');
          })
          .catch(() => {});
        await db.transaction().execute((tx) => queueMail(tx, message('kept')));
        await db.transaction().execute((tx) => queueMail(tx, message('kept')));

        const rows = await db.selectFrom('mail_outbox').select(['id', 'event_key']).execute();
        expect(rows.map((r) => r.event_key)).toEqual(['kept']);
        const jobs = await sql<{ task: string; key: string; payload: { id: number } }>`
          SELECT t.identifier AS task, j.key, j.payload FROM graphile_worker._private_jobs j
          JOIN graphile_worker._private_tasks t ON t.id = j.task_id`.execute(db);
        expect(jobs.rows).toEqual([
          { task: DELIVER_MAIL_JOB, key: `mail:${rows[0]?.id}`, payload: { id: rows[0]?.id } },
        ]);
      } finally {
        await release();
        await database.drop();
      }
    });
  });
}
