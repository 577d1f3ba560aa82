import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { newBookshop, newBuyer, type NewBuyer } from './accounts.ts';
import { newBookIds } from './fixtures.ts';
import type { Language } from '../db/types.ts';
import type { Harness } from './harness.ts';
import { addBooks, payByCard, placePickupOrder } from './shoppers.ts';

// A bookshop of the test's own with books of its own, and an order of them paid by card:
// where the ledger's and the returns' suites start from.

/** A bookshop of the test's own with books at these prices (no discount of their own). */
export async function shopWithBooks(h: Harness, prices: readonly number[], title = 'Libro') {
  const bookshop = await newBookshop(h);
  const bookIds = await newBookIds(
    h.database.db,
    prices.map((_, i) => `${title} ${i + 1}`),
  );
  const books = await h.database.db
    .insertInto('products')
    .values(
      prices.map((price, i) => ({
        bookshop_id: bookshop.id,
        book_id: bookIds[i] ?? 0,
        title: `${title} ${i + 1} ${bookshop.name}`,
        slug: `libro-${randomUUID()}`,
        price_cents: price,
        weight_grams: 300,
        available: 50,
      })),
    )
    .returning(['id', 'bookshop_id'])
    .execute();
  return { bookshop, books };
}

export interface PaidOrder {
  buyer: NewBuyer;
  orderNumber: string;
  partId: number;
  orderId: number;
  lines: { id: number; product_id: number }[];
}

/**
 * A new buyer's pickup order of `copies[i]` copies of each book, paid by card and waiting for
 * its bookshop (`beforePlacing` runs with the basket filled: codes added, say; the buyer's
 * account in `language`): the buyer, the order's number, its part and lines.
 */
export async function paidPickupOrder(
  h: Harness,
  books: readonly { id: number; bookshop_id: number }[],
  copies: readonly number[],
  beforePlacing: (buyer: NewBuyer) => Promise<void> = async () => {},
  language: Language = 'it',
): Promise<PaidOrder> {
  const buyer = await newBuyer(h, { language });
  await addBooks(
    buyer.client,
    books.flatMap((b, i) => Array<number>(copies[i] ?? 1).fill(b.id)),
  );
  await beforePlacing(buyer);
  const [first] = books;
  if (!first) throw new Error('an order needs a book');
  const orderNumber = await placePickupOrder(buyer.client, first);
  await payByCard(buyer.client, orderNumber);
  const part = await vi.waitFor(async () => {
    const found = await h.database.db
      .selectFrom('order_parts as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.status', 'o.id as orderId'])
      .where('o.number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(found.status).toBe('TO_CONFIRM');
    return found;
  });
  const lines = await h.database.db
    .selectFrom('order_lines')
    .select(['id', 'product_id'])
    .where('order_part_id', '=', part.id)
    .orderBy('id')
    .execute();
  return { buyer, orderNumber, partId: part.id, orderId: part.orderId, lines };
}

/**
 * A new account of a public administration (a PA billing record with pagamento_posticipato,
 * as the staff keep the demo's) and its pickup order of one copy of each book, placed with
 * deferred payment (MANUAL) and waiting for its bookshop: the buyer, the order's number, its
 * part and lines.
 */
export async function deferredPickupOrder(
  h: Harness,
  books: readonly { id: number; bookshop_id: number }[],
): Promise<PaidOrder> {
  const { db } = h.database;
  const buyer = await newBuyer(h, { tag: 'comune' });
  const billing = await db
    .insertInto('billing_addresses')
    .values({
      user_id: buyer.userId,
      persona: 'PA',
      professionale: true,
      pagamento_posticipato: true,
      label: 'Comune di Prova',
      ragione_sociale: 'Comune di Prova',
      codice_fiscale: '80012340164',
      pec: 'protocollo@pec.comune-prova.it',
      // The 6-character IPA office code its invoices (FPA12) are addressed to.
      codice_destinatario_sdi: 'UFP7Q2',
      nome: 'Laura',
      cognome: 'Ferri',
      indirizzo: 'Piazza Vecchia 1',
      citta: 'Bergamo',
      nazione: 'IT',
      provincia_stato: 'BG',
      cap: '24129',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addBooks(
    buyer.client,
    books.map((b) => b.id),
  );
  const [first] = books;
  if (!first) throw new Error('an order needs a book');
  const orderNumber = await placePickupOrder(buyer.client, first, {
    paymentMethod: 'MANUAL',
    invoice: true,
    billingAddress: `A${billing.id}`,
    cig: 'Z1234567AB',
  });
  const part = await db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'o.id as orderId', 'o.status as orderStatus'])
    .where('o.number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  expect([part.status, part.orderStatus]).toEqual(['TO_CONFIRM', 'deferred']);
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'product_id'])
    .where('order_part_id', '=', part.id)
    .orderBy('id')
    .execute();
  return { buyer, orderNumber, partId: part.id, orderId: part.orderId, lines };
}
