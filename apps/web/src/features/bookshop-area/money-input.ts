import type { Lang } from '../../config/languages';

// A price as the staff type it: with the language's decimal comma or a point ("12,50",
// "12.50"); the server checks the amount itself (0.01 to 10000.00, two decimals at most).

/** "12.50" as an input shows it in `lang`: "12,50" where the comma is the decimal mark. */
export function amountForInput(decimal: string, lang: Lang): string {
  return lang === 'en' ? decimal : decimal.replace('.', ',');
}

/** What the staff typed as the wire's decimal: "12,5" → "12.5"; spaces dropped. */
export function amountFromInput(text: string): string {
  return text.replace(/\s/g, '').replace(',', '.');
}
