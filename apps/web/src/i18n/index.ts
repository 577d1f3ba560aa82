import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { readCookie, writeCookie } from '../lib/cookies';
import { createTranslator, type Resources, type Translate } from './translate';

/** The cookie the server and the app both read the language from (SPEC §7). */
export const LANGUAGE_COOKIE = 'user_language';

/**
 * One dynamic import per language: Vite emits each JSON as its own chunk, so a visitor only
 * downloads the language they read.
 */
const loaders: Record<Lang, () => Promise<{ default: Resources }>> = {
  it: () => import('./it.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
};

// SPEC §9: a failed read is retried up to 5 times, from 350 ms doubling.
const RETRIES = 5;
const FIRST_RETRY_MS = 350;

async function withRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** attempt));
    }
  }
}

const loading = new Map<Lang, Promise<Resources>>();

function loadResources(lang: Lang): Promise<Resources> {
  let resources = loading.get(lang);
  if (!resources) {
    resources = withRetries(() => loaders[lang]().then((module) => module.default));
    // A language that failed for good may be tried again later.
    resources.catch(() => loading.delete(lang));
    loading.set(lang, resources);
  }
  return resources;
}

/** The language the app shows and its translation function; replaced on every change. */
export interface Translation {
  lang: Lang;
  t: Translate;
}

let current: Translation = { lang: DEFAULT_LANG, t: createTranslator(DEFAULT_LANG, {}) };
let requested: Lang = DEFAULT_LANG;
const listeners = new Set<() => void>();

export function currentTranslation(): Translation {
  return current;
}

export function subscribeToTranslation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(translation: Translation): void {
  current = translation;
  document.documentElement.lang = translation.lang;
  for (const listener of listeners) listener();
}

/** Loads `lang`'s strings and shows them, unless another language was asked for meanwhile. */
async function switchTo(lang: Lang): Promise<void> {
  requested = lang;
  const resources = await loadResources(lang);
  if (requested === lang) show({ lang, t: createTranslator(lang, resources) });
}

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

/**
 * Loads the language's strings; the app renders once this settles. Should they fail to load,
 * the app still speaks `lang` (its keys stand in for the strings).
 */
export async function initI18n(lang: Lang): Promise<void> {
  show({ lang, t: createTranslator(lang, {}) });
  await switchTo(lang);
}

/**
 * Switches the whole app to `lang`: stores it in the cookie first (so the server's next
 * answers use it), then loads its strings and re-renders.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  rememberLanguage(lang);
  if (current.lang !== lang || requested !== lang) await switchTo(lang);
}
