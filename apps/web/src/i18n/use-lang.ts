import type { Lang } from '../config/languages';
import { useTranslation } from './use-translation';

/** The language the app is showing now. */
export function useLang(): Lang {
  return useTranslation().lang;
}
