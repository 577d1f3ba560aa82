import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { definitionOf, main, region } from './page-support.ts';

// Helpers of the specs that pay at the checkout (payment, payment failures, store credit,
// public administration): the payment section, the sandbox's card form, the confirmation
// page, and the server's createOrder answers replaced with `page.route`.

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
};

export const CONFIRMATION_URL = /\/api\/conferma-ordine\/([A-Z0-9-]+)\/$/;

export const payment = (page: Page) => region(page, 'Pagamento');
export const confirmButton = (page: Page) =>
  payment(page).getByRole('button', { name: 'Conferma ordine', exact: true });
export const methodButton = (page: Page, name: string) =>
  payment(page).getByRole('button', { name, exact: true });
export const totalsLine = (page: Page, label: string) =>
  region(page, 'Riepilogo')
    .locator('.amount-row')
    .filter({ has: page.getByText(label, { exact: true }) });

export async function payWithCard(page: Page, number: string, confirm = 'Conferma ordine') {
  const section = main(page);
  await section.getByRole('textbox', { name: 'Numero carta' }).fill(number);
  await section.getByRole('textbox', { name: 'Scadenza' }).fill('12/34');
  await section.getByRole('textbox', { name: 'CVC' }).fill('123');
  await section.getByRole('button', { name: confirm, exact: true }).click();
}

/** Waits for the confirmation page and answers the order number in its URL. */
export async function confirmationNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(CONFIRMATION_URL);
  const number = CONFIRMATION_URL.exec(new URL(page.url()).pathname)?.[1];
  expect(number).toBeTruthy();
  return number!;
}

/** One of the order summary's items ('Stato', 'Metodo di pagamento', …) by its term. */
export function summaryValue(page: Page, term: string): Locator {
  return main(page)
    .locator('.order-summary__item')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

/** A bank transfer's detail ('IBAN', 'Codice di riferimento (causale)', …) by its term. */
export function transferFact(scope: Locator, term: string): Locator {
  return definitionOf(scope, '.transfer-details__item', term);
}

export async function expectOrderComplete(
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

/** The confirmation of an order paid with `method`; its number. */
export async function expectCompletedWith(page: Page, method: string): Promise<string> {
  await expect(page).toHaveURL(CONFIRMATION_URL);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Ordine completato');
  await expect(
    main(page)
      .locator('.order-summary__item')
      .filter({ has: page.getByRole('term').filter({ hasText: 'Metodo di pagamento' }) })
      .getByRole('definition'),
  ).toHaveText(method);
  return CONFIRMATION_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

/** The stored checkout data are gone once the order is placed (docs/spec/checkout.md §1). */
export async function expectCheckoutStorageCleared(page: Page): Promise<void> {
  const stored = await page.evaluate(() => ({
    shippings: localStorage.getItem('checkout.selectedShippings'),
    country: localStorage.getItem('checkout.destCountry'),
    draft: localStorage.getItem('checkout.shippingFormDraft'),
  }));
  expect(stored).toEqual({ shippings: null, country: null, draft: null });
}

/** Saves a delivery note and ticks 'Regalo' (sent as `present`), as a buyer does before paying. */
export async function notesAndGift(page: Page, note: string): Promise<void> {
  const notes = region(page, 'Note per la consegna');
  await notes.getByRole('textbox', { name: 'Note aggiuntive per la consegna' }).fill(note);
  await notes.getByRole('button', { name: 'Salva note' }).click();
  await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();
  await notes.getByRole('checkbox', { name: 'Regalo' }).check();
}

// --- failures (docs/spec/payments.md §4) -----------------------------------------------

export const KEPT = 'Quanto hai inserito è stato conservato: puoi riprovare.';
export const NETWORK = 'Impossibile contattare il server. Controlla la connessione e riprova.';

export const alert = (page: Page) => payment(page).getByRole('alert');

/** What the server answers when a resolver fails unexpectedly (translated, code INTERNAL). */
export const SERVER_ERROR_BODY = {
  data: null,
  errors: [{ message: 'Errore del server', extensions: { code: 'INTERNAL' } }],
};

export function isCreateOrder(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return false;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName === 'createOrder';
}

/** Answers every createOrder with `fail` until the returned function is called. */
export async function failCreateOrder(
  page: Page,
  fail: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (isCreateOrder(route.request())) await fail(route);
    else await route.fallback();
  };
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

/** The note, the gift flag and the invoice choice are still there. */
export async function expectEntriesKept(page: Page, note: string): Promise<void> {
  const notes = region(page, 'Note per la consegna');
  await expect(notes).toContainText(note);
  await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeChecked();
  await expect(
    region(page, 'Fatturazione').getByRole('checkbox', { name: 'Indirizzo di fatturazione' }),
  ).toBeChecked();
  expect(
    await page.evaluate(() => localStorage.getItem('checkout.selectedShippings')),
  ).not.toBeNull();
}

/** The sandbox's bank account (SANDBOX_TRANSFER_IBAN's default), as the pages print it. */
export const SANDBOX_ACCOUNT = {
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bic: 'TESTITM1XXX',
  beneficiary: 'Scaffale Sandbox (TEST)',
} as const;

/** The checkout's bank-transfer pane and window, as a buyer reads them. */
export const TRANSFER_WINDOW_WORDS = {
  it: {
    payment: 'Pagamento',
    method: 'Bonifico bancario',
    confirmOrder: 'Conferma ordine',
    window: 'Istruzioni per il bonifico',
    close: 'Chiudi',
    beneficiary: 'Beneficiario',
    reference: 'Codice di riferimento (causale)',
    amount: 'Importo',
    payBy: 'Da pagare entro il',
  },
  en: {
    payment: 'Payment',
    method: 'Bank transfer',
    confirmOrder: 'Confirm order',
    window: 'Bank transfer instructions',
    close: 'Close',
    beneficiary: 'Beneficiary',
    reference: 'Reference code (transfer reason)',
    amount: 'Amount',
    payBy: 'Pay by',
  },
} as const;
