import { LOCALES, type Lang } from '../config/languages';

/**
 * Money arrives as a decimal string in EUR ("12.50") and stays integer cents inside the
 * app; only the last display step divides by 100 for `Intl`.
 */
const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.50" → 1250. Throws on anything that is not a plain decimal with at most 2 decimals. */
export function parseCents(decimal: string): number {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(decimal)}`);
  const [, sign, units = '0', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

const formatters = new Map<Lang, Intl.NumberFormat>();

function formatter(lang: Lang): Intl.NumberFormat {
  let found = formatters.get(lang);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
    formatters.set(lang, found);
  }
  return found;
}

/** Integer cents as EUR in the language's format: 1250 → "12,50 €" (it). */
export function formatCents(cents: number, lang: Lang): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  return formatter(lang).format(cents / 100);
}

/** A wire decimal string as EUR in the language's format: "12.50" → "12,50 €" (it). */
export function formatEur(decimal: string, lang: Lang): string {
  return formatCents(parseCents(decimal), lang);
}

/** Integer cents as a wire decimal string: 1250 → "12.50", 7 → "0.07", -305 → "-3.05". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
