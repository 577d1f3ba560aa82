import { assertCents, parseDecimal, type Cents } from '@scaffale/domain/money';
import type { Lang } from '../config/languages';

/**
 * Money arrives as a decimal string in EUR ("12.50") and stays integer cents inside the
 * app (the domain's rules, `@scaffale/domain/money`); only the last display step writes
 * them out, as `Intl.NumberFormat` would.
 */

/** "12.50" → 1250. Throws on anything that is not a plain decimal with at most 2 decimals. */
export function parseCents(decimal: string): Cents {
  const cents = parseDecimal(decimal);
  if (cents === null) throw new Error(`Not a money amount: ${JSON.stringify(decimal)}`);
  return cents;
}

/**
 * How `Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })` writes euros in each
 * language (CLDR), written out: a page's first `Intl.NumberFormat` loads ICU's number data,
 * 50 to 200 ms of main thread measured in Chromium (docs/adr/008). money.test.ts checks every
 * language against `Intl` itself.
 */
interface EuroFormat {
  group: string;
  decimal: string;
  /** Digits the integer part needs beyond three before it is grouped (CLDR). */
  minimumGroupingDigits: number;
  symbolFirst: boolean;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const EURO_FORMATS: Record<Lang, EuroFormat> = {
  it: { group: '.', decimal: ',', minimumGroupingDigits: 2, symbolFirst: false },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1, symbolFirst: true },
  fr: { group: NARROW_NBSP, decimal: ',', minimumGroupingDigits: 1, symbolFirst: false },
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2, symbolFirst: false },
};

function groupDigits(units: string, format: EuroFormat): string {
  if (units.length < 3 + format.minimumGroupingDigits) return units;
  return units.replace(/\B(?=(\d{3})+$)/g, format.group);
}

/** Integer cents as EUR in the language's format: 1250 → "12,50 €" (it), "€12.50" (en). */
export function formatCents(cents: Cents, lang: Lang): string {
  assertCents(cents);
  const format = EURO_FORMATS[lang];
  const abs = Math.abs(cents);
  const units = groupDigits(String(Math.trunc(abs / 100)), format);
  const amount = `${units}${format.decimal}${String(abs % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '-' : '';
  return format.symbolFirst ? `${sign}€${amount}` : `${sign}${amount}${NBSP}€`;
}

/** A wire decimal string as EUR in the language's format: "12.50" → "12,50 €" (it). */
export function formatEur(decimal: string, lang: Lang): string {
  return formatCents(parseCents(decimal), lang);
}

/** An amount taken off a total (discount, store credit): "− 5,00 €", with a true minus sign. */
export function formatDeduction(decimal: string, lang: Lang): string {
  return `\u2212 ${formatEur(decimal, lang)}`;
}
