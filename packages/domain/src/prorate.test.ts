import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate } from './prorate.ts';

describe('prorate', () => {
  it('gives each piece its whole share, and the cents left to the largest remainders', () => {
    // 152 over 6.99 and 8.19: exact shares 69.99… and 82.00…; the cent goes to the first.
    expect(prorate(152, [699, 819])).toEqual([70, 82]);
    // 100 over three equal weights: 33.33… each; the one cent left goes to the first.
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(10, [1, 1, 1, 1])).toEqual([3, 3, 2, 2]);
    expect(prorate(7, [5, 0, 2])).toEqual([5, 0, 2]);
  });

  it('breaks a tie between equal remainders by order, the earlier piece first', () => {
    expect(prorate(1, [1, 1])).toEqual([1, 0]);
    expect(prorate(2, [1, 1, 1, 1])).toEqual([1, 1, 0, 0]);
    // 1.5, 0.75, 0.75: the two larger remainders take the two cents left.
    expect(prorate(3, [2, 1, 1])).toEqual([1, 1, 1]);
  });

  it('does not favour the last piece as a running remainder would', () => {
    // The last line taking what is left would give [69, 83]: a cent off its exact 82.00.
    expect(prorate(152, [699, 819])[1]).toBe(82);
  });

  it('spreads nothing as nothing, and refuses a whole it cannot spread', () => {
    expect(prorate(0, [3, 4])).toEqual([0, 0]);
    expect(prorate(0, [0, 0])).toEqual([0, 0]);
    expect(prorate(0, [])).toEqual([]);
    expect(() => prorate(5, [0, 0])).toThrow(RangeError);
    expect(() => prorate(5, [])).toThrow(RangeError);
    expect(() => prorate(5, [1, -1])).toThrow(RangeError);
    expect(() => prorate(5, [1.5, 1])).toThrow(RangeError);
    expect(() => prorate(-5, [1, 1])).toThrow(RangeError);
    expect(() => prorate(1.5, [1, 1])).toThrow(RangeError);
  });

  const wholeAndWeights = fc.tuple(
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
  );

  it('always sums to the whole', () => {
    fc.assert(
      fc.property(wholeAndWeights, ([total, weights]) => {
        fc.pre(weights.some((w) => w > 0));
        const pieces = prorate(total, weights);
        expect(pieces).toHaveLength(weights.length);
        expect(pieces.reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });

  it('gives each piece within one cent of its exact share, never a negative one', () => {
    fc.assert(
      fc.property(wholeAndWeights, ([total, weights]) => {
        fc.pre(weights.some((w) => w > 0));
        const sum = weights.reduce((a, b) => a + b, 0);
        prorate(total, weights).forEach((piece, i) => {
          expect(Number.isInteger(piece)).toBe(true);
          expect(piece).toBeGreaterThanOrEqual(0);
          // |piece − total·w/sum| < 1, in integers: |piece·sum − total·w| < sum.
          expect(Math.abs(piece * sum - total * weights[i]!)).toBeLessThan(sum);
        });
      }),
    );
  });

  it('gives nothing to a weight of zero and never less to a larger weight', () => {
    fc.assert(
      fc.property(wholeAndWeights, ([total, weights]) => {
        fc.pre(weights.some((w) => w > 0));
        const pieces = prorate(total, weights);
        weights.forEach((w, i) => {
          if (w === 0) expect(pieces[i]).toBe(0);
          weights.forEach((v, j) => {
            if (w > v) expect(pieces[i]!).toBeGreaterThanOrEqual(pieces[j]!);
          });
        });
      }),
    );
  });
});
