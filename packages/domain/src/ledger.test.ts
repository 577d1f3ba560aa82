import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionBasisPoints,
  commissionCents,
  commissionPercentText,
  partEntries,
  partLedgerValue,
  type PartEntry,
  type PartLedgerMoney,
} from './ledger.ts';
import { rejectionRefund } from './part-refunds.ts';

describe('the commission', () => {
  it('is a percent of up to two decimals from 0 to 50, in basis points', () => {
    expect(commissionBasisPoints('15')).toBe(1500);
    expect(commissionBasisPoints('12.5')).toBe(1250);
    expect(commissionBasisPoints('0')).toBe(0);
    expect(commissionBasisPoints('50.00')).toBe(5000);
    expect(commissionBasisPoints('50.01')).toBeNull();
    expect(commissionBasisPoints('-1')).toBeNull();
    expect(commissionBasisPoints('12.345')).toBeNull();
    expect(commissionBasisPoints('quindici')).toBeNull();
    expect(commissionPercentText(1250)).toBe('12.50');
    expect(commissionPercentText(0)).toBe('0.00');
  });

  it('rounds half up to the cent', () => {
    // 15 % of 10.10 is 1.515 → 1.52; of 10.03 is 1.5045 → 1.50.
    expect(commissionCents(1010, 1500)).toBe(152);
    expect(commissionCents(1003, 1500)).toBe(150);
    expect(commissionCents(0, 1500)).toBe(0);
    expect(commissionCents(999, 0)).toBe(0);
  });
});

const part = (over: Partial<PartLedgerMoney> = {}): PartLedgerMoney => ({
  lines: [
    { floorCents: 0, totalCents: 1800, qty: 2, rejectedQty: 0 },
    { floorCents: 0, totalCents: 1200, qty: 1, rejectedQty: 0 },
  ],
  discountCents: 0,
  bookshopDiscountCents: 0,
  shippingCents: 590,
  ...over,
});

describe('what a part is worth to its bookshop', () => {
  it('is its lines and shipping, less its commission on the lines alone', () => {
    expect(partLedgerValue(part(), 1500, true)).toEqual({
      saleCents: 3590,
      commissionCents: 450,
      platformDiscountCents: 0,
    });
  });

  it('lowers its sale by the bookshop’s own codes, not by the platform’s', () => {
    // 5.00 off in all, 3.00 of them the bookshop's code: it sells 27.00 of books.
    expect(
      partLedgerValue(part({ discountCents: 500, bookshopDiscountCents: 300 }), 1500, true),
    ).toEqual({ saleCents: 2700 + 590, commissionCents: 405, platformDiscountCents: 200 });
  });

  it('keeps the shipping while a copy is left, and nothing once none is', () => {
    const lines = [
      { floorCents: 0, totalCents: 1800, qty: 2, rejectedQty: 2 },
      { floorCents: 0, totalCents: 1200, qty: 1, rejectedQty: 0 },
    ];
    expect(partLedgerValue(part({ lines }), 1000, true)).toEqual({
      saleCents: 1200 + 590,
      commissionCents: 120,
      platformDiscountCents: 0,
    });
    const none = lines.map((line) => ({ ...line, rejectedQty: line.qty }));
    expect(partLedgerValue(part({ lines: none }), 1000, true).saleCents).toBe(0);
    expect(partLedgerValue(part(), 1000, false).saleCents).toBe(0);
  });
});

describe('a part its buyer sent back whole', () => {
  it('keeps for the bookshop the dearer delivery the withdrawal did not give back', () => {
    const returned = [
      { floorCents: 0, totalCents: 1800, qty: 2, rejectedQty: 2 },
      { floorCents: 0, totalCents: 1200, qty: 1, rejectedQty: 1 },
    ];
    expect(partLedgerValue(part({ lines: returned, shippingKeptCents: 300 }), 1500, true)).toEqual({
      saleCents: 300,
      commissionCents: 0,
      platformDiscountCents: 0,
    });
    expect(partLedgerValue(part({ lines: returned, shippingKeptCents: 0 }), 1500, true)).toEqual({
      saleCents: 0,
      commissionCents: 0,
      platformDiscountCents: 0,
    });
  });
});

