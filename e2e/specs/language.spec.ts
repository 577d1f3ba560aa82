import { expect, request, test, type Page } from '@playwright/test';
import { baseURL } from '../base-url.ts';
import { ACCOUNTS, main } from '../checkout-support.ts';
import { DEMO_PASSWORD, useLanguage } from '../support.ts';

// SPEC §1: the language saved on the account is applied at login (the `user_language`
// cookie and the path), unless `next` names a page in another language; a logged-in buyer's
// switch is saved on the account. jane.doe's account is English (docs/demo-data.md); the
// serial describe sets it to French for a moment and puts English back at the end, which
// the other specs (reading her pages in the language they choose) do not depend on.

test.describe.configure({ mode: 'serial' });

/** The visitor reads Italian; jane logs in on the Italian login page. */
async function logInOnItalianPage(page: Page, next?: string): Promise<void> {
  await useLanguage(page, 'it');
  await page.goto(
    next === undefined ? '/it/login/' : `/it/login/?next=${encodeURIComponent(next)}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await main(page).getByLabel('Email', { exact: true }).fill(ACCOUNTS.jane);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'user_language')?.value;
}

test.afterAll(async () => {
  // Whatever happened above, jane's account is English again.
  const api = await request.newContext({ baseURL });
  await api.get('/healthz');
  const token = async () =>
    (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const login = await api.post('/api/login/', {
    headers: { 'X-CSRFToken': await token() },
    data: { email: ACCOUNTS.jane, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const saved = await api.post('/api/language/', {
    headers: { 'X-CSRFToken': await token() },
    data: { language: 'en' },
  });
  expect(saved.status()).toBe(200);
  await api.dispose();
});

test('jane logs in on the Italian login page and reads English', async ({ page }) => {
  await logInOnItalianPage(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Books from independent bookshops | Scaffale');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await languageCookie(page)).toBe('en');
});

test('a next in another language is followed as given', async ({ page }) => {
  await logInOnItalianPage(page, '/it/carrello');
  await expect(page).toHaveURL(/\/it\/carrello$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle('Carrello | Scaffale');
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  expect(await languageCookie(page)).toBe('it');
});

test('a next without a language opens in the account’s', async ({ page }) => {
  await logInOnItalianPage(page, '/cart/');
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Cart | Scaffale');
});

test('switching to French while logged in is saved: the next login is French', async ({ page }) => {
  await logInOnItalianPage(page);
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

  await logInOnItalianPage(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Des livres de librairies indépendantes | Scaffale');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  expect(await languageCookie(page)).toBe('fr');
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
