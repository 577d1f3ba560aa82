import type { Lang } from '@scaffale/domain/languages';

// The list of languages is the domain's, shared with the server; the web adds how `Intl`
// names each one.
export { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '@scaffale/domain/languages';

/** BCP 47 locale used by `Intl` for each language. */
export const LOCALES: Record<Lang, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
};
