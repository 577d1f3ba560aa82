import type { Page } from '@playwright/test';
import {
  csrfToken,
  fillBasket,
  graphql,
  handOver,
  logIn,
  placePaidOrder,
  staffOrderPath,
} from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, newBuyerContext, test } from '../fixtures.ts';
import { main } from '../page-support.ts';
import { expectReflow, REFLOW_VIEWPORT } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// WCAG 1.4.10 Reflow (docs/spec/bookshop-area.md §4): every page of the app, as a guest, a buyer, a
// bookshop's staff and the administrator, on a screen 320 CSS pixels wide, scrolls down only, never
// sideways. axe cannot see it, so this spec measures it: the document no wider than its
// window once the page has settled. Wide data may scroll inside a labelled region of its own.
// The buyer's order and the staff's part are the tests' own: a copy each of 'Le avventure di
// Pinocchio' (Libreria Centrale, 20 copies) picked up at the bookshop, paid by card in the
// sandbox.

test.use({ viewport: REFLOW_VIEWPORT });
test.describe.configure({ timeout: allowFor(120_000) });

const STAFF = 'staff.centrale@example.com';
const ADMIN = 'admin@example.com';
const PINOCCHIO = '9';
/** 'Orgoglio e pregiudizio' (Libreria Centrale), and a Porto book: read, never bought here. */
const PRODUCT_PATH = '/libro/orgoglio-e-pregiudizio/11/';
const ANOTHER_BOOK = '27';

/** The page has settled: its heading shown, no spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/** Each path opened in turn and measured once settled. */
async function visitAll(page: Page, pathsToVisit: readonly string[]): Promise<void> {
  for (const path of pathsToVisit) {
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      await expectReflow(page);
    });
  }
}

test('a guest: the catalogue, the account pages, the cart', async ({ page }) => {
  await visitAll(page, [
    '/it/',
    PRODUCT_PATH,
    '/it/venditore/1',
    '/it/login/',
    '/it/registrati/',
    '/it/password-dimenticata/',
    '/it/reset-password/non-valido/',
    '/it/conferma-email/non-valido/',
    '/it/annulla-cambio-email/non-valido/',
    '/it/carrello',
    '/it/nessuna-pagina-qui',
    // Behind the login: the login page, with where it goes on to.
    '/it/area-libreria/',
    '/it/admin/',
    // The legal pages (docs/spec/legal-pages.md): the cookies' table, the printable form; French
    // has the longest words.
    '/it/cookie/',
    '/fr/cookie/',
    '/it/recesso/',
    '/fr/condizioni-di-vendita/',
    '/it/note-legali/',
  ]);
  // A guest's basket: the cart with its lines.
  for (const productId of ['1', ANOTHER_BOOK]) {
    await graphql(
      page,
      'AddProduct',
      'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
      { productId },
    );
  }
  await visitAll(page, ['/it/carrello', '/en/cart']);
});

test('a buyer: the cart, the checkout, the orders and the account', async ({ page, buyer }) => {
  const [addressId] = await giveAddresses(page, buyer, [ADDRESSES.casa, ADDRESSES.ufficio]);
  const saved = await page.request.post(`/api/wishlist/11/`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(saved.ok()).toBe(true);
  const orderNumber = await placePaidOrder(page, [
    { productId: PINOCCHIO, shipping: 'Shop_pickup' },
  ]);
  // A basket of two bookshops, handed over to the checkout as the cart does.
  await handOver(
    page,
    await fillBasket(page, [
      { productId: '1', shipping: 'Standard' },
      { productId: ANOTHER_BOOK, shipping: 'Standard' },
    ]),
  );
  await visitAll(page, [
    '/it/',
    PRODUCT_PATH,
    '/it/carrello',
    '/it/checkout/',
    '/it/wishlist/',
    '/it/ordini/',
    '/it/area-personale/',
    `/area-personale/indirizzi/edit/${addressId}/?next=%2Fcheckout%2F`,
    '/area-personale/dati-fatturazione/?next=%2Fcheckout%2F',
    `/api/conferma-ordine/${orderNumber}/`,
    // Not theirs: each says so.
    '/api/conferma-ordine/SC-NOPE00/',
    '/it/area-libreria/',
    '/it/admin/',
  ]);
  // The checkout in French, whose words are longer.
  await visitAll(page, ['/fr/checkout/', '/fr/ordini/']);
});

test('a bookshop’s staff: every section of the area, a part’s forms, the packing slip', async ({
  page,
  browser,
}) => {
  const buyer = await newBuyerContext(browser);
  let orderNumber: string;
  try {
    orderNumber = await placePaidOrder(buyer.page, [
      { productId: PINOCCHIO, shipping: 'Shop_pickup' },
    ]);
  } finally {
    await buyer.context.close();
  }
  await logIn(page, STAFF);
  const { bookshopOrderPage } = await graphql<{
    bookshopOrderPage: { items: { id: string }[] };
  }>(
    page,
    'BookshopOrderPage',
    'query BookshopOrderPage($search: String) { bookshopOrderPage(search: $search) { items { id } } }',
    { search: orderNumber },
  );
  const partId = bookshopOrderPage.items[0]?.id;
  expect(partId).toBeDefined();
  await visitAll(page, [
    '/it/area-libreria/',
    '/it/area-libreria/scaffale/',
    '/it/area-libreria/spedizioni/',
    '/it/area-libreria/incassi/',
    `/it/area-libreria/bolla/${partId}/`,
    '/fr/area-libreria/ordini/',
    '/fr/area-libreria/scaffale/',
    '/fr/area-libreria/spedizioni/',
    '/it/',
  ]);

  // The part's forms, opened in turn.
  await page.goto(staffOrderPath('it', orderNumber));
  const part = main(page).getByRole('article', { name: `Ordine ${orderNumber}`, exact: true });
  await part.getByRole('button', { name: 'Rifiuta righe' }).click();
  await expect(part.getByRole('group', { name: 'Righe da rifiutare' })).toBeVisible();
  await expectReflow(page);
});

test('the administrator: every tab of the administration, the bookshops’ area', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await visitAll(page, [
    '/it/area-libreria/',
    '/it/area-libreria/scaffale/',
    '/it/area-libreria/spedizioni/',
    '/it/admin/',
  ]);
  const tabs = main(page).getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    await test.step(`tab ${(await tab.textContent()) ?? i}`, async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectReflow(page);
    });
  }
});
