// ISBN-13 (ISO 2108): a 978 or 979 EAN-13, its last digit a check digit over the first
// twelve (weights 1 and 3 in turn, the sum brought to a multiple of 10). Shared by the
// server, which refuses a wrong one, and the web form, which hints as the staff types.

/** The check digit of the first twelve digits of an ISBN-13. */
export function isbn13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * The ISBN-13 as its thirteen digits ('978-88-06-22270-3' → '9788806222703'), hyphens and
 * spaces dropped; null when it is not one (length, prefix, a character or the check digit).
 */
export function normaliseIsbn13(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return null;
  return isbn13CheckDigit(digits) === Number(digits[12]) ? digits : null;
}

/**
 * An ISBN-10 (nine digits and a check character, 0–9 or X, weights 10 down to 2, the sum a
 * multiple of 11) as its ISBN-13: 978, its first nine digits, a new check digit. Null when
 * it is not one.
 */
export function isbn10To13(text: string): string | null {
  const chars = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^\d{9}[\dX]$/.test(chars)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (chars[i] === 'X' ? 10 : Number(chars[i])) * (10 - i);
  if (sum % 11 !== 0) return null;
  const twelve = `978${chars.slice(0, 9)}`;
  return `${twelve}${isbn13CheckDigit(twelve)}`;
}

/** What a reader typed as an ISBN, 13 or 10 digits, hyphens or not, as its ISBN-13; else null. */
export function isbnOf(text: string): string | null {
  return normaliseIsbn13(text) ?? isbn10To13(text);
}
