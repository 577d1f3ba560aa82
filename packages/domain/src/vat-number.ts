import { isValidPartitaIva } from './italy.ts';

// A seller's VAT number. An Italian one (partita IVA) is 11 digits: seven of the taxpayer
// (matricola, never all zeros), three of the office that issued it, and a check digit by
// the Luhn-style rule of italy.ts. Written with or without the 'IT' prefix and spaces; kept
// as the 11 digits. Another EU country's is checked only for its shape (its prefix, then
// 2 to 13 letters or digits): the marketplace's bookshops are mostly Italian.

/** The number without spaces, dots or dashes, upper case ('it 01234 567890' → 'IT01234567890'). */
export function compactVatNumber(text: string): string {
  return text.replace(/[\s.-]+/g, '').toUpperCase();
}

/**
 * The number as it is kept for a bookshop registered in `country`: an Italian one as its
 * 11 digits (the 'IT' prefix dropped), another country's with its prefix; null when it is
 * not a valid one.
 */
export function normaliseVatNumber(text: string, country = 'IT'): string | null {
  const compact = compactVatNumber(text);
  if (country === 'IT') {
    const digits = compact.startsWith('IT') ? compact.slice(2) : compact;
    return isValidPartitaIva(digits) ? digits : null;
  }
  const prefixed = compact.startsWith(country) ? compact : `${country}${compact}`;
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(prefixed) ? prefixed : null;
}

/** Whether the text is a valid VAT number for a bookshop registered in `country`. */
export function isValidVatNumber(text: string, country = 'IT'): boolean {
  return normaliseVatNumber(text, country) !== null;
}
