import type { Locator, Page } from '@playwright/test';
import type { Lang } from './support.ts';

// How the specs find things on a page, and write money as the pages do: one definition each
// for every spec.

export const main = (page: Page): Locator => page.getByRole('main');
export const header = (page: Page): Locator => page.getByRole('banner');
export const region = (page: Page, name: string): Locator =>
  main(page).getByRole('region', { name, exact: true });
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** The whole text, not a part of it: 'Stato' is not 'Stato del pagamento'. */
export const exactly = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The definition of `term` in the description lists of `scope` whose items (a term and its
 * definition) match `item`: '.my-orders__item', '.transfer-details__item', 'dl > div'…
 */
export function definitionOf(scope: Locator, item: string, term: string | RegExp): Locator {
  return scope
    .locator(item)
    .filter({ has: scope.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

/** A term's value, the whole term, in the buyer's orders' lists ('Stato' → 'Annullato'). */
export const orderFact = (scope: Locator, term: string): Locator =>
  definitionOf(scope, '.my-orders__item', exactly(term));

/** A term's value, the whole term, on a staff part card ('Cliente' → 'Lettore Prova'). */
export const staffFact = (scope: Locator, term: string): Locator =>
  definitionOf(scope, '.staff-part__facts > div', exactly(term));

/** Decimal EUR from the API ("9.50") → integer cents. */
export function cents(decimal: string): number {
  const [units = '0', fraction = ''] = decimal.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Cents as the page writes them in `lang`, as `Intl` does ('9,50 €', '€9.50'). */
export function euros(amountCents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(
    amountCents / 100,
  );
}
