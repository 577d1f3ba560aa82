import type { Browser, Locator, Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  placePaidOrder,
  graphql,
  logIn,
  staffOrderPath,
  type ShippingType,
} from '../checkout-support.ts';
import {
  IL_SEGNALIBRO,
  LIBRERIA_DEL_PORTO,
  PAGINE_SPARSE,
} from '../../apps/server/src/db/seed/catalogue.ts';
import { main, region, toast } from '../page-support.ts';
import { staffEmailOf } from '../support.ts';
import { expect, newBuyerContext, test } from '../fixtures.ts';
import { allowFor } from '../timeouts.ts';

// The bookshop staff's area (docs/spec/bookshop-area.md §1, §2): each test has a new buyer pay its
// orders at Libreria del Porto through the API, then the bookshop's staff handles them in
// the area's orders section, which axe checks whole in every language, then only where a
// test changes it. The books are Porto books no other spec buys (docs/demo-data.md): 'Moby
// Dick' (4 copies, one per test here) and 'Il mare non bagna Napoli' (3 copies, 18.00 €); and
// for a line of two copies, Pagine Sparse's 'Guerra e pace' (3 copies, 45.00 € less 10%:
// 40.50 €), which no other spec buys either. The staff list is paged and holds other tests'
// parts too: each test searches for its own by order number. The area's sections (orders,
// shelf, shipping) each have an address.

test.describe.configure({ timeout: allowFor(60_000) });

const STAFF = {
  porto: staffEmailOf(LIBRERIA_DEL_PORTO),
  segnalibro: staffEmailOf(IL_SEGNALIBRO),
  sparse: staffEmailOf(PAGINE_SPARSE),
} as const;

const ADMIN = 'admin@example.com';

const BOOKS = {
  mobyDick: '29',
  mareNonBagnaNapoli: '38',
  guerraEPace: '48',
} as const;

/** A new buyer, in a browser context of its own, orders `books` and pays: the order number. */
async function paidOrderOfNewBuyer(
  browser: Browser,
  books: readonly { productId: string; shipping: ShippingType }[],
): Promise<string> {
  const { context, page } = await newBuyerContext(browser);
  try {
    return await placePaidOrder(page, books);
  } finally {
    await context.close();
  }
}

/** The page's staff moves the order's part along `moves`, as the page's buttons do. */
async function moveOrderPart(
  page: Page,
  orderNumber: string,
  moves: readonly ('acceptOrderPart' | 'markReadyForPickup' | 'markCollected')[],
): Promise<void> {
  const { bookshopOrders } = await graphql<{
    bookshopOrders: { id: string; orderNumber: string }[];
  }>(page, 'BookshopOrders', 'query BookshopOrders { bookshopOrders { id orderNumber } }');
  const partId = bookshopOrders.find((p) => p.orderNumber === orderNumber)?.id;
  expect(partId, `a part of ${orderNumber}`).toBeTruthy();
  for (const move of moves) {
    await graphql(
      page,
      move,
      `mutation ${move}($partId: ID!) { ${move}(partId: $partId) { id status } }`,
      { partId },
    );
  }
}

const part = (page: Page, name: string): Locator =>
  main(page).getByRole('article', { name, exact: true });
const statusOf = (article: Locator): Locator => article.locator('.staff-status');

