import { isLang } from '@scaffale/domain/languages';
import { typeset } from '@scaffale/domain/locale';
import type itAreas from './areas/it.json';
import type it from './it.json';

/**
 * A translation file: nested objects of strings (Italian is the reference: `it.json`, and
 * `areas/it.json` for the pages that load it).
 */
export interface Resources {
  [key: string]: string | Resources;
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type Strings = typeof it & typeof itAreas;

/** Every key of the Italian files; plural keys also by their base (`cartCount`). */
export type TranslationKey = Leaves<Strings> | WithoutPlural<Leaves<Strings>>;

/** `{{name}}` values; a numeric `count` also picks the plural form. */
export type TranslationValues = Record<string, string | number | undefined>;

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

function lookUp(resources: Resources, key: string): string | undefined {
  let node: string | Resources | undefined = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TranslationValues | undefined): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values?.[name];
    return value === undefined ? '' : String(value);
  });
}

/**
 * The translation function for one language, with the conventions of the translation
 * files (i18next's JSON v4): dotted keys, `{{name}}` placeholders and plural forms as
 * `key_one`, `key_other`… chosen by `Intl.PluralRules` from `count` (`key_zero` first for 0).
 * A missing key answers with the key itself, as i18next does. The text is typeset as the mail's
 * is (French: a narrow no-break space before ':', ';', '!', '?', '»'), before its values go in.
 */
export function createTranslator(locale: string, resources: Resources): Translate {
  const plurals = new Intl.PluralRules(locale);
  const punctuate = (text: string) => (isLang(locale) ? typeset(locale, text) : text);
  return (key, values) => {
    const count = values?.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      const forms = count === 0 ? ['zero', plurals.select(count)] : [plurals.select(count)];
      for (const form of [...forms, 'other']) {
        text ??= lookUp(resources, `${key}_${form}`);
      }
    }
    text ??= lookUp(resources, key);
    return text === undefined ? key : interpolate(punctuate(text), values);
  };
}
