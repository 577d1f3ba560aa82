import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats a server date for each language', () => {
    expect(formatDate('2026-08-15', 'it')).toBe('15 agosto 2026');
    expect(formatDate('2026-08-15', 'en')).toBe('15 August 2026');
    expect(formatDate('2026-08-15', 'fr')).toBe('15 août 2026');
    expect(formatDate('2026-08-15', 'es')).toBe('15 de agosto de 2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatDate('2025-12-31', 'en')).toBe('31 December 2025');
  });

  it('returns anything else unchanged', () => {
    expect(formatDate('', 'it')).toBe('');
    expect(formatDate('2026-02-30', 'it')).toBe('2026-02-30');
    expect(formatDate('domani', 'it')).toBe('domani');
  });
});
