import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { formatDate, formatDateTime, formatEuro, label, LOCALES, typeset } from './locale.ts';

const NBSP = '\u00a0';
const NARROW = '\u202f';

describe('formatEuro', () => {
  it('writes each language’s euros', () => {
    expect(formatEuro('it', 1250)).toBe(`12,50${NBSP}€`);
    expect(formatEuro('it', 1234550)).toBe(`12.345,50${NBSP}€`);
    expect(formatEuro('it', 123450)).toBe(`1234,50${NBSP}€`);
    expect(formatEuro('en', 1250)).toBe('€12.50');
    expect(formatEuro('en', 123450)).toBe('€1,234.50');
    expect(formatEuro('fr', 123450)).toBe(`1${NARROW}234,50${NBSP}€`);
    expect(formatEuro('es', 1234550)).toBe(`12.345,50${NBSP}€`);
    expect(formatEuro('it', -500)).toBe(`-5,00${NBSP}€`);
    expect(formatEuro('en', 0)).toBe('€0.00');
  });

  it.each(LANGUAGES)('writes %s exactly as Intl.NumberFormat does', (lang) => {
    const intl = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
    const edges = [0, 1, 7, 99, 100, 99_999, 100_000, 999_999, 1_000_000, 123_456_789];
    for (const cents of [...edges, ...edges.slice(1).map((c) => -c)]) {
      expect(formatEuro(lang, cents)).toBe(intl.format(cents / 100));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatEuro(lang, cents)).toBe(intl.format(cents / 100));
      }),
    );
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatEuro('en', 10.5)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('writes a calendar day in each language, the day first in English too', () => {
    expect(formatDate('it', '2026-12-02')).toBe('2 dicembre 2026');
    expect(formatDate('en', '2026-12-02')).toBe('2 December 2026');
    expect(formatDate('fr', '2026-12-02')).toBe('2 décembre 2026');
    expect(formatDate('es', '2026-12-02')).toBe('2 de diciembre de 2026');
  });

  it('writes an instant’s day on the shop’s clock (Europe/Rome), whatever the machine’s', () => {
    // 23:30 UTC on 1 December is 00:30 on 2 December in Rome.
    const lateEvening = new Date('2026-12-01T23:30:00Z');
    expect(formatDate('it', lateEvening)).toBe('2 dicembre 2026');
    expect(formatDate('en', lateEvening)).toBe('2 December 2026');
    expect(formatDate('en', lateEvening.toISOString())).toBe('2 December 2026');
    // Summer time: 22:30 UTC on 1 July is 00:30 on 2 July.
    expect(formatDate('fr', new Date('2026-07-01T22:30:00Z'))).toBe('2 juillet 2026');
  });

  it('keeps a calendar day whatever the time zone', () => {
    expect(formatDate('en', '2026-01-01')).toBe('1 January 2026');
    expect(formatDate('en', '2025-12-31')).toBe('31 December 2025');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('it', '')).toBe('');
    expect(formatDate('it', '2026-02-30')).toBe('2026-02-30');
    expect(formatDate('it', 'domani')).toBe('domani');
  });
});

describe('formatDateTime', () => {
  it('writes the day and the time on the shop’s clock in each language', () => {
    const at = new Date('2026-12-02T13:05:00Z');
    expect(formatDateTime('it', at)).toBe('2 dicembre 2026 alle ore 14:05');
    expect(formatDateTime('en', at)).toBe('2 December 2026 at 14:05');
    expect(formatDateTime('fr', at)).toBe('2 décembre 2026 à 14:05');
    expect(formatDateTime('es', at)).toBe('2 de diciembre de 2026 a las 14:05');
  });
});

describe('punctuation', () => {
  it('writes a label with the language’s colon', () => {
    expect(label('it', 'Libreria')).toBe('Libreria:');
    expect(label('en', 'Bookshop')).toBe('Bookshop:');
    expect(label('es', 'Librería')).toBe('Librería:');
    expect(label('fr', 'Librairie')).toBe(`Librairie${NARROW}:`);
  });

  it('gives French its narrow no-break spaces, and leaves the other languages alone', () => {
    expect(typeset('fr', 'Motif : « Copie abîmée ». Merci ; à bientôt ! Prêt ?')).toBe(
      `Motif${NARROW}: «${NARROW}Copie abîmée${NARROW}». Merci${NARROW}; à bientôt${NARROW}! Prêt${NARROW}?`,
    );
    // No space before it, no punctuation: a time, a URL.
    expect(typeset('fr', 'à 14:05, https://example.com/?a=1')).toBe(
      'à 14:05, https://example.com/?a=1',
    );
    expect(typeset('fr', `déjà${NARROW}: prêt`)).toBe(`déjà${NARROW}: prêt`);
    for (const lang of ['it', 'en', 'es'] as const)
      expect(typeset(lang, 'Motivo: «Copia» ; ok ?')).toBe('Motivo: «Copia» ; ok ?');
  });
});
