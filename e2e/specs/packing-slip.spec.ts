import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  graphql,
  placePaidOrder,
  staffOrderPath,
} from '../checkout-support.ts';
import {
  expect,
  PROFESSIONAL_BILLING,
  saveBillingData,
  test,
  type Buyer,
  type Staff,
} from '../fixtures.ts';
import { definitionOf, exactly, main } from '../page-support.ts';
import { allowFor } from '../timeouts.ts';

// The staff's view of a part to handle, its packing slip and the accounts' CSV
// (docs/spec/bookshop-area.md §1, §3). Each test has a bookshop of its own (fixtures.ts: `staff`),
// in Verona, with one book on its shelf, which the test's buyer orders as a gift, picked up at the
// bookshop, paid by card in the sandbox; the staff then find it by its order number. The bookshop's
// list holds that part alone: axe checks the part, or the form, a test looks at;
// bookshop-area.spec.ts checks the staff's page whole in every language.

test.describe.configure({ timeout: allowFor(60_000) });

const NOTES = 'Passo a ritirarlo sabato mattina';

/** A gift order of the test's own, ready for its bookshop's staff. */
interface GiftOrder {
  orderNumber: string;
  title: string;
  /** The buyer's name as the staff see it. */
  buyerName: string;
}

/**
 * The test's buyer buys one copy of a new book of the test's bookshop, as a gift to pick up,
 * with NOTES, and pays by card; then the test's page is the bookshop staff's.
 */
async function giftOrder(page: Page, buyer: Buyer, staff: Staff): Promise<GiftOrder> {
  const book = await staff.addBook();
  const orderNumber = await placePaidOrder(
    page,
    [{ productId: book.id, shipping: 'Shop_pickup' }],
    undefined,
    { present: true, notes: NOTES },
  );
  await staff.logIn(page);
  return { orderNumber, title: book.title, buyerName: `${buyer.firstName} ${buyer.lastName}` };
}

/** A term's value in a description list of `scope` ('Cliente' → 'Lettore Prova'). */
const fact = (scope: Locator, term: string): Locator =>
  definitionOf(scope, 'dl > div', exactly(term));

const partCard = (page: Page, heading: string): Locator =>
  main(page).getByRole('article', { name: heading, exact: true });

/** A downloaded CSV: its name, whether a byte-order mark leads it, its header and rows. */
async function downloaded(file: Download) {
  const bytes = await readFile(await file.path());
  const [header, ...rows] = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return {
    name: file.suggestedFilename(),
    bom: bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
    header,
    rows,
  };
}

