import type { Browser, Locator, Page } from '@playwright/test';
import { PAGINE_SPARSE } from '../../apps/server/src/db/seed/catalogue.ts';
import {
  copiesOnShelf,
  expectNoAxeViolations,
  graphql,
  logIn,
  mailAbout,
  openCheckout,
  type Mail,
} from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { definitionOf, main, orderFact, region } from '../page-support.ts';
import {
  CONFIRMATION_URL,
  confirmationNumber,
  transferFact,
  SANDBOX_ACCOUNT,
  TRANSFER_WINDOW_WORDS,
} from '../payment-support.ts';
import { DEMO_ADMIN_EMAIL } from '../../apps/server/src/db/seed/accounts.ts';
import { staffEmailOf, type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// A bank transfer that can be paid (docs/spec/bank-transfers.md §1, §3). The buyer chooses
// 'Bonifico bancario', clicks 'Conferma ordine' and, as with Stripe, gets a window with the account
// (the sandbox's test IBAN), the reference, the amount and the deadline, closed with its X (or
// Escape); the same details are on the confirmation, on /{lang}/ordini/ and in the mail. In
// development the transfer's arrival is simulated ('Simula bonifico ricevuto'), which pays the
// order and hands its part to the bookshop; an order still unpaid can be cancelled, its copy back
// on the shelf.
//
// The book is 'Alice nel paese delle meraviglie e Attraverso lo specchio…' (Pagine Sparse,
// 5 copies, 15% off: 13,60 €, collected at the bookshop), which no other spec buys.

test.describe.configure({ timeout: allowFor(90_000) });

const BOOK = { id: '43', price: '13.60' } as const;
const STAFF = staffEmailOf(PAGINE_SPARSE);

const WORDS = {
  it: {
    ...TRANSFER_WINDOW_WORDS.it,
    amountText: '13,60 €',
    testAccount: 'Conto di prova: non inviare denaro.',
    status: 'Stato',
    awaiting: 'In attesa del bonifico',
    paid: 'Pagato',
    simulate: 'Simula bonifico ricevuto',
    simulation: 'Simulazione, solo in sviluppo: nessun bonifico vero',
    simulated: "Bonifico simulato ricevuto: l'ordine è pagato.",
  },
  en: {
    ...TRANSFER_WINDOW_WORDS.en,
    amountText: '€13.60',
    testAccount: 'Test account: do not send money to it.',
    status: 'Status',
    awaiting: 'Awaiting bank transfer',
    paid: 'Paid',
    simulate: 'Simulate transfer received',
    simulation: 'Simulation, development only: no real transfer',
    simulated: 'Simulated transfer received: the order is paid.',
  },
} as const satisfies Partial<Record<Lang, Record<string, string>>>;

type SpecLang = keyof typeof WORDS;

/**
 * The buyer chooses the bank transfer at the checkout and clicks 'Conferma ordine': the
 * transfer's window, open, and the order number the pane gave as its reference.
 */
async function confirmTransfer(
  page: Page,
  lang: SpecLang,
): Promise<{ window: Locator; number: string }> {
  const w = WORDS[lang];
  await openCheckout(page, [{ productId: BOOK.id, shipping: 'Shop_pickup' }], lang);
  const payment = region(page, w.payment);
  await payment.getByRole('button', { name: w.method, exact: true }).click();
  const reference = payment.locator('.payment-reference');
  await expect(reference).toHaveText(/^SC-[A-Z0-9]+$/);
  const number = (await reference.textContent()) ?? '';
  await payment.getByRole('button', { name: w.confirmOrder, exact: true }).click();
  const window = page.getByRole('dialog', { name: w.window });
  await expect(window).toBeVisible();
  return { window, number };
}

/** The transfer's details in `scope`, as every page shows them. */
async function expectTransferDetails(scope: Locator, lang: SpecLang, number: string) {
  const w = WORDS[lang];
  await expect(transferFact(scope, w.beneficiary)).toHaveText(SANDBOX_ACCOUNT.beneficiary);
  await expect(transferFact(scope, 'IBAN')).toHaveText(SANDBOX_ACCOUNT.iban);
  await expect(transferFact(scope, 'BIC')).toHaveText(SANDBOX_ACCOUNT.bic);
  await expect(transferFact(scope, w.reference)).toHaveText(number);
  await expect(transferFact(scope, w.amount)).toHaveText(w.amountText);
  await expect(transferFact(scope, w.payBy)).toHaveText(/\d{4}/);
  await expect(scope).toContainText(w.testAccount);
}

/**
 * The administrator, in a browser context of its own, opens the tab of the transfers awaited:
 * the row of order `number` (reference, buyer, amount, placed, deadline), as its cells read.
 */
async function adminTransferRow(browser: Browser, number: string): Promise<string[]> {
  const context = await browser.newContext({ locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await logIn(page, DEMO_ADMIN_EMAIL);
    await page.goto('/it/admin/');
    await main(page).getByRole('tab', { name: 'Bonifici in attesa' }).click();
    const table = main(page).getByRole('tabpanel').getByRole('table', {
      name: 'Ordini in attesa di bonifico, dalla scadenza più vicina',
    });
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    return (await row.getByRole('cell').allTextContents()).map((cell) => cell.replace(/\s+/g, ' '));
  } finally {
    await context.close();
  }
}

/** Pagine Sparse's staff, in a browser context of its own: its parts to confirm. */
async function staffPartsToConfirm(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page, STAFF);
    const { bookshopOrders } = await graphql<{ bookshopOrders: { orderNumber: string }[] }>(
      page,
      'BookshopOrders',
      'query BookshopOrders { bookshopOrders(status: TO_CONFIRM) { orderNumber } }',
    );
    return bookshopOrders.map((p) => p.orderNumber);
  } finally {
    await context.close();
  }
}

