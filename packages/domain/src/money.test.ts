import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedUnitPrice, lineTotal, mulDivHalfUp, parseDecimal, toDecimal } from './money.ts';

describe('money', () => {
  it('parses and prints decimal strings', () => {
    expect(parseDecimal('12.50')).toBe(1250);
    expect(parseDecimal('12.5')).toBe(1250);
    expect(parseDecimal('0.07')).toBe(7);
    expect(parseDecimal('7')).toBe(700);
    expect(parseDecimal('-3.10')).toBe(-310);
    expect(parseDecimal('1.234')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(toDecimal(1250)).toBe('12.50');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(-310)).toBe('-3.10');
    expect(() => toDecimal(1.5)).toThrow(RangeError);
  });

  it.each([
    [1250, '12.50'],
    [7, '0.07'],
    [0, '0.00'],
    [-305, '-3.05'],
    [123456789, '1234567.89'],
  ])('writes %i cents as %s and reads it back', (cents, decimal) => {
    expect(toDecimal(cents)).toBe(decimal);
    expect(parseDecimal(decimal)).toBe(cents);
  });

  it('reads a negative zero as zero', () => {
    expect(Object.is(parseDecimal('-0.00'), 0)).toBe(true);
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });

  it('keeps exact cents where floating point would not', () => {
    // parseFloat('0.29') * 100 is 28.999999999999996
    expect(parseDecimal('0.29')).toBe(29);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), (cents) => {
        expect(parseDecimal(toDecimal(cents))).toBe(cents);
      }),
    );
  });

  it('rounds a discount half-up to the cent', () => {
    expect(discountedUnitPrice(1999, 10)).toBe(1799); // 199.9 off → 200
    expect(discountedUnitPrice(1005, 10)).toBe(904); // 100.5 off → 101
    expect(discountedUnitPrice(1000, 0)).toBe(1000);
    expect(discountedUnitPrice(1000, 100)).toBe(0);
    expect(lineTotal(1999, 10, 3)).toBe(5397);
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3);
  });

  it('never gives a discounted price outside [0, price]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, pct) => {
          const unit = discountedUnitPrice(price, pct);
          expect(unit).toBeGreaterThanOrEqual(0);
          expect(unit).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
