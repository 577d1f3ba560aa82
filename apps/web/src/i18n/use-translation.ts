import { createContext, useContext, useSyncExternalStore } from 'react';
import { currentTranslation, subscribeToTranslation, type Translation } from './index';

/**
 * The translation of one server render (entry-server.tsx): the module's `current` is the
 * browser's, which concurrent renders in other languages would share. Null in the browser.
 */
export const RenderTranslation = createContext<Translation | null>(null);

/**
 * The current language and its `t`; the component renders again when the language changes.
 * (The name and shape follow react-i18next's hook, which this replaces: see docs/adr/008.)
 */
export function useTranslation(): Translation {
  const shown = useSyncExternalStore(
    subscribeToTranslation,
    currentTranslation,
    currentTranslation,
  );
  return useContext(RenderTranslation) ?? shown;
}
