import { describe, expect, it } from 'vitest';
import { dayOf, decimalOf } from './form-values';

describe('decimalOf', () => {
  it('reads an amount as a person types it, with a comma or a point', () => {
    expect(decimalOf('5')).toBe('5.00');
    expect(decimalOf('5,5')).toBe('5.50');
    expect(decimalOf(' 10.25 ')).toBe('10.25');
    expect(decimalOf('-0,50')).toBe('-0.50');
    expect(decimalOf('007')).toBe('7.00');
  });

  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '1.234', '1,2,3', '€5', '1e3', '--1']) {
      expect(decimalOf(text), text).toBeNull();
    }
  });
});

describe('dayOf', () => {
  it('keeps the calendar day of an ISO date-time', () => {
    expect(dayOf('2026-08-15T10:00:00.000Z')).toBe('2026-08-15');
  });
});
