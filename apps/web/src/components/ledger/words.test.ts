import { describe, expect, it } from 'vitest';
import { formatMonth, formatPercent } from './words';

// Intl separates a number and its percent sign with a no-break space in some languages.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the ledger’s words', () => {
  it('writes a month in each language', () => {
    expect(formatMonth('2026-11', 'it')).toBe('novembre 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
    expect(formatMonth('2026-02', 'fr')).toBe('février 2026');
    expect(formatMonth('2026-12', 'es')).toBe('diciembre de 2026');
  });

  it('writes a commission as the language writes percents, two decimals at most', () => {
    expect(plain(formatPercent('12.50', 'it'))).toBe('12,5%');
    expect(plain(formatPercent('12.50', 'en'))).toBe('12.5%');
    expect(plain(formatPercent('7.25', 'fr'))).toBe('7,25 %');
    expect(plain(formatPercent('0.00', 'es'))).toBe('0 %');
  });
});
