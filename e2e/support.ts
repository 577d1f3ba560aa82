import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';
import type { Lang } from '@scaffale/domain/languages';
import { baseURL } from './base-url.ts';

// The demo accounts, from the seed's own definition: the buyers' emails by first name (luca,
// sara and elena serve one spec each) and the password of every demo account.
export {
  DEMO_ADMIN_EMAIL,
  DEMO_EMAILS as ACCOUNTS,
  DEMO_PASSWORD,
  staffEmailOf,
} from '../apps/server/src/db/seed/accounts.ts';
/** The demo bookshops and their books, from the seed's own definition. */
export { DEMO_BOOKSHOPS } from '../apps/server/src/db/seed/catalogue.ts';
export { LANGUAGES, type Lang } from '@scaffale/domain/languages';

/** Sets the language cookie before the first page load, as a returning visitor has it. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'user_language', value: lang, url: baseURL }]);
}

/**
 * Waits until no finite animation runs and every toast with a timer has gone. axe judges
 * colours as they are drawn, and a toast still fading in or out is half transparent: its
 * contrast is not the one the reader gets. A toast lasts as long as its timer bar's
 * animation (react-toastify closes it when the bar has run out): the bars are run out at
 * once, so the page is the one waiting 2 to 5 seconds would give, every such toast gone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction((timerBar) => {
    const shown = window as unknown as { toastsRunOut?: Set<Element> };
    const runOut = (shown.toastsRunOut ??= new Set());
    const animations = document.getAnimations();
    for (const bar of animations) {
      const ticking = bar.playState === 'running' || bar.playState === 'paused';
      if ((bar as CSSAnimation).animationName !== timerBar || !ticking) continue;
      bar.finish();
      const toast = (bar.effect as KeyframeEffect | null)?.target?.closest('.Toastify__toast');
      if (toast) runOut.add(toast);
    }
    const moving = animations.some(
      (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
    );
    return !moving && [...runOut].every((toast) => !toast.isConnected);
  }, TOAST_TIMER_BAR);
}

/** react-toastify's keyframes for the bar that shows the time a toast has left. */
const TOAST_TIMER_BAR = 'Toastify__trackProgress';

/** The tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and of EN 301 549. */
export const WCAG_A_AA_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'EN-301-549',
] as const;

/** Ids of every axe rule with one of `tags`, experimental and off-by-default ones included. */
export function axeRulesTagged(tags: readonly string[]): string[] {
  return axe.getRules([...tags]).map((rule) => rule.ruleId);
}

/**
 * The rules the check runs unless told otherwise: every rule axe runs by default (best
 * practices too) and every WCAG A/AA and EN 301 549 rule. A default run leaves out rules
 * tagged `experimental` and a few others (target-size), and a `runOnly` tag run still leaves
 * out the experimental ones, so every rule is listed by id: a rule listed by id always runs.
 */
export function strictAxeRules(): string[] {
  // `enabled` is false for what a default run leaves out.
  const byDefault = axe
    .getRules()
    .filter((rule) => rule.enabled)
    .map((rule) => rule.ruleId);
  return [...new Set([...byDefault, ...axeRulesTagged(WCAG_A_AA_TAGS)])];
}

/** What an axe run checks: the whole page, or only the parts a test has just changed. */
export interface AxeOptions {
  /** Every rule with one of these tags instead of `strictAxeRules`. */
  tags?: readonly string[];
  /**
   * Only these parts of the page (each locator's every match), and the toasts if any shows:
   * where a test has changed a page it has already checked whole, or that a check elsewhere
   * sees whole in every language. Rules about the page as a whole (its title, language,
   * landmarks) need the whole page and are left to that check. Unset: the whole page.
   */
  within?: readonly Locator[];
}

/**
 * The axe run behind `expectNoAxeViolations`, for a test that looks at its results.
 *
 * axe-core runs in the page itself, injected once per document. `AxeBuilder` runs it in
 * every frame, then again in a blank page of its own to merge the frames' results: twice
 * the time on a page of one frame, which every page of the app is (docs/perf.md, the test
 * suite). A page with frames still gets `AxeBuilder`'s run, every frame whatever its origin.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<axe.AxeResults> {
  await animationsSettled(page);
  const rules = options.tags ? axeRulesTagged(options.tags) : strictAxeRules();
  if (page.frames().length > 1) {
    if (options.within) throw new Error('runAxe: `within` on a page with frames');
    return new AxeBuilder({ page }).withRules(rules).analyze();
  }
  const include = options.within ? await elementsOf(page, options.within) : null;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([elements, values]) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        elements ? { include: elements } : document,
        { runOnly: { type: 'rule', values } },
      ),
    [include, rules] as const,
  );
}

/**
 * The elements `locators` match now (one that matches nothing is a mistake), and the toasts'
 * landmark while it shows any: every action may bring a toast, so it is part of what a test
 * changes.
 */
async function elementsOf(
  page: Page,
  locators: readonly Locator[],
): Promise<ElementHandle<Element>[]> {
  const elements: ElementHandle<Element>[] = [];
  for (const locator of locators) {
    const matched = (await locator.elementHandles()) as ElementHandle<Element>[];
    expect(matched.length, `axe within ${locator.toString()}`).toBeGreaterThan(0);
    elements.push(...matched);
  }
  const toasts = await page.locator('section.Toastify').elementHandles();
  return [...elements, ...(toasts as ElementHandle<Element>[])];
}

/**
 * No axe violation, of any impact, on the page as it is now, once its animations have
 * settled: the strict set of `strictAxeRules`, or every rule with one of `tags`; on the whole
 * page, or `within` the parts the test has changed. A failure names the page and the
 * elements at fault.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const results = await runAxe(page, options);
  const where = results.violations
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('; ');
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    `axe on ${page.url()}: ${where}`,
  ).toEqual([]);
}

/** The narrowest screen WCAG 1.4.10 (Reflow) asks content to fit: 320 CSS pixels wide. */
export const REFLOW_VIEWPORT = { width: 320, height: 640 } as const;

/**
 * WCAG 1.4.10 Reflow, which axe cannot see: the page as it is now scrolls down only, never
 * sideways (the document no wider than its window). Wide content (a data table) may scroll
 * inside a region of its own. A failure names the page and the elements that stick out with
 * nothing around them to scroll them.
 */
export async function expectReflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, outside } = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    /** Whether an ancestor of `element` scrolls or clips it sideways. */
    const held = (element: Element): boolean => {
      for (let at = element.parentElement; at && at !== root; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .map((c) => `.${c}`)
        .join('')}`;
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !held(element),
    );
    // The outermost of them: their children stick out with them.
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      outside: outermost.slice(0, 6).map(name),
    };
  });
  expect(
    scrollWidth,
    `${page.url()} scrolls sideways at ${clientWidth} px; too wide: ${outside.join(', ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}
