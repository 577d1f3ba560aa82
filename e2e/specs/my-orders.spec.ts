import type { Locator, Page } from '@playwright/test';
import { BOOK, expectNoAxeViolations, openCheckout } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main, orderFact, region } from '../page-support.ts';
import { allowFor } from '../timeouts.ts';

// The buyer's orders page `/{lang}/ordini/` (docs/spec/marketplace.md §3). A new buyer buys one
// copy of 'I promessi sposi' (Libreria Centrale, 12 copies) by card in the sandbox, picked
// up at the bookshop (no saved address needed), then finds the order, their only one, on
// the page.

test.describe.configure({ timeout: allowFor(60_000) });

const CONFIRMATION_URL = /\/api\/conferma-ordine\/([A-Z0-9-]+)\/$/;

/** The order's article on the page, by its heading ('Ordine SC-…', 'Order SC-…'). */
const orderArticle = (page: Page, heading: string): Locator =>
  main(page).getByRole('article', { name: heading, exact: true });

test('my orders: a card order shows up with its part, in Italian and in English', async ({
  page,
  buyer: _buyer,
}) => {
  await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Shop_pickup' }]);
  const payment = region(page, 'Pagamento');
  await payment.getByRole('button', { name: 'Carta di credito', exact: true }).click();
  await main(page).getByRole('textbox', { name: 'Numero carta' }).fill('4242 4242 4242 4242');
  await main(page).getByRole('textbox', { name: 'Scadenza' }).fill('12/34');
  await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
  await payment.getByRole('button', { name: 'Conferma ordine', exact: true }).click();

  await expect(page).toHaveURL(CONFIRMATION_URL);
  const number = CONFIRMATION_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
  expect(number).not.toBe('');
  // The provider's answer is in: the order is paid, its part waits for the bookshop.
  await expect(main(page)).toContainText('Pagato');

  // The account menu leads to the page.
  const link = page.getByRole('banner').getByRole('link', { name: 'I miei ordini' });
  await expect(link).toHaveAttribute('href', '/it/ordini/');
  await link.click();
  await expect(page).toHaveURL(/\/it\/ordini\/$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I miei ordini');
  await expect(page).toHaveTitle('I miei ordini | Scaffale');

  const order = orderArticle(page, `Ordine ${number}`);
  await expect(order).toBeVisible();
  await expect(orderFact(order, 'Metodo di pagamento')).toHaveText('Carta di credito');
  const part = order.getByRole('article', { name: 'Libreria Centrale', exact: true });
  await expect(orderFact(part, 'Stato')).toHaveText('Da confermare dalla libreria');
  await expect(orderFact(part, 'Spedizione')).toHaveText('Ritiro in libreria');
  await expect(part.getByRole('term').filter({ hasText: 'Corriere' })).toHaveCount(0);
  await expect(part.getByRole('term').filter({ hasText: 'Rimborsato' })).toHaveCount(0);
  const line = part.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'I promessi sposi', exact: true }),
  });
  await expect(line.getByRole('cell').first()).toHaveText('1');
  await expectNoAxeViolations(page);

  // The same page in English, straight from the address bar.
  await page.goto('/en/ordini/');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('My orders');
  await expect(page).toHaveTitle('My orders | Scaffale');
  const orderEn = orderArticle(page, `Order ${number}`);
  await expect(orderFact(orderEn, 'Payment method')).not.toBeEmpty();
  const partEn = orderEn.getByRole('article', { name: 'Libreria Centrale', exact: true });
  await expect(orderFact(partEn, 'Status')).toHaveText('To be confirmed by the bookshop');
  await expect(
    partEn.getByRole('rowheader', { name: 'I promessi sposi', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My orders' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('my orders: a visitor is sent to the login page', async ({ page }) => {
  await page.goto('/it/ordini/');
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fordini%2F$/);
});
