import type { Page } from '@playwright/test';
import { ACCOUNTS, BOOK, expectNoAxeViolations, logIn, openCheckout } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { euros, main, region, toast } from '../page-support.ts';
import {
  alert,
  CARDS,
  confirmationNumber,
  confirmButton,
  expectCheckoutStorageCleared,
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
  summaryValue,
  totalsLine,
} from '../payment-support.ts';
import { DEMO_ADMIN_EMAIL, useLanguage } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The public administration's account (acquisti@comune-esempio.it, docs/demo-data.md): its
// billing data are kept by the staff (persona PA) and it may pay later (MANUAL), which no
// buyer can be given through the API. This is the only spec that logs in as it; its tests
// share the account's basket, so they run one after the other, each filling the basket it
// needs and none needing another to have run.

test.describe.configure({ mode: 'default', timeout: allowFor(60_000) });

/** Books no other spec orders (docs/demo-data.md). */
const BOOKS = {
  /** Libreria Centrale: 'Il Principe', 15 copies. */
  principe: '6',
  /** Libreria del Porto: 'Il corsaro nero', 6 copies. */
  corsaroNero: '33',
  /** Pagine Sparse: 'Operette morali', 4 copies. */
  operetteMorali: '45',
  /** Librairie du Quai: 'Madame Bovary', 8 copies. */
  madameBovary: '53',
  /** Libreria Centrale: 'Le confessioni d'un italiano', 3 copies, 16.00 €. */
  confessioni: '15',
} as const;

const billingSection = (page: Page) => region(page, 'Fatturazione');

test.beforeEach(async ({ page }) => {
  await logIn(page, ACCOUNTS.pa);
});

