import type { Page } from '@playwright/test';
import { baseURL } from './base-url.ts';

export const DEMO_PASSWORD = 'Scaffale-2026!';
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Sets the language cookie before the first page load, as a returning visitor has it. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'user_language', value: lang, url: baseURL }]);
}
