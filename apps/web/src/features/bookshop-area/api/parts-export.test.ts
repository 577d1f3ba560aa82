import { describe, expect, it } from 'vitest';
import { defaultCsvFormat, monthSoFar, partsCsvFileName, partsCsvUrl } from './parts-export';

describe('the parts export', () => {
  it('asks for the period and the form in the query and names the file after the period', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    expect(partsCsvUrl(period, 'it')).toBe(
      '/api/bookshop/parts.csv?from=2026-03-01&to=2026-03-31&format=it',
    );
    expect(partsCsvUrl(period, 'en')).toBe(
      '/api/bookshop/parts.csv?from=2026-03-01&to=2026-03-31&format=en',
    );
    expect(partsCsvFileName(period)).toBe('order-parts-2026-03-01-2026-03-31.csv');
  });

  it('offers the Italian form first to staff working in Italian, the English one otherwise', () => {
    expect(defaultCsvFormat('it')).toBe('it');
    for (const lang of ['en', 'fr', 'es'] as const) expect(defaultCsvFormat(lang)).toBe('en');
  });

  it('proposes the month so far', () => {
    expect(monthSoFar(new Date(2026, 1, 9, 23, 30))).toEqual({
      from: '2026-02-01',
      to: '2026-02-09',
    });
    expect(monthSoFar(new Date(2026, 0, 1, 0, 5))).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
});
