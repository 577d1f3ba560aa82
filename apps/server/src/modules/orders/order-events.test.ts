import {
  ORDER_EVENT_DETAILS,
  ORDER_EVENT_KINDS,
  parseOrderEventDetail,
  type OrderEvent,
} from '@scaffale/domain/order-events';
import { describe, expect, it } from 'vitest';
import { compiledSql as compile, serverSourceLines } from '../../test/sources.ts';
import {
  checkedDetail,
  orderCancelledEvent,
  orderCancelledInsert,
  orderEventInsert,
  orderRevivedEvent,
  partGivenBackEvent,
  partSteppedEvent,
  refundDecidedEvent,
  refundedEvent,
  refundReportedEvent,
  returnMovedEvent,
} from './order-events.ts';

// order_events has one writer (order-events.ts), and every event it writes is of a kind
// whose detail the domain's schema describes: what mail, late payments and the ledger to
// come read back.

const WRITES_AN_EVENT = /insertInto\(\s*['"]order_events['"]|INSERT\s+INTO\s+order_events\b/i;

/** One event of every shape the server writes. */
const EXAMPLES: OrderEvent[] = [
  orderCancelledEvent(7, {
    reason: 'expired',
    copies: [{ productId: 3, qty: 2 }],
    restocked: true,
    by: null,
    storeCreditCents: 500,
    codeUses: [{ discountCodeId: 4, amountCents: 150 }],
  }),
  orderCancelledEvent(7, {
    reason: 'buyer',
    copies: [],
    restocked: true,
    by: 12,
    storeCreditCents: 0,
    codeUses: [],
  }),
  orderRevivedEvent(7, { paymentId: 9, amountCents: 2590 }),
  partSteppedEvent(7, {
    partId: 5,
    by: 21,
    role: 'staff',
    from: 'ACCEPTED',
    to: 'SHIPPED',
    carrier: 'BRT',
    trackingCode: 'X1',
  }),
  partSteppedEvent(7, {
    partId: 5,
    by: 1,
    role: 'admin',
    from: 'TO_CONFIRM',
    to: 'ACCEPTED',
    carrier: null,
    trackingCode: null,
  }),
  partGivenBackEvent(7, {
    partId: 5,
    by: 21,
    role: 'staff',
    from: 'TO_CONFIRM',
    to: 'TO_CONFIRM',
    reason: 'sold in the shop',
    reasonCode: 'NOT_AVAILABLE',
    lineIds: [8],
    copies: [{ lineId: 8, productId: 3, qty: 1, refundCents: 699 }],
    restocked: false,
    refundedCents: 699,
    refundIds: [30, 31],
  }),
  partGivenBackEvent(7, {
    partId: 5,
    by: null,
    role: 'system',
    from: 'TO_CONFIRM',
    to: 'CANCELLED',
    reason: 'deadline',
    lineIds: [8, 9],
    copies: [
      { lineId: 8, productId: 3, qty: 2, refundCents: 1398 },
      { lineId: 9, productId: 4, qty: 1, refundCents: 1000 },
    ],
    restocked: true,
    refundedCents: 2898,
    refundIds: [],
  }),
  refundDecidedEvent(7, { refundId: 30, paymentId: 9, amountCents: 2590, why: 'stock' }),
  refundedEvent(7, {
    refundId: 30,
    amountCents: 2590,
    providerRef: 're_1',
    providerStatus: 'pending',
  }),
  refundReportedEvent(7, { refundId: 30, providerStatus: 'failed', eventId: 'evt_1' }),
  returnMovedEvent(7, {
    returnId: 4,
    partId: 11,
    by: 3,
    role: 'staff',
    from: 'ACCEPTED',
    to: 'RECEIVED',
    reason: 'changed my mind',
    lines: [{ lineId: 21, qty: 1, refundCents: 737 }],
    refundedCents: 737,
    deliveryRefundCents: 0,
    refundIds: [31],
  }),
];

describe('order events', () => {
  it('are written by order-events.ts alone', () => {
    const writers = serverSourceLines(
      WRITES_AN_EVENT,
      (file) => file === 'modules/orders/order-events.ts' || file.startsWith('db/migrations/'),
    );
    expect(writers).toEqual([]);
  });

  it('the scan finds a writer where there is one', () => {
    expect(WRITES_AN_EVENT.test(`await tx.insertInto('order_events').values(row)`)).toBe(true);
    expect(WRITES_AN_EVENT.test('INSERT INTO order_events (order_id, kind) VALUES')).toBe(true);
    expect(WRITES_AN_EVENT.test(`.selectFrom('order_events')`)).toBe(false);
  });

  it('have a schema for every kind, and every constructor writes one of them', () => {
    expect(new Set(EXAMPLES.map((e) => e.kind))).toEqual(new Set(ORDER_EVENT_KINDS));
  });

  it.each(EXAMPLES.map((event) => [`${event.kind} ${JSON.stringify(event.detail)}`, event]))(
    'round-trip through their schema: %s',
    (_, event) => {
      const stored: unknown = JSON.parse(JSON.stringify(checkedDetail(event)));
      expect(parseOrderEventDetail(event.kind, stored)).toEqual(event.detail);
      expect(ORDER_EVENT_DETAILS[event.kind].safeParse(stored).success).toBe(true);
    },
  );

  it('refuse a detail of another shape', () => {
    const wrong = {
      ...refundDecidedEvent(7, { refundId: 1, paymentId: 2, amountCents: 3, why: 'stock' }),
      detail: { refundId: 1, paymentId: 2, amountCents: 3.5, why: 'stock' },
    } as OrderEvent;
    expect(() => checkedDetail(wrong)).toThrow();
    expect(() => orderEventInsert(wrong, new Date())).toThrow();
    expect(() =>
      orderCancelledInsert(
        7,
        // @ts-expect-error: not a reason an order is cancelled for
        { reason: 'bored', copies: [], restocked: true, by: null, storeCreditCents: 0 },
        new Date(),
      ),
    ).toThrow();
  });

  it('parse the rows written before some fields existed', () => {
    // A move of the first bookshop side (no copies, restock or refund rows), a cancellation
    // before it listed the copies and the store credit.
    expect(
      parseOrderEventDetail('part_moved', {
        partId: 5,
        by: 21,
        role: 'buyer',
        from: 'TO_CONFIRM',
        to: 'CANCELLED',
        reason: 'buyer',
        lineIds: [8],
      }),
    ).toMatchObject({ to: 'CANCELLED', lineIds: [8] });
    expect(parseOrderEventDetail('cancelled', { reason: 'replaced', codeUses: [] })).toEqual({
      reason: 'replaced',
      codeUses: [],
    });
  });

  it('in a statement carry the checked detail as one parameter', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const revived = compile(
      orderEventInsert(orderRevivedEvent(7, { paymentId: 9, amountCents: 1 }), now),
    );
    expect(revived.sql).toMatch(/^INSERT INTO order_events \(order_id, kind, detail, created_at\)/);
    expect(revived.parameters).toEqual([7, 'revived', '{"paymentId":9,"amountCents":1}', now]);
    const cancelled = compile(
      orderCancelledInsert(
        7,
        { reason: 'expired', copies: [], restocked: true, by: null, storeCreditCents: 0 },
        now,
      ),
    );
    expect(cancelled.sql).toContain("'codeUses'");
    expect(JSON.parse(String(cancelled.parameters[1]))).toEqual({
      reason: 'expired',
      copies: [],
      restocked: true,
      by: null,
      storeCreditCents: 0,
    });
  });
});
