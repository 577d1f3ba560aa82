import { useSyncExternalStore } from 'react';
import { currentTranslation, subscribeToTranslation, type Translation } from './index';

/**
 * The current language and its `t`; the component renders again when the language changes.
 * (The name and shape follow react-i18next's hook, which this replaces: see docs/adr/008.)
 */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribeToTranslation, currentTranslation);
}
