import { describe, expect, it } from 'vitest';
import { bookOf, partOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { pendingPickupOrder } from '../../test/shoppers.ts';
import { documentsOfPart, insertDocument } from './invoices.repo.ts';
import { LocalTransmitter, transmitPending } from './transmitter.ts';

// Handing the documents to the exchange system (docs/spec/invoices.md §7): through an
// InvoiceTransmitter (here the local stand-in), each once, its receipt kept on its row, a
// failure left pending to be tried again.

const MARIO = 'mario.rossi@example.com';

for (const engine of engines()) {
  describe(`the invoices' transmission (${engine.name})`, () => {
    const h = engine.setup();
    let round = 0;

    /** Two documents of a fresh part, as issuing writes them, not yet sent. */
    async function twoDocuments() {
      const { db } = h.database;
      const book = await bookOf(db, 'Libreria Centrale', 2, round++);
      const { orderNumber } = await pendingPickupOrder(h, MARIO, book);
      const part = await partOf(db, orderNumber);
      const made: Awaited<ReturnType<typeof insertDocument>>[] = [];
      for (const [index, kind] of (['invoice', 'credit_note'] as const).entries()) {
        made.push(
          await insertDocument(db, {
            bookshopId: book.bookshop_id,
            partId: Number(part.id),
            kind,
            invoiceId: index === 0 ? null : made[0]!.id,
            refundKey: index === 0 ? null : `part-${part.id}-return`,
            year: 2031,
            number: Number(part.id) * 2 + index,
            issuedOn: '2031-01-02',
            charged: { booksCents: 100, usedCents: 0, shippingCents: 0 },
            totalCents: 100,
            fileName: `IT01234567890_T${part.id}${index}.xml`,
            xml: `<document n="${index}"/>`,
          }),
        );
      }
      return { partId: Number(part.id), made };
    }

    it('hands each pending document over once, oldest first, keeping the receipt’s id', async () => {
      const { db } = h.database;
      const { partId, made } = await twoDocuments();
      const transmitter = new LocalTransmitter();
      expect(await transmitPending(db, transmitter)).toBeGreaterThanOrEqual(2);
      const sent = await documentsOfPart(db, partId);
      expect(sent.map((d) => d.transmissionStatus)).toEqual(['sent', 'sent']);
      for (const doc of sent) expect(doc.transmissionId).toMatch(/^\d{9}$/);
      const names = transmitter.sent.map((f) => f.fileName);
      expect(names.indexOf(made[0]!.fileName)).toBeLessThan(names.indexOf(made[1]!.fileName));
      expect(transmitter.sent.find((f) => f.fileName === made[0]!.fileName)?.xml).toBe(
        '<document n="0"/>',
      );
      // Nothing is sent twice.
      expect(await transmitPending(db, transmitter)).toBe(0);
    });

    it('leaves a document the transmitter refused pending with the error, and sends it on the next run', async () => {
      const { db } = h.database;
      await transmitPending(db, new LocalTransmitter(), 1000);
      const { partId } = await twoDocuments();
      const transmitter = new LocalTransmitter();
      transmitter.failNext(1);
      expect(await transmitPending(db, transmitter)).toBe(0);
      const waiting = await db
        .selectFrom('invoices')
        .select(['transmission_status', 'transmission_error', 'transmission_id'])
        .where('order_part_id', '=', partId)
        .orderBy('id')
        .execute();
      expect(waiting[0]).toEqual({
        transmission_status: 'pending',
        transmission_error: 'the intermediary did not answer',
        transmission_id: null,
      });
      expect(await transmitPending(db, transmitter)).toBe(2);
      expect((await documentsOfPart(db, partId)).map((d) => d.transmissionStatus)).toEqual([
        'sent',
        'sent',
      ]);
    });
  });
}
