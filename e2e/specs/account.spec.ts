import type { Page } from '@playwright/test';
import { expectNoAxeViolations, graphql } from '../checkout-support.ts';
import {
  ADDRESSES,
  expect,
  giveAddresses,
  PROFESSIONAL_BILLING,
  saveBillingData,
  test,
} from '../fixtures.ts';
import { main, region } from '../page-support.ts';
import { useLanguage } from '../support.ts';

// The account pages the checkout links to (docs/spec/api-contract.md §2.1): edit a saved shipping
// address and edit the billing data, both returning to a same-origin `next`. Each test's buyer
// (fixtures.ts) holds the public administration's address or giulia's professional billing
// data, given through the API. The billing data the staff keep (persona PA) are in
// public-administration.spec.ts.

const REQUIRED = 'Questo campo è obbligatorio';

const editForm = (page: Page) =>
  main(page).getByRole('form', { name: 'Modifica indirizzo di spedizione' });

async function addressIdOf(page: Page): Promise<string> {
  await page.goto('/it/checkout/');
  const select = region(page, 'Indirizzo di spedizione').getByRole('combobox', {
    name: "Scegli l'indirizzo di spedizione",
  });
  await expect(select).toBeVisible();
  return select.inputValue();
}

test('a logged-out visit to an account page goes to the login page', async ({ page }) => {
  await page.goto('/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');
  await expect(page).toHaveURL(
    /\/it\/login\/\?next=%2Farea-personale%2Fdati-fatturazione%2F%3Fnext%3D%252Fcheckout%252F$/,
  );
});

test('the checkout link edits the selected address and comes back to the checkout', async ({
  page,
  buyer,
}) => {
  await giveAddresses(page, buyer, [ADDRESSES.biblioteca]);
  await page.goto('/it/checkout/');
  const shipping = region(page, 'Indirizzo di spedizione');
  await expect(shipping.locator('address')).toContainText('Piazza Vecchia 15');
  await shipping.getByRole('link', { name: 'Modifica indirizzo selezionato' }).click();

  await expect(page).toHaveURL(/\/area-personale\/indirizzi\/edit\/\d+\/\?next=%2Fcheckout%2F$/);
  await expect(page).toHaveTitle('Modifica indirizzo | Scaffale');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    'Modifica indirizzo di spedizione',
  );
  const form = editForm(page);
  await expect(form.getByRole('textbox', { name: 'Etichetta', exact: true })).toHaveValue(
    'Biblioteca civica',
  );
  await expect(form.getByRole('textbox', { name: 'Presso (C/O)' })).toHaveValue('Ufficio acquisti');
  await expect(form.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveValue('BG');
  await expect(form.getByRole('textbox', { name: 'Etichetta', exact: true })).toHaveAttribute(
    'maxlength',
    '35',
  );

  // The shared schema refuses an empty phone before anything is sent.
  const phone = form.getByRole('textbox', { name: 'Telefono', exact: true });
  await phone.fill('');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(phone).toHaveAccessibleDescription(new RegExp(REQUIRED));
  await expectNoAxeViolations(page);

  await phone.fill('+39035123456');
  await form.getByRole('textbox', { name: 'Indirizzo (seconda riga)' }).fill('Sala ragazzi');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/$/);
  await expect(region(page, 'Indirizzo di spedizione').locator('address')).toContainText(
    'Sala ragazzi',
  );
});

test('an off-site next goes home; an unknown address says so', async ({ page, buyer }) => {
  await giveAddresses(page, buyer, [ADDRESSES.biblioteca]);
  const id = await addressIdOf(page);
  await page.goto(
    `/area-personale/indirizzi/edit/${id}/?next=${encodeURIComponent('https://evil.example/')}`,
  );
  await editForm(page).getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/it\/$/);

  await page.goto('/area-personale/indirizzi/edit/999999/?next=%2Fcheckout%2F');
  await expect(main(page)).toContainText(
    'Questo indirizzo non esiste o non appartiene al tuo account.',
  );
  await expect(main(page).getByRole('link', { name: 'Torna indietro' })).toHaveAttribute(
    'href',
    '/checkout/',
  );
});

test('the checkout link edits the billing data and comes back to the checkout', async ({
  page,
  buyer,
}) => {
  await giveAddresses(page, buyer, [ADDRESSES.casa]);
  await saveBillingData(page, PROFESSIONAL_BILLING);
  await page.goto('/it/checkout/');
  await region(page, 'Fatturazione')
    .getByRole('link', { name: 'Modifica dati di fatturazione' })
    .click();

  await expect(page).toHaveURL(/\/area-personale\/dati-fatturazione\/\?next=%2Fcheckout%2F$/);
  await expect(page).toHaveTitle('Dati di fatturazione | Scaffale');
  const form = main(page).getByRole('form', { name: 'Dati di fatturazione' });
  await expect(
    form.getByRole('radio', { name: 'Azienda o ente (persona giuridica)' }),
  ).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Ragione sociale' })).toHaveValue(
    'Bianchi Traduzioni S.r.l.',
  );
  const vat = form.getByRole('textbox', { name: 'Partita IVA' });
  await expect(vat).toHaveValue('04512340482');
  await expectNoAxeViolations(page);

  await vat.fill('04512340481');
  await form.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
  await expect(vat).toHaveAccessibleDescription('Partita IVA non valida');

  await vat.fill('04512340482');
  await form.getByRole('textbox', { name: 'PEC' }).fill('amministrazione@pec.bianchitraduzioni.it');
  await form.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/$/);
  await expect(
    region(page, 'Fatturazione').getByRole('checkbox', { name: 'Indirizzo di fatturazione' }),
  ).toBeChecked();

  await page.goto('/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');
  await expect(
    main(page)
      .getByRole('form', { name: 'Dati di fatturazione' })
      .getByRole('textbox', { name: 'PEC' }),
  ).toHaveValue('amministrazione@pec.bianchitraduzioni.it');
});

test('en: the address page in English, cancel returns to next', async ({ page, buyer }) => {
  await giveAddresses(page, buyer, [ADDRESSES.biblioteca]);
  // After the registration, which applies the account's Italian (docs/spec/api-contract.md §2.2):
  // the buyer then reads English.
  await useLanguage(page, 'en');
  const data = await graphql<{ getShippingAddresses: { id: string }[] }>(
    page,
    'GetShippingAddresses',
    'query GetShippingAddresses($lang: String!) { getShippingAddresses(lang: $lang) { id } }',
    { lang: 'en' },
  );
  const id = data.getShippingAddresses[0]!.id;
  await page.goto(`/area-personale/indirizzi/edit/${id}/?next=%2Fcheckout%2F`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Edit address | Scaffale');
  const form = main(page).getByRole('form', { name: 'Edit shipping address' });
  await expect(form.getByRole('textbox', { name: 'Label', exact: true })).toHaveValue(
    'Biblioteca civica',
  );
  await expect(form.getByRole('button', { name: 'Save address' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/$/);
});