test('the staff accepts a paid part, marks it ready for pickup, then collected', async ({
  page,
  browser,
}) => {
  const pickupOrder = await paidOrderOfNewBuyer(browser, [
    { productId: BOOKS.mobyDick, shipping: 'Shop_pickup' },
  ]);
  await logIn(page, STAFF.porto);
  // The area's address opens its orders.
  await page.goto('/it/area-libreria/');
  await expect(page).toHaveURL(/\/it\/area-libreria\/ordini\/$/);
  await expect(page).toHaveTitle(/^Ordini – Area libreria \| /);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Area libreria' })).toBeVisible();
  // Searched for from the keyboard: the number typed, Enter.
  const search = main(page).getByRole('searchbox', {
    name: 'Cerca per numero d’ordine, cliente, titolo o ISBN',
  });
  await search.fill(pickupOrder);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ordini/\\?cerca=${pickupOrder}$`));
  await expect(main(page).getByRole('status').filter({ hasText: 'trovat' })).toHaveText(
    '1 ordine trovato',
  );
  const article = part(page, `Ordine ${pickupOrder}`);
  await expect(statusOf(article)).toHaveText('Da confermare dalla libreria');
  await expect(article.getByText('Da confermare entro')).toBeVisible();
  await expect(article.getByText('Ritiro in libreria')).toBeVisible();
  await expect(article.getByRole('rowheader', { name: 'Moby Dick' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: focus the button and press Enter.
  await article.getByRole('button', { name: 'Accetta', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Ordine ${pickupOrder} accettato.`)).toBeVisible();
  await expect(statusOf(article)).toHaveText('Confermato');
  // Its line follows it: no longer to confirm.
  await expect(
    article.getByRole('row', { name: /Moby Dick/ }).getByRole('cell', { name: 'Confermato' }),
  ).toBeVisible();
  // A pickup part is not shipped: it waits for its buyer.
  await expect(article.getByRole('button', { name: 'Spedisci' })).toHaveCount(0);

  await article.getByRole('button', { name: 'Pronto per il ritiro' }).click();
  await expect(statusOf(article)).toHaveText('Pronto per il ritiro');
  await article.getByRole('button', { name: 'Ritirato' }).click();
  await expect(statusOf(article)).toHaveText('Ritirato');
  await expect(article.getByRole('button')).toHaveCount(0);
});

test('the staff rejects one line with a reason, and the refund shows', async ({
  page,
  browser,
}) => {
  const rejectOrder = await paidOrderOfNewBuyer(browser, [
    { productId: BOOKS.mobyDick, shipping: 'Shop_pickup' },
    { productId: BOOKS.mareNonBagnaNapoli, shipping: 'Shop_pickup' },
  ]);
  await logIn(page, STAFF.porto);
  await page.goto(staffOrderPath('it', rejectOrder));
  const article = part(page, `Ordine ${rejectOrder}`);
  await expect(statusOf(article)).toHaveText('Da confermare dalla libreria');

  await article.getByRole('button', { name: 'Rifiuta righe' }).focus();
  await page.keyboard.press('Enter');
  const lines = article.getByRole('group', { name: 'Righe da rifiutare' });
  // The form opens on its first choice.
  await expect(lines.getByRole('checkbox').first()).toBeFocused();
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(article.getByRole('alert')).toHaveText('Scegli almeno una riga.');
  await lines.getByRole('checkbox', { name: /Il mare non bagna Napoli/ }).check();
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(article.getByRole('alert')).toHaveText('Scegli perché rifiuti le righe.');
  // Not there to sell: its copies stay off the shelf, unless the staff tick the box.
  const why = article.getByRole('group', { name: 'Perché le rifiuti?' });
  const restock = article.getByRole('checkbox', { name: 'Rimetti le copie sullo scaffale' });
  await why.getByRole('radio', { name: /^La copia non c’è/ }).check();
  await expect(restock).not.toBeChecked();
  await why.getByRole('radio', { name: 'Altro motivo' }).check();
  await expect(restock).toBeChecked();
  await why.getByRole('radio', { name: /^La copia non c’è/ }).check();
  await expect(restock).not.toBeChecked();
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(article.getByRole('alert')).toHaveText('Scrivi il motivo.');
  await article.getByRole('textbox', { name: 'Motivo' }).fill('Copia danneggiata');
  // The page as loaded is checked whole by the test above: here what the form changed.
  await expectNoAxeViolations(page, { within: [article] });
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();

  await expect(toast(page, `Ordine ${rejectOrder}: righe rifiutate`)).toBeVisible();
  await expect(article.locator('dd').filter({ hasText: /^18,00\s€$/ })).toBeVisible();
  await expect(article.getByText('Rimborsato', { exact: true })).toBeVisible();
  const rejected = article.getByRole('row', { name: /Il mare non bagna Napoli/ });
  await expect(rejected.getByRole('cell', { name: 'Rifiutato dalla libreria' })).toBeVisible();
  // The reason, as the buyer reads it.
  await expect(
    article.getByRole('definition').filter({ hasText: 'Copia danneggiata' }),
  ).toBeVisible();
  // The other line is still to supply: the part waits to be accepted.
  await expect(statusOf(article)).toHaveText('Da confermare dalla libreria');
  await expect(article.getByRole('button', { name: 'Accetta', exact: true })).toBeEnabled();
});

