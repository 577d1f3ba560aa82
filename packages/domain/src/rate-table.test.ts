import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandStarts, rateTableProblem, type RateRowInput } from './rate-table.ts';
import { shippingCost } from './shipping.ts';

const row = (
  destCountry: string | null,
  minWeightGrams: number,
  maxWeightGrams: number,
  priceCents: number | null = 490,
): RateRowInput => ({ destCountry, minWeightGrams, maxWeightGrams, priceCents });

const valid = [
  row('IT', 0, 1000, 490),
  row('IT', 1000, 3000, 690),
  row(null, 0, 2000, 1490),
  row('IT', 3000, 10000, 990),
  row(null, 2000, 30000, 2990),
];

describe('rate tables', () => {
  it('accepts bands that start at 0 and follow on, per destination, interleaved or not', () => {
    expect(rateTableProblem('Standard', true, valid)).toBeNull();
    expect(rateTableProblem('Standard', false, [])).toBeNull();
    expect(rateTableProblem('Shop_pickup', true, [])).toBeNull();
    expect(rateTableProblem('Shop_pickup', true, [row(null, 0, 30000, 0)])).toBeNull();
  });

  it('refuses a gap, an overlap, an unsorted or repeated band', () => {
    expect(rateTableProblem('Standard', true, [row('IT', 0, 1000), row('IT', 1200, 3000)])).toEqual(
      { kind: 'gap', row: 1, fromGrams: 1000, toGrams: 1200 },
    );
    expect(rateTableProblem('Standard', true, [row('IT', 500, 1000)])).toEqual({
      kind: 'gap',
      row: 0,
      fromGrams: 0,
      toGrams: 500,
    });
    expect(rateTableProblem('Standard', true, [row('IT', 0, 1000), row('IT', 800, 3000)])).toEqual({
      kind: 'overlap',
      row: 1,
      fromGrams: 1000,
    });
    expect(rateTableProblem('Standard', true, [row('IT', 1000, 3000), row('IT', 0, 1000)])).toEqual(
      { kind: 'unsorted', row: 1 },
    );
    expect(rateTableProblem('Standard', true, [row('IT', 0, 1000), row('IT', 0, 1000)])).toEqual({
      kind: 'duplicateBand',
      row: 1,
    });
    // The same band for two destinations is two bands.
    expect(rateTableProblem('Standard', true, [row('IT', 0, 1000), row('FR', 0, 1000)])).toBeNull();
  });

  it('refuses negative, malformed and too high prices, and a paid pickup', () => {
    expect(rateTableProblem('Economy', true, [row('IT', 0, 1000, -1)])).toEqual({
      kind: 'negativePrice',
      row: 0,
    });
    expect(rateTableProblem('Economy', true, [row('IT', 0, 1000, null)])).toEqual({
      kind: 'priceInvalid',
      row: 0,
    });
    expect(rateTableProblem('Economy', true, [row('IT', 0, 1000, 1_000_001)])).toEqual({
      kind: 'priceInvalid',
      row: 0,
    });
    expect(rateTableProblem('Shop_pickup', true, [row(null, 0, 1000, 100)])).toEqual({
      kind: 'pickupNotFree',
      row: 0,
    });
  });

  it('refuses weights that are no band, an offered paid type without rates, too many rows', () => {
    expect(rateTableProblem('Express', true, [row('IT', 0, 0)])).toEqual({
      kind: 'weightInvalid',
      row: 0,
    });
    expect(rateTableProblem('Express', true, [row('IT', 0, 1.5)])).toEqual({
      kind: 'weightInvalid',
      row: 0,
    });
    expect(rateTableProblem('Express', true, [row('IT', 2000, 1000)])).toEqual({
      kind: 'weightInvalid',
      row: 0,
    });
    expect(rateTableProblem('Express', true, [])).toEqual({ kind: 'empty' });
    const many = Array.from({ length: 101 }, (_, i) => row('IT', i * 10, i * 10 + 10));
    expect(rateTableProblem('Express', true, many)).toEqual({ kind: 'tooManyRows' });
  });

  it('reads each band’s start back from the maxima', () => {
    expect(bandStarts(valid)).toEqual(valid.map((r) => r.minWeightGrams));
  });

  it('prices every weight up to the top band of a valid table, and none above', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 60_000 }),
        (maxima, weight) => {
          const sorted = [...maxima].sort((a, b) => a - b);
          const rows = sorted.map((max, i) => row('IT', i === 0 ? 0 : sorted[i - 1]!, max, i));
          expect(rateTableProblem('Standard', true, rows)).toBeNull();
          const rates = rows.map((r) => ({
            shippingType: 'Standard' as const,
            destCountry: r.destCountry,
            maxWeightGrams: r.maxWeightGrams,
            priceCents: r.priceCents ?? 0,
          }));
          const cost = shippingCost(rates, 'Standard', 'IT', weight);
          expect(cost === null).toBe(weight > sorted.at(-1)!);
        },
      ),
    );
  });
});
