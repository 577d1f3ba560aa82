import { expect, logOut, test } from '../fixtures.ts';
import { main } from '../page-support.ts';
import { LANGUAGES, useLanguage, type Lang } from '../support.ts';

// Login, the language at the root and the site's frame. A buyer of the test's own
// (fixtures.ts), logged out first, logs in through the form.

const loginWords: Record<Lang, { email: string; password: string; submit: string; wrong: string }> =
  {
    it: {
      email: 'Email',
      password: 'Password',
      submit: 'Accedi',
      wrong: 'Email o password non corretti',
    },
    en: {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      wrong: 'Incorrect email or password',
    },
    fr: {
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      wrong: 'E-mail ou mot de passe incorrect',
    },
    es: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      wrong: 'Correo electrónico o contraseña incorrectos',
    },
  };

test('/ redirects to the language of the cookie', async ({ page }) => {
  await useLanguage(page, 'fr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const lang of LANGUAGES) {
  test(`${lang}: a buyer logs in and lands on next`, async ({ page, buyer }) => {
    await logOut(page);
    await useLanguage(page, lang);
    const words = loginWords[lang];
    await page.goto(`/${lang}/login/?next=${encodeURIComponent(`/${lang}/checkout/`)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await main(page).getByLabel(words.email, { exact: true }).fill(buyer.email);
    await main(page).getByLabel(words.password, { exact: true }).fill(buyer.password);
    await main(page).getByRole('button', { name: words.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/$`));
    await expect(page).toHaveTitle(/^Checkout \| Scaffale$/);
  });

  test(`${lang}: a wrong password shows the translated error`, async ({ page, buyer }) => {
    await logOut(page);
    await useLanguage(page, lang);
    const words = loginWords[lang];
    await page.goto(`/${lang}/login/`);
    await main(page).getByLabel(words.email, { exact: true }).fill(buyer.email);
    await main(page).getByLabel(words.password, { exact: true }).fill('not-the-password');
    await main(page).getByRole('button', { name: words.submit, exact: true }).click();
    await expect(main(page).getByRole('alert')).toHaveText(words.wrong);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login/`));
  });
}

test('an absolute next goes home instead of off-site', async ({ page, buyer }) => {
  await logOut(page);
  await page.goto('/it/login/?next=' + encodeURIComponent('https://evil.example/steal'));
  await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/it\/$/);
});

test('a protocol-relative next goes home too', async ({ page, buyer }) => {
  await logOut(page);
  await page.goto('/it/login/?next=' + encodeURIComponent('//evil.example/steal'));
  await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/it\/$/);
});

test('the language switcher changes the page language', async ({ page }) => {
  await page.goto('/it/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'user_language')?.value).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a logged-out visit to /it/checkout/ ends on the login page', async ({ page }) => {
  await page.goto('/it/checkout/');
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fcheckout%2F$/);
  await expect(page.getByRole('button', { name: 'Accedi', exact: true }).first()).toBeVisible();
});

test('header and footer banners are shown outside the page content', async ({ page }) => {
  await page.goto('/it/');
  await expect(page.getByRole('banner').locator('[data-testid="banner-header"]')).not.toBeEmpty();
  await expect(
    page.getByRole('contentinfo').locator('[data-testid="banner-footer"]'),
  ).not.toBeEmpty();
});
