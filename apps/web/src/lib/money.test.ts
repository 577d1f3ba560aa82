import { describe, expect, it } from 'vitest';
import { formatCents, formatDeduction, formatEur, formatSignedEur, parseCents } from './money';

// Intl separates amount and symbol with a no-break space (U+00A0 or U+202F).
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('parseCents', () => {
  it.each([
    ['12.50', 1250],
    ['0.10', 10],
    ['0.1', 10],
    ['7', 700],
    ['0.00', 0],
    ['-3.05', -305],
    ['1234567.89', 123456789],
    ['0.07', 7],
    ['19.99', 1999],
  ])('%s → %i cents', (decimal, cents) => {
    expect(parseCents(decimal)).toBe(cents);
  });

  it('keeps exact cents where floating point would not', () => {
    // parseFloat('0.29') * 100 is 28.999999999999996
    expect(parseCents('0.29')).toBe(29);
  });

  it.each(['', 'abc', '12,50', '1.234', '1e3', '.5', '12.', 'NaN', '--1'])(
    'rejects %j',
    (decimal) => {
      expect(() => parseCents(decimal)).toThrow();
    },
  );
});

describe('formatEur', () => {
  it('formats for Italian', () => {
    expect(plain(formatEur('12.50', 'it'))).toBe('12,50 €');
    expect(plain(formatEur('12345.50', 'it'))).toBe('12.345,50 €');
  });

  it('formats for English', () => {
    expect(formatEur('12.50', 'en')).toBe('€12.50');
    expect(formatEur('1234.50', 'en')).toBe('€1,234.50');
  });

  it('formats for French', () => {
    expect(plain(formatEur('12.50', 'fr'))).toBe('12,50 €');
    expect(plain(formatEur('1234.50', 'fr'))).toBe('1 234,50 €');
  });

  it('formats for Spanish', () => {
    expect(plain(formatEur('12.50', 'es'))).toBe('12,50 €');
    expect(plain(formatEur('12345.50', 'es'))).toBe('12.345,50 €');
  });

  it('always shows two decimals, including zero and negatives', () => {
    expect(plain(formatEur('0', 'it'))).toBe('0,00 €');
    expect(plain(formatEur('5', 'it'))).toBe('5,00 €');
    expect(plain(formatEur('-5.00', 'it'))).toBe('-5,00 €');
    expect(formatEur('0.29', 'en')).toBe('€0.29');
  });

  // Every language against Intl itself: packages/domain/src/locale.test.ts (the one source).
  it('formats integer cents and refuses fractions of a cent', () => {
    expect(formatCents(1999, 'en')).toBe('€19.99');
    expect(() => formatCents(10.5, 'en')).toThrow();
  });
});

describe('formatDeduction', () => {
  it('writes the amount after a true minus sign', () => {
    expect(formatDeduction('5.00', 'en')).toBe('\u2212 €5.00');
    expect(plain(formatDeduction('12.50', 'it'))).toBe('\u2212 12,50 €');
  });
});

describe('formatSignedEur', () => {
  it('writes a credit with a plus, a debit with a true minus, nothing with no sign', () => {
    expect(plain(formatSignedEur('12.50', 'it'))).toBe('+12,50 €');
    expect(plain(formatSignedEur('-3.05', 'it'))).toBe('\u22123,05 €');
    expect(plain(formatSignedEur('-3.05', 'en'))).toBe('\u2212€3.05');
    expect(plain(formatSignedEur('0.00', 'fr'))).toBe('0,00 €');
  });
});
