import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../config/languages';
import { readCookie, writeCookie } from '../lib/cookies';

/** The cookie the server and the app both read the language from (SPEC §7). */
export const LANGUAGE_COOKIE = 'user_language';

/**
 * One dynamic import per language: Vite emits each JSON as its own chunk, so a visitor only
 * downloads the language they read.
 */
const loaders: Record<Lang, () => Promise<{ default: ResourceKey }>> = {
  it: () => import('./it.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
};

// i18next retries failed reads itself (maxRetries 5, from 350 ms doubling, 10 parallel reads).
const dynamicImportBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLang(language)) {
      callback(new Error(`Unsupported language: ${language}`), false);
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** The language from the `user_language` cookie, if it names a supported one. */
export function cookieLanguage(): Lang | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLang(value) ? value : null;
}

/** The browser's preferred language when supported ('it-CH' → 'it'), else null. */
export function browserLanguage(): Lang | null {
  const candidates = [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return null;
}

/** The visitor's language when the URL names none: cookie, then browser, then Italian. */
export function preferredLanguage(): Lang {
  return cookieLanguage() ?? browserLanguage() ?? DEFAULT_LANG;
}

export function rememberLanguage(lang: Lang): void {
  if (readCookie(LANGUAGE_COOKIE) !== lang) writeCookie(LANGUAGE_COOKIE, lang);
}

function applyDocumentLanguage(lang: string): void {
  if (isLang(lang)) document.documentElement.lang = lang;
}

/** Loads the language's strings and starts i18next; the app renders once this resolves. */
export async function initI18n(lang: Lang): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(dynamicImportBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      // Every language has every key (locales.test.ts), so no fallback: a fallback language
      // would be downloaded next to the current one.
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    });
  return i18next;
}

/**
 * Switches the whole app to `lang`: stores it in the cookie first (so the server's next
 * answers use it), then loads its strings and re-renders.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  rememberLanguage(lang);
  if (i18next.resolvedLanguage !== lang) await i18next.changeLanguage(lang);
}

export { i18next };
