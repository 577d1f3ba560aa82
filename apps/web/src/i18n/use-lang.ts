import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';

/** The language the app is showing now. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLang(current) ? current : DEFAULT_LANG;
}
