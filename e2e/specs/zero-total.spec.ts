import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, graphql, logIn, openCheckout } from '../checkout-support.ts';
import { expect, randomIsbn, test, type Staff } from '../fixtures.ts';
import { main, region, toast } from '../page-support.ts';
import { confirmButton, expectOrderComplete, payment, totalsLine } from '../payment-support.ts';
import { DEMO_ADMIN_EMAIL as ADMIN } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// An order with nothing to pay (docs/spec/payments.md §2): the administrator makes a 100 %
// code in the administration's codes tab; a buyer of the test's own collects a used copy (the
// book-price law's cap 100 %: docs/spec/book-price-law.md §1) at the test's own bookshop, so no
// other spec's stock is touched, applies the code, reads 0,00 and no payment chooser, and
// confirms.

test.describe.configure({ timeout: allowFor(60_000) });

/** A used copy put on the staff's shelf through the shelf import (the shelf form makes new ones). */
async function usedCopy(staff: Staff): Promise<{ id: string; title: string }> {
  const title = `Quaderno usato ${randomUUID().slice(0, 8)}`;
  const csv = [
    'isbn;titolo;autori;editore;anno;prezzo;copie;condizione',
    `${randomIsbn()};${title};Anna Rossi;Edizioni di prova;2019;9,50;2;usato`,
    '',
  ].join('\r\n');
  const csrf = (await staff.api.request.storageState()).cookies.find(
    (c) => c.name === 'csrftoken',
  )?.value;
  const imported = await staff.api.request.post('/api/bookshop/shelf/import/', {
    headers: { 'X-CSRFToken': csrf ?? '', 'content-type': 'text/csv' },
    data: csv,
  });
  expect(await imported.json()).toMatchObject({ created: 1, rejected: [] });
  return { id: await productIdOf(staff, title), title };
}

async function productIdOf(staff: Staff, title: string): Promise<string> {
  const { getProducts } = await staff.api.graphql<{ getProducts: { items: { id: string }[] } }>(
    'GetProducts',
    `query GetProducts($search: String, $bookshopId: ID) {
      getProducts(search: $search, bookshopId: $bookshopId) { items { id } } }`,
    { search: title, bookshopId: staff.bookshop.id },
  );
  const [product] = getProducts.items;
  if (!product) throw new Error(`no product ${title}`);
  return product.id;
}

/** The administrator makes a 100 % code for every bookshop in the codes tab, on a page of its own. */
async function fullCodeThroughAdmin(page: Page, code: string): Promise<void> {
  await logIn(page, ADMIN);
  await page.goto('/it/admin/');
  await main(page).getByRole('tab', { name: 'Codici sconto' }).click();
  const form = main(page)
    .getByRole('tabpanel')
    .getByRole('region', { name: 'Nuovo codice sconto' });
  await form.getByLabel('Codice', { exact: true }).fill(code);
  await form.getByLabel('Percentuale di sconto').fill('100');
  await form.getByRole('button', { name: 'Crea codice' }).click();
  await expect(toast(page, `Codice ${code} creato.`)).toBeVisible();
  const row = main(page)
    .getByRole('tabpanel')
    .getByRole('row', { name: new RegExp(`^${code}`) });
  await expect(row).toContainText('100%');
}

test('a used copy collected under a 100 % code is ordered with nothing to pay', async ({
  page,
  browser,
  buyer: _buyer,
  staff,
}) => {
  const code = `ZERO${randomUUID().slice(0, 8).toUpperCase()}`;
  const adminContext = await browser.newContext();
  try {
    await fullCodeThroughAdmin(await adminContext.newPage(), code);
  } finally {
    await adminContext.close();
  }
  const book = await usedCopy(staff);

  await openCheckout(page, [{ productId: book.id, shipping: 'Shop_pickup' }]);
  const totals = region(page, 'Riepilogo');
  await expect(totalsLine(page, 'totale da pagare')).toContainText('9,50 €');
  await totals.getByRole('textbox', { name: 'Codice sconto' }).fill(code);
  await totals.getByRole('button', { name: 'inserisci', exact: true }).click();
  await expect(toast(page, 'Codice sconto applicato')).toBeVisible();
  await expect(totals.getByRole('list', { name: 'Codici sconto applicati' })).toContainText(code);
  await expect(totalsLine(page, 'totale da pagare')).toContainText('0,00 €');

  // Nothing to choose: no method's button, only 'Conferma ordine'.
  await expect(payment(page)).toContainText(
    "Non c'è nulla da pagare: conferma l'ordine per completarlo.",
  );
  await expect(payment(page).getByRole('list')).toHaveCount(0);
  await expect(confirmButton(page)).toBeEnabled();
  await expectNoAxeViolations(page);

  await confirmButton(page).click();
  const number = await expectOrderComplete(page, {
    status: 'Pagato',
    method: 'Nessun pagamento necessario',
    book: book.title,
    bookshop: staff.bookshop.name,
  });
  await expectNoAxeViolations(page);

  // The order is the buyer's, placed whole: its total 0.00, waiting for its bookshop.
  const { myOrders } = await graphql<{
    myOrders: { number: string; totale: string; parts: { status: string }[] }[];
  }>(page, 'MyOrders', 'query MyOrders { myOrders { number totale parts { status } } }');
  expect(myOrders).toEqual([{ number, totale: '0.00', parts: [{ status: 'TO_CONFIRM' }] }]);
});
