import { describe, expect, it } from 'vitest';
import { dayOf, decimalOf, percentOf } from './form-values';

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

describe('percentOf', () => {
  it('reads a commission from 0 to 50 with two decimals at most', () => {
    expect(percentOf('12')).toBe('12.00');
    expect(percentOf('12,5')).toBe('12.50');
    expect(percentOf(' 7.25 ')).toBe('7.25');
    expect(percentOf('0')).toBe('0.00');
    expect(percentOf('50')).toBe('50.00');
    expect(percentOf('50,00')).toBe('50.00');
  });

  it('refuses more than 50, a third decimal, a sign or no number', () => {
    for (const text of ['50.01', '51', '100', '12.345', '-1', '', 'abc', '12 %', '1e1']) {
      expect(percentOf(text), text).toBeNull();
    }
  });
});
