import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lawfulUnitPrice,
  maxDiscountPercent,
  monthsBefore,
  priceFloorCents,
  type CopyFacts,
  type SaleFacts,
} from './book-price.ts';
import { lineCharges } from './part-refunds.ts';
import { computeTotals } from './totals.ts';

const today = '2026-11-28';
const sale: SaleFacts = { today, promotionMonth: false };
const newBook: CopyFacts = {
  condition: 'NEW',
  textbook: false,
  outOfPrint: false,
  publishedOn: '2026-01-15',
  lastRestockedOn: '2026-11-01',
};

describe('the book-price law’s cap on a copy', () => {
  it('allows 5% off a new book, 15% off a school textbook, anything off a used or out-of-print one', () => {
    expect(maxDiscountPercent(newBook, sale)).toBe(5);
    expect(maxDiscountPercent({ ...newBook, textbook: true }, sale)).toBe(15);
    expect(maxDiscountPercent({ ...newBook, condition: 'USED' }, sale)).toBe(100);
    expect(maxDiscountPercent({ ...newBook, outOfPrint: true }, sale)).toBe(100);
  });

  it('lifts the cap on an edition 20 months old that the bookshop has not restocked for 6 months', () => {
    const old = { ...newBook, publishedOn: '2025-03-28', lastRestockedOn: '2026-05-28' };
    expect(maxDiscountPercent(old, sale)).toBe(100);
    // One day short of either and the cap holds.
    expect(maxDiscountPercent({ ...old, publishedOn: '2025-03-29' }, sale)).toBe(5);
    expect(maxDiscountPercent({ ...old, lastRestockedOn: '2026-05-29' }, sale)).toBe(5);
    // An unknown publication date never lifts it.
    expect(maxDiscountPercent({ ...old, publishedOn: null }, sale)).toBe(5);
  });

  it('allows 15% in the promotion month, except on books published in the previous 6 months', () => {
    const promotion = { ...sale, promotionMonth: true };
    expect(maxDiscountPercent({ ...newBook, publishedOn: '2026-05-28' }, promotion)).toBe(15);
    expect(maxDiscountPercent({ ...newBook, publishedOn: '2026-05-29' }, promotion)).toBe(5);
    expect(maxDiscountPercent({ ...newBook, publishedOn: null }, promotion)).toBe(5);
  });

  it('counts months on the calendar, the month’s last day when it is shorter', () => {
    expect(monthsBefore('2026-11-28', 20)).toBe('2025-03-28');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });
});

describe('the floor a copy is sold at', () => {
  it('is the price less the cap, rounded up to the cent', () => {
    expect(priceFloorCents(1400, 5)).toBe(1330);
    expect(priceFloorCents(1499, 5)).toBe(1425); // 1424.05
    expect(priceFloorCents(1450, 5)).toBe(1378); // 1377.50
    expect(priceFloorCents(2800, 15)).toBe(2380);
    expect(priceFloorCents(900, 100)).toBe(0);
  });

  it('keeps a discount set above the cap to the cap', () => {
    expect(lawfulUnitPrice(1000, 20, 5)).toBe(950);
    expect(lawfulUnitPrice(1000, 3, 5)).toBe(970);
    expect(lawfulUnitPrice(1499, 5, 5)).toBe(1425);
    expect(lawfulUnitPrice(1000, 20, 100)).toBe(800);
  });

  it('is never below price × (100 − cap) / 100, nor above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (price, discount, cap) => {
          const unit = lawfulUnitPrice(price, discount, cap);
          expect(unit * 100).toBeGreaterThanOrEqual(price * (100 - cap));
          expect(unit).toBeLessThanOrEqual(price);
          expect(priceFloorCents(price, cap) * 100 - price * (100 - cap)).toBeLessThan(100);
        },
      ),
    );
  });
});

describe('codes under the cap', () => {
  // Lines of one bookshop: price, cap, qty.
  const lineArb = fc.record({
    price: fc.integer({ min: 1, max: 10_000 }),
    discount: fc.integer({ min: 0, max: 100 }),
    cap: fc.constantFrom(5, 15, 100),
    qty: fc.integer({ min: 1, max: 4 }),
  });

  it('never take a line below its floor, however large the codes', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 3 }),
        (lines, percents) => {
          const priced = lines.map((l) => {
            const unit = lawfulUnitPrice(l.price, l.discount, l.cap);
            return {
              totalCents: unit * l.qty,
              floorCents: priceFloorCents(l.price, l.cap) * l.qty,
            };
          });
          const goods = priced.reduce((s, l) => s + l.totalCents, 0);
          const room = priced.reduce((s, l) => s + l.totalCents - l.floorCents, 0);
          const totals = computeTotals(
            [{ bookshopId: 1, goodsCents: goods, roomCents: room, shippingCents: 0 }],
            percents.map((percent, i) => ({
              code: `C${i}`,
              kind: 'PERCENT' as const,
              percent,
              bookshopId: null,
            })),
            0,
          )!;
          expect(totals.discount).toBeLessThanOrEqual(room);
          const charges = lineCharges(priced, totals.discount);
          charges.forEach((charge, i) => {
            expect(charge).toBeGreaterThanOrEqual(priced[i]!.floorCents);
          });
          expect(charges.reduce((s, c) => s + c, 0)).toBe(goods - totals.discount);
          // A code stopped short by the law says so; one that got all it wanted does not.
          if (totals.discounts.some((d) => d.cappedByLaw)) expect(totals.discount).toBe(room);
        },
      ),
    );
  });

  it('apply a code only up to the cap and say so', () => {
    // A new 14.00 book (floor 13.30) and a used 9.00 one (no floor): 10% off both.
    const totals = computeTotals(
      [{ bookshopId: 1, goodsCents: 2300, roomCents: 70 + 900, shippingCents: 0 }],
      [{ code: 'BENVENUTO10', kind: 'PERCENT', percent: 10, bookshopId: null }],
      0,
    )!;
    expect(totals.discount).toBe(230);
    expect(totals.discounts[0]?.cappedByLaw).toBe(false);
    const capped = computeTotals(
      [{ bookshopId: 1, goodsCents: 1400, roomCents: 70, shippingCents: 0 }],
      [{ code: 'BENVENUTO10', kind: 'PERCENT', percent: 10, bookshopId: null }],
      0,
    )!;
    expect(capped.discount).toBe(70);
    expect(capped.goods).toBe(1330);
    expect(capped.discounts[0]?.cappedByLaw).toBe(true);
  });
});
