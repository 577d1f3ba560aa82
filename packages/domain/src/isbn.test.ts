import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isbn10To13, isbn13CheckDigit, isbnOf, normaliseIsbn13 } from './isbn.ts';

const twelveDigits = fc
  .tuple(fc.constantFrom('978', '979'), fc.stringMatching(/^\d{9}$/))
  .map(([prefix, rest]) => prefix + rest);

describe('ISBN-13', () => {
  it('accepts a valid ISBN, hyphens and spaces removed', () => {
    expect(normaliseIsbn13('978-88-06-22270-3')).toBe('9788806222703');
    expect(normaliseIsbn13(' 978 0 306 40615 7 ')).toBe('9780306406157');
    expect(normaliseIsbn13('9791032305690')).toBe('9791032305690');
  });

  it('refuses a wrong check digit, a wrong length, letters and other prefixes', () => {
    expect(normaliseIsbn13('978-88-06-22270-5')).toBeNull();
    expect(normaliseIsbn13('978030640615')).toBeNull();
    expect(normaliseIsbn13('97803064061570')).toBeNull();
    expect(normaliseIsbn13('978030640615X')).toBeNull();
    expect(normaliseIsbn13('0-306-40615-2')).toBeNull();
    expect(normaliseIsbn13('1234567890128')).toBeNull();
    expect(normaliseIsbn13('978_0306406157')).toBeNull();
    expect(normaliseIsbn13('')).toBeNull();
  });

  it('accepts every twelve digits with their check digit, and no other last digit', () => {
    fc.assert(
      fc.property(twelveDigits, fc.integer({ min: 0, max: 9 }), (digits, last) => {
        const valid = String(isbn13CheckDigit(digits)) === String(last);
        expect(normaliseIsbn13(`${digits}${last}`) !== null).toBe(valid);
      }),
    );
  });

  it('catches any single digit typed wrong', () => {
    fc.assert(
      fc.property(
        twelveDigits,
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, shift) => {
          const isbn = `${digits}${isbn13CheckDigit(digits)}`;
          const wrong = (Number(isbn[position]) + shift) % 10;
          const typo = `${isbn.slice(0, position)}${wrong}${isbn.slice(position + 1)}`;
          expect(normaliseIsbn13(isbn)).toBe(isbn);
          expect(normaliseIsbn13(typo)).toBeNull();
        },
      ),
    );
  });
});

describe('ISBN-10', () => {
  it('is read as its ISBN-13, X as a check character too', () => {
    expect(isbn10To13('0-306-40615-2')).toBe('9780306406157');
    expect(isbn10To13('88-06-22270-8')).toBe('9788806222703');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
  });

  it('refuses a wrong check character and a wrong length', () => {
    expect(isbn10To13('0-306-40615-3')).toBeNull();
    expect(isbn10To13('030640615')).toBeNull();
    expect(isbn10To13('X306406152')).toBeNull();
  });

  it('gives the search one ISBN-13 for either form, and null for words', () => {
    expect(isbnOf('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnOf('0306406152')).toBe('9780306406157');
    expect(isbnOf('calvino')).toBeNull();
  });
});