test('the staff rejects one copy of two, kept off the shelf, which shows the copies orders hold', async ({
  page,
  browser,
}) => {
  const order = await paidOrderOfNewBuyer(browser, [
    { productId: BOOKS.guerraEPace, shipping: 'Shop_pickup' },
    { productId: BOOKS.guerraEPace, shipping: 'Shop_pickup' },
  ]);
  await logIn(page, STAFF.sparse);
  const shelf = main(page).getByRole('region', { name: 'Scaffale', exact: true });
  /** The shelf's row of 'Guerra e pace', searched afresh: its copies on sale and those held. */
  const shelfRow = async () => {
    await page.goto('/it/area-libreria/scaffale/');
    await shelf
      .getByRole('searchbox', { name: 'Cerca per titolo, autore o ISBN' })
      .fill('Guerra e pace');
    await shelf.getByRole('button', { name: 'Cerca', exact: true }).click();
    return shelf.getByRole('row', { name: /Guerra e pace/ });
  };
  const row = await shelfRow();
  await expect(shelf.getByRole('columnheader', { name: 'Riservate' })).toBeVisible();
  // Two copies in this part to confirm (and none of another spec's): held, not on sale.
  await expect(row.getByRole('cell').last()).toHaveText('2');
  const onSale = row.getByRole('spinbutton', { name: 'Copie di «Guerra e pace»' });
  const copiesBefore = Number(await onSale.inputValue());

  await page.goto(staffOrderPath('it', order));
  const article = part(page, `Ordine ${order}`);
  await article.getByRole('button', { name: 'Rifiuta righe' }).click();
  await article.getByRole('checkbox', { name: 'Guerra e pace × 2' }).check();
  const copies = article.getByRole('spinbutton', {
    name: 'Copie da rifiutare di «Guerra e pace»',
  });
  await expect(copies).toHaveValue('2');
  await copies.fill('3');
  await article.getByRole('radio', { name: /^La copia non c’è/ }).check();
  await article.getByRole('textbox', { name: 'Motivo' }).fill('Ultima copia venduta in negozio');
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();
  await expect(article.getByRole('alert')).toHaveText('Scegli da 1 a 2 copie di «Guerra e pace».');
  await copies.fill('1');
  await expect(
    article.getByRole('checkbox', { name: 'Rimetti le copie sullo scaffale' }),
  ).not.toBeChecked();
  await expectNoAxeViolations(page, { within: [article] });
  await article.getByRole('button', { name: 'Conferma rifiuto' }).click();

  // One copy's share given back; the other still to supply, the part still to confirm.
  await expect(
    toast(page, new RegExp(`Ordine ${order}: righe rifiutate, rimborsato 40,50\\s€`)),
  ).toBeVisible();
  await expect(
    article
      .getByRole('row', { name: /Guerra e pace/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('Da confermare dalla libreria · 1 copia su 2 rifiutata dalla libreria');
  await expect(statusOf(article)).toHaveText('Da confermare dalla libreria');

  // The copy sold in the shop is not back on sale; one copy is still held.
  const after = await shelfRow();
  await expect(after.getByRole('cell').last()).toHaveText('1');
  await expect(after.getByRole('spinbutton', { name: 'Copie di «Guerra e pace»' })).toHaveValue(
    String(copiesBefore),
  );
});

test('in English the page is translated, filters by status and has no axe violations', async ({
  page,
  browser,
}) => {
  const toConfirmOrder = await paidOrderOfNewBuyer(browser, [
    { productId: BOOKS.mareNonBagnaNapoli, shipping: 'Shop_pickup' },
  ]);
  const collectedOrder = await paidOrderOfNewBuyer(browser, [
    { productId: BOOKS.mobyDick, shipping: 'Shop_pickup' },
  ]);
  await logIn(page, STAFF.porto);
  await moveOrderPart(page, collectedOrder, [
    'acceptOrderPart',
    'markReadyForPickup',
    'markCollected',
  ]);
  await page.goto(staffOrderPath('en', toConfirmOrder));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bookshop area' })).toBeVisible();
  await expect(page).toHaveTitle(/^Orders – Bookshop area \| /);
  await expect(statusOf(part(page, `Order ${toConfirmOrder}`))).toHaveText(
    'To be confirmed by the bookshop',
  );
  await expectNoAxeViolations(page);
  await page.goto(staffOrderPath('en', collectedOrder));
  await expect(statusOf(part(page, `Order ${collectedOrder}`))).toHaveText('Collected');

  // The whole list, then its collected parts alone: the newest first.
  await page.goto('/en/area-libreria/ordini/');
  await main(page).getByLabel('Filter by status').selectOption({ label: 'Collected' });
  await expect(page).toHaveURL(/\/ordini\/\?stato=COLLECTED$/);
  await expect(part(page, `Order ${toConfirmOrder}`)).toHaveCount(0);
  await expect(statusOf(part(page, `Order ${collectedOrder}`))).toHaveText('Collected');
  // The filter changed the orders' list alone.
  await expectNoAxeViolations(page, {
    within: [main(page).getByRole('region', { name: 'Orders to handle' })],
  });
});

test('in French and Spanish the page is translated and has no axe violations', async ({
  page,
  browser,
}) => {
  // A part to confirm, which the page lists first.
  await paidOrderOfNewBuyer(browser, [{ productId: BOOKS.mobyDick, shipping: 'Shop_pickup' }]);
  await logIn(page, STAFF.porto);
  for (const [lang, heading, toConfirm] of [
    ['fr', 'Espace librairie', 'À confirmer par la librairie'],
    ['es', 'Área de librería', 'Pendiente de confirmación por la librería'],
  ] as const) {
    await page.goto(`/${lang}/area-libreria/`);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main(page).locator('.staff-status').first()).toHaveText(toConfirm);
    await expectNoAxeViolations(page);
  }
});

test('the shelf: stock of another bookshop is refused, holidays and stock are saved', async ({
  page,
}) => {
  // Il Segnalibro is on holiday in the demo data: closing it until the same day changes nothing.
  const { getProduct } = await graphql<{
    getProduct: { bookshop: { vacationEnd: string | null } };
  }>(page, 'GetProduct', 'query GetProduct { getProduct(id: "17") { bookshop { vacationEnd } } }');
  const vacationEnd = getProduct.bookshop.vacationEnd;
  expect(vacationEnd).not.toBeNull();

  await logIn(page, STAFF.segnalibro);
  await page.goto('/it/area-libreria/scaffale/');
  const stock = main(page).getByRole('region', { name: 'Copie a scaffale' });
  await stock.getByLabel('Codice del libro').fill(BOOKS.mareNonBagnaNapoli);
  await stock.getByLabel('Copie disponibili').fill('1');
  await stock.getByRole('button', { name: 'Aggiorna le copie' }).click();
  await expect(stock.getByRole('alert')).toBeVisible();

  const holidays = main(page).getByRole('region', { name: 'Ferie' });
  await holidays.getByLabel('Chiusa fino al').fill(vacationEnd ?? '');
  await holidays.getByRole('button', { name: 'Chiudi per ferie' }).click();
  await expect(holidays.getByRole('status')).toContainText(
    'La libreria è chiusa per ferie fino al',
  );
  await expectNoAxeViolations(page);

  // Porto's staff sets the copies of its own book (to what they are: other specs read it).
  const { getProduct: book } = await graphql<{ getProduct: { available: number } }>(
    page,
    'GetProduct',
    `query GetProduct { getProduct(id: "${BOOKS.mareNonBagnaNapoli}") { available } }`,
  );
  await logIn(page, STAFF.porto);
  await page.goto('/it/area-libreria/scaffale/');
  await stock.getByLabel('Codice del libro').fill(BOOKS.mareNonBagnaNapoli);
  await stock.getByLabel('Copie disponibili').fill(String(book.available));
  await stock.getByLabel('Copie disponibili').press('Enter');
  await expect(
    toast(page, `«Il mare non bagna Napoli»: ${book.available} copie disponibili.`),
  ).toBeVisible();
});

test('a buyer who opens the page is told it is for bookshop staff', async ({
  page,
  buyer: _buyer,
}) => {
  await page.goto('/it/area-libreria/');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Questa pagina è riservata al personale delle librerie.',
  );
  await expect(main(page).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Every section says so, with no way into the others.
  for (const section of ['scaffale', 'spedizioni']) {
    await page.goto(`/it/area-libreria/${section}/`);
    await expect(main(page).getByRole('alert')).toHaveText(
      'Questa pagina è riservata al personale delle librerie.',
    );
    await expect(main(page).getByRole('button')).toHaveCount(0);
    await expect(main(page).getByRole('navigation')).toHaveCount(0);
  }
  // Nor does the header offer it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area libreria' })).toHaveCount(
    0,
  );
});

test('staff reach their area from the header and move between its sections by keyboard', async ({
  page,
}) => {
  await logIn(page, STAFF.porto);
  await page.goto('/it/');
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'Area libreria' });
  await headerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/area-libreria\/ordini\/$/);
  const sections = main(page).getByRole('navigation', { name: 'Sezioni dell’area libreria' });
  const link = (name: string) => sections.getByRole('link', { name, exact: true });
  await expect(sections.getByRole('link')).toHaveText([
    'Ordini',
    'Scaffale',
    'Spedizioni',
    'Incassi',
    'Profilo',
  ]);
  await expect(link('Ordini')).toHaveAttribute('aria-current', 'page');
  await expect(region(page, 'Ordini da gestire')).toBeVisible();
  await expect(region(page, 'Esporta per la contabilità')).toBeVisible();

  // Tab from the current section's link to the next one, Enter: the shelf has its address.
  await link('Ordini').focus();
  await page.keyboard.press('Tab');
  await expect(link('Scaffale')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/area-libreria\/scaffale\/$/);
  await expect(page).toHaveTitle(/^Scaffale – Area libreria \| /);
  await expect(link('Scaffale')).toHaveAttribute('aria-current', 'page');
  await expect(link('Ordini')).not.toHaveAttribute('aria-current', /./);
  await expect(region(page, 'Scaffale')).toBeVisible();
  await expect(region(page, 'Aggiungi libro')).toBeVisible();
  await expect(region(page, 'Copie a scaffale')).toBeVisible();
  await expect(region(page, 'Ferie')).toBeVisible();
  await expect(region(page, 'Ordini da gestire')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await link('Scaffale').focus();
  await page.keyboard.press('Tab');
  await expect(link('Spedizioni')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/area-libreria\/spedizioni\/$/);
  await expect(page).toHaveTitle(/^Spedizioni – Area libreria \| /);
  await expect(link('Spedizioni')).toHaveAttribute('aria-current', 'page');
  await expect(region(page, 'Spedizioni e tariffe')).toBeVisible();
  await expect(region(page, 'Scaffale')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back goes to the section before.
  await page.goBack();
  await expect(page).toHaveURL(/\/it\/area-libreria\/scaffale\/$/);
  await expect(link('Scaffale')).toHaveAttribute('aria-current', 'page');
});

test('the administrator has the administration in the header, and no shipping or Incassi section', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await page.goto('/it/area-libreria/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Amministrazione' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area libreria' })).toHaveCount(
    0,
  );
  const sections = main(page).getByRole('navigation', { name: 'Sezioni dell’area libreria' });
  // Shipping rates and money are a bookshop's own: no link to a section with nothing in it.
  await expect(sections.getByRole('link')).toHaveText(['Ordini', 'Scaffale']);
  await page.goto('/it/area-libreria/spedizioni/');
  await expect(main(page).getByText('Le tariffe di spedizione si impostano')).toBeVisible();
  // Every bookshop's payouts are the administration's.
  await page.goto('/it/area-libreria/incassi/');
  await expect(main(page).getByText('Gli incassi sono di una libreria')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Vai all’amministrazione' })).toHaveAttribute(
    'href',
    '/it/admin/',
  );
});

test('a visitor is sent to the login page', async ({ page }) => {
  await page.goto('/fr/area-libreria/');
  await expect(page).toHaveURL(/\/fr\/login\/\?next=/);
});
