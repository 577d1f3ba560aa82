import type { Db } from '../../db/database.ts';

// Sending the documents to the exchange system (SdI) is an accredited intermediary's job
// (docs/spec/invoices.md §7): the product hands each file to an InvoiceTransmitter and keeps
// where its transmission stands on its row. No real endpoint is wired in: development and the
// tests use LocalTransmitter, which keeps what it was sent and answers a receipt id as the
// exchange system's would.

/** A file for the exchange system: its name as SdI wants it, and its XML. */
export interface InvoiceFile {
  fileName: string;
  xml: string;
}

/** Whoever carries the files to the exchange system. */
export interface InvoiceTransmitter {
  /** Hands one file over: the receipt's id (the identificativo SdI), or throws. */
  send(file: InvoiceFile): Promise<{ receiptId: string }>;
}

/** The stand-in of development and the tests: records each file, answers an SdI-like id. */
export class LocalTransmitter implements InvoiceTransmitter {
  readonly sent: InvoiceFile[] = [];
  private failures = 0;

  /** The next `count` files are refused, as an intermediary that is down would. */
  failNext(count: number): void {
    this.failures = count;
  }

  send(file: InvoiceFile): Promise<{ receiptId: string }> {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('the intermediary did not answer'));
    }
    this.sent.push(file);
    return Promise.resolve({ receiptId: String(100_000_000 + this.sent.length) });
  }
}

/**
 * Sends the documents still pending, oldest first, at most `limit`: each under its row's
 * lock (another process skips it), marked sent with the receipt's id, or left pending with
 * the error to be tried again. How many were sent.
 */
export async function transmitPending(
  db: Db,
  transmitter: InvoiceTransmitter,
  limit = 50,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i += 1) {
    const done = await db.transaction().execute(async (tx) => {
      const doc = await tx
        .selectFrom('invoices')
        .select(['id', 'file_name', 'xml'])
        .where('transmission_status', '=', 'pending')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!doc) return null;
      try {
        const { receiptId } = await transmitter.send({ fileName: doc.file_name, xml: doc.xml });
        await tx
          .updateTable('invoices')
          .set({
            transmission_status: 'sent',
            transmission_id: receiptId,
            transmitted_at: new Date(),
            transmission_error: null,
          })
          .where('id', '=', doc.id)
          .execute();
        return true;
      } catch (error) {
        await tx
          .updateTable('invoices')
          .set({ transmission_error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', doc.id)
          .execute();
        return false;
      }
    });
    if (done === null || done === false) break;
    sent += 1;
  }
  return sent;
}
