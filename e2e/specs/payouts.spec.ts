import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, placePaidOrder } from '../checkout-support.ts';
import { expect, test, type Staff } from '../fixtures.ts';
import { definitionOf, euros, exactly, main } from '../page-support.ts';
import { DEMO_ADMIN_EMAIL, type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The bookshops' money (docs/spec/ledger-and-payouts.md §4, §5): the staff's Incassi page (their
// ledger for a period, its CSV, a month's printable statement) and the administrator's payouts.
// Each test has a bookshop of its own (fixtures.ts: `staff`), with one book at 12.00 € which the
// test's buyer buys, picked up at the bookshop, paid by card in the sandbox: the sale is in the
// bookshop's ledger from then on.

test.describe.configure({ timeout: allowFor(60_000) });

const PRICE_CENTS = 1200;

/** The test's buyer buys the bookshop's new book and pays; then the page is the staff's. */
async function paidSale(page: Page, staff: Staff): Promise<string> {
  const book = await staff.addBook({ price: '12.00' });
  const orderNumber = await placePaidOrder(page, [{ productId: book.id, shipping: 'Shop_pickup' }]);
  await staff.logIn(page);
  return orderNumber;
}

/** Today on the shop's clock (Europe/Rome), YYYY-MM-DD, as the pages count days. */
const shopToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The whole of the month before `today`'s. */
function lastMonth(today: string): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** A month (YYYY-MM) as the pages write it in `lang`: "novembre 2026". */
const monthWords = (month: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A term's value in the description lists of `scope` ('Vendite' → '12,00 €'). */
const fact = (scope: Locator, term: string): Locator =>
  definitionOf(scope, 'dl > div', exactly(term));

/** The row of the order's sale in the entries' table. */
const saleRow = (scope: Locator, orderNumber: string, kind: string): Locator =>
  scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('link', { name: new RegExp(orderNumber) }) })
    .filter({ hasText: kind });

test('the staff sees the sale on Incassi, filters the period by keyboard, prints the month', async ({
  page,
  buyer: _buyer,
  staff,
}) => {
  const orderNumber = await paidSale(page, staff);
  const today = shopToday();
  const month = today.slice(0, 7);

  // From the area's navigation.
  await page.goto('/it/area-libreria/');
  await main(page)
    .getByRole('navigation', { name: 'Sezioni dell’area libreria' })
    .getByRole('link', { name: 'Incassi' })
    .click();
  await expect(page).toHaveURL(/\/it\/area-libreria\/incassi\/$/);
  await expect(page).toHaveTitle(/^Incassi – Area libreria \| /);

  const now = main(page).getByRole('region', { name: 'Situazione di oggi' });
  await expect(fact(now, 'Saldo')).not.toBeEmpty();
  await expect(fact(now, 'Pagabile ora')).toHaveText(/€/);
  await expect(fact(now, 'Prossimo pagamento')).not.toBeEmpty();
  await expect(fact(now, 'Commissione')).toHaveText(/%/);
  // How the money goes out: a new bookshop has neither a ready Stripe account nor an IBAN.
  const account = main(page).getByRole('region', { name: 'Come ricevi i pagamenti' });
  await expect(account.getByText(/^Nessun conto su cui pagarti ancora/)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Collega un conto Stripe' })).toBeVisible();

  // This month by default: the sale, its order linked to the staff's order page.
  const totals = main(page).getByRole('region', { name: 'Totali del periodo' });
  const entries = main(page).getByRole('region', { name: 'Movimenti', exact: true });
  await expect(fact(totals, 'Vendite')).toHaveText(euros(PRICE_CENTS, 'it'));
  await expect(fact(totals, 'Saldo iniziale')).toHaveText(euros(0, 'it'));
  const sale = saleRow(entries, orderNumber, 'Vendita');
  await expect(sale).toHaveCount(1);
  await expect(sale.getByRole('cell').nth(3)).toHaveText(`+${euros(PRICE_CENTS, 'it')}`);
  const filter = main(page).getByRole('region', { name: 'Periodo' });
  await expect(filter.getByRole('button', { name: 'Questo mese' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);

  // Keyboard only: last month holds nothing of a bookshop made today; this year the sale again.
  await filter.getByRole('button', { name: 'Mese scorso' }).focus();
  await page.keyboard.press('Enter');
  const before = lastMonth(today);
  await expect(page).toHaveURL(new RegExp(`\\?dal=${before.from}&al=${before.to}$`));
  await expect(filter.getByRole('button', { name: 'Mese scorso' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(entries.getByText('Nessun movimento nel periodo.')).toBeVisible();
  await expect(filter.getByLabel('Dal', { exact: true })).toHaveValue(before.from);
  await page.keyboard.press('Tab');
  await expect(filter.getByRole('button', { name: 'Quest’anno' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`\\?dal=${today.slice(0, 4)}-01-01&al=${today}$`));
  await expect(saleRow(entries, orderNumber, 'Vendita')).toHaveCount(1);

  // Days of one's own, checked before they are asked for; Enter in a field shows the period.
  await page.keyboard.press('Tab');
  await expect(filter.getByLabel('Dal', { exact: true })).toBeFocused();
  await filter.getByLabel('Dal', { exact: true }).fill(today);
  await filter.getByLabel('Al', { exact: true }).fill(before.to);
  await filter.getByLabel('Al', { exact: true }).press('Enter');
  await expect(filter.getByRole('alert')).toHaveText(
    'La prima data non può venire dopo la seconda.',
  );
  await filter.getByLabel('Al', { exact: true }).fill(today);
  await filter.getByLabel('Al', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?dal=${today}&al=${today}$`));
  await expect(saleRow(entries, orderNumber, 'Vendita')).toHaveCount(1);

  // The period's CSV, as the staff download it: the sale's order in it.
  const csv = main(page).getByRole('link', { name: 'Scarica il CSV del periodo' });
  await expect(csv).toHaveAttribute(
    'href',
    `/api/bookshop/statement.csv?from=${today}&to=${today}`,
  );
  const download = page.waitForEvent('download');
  await csv.focus();
  await page.keyboard.press('Enter');
  const file = await readFile(await (await download).path());
  expect(file.toString('utf8')).toContain(orderNumber);

  // The month's printable statement.
  await main(page)
    .getByRole('link', { name: `Estratto stampabile di ${monthWords(month, 'it')}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/it/area-libreria/incassi/estratto/${month}/$`));
  const heading = `Estratto conto di ${staff.bookshop.name} – ${monthWords(month, 'it')}`;
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
  const statement = main(page).getByRole('article', { name: heading });
  await expect(fact(statement, 'Libreria')).toHaveText(
    `${staff.bookshop.name}, ${staff.bookshop.city}`,
  );
  await expect(fact(statement, 'Vendite')).toHaveText(euros(PRICE_CENTS, 'it'));
  await expect(saleRow(statement, orderNumber, 'Vendita')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await statement.getByRole('button', { name: 'Stampa' }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper: the statement without the site's header, footer and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(statement.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(saleRow(statement, orderNumber, 'Vendita')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The order's link leads to the part in the staff's orders.
  await saleRow(statement, orderNumber, 'Vendita')
    .getByRole('link', { name: `Ordine ${orderNumber}` })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/it/area-libreria/ordini/\\?cerca=${encodeURIComponent(orderNumber)}$`),
  );
});

test('Incassi and its printable month are translated, with no axe violations', async ({
  page,
  buyer: _buyer,
  staff,
}) => {
  // Eight strict axe runs: room for a busy machine.
  test.setTimeout(allowFor(160_000));
  const orderNumber = await paidSale(page, staff);
  const month = shopToday().slice(0, 7);
  const words = {
    it: { title: 'Incassi', sale: 'Vendita', print: 'Stampa' },
    en: { title: 'Payouts', sale: 'Sale', print: 'Print' },
    fr: { title: 'Encaissements', sale: 'Vente', print: 'Imprimer' },
    es: { title: 'Cobros', sale: 'Venta', print: 'Imprimir' },
  } as const;
  for (const lang of ['it', 'en', 'fr', 'es'] as const) {
    await page.goto(`/${lang}/area-libreria/incassi/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(new RegExp(`^${words[lang].title} – `));
    await expect(saleRow(main(page), orderNumber, words[lang].sale)).toHaveCount(1);
    await expect(
      saleRow(main(page), orderNumber, words[lang].sale).getByRole('cell').nth(3),
    ).toHaveText(`+${euros(PRICE_CENTS, lang)}`);
    await expectNoAxeViolations(page);

    await page.goto(`/${lang}/area-libreria/incassi/estratto/${month}/`);
    await expect(
      main(page).getByRole('heading', {
        level: 1,
        name: new RegExp(`${staff.bookshop.name} – ${monthWords(month, lang)}$`),
      }),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: words[lang].print })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // A month that is none, and another bookshop's statement, are said so.
  await page.goto('/it/area-libreria/incassi/estratto/2026-13/');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Il mese nell’indirizzo non è valido: scrivilo come AAAA-MM.',
  );
  await page.goto(`/it/area-libreria/incassi/estratto/${month}/?libreria=1`);
  await expect(main(page).getByRole('alert')).toHaveText(
    'Questo estratto conto è di un’altra libreria.',
  );
});

test('the administrator sets a bookshop’s commission and runs the payouts', async ({
  page,
  staff,
}) => {
  await logIn(page, DEMO_ADMIN_EMAIL);
  await page.goto('/it/admin/');
  const tab = main(page).getByRole('tab', { name: 'Pagamenti ai librai' });
  // Keyboard only, as the tabs go: the arrow keys move from one tab to the next.
  await main(page).getByRole('tab', { name: 'Librerie' }).focus();
  while (!(await tab.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = main(page).getByRole('tabpanel');

  const balances = panel.getByRole('region', { name: 'Saldi delle librerie' });
  const row = balances.getByRole('row', { name: new RegExp(staff.bookshop.name) });
  await expect(row).toHaveCount(1);
  const form = balances.getByRole('region', { name: 'Imposta la commissione' });
  await form.getByLabel('Libreria').selectOption({ label: staff.bookshop.name });
  const percent = form.getByRole('textbox', { name: 'Commissione (%)' });
  await percent.fill('50,5');
  await percent.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(
    'Scrivi una percentuale da 0 a 50, con al massimo due decimali (ad esempio 12,5).',
  );
  await percent.fill('12,5');
  await percent.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    new RegExp(`^Commissione di ${staff.bookshop.name}: 12,5\\s?%\\.$`),
  );
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^12,5\s?%$/);
  await expectNoAxeViolations(page, { within: [balances] });

  // Run now: asked once more, then the run's payouts (if any balance was payable) are listed.
  const run = panel.getByRole('region', { name: 'Esegui i pagamenti' });
  await run.getByRole('button', { name: 'Esegui i pagamenti ora' }).click();
  await expect(run.getByText('Ogni libreria con un saldo pagabile')).toBeVisible();
  await run.getByRole('button', { name: 'Sì, esegui i pagamenti' }).click();
  await expect(run.getByRole('status')).toHaveText(
    /^(Nessun saldo da pagare: nessun pagamento\.|\d+ pagament[oi] eseguit[oi]\.)$/,
  );
  const runs = panel.getByRole('region', { name: 'Esecuzioni dei pagamenti' });
  await expect(
    runs.getByRole('heading', { level: 4, name: /^Esecuzione del / }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, { within: [run, runs] });
});
