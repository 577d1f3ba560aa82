import { describe, expect, it } from 'vitest';
import { sortParts, type BookshopPart } from './bookshop-orders';

function part(id: string, status: BookshopPart['status'], confirmBy: string | null): BookshopPart {
  return {
    id,
    orderNumber: `SC-${id}`,
    status,
    bookshop: { id: '3', name: 'Libreria del Porto', city: 'Genova' },
    shipping: 'Shop_pickup',
    shippingCost: '0.00',
    lines: [],
    refunded: '0.00',
    refundReason: null,
    carrier: null,
    trackingCode: null,
    confirmBy,
    details: null,
  };
}

describe('sortParts', () => {
  it('puts the parts to confirm first, then by status, oldest first', () => {
    const sorted = sortParts([
      part('5', 'COLLECTED', null),
      part('4', 'ACCEPTED', '2026-01-02T10:00:00.000Z'),
      part('3', 'TO_CONFIRM', '2026-01-03T10:00:00.000Z'),
      part('2', 'TO_CONFIRM', '2026-01-01T10:00:00.000Z'),
      part('10', 'ACCEPTED', '2026-01-02T10:00:00.000Z'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['2', '3', '4', '10', '5']);
  });
});