test('public-administration billing data are kept by the staff', async ({ page }) => {
  await page.goto('/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');
  await expect(page).toHaveTitle('Dati di fatturazione | Scaffale');
  await expect(main(page)).toContainText(
    'Questi dati di fatturazione sono gestiti dallo staff: per modificarli contatta lo staff.',
  );
  await expect(main(page).getByRole('form')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('persona PA: the PA data form, kept in storage', async ({ page }) => {
  await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
  const billing = billingSection(page);
  await expect(billing.getByRole('checkbox', { name: 'Indirizzo di fatturazione' })).toBeChecked();
  await expect(billing.locator('address')).toContainText('Comune di Esempio');
  // Kept by the staff: no edit link, no billing form.
  await expect(billing.getByRole('link', { name: 'Modifica dati di fatturazione' })).toHaveCount(0);
  await expect(billing.getByRole('form')).toHaveCount(0);

  const pa = billing.getByRole('group', { name: 'Dati per la pubblica amministrazione' });
  await pa.getByRole('textbox', { name: 'Numero ordine di acquisto' }).fill('OA-2026-015');
  await pa.getByLabel('Data ordine di acquisto').fill('2026-03-15');
  await pa.getByRole('textbox', { name: 'C.I.G.' }).fill('Z1A2B3C4D5');
  await pa.getByRole('textbox', { name: 'C.U.P.' }).fill('J51B21000010001');
  await expect(pa.getByRole('textbox', { name: 'C.I.G.' })).toHaveAttribute('maxlength', '10');
  await expect(pa.getByRole('textbox', { name: 'C.U.P.' })).toHaveAttribute('maxlength', '15');

  const stored = await page.evaluate(() => localStorage.getItem('checkout.datiPa'));
  expect(JSON.parse(stored ?? 'null')).toEqual({
    numero_ordine_acquisto: 'OA-2026-015',
    data_ordine_acquisto: '2026-03-15',
    cig: 'Z1A2B3C4D5',
    cup: 'J51B21000010001',
  });
  await page.reload();
  const again = billingSection(page).getByRole('group', {
    name: 'Dati per la pubblica amministrazione',
  });
  await expect(again.getByRole('textbox', { name: 'Numero ordine di acquisto' })).toHaveValue(
    'OA-2026-015',
  );
  await expect(again.getByLabel('Data ordine di acquisto')).toHaveValue('2026-03-15');
  await expectNoAxeViolations(page);
});

test('the chooser waits for the address form; a method locks address, notes and codes until going back', async ({
  page,
}) => {
  await openCheckout(page, [{ productId: BOOKS.principe, shipping: 'Standard' }]);
  const shipping = region(page, 'Indirizzo di spedizione');
  const notes = region(page, 'Note per la consegna');
  const totals = region(page, 'Riepilogo');
  const codeInput = totals.getByRole('textbox', { name: 'Codice sconto' });
  const methods = payment(page).getByRole('list').getByRole('button');
  await expect(methods).toHaveText([
    'Carta di credito',
    'Bonifico bancario',
    'PayPal',
    'Pagamento posticipato',
  ]);

  // The new-address form hides the chooser until it is closed.
  await shipping.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' }).click();
  await expect(methods).toHaveCount(0);
  await expect(payment(page)).toContainText("Per scegliere come pagare completa prima l'indirizzo");
  await expect(confirmButton(page)).toBeDisabled();
  await main(page)
    .getByRole('form', { name: 'Nuovo indirizzo di spedizione' })
    .getByRole('button', { name: 'Annulla' })
    .click();
  await expect(methods).toHaveCount(4);

  await codeInput.fill('SOLOLIBRERIA');
  await totals.getByRole('button', { name: 'inserisci', exact: true }).click();
  await expect(toast(page, 'Codice sconto applicato')).toBeVisible();
  const remove = totals.getByRole('button', { name: /^Rimuovi/ });
  await expect(remove).toBeVisible();
  await notes.getByRole('textbox', { name: 'Note aggiuntive per la consegna' }).fill('Piano terra');
  await notes.getByRole('button', { name: 'Salva note' }).click();
  await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();

  await methodButton(page, 'Carta di credito').click();
  await expect(main(page).getByRole('textbox', { name: 'Numero carta' })).toBeVisible();
  await expect(shipping.getByRole('combobox')).toBeDisabled();
  await expect(shipping.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })).toHaveCount(
    0,
  );
  await expect(shipping.getByRole('link', { name: 'Modifica indirizzo selezionato' })).toHaveCount(
    0,
  );
  await expect(notes.getByRole('button', { name: 'Modifica note' })).toHaveCount(0);
  await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeDisabled();
  await expect(codeInput).toHaveCount(0);
  await expect(remove).toHaveCount(0);
  await expect(
    region(page, 'Fatturazione').getByRole('checkbox', { name: 'Indirizzo di fatturazione' }),
  ).toBeDisabled();
  await expect(
    region(page, 'Fatturazione')
      .getByRole('group', { name: 'Dati per la pubblica amministrazione' })
      .getByRole('textbox', { name: 'C.I.G.' }),
  ).toBeDisabled();
  await expect(methods).toHaveCount(0);
  await expectNoAxeViolations(page);

  await payment(page).getByRole('button', { name: 'Cambia metodo di pagamento' }).click();
  await expect(methodButton(page, 'Carta di credito')).toBeFocused();
  await expect(confirmButton(page)).toBeDisabled();
  await expect(shipping.getByRole('combobox')).toBeEnabled();
  await expect(shipping.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();
  await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeEnabled();
  await expect(codeInput).toBeVisible();
  await remove.click();
  await expect(toast(page, 'Codice sconto rimosso')).toBeVisible();
});

test('deferred payment: the order is placed with the PA data, without a charge', async ({
  page,
}) => {
  await openCheckout(page, [{ productId: BOOKS.corsaroNero, shipping: 'Shop_pickup' }]);
  const pa = region(page, 'Fatturazione').getByRole('group', {
    name: 'Dati per la pubblica amministrazione',
  });
  await pa.getByRole('textbox', { name: 'Numero ordine di acquisto' }).fill('OA-2026-077');
  await pa.getByLabel('Data ordine di acquisto').fill('2026-04-02');
  await pa.getByRole('textbox', { name: 'C.I.G.' }).fill('Z9A8B7C6D5');
  await pa.getByRole('textbox', { name: 'C.U.P.' }).fill('J51B21000010002');
  await notesAndGift(page, 'Consegnare in biblioteca');

  await methodButton(page, 'Pagamento posticipato').click();
  await expect(payment(page)).toContainText(
    "La tua utenza è abilitata al pagamento posticipato. Procedi per completare l'ordine senza ulteriori addebiti.",
  );
  await expectNoAxeViolations(page);
  const created = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName ===
        'createOrder',
  );
  await confirmButton(page).click();
  const variables = ((await created).postDataJSON() as { variables: Record<string, unknown> })
    .variables;
  expect(variables).toMatchObject({
    paymentMethod: 'MANUAL',
    invoice: true,
    present: true,
    notes: 'Consegnare in biblioteca',
    shippingAddressId: null,
    numero_ordine_acquisto: 'OA-2026-077',
    data_ordine_acquisto: '2026-04-02',
    cig: 'Z9A8B7C6D5',
    cup: 'J51B21000010002',
  });
  expect(variables.billingAddress).toMatch(/^A/);

  await expectOrderComplete(page, {
    status: 'Pagamento posticipato',
    method: 'Pagamento posticipato',
    book: 'Il corsaro nero',
    bookshop: 'Libreria del Porto',
  });
  await expectCheckoutStorageCleared(page);
  expect(await page.evaluate(() => localStorage.getItem('checkout.datiPa'))).toBeNull();
});

test('fr: the PA data and the deferred payment offered in French; a card order', async ({
  page,
}) => {
  await openCheckout(page, [{ productId: BOOKS.madameBovary, shipping: 'Standard' }], 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const section = region(page, 'Paiement');
  await expect(section.getByRole('button', { name: 'Paiement différé' })).toBeVisible();
  await expect(
    region(page, 'Facture').getByRole('group', {
      name: 'Données pour l’administration publique',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Carte de crédit' }).click();
  await main(page).getByRole('textbox', { name: 'Numéro de carte' }).fill(CARDS.succeeds);
  await main(page).getByRole('textbox', { name: 'Date d’expiration' }).fill('12/34');
  await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
  await section.getByRole('button', { name: 'Confirmer la commande' }).click();

  await confirmationNumber(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Commande terminée');
  await expect(summaryValue(page, 'État')).toHaveText('Payée');
  await expect(summaryValue(page, 'Moyen de paiement')).toHaveText('Carte de crédit');
  await expect(main(page).getByRole('article', { name: /Librairie du Quai/ })).toContainText(
    'Madame Bovary',
  );
});

test('deferred payment: a failed confirmation keeps the PA data and can be retried', async ({
  page,
}) => {
  const note = 'Consegnare all’ufficio protocollo';
  await openCheckout(page, [{ productId: BOOKS.operetteMorali, shipping: 'Shop_pickup' }]);
  const pa = region(page, 'Fatturazione').getByRole('group', {
    name: 'Dati per la pubblica amministrazione',
  });
  await pa.getByRole('textbox', { name: 'Numero ordine di acquisto' }).fill('OA-2026-126');
  await pa.getByLabel('Data ordine di acquisto').fill('2026-05-04');
  await pa.getByRole('textbox', { name: 'C.I.G.' }).fill('Z1B2C3D4E5');
  await pa.getByRole('textbox', { name: 'C.U.P.' }).fill('J51B21000010026');
  await notesAndGift(page, note);
  await payment(page).getByRole('button', { name: 'Pagamento posticipato', exact: true }).click();

  let stop = await failCreateOrder(page, (route) => route.abort('failed'));
  await confirmButton(page).click();
  await expect(alert(page)).toHaveText(`${NETWORK}${KEPT}`);
  await expect(confirmButton(page)).toBeEnabled();
  await expect(payment(page)).toContainText('La tua utenza è abilitata al pagamento posticipato.');
  await expect(pa.getByRole('textbox', { name: 'Numero ordine di acquisto' })).toHaveValue(
    'OA-2026-126',
  );
  await expect(pa.getByRole('textbox', { name: 'C.I.G.' })).toHaveValue('Z1B2C3D4E5');
  await expect(pa.getByRole('textbox', { name: 'C.U.P.' })).toHaveValue('J51B21000010026');
  await expectEntriesKept(page, note);
  await stop();

  // The server's error handler answers a failure outside GraphQL with a translated detail.
  stop = await failCreateOrder(page, (route) =>
    route.fulfill({
      status: 503,
      json: {
        detail: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
        code: 'SERVICE_UNAVAILABLE',
      },
    }),
  );
  await confirmButton(page).click();
  await expect(alert(page)).toHaveText(
    `Servizio momentaneamente non disponibile. Riprova tra qualche istante.${KEPT}`,
  );
  await stop();

  const created = page.waitForRequest(isCreateOrder);
  await confirmButton(page).click();
  expect(
    ((await created).postDataJSON() as { variables: Record<string, unknown> }).variables,
  ).toMatchObject({
    paymentMethod: 'MANUAL',
    notes: note,
    present: true,
    invoice: true,
    numero_ordine_acquisto: 'OA-2026-126',
    data_ordine_acquisto: '2026-05-04',
    cig: 'Z1B2C3D4E5',
    cup: 'J51B21000010026',
  });
  await expectCompletedWith(page, 'Pagamento posticipato');
});

test('deferred payment: the administrator records the transfer that settles it', async ({
  page,
  browser,
}) => {
  // Picked up, the book's price is the whole total.
  const total = euros(1600, 'it');
  await openCheckout(page, [{ productId: BOOKS.confessioni, shipping: 'Shop_pickup' }]);
  await expect(totalsLine(page, 'totale da pagare')).toContainText(total);
  await methodButton(page, 'Pagamento posticipato').click();
  await confirmButton(page).click();
  const orderNumber = await expectOrderComplete(page, {
    status: 'Pagamento posticipato',
    method: 'Pagamento posticipato',
    book: "Le confessioni d'un italiano",
    bookshop: 'Libreria Centrale',
  });

  // The administrator, in a browser of their own.
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await useLanguage(admin, 'it');
    await logIn(admin, DEMO_ADMIN_EMAIL);
    await admin.goto('/it/admin/');
    // The tabs take the arrow keys: from Librerie, three steps right (past Ordini and
    // Bonifici in attesa).
    await main(admin).getByRole('tab', { name: 'Librerie' }).focus();
    for (let step = 0; step < 3; step++) await admin.keyboard.press('ArrowRight');
    const tab = main(admin).getByRole('tab', { name: 'Pagamenti posticipati' });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = main(admin).getByRole('tabpanel', { name: 'Pagamenti posticipati' });

    // Shown first: what is still to be received.
    const show = panel.getByRole('combobox', { name: 'Mostra' });
    await expect(show.locator('option:checked')).toHaveText('Da incassare');
    const row = panel.getByRole('row', { name: new RegExp(`^${orderNumber}`) });
    // Order, administration, charged, refunds, due, received, repaid, balance, state, movements.
    await expect(row.getByRole('cell')).toHaveText(
      [
        'Comune di Esempio acquisti@comune-esempio.it',
        total,
        euros(0, 'it'),
        total,
        euros(0, 'it'),
        euros(0, 'it'),
        `+${total}`,
        'Da incassare',
        'Nessuno',
      ],
      { useInnerText: true },
    );
    await expectNoAxeViolations(admin);

    const form = panel.getByRole('region', { name: 'Registra un incasso o una restituzione' });
    const amount = form.getByRole('textbox', { name: 'Importo' });
    const reference = `CRO ${orderNumber}`;
    await form.getByRole('textbox', { name: 'Numero d’ordine' }).fill(orderNumber);
    await expect(form.getByRole('combobox', { name: 'Movimento' })).toHaveValue('RECEIVED');
    const paidOn = await form.getByLabel('Data del bonifico').inputValue();
    // A cent more than is owed: refused beside the amount, naming what is left.
    await amount.fill('16,01');
    await form.getByRole('textbox', { name: 'Riferimento del bonifico' }).fill(reference);
    await form.getByRole('button', { name: 'Registra' }).click();
    await expect(amount).toHaveAccessibleDescription(
      `L’importo supera quanto resta da saldare (${total})`,
    );
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(row.getByRole('cell').nth(4)).toHaveText(euros(0, 'it'));

    await amount.fill('16,00');
    await form.getByRole('button', { name: 'Registra' }).click();
    const recorded = `Registrato per l’ordine ${orderNumber}; saldo: ${euros(0, 'it')}.`;
    await expect(form.getByRole('status')).toHaveText(recorded);
    await expect(toast(admin, recorded)).toBeVisible();
    await expect(amount).toHaveValue('');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    // Settled, it is no longer to be received.
    await expect(row).toHaveCount(0);

    await show.selectOption({ label: 'Saldato' });
    const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${paidOn}T00:00:00Z`),
    );
    await expect(row.getByRole('cell')).toHaveText(
      [
        'Comune di Esempio acquisti@comune-esempio.it',
        total,
        euros(0, 'it'),
        total,
        total,
        euros(0, 'it'),
        euros(0, 'it'),
        'Saldato',
        `${day}: incassato ${total} (${reference})`,
      ],
      { useInnerText: true },
    );
    await expectNoAxeViolations(admin);
  } finally {
    await context.close();
  }
});
