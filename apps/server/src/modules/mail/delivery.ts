import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { composeMail, type MailSite } from './compose.ts';
import {
  lockedMessage,
  markAttemptFailed,
  markSent,
  saveRendered,
  unrenderedMail,
} from './mail.repo.ts';

// Delivering the outbox: each message by its own job on the PostgreSQL job queue (queued by
// the statement that wrote it, in its transaction: mail.repo.ts queuedDelivery), retried by the queue with backoff.
// A message is sent under its row's lock and marked sent in the same transaction, so a
// second job, process or retry finds it sent and sends nothing.

export interface OutgoingMail {
  /** Stable per message: mail clients and servers fold a message sent twice into one. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** 'database': the message is kept in the outbox only (no SMTP_URL; GET /api/dev/mail/). */
  readonly kind: 'smtp' | 'database';
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (SMTP_URL), or the database alone when there is none. nodemailer
 * is loaded at the first message, not at start: the default start never needs it.
 */
export function mailTransport(options: { smtpUrl: string | null; from: string }): MailTransport {
  const { smtpUrl } = options;
  if (smtpUrl === null) {
    return { kind: 'database', send: () => Promise.resolve(), close: () => {} };
  }
  let transporter: Promise<Transporter> | null = null;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    async send(message) {
      await (
        await connect()
      ).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Writes the messages not written yet (by id, or to one address) and keeps their words. */
export async function renderPending(
  db: Db,
  site: MailSite,
  where: Parameters<typeof unrenderedMail>[1],
): Promise<void> {
  for (const row of await unrenderedMail(db, where)) {
    await saveRendered(db, row.id, await composeMail(db, site, row));
  }
}

export type DeliveryOutcome = 'sent' | 'already sent' | 'missing';

/**
 * Delivers one message: written if it is not yet, sent under its row's lock, marked sent.
 * A failed attempt is counted with its error ('failed' when `attempt.final`, the queue
 * giving up) and thrown, for the queue to retry.
 */
export async function deliverMail(
  db: Db,
  site: MailSite,
  transport: MailTransport,
  id: number,
  attempt: { final: boolean; now?: Date },
): Promise<DeliveryOutcome> {
  await renderPending(db, site, { ids: [id] });
  const outcome = await db.transaction().execute(async (tx) => {
    const message = await lockedMessage(tx, id);
    if (!message) return 'missing' as const;
    if (message.status === 'sent') return 'already sent' as const;
    try {
      await transport.send({
        messageId: `<mail-${message.id}@${messageDomain(site.publicUrl)}>`,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text_body ?? '',
        html: message.html_body ?? '',
      });
    } catch (error) {
      await markAttemptFailed(tx, id, describe(error), attempt.final);
      return { error };
    }
    await markSent(tx, id, attempt.now ?? new Date());
    return 'sent' as const;
  });
  if (typeof outcome === 'object') throw outcome.error;
  return outcome;
}

function messageDomain(publicUrl: string): string {
  return new URL(publicUrl).hostname || 'localhost';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
