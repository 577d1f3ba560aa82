import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  basketProductIds,
  csrfToken,
  expectNoAxeViolations,
  fillBasket,
  graphql,
  handOver,
  logIn,
  main,
  openCheckout,
  region,
  toast,
  type ShippingType,
} from '../checkout-support.ts';
import { type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The payment step of the checkout and the order confirmation (issue 5), in the sandbox
// payment mode. Each test fills its account's basket itself and orders books with plenty
// of copies (docs/demo-data.md), a different book per test. Every account's tests run in
// order; the accounts are shared with the other spec files, which fill their own baskets.

// Each test walks a whole purchase (login, basket, checkout, payment, confirmation, axe
// checks): more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: allowFor(60_000) });

const BOOKS = {
  /** Libreria Centrale: 'Il Principe', 15 copies. */
  principe: '6',
  /** Libreria Centrale: 'Le avventure di Pinocchio', 20 copies. */
  pinocchio: '9',
  /** Libreria Centrale: 'Decameron', 4 copies (the race for copies takes them). */
  decameron: '8',
  /** Libreria Centrale: 'Canti', 5 copies. */
  canti: '14',
  /** Libreria del Porto: 'Il Gattopardo', 12 copies. */
  gattopardo: '28',
  /** Libreria del Porto: "L'isola del tesoro", 10 copies. */
  isolaDelTesoro: '30',
  /** Libreria del Porto: 'Il corsaro nero', 6 copies. */
  corsaroNero: '33',
  /** Libreria del Porto: 'Le tigri di Mompracem', 9.00 € less 25%: 6.75 €, 9 copies. */
  tigri: '34',
  /** Libreria del Porto: 'Cuore di tenebra', 11 copies. */
  cuoreDiTenebra: '35',
  /** Libreria del Porto: 'I viaggi di Gulliver', 5 copies. */
  gulliver: '37',
  /** Pagine Sparse (no Standard): 'Le città invisibili', 10 copies. */
  cittaInvisibili: '46',
  /** Pagine Sparse: 'Il deserto dei Tartari', 7 copies. */
  desertoDeiTartari: '50',
  /** Librairie du Quai: 'Madame Bovary', 8 copies. */
  madameBovary: '53',
} as const;

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
};

const CONFIRMATION_URL = /\/api\/conferma-ordine\/([A-Z0-9-]+)\/$/;

const payment = (page: Page) => region(page, 'Pagamento');
const confirmButton = (page: Page) =>
  payment(page).getByRole('button', { name: 'Conferma ordine', exact: true });
const methodButton = (page: Page, name: string) =>
  payment(page).getByRole('button', { name, exact: true });
const totalsLine = (page: Page, label: string) =>
  region(page, 'Riepilogo')
    .locator('.amount-row')
    .filter({ has: page.getByText(label, { exact: true }) });

async function payWithCard(page: Page, number: string, confirm = 'Conferma ordine') {
  const section = main(page);
  await section.getByRole('textbox', { name: 'Numero carta' }).fill(number);
  await section.getByRole('textbox', { name: 'Scadenza' }).fill('12/34');
  await section.getByRole('textbox', { name: 'CVC' }).fill('123');
  await section.getByRole('button', { name: confirm, exact: true }).click();
}

/** Waits for the confirmation page and answers the order number in its URL. */
async function confirmationNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(CONFIRMATION_URL);
  const number = CONFIRMATION_URL.exec(new URL(page.url()).pathname)?.[1];
  expect(number).toBeTruthy();
  return number!;
}

