import { formatEuro } from '@scaffale/domain/locale';
import { parseDecimal, type Cents } from '@scaffale/domain/money';
import type { Lang } from '../config/languages';

/**
 * Money arrives as a decimal string in EUR ("12.50") and stays integer cents inside the
 * app (the domain's rules, `@scaffale/domain/money`); only the last display step writes
 * them out, as the mail does (`@scaffale/domain/locale`).
 */

/** "12.50" → 1250. Throws on anything that is not a plain decimal with at most 2 decimals. */
export function parseCents(decimal: string): Cents {
  const cents = parseDecimal(decimal);
  if (cents === null) throw new Error(`Not a money amount: ${JSON.stringify(decimal)}`);
  return cents;
}

/** Integer cents as EUR in the language's format: 1250 → "12,50 €" (it), "€12.50" (en). */
export function formatCents(cents: Cents, lang: Lang): string {
  return formatEuro(lang, cents);
}

/** A wire decimal string as EUR in the language's format: "12.50" → "12,50 €" (it). */
export function formatEur(decimal: string, lang: Lang): string {
  return formatCents(parseCents(decimal), lang);
}

/** An amount taken off a total (discount, store credit): "− 5,00 €", with a true minus sign. */
export function formatDeduction(decimal: string, lang: Lang): string {
  return `\u2212 ${formatEur(decimal, lang)}`;
}

/** A ledger's signed amount: "+12,00 €" credits, "−12,00 €" (a true minus sign) debits. */
export function formatSignedEur(decimal: string, lang: Lang): string {
  const cents = parseCents(decimal);
  if (cents === 0) return formatCents(0, lang);
  return `${cents > 0 ? '+' : '\u2212'}${formatCents(Math.abs(cents), lang)}`;
}
