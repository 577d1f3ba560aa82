import { describe, expect, it } from 'vitest';
import {
  isDay,
  isMonth,
  monthPeriod,
  periodOf,
  presetOf,
  presetPeriod,
  shopToday,
  statementCsvUrl,
} from './period';

describe('statement periods', () => {
  it('reads today on the shop’s clock, not the visitor’s', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    expect(shopToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(shopToday(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });

  it('gives this month and this year so far, and last month whole', () => {
    expect(presetPeriod('thisMonth', '2026-03-14')).toEqual({
      from: '2026-03-01',
      to: '2026-03-14',
    });
    expect(presetPeriod('lastMonth', '2026-03-14')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetPeriod('lastMonth', '2024-03-01')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetPeriod('lastMonth', '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetPeriod('thisYear', '2026-03-14')).toEqual({
      from: '2026-01-01',
      to: '2026-03-14',
    });
  });

  it('names the preset a period is, or none', () => {
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, '2026-03-14')).toBe('lastMonth');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, '2026-03-14')).toBeNull();
  });

  it('gives a month whole, and checks days and months', () => {
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-2-1')).toBe(false);
  });

  it('takes an address’s period only when both days are real and in order', () => {
    const fallback = { from: '2026-03-01', to: '2026-03-14' };
    expect(periodOf('2026-01-01', '2026-01-31', fallback)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodOf('2026-02-01', '2026-01-31', fallback)).toBe(fallback);
    expect(periodOf('2026-02-30', '2026-03-01', fallback)).toBe(fallback);
    expect(periodOf(null, '2026-03-01', fallback)).toBe(fallback);
  });

  it('links the CSV, naming the bookshop for the administrator', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    expect(statementCsvUrl(period)).toBe(
      '/api/bookshop/statement.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(statementCsvUrl(period, '7')).toBe(
      '/api/bookshop/statement.csv?from=2026-03-01&to=2026-03-31&bookshopId=7',
    );
  });
});