/** One of the order summary's items ('Stato', 'Metodo di pagamento', …) by its term. */
function summaryValue(page: Page, term: string): Locator {
  return main(page)
    .locator('.order-summary__item')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

async function expectOrderComplete(
  page: Page,
  expected: { status: string; method: string; book: string; bookshop: string },
): Promise<string> {
  const number = await confirmationNumber(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Ordine completato');
  await expect(page).toHaveTitle('Ordine completato | Scaffale');
  await expect(summaryValue(page, "Numero d'ordine")).toHaveText(number);
  await expect(summaryValue(page, 'Stato')).toHaveText(expected.status);
  await expect(summaryValue(page, 'Metodo di pagamento')).toHaveText(expected.method);
  const part = main(page).getByRole('article', { name: new RegExp(expected.bookshop) });
  await expect(part.getByRole('rowheader', { name: expected.book })).toBeVisible();
  return number;
}

/** The stored checkout data are gone once the order is placed (SPEC §4). */
async function expectCheckoutStorageCleared(page: Page): Promise<void> {
  const stored = await page.evaluate(() => ({
    shippings: localStorage.getItem('checkout.selectedShippings'),
    country: localStorage.getItem('checkout.destCountry'),
    draft: localStorage.getItem('checkout.shippingFormDraft'),
  }));
  expect(stored).toEqual({ shippings: null, country: null, draft: null });
}

async function openWith(
  page: Page,
  email: string,
  productId: string,
  shipping: ShippingType,
  lang: Lang = 'it',
): Promise<void> {
  await openCheckout(page, email, [{ productId, shipping }], lang);
}

test.describe('payment as mario.rossi', () => {
  test.describe.configure({ mode: 'serial' });

  test('card: the order is paid, the confirmation shows it, nobody else can open it', async ({
    page,
    browser,
  }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.pinocchio, 'Standard');
    // mario has no store credit and no deferred payment: card, transfer, PayPal.
    await expect(payment(page).getByRole('list').getByRole('button')).toHaveText([
      'Carta di credito',
      'Bonifico bancario',
      'PayPal',
    ]);
    await expect(confirmButton(page)).toBeDisabled();

    await methodButton(page, 'Carta di credito').click();
    await expect(payment(page).getByRole('heading', { name: 'Carta di credito' })).toBeFocused();
    await expect(main(page).getByRole('textbox', { name: 'Numero carta' })).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);

    // Nothing typed: the fields say what is missing, nothing is sent.
    await confirmButton(page).click();
    await expect(
      main(page).getByRole('textbox', { name: 'Numero carta' }),
    ).toHaveAccessibleDescription('Questo campo è obbligatorio');
    await expect(main(page).getByRole('textbox', { name: 'Numero carta' })).toBeFocused();
    await expect(main(page).getByRole('textbox', { name: 'Scadenza' })).toHaveAccessibleDescription(
      /Questo campo è obbligatorio/,
    );
    await expect(confirmButton(page)).toBeEnabled();

    await payWithCard(page, CARDS.succeeds);
    const number = await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'Carta di credito',
      book: 'Le avventure di Pinocchio',
      bookshop: 'Libreria Centrale',
    });
    await expect(
      main(page).getByRole('heading', { name: 'Istruzioni per il bonifico' }),
    ).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Continua lo shopping' })).toHaveAttribute(
      'href',
      '/it/',
    );
    const totals = main(page).getByRole('region', { name: 'Totali' });
    await expect(totals).toContainText('totale spese spedizione');
    await expect(totals).toContainText('+ 4,90 €');
    await expectCheckoutStorageCleared(page);
    expect(await basketProductIds(page)).not.toContain(BOOKS.pinocchio);
    await expectNoAxeViolations(page);

    // Another account gets the same answer as for an order that does not exist.
    const other = await browser.newContext({ locale: 'it-IT' });
    try {
      const otherPage = await other.newPage();
      await logIn(otherPage, ACCOUNTS.giulia);
      await otherPage.goto(`/api/conferma-ordine/${number}/`);
      await expect(main(otherPage).getByRole('heading', { level: 1 })).toHaveText(
        'Ordine non trovato',
      );
      await expect(otherPage).toHaveTitle('Ordine non trovato | Scaffale');
      await expect(main(otherPage)).not.toContainText(number);
      await expect(
        main(otherPage).getByRole('link', { name: 'Continua lo shopping' }),
      ).toBeVisible();
      await expectNoAxeViolations(otherPage);
    } finally {
      await other.close();
    }
  });

  test('a declined card shows the provider message under the form; a good card then pays', async ({
    page,
  }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.isolaDelTesoro, 'Standard');
    await methodButton(page, 'Carta di credito').click();
    await payWithCard(page, CARDS.declined);
    const alert = payment(page).getByRole('alert');
    await expect(alert).toHaveText('La carta è stata rifiutata');
    // Under the form, the button usable again.
    const fieldsBox = await main(page)
      .getByRole('group', { name: 'Dati della carta' })
      .boundingBox();
    const alertBox = await alert.boundingBox();
    expect(alertBox!.y).toBeGreaterThan(fieldsBox!.y + fieldsBox!.height - 1);
    await expect(confirmButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/it\/checkout\/$/);

    await payWithCard(page, CARDS.succeeds);
    await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'Carta di credito',
      book: "L'isola del tesoro",
      bookshop: 'Libreria del Porto',
    });
  });

  test('a card form whose order another tab replaced says so instead of taking a card', async ({
    page,
  }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.gattopardo, 'Standard');
    await methodButton(page, 'Carta di credito').click();
    const cardNumber = main(page).getByRole('textbox', { name: 'Numero carta' });
    await expect(cardNumber).toBeVisible();

    // Another tab: one more book, and the checkout's card method places the newer order.
    const other = await page.context().newPage();
    try {
      await graphql(
        other,
        'AddProduct',
        'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
        { productId: BOOKS.tigri },
      );
      await other.goto('/it/checkout/');
      await methodButton(other, 'Carta di credito').click();
      await expect(main(other).getByRole('textbox', { name: 'Numero carta' })).toBeVisible();
    } finally {
      await other.close();
    }

    // Back on the first tab: the form is gone, the reason and the way back are there.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const alert = payment(page).getByRole('alert');
    await expect(alert).toContainText('Questo ordine è stato sostituito da uno più recente');
    await expect(cardNumber).toHaveCount(0);
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Ricarica il checkout' }).click();
    await methodButton(page, 'Carta di credito').click();
    await expect(cardNumber).toBeVisible();
  });

  test('two buyers race for copies: the cart and the checkout name the book lowered, and the order takes what is left', async ({
    page,
    browser,
  }) => {
    // mario holds three of the four copies of 'Decameron'.
    await logIn(page, ACCOUNTS.mario);
    const selected = await fillBasket(page, [{ productId: BOOKS.decameron, shipping: 'Standard' }]);
    for (let copy = 1; copy < 3; copy += 1) {
      await graphql(
        page,
        'AddProduct',
        'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
        { productId: BOOKS.decameron },
      );
    }
    // Another buyer orders two of them, and pays.
    const other = await browser.newContext();
    const buyer = await other.newPage();
    try {
      await logIn(buyer, ACCOUNTS.luca);
      await fillBasket(buyer, [
        { productId: BOOKS.decameron, shipping: 'Shop_pickup' },
        { productId: BOOKS.decameron, shipping: 'Shop_pickup' },
      ]);
      const { createOrder } = await graphql<{ createOrder: { orderNumber: string } }>(
        buyer,
        'createOrder',
        `
          mutation createOrder(
            $invoice: Boolean!
            $present: Boolean!
            $selectedShippings: [SelectedShippingInput!]
          ) {
            createOrder(
              invoice: $invoice
              present: $present
              selectedShippings: $selectedShippings
            ) {
              orderNumber
            }
          }
        `,
        {
          invoice: false,
          present: false,
          selectedShippings: [{ codelib: selected[0]!.codelib, shipping: 'Shop_pickup' }],
        },
      );
      const headers = { 'X-CSRFToken': await csrfToken(buyer) };
      const intent = await buyer.request.post('/api/stripe/create-payment-intent/card/', {
        headers,
        data: { orderNumber: createOrder.orderNumber },
      });
      const { clientSecret } = (await intent.json()) as { clientSecret: string };
      const paid = await buyer.request.post('/api/sandbox/confirm/', {
        headers,
        data: { clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
      expect(await paid.json()).toMatchObject({ status: 'succeeded' });
    } finally {
      await other.close();
    }

    const notice = 'Decameron»: ne restano solo 2 copie, la quantità passa da 3 a 2.';
    await page.goto('/it/carrello/');
    await expect(main(page).getByRole('status').filter({ hasText: notice })).toBeVisible();
    const line = main(page).getByRole('article', { name: 'Decameron' });
    await expect(line.locator('.quantity__value')).toHaveText('2');
    await expectNoAxeViolations(page);

    await handOver(page, selected);
    await page.goto('/it/checkout/');
    const bought = region(page, 'Cosa stai acquistando');
    await expect(bought.getByRole('status')).toContainText(notice);
    await expect(bought.getByText('Quantità: 2')).toBeVisible();
    await methodButton(page, 'Carta di credito').click();
    await payWithCard(page, CARDS.succeeds);
    await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'Carta di credito',
      book: 'Decameron',
      bookshop: 'Libreria Centrale',
    });
    const part = main(page).getByRole('article', { name: /Libreria Centrale/ });
    await expect(
      part
        .getByRole('row', { name: /Decameron/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');
  });

  test('3-D Secure: refusing keeps the buyer on the page, approving pays', async ({ page }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.cuoreDiTenebra, 'Shop_pickup');
    await methodButton(page, 'Carta di credito').click();
    await payWithCard(page, CARDS.authenticate);
    let dialog = page.getByRole('dialog', { name: 'Autenticazione 3-D Secure' });
    await expect(dialog).toBeVisible();
    await expect(confirmButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(payment(page).getByRole('alert')).toHaveText(
      'Autenticazione del pagamento non riuscita',
    );
    await expect(confirmButton(page)).toBeEnabled();

    await confirmButton(page).click();
    dialog = page.getByRole('dialog', { name: 'Autenticazione 3-D Secure' });
    await expect(dialog).toContainText('9,00 €');
    await dialog.getByRole('button', { name: 'Autorizza il pagamento' }).click();
    await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'Carta di credito',
      book: 'Cuore di tenebra',
      bookshop: 'Libreria del Porto',
    });
  });

  test('PayPal: the approval pays the order', async ({ page }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.cittaInvisibili, 'Shop_pickup');
    await methodButton(page, 'PayPal').click();
    const approve = payment(page).getByRole('button', { name: 'Approva pagamento PayPal' });
    await expect(approve).toBeVisible();
    // 14.00 € less 20%.
    await expect(payment(page)).toContainText('Importo: 11,20 €');
    // The approval itself completes the payment.
    await expect(confirmButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    await approve.click();
    await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'PayPal',
      book: 'Le città invisibili',
      bookshop: 'Pagine Sparse',
    });
    expect(await basketProductIds(page)).not.toContain(BOOKS.cittaInvisibili);
  });

  test('en: a card order in English', async ({ page }) => {
    await openWith(page, ACCOUNTS.mario, BOOKS.desertoDeiTartari, 'Economy', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const section = region(page, 'Payment');
    await expect(section.getByRole('list').getByRole('button')).toHaveText([
      'Credit card',
      'Bank transfer',
      'PayPal',
    ]);
    await section.getByRole('button', { name: 'Credit card' }).click();
    await expect(section.getByRole('button', { name: 'Change payment method' })).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Card number' }).fill(CARDS.declined);
    await main(page).getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
    await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
    await section.getByRole('button', { name: 'Confirm order' }).click();
    await expect(section.getByRole('alert')).toHaveText(/declined/i);
    await main(page).getByRole('textbox', { name: 'Card number' }).fill(CARDS.succeeds);
    await section.getByRole('button', { name: 'Confirm order' }).click();

    await confirmationNumber(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Order complete');
    await expect(page).toHaveTitle('Order complete | Scaffale');
    await expect(summaryValue(page, 'Status')).toHaveText('Paid');
    await expect(summaryValue(page, 'Payment method')).toHaveText('Credit card');
    await expect(main(page).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en/',
    );
    await expectNoAxeViolations(page);
  });

  test('keyboard only: from the cart to the confirmation', async ({ page }) => {
    await logIn(page, ACCOUNTS.mario);
    await fillBasket(page, [{ productId: BOOKS.canti, shipping: 'Standard' }]);
    // Start from the cart, as a buyer does; from here on no mouse.
    await page.goto('/it/carrello');
    const shippingSelect = main(page).getByRole('combobox', { name: 'Spedizione' });
    await expect(shippingSelect).toHaveValue('Standard');
    await tabTo(page, shippingSelect);
    // Standard → Economy with the arrow keys.
    await page.keyboard.press('ArrowUp');
    await expect(shippingSelect).toHaveValue('Economy');
    const proceed = main(page).getByRole('button', { name: 'Procedi al checkout' });
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/checkout\/$/);

    await expect(totalsLine(page, 'totale spese spedizione')).toContainText('+ 2,90 €');
    const card = methodButton(page, 'Carta di credito');
    await tabTo(page, card);
    // Shift+Tab goes back past it, Tab returns.
    await page.keyboard.press('Shift+Tab');
    await expect(card).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await page.keyboard.press('Space');
    await expect(payment(page).getByRole('heading', { name: 'Carta di credito' })).toBeFocused();

    const number = main(page).getByRole('textbox', { name: 'Numero carta' });
    await tabTo(page, number);
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('textbox', { name: 'Scadenza' })).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('textbox', { name: 'CVC' })).toBeFocused();
    await page.keyboard.type('123');
    await tabTo(page, confirmButton(page));
    await page.keyboard.press('Enter');

    await expectOrderComplete(page, {
      status: 'Pagato',
      method: 'Carta di credito',
      book: 'Canti',
      bookshop: 'Libreria Centrale',
    });
    const next = main(page).getByRole('link', { name: 'Continua lo shopping' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/$/);
  });
});

