import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { csrfToken, expectNoAxeViolations, logIn } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main, toast } from '../page-support.ts';
import { DEMO_ADMIN_EMAIL as ADMIN, DEMO_PASSWORD, useLanguage } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The platform administrator (docs/spec/marketplace.md §4): the page /{lang}/admin/, reached from
// the account menu by the administrator alone. What a test creates (a bookshop and its staff
// account, a discount code) carries a stamp of its own, and the Borsellino adjusted is the test's
// own buyer's (fixtures.ts): the tests run in any order, beside any other.

test.describe.configure({ timeout: allowFor(60_000) });

/** A stamp no other test's is: for names, emails and codes the test creates. */
const newStamp = (): string => randomUUID().slice(0, 8).toUpperCase();

const panel = (page: Page) => main(page).getByRole('tabpanel');

async function openAdmin(page: Page, lang: 'it' | 'es'): Promise<void> {
  await useLanguage(page, lang);
  await logIn(page, ADMIN);
  await page.goto(`/${lang}/`);
  const link = page.getByRole('link', {
    name: lang === 'it' ? 'Amministrazione' : 'Administración',
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/?$`));
}

test('a buyer is not offered the administration, and the page refuses them', async ({
  page,
  buyer: _buyer,
}) => {
  await page.goto('/it/');
  await expect(page.getByRole('link', { name: 'I miei ordini' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amministrazione' })).toHaveCount(0);
  await page.goto('/it/admin/');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Questa pagina è riservata all’amministratore della piattaforma.',
  );
});

test('the administrator creates a bookshop, keyboard only; its one-time password leads to choosing one', async ({
  page,
  browser,
}) => {
  const stamp = newStamp();
  const shop = `Libreria Prova ${stamp}`;
  const staffEmail = `staff.prova.${stamp.toLowerCase()}@example.com`;
  await openAdmin(page, 'it');
  await expect(page).toHaveTitle(/^Amministrazione \| /);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Amministrazione' }),
  ).toBeVisible();
  await expect(main(page).getByRole('tab', { name: 'Librerie' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel(page).getByRole('rowheader', { name: 'Libreria Centrale' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = panel(page).getByRole('region', { name: 'Nuova libreria' });
  await form.getByLabel('Nome della libreria').focus();
  await page.keyboard.type(shop);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Verona');
  await expect(form.getByLabel('Paese')).toHaveValue('IT');
  await form.getByLabel('Email del personale').focus();
  await page.keyboard.type(staffEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vera');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Verdi');
  await page.keyboard.press('Enter');

  const password = form.locator('.admin-password__value');
  await expect(form.getByText('Password provvisoria')).toBeVisible();
  await expect(password).toHaveText(/^[A-Za-z0-9_-]{16}$/);
  const oneTimePassword = (await password.textContent()) ?? '';
  const row = panel(page).getByRole('row', { name: new RegExp(shop) });
  await expect(row).toContainText(staffEmail);
  await expect(row).toContainText('Aperta');
  await expectNoAxeViolations(page);

  // The new staff account logs in with it once, and chooses its own password before anything
  // else (docs/spec/accounts-and-access.md §3): any other page sends it back there; then the
  // one-time password is spent.
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await useLanguage(staff, 'it');
    const headers = { 'X-CSRFToken': await csrfToken(staff) };
    const wrong = await staff.request.post('/api/login/', {
      headers,
      data: { email: staffEmail, password: DEMO_PASSWORD },
    });
    expect(wrong.status()).toBe(401);
    await staff.goto('/it/login/');
    await main(staff).getByLabel('Email', { exact: true }).fill(staffEmail);
    await main(staff).getByLabel('Password', { exact: true }).fill(oneTimePassword);
    await main(staff).getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(staff).toHaveURL(/\/it\/scegli-password\/$/);
    await expect(staff).toHaveTitle(/^Scegli la tua password \| /);
    const heading = main(staff).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Scegli la tua password');

    // The area's address leads to its orders, where the password's choice comes back to.
    await staff.goto('/it/area-libreria/');
    await expect(staff).toHaveURL(
      /\/it\/scegli-password\/\?next=%2Fit%2Farea-libreria%2Fordini%2F$/,
    );
    await expect(heading).toHaveText('Scegli la tua password');
    await expect(staff.locator('.spinner')).toHaveCount(0);
    await expectNoAxeViolations(staff);

    const field = main(staff).getByLabel('Nuova password', { exact: true });
    const save = main(staff).getByRole('button', { name: 'Salva e continua' });
    await field.fill('verona1234567');
    await expect(
      main(staff)
        .getByRole('status')
        .filter({ hasText: /^Robustezza/ }),
    ).toHaveText(/^Robustezza: (molto debole|debole|ancora debole)$/);
    await save.click();
    await expect(field).toHaveAccessibleDescription(/troppo facile da indovinare/);
    await expect(field).toBeFocused();
    await field.fill('Scaffali di noce a Verona');
    await save.click();
    await expect(staff).toHaveURL(/\/it\/area-libreria\/ordini\/$/);
    await expect(heading).toHaveText('Area libreria');

    const again = await staff.request.post('/api/login/', {
      headers: { 'X-CSRFToken': await csrfToken(staff) },
      data: { email: staffEmail, password: oneTimePassword },
    });
    expect(again.status()).toBe(401);
  } finally {
    await context.close();
  }
});

test('the administrator creates a discount code and expires it', async ({ page }) => {
  const code = `E2E${newStamp()}`;
  await openAdmin(page, 'it');
  // The tabs take the arrow keys: from Librerie, four steps right is Codici sconto (past
  // Ordini, Bonifici in attesa and Pagamenti posticipati).
  await main(page).getByRole('tab', { name: 'Librerie' }).focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
  const tab = main(page).getByRole('tab', { name: 'Codici sconto' });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const form = panel(page).getByRole('region', { name: 'Nuovo codice sconto' });
  await form.getByLabel('Codice', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Percentuale di sconto').fill('0');
  await form.getByRole('button', { name: 'Crea codice' }).click();
  await expect(form.getByRole('alert')).toHaveText('La percentuale va da 1 a 100.');
  await form.getByLabel('Percentuale di sconto').fill('15');
  await form.getByLabel('Utilizzi massimi (facoltativo)').fill('5');
  await form.getByRole('button', { name: 'Crea codice' }).click();
  await expect(toast(page, `Codice ${code} creato.`)).toBeVisible();

  const row = panel(page).getByRole('row', { name: new RegExp(`^${code}`) });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('0 su 5');
  await expect(row).toContainText('Valido');
  // The same code again, whatever its case, is refused with the server's words.
  await form.getByLabel('Codice', { exact: true }).fill(code);
  await form.getByLabel('Percentuale di sconto').fill('10');
  await form.getByRole('button', { name: 'Crea codice' }).click();
  await expect(form.getByRole('alert')).toHaveText('Esiste già un codice sconto con questo nome');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Fai scadere il codice ${code}` }).click();
  await expect(row).toContainText('Scaduto');
  await row.getByRole('button', { name: `Mostra gli utilizzi del codice ${code}` }).click();
  await expect(panel(page).getByText('Nessun utilizzo.')).toBeVisible();
});

