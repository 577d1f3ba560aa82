import { describe, expect, it } from 'vitest';
import { compactVatNumber, isValidVatNumber, normaliseVatNumber } from './vat-number.ts';

describe('an Italian VAT number (partita IVA)', () => {
  it.each([
    '12345678903',
    '01199250158', // Comune di Milano
    '01234567897',
    'IT12345678903',
    'it 123 456 789 03',
    '0123-4567-897',
  ])('accepts %s', (text) => {
    expect(isValidVatNumber(text)).toBe(true);
  });

  it('keeps the 11 digits, the prefix and separators dropped', () => {
    expect(normaliseVatNumber('IT 12345 678903')).toBe('12345678903');
    expect(compactVatNumber('it 123.456-789 03')).toBe('IT12345678903');
  });

  it.each([
    ['12345678904', 'wrong check digit'],
    ['01199250159', 'wrong check digit'],
    ['1234567890', 'ten digits'],
    ['123456789031', 'twelve digits'],
    ['1234567890A', 'a letter'],
    ['ABCDEFGHIJK', 'letters'],
    ['00000000000', 'a zero matricola'],
    ['FR12345678903', "another country's prefix"],
    ['', 'empty'],
  ])('refuses %s (%s)', (text) => {
    expect(isValidVatNumber(text)).toBe(false);
    expect(normaliseVatNumber(text)).toBeNull();
  });
});

describe("another country's VAT number", () => {
  it('is checked for its shape and kept with its prefix', () => {
    expect(normaliseVatNumber('FR 40 303 265 045', 'FR')).toBe('FR40303265045');
    expect(normaliseVatNumber('40303265045', 'FR')).toBe('FR40303265045');
    expect(isValidVatNumber('FR4', 'FR')).toBe(false);
    expect(isValidVatNumber('FR40 303 265 045 123 45', 'FR')).toBe(false);
  });
});
