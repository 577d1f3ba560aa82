import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { readCookie, writeCookie } from '../lib/cookies';
import { createTranslator, type Resources, type Translate } from './translate';

/**
 * The cookie the server and the app both read the language from (docs/spec/api-contract.md §2.2).
 */
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

/**
 * The strings of the pages few visits open (the bookshop staff's area, the administration,
 * the buyer's account pages): a second file per language, which only those pages load
 * (`loadAreaStrings`), so the shop's pages, the cart first, download less before they show.
 */
const areaLoaders: Record<Lang, () => Promise<{ default: Resources }>> = {
  it: () => import('./areas/it.json'),
  en: () => import('./areas/en.json'),
  fr: () => import('./areas/fr.json'),
  es: () => import('./areas/es.json'),
};

// docs/spec/api-contract.md §2.2: a failed read is retried up to 5 times, from 350 ms doubling.
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

/** One kind of translation file: each language read once, with retries, and kept once read. */
interface StringFiles {
  load: (lang: Lang) => Promise<Resources>;
  loaded: ReadonlyMap<Lang, Resources>;
}

function stringFiles(read: Record<Lang, () => Promise<{ default: Resources }>>): StringFiles {
  const loading = new Map<Lang, Promise<Resources>>();
  const loaded = new Map<Lang, Resources>();
  const load = (lang: Lang): Promise<Resources> => {
    let resources = loading.get(lang);
    if (!resources) {
      resources = withRetries(() => read[lang]().then((module) => module.default));
      resources.then(
        (strings) => loaded.set(lang, strings),
        // A file that failed for good may be tried again later.
        () => loading.delete(lang),
      );
      loading.set(lang, resources);
    }
    return resources;
  };
  return { load, loaded };
}

const shopStrings = stringFiles(loaders);
const areaStrings = stringFiles(areaLoaders);

/** The language the app shows and its translation function; replaced on every change. */
export interface Translation {
  lang: Lang;
  t: Translate;
  /** Whether `t` knows the area pages' strings too (`loadAreaStrings`). */
  areas: boolean;
}

/** `lang`'s strings as read so far: the shop's, and the areas' once a page has asked. */
function translationOf(lang: Lang): Translation {
  const shop = shopStrings.loaded.get(lang) ?? {};
  const areas = areaStrings.loaded.get(lang);
  // The two files hold different top-level namespaces (locales.test.ts).
  const resources = areas ? { ...shop, ...areas } : shop;
  return { lang, t: createTranslator(lang, resources), areas: areas !== undefined };
}

let current: Translation = translationOf(DEFAULT_LANG);
let requested: Lang = DEFAULT_LANG;
const listeners = new Set<() => void>();
/** How many pages on screen need the area strings: a language change then loads both files. */
let areaPagesShown = 0;

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

/**
 * Loads `lang`'s strings and shows them, unless another language was asked for meanwhile.
 * On an area page the area strings come too, so that page never shows a key; should they
 * fail, the page asks for them again (`loadAreaStrings`) and the shop's strings show anyway.
 */
async function switchTo(lang: Lang): Promise<void> {
  requested = lang;
  const areas =
    areaPagesShown > 0 ? areaStrings.load(lang).catch(() => undefined) : Promise.resolve();
  await Promise.all([shopStrings.load(lang), areas]);
  if (requested === lang) show(translationOf(lang));
}

/**
 * Loads the area pages' strings in `lang` (retried as the shop's are) and, when `lang` is the
 * language shown, adds them to it. Rejects when they could not be read.
 */
export async function loadAreaStrings(lang: Lang): Promise<void> {
  await areaStrings.load(lang);
  if (current.lang === lang && !current.areas) show(translationOf(lang));
}

/**
 * Tells the translations that an area page is on screen, until the returned function is
 * called: while one is, a language change loads the area strings with the shop's.
 */
export function holdAreaStrings(): () => void {
  areaPagesShown += 1;
  let held = true;
  return () => {
    if (held) areaPagesShown -= 1;
    held = false;
  };
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
  show(translationOf(lang));
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
