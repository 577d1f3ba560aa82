import { expect, test } from '../fixtures.ts';
import { BOOK, expectNoAxeViolations, logIn, placePaidOrder } from '../checkout-support.ts';
import { main, orderFact, toast } from '../page-support.ts';
import { DEMO_ADMIN_EMAIL, useLanguage } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The seller's identity (docs/spec/marketplace.md §8): the staff fill in their bookshop's profile,
// the IBAN and legal data wait for the administrator, who approves them; the bookshop's public
// page then says who sells, where the shop is and when it opens. Each page is checked with axe.

test.describe.configure({ timeout: allowFor(90_000) });

test('staff edit the profile, the administrator approves, the public page shows who sells', async ({
  page,
  browser,
  staff,
}) => {
  await useLanguage(page, 'it');
  await staff.logIn(page);
  await page.goto('/it/area-libreria/');
  await main(page)
    .getByRole('navigation', { name: 'Sezioni dell’area libreria' })
    .getByRole('link', { name: 'Profilo' })
    .click();
  await expect(page).toHaveURL(/\/it\/area-libreria\/profilo\/$/);
  await expect(page).toHaveTitle(/^Profilo – Area libreria \| /);
  const form = main(page);
  await expect(form.getByRole('heading', { name: 'Profilo della libreria' })).toBeVisible();

  // A wrong check digit is refused on its field, in Italian, and nothing is saved.
  await form.getByLabel('Partita IVA').fill('12345678904');
  await form.getByRole('button', { name: 'Salva il profilo' }).click();
  await expect(form.getByText('Partita IVA non valida')).toBeVisible();
  await expect(form.getByLabel('Partita IVA')).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Ragione sociale').fill('Libreria Prova S.r.l.');
  await form.getByLabel('Partita IVA').fill('IT 12345678903');
  await form.getByLabel('Codice fiscale').fill('12345678903');
  await form.getByLabel('Sede legale: indirizzo').fill('Via Mazzini 5');
  await form.getByLabel('CAP').first().fill('37121');
  await form.getByLabel('Città').first().fill('Verona');
  await form.getByLabel('Provincia (sigla)').fill('VR');
  await form.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
  await form.getByLabel('Email per i clienti').fill('ciao@libreriaprova.example.it');
  await form.getByLabel('Telefono per i clienti').fill('+39 045 800 1234');
  await form.getByLabel('Indirizzo del negozio').fill('Via Mazzini 5');
  await form.getByLabel('Martedì').fill('09:30-13:00, 15:30-19:30');
  await form.getByLabel('Sabato').fill('10:00-18:00');
  // Saved from the keyboard: Enter in a field submits the form.
  await form.getByLabel('Sabato').press('Enter');
  await expect(toast(page, /attendono l'approvazione/)).toBeVisible();
  await expect(form.getByText('In attesa di approvazione:')).toBeVisible();
  await expect(form.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  await expectNoAxeViolations(page);

  // The public page shows the contact and hours at once, the legal name not yet.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await useLanguage(publicPage, 'it');
  await publicPage.goto(`/it/venditore/${staff.bookshop.id}`);
  const who = main(publicPage).getByRole('region', { name: 'Chi vende' });
  await expect(who.getByText('ciao@libreriaprova.example.it')).toBeVisible();
  await expect(who.getByText('Libreria Prova S.r.l.')).toHaveCount(0);

  // The administrator approves from the administration's list.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useLanguage(adminPage, 'it');
  await logIn(adminPage, DEMO_ADMIN_EMAIL);
  await adminPage.goto('/it/admin/');
  await main(adminPage).getByRole('tab', { name: 'Approvazioni' }).click();
  const card = main(adminPage).getByRole('article', { name: staff.bookshop.name });
  await expect(card.getByRole('cell', { name: 'IT60 X054 2811 1010 0000 0123 456' })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await card.getByRole('button', { name: `Approva la modifica di ${staff.bookshop.name}` }).click();
  await expect(toast(adminPage, `Modifica di ${staff.bookshop.name} approvata.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Now the public page says who sells, where the shop is and when it opens.
  await publicPage.reload();
  await expect(who.getByText('Libreria Prova S.r.l.')).toBeVisible();
  await expect(who.getByText('12345678903')).toBeVisible();
  await expect(who.getByText('Via Mazzini 5, 37121 Verona (VR), Italia')).toBeVisible();
  await expect(who.getByText('09:30–13:00, 15:30–19:30')).toBeVisible();
  await expect(who.getByText('IT60')).toHaveCount(0);
  await expectNoAxeViolations(publicPage);

  // The profile no longer waits for anything.
  await page.reload();
  await expect(main(page).getByText('In attesa di approvazione:')).toHaveCount(0);
  await expect(main(page).getByLabel('IBAN')).toHaveValue('IT60X0542811101000000123456');
  await visitor.close();
  await adminContext.close();
});

test("a pickup's order page says where the shop is and when it opens", async ({
  page,
  buyer: _buyer,
}) => {
  const number = await placePaidOrder(page, [
    { productId: BOOK.centrale, shipping: 'Shop_pickup' },
  ]);
  await page.goto('/it/ordini/');
  const order = main(page).getByRole('article', { name: `Ordine ${number}`, exact: true });
  const part = order.getByRole('article', { name: 'Libreria Centrale', exact: true });
  await expect(orderFact(part, 'Ritiro presso il negozio')).toHaveText(
    'Via Dante 12, 20121 Milano',
  );
  const hours = part.locator('.opening-hours');
  await expect(hours.getByRole('term')).toHaveText([
    'Lunedì',
    'Martedì',
    'Mercoledì',
    'Giovedì',
    'Venerdì',
    'Sabato',
    'Domenica',
  ]);
  await expect(hours.getByRole('definition').last()).toHaveText('10:00–13:00');
  await expectNoAxeViolations(page);
});