describe('the entries a move posts', () => {
  it('posts a sale and its commission, then what a rejection takes back', () => {
    const sold = partLedgerValue(part(), 1500, true);
    const first = partEntries(sold, { saleCents: 0, commissionCents: 0, platformDiscountCents: 0 });
    expect(first).toEqual([
      { kind: 'SALE', amountCents: 3590, platformDiscountCents: 0 },
      { kind: 'COMMISSION', amountCents: -450, platformDiscountCents: 0 },
    ]);
    const rejected = partLedgerValue(
      part({
        lines: [
          { floorCents: 0, totalCents: 1800, qty: 2, rejectedQty: 1 },
          { floorCents: 0, totalCents: 1200, qty: 1, rejectedQty: 0 },
        ],
      }),
      1500,
      true,
    );
    expect(
      partEntries(rejected, { saleCents: 3590, commissionCents: -450, platformDiscountCents: 0 }),
    ).toEqual([
      { kind: 'REFUND', amountCents: -900, platformDiscountCents: 0 },
      { kind: 'COMMISSION_REFUND', amountCents: 135, platformDiscountCents: 0 },
    ]);
    expect(
      partEntries(sold, { saleCents: 3590, commissionCents: -450, platformDiscountCents: 0 }),
    ).toEqual([]);
  });
});

/** A part with random lines and codes, and a random sequence of rejections, maybe a cancellation. */
const scenario = fc
  .array(
    fc.record({ unit: fc.integer({ min: 1, max: 9_000 }), qty: fc.integer({ min: 1, max: 4 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .chain((lines) => {
    const goods = lines.reduce((sum, line) => sum + line.unit * line.qty, 0);
    return fc.record({
      lines: fc.constant(lines),
      discount: fc.integer({ min: 0, max: goods }),
      bookshopShare: fc.integer({ min: 0, max: 100 }),
      shipping: fc.integer({ min: 0, max: 2_000 }),
      basisPoints: fc.integer({ min: 0, max: 5_000 }),
      steps: fc.array(
        fc.array(fc.integer({ min: 0, max: 4 }), {
          minLength: lines.length,
          maxLength: lines.length,
        }),
        { maxLength: 5 },
      ),
      cancelled: fc.boolean(),
    });
  });

describe('the ledger of a part, over any sequence of rejections and a cancellation', () => {
  it('holds what the part is worth, and what the buyer paid is its sale less the platform’s cost', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const money: PartLedgerMoney = {
          lines: s.lines.map((line) => ({
            totalCents: line.unit * line.qty,
            floorCents: 0,
            qty: line.qty,
            rejectedQty: 0,
          })),
          discountCents: s.discount,
          bookshopDiscountCents: Math.floor((s.discount * s.bookshopShare) / 100),
          shippingCents: s.shipping,
        };
        const goods = money.lines.reduce((sum, line) => sum + line.totalCents, 0);
        const posted: PartEntry[] = [];
        let buyerPaid = goods - s.discount + s.shipping;
        const post = (sold: boolean) => {
          const sums = {
            saleCents: sum(posted, ['SALE', 'REFUND']),
            commissionCents: sum(posted, ['COMMISSION', 'COMMISSION_REFUND']),
            platformDiscountCents: posted.reduce((a, e) => a + e.platformDiscountCents, 0),
          };
          posted.push(...partEntries(partLedgerValue(money, s.basisPoints, sold), sums));
        };
        post(true);
        let alive = true;
        for (const step of s.steps) {
          if (!alive) break;
          const rejecting = money.lines.map((line, i) =>
            Math.min(step[i] ?? 0, line.qty - line.rejectedQty),
          );
          if (rejecting.every((n) => n === 0)) continue;
          buyerPaid -= rejectionRefund(money, rejecting).totalCents;
          money.lines = money.lines.map((line, i) => ({
            ...line,
            rejectedQty: line.rejectedQty + (rejecting[i] ?? 0),
          }));
          alive = money.lines.some((line) => line.rejectedQty < line.qty);
          post(alive);
        }
        if (s.cancelled && alive) {
          buyerPaid -= rejectionRefund(
            money,
            money.lines.map((line) => line.qty - line.rejectedQty),
          ).totalCents;
          alive = false;
          post(false);
        }
        const now = partLedgerValue(money, s.basisPoints, alive);
        const sale = sum(posted, ['SALE', 'REFUND']);
        const platform = posted.reduce((a, e) => a + e.platformDiscountCents, 0);
        expect(sale).toBe(now.saleCents);
        expect(0 - sum(posted, ['COMMISSION', 'COMMISSION_REFUND'])).toBe(now.commissionCents);
        expect(platform).toBe(now.platformDiscountCents);
        expect(buyerPaid).toBe(sale - platform);
        expect(platform).toBeGreaterThanOrEqual(0);
        for (const entry of posted) {
          if (entry.kind === 'SALE' || entry.kind === 'COMMISSION_REFUND')
            expect(entry.amountCents).toBeGreaterThanOrEqual(0);
          if (entry.kind === 'REFUND' || entry.kind === 'COMMISSION')
            expect(entry.amountCents).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

function sum(entries: readonly PartEntry[], kinds: readonly PartEntry['kind'][]): number {
  return entries.filter((e) => kinds.includes(e.kind)).reduce((a, e) => a + e.amountCents, 0);
}
