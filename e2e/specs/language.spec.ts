import type { Page } from '@playwright/test';
import { expect, logOut, test, type Buyer } from '../fixtures.ts';
import { main } from '../page-support.ts';
import { useLanguage } from '../support.ts';

// docs/spec/api-contract.md §2.2: the language saved on the account is applied at login (the
// `user_language` cookie and the path), unless `next` names a page in another language; a logged-in
// buyer's switch is saved on the account. Each test's buyer registers in English (as jane.doe's
// account is), then logs out and logs in through the Italian login page.

/** The visitor reads Italian; the buyer logs in on the Italian login page. */
async function logInOnItalianPage(page: Page, buyer: Buyer, next?: string): Promise<void> {
  await useLanguage(page, 'it');
  await page.goto(
    next === undefined ? '/it/login/' : `/it/login/?next=${encodeURIComponent(next)}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'user_language')?.value;
}

test.describe('a buyer whose account is English', () => {
  test.use({ buyerLanguage: 'en' });
  test.beforeEach(async ({ page, buyer }) => {
    expect(buyer.language).toBe('en');
    await logOut(page);
  });

  test('logs in on the Italian login page and reads English', async ({ page, buyer }) => {
    await logInOnItalianPage(page, buyer);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Books from independent bookshops | Scaffale');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await languageCookie(page)).toBe('en');
  });

  test('a next in another language is followed as given', async ({ page, buyer }) => {
    await logInOnItalianPage(page, buyer, '/it/carrello');
    await expect(page).toHaveURL(/\/it\/carrello$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle('Carrello | Scaffale');
    await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
    expect(await languageCookie(page)).toBe('it');
  });

  test('a next without a language opens in the account’s', async ({ page, buyer }) => {
    await logInOnItalianPage(page, buyer, '/cart/');
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Cart | Scaffale');
  });

  test('switching to French while logged in is saved: the next login is French', async ({
    page,
    buyer,
  }) => {
    await logInOnItalianPage(page, buyer);
    await expect(page).toHaveURL(/\/en\/$/);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/language/') && response.request().method() === 'POST',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

    await logInOnItalianPage(page, buyer);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Des livres de librairies indépendantes | Scaffale');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(await languageCookie(page)).toBe('fr');
  });
});

test('a guest’s switch stays in the cookie and asks nothing of the server', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/language/')) saves.push(request.method());
  });
  await page.goto('/it/');
  await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('es');
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await languageCookie(page)).toBe('es');
  expect(saves).toEqual([]);
});
