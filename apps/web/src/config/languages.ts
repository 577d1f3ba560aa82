/** The languages the product speaks, Italian first (the default). */
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'it';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 locale used by `Intl` for each language. */
export const LOCALES: Record<Lang, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
};