test.describe('payment as the public administration', () => {
  test.describe.configure({ mode: 'serial' });

  test('the chooser waits for the address form; a method locks address, notes and codes until going back', async ({
    page,
  }) => {
    await openWith(page, ACCOUNTS.pa, BOOKS.principe, 'Standard');
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
    await expect(payment(page)).toContainText(
      "Per scegliere come pagare completa prima l'indirizzo",
    );
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
    await notes
      .getByRole('textbox', { name: 'Note aggiuntive per la consegna' })
      .fill('Piano terra');
    await notes.getByRole('button', { name: 'Salva note' }).click();
    await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();

    await methodButton(page, 'Carta di credito').click();
    await expect(main(page).getByRole('textbox', { name: 'Numero carta' })).toBeVisible();
    await expect(shipping.getByRole('combobox')).toBeDisabled();
    await expect(shipping.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })).toHaveCount(
      0,
    );
    await expect(
      shipping.getByRole('link', { name: 'Modifica indirizzo selezionato' }),
    ).toHaveCount(0);
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
    await expect(
      shipping.getByRole('button', { name: 'Aggiungi un nuovo indirizzo' }),
    ).toBeVisible();
    await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();
    await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeEnabled();
    await expect(codeInput).toBeVisible();
    await remove.click();
    await expect(toast(page, 'Codice sconto rimosso')).toBeVisible();
  });

  test('deferred payment: the order is placed with the PA data, without a charge', async ({
    page,
  }) => {
    await openWith(page, ACCOUNTS.pa, BOOKS.corsaroNero, 'Shop_pickup');
    const pa = region(page, 'Fatturazione').getByRole('group', {
      name: 'Dati per la pubblica amministrazione',
    });
    await pa.getByRole('textbox', { name: 'Numero ordine di acquisto' }).fill('OA-2026-077');
    await pa.getByLabel('Data ordine di acquisto').fill('2026-04-02');
    await pa.getByRole('textbox', { name: 'C.I.G.' }).fill('Z9A8B7C6D5');
    await pa.getByRole('textbox', { name: 'C.U.P.' }).fill('J51B21000010002');
    await notesAndGift(page);

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

  test('bank transfer: the order number is the reference, the confirmation says how to pay', async ({
    page,
  }) => {
    await openWith(page, ACCOUNTS.pa, BOOKS.gattopardo, 'Standard');
    await methodButton(page, 'Bonifico bancario').click();
    const section = payment(page);
    await expect(section).toContainText('Hai scelto di pagare con bonifico bancario.');
    await expect(section).toContainText('entro 5 giorni di calendario');
    await expect(section).toContainText("l'ordine viene annullato");
    await expect(section).toContainText('chiudi la finestra di pagamento con la X');
    const reference = section.locator('.payment-reference');
    await expect(reference).toHaveText(/^SC-[A-Z0-9]+$/);
    const number = (await reference.textContent()) ?? '';
    await expect(confirmButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await confirmButton(page).click();

    expect(await confirmationNumber(page)).toBe(number);
    await expect(summaryValue(page, 'Stato')).toHaveText('In attesa del bonifico');
    await expect(summaryValue(page, 'Metodo di pagamento')).toHaveText('Bonifico bancario');
    const transfer = main(page).getByRole('region', { name: 'Istruzioni per il bonifico' });
    await expect(transfer).toContainText(number);
    await expect(
      transfer
        .locator('.order-summary__item')
        .filter({ hasText: 'Codice di riferimento (causale)' })
        .getByRole('definition'),
    ).toHaveText(number);
    await expect(
      transfer
        .locator('.order-summary__item')
        .filter({ hasText: 'Da pagare entro il' })
        .getByRole('definition'),
    ).toHaveText(/^\d{1,2} \w+ \d{4}$/);
    await expectNoAxeViolations(page);
  });

  test('fr: a card order in French', async ({ page }) => {
    await openWith(page, ACCOUNTS.pa, BOOKS.madameBovary, 'Standard', 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const section = region(page, 'Paiement');
    await expect(section.getByRole('button', { name: 'Paiement différé' })).toBeVisible();
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

  test('es: a card order in Spanish', async ({ page }) => {
    await openWith(page, ACCOUNTS.pa, BOOKS.gulliver, 'Standard', 'es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const section = region(page, 'Pago');
    await section.getByRole('button', { name: 'Tarjeta de crédito' }).click();
    await main(page).getByRole('textbox', { name: 'Número de tarjeta' }).fill(CARDS.succeeds);
    await main(page).getByRole('textbox', { name: 'Caducidad' }).fill('12/34');
    await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
    await section.getByRole('button', { name: 'Confirmar pedido' }).click();

    await confirmationNumber(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Pedido completado');
    await expect(summaryValue(page, 'Estado')).toHaveText('Pagado');
    await expect(summaryValue(page, 'Método de pago')).toHaveText('Tarjeta de crédito');
    await expect(main(page).getByRole('link', { name: 'Seguir comprando' })).toBeVisible();
  });
});

test.describe('payment as giulia.bianchi', () => {
  test('store credit covers one cheap book collected in store', async ({ page }) => {
    await openWith(page, ACCOUNTS.giulia, BOOKS.tigri, 'Shop_pickup');
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
    const totals = main(page).getByRole('region', { name: 'Totali' });
    await expect(totals).toContainText('Borsellino');
    await expect(totals).toContainText('− 6,75 €');
    expect(await basketProductIds(page)).not.toContain(BOOKS.tigri);
  });
});

test('a logged-out visit to a confirmation page goes to the login page', async ({ page }) => {
  await page.goto('/api/conferma-ordine/SC-ABC123/');
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fapi%2Fconferma-ordine%2FSC-ABC123%2F$/);
});

/** Fills the delivery note and ticks 'Regalo' (sent as `present`). */
async function notesAndGift(page: Page): Promise<void> {
  const notes = region(page, 'Note per la consegna');
  await notes
    .getByRole('textbox', { name: 'Note aggiuntive per la consegna' })
    .fill('Consegnare in biblioteca');
  await notes.getByRole('button', { name: 'Salva note' }).click();
  await notes.getByRole('checkbox', { name: 'Regalo' }).check();
}

/** Presses Tab until `target` has the focus (the keyboard test's only way to move). */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
