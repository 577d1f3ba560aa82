import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { BRAND_NAME } from '../config/env';
import type it from '../i18n/it.json';

export type PageTitleKey = keyof typeof it.pageTitle;

/** The title template of the spec: '%s | {brand}'. */
export function formatPageTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`;
}

/**
 * Sets `document.title` to the page's translated title, following language changes.
 * `null` leaves the title alone (for components that only sometimes own the page).
 */
export function usePageTitle(key: PageTitleKey | null): void {
  const { t } = useTranslation();
  const title = key === null ? null : formatPageTitle(t(`pageTitle.${key}`));
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/** Sets `document.title` to a page's own text (a book's or a bookshop's name); `null` waits. */
export function useTextPageTitle(page: string | null): void {
  const title = page === null ? null : formatPageTitle(page);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
