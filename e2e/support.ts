import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';

export const DEMO_PASSWORD = 'Scaffale-2026!';
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Sets the language cookie before the first page load, as a returning visitor has it. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'user_language', value: lang, url: baseURL }]);
}

/**
 * Waits until no finite animation runs. axe judges colours as they are drawn, and a toast
 * still fading in is half transparent: its contrast is not the one the reader gets.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * No axe violation on the page as it is now, once its animations have settled: every rule,
 * or only those of `tags`. A failure names the page and the elements at fault.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { tags?: readonly string[] } = {},
): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (options.tags) builder.withTags([...options.tags]);
  const results = await builder.analyze();
  const where = results.violations
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('; ');
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    `axe on ${page.url()}: ${where}`,
  ).toEqual([]);
}