test('the administrator adjusts a buyer’s Borsellino with a reason', async ({ page, buyer }) => {
  // The page, the buyer's until now, becomes the administrator's.
  await openAdmin(page, 'it');
  await main(page).getByRole('tab', { name: 'Borsellino' }).click();
  await panel(page).getByLabel('Email dell’account').fill(buyer.email);
  await panel(page).getByRole('button', { name: 'Apri il borsellino' }).click();
  const account = panel(page).getByRole('region', {
    name: `Borsellino di ${buyer.email}`,
  });
  await expect(account.getByText('Saldo', { exact: true })).toBeVisible();

  const reason = `Rimborso spese di spedizione ${newStamp()}`;
  await account.getByLabel('Importo in euro (negativo per togliere)').fill('0,50');
  await account.getByLabel('Motivo').fill(reason);
  await account.getByRole('button', { name: 'Registra la modifica' }).click();
  // A new buyer's Borsellino is empty: the adjustment is its whole balance.
  await expect(account.getByRole('status')).toHaveText(
    `Borsellino di ${buyer.email}: 0,50 €, nuovo saldo 0,50 €.`,
  );
  const entry = account.getByRole('row', { name: new RegExp(reason) });
  await expect(entry).toContainText('0,50 €');
  await expect(entry).toContainText(ADMIN);

  // Taking more than there is is refused, with the server's words, and changes nothing.
  await account.getByLabel('Importo in euro (negativo per togliere)').fill('-100000');
  await account.getByLabel('Motivo').fill('Troppo');
  await account.getByRole('button', { name: 'Registra la modifica' }).click();
  await expect(account.getByRole('alert')).toHaveText('Il borsellino non può scendere sotto zero');
  await expect(account.getByRole('row', { name: /Troppo/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('every tab passes axe in Spanish', async ({ page }) => {
  // Ten strict axe runs: room for a busy machine.
  test.setTimeout(allowFor(180_000));
  await openAdmin(page, 'es');
  await expect(page).toHaveTitle(/^Administración \| /);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  for (const name of [
    'Librerías',
    'Pedidos',
    'Transferencias pendientes',
    'Pagos aplazados',
    'Códigos de descuento',
    'Saldo',
    'Pagos a los libreros',
    'Banners',
    'Correos no entregados',
    'Aprobaciones',
  ]) {
    await main(page).getByRole('tab', { name }).click();
    await expect(main(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
    if (name === 'Pedidos')
      await expect(panel(page).getByText(/Pedidos encontrados: \d+/)).toBeVisible();
    if (name === 'Pagos a los libreros')
      await expect(
        panel(page).getByRole('link', { name: /^Descargar la exportación DAC7 de \d{4}$/ }),
      ).toBeVisible();
    if (name === 'Correos no entregados')
      await expect(
        panel(page).getByRole('heading', { level: 3, name: 'Correos no entregados' }),
      ).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