test('it: pay by transfer — the window, the confirmation, my orders, the mail; the transfer simulated, the part to confirm', async ({
  page,
  browser,
  buyer,
}) => {
  const w = WORDS.it;
  const { window, number } = await confirmTransfer(page, 'it');
  // A modal window, labelled, the page behind it inert: the focus is inside and stays there.
  await expect(window).toHaveAttribute('aria-modal', 'true');
  await expectTransferDetails(window, 'it', number);
  const close = window.getByRole('button', { name: w.close, exact: true });
  await expect(close).toBeFocused();
  // Tab never reaches the page behind (its only way out is the browser's own controls).
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const behind = await window.evaluate(
      (dialog) =>
        document.activeElement !== document.body && !dialog.contains(document.activeElement),
    );
    expect(behind, `focus after ${i + 1} Tab`).toBe(false);
  }
  await expectNoAxeViolations(page);
  // Only its X goes on, as the spec's payment screen says.
  await expect(page).not.toHaveURL(CONFIRMATION_URL);
  await close.click();

  expect(await confirmationNumber(page)).toBe(number);
  const transfer = main(page).getByRole('region', { name: w.window });
  await expectTransferDetails(transfer, 'it', number);
  await expectNoAxeViolations(page);

  const mail = await mailAbout(page, buyer.email, 'transfer_instructions', number);
  expect(mail.text).toContain(`IBAN: ${SANDBOX_ACCOUNT.iban}`);
  expect(mail.text).toContain(`BIC: ${SANDBOX_ACCOUNT.bic}`);
  expect(mail.text).toContain(`Beneficiario: ${SANDBOX_ACCOUNT.beneficiary}`);
  expect(mail.text).toContain(`Riferimento: ${number}`);

  await page.goto('/it/ordini/');
  const order = main(page).getByRole('article', { name: `Ordine ${number}`, exact: true });
  await expect(orderFact(order, "Stato dell'ordine")).toHaveText(w.awaiting);
  await expectTransferDetails(
    order.getByRole('region', { name: 'Bonifico da eseguire' }),
    'it',
    number,
  );
  await expect(order.getByRole('button', { name: `Annulla l'ordine ${number}` })).toBeVisible();
  const part = order.getByRole('article', { name: PAGINE_SPARSE, exact: true });
  await expect(orderFact(part, w.status)).toHaveText('In attesa di pagamento');
  await expectNoAxeViolations(page);
  expect(await staffPartsToConfirm(browser)).not.toContain(number);
  // The administrator sees it among the transfers awaited, with its deadline.
  const [reference, orderCell, buyerCell, amountCell, , deadline] = await adminTransferRow(
    browser,
    number,
  );
  expect([reference, orderCell, buyerCell, amountCell]).toEqual([
    number,
    number,
    buyer.email,
    w.amountText,
  ]);
  expect(deadline).toMatch(/^\d{1,2} \w+ \d{4}$/);

  // Development's stand-in for the bank, marked as a simulation.
  const simulation = order.getByRole('group', { name: w.simulation });
  await simulation.getByRole('button', { name: w.simulate }).click();
  await expect(simulation.getByRole('status')).toHaveText(w.simulated);
  await expect(orderFact(order, "Stato dell'ordine")).toHaveText(w.paid);
  await expect(orderFact(part, w.status)).toHaveText('Da confermare dalla libreria');
  await expect(order.getByRole('button', { name: `Annulla l'ordine ${number}` })).toHaveCount(0);
  await expect(order.getByRole('region', { name: 'Bonifico da eseguire' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  expect(await staffPartsToConfirm(browser)).toContain(number);
  await mailAbout(page, STAFF, 'part_to_confirm', number);
  const received = await mailAbout(page, buyer.email, 'transfer_received', number);
  expect(received.subject).toBe(`Ordine ${number}: bonifico ricevuto`);
});

test.describe('in English', () => {
  test.use({ buyerLanguage: 'en' });

  test('en: the window closed with Escape, the details on the confirmation, the transfer simulated there', async ({
    page,
    buyer: _buyer,
  }) => {
    const w = WORDS.en;
    const { window, number } = await confirmTransfer(page, 'en');
    await expectTransferDetails(window, 'en', number);
    await expect(window.getByRole('button', { name: w.close, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');

    expect(await confirmationNumber(page)).toBe(number);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const transfer = main(page).getByRole('region', { name: w.window });
    await expectTransferDetails(transfer, 'en', number);
    const simulation = main(page).getByRole('group', { name: w.simulation });
    await expectNoAxeViolations(page);
    await simulation.getByRole('button', { name: w.simulate }).click();
    await expect(simulation.getByRole('status')).toHaveText(w.simulated);
    await expect(definitionOf(main(page), '.order-summary__item', /^Status$/)).toHaveText(w.paid);
    await expect(main(page).getByRole('region', { name: w.window })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('it: an order awaiting its transfer is cancelled from my orders, its copy back on the shelf', async ({
  page,
  buyer,
}) => {
  const { window, number } = await confirmTransfer(page, 'it');
  await window.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await confirmationNumber(page);
  const held = await copiesOnShelf(page, BOOK.id);

  await page.goto('/it/ordini/');
  const order = main(page).getByRole('article', { name: `Ordine ${number}`, exact: true });
  const cancel = order.getByRole('button', { name: `Annulla l'ordine ${number}` });
  await cancel.click();
  // A confirm step first, on its safe answer.
  const question = order.getByRole('group', { name: `Annullare l'ordine ${number}?` });
  await expect(question).toContainText('Se hai già fatto il bonifico, ti viene rimborsato');
  const keep = question.getByRole('button', { name: 'No, mantienilo' });
  await expect(keep).toBeFocused();
  await expectNoAxeViolations(page);
  await keep.click();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await question.getByRole('button', { name: "Sì, annulla l'ordine" }).click();

  await expect(order.getByRole('status').filter({ hasText: 'annullato' })).toHaveText(
    `Ordine ${number} annullato: i libri sono tornati disponibili.`,
  );
  await expect(orderFact(order, "Stato dell'ordine")).toHaveText('Annullato');
  await expect(orderFact(order.getByRole('article', { name: PAGINE_SPARSE }), 'Stato')).toHaveText(
    'Annullato',
  );
  await expect(order.getByRole('region', { name: 'Bonifico da eseguire' })).toHaveCount(0);
  expect(await copiesOnShelf(page, BOOK.id)).toBe(held + 1);
  await expectNoAxeViolations(page);
  // Cancelled by its buyer: no message says the transfer never came.
  const response = await page.request.get(`/api/dev/mail/?to=${encodeURIComponent(buyer.email)}`);
  const kinds = ((await response.json()) as Mail[]).map((m) => m.kind);
  expect(kinds).toContain('transfer_instructions');
  expect(kinds).not.toContain('transfer_expired');
});
