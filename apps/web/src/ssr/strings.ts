import type { Lang } from '../config/languages';
import areasEn from '../i18n/areas/en.json';
import areasEs from '../i18n/areas/es.json';
import areasFr from '../i18n/areas/fr.json';
import areasIt from '../i18n/areas/it.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import type { Translation } from '../i18n/index';
import it from '../i18n/it.json';
import { createTranslator, type Resources } from '../i18n/translate';

// On the server every language's strings are in memory from the start, the shop's and the
// areas' together (the two files hold different namespaces, locales.test.ts).
const RESOURCES: Record<Lang, Resources> = {
  it: { ...it, ...areasIt },
  en: { ...en, ...areasEn },
  fr: { ...fr, ...areasFr },
  es: { ...es, ...areasEs },
};

const translations = new Map<Lang, Translation>();

/** `lang`'s translation with every string, made once and shared by the renders in `lang`. */
export function serverTranslation(lang: Lang): Translation {
  let translation = translations.get(lang);
  if (!translation) {
    translation = { lang, t: createTranslator(lang, RESOURCES[lang]), areas: true };
    translations.set(lang, translation);
  }
  return translation;
}
