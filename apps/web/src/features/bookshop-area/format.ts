import { LOCALES, type Lang } from '../../config/languages';

/** An ISO date-time in the language's long date and short time; unchanged if unreadable. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}

/** A country's name in the language from its ISO code; the code when it has none. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
