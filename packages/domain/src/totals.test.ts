import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  checkDiscount,
  computeTotals,
  type BookshopGoods,
  type DiscountRule,
} from './totals.ts';

const shops: BookshopGoods[] = [
  { bookshopId: 1, goodsCents: 3000, roomCents: 3000, shippingCents: 490 },
  { bookshopId: 2, goodsCents: 1000, roomCents: 1000, shippingCents: 0 },
];

describe('totals', () => {
  it('adds goods and shipping, takes discounts and store credit off', () => {
    const totals = computeTotals(
      shops,
      [{ code: 'BENVENUTO10', kind: 'PERCENT', percent: 10, bookshopId: null }],
      500,
    )!;
    expect(totals.discount).toBe(400);
    expect(totals.goods).toBe(3600);
    expect(totals.shipping).toBe(490);
    expect(totals.storeCredit).toBe(500);
    expect(totals.total).toBe(3590);
    expect(totals.vat).toBe(Math.round((3600 * 4) / 104) + Math.round((490 * 22) / 122));
  });

  it('applies store credit only up to what is left to pay', () => {
    const totals = computeTotals(shops, [], 1_000_000)!;
    expect(totals.storeCredit).toBe(4490);
    expect(totals.total).toBe(0);
  });

  it('gives no totals when a bookshop cannot ship there', () => {
    expect(
      computeTotals(
        [{ bookshopId: 1, goodsCents: 100, roomCents: 100, shippingCents: null }],
        [],
        0,
      ),
    ).toBeNull();
  });

  it('scopes codes to a bookshop and refuses a fixed amount above its goods', () => {
    expect(
      checkDiscount({ code: 'S', kind: 'FIXED', amountCents: 500, bookshopId: 3 }, shops),
    ).toBe('NOT_VALID_FOR_BOOKSHOP');
    expect(
      checkDiscount({ code: 'S', kind: 'FIXED', amountCents: 500, bookshopId: 2 }, shops),
    ).toBeNull();
    expect(
      checkDiscount({ code: 'M', kind: 'FIXED', amountCents: 50000, bookshopId: null }, shops),
    ).toBe('EXCEEDS_BOOKSHOP_TOTAL');
    const [fixed] = applyDiscounts(
      [{ code: 'S', kind: 'FIXED', amountCents: 500, bookshopId: null }],
      shops,
    );
    expect(fixed).toMatchObject({ bookshopId: 1, valueCents: 500 });
  });

  const shopArb = fc.uniqueArray(
    fc
      .record({
        bookshopId: fc.integer({ min: 1, max: 8 }),
        goodsCents: fc.integer({ min: 0, max: 200_000 }),
        // The share of the goods the book-price law keeps out of the codes' reach.
        floorPercent: fc.integer({ min: 0, max: 100 }),
        shippingCents: fc.integer({ min: 0, max: 5_000 }),
      })
      .map(({ floorPercent, ...shop }) => ({
        ...shop,
        roomCents: shop.goodsCents - Math.floor((shop.goodsCents * floorPercent) / 100),
      })),
    { selector: (s) => s.bookshopId, minLength: 1, maxLength: 5 },
  );
  const ruleArb: fc.Arbitrary<DiscountRule> = fc.oneof(
    fc.record({
      code: fc.constant('P'),
      kind: fc.constant('PERCENT' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      bookshopId: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    }),
    fc.record({
      code: fc.constant('F'),
      kind: fc.constant('FIXED' as const),
      amountCents: fc.integer({ min: 1, max: 300_000 }),
      bookshopId: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    }),
  );

  it('never goes negative, never discounts more than the goods, and the parts add up to the cent', () => {
    fc.assert(
      fc.property(
        shopArb,
        fc.array(ruleArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 500_000 }),
        (goods, rules, credit) => {
          const totals = computeTotals(goods, rules, credit)!;
          for (const value of [
            totals.goods,
            totals.discount,
            totals.shipping,
            totals.storeCredit,
            totals.total,
            totals.vat,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          for (const shop of goods) {
            const part = totals.byBookshop.get(shop.bookshopId)!;
            expect(part.discount).toBeLessThanOrEqual(shop.goodsCents);
            expect(part.discount).toBeLessThanOrEqual(shop.roomCents);
          }
          const parts = [...totals.byBookshop.values()];
          expect(parts.reduce((s, p) => s + p.goods - p.discount, 0)).toBe(totals.goods);
          expect(parts.reduce((s, p) => s + p.shipping, 0)).toBe(totals.shipping);
          expect(totals.discounts.reduce((s, d) => s + d.valueCents, 0)).toBe(totals.discount);
          expect(totals.total).toBe(totals.goods + totals.shipping - totals.storeCredit);
          expect(totals.storeCredit).toBeLessThanOrEqual(credit);
        },
      ),
    );
  });
});
