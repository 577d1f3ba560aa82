import { describe, expect, it, vi } from 'vitest';
import { newBuyer, staffOf } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, MARIO, staffEmailOf } from '../../test/demo-accounts.ts';
import { mailOf } from '../../test/dev-mail.ts';
import { emptyBasketOf, firstAddressOf } from '../../test/fixtures.ts';
import { CREATE_ORDER } from '../../test/operations.ts';
import type { Language } from '../../db/types.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { paidPickupOrder, shopWithBooks } from '../../test/paid-orders.ts';
import { addBooks, loggedIn, payByCard } from '../../test/shoppers.ts';
import { handleDueReturns } from './returns.service.ts';

// A buyer's withdrawal on the wire (docs/spec/withdrawal-and-returns.md): asked from the
// buyer's orders, accepted or refused, the books received and refunded to what paid once,
// the bookshop's ledger taking the sale and the commission back, each step mailed and
// audited; the refusals with their codes; the overdue job.

const MY_ORDERS = `query MyOrders { myOrders { number parts { id status returnable returnableUntil
  lines { id qty returnedQty }
  latestReturn { id state refund deliveryRefund reason refusalReason lines { lineId qty refund } } } } }`;
const REQUEST = `mutation Request($partId: ID!, $lines: [ReturnLineInput!]!, $reason: String) {
  requestReturn(partId: $partId, lines: $lines, reason: $reason) { id state refundDueBy lines { lineId qty } } }`;
const ACCEPT = `mutation Accept($returnId: ID!) { acceptReturn(returnId: $returnId) { state } }`;
const REFUSE = `mutation Refuse($returnId: ID!, $reason: String!) {
  refuseReturn(returnId: $returnId, reason: $reason) { state refusalReason } }`;
const RECEIVED = `mutation Received($returnId: ID!) {
  markReturnReceived(returnId: $returnId) { state refund deliveryRefund lines { lineId refund } } }`;
const LIST = `query List($state: ReturnState) { bookshopReturns(state: $state) { total
  items { id state orderNumber overdue } } }`;
const STEP = {
  Accept: `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { status } }`,
  Ready: `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { status } }`,
  Collected: `mutation Collected($partId: ID!) { markCollected(partId: $partId) { status } }`,
};

interface ReturnShape {
  id: string;
  state: string;
  refund: string | null;
  deliveryRefund: string | null;
  lines: { lineId: string; qty: number; refund: string | null }[];
}

