import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidIban } from './iban.ts';

describe('IBAN', () => {
  it('accepts an IBAN whose check digits are right, with or without spaces', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('refuses a changed digit, a wrong shape or a bad character', () => {
    expect(isValidIban('IT60X0542811101000000123457')).toBe(false);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60')).toBe(false);
    expect(isValidIban('6060X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X05428111010000001234-6')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('prints it in groups of four, and compacts it back', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(compactIban('IT60 X054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
  });
});
