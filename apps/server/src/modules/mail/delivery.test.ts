import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { testDatabaseTargets, type TestDatabase } from '../../db/test-databases.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { until } from '../../test/until.ts';
import { registerBuyer } from '../account/account.service.ts';
import { deliverMail, mailTransport, type MailTransport } from './delivery.ts';
import { deliverMailJob } from './jobs.ts';

// The outbox through a real SMTP server (smtp-server, on a local port): what arrives, once;
// a refusal counted and retried; and the job queue delivering each message once with
// several workers, as several server processes would.

const site = { brand: 'Scaffale', publicUrl: 'http://shop.example' };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

interface Received {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it accepts; `refuse` says whether to turn a message away. */
async function startSmtp(refuse: () => boolean = () => false) {
  const received: Received[] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse()) {
        const error = Object.assign(new Error('mailbox busy, try again later'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let serial = 0;

/** A new account: its welcome message's outbox id. */
async function welcomeMessage(db: Db, language: 'it' | 'en' = 'en') {
  serial += 1;
  const email = `smtp.${Date.now()}.${serial}@example.com`;
  const registered = await registerBuyer(db, {
    email,
    password: 'a long enough passphrase 42',
    firstName: 'Grazia',
    lastName: 'Deledda',
    language,
    ip: `10.50.0.${serial % 250}`,
  });
  expect(registered.ok).toBe(true);
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

function messageRow(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

for (const target of testDatabaseTargets()) {
  describe(`mail delivery (${target.name})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database.drop();
    });

    it('sends a message through SMTP as written, in HTML and text, and only once', async () => {
      const smtp = await startSmtp();
      const transport = mailTransport({ smtpUrl: smtp.url, from: 'Scaffale <shop@example.com>' });
      try {
        const { id, email } = await welcomeMessage(database.db);
        const outcomes = await Promise.all(
          Array.from({ length: 8 }, () =>
            deliverMail(database.db, site, transport, id, { final: false }),
          ),
        );
        expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'already sent')).toHaveLength(7);
        expect(smtp.received).toHaveLength(1);
        const [message] = smtp.received;
        expect(message!.to).toEqual([email]);
        expect(message!.raw).toContain('Subject: Welcome to Scaffale');
        expect(message!.raw).toContain('From: Scaffale <shop@example.com>');
        expect(message!.raw).toContain(`Message-ID: <mail-${id}@shop.example>`);
        expect(message!.raw).toMatch(/Content-Type: multipart\/alternative/);
        expect(message!.raw).toContain('Content-Type: text/plain');
        expect(message!.raw).toContain('Content-Type: text/html');
        expect(message!.raw).toContain('Hello Grazia,');
        expect(await messageRow(database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it('counts a refusal with its error, retries, and marks the message failed when the queue gives up', async () => {
      let refusals = 1;
      const smtp = await startSmtp(() => refusals-- > 0);
      const transport = mailTransport({ smtpUrl: smtp.url, from: 'shop@example.com' });
      try {
        const { id } = await welcomeMessage(database.db);
        await expect(
          deliverMail(database.db, site, transport, id, { final: false }),
        ).rejects.toThrow();
        expect(await messageRow(database.db, id)).toMatchObject({
          status: 'pending',
          attempts: 1,
          sent_at: null,
        });
        expect((await messageRow(database.db, id)).last_error).toMatch(/451|busy/);
        expect(await deliverMail(database.db, site, transport, id, { final: false })).toBe('sent');
        expect(await messageRow(database.db, id)).toMatchObject({
          status: 'sent',
          attempts: 2,
          last_error: null,
        });
        expect(smtp.received).toHaveLength(1);

        refusals = 1;
        const second = await welcomeMessage(database.db);
        await expect(
          deliverMail(database.db, site, transport, second.id, { final: true }),
        ).rejects.toThrow();
        expect(await messageRow(database.db, second.id)).toMatchObject({ status: 'failed' });
      } finally {
        transport.close();
        await smtp.close();
      }
    });

    it('delivers through the job queue, each message once with several workers, retrying a refusal', async () => {
      let refusals = 2;
      const smtp = await startSmtp(() => refusals-- > 0);
      const transports: MailTransport[] = [];
      const queues: JobQueue[] = [];
      try {
        // Three processes' workers, each with its own transport and pool.
        for (let i = 0; i < 3; i += 1) {
          const transport = mailTransport({ smtpUrl: smtp.url, from: 'shop@example.com' });
          transports.push(transport);
          queues.push(
            await startJobQueue({
              connectionString: database.url,
              log: quiet,
              pollIntervalMs: 100,
              // The mail module's own delivery job, as the app runs it.
              jobs: [deliverMailJob],
              deps: {
                app: {
                  deliverMail: (id: number, attempt: { final: boolean }) =>
                    deliverMail(database.db, site, transport, id, attempt),
                },
              },
            }),
          );
        }
        // The queue's schema exists now: every new message queues its job with it.
        const messages = [];
        for (let i = 0; i < 6; i += 1) messages.push(await welcomeMessage(database.db, 'it'));
        await until(() => smtp.received.length >= messages.length, {
          timeoutMs: 60_000,
          what: 'the messages',
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received).toHaveLength(messages.length);
        expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(
          messages.map((m) => m.email).sort(),
        );
        for (const { id } of messages)
          expect((await messageRow(database.db, id)).status).toBe('sent');
        const attempts = await database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.sum<number>('attempts').as('total'))
          .where(
            'id',
            'in',
            messages.map((m) => m.id),
          )
          .executeTakeFirstOrThrow();
        // Two refusals, each retried by the queue.
        expect(Number(attempts.total)).toBe(messages.length + 2);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        for (const transport of transports) transport.close();
        await smtp.close();
      }
    });
  });
}
