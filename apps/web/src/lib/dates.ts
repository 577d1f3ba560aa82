import { LOCALES, type Lang } from '../config/languages';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<Lang, Intl.DateTimeFormat>();

function formatter(lang: Lang): Intl.DateTimeFormat {
  let found = formatters.get(lang);
  if (!found) {
    // UTC on both sides: a calendar date must not move a day with the visitor's time zone.
    found = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(lang, found);
  }
  return found;
}

/**
 * A server date (YYYY-MM-DD) in the language's format: "2026-08-15" → "15 agosto 2026" (it),
 * "15 August 2026" (en). Anything that is not such a date comes back unchanged.
 */
export function formatDate(ymd: string, lang: Lang): string {
  const match = YMD.exec(ymd.trim());
  if (!match) return ymd;
  const [, year, month, day] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  if (Number.isNaN(time) || date.getUTCDate() !== Number(day)) return ymd;
  return formatter(lang).format(date);
}

/** An ISO date-time in the language's long date and short time; unchanged if unreadable. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}
