import type { Lang } from './languages.ts';
import { assertCents, type Cents } from './money.ts';

// How each language writes money, days and labels: one source for the server's mail and the
// web's pages, so a message and the page it links to write the same amount, the same day
// and the same punctuation (docs/spec/mail-and-pages.md §1).

/** The BCP 47 locale `Intl` writes each language with (en: British, '2 December 2026'). */
export const LOCALES: Record<Lang, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
};

/** The shop's clock (the bookshops are in Italy): the day an order was placed, a deadline. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/**
 * How `Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })` writes euros in each
 * language (CLDR), written out: a page's first `Intl.NumberFormat` loads ICU's number data,
 * 50 to 200 ms of main thread measured in Chromium (docs/adr/008). locale.test.ts checks every
 * language against `Intl` itself.
 */
interface EuroFormat {
  group: string;
  decimal: string;
  /** Digits the integer part needs beyond three before it is grouped (CLDR). */
  minimumGroupingDigits: number;
  symbolFirst: boolean;
}

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
export function formatEuro(lang: Lang, cents: Cents): string {
  assertCents(cents);
  const format = EURO_FORMATS[lang];
  const abs = Math.abs(cents);
  const units = groupDigits(String(Math.trunc(abs / 100)), format);
  const amount = `${units}${format.decimal}${String(abs % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '-' : '';
  return format.symbolFirst ? `${sign}€${amount}` : `${sign}${amount}${NBSP}€`;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

// Built once per language and kind: a formatter is costly to make, cheap to use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'day' | 'calendarDay' | 'dayTime'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      ...(kind === 'dayTime' ? { timeStyle: 'short' } : {}),
      // A calendar day (YYYY-MM-DD) is written as it is, never moved by a time zone.
      timeZone: kind === 'calendarDay' ? 'UTC' : SHOP_TIME_ZONE,
    });
    formatters.set(key, found);
  }
  return found;
}

/** A calendar day 'YYYY-MM-DD' as a date at UTC midnight; null for anything else. */
function calendarDay(text: string): Date | null {
  const match = YMD.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day) ? date : null;
}

function instant(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day as the language writes it: '2 dicembre 2026', '2 December 2026', '2 décembre 2026',
 * '2 de diciembre de 2026'. A calendar day (YYYY-MM-DD) is that day; an instant (a Date or
 * an ISO date-time) is its day on the shop's clock. Anything unreadable comes back as given.
 */
export function formatDate(lang: Lang, value: Date | string): string {
  if (typeof value === 'string') {
    const day = calendarDay(value);
    if (day) return formatter(lang, 'calendarDay').format(day);
    if (YMD.test(value.trim())) return value;
  }
  const date = instant(value);
  return date ? formatter(lang, 'day').format(date) : String(value);
}

/** An instant's day and time on the shop's clock, for deadlines counted in hours. */
export function formatDateTime(lang: Lang, value: Date | string): string {
  const date = instant(value);
  return date ? formatter(lang, 'dayTime').format(date) : String(value);
}

/**
 * French puts a narrow no-break space before ':', ';', '!', '?' and '»' and after '«'; the
 * other three languages none. A French text written with a plain space there gets the narrow
 * no-break one, so no line breaks before the sign (a colon in '14:05' or 'https:' has no space
 * before it and stays as it is). The mail applies it to its French words before their values
 * are filled in.
 */
export function typeset(lang: Lang, text: string): string {
  if (lang !== 'fr') return text;
  return text
    .replace(/[ \u00a0\u202f]+([:;!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NARROW_NBSP}`);
}

/** A label before its value: 'Libreria:', 'Bookshop:', 'Librairie :' (narrow no-break). */
export function label(lang: Lang, text: string): string {
  return lang === 'fr' ? `${text}${NARROW_NBSP}:` : `${text}:`;
}
