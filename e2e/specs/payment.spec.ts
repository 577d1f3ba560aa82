import { type Locator, type Page } from '@playwright/test';
import {
  basketProductIds,
  csrfToken,
  expectNoAxeViolations,
  fillBasket,
  graphql,
  handOver,
  openCheckout,
  type ShippingType,
} from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, newBuyerContext, test } from '../fixtures.ts';
import { main, region } from '../page-support.ts';
import {
  CARDS,
  CONFIRMATION_URL,
  confirmationNumber,
  confirmButton,
  expectCheckoutStorageCleared,
  expectOrderComplete,
  methodButton,
  payment,
  payWithCard,
  summaryValue,
  totalsLine,
  transferFact,
} from '../payment-support.ts';
import { type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The payment step of the checkout and the order confirmation (docs/spec/payments.md §3, §6), in
// the sandbox payment mode. Each test has a buyer of its own (fixtures.ts) with mario.rossi's first
// address, fills its basket itself and orders books with plenty of copies
// (docs/demo-data.md), a different book per test. The store credit and the deferred payment,
// which only demo accounts have, are in store-credit.spec.ts and public-administration.spec.ts.

// Each test walks a whole purchase (basket, checkout, payment, confirmation, axe checks):
// more than the default 30 s on a loaded 2-core machine.
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

async function openWith(
  page: Page,
  productId: string,
  shipping: ShippingType,
  lang: Lang = 'it',
): Promise<void> {
  await openCheckout(page, [{ productId, shipping }], lang);
}

test.describe('a buyer with a saved address', () => {
  test.beforeEach(async ({ page, buyer }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa]);
  });

  test('card: the order is paid, the confirmation shows it, nobody else can open it', async ({
    page,
    browser,
  }) => {
    await openWith(page, BOOKS.pinocchio, 'Standard');
    // A new buyer has no store credit and no deferred payment: card, transfer, PayPal.
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
    const { context: other, page: otherPage } = await newBuyerContext(browser, {
      context: { locale: 'it-IT' },
    });
    try {
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
    await openWith(page, BOOKS.isolaDelTesoro, 'Standard');
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
    await openWith(page, BOOKS.gattopardo, 'Standard');
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
    // The buyer holds three of the four copies of 'Decameron'.
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
    const { context: other, page: buyer } = await newBuyerContext(browser);
    try {
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
    await openWith(page, BOOKS.cuoreDiTenebra, 'Shop_pickup');
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
    await openWith(page, BOOKS.cittaInvisibili, 'Shop_pickup');
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
    await openWith(page, BOOKS.desertoDeiTartari, 'Economy', 'en');
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

  test('bank transfer: the order number is the reference, the confirmation says how to pay', async ({
    page,
  }) => {
    await openWith(page, BOOKS.gattopardo, 'Standard');
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

    // As Stripe's: a window with where to pay and what to write, closed with its X.
    const window = page.getByRole('dialog', { name: 'Istruzioni per il bonifico' });
    await expect(window).toBeVisible();
    await expect(transferFact(window, 'Codice di riferimento (causale)')).toHaveText(number);
    await expect(page).not.toHaveURL(CONFIRMATION_URL);
    await window.getByRole('button', { name: 'Chiudi', exact: true }).click();

    expect(await confirmationNumber(page)).toBe(number);
    await expect(summaryValue(page, 'Stato')).toHaveText('In attesa del bonifico');
    await expect(summaryValue(page, 'Metodo di pagamento')).toHaveText('Bonifico bancario');
    const transfer = main(page).getByRole('region', { name: 'Istruzioni per il bonifico' });
    await expect(transfer).toContainText(number);
    await expect(transferFact(transfer, 'Codice di riferimento (causale)')).toHaveText(number);
    await expect(transferFact(transfer, 'Da pagare entro il')).toHaveText(/^\d{1,2} \w+ \d{4}$/);
    await expectNoAxeViolations(page);
  });

  test('es: a card order in Spanish', async ({ page }) => {
    await openWith(page, BOOKS.gulliver, 'Standard', 'es');
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

test('a logged-out visit to a confirmation page goes to the login page', async ({ page }) => {
  await page.goto('/api/conferma-ordine/SC-ABC123/');
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fapi%2Fconferma-ordine%2FSC-ABC123%2F$/);
});

/** Presses Tab until `target` has the focus (the keyboard test's only way to move). */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
