import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  basketProductIds,
  BOOK,
  expectNoAxeViolations,
  logIn,
  openCheckout,
} from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main, region } from '../page-support.ts';
import {
  alert,
  confirmButton,
  expectCompletedWith,
  expectEntriesKept,
  expectOrderComplete,
  failCreateOrder,
  isCreateOrder,
  KEPT,
  methodButton,
  NETWORK,
  notesAndGift,
  payment,
  SERVER_ERROR_BODY,
  totalsLine,
} from '../payment-support.ts';
import { allowFor } from '../timeouts.ts';

// giulia.bianchi's store credit (25.00 €, docs/demo-data.md) at the checkout: in the totals,
// paying a whole order, and a failed confirmation (docs/spec/payments.md §4). No buyer can be given
// store credit through the API, so this is the only spec that logs in as her; its tests share her
// basket and run one after the other, each filling the basket it needs and none needing
// another to have run. Together they spend 15.75 € of it, each order well within what is
// left whatever the order they run in.

test.describe.configure({ mode: 'default', timeout: allowFor(60_000) });

/** Cheap books with copies to spare (docs/demo-data.md). */
const BOOKS = {
  /** Libreria del Porto: 'Le tigri di Mompracem', 9.00 € less 25%: 6.75 €, 9 copies. */
  tigri: '34',
  /** Libreria del Porto: 'Cuore di tenebra', 9.00 €, 11 copies. */
  cuoreDiTenebra: '35',
} as const;

const billingSection = (page: Page) => region(page, 'Fatturazione');

test.beforeEach(async ({ page }) => {
  await logIn(page, ACCOUNTS.giulia);
});

test('professional billing: box ticked, no form, store credit in the totals (Wallet in English)', async ({
  page,
}) => {
  await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
  const billing = billingSection(page);
  const invoice = billing.getByRole('checkbox', { name: 'Indirizzo di fatturazione' });
  await expect(invoice).toBeChecked();
  await expect(billing.getByRole('form')).toHaveCount(0);
  await expect(billing.getByRole('radio')).toHaveCount(0);
  await expect(billing.getByRole('combobox')).toHaveCount(0);
  const summary = billing.locator('address');
  await expect(summary).toContainText('Bianchi Traduzioni S.r.l.');
  await expect(summary).toContainText('Partita IVA: 04512340482');
  await expect(
    billing.getByText('Dati di fatturazione incompleti, contattare lo staff'),
  ).toHaveCount(0);
  await expect(
    billing.getByRole('link', { name: 'Modifica dati di fatturazione' }),
  ).toHaveAttribute('href', '/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');

  await expect(totalsLine(page, 'Borsellino')).toContainText(/−\s\d+,\d\d\s€/);
  await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
  await expect(totalsLine(page, 'totale sconti')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await invoice.uncheck();
  await expect(summary).toHaveCount(0);
  await invoice.check();
  await expect(billing.locator('address')).toContainText('Bianchi Traduzioni S.r.l.');

  // In English the line is the Wallet.
  await page.goto('/en/checkout/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(region(page, 'Summary').getByText('Wallet', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('store credit covers one cheap book collected in store', async ({ page }) => {
  await openCheckout(page, [{ productId: BOOKS.tigri, shipping: 'Shop_pickup' }]);
  await expect(totalsLine(page, 'Borsellino')).toContainText('6,75 €');
  await expect(totalsLine(page, 'totale da pagare')).toContainText('0,00 €');
  // Credit covers everything: the store credit is the only method.
  await expect(payment(page).getByRole('list').getByRole('button')).toHaveText(['Borsellino']);
  await methodButton(page, 'Borsellino').click();
  await expect(payment(page).getByRole('heading', { name: 'Borsellino' })).toBeVisible();
  await expect(payment(page)).toContainText('Utilizza il credito nel tuo borsellino');
  await expect(payment(page)).toContainText('Credito utilizzato: 6,75 €');
  await expectNoAxeViolations(page);
  await confirmButton(page).click();

  await expectOrderComplete(page, {
    status: 'Pagato',
    method: 'Borsellino',
    book: 'Le tigri di Mompracem',
    bookshop: 'Libreria del Porto',
  });
  // The order's total is what it is worth; the Borsellino is how it was paid, not a discount
  // ('Totale 0,00 €, di cui IVA 0,26 €' was once shown: docs/spec/mail-and-pages.md §3).
  const totals = main(page).getByRole('region', { name: 'Totali' });
  const row = (term: string) => totals.locator('.amount-row').filter({ hasText: term });
  await expect(row("Totale dell'ordine")).toContainText('6,75 €');
  await expect(row('Borsellino')).toContainText('6,75 €');
  await expect(totals).not.toContainText('− 6,75 €');
  expect(await basketProductIds(page)).not.toContain(BOOKS.tigri);
});

test('store credit: a failed confirmation says why, keeps everything and can be retried', async ({
  page,
}) => {
  const note = 'Ritiro il sabato mattina';
  await openCheckout(page, [{ productId: BOOKS.cuoreDiTenebra, shipping: 'Shop_pickup' }]);
  await notesAndGift(page, note);
  await payment(page).getByRole('button', { name: 'Borsellino', exact: true }).click();
  await expect(payment(page).getByRole('heading', { name: 'Borsellino' })).toBeVisible();

  // The server's own translated reason, then that nothing was lost.
  let stop = await failCreateOrder(page, (route) =>
    route.fulfill({ status: 500, json: SERVER_ERROR_BODY }),
  );
  await confirmButton(page).click();
  await expect(alert(page)).toHaveText(`Errore del server${KEPT}`);
  await expect(confirmButton(page)).toBeEnabled();
  await expect(payment(page).getByRole('heading', { name: 'Borsellino' })).toBeVisible();
  await expect(page).toHaveURL(/\/it\/checkout\/$/);
  await expectEntriesKept(page, note);
  await expectNoAxeViolations(page);
  await stop();

  // No reason from the server (a bare 500): ours. The old message goes as the retry starts.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  stop = await failCreateOrder(page, async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '' });
  });
  await confirmButton(page).click();
  await expect(alert(page)).toHaveCount(0);
  await expect(confirmButton(page)).toBeDisabled();
  answer();
  await expect(alert(page)).toHaveText(`L'ordine non è stato completato.${KEPT}`);
  await stop();

  // The server out of reach.
  stop = await failCreateOrder(page, (route) => route.abort('internetdisconnected'));
  await confirmButton(page).click();
  await expect(alert(page)).toHaveText(`${NETWORK}${KEPT}`);
  await expect(confirmButton(page)).toBeEnabled();
  await stop();

  const created = page.waitForRequest(isCreateOrder);
  await confirmButton(page).click();
  expect(
    ((await created).postDataJSON() as { variables: Record<string, unknown> }).variables,
  ).toMatchObject({ paymentMethod: 'STORE_CREDIT', notes: note, present: true, invoice: true });
  await expectCompletedWith(page, 'Borsellino');
  await expect(main(page).getByRole('article', { name: /Libreria del Porto/ })).toContainText(
    'Cuore di tenebra',
  );
});
