import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SITE_COOKIES } from '@scaffale/domain/cookies';
import { DEMO_PLATFORM_IDENTITY } from '@scaffale/domain/platform-identity';
import { expectNoAxeViolations } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main } from '../page-support.ts';
import { useLanguage } from '../support.ts';

// docs/spec/legal-pages.md: the legal pages, linked from every page's footer and reached by
// keyboard; the cookie notice's table is what the browser holds; the buyer's copy of their
// data from the account page (docs/spec/accounts-and-access.md §6).

const FOOTER_LINKS = [
  ['Condizioni di vendita', '/it/condizioni-di-vendita/', 'Condizioni generali di vendita'],
  ['Privacy', '/it/privacy/', 'Informativa sul trattamento dei dati personali'],
  ['Cookie', '/it/cookie/', 'Cookie'],
  ['Diritto di recesso', '/it/recesso/', 'Diritto di recesso'],
  ['Accessibilità', '/it/accessibilita/', 'Dichiarazione di accessibilità'],
  ['Note legali', '/it/note-legali/', 'Note legali'],
] as const;

const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Informazioni legali' });

test('every page’s footer links the six legal pages, each opened from the keyboard', async ({
  page,
}) => {
  for (const path of ['/it/', '/it/carrello', '/it/venditore/1', '/it/pagina-che-non-esiste/']) {
    await page.goto(path);
    await expect(footerNav(page).getByRole('link')).toHaveText(FOOTER_LINKS.map(([name]) => name));
  }
  for (const [name, path, heading] of FOOTER_LINKS) {
    const link = footerNav(page).getByRole('link', { name, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Scaffale`);
  }
});

test('an unknown address under the language is still the 404 page', async ({ page }) => {
  await page.goto('/it/privacy/altro/');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
});

test('the legal notice shows the platform’s identity, each page in the four languages', async ({
  page,
}) => {
  await page.goto('/it/note-legali/');
  for (const value of Object.values(DEMO_PLATFORM_IDENTITY)) {
    await expect(main(page)).toContainText(value);
  }
  const headings = { en: 'Legal notice', fr: 'Mentions légales', es: 'Aviso legal' } as const;
  for (const [lang, heading] of Object.entries(headings)) {
    await useLanguage(page, lang as keyof typeof headings);
    await page.goto(`/${lang}/note-legali/`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeVisible();
  }
});

test('the cookie notice lists every cookie a buyer’s browser holds, and the withdrawal form prints', async ({
  page,
  context,
  buyer: _buyer,
}) => {
  // A logged-in buyer who browsed and chose a language holds the session, CSRF and language.
  await page.goto('/it/');
  await page.goto('/it/carrello');
  await page.goto('/it/cookie/');
  const table = main(page).getByRole('table', { name: 'I cookie che il sito imposta' });
  await expect(table.getByRole('rowheader')).toHaveText(SITE_COOKIES.map((cookie) => cookie.name));
  const listed = await table.getByRole('rowheader').allTextContents();
  const held = (await context.cookies()).map((cookie) => cookie.name);
  expect(held.length).toBeGreaterThan(0);
  for (const name of held) expect(listed).toContain(name);

  await page.goto('/it/recesso/');
  const form = main(page).getByRole('region', { name: 'Modulo di recesso tipo' });
  await expect(form).toContainText('Con la presente io/noi (*) notifichiamo il recesso');
  await expect(form).toContainText(DEMO_PLATFORM_IDENTITY.companyName);
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await form.getByRole('button', { name: 'Stampa il modulo' }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(form.getByRole('button', { name: 'Stampa il modulo' })).toBeHidden();
});

test('the buyer downloads their data as JSON from the account page', async ({ page, buyer }) => {
  await page.goto('/it/area-personale/');
  const section = main(page).getByRole('region', { name: 'Copia dei tuoi dati' });
  const button = section.getByRole('button', { name: 'Scarica i miei dati (JSON)' });
  const download = page.waitForEvent('download');
  await button.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string };
    orders: unknown[];
  };
  expect(data.account.email).toBe(buyer.email);
  expect(data.orders).toEqual([]);
  await expect(section.getByText('Il file con i tuoi dati è stato scaricato.')).toHaveRole(
    'status',
  );
  await expectNoAxeViolations(page);
});