/** A day `offset` days from today, YYYY-MM-DD (UTC: a day either side covers Italy's). */
const day = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('the staff sees who ordered the part and what they asked, then prints its packing slip', async ({
  page,
  buyer,
  staff,
}) => {
  const { orderNumber, title, buyerName } = await giftOrder(page, buyer, staff);
  await page.goto(staffOrderPath('it', orderNumber));
  const card = partCard(page, `Ordine ${orderNumber}`);
  await expect(fact(card, 'Stato')).toHaveText('Da confermare dalla libreria');
  await expect(fact(card, 'Da confermare entro')).not.toBeEmpty();
  await expect(fact(card, 'Cliente')).toHaveText(buyerName);
  await expect(fact(card, 'Ordinato il')).not.toBeEmpty();
  await expect(fact(card, 'Spedizione')).toHaveText('Ritiro in libreria');
  await expect(fact(card, 'Note del cliente')).toHaveText(NOTES);
  await expect(fact(card, 'Regalo')).toHaveText('Sì, da incartare senza prezzi');
  // A pickup goes to no address.
  await expect(card.getByRole('term').filter({ hasText: 'Indirizzo di spedizione' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, { within: [card] });

  // Keyboard only: the slip's link is named after its order.
  const slipLink = card.getByRole('link', { name: `Stampa bolla dell’ordine ${orderNumber}` });
  await slipLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/area-libreria\/bolla\/\d+\/$/);
  const heading = `Bolla di consegna – ordine ${orderNumber}`;
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
  const slip = main(page).getByRole('article', { name: heading });
  await expect(fact(slip, 'Libreria')).toHaveText(`${staff.bookshop.name}, ${staff.bookshop.city}`);
  await expect(fact(slip, 'Ordine')).toHaveText(orderNumber);
  await expect(fact(slip, 'Data dell’ordine')).not.toBeEmpty();
  await expect(fact(slip, 'Cliente')).toHaveText(`${buyerName} (${buyer.email})`);
  await expect(fact(slip, 'Consegna a')).toHaveText('Ritiro in libreria');
  await expect(fact(slip, 'Note del cliente')).toHaveText(NOTES);
  const lines = slip.getByRole('table', { name: 'Libri da consegnare' });
  const row = lines.getByRole('row', { name: title });
  await expect(row.getByRole('cell')).toHaveText('1');
  await expect(slip.getByText('Copie in tutto: 1')).toBeVisible();
  await expect(slip.getByText('È un regalo: niente prezzi nel pacco.')).toBeVisible();
  // No price on the slip.
  await expect(slip).not.toContainText('€');
  await expectNoAxeViolations(page);

  // Print asks the browser's print dialog, from the keyboard too.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await slip.getByRole('button', { name: 'Stampa' }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper: the slip without the site's header, footer and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(slip.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(row).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Back to the part in the orders' list, whichever page of it the part is on.
  await slip.getByRole('link', { name: 'Torna all’area libreria' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/it/area-libreria/ordini/\\?cerca=${encodeURIComponent(orderNumber)}$`),
  );
  await expect(partCard(page, `Ordine ${orderNumber}`)).toBeVisible();
});

test('in English the details and the packing slip are translated, with no axe violations', async ({
  page,
  buyer,
  staff,
}) => {
  const { orderNumber, buyerName } = await giftOrder(page, buyer, staff);
  await page.goto(staffOrderPath('en', orderNumber));
  const card = partCard(page, `Order ${orderNumber}`);
  await expect(fact(card, 'Buyer')).toHaveText(buyerName);
  await expect(fact(card, 'Gift')).toHaveText('Yes: wrap it, no prices');
  await expect(fact(card, 'Buyer’s notes')).toHaveText(NOTES);
  await expectNoAxeViolations(page, { within: [card] });

  await card.getByRole('link', { name: `Print packing slip of order ${orderNumber}` }).click();
  const heading = `Packing slip – order ${orderNumber}`;
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const slip = main(page).getByRole('article', { name: heading });
  await expect(fact(slip, 'Deliver to')).toHaveText('Pickup at the bookshop');
  await expect(slip.getByRole('table', { name: 'Books to hand over' })).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened directly (a new tab, a reload), the slip loads on its own.
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // A part of no bookshop of theirs is not found.
  await page.goto('/en/area-libreria/bolla/999999/');
  await expect(main(page).getByRole('alert')).toHaveText(
    'This order is not one of your bookshop’s.',
  );
  await expectNoAxeViolations(page);
});

test('in every language the slip is translated, axe-clean, and printed from the keyboard', async ({
  page,
  buyer,
  staff,
}) => {
  // Four strict axe runs: room for a busy machine.
  test.setTimeout(allowFor(120_000));
  const { orderNumber } = await giftOrder(page, buyer, staff);
  await page.goto(staffOrderPath('it', orderNumber));
  const href = await partCard(page, `Ordine ${orderNumber}`)
    .locator('a[href*="/bolla/"]')
    .getAttribute('href');
  const partId = /\/bolla\/(\d+)\//.exec(href ?? '')?.[1];
  expect(partId).toBeDefined();
  // The print dialog is the browser's: count the calls instead of opening it.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const words = {
    it: { heading: `Bolla di consegna – ordine ${orderNumber}`, print: 'Stampa' },
    en: { heading: `Packing slip – order ${orderNumber}`, print: 'Print' },
    fr: { heading: `Bon de livraison – commande ${orderNumber}`, print: 'Imprimer' },
    es: { heading: `Albarán – pedido ${orderNumber}`, print: 'Imprimir' },
  } as const;
  for (const lang of ['it', 'en', 'fr', 'es'] as const) {
    await page.goto(`/${lang}/area-libreria/bolla/${partId}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const heading = main(page).getByRole('heading', { level: 1, name: words[lang].heading });
    await expect(heading).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard only: Tab from the top of the page reaches the print button, Enter prints.
    const print = main(page).getByRole('button', { name: words[lang].print });
    let presses = 0;
    while (!(await print.evaluate((el) => el === document.activeElement)) && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(print).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  }
});

test('the staff see the invoice the buyer asked for, with its billing data, on the part and on the packing slip', async ({
  page,
  buyer: _buyer,
  staff,
}) => {
  const book = await staff.addBook();
  const billingAddress = await saveBillingData(page, PROFESSIONAL_BILLING);
  const orderNumber = await placePaidOrder(
    page,
    [{ productId: book.id, shipping: 'Shop_pickup' }],
    undefined,
    { billingAddress },
  );
  await staff.logIn(page);
  await page.goto(staffOrderPath('it', orderNumber));
  const card = partCard(page, `Ordine ${orderNumber}`);
  const billing = [
    'Bianchi Traduzioni S.r.l.',
    'Partita IVA: 04512340482',
    'Codice fiscale: 04512340482',
    'Codice SDI: X2M7K9Q',
    'PEC: bianchitraduzioni@pec.it',
    'Via dei Servi 15',
    '50122 Firenze (FI)',
    'Italia',
  ];
  await expect(fact(card, 'Fattura richiesta').locator('.staff-address__line')).toHaveText(billing);
  await expectNoAxeViolations(page, { within: [card] });

  await card.getByRole('link', { name: `Stampa bolla dell’ordine ${orderNumber}` }).click();
  const slip = main(page).getByRole('article', {
    name: `Bolla di consegna – ordine ${orderNumber}`,
  });
  await expect(fact(slip, 'Fattura richiesta').locator('.staff-address__line')).toHaveText(billing);
  await expectNoAxeViolations(page);

  // The invoice's link only once the books are handed over: collected at the counter.
  const href = page.url();
  const partId = /\/bolla\/(\d+)\//.exec(href)?.[1];
  expect(partId).toBeDefined();
  await page.goto(staffOrderPath('it', orderNumber));
  const invoiceLink = `Scarica la fattura (XML) dell’ordine ${orderNumber}`;
  await expect(card.getByRole('link', { name: invoiceLink })).toHaveCount(0);
  for (const step of ['acceptOrderPart', 'markReadyForPickup', 'markCollected']) {
    await graphql(page, 'Move', `mutation Move($partId: ID!) { ${step}(partId: $partId) { id } }`, {
      partId,
    });
  }
  await page.reload();
  await expect(card.getByRole('link', { name: invoiceLink })).toHaveAttribute(
    'href',
    `/api/bookshop/parts/${partId}/invoice.xml`,
  );
  await expectNoAxeViolations(page, { within: [card] });

  await page.goto(staffOrderPath('en', orderNumber));
  await expect(
    fact(partCard(page, `Order ${orderNumber}`), 'Invoice requested').locator(
      '.staff-address__line',
    ),
  ).toHaveText([
    'Bianchi Traduzioni S.r.l.',
    'VAT number: 04512340482',
    'Tax code: 04512340482',
    'SDI code: X2M7K9Q',
    'PEC: bianchitraduzioni@pec.it',
    'Via dei Servi 15',
    '50122 Firenze (FI)',
    'Italy',
  ]);
});

test('the accounts’ CSV of a period holds the part', async ({ page, buyer, staff }) => {
  const { orderNumber, buyerName } = await giftOrder(page, buyer, staff);
  await page.goto('/it/area-libreria/');
  const form = main(page).getByRole('region', { name: 'Esporta per la contabilità' });
  await form.getByLabel('Dal', { exact: true }).fill(day(1));
  await form.getByLabel('Al', { exact: true }).fill(day(-1));
  await form.getByRole('button', { name: 'Scarica CSV' }).click();
  await expect(form.getByRole('alert')).toHaveText('La prima data non può venire dopo la seconda.');

  await form.getByLabel('Dal', { exact: true }).fill(day(-1));
  await form.getByLabel('Al', { exact: true }).fill(day(1));
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Scarica CSV' }).focus();
  await page.keyboard.press('Enter');
  const italian = await downloaded(await download);
  expect(italian.name).toBe(`order-parts-${day(-1)}-${day(1)}.csv`);
  // UTF-8 behind a byte-order mark, without which Excel misreads the accents.
  expect(italian.bom).toBe(true);
  // Offered first in Italian: the form an Italian spreadsheet reads as numbers and dates.
  expect(italian.header).toBe(
    'Numero ordine;Data;Libreria;Stato;Cliente;Consegna;Metodo di pagamento;Fattura richiesta;Partita IVA;Codice fiscale;Codice SDI;PEC;CIG;CUP;Righe;Copie fornite;Copie rifiutate;Merce;Sconto;Spedizione;Rimborsato;Netto;Intestatario fattura;Indirizzo di fatturazione;Ordine di acquisto;Data ordine di acquisto',
  );
  // The bookshop's one part, and nothing of another bookshop's.
  expect(italian.rows).toHaveLength(1);
  expect(italian.rows[0]).toMatch(
    new RegExp(
      `^${orderNumber};\\d{2}/\\d{2}/\\d{4} [\\d:]+;${staff.bookshop.name};Da confermare;${buyerName};Ritiro in libreria;Carta;No;;;;;;;1;1;0;(\\d+,\\d{2});0,00;0,00;0,00;\\1;;;;$`,
    ),
  );
  await expect(form.getByRole('status')).toContainText('CSV dal');

  // The English form on request: commas, decimal points and the codes.
  await form
    .getByLabel('Formato del file')
    .selectOption({ label: 'Internazionale (virgola, punto decimale)' });
  const again = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Scarica CSV' }).click();
  const english = await downloaded(await again);
  expect(english.bom).toBe(true);
  expect(english.header).toBe(
    'order_number,placed_at,bookshop,status,buyer,shipping_type,payment_method,invoice_requested,vat_number,fiscal_code,sdi_code,pec,cig,cup,lines,copies_kept,copies_rejected,goods,discount,shipping,refunded,net,billing_name,billing_address,purchase_order,purchase_order_date',
  );
  expect(english.rows).toHaveLength(1);
  expect(english.rows[0]).toMatch(
    new RegExp(
      `^${orderNumber},[\\d-]+ [\\d:]+,${staff.bookshop.name},TO_CONFIRM,${buyerName},Shop_pickup,STRIPE,no,,,,,,,1,1,0,(\\d+\\.\\d{2}),0\\.00,0\\.00,0\\.00,\\1,,,,$`,
    ),
  );
  await expect(form.getByRole('status')).toContainText('CSV dal');
  await expectNoAxeViolations(page, { within: [form] });
});
