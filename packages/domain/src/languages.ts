/**
 * The languages the product speaks (docs/spec/api-contract.md §2.2), Italian first: the default.
 */
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'it';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
