import { LOCALES, type Lang } from '../config/languages';

/** 'IT' → 'Italia' (it), 'Italy' (en): the country's name in the language, by `Intl`. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