describe.each(engines())('withdrawals ($name)', (engine) => {
  const h: Harness = engine.setup();

  /**
   * A paid pickup order of `copies[i]` copies of books at `prices[i]`, at a bookshop of the
   * test's own, collected (delivered) unless `deliver` is false.
   */
  async function collectedOrder(
    prices: readonly number[],
    copies: readonly number[],
    deliver = true,
    language: Language = 'it',
  ) {
    const { bookshop, books } = await shopWithBooks(h, prices, 'Recesso');
    const {
      buyer,
      orderNumber,
      partId: id,
      orderId,
    } = await paidPickupOrder(h, books, copies, undefined, language);
    const staff = await staffOf(h, bookshop);
    const partId = String(id);
    const steps = deliver ? (['Accept', 'Ready', 'Collected'] as const) : (['Accept'] as const);
    for (const step of steps) {
      const moved = await staff.graphql(step, STEP[step], { partId });
      expect(moved.errors).toBeUndefined();
    }
    const lines = await h.database.db
      .selectFrom('order_lines')
      .select(['id', 'qty'])
      .where('order_part_id', '=', id)
      .orderBy('id')
      .execute();
    return { bookshop, buyer, staff, orderNumber, partId, orderId, lines };
  }

  async function request(
    client: TestClient,
    partId: string,
    lines: readonly { lineId: number; qty: number }[],
    reason?: string,
  ) {
    return client.graphql<{ requestReturn: { id: string; state: string } }>('Request', REQUEST, {
      partId,
      lines: lines.map((l) => ({ lineId: String(l.lineId), qty: l.qty })),
      ...(reason === undefined ? {} : { reason }),
    });
  }

  async function ledgerOf(partId: string) {
    return h.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('order_part_id', '=', Number(partId))
      .orderBy('id')
      .execute();
  }

  async function mailKinds(orderId: number) {
    const rows = await h.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('order_id', '=', orderId)
      .where('kind', 'like', 'return_%')
      .orderBy('id')
      .execute();
    return rows.map((r) => [r.kind, r.recipient]);
  }

  it('asks, accepts, receives and refunds a copy to the card, the ledger taking it back', async () => {
    const order = await collectedOrder([2000, 1200], [1, 2]);
    const mine = await order.buyer.client.graphql<{
      myOrders: { parts: { returnable: boolean; returnableUntil: string | null }[] }[];
    }>('MyOrders', MY_ORDERS);
    expect(mine.errors).toBeUndefined();
    const [part] = mine.data!.myOrders[0]!.parts;
    expect(part!.returnable).toBe(true);
    expect(part!.returnableUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const asked = await request(
      order.buyer.client,
      order.partId,
      [{ lineId: order.lines[1]!.id, qty: 1 }],
      'Regalo doppio',
    );
    expect(asked.errors).toBeUndefined();
    const returnId = asked.data!.requestReturn.id;
    expect(asked.data!.requestReturn.state).toBe('REQUESTED');

    const list = await order.staff.graphql<{
      bookshopReturns: { total: number; items: { id: string; state: string }[] };
    }>('List', LIST, { state: 'REQUESTED' });
    expect(list.data!.bookshopReturns.items.map((r) => r.id)).toEqual([returnId]);

    expect((await order.staff.graphql('Accept', ACCEPT, { returnId })).errors).toBeUndefined();
    const received = await order.staff.graphql<{ markReturnReceived: ReturnShape }>(
      'Received',
      RECEIVED,
      { returnId },
    );
    expect(received.errors).toBeUndefined();
    expect(received.data!.markReturnReceived).toMatchObject({
      state: 'REFUNDED',
      refund: '12.00',
      deliveryRefund: '0.00',
      lines: [{ lineId: String(order.lines[1]!.id), refund: '12.00' }],
    });

    const refunds = await h.database.db
      .selectFrom('refunds')
      .select(['amount_cents', 'status', 'payment_id'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(refunds).toEqual([
      { amount_cents: 1200, status: 'succeeded', payment_id: expect.any(Number) as number },
    ]);
    // 44.00 sold, 6.60 commission; one copy of 12.00 back: its sale and its 1.80.
    expect((await ledgerOf(order.partId)).map((e) => [e.kind, e.amount_cents])).toEqual([
      ['SALE', 4400],
      ['COMMISSION', -660],
      ['REFUND', -1200],
      ['COMMISSION_REFUND', 180],
    ]);

    const after = await order.buyer.client.graphql<{
      myOrders: {
        parts: {
          returnable: boolean;
          lines: { returnedQty: number }[];
          latestReturn: ReturnShape;
        }[];
      }[];
    }>('MyOrders', MY_ORDERS);
    const seen = after.data!.myOrders[0]!.parts[0]!;
    expect(seen.latestReturn.state).toBe('REFUNDED');
    expect(seen.lines.map((l) => l.returnedQty)).toEqual([0, 1]);
    // Copies are still kept, the window still open: another return may be asked.
    expect(seen.returnable).toBe(true);

    expect(await mailKinds(order.orderId)).toEqual([
      ['return_requested', order.bookshop.staffEmail],
      ['return_accepted', order.buyer.email],
      ['return_refunded', order.buyer.email],
    ]);
    const events = await h.database.db
      .selectFrom('order_events')
      .select(['kind', 'detail'])
      .where('order_id', '=', order.orderId)
      .where('kind', '=', 'return_moved')
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.detail['from'], e.detail['to'], e.detail['role']])).toEqual([
      [null, 'REQUESTED', 'buyer'],
      ['REQUESTED', 'ACCEPTED', 'staff'],
      ['ACCEPTED', 'RECEIVED', 'staff'],
      ['RECEIVED', 'REFUNDED', 'system'],
    ]);
  });

  it('gives back the whole part and nothing is left to the bookshop', async () => {
    const order = await collectedOrder([999], [2]);
    const asked = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 2 },
    ]);
    const returnId = asked.data!.requestReturn.id;
    await order.staff.graphql('Accept', ACCEPT, { returnId });
    const received = await order.staff.graphql<{ markReturnReceived: ReturnShape }>(
      'Received',
      RECEIVED,
      { returnId },
    );
    expect(received.data!.markReturnReceived).toMatchObject({ state: 'REFUNDED', refund: '19.98' });
    const entries = await ledgerOf(order.partId);
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    const mine = await order.buyer.client.graphql<{
      myOrders: { parts: { returnable: boolean }[] }[];
    }>('MyOrders', MY_ORDERS);
    expect(mine.data!.myOrders[0]!.parts[0]!.returnable).toBe(false);
    expect(
      (await request(order.buyer.client, order.partId, [{ lineId: order.lines[0]!.id, qty: 1 }]))
        .errors?.[0]?.extensions?.code,
    ).toBe('RETURN_TOO_MANY_COPIES');
  });

  it('gives back the cheapest standard delivery of an express one, the rest the bookshop’s', async () => {
    const { db } = h.database;
    const book = await db
      .selectFrom('products as p')
      .innerJoin('bookshops as b', 'b.id', 'p.bookshop_id')
      .select(['p.id', 'p.bookshop_id', 'p.weight_grams'])
      .where('b.name', '=', 'Libreria Centrale')
      .where('p.available', '>', 2)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await emptyBasketOf(db, MARIO);
    const buyer = await loggedIn(h, MARIO);
    await addBooks(buyer, [book.id]);
    const created = await buyer.graphql<{ createOrder: { orderNumber: string } }>(
      'createOrder',
      CREATE_ORDER,
      {
        invoice: false,
        present: false,
        shippingAddressId: await firstAddressOf(db, MARIO),
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Express' }],
      },
    );
    expect(created.errors).toBeUndefined();
    const number = created.data!.createOrder.orderNumber;
    await payByCard(buyer, number);
    const part = await vi.waitFor(async () => {
      const found = await db
        .selectFrom('order_parts as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.status', 'p.shipping_cents', 'o.id as orderId'])
        .where('o.number', '=', number)
        .executeTakeFirstOrThrow();
      expect(found.status).toBe('TO_CONFIRM');
      return found;
    });
    // The cheapest of the bookshop's deliveries for the parcel to Italy: Economy's or Standard's.
    const cheaper = await db
      .selectFrom('shipping_rates')
      .select((eb) => eb.fn.min<number>('price_cents').as('cents'))
      .where('bookshop_id', '=', book.bookshop_id)
      .where('shipping_type', 'in', ['Economy', 'Standard'])
      .where('dest_country', '=', 'IT')
      .where('max_weight_grams', '>=', book.weight_grams)
      .executeTakeFirstOrThrow();
    const standard = Number(cheaper.cents);
    expect(standard).toBeLessThan(part.shipping_cents);

    const staff = await loggedIn(h, staffEmailOf('Libreria Centrale'));
    const partId = String(part.id);
    await staff.graphql('Accept', STEP.Accept, { partId });
    const shipped = await staff.graphql(
      'Ship',
      `mutation Ship($partId: ID!) { shipOrderPart(partId: $partId, carrier: "BRT", trackingCode: "X1") { status } }`,
      { partId },
    );
    expect(shipped.errors).toBeUndefined();
    const line = await db
      .selectFrom('order_lines')
      .select(['id', 'line_total_cents'])
      .where('order_part_id', '=', part.id)
      .executeTakeFirstOrThrow();
    const asked = await request(buyer, partId, [{ lineId: line.id, qty: 1 }]);
    const returnId = asked.data!.requestReturn.id;
    await staff.graphql('Accept', ACCEPT, { returnId });
    const received = await staff.graphql<{ markReturnReceived: ReturnShape }>(
      'Received',
      RECEIVED,
      {
        returnId,
      },
    );
    expect(received.errors).toBeUndefined();
    const cents = (d: string | null) => Math.round(Number(d) * 100);
    expect(cents(received.data!.markReturnReceived.deliveryRefund)).toBe(standard);
    expect(cents(received.data!.markReturnReceived.refund)).toBe(line.line_total_cents + standard);
    // The bookshop keeps what the express delivery cost above the standard one, no commission.
    const entries = await ledgerOf(partId);
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(
      part.shipping_cents - standard,
    );
  });

  it('refunds once however many times at once the books are marked received', async () => {
    const order = await collectedOrder([1500], [3]);
    const asked = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 2 },
    ]);
    const returnId = asked.data!.requestReturn.id;
    await order.staff.graphql('Accept', ACCEPT, { returnId });
    const admin = await loggedIn(h, ADMIN);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? order.staff : admin).graphql('Received', RECEIVED, { returnId }),
      ),
    );
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'INVALID_TRANSITION')).toBe(true);
    const refunds = await h.database.db
      .selectFrom('refunds')
      .select('amount_cents')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 3000 }]);
    const lines = await h.database.db
      .selectFrom('order_lines')
      .select('returned_qty')
      .where('order_part_id', '=', Number(order.partId))
      .execute();
    expect(lines).toEqual([{ returned_qty: 2 }]);
  });

  it('is refused with a reason the buyer reads, and then may be asked again', async () => {
    const order = await collectedOrder([1000], [1], true, 'fr');
    const asked = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 1 },
    ]);
    const returnId = asked.data!.requestReturn.id;
    const again = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 1 },
    ]);
    expect(again.errors?.[0]?.extensions?.code).toBe('RETURN_ALREADY_OPEN');
    const blank = await order.staff.graphql('Refuse', REFUSE, { returnId, reason: '  ' });
    expect(blank.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
    const refused = await order.staff.graphql<{ refuseReturn: { state: string } }>(
      'Refuse',
      REFUSE,
      { returnId, reason: 'Libro danneggiato' },
    );
    expect(refused.data!.refuseReturn).toEqual({
      state: 'REFUSED',
      refusalReason: 'Libro danneggiato',
    });
    const late = await order.staff.graphql('Received', RECEIVED, { returnId });
    expect(late.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    expect(await mailKinds(order.orderId)).toEqual([
      ['return_requested', order.bookshop.staffEmail],
      ['return_refused', order.buyer.email],
    ]);
    // Told in the buyer's language, with the bookshop's reason.
    const [told] = (await mailOf(order.buyer.client, order.buyer.email)).filter(
      (m) => m.kind === 'return_refused',
    );
    expect(told?.subject).toMatch(new RegExp(`^Retour refusé\\s: commande ${order.orderNumber}$`));
    expect(told?.text).toContain('Libro danneggiato');
    const retried = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 1 },
    ]);
    expect(retried.errors).toBeUndefined();
  });

  it('refuses a part not delivered, past its window, another buyer’s, or too many copies', async () => {
    const waiting = await collectedOrder([1000], [1], false);
    const notYet = await request(waiting.buyer.client, waiting.partId, [
      { lineId: waiting.lines[0]!.id, qty: 1 },
    ]);
    expect(notYet.errors?.[0]?.extensions?.code).toBe('RETURN_NOT_DELIVERED');

    const order = await collectedOrder([1000], [2]);
    const line = order.lines[0]!.id;
    const stranger = await newBuyer(h);
    const theirs = await request(stranger.client, order.partId, [{ lineId: line, qty: 1 }]);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const many = await request(order.buyer.client, order.partId, [{ lineId: line, qty: 3 }]);
    expect(many.errors?.[0]?.extensions?.code).toBe('RETURN_TOO_MANY_COPIES');
    const none = await request(order.buyer.client, order.partId, []);
    expect(none.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
    const foreign = await request(order.buyer.client, order.partId, [
      { lineId: waiting.lines[0]!.id, qty: 1 },
    ]);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Delivered 20 days ago: the window closed.
    await h.database.db
      .updateTable('order_parts')
      .set({ delivered_at: new Date(Date.now() - 20 * 86_400_000) })
      .where('id', '=', Number(order.partId))
      .execute();
    const late = await request(order.buyer.client, order.partId, [{ lineId: line, qty: 1 }]);
    expect(late.errors?.[0]?.extensions?.code).toBe('RETURN_WINDOW_CLOSED');
    expect(late.errors?.[0]?.message).toContain('14');
    const mine = await order.buyer.client.graphql<{
      myOrders: { parts: { returnable: boolean }[] }[];
    }>('MyOrders', MY_ORDERS);
    expect(mine.data!.myOrders[0]!.parts[0]!.returnable).toBe(false);
    const count = await h.database.db
      .selectFrom('returns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_part_id', 'in', [Number(order.partId), Number(waiting.partId)])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('tells the bookshop and the administrator of a return past its refund’s due time, once a day', async () => {
    const order = await collectedOrder([1000], [1]);
    const asked = await request(order.buyer.client, order.partId, [
      { lineId: order.lines[0]!.id, qty: 1 },
    ]);
    const returnId = Number(asked.data!.requestReturn.id);
    const later = new Date(Date.now() + 15 * 86_400_000);
    const first = await handleDueReturns(h.database.db, later);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    await handleDueReturns(h.database.db, later);
    const overdue = await h.database.db
      .selectFrom('mail_outbox')
      .select(['recipient'])
      .where('kind', '=', 'return_overdue')
      .where('order_part_id', '=', Number(order.partId))
      .execute();
    const recipients = overdue.map((m) => m.recipient);
    expect(recipients).toContain(order.bookshop.staffEmail);
    expect(recipients).toContain(ADMIN);
    expect(new Set(recipients).size).toBe(recipients.length);
    // Written in the staff's language, about the order, with the book.
    const [message] = (await mailOf(order.staff, order.bookshop.staffEmail)).filter(
      (m) => m.kind === 'return_overdue',
    );
    expect(message?.subject).toBe(`Reso in ritardo: ordine ${order.orderNumber}`);
    expect(message?.text).toContain('14 giorni');
    expect(message?.text).toContain('Recesso 1');
    const row = await h.database.db
      .selectFrom('returns')
      .select('overdue_notified_at')
      .where('id', '=', returnId)
      .executeTakeFirstOrThrow();
    expect(row.overdue_notified_at).not.toBeNull();
  });
});
