import type { Locator, Page } from '@playwright/test';
import { expect, test, type Buyer } from '../fixtures.ts';
import { main, toast } from '../page-support.ts';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  LANGUAGES,
  useLanguage,
  type Lang,
} from '../support.ts';

// The cart page (docs/spec/cart.md §2): bookshop groups, lines, quantities, shipping, totals,
// proceed. Books are put in the basket with the app's own GraphQL mutation, as the catalogue's
// add-to-cart button does. Logged-in tests have a buyer of their own (fixtures.ts), but for
// jane.doe's saved cart, which only the demo data can hold (books become unavailable after
// they are added). Ids are the demo data's (docs/demo-data.md): bookshops 1
// Libreria Centrale, 2 Il Segnalibro (on vacation), 3 Libreria del Porto (ships to Italy
// only), 4 Pagine Sparse (no Standard), 5 Librairie du Quai.

const BOOK = {
  coscienzaDiZeno: '2', // Libreria Centrale, 10% off, 420 g
  mattiaPascal: '3', // Libreria Centrale, exactly 1 copy, 300 g
  dialogo: '5', // Libreria Centrale, 11-word title, 1100 g
  promessiSposi: '1', // Libreria Centrale, 850 g
  malavoglia: '10', // Libreria Centrale
  ossiDiSeppia: '27', // Libreria del Porto, 200 g
  jekyll: '36', // Libreria del Porto, exactly 10 words, 2 copies, 170 g
  nomeDellaRosa: '39', // Pagine Sparse, 650 g
} as const;

const DIALOGO = 'Dialogo sopra i due massimi sistemi del mondo tolemaico e copernicano';
const JEKYLL = 'Lo strano caso del dottor Jekyll e del signor Hyde';

const CART_PATH: Record<Lang, string> = {
  it: '/it/carrello',
  en: '/en/cart',
  fr: '/fr/corbeille',
  es: '/es/cesta',
};

// --- helpers -------------------------------------------------------------------------

async function csrfToken(page: Page): Promise<string> {
  const find = async () =>
    (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  let token = await find();
  if (!token) {
    // Every page GET hands out the cookie.
    await page.request.get('/it/');
    token = await find();
  }
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

interface BasketShape {
  bookshops: {
    id: string;
    vacationEnd: string | null;
    basketLines: { product: { id: string } }[];
  }[];
}

async function readBasket(page: Page): Promise<BasketShape> {
  const data = await graphql<{ getBasket: BasketShape }>(
    page,
    'query GetBasket { getBasket { bookshops { id vacationEnd basketLines { product { id } } } } }',
  );
  return data.getBasket;
}

/** Adds one copy per id (repeat an id for more copies). */
async function addBooks(page: Page, ids: readonly string[]): Promise<void> {
  for (const productId of ids) {
    await graphql(
      page,
      'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
      { productId },
    );
  }
}

/** Logs in as a demo account (jane.doe, here only). */
async function logIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/login/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

const group = (page: Page, bookshop: string | RegExp) =>
  main(page).getByRole('region', { name: bookshop });
const line = (scope: Locator, title: string) =>
  scope.getByRole('article', { name: title, exact: true });
const summary = (page: Page, heading: string) => main(page).getByRole('region', { name: heading });

// --- Italian: guests --------------------------------------------------------------------

test('it: the guest cart groups the books by bookshop with prices, shipping and totals', async ({
  page,
}) => {
  await addBooks(page, [
    BOOK.coscienzaDiZeno,
    BOOK.mattiaPascal,
    BOOK.dialogo,
    BOOK.jekyll,
    BOOK.jekyll,
    BOOK.nomeDellaRosa,
  ]);
  await page.goto('/it/carrello');

  await expect(page).toHaveTitle('Carrello | Scaffale');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Carrello');
  const breadcrumb = main(page).getByRole('navigation', { name: 'Percorso di navigazione' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
  await expect(breadcrumb.getByText('Carrello')).toHaveAttribute('aria-current', 'page');

  // Groups: the title links to the bookshop and names its city and country.
  const centrale = group(page, /^Libreria Centrale/);
  const porto = group(page, /^Libreria del Porto/);
  const sparse = group(page, /^Pagine Sparse/);
  await expect(
    centrale.getByRole('link', { name: 'Libreria Centrale — Milano, Italia' }),
  ).toHaveAttribute('href', '/it/venditore/1');
  await expect(
    porto.getByRole('link', { name: 'Libreria del Porto — Genova, Italia' }),
  ).toHaveAttribute('href', '/it/venditore/3');
  await expect(sparse.getByRole('heading', { level: 2 })).toHaveText(
    'Pagine Sparse — Bologna, Italia',
  );

  // Lines: a new-tab link to the product page, the title cut after 10 words.
  const dialogo = line(centrale, DIALOGO);
  const dialogoLink = dialogo.getByRole('link');
  await expect(dialogoLink).toContainText(
    'Dialogo sopra i due massimi sistemi del mondo tolemaico e…',
  );
  await expect(dialogoLink).not.toContainText('copernicano');
  await expect(dialogoLink).toHaveAttribute('href', /^\/libro\/[^/]+\/5\/$/);
  await expect(dialogoLink).toHaveAttribute('target', '_blank');
  await expect(dialogoLink).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(dialogo).toContainText('Galileo Galilei');

  const jekyll = line(porto, JEKYLL);
  await expect(jekyll.getByRole('link')).toContainText(JEKYLL);
  await expect(jekyll.getByRole('link')).not.toContainText('…');
  await expect(jekyll.getByRole('group', { name: 'Quantità' })).toContainText('2');
  await expect(jekyll).toContainText('19,00 €');

  // Discounted price: list price struck through beside the discounted one.
  const zeno = line(centrale, 'La coscienza di Zeno');
  await expect(zeno.locator('del')).toHaveText('10,00 €');
  await expect(zeno).toContainText('9,00 €');
  await expect(zeno).toContainText('10%');
  await expect(zeno).toContainText('Italo Svevo');

  // One copy in stock: no quantity buttons.
  const pascal = line(centrale, 'Il fu Mattia Pascal');
  await expect(pascal.getByRole('group', { name: 'Quantità' })).toHaveText('1');
  await expect(pascal.getByRole('button', { name: /quantità/ })).toHaveCount(0);

  // A new tab opens on the product page.
  const popupPromise = page.waitForEvent('popup');
  await dialogoLink.click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/libro\/[^/]+\/5\/$/);
  await popup.close();

  // Shipping: Standard by default, the first offered type where there is no Standard.
  const centraleShipping = centrale.getByRole('combobox', { name: 'Spedizione' });
  await expect(centraleShipping).toHaveValue('Standard');
  // 420 + 300 + 1100 g: the 3 kg band.
  await expect(centraleShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – 6,90 €',
  );
  await expect(centraleShipping.locator('option')).toHaveText([
    'Ritiro gratuito in libreria (nessun indirizzo di spedizione richiesto) – 0,00 €',
    'Economy (non tracciata) – 3,90 €',
    'Standard (3-5 giorni lavorativi) – 6,90 €',
    'Express (1-2 giorni lavorativi) – 11,90 €',
  ]);
  await expect(porto.getByRole('combobox', { name: 'Spedizione' })).toHaveValue('Standard');
  const sparseShipping = sparse.getByRole('combobox', { name: 'Spedizione' });
  await expect(sparseShipping).toHaveValue('Shop_pickup');
  await expect(sparseShipping.locator('option')).toHaveText([
    'Ritiro gratuito in libreria (nessun indirizzo di spedizione richiesto) – 0,00 €',
    'Economy (non tracciata) – 2,90 €',
    'Express (1-2 giorni lavorativi) – 8,90 €',
  ]);
  // Each selector says which bookshop it belongs to.
  await expect(sparseShipping).toHaveAccessibleDescription(/Pagine Sparse/);

  // Provisional totals per bookshop and for the cart.
  const centraleTotals = centrale.getByLabel('Totali provvisori di Libreria Centrale');
  await expect(centraleTotals).toContainText('Totale prodotti50,00 €');
  await expect(centraleTotals).toContainText('Spedizione6,90 €');
  await expect(centraleTotals).toContainText('Totale provvisorio56,90 €');
  await expect(porto.getByLabel('Totali provvisori di Libreria del Porto')).toContainText(
    'Totale provvisorio23,90 €',
  );
  const cartTotals = summary(page, 'Riepilogo').getByLabel('Totali provvisori del carrello');
  await expect(cartTotals).toContainText('Totale prodotti84,00 €');
  await expect(cartTotals).toContainText('Spedizione11,80 €');
  await expect(cartTotals).toContainText('Totale provvisorio95,80 €');

  // A visitor is asked to log in instead of proceeding.
  const side = summary(page, 'Riepilogo');
  await expect(side.getByText('Accedi per procedere al checkout.')).toBeVisible();
  await expect(side.getByRole('button', { name: 'Procedi al checkout' })).toHaveCount(0);
  await expect(side.getByRole('button', { name: 'Accedi' })).toBeVisible();

  // Choosing Express for Pagine Sparse reprices its group and the cart.
  await sparseShipping.selectOption('Express');
  await expect(sparse.getByLabel('Totali provvisori di Pagine Sparse')).toContainText(
    'Totale provvisorio23,90 €',
  );
  await expect(cartTotals).toContainText('Totale provvisorio104,70 €');

  await expectNoAxeViolations(page);
});

test("it: a direct load shows the cart without the app's page-loading status first", async ({
  page,
}) => {
  await addBooks(page, [BOOK.promessiSposi]);
  // Notes whether a generic 'Caricamento…' status (the router's page-loading fallback) is ever
  // in the page: the cart's own status names what it loads, and the page's code is in before
  // the app first renders, so the fallback, and the 300 ms React holds back what replaces it,
  // should never come.
  await page.addInitScript(() => {
    const seen = { genericLoading: false };
    Object.assign(window, { scaffaleSeen: seen });
    new MutationObserver(() => {
      const statuses = document.querySelectorAll('[role="status"]');
      if ([...statuses].some((status) => status.textContent?.trim() === 'Caricamento…')) {
        seen.genericLoading = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/it/carrello');

  await expect(group(page, /^Libreria Centrale/)).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { scaffaleSeen: { genericLoading: boolean } }).scaffaleSeen,
  );
  expect(seen.genericLoading).toBe(false);
});

test('it: the destination starts at Italia, reprices every bookshop and is remembered', async ({
  page,
}) => {
  await addBooks(page, [BOOK.promessiSposi, BOOK.ossiDiSeppia]);
  await page.goto('/it/carrello');

  const destination = main(page).getByRole('combobox', { name: 'Paese di destinazione' });
  await expect(destination).toHaveValue('IT');
  await expect(destination.locator('option:checked')).toHaveText('Italia');
  await expect(destination.locator('option', { hasText: 'Francia' })).toHaveCount(1);

  const centrale = group(page, /^Libreria Centrale/);
  const porto = group(page, /^Libreria del Porto/);
  const centraleShipping = centrale.getByRole('combobox', { name: 'Spedizione' });
  const portoShipping = porto.getByRole('combobox', { name: 'Spedizione' });
  await expect(centraleShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – 4,90 €',
  );
  await expect(portoShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – 4,90 €',
  );

  await destination.selectOption('FR');
  await expect(centraleShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – 14,90 €',
  );
  // Libreria del Porto ships to Italy only.
  await expect(portoShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – non disponibile per questa destinazione',
  );
  await expect(porto.getByText(/Spedizione non disponibile per questa destinazione/)).toBeVisible();
  const side = summary(page, 'Riepilogo');
  await expect(side).toContainText(
    'Per alcune librerie la spedizione scelta non è disponibile per questa destinazione.',
  );

  // Remembered on the next visit.
  await page.reload();
  await expect(destination).toHaveValue('FR');
  await expect(centraleShipping.locator('option:checked')).toHaveText(
    'Standard (3-5 giorni lavorativi) – 14,90 €',
  );

  // Picking up in the shop works for any destination.
  await portoShipping.selectOption('Shop_pickup');
  await expect(porto.getByText(/Spedizione non disponibile/)).toHaveCount(0);
  await expect(side).not.toContainText('Per alcune librerie');
  // 14.00 + 12.00 goods, 14.90 shipping.
  await expect(side.getByLabel('Totali provvisori del carrello')).toContainText(
    'Totale provvisorio40,90 €',
  );
});

test('it: quantity buttons stop at 1 and at the stock', async ({ page }) => {
  await addBooks(page, [BOOK.jekyll, BOOK.mattiaPascal]);
  await page.goto('/it/carrello');

  const jekyll = line(group(page, /^Libreria del Porto/), JEKYLL);
  const quantity = jekyll.getByRole('group', { name: 'Quantità' });
  const plus = jekyll.getByRole('button', { name: 'Aumenta quantità' });
  const minus = jekyll.getByRole('button', { name: 'Diminuisci quantità' });

  await expect(quantity).toContainText('1');
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();

  // With the keyboard: focus stays on the button.
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toContainText('2');
  await expect(jekyll).toContainText('19,00 €');
  await expect(plus).toBeDisabled(); // 2 copies in stock
  await expect(plus).toBeFocused();
  await expect(minus).toBeEnabled();
  await plus.click({ force: true });
  await expect(quantity).toContainText('2');

  await minus.click();
  await expect(quantity).toContainText('1');
  await expect(jekyll).toContainText('9,50 €');
  await expect(minus).toBeDisabled();
  await minus.click({ force: true });
  await expect(quantity).toContainText('1');
  expect((await readBasket(page)).bookshops.length).toBe(2);

  const pascal = line(group(page, /^Libreria Centrale/), 'Il fu Mattia Pascal');
  await expect(pascal.getByRole('button', { name: 'Aumenta quantità' })).toHaveCount(0);
  await expect(pascal.getByRole('button', { name: 'Diminuisci quantità' })).toHaveCount(0);
});

test('it: a guest cannot move a book to the wishlist; removing the last book empties the cart', async ({
  page,
}) => {
  await addBooks(page, [BOOK.promessiSposi]);
  // The basket answer is held back until the loading state has been seen (the app asks for
  // the basket as it starts, so a fixed delay could end before the page renders).
  let releaseBasket = () => {};
  const basketHeld = new Promise<void>((resolve) => (releaseBasket = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'GetBasket') await basketHeld;
    await route.continue();
  });
  await page.goto('/it/carrello');
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Caricamento del carrello…' }),
  ).toBeVisible();
  await expect(main(page).locator('section.cart')).toHaveAttribute('aria-busy', 'true');
  releaseBasket();
  const promessi = line(group(page, /^Libreria Centrale/), 'I promessi sposi');
  await expect(promessi).toBeVisible();
  await expect(main(page).locator('section.cart')).toHaveAttribute('aria-busy', 'false');
  await page.unrouteAll({ behavior: 'wait' });

  await promessi.getByRole('button', { name: 'Sposta nella wishlist' }).click();
  const error = toast(page, /^Server error: /);
  await expect(error).toContainText('Server error: No user logged in');
  await expect(page.locator('.Toastify__toast-container--bottom-center')).toContainText(
    'Server error: No user logged in',
  );
  await expect(promessi).toBeVisible();

  await promessi.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(toast(page, 'Prodotto eliminato dal carrello')).toBeVisible();
  await expect(main(page).getByText('Il carrello è vuoto')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Continua lo shopping' })).toBeVisible();
  const login = main(page).getByRole('button', { name: 'Accedi' });
  await expect(login).toBeVisible();
  // The success toast closes by itself after 2 s.
  await expect(toast(page, 'Prodotto eliminato dal carrello')).toHaveCount(0, { timeout: 5000 });
  await expect(error).toHaveCount(0, { timeout: 7000 });

  await expectNoAxeViolations(page);

  await login.click();
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fcarrello$/);
  await page.goBack();
  await main(page).getByRole('button', { name: 'Continua lo shopping' }).click();
  await expect(page).toHaveURL(/\/it\/$/);
});

// --- Italian: jane.doe's saved cart with unavailable books --------------------------------

test('it: unavailable books show only remove and move, block the checkout, and can be moved all at once', async ({
  page,
}) => {
  await logIn(page, ACCOUNTS.jane);
  const basket = await readBasket(page);
  const vacationEnd = basket.bookshops.find((b) => b.id === '2')?.vacationEnd;
  expect(vacationEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const closedUntil = new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${vacationEnd}T00:00:00Z`));

  await page.goto('/it/carrello');

  // The closed bookshop: its end date, no shipping choice, zero totals.
  const segnalibro = group(page, /^Il Segnalibro/);
  await expect(segnalibro.getByText(`Chiuso fino al ${closedUntil}`)).toBeVisible();
  await expect(segnalibro.getByRole('combobox', { name: 'Spedizione' })).toHaveCount(0);
  const closedTotals = segnalibro.getByLabel('Totali provvisori di Il Segnalibro');
  await expect(closedTotals).toContainText('Totale prodotti0,00 €');
  await expect(closedTotals).toContainText('Spedizione0,00 €');
  await expect(closedTotals).toContainText('Totale provvisorio0,00 €');

  // Unavailable lines: the reason and two buttons, no price, no quantity.
  const luna = line(segnalibro, 'La luna e i falò');
  const centrale = group(page, /^Libreria Centrale/);
  const uno = line(centrale, 'Uno, nessuno e centomila');
  await expect(luna).toContainText('Non disponibile: libreria chiusa');
  await expect(uno).toContainText('Non disponibile: esaurito');
  for (const unavailable of [luna, uno]) {
    await expect(unavailable.getByRole('button')).toHaveText(['Rimuovi', 'Sposta nella wishlist']);
    await expect(unavailable).not.toContainText('€');
    await expect(unavailable.getByRole('group', { name: 'Quantità' })).toHaveCount(0);
  }
  const malavoglia = line(centrale, 'I Malavoglia');
  await expect(malavoglia).toContainText('10,00 €');
  await expect(malavoglia.getByRole('group', { name: 'Quantità' })).toContainText('1');

  // Two unavailable books: the bulk buttons; the checkout waits for them to go.
  const removeAll = main(page).getByRole('button', { name: 'Rimuovi tutti' });
  const moveAll = main(page).getByRole('button', { name: 'Sposta tutti nella wishlist' });
  await expect(removeAll).toBeVisible();
  await expect(moveAll).toBeVisible();
  const side = summary(page, 'Riepilogo');
  await expect(
    side.getByText('Rimuovi o sposta in Wishlist i libri non disponibili'),
  ).toBeVisible();
  await expect(side.getByText('Accedi per procedere al checkout.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Procedi al checkout' })).toHaveCount(0);
  // Only the open bookshop's books count: 10.00 + 4.90 Standard.
  await expect(side.getByLabel('Totali provvisori del carrello')).toContainText(
    'Totale provvisorio14,90 €',
  );

  await expectNoAxeViolations(page);
  // The unavailable lines in the other languages too, before they are moved.
  for (const lang of LANGUAGES.filter((l) => l !== 'it')) {
    await useLanguage(page, lang);
    await page.goto(CART_PATH[lang]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(line(group(page, /^Il Segnalibro/), 'La luna e i falò')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await useLanguage(page, 'it');
  await page.goto('/it/carrello');
  await expect(moveAll).toBeVisible();

  await moveAll.click();
  await expect(toast(page, 'Prodotti spostati nella wishlist')).toBeVisible();
  await expect(segnalibro).toHaveCount(0);
  await expect(uno).toHaveCount(0);
  await expect(malavoglia).toBeVisible();
  await expect(removeAll).toHaveCount(0);
  await expect(side.getByText('Rimuovi o sposta in Wishlist')).toHaveCount(0);
  await expect(side.getByRole('button', { name: 'Procedi al checkout' })).toBeVisible();

  const wishlist = await graphql<{ getWishlist: { id: string }[] }>(
    page,
    'query GetWishlist { getWishlist { id } }',
  );
  expect(wishlist.getWishlist.map((p) => p.id).sort()).toEqual(['17', '4']);
});

// --- Italian and one language each: logged-in buyers ------------------------------------

interface LanguagePass {
  lang: Lang;
  title: string;
  breadcrumb: string;
  italy: string;
  defaultCountry: string;
  quantity: string;
  increase: string;
  decrease: string;
  shipping: string;
  destination: string;
  summary: string;
  standardAbroad: string;
  portoNotAvailable: string;
  standardItaly: string;
  cartTotalsLabel: string;
  totalItaly: string;
  loginPrompt: string;
  loginButton: string;
  loginForm: { email: string; password: string; submit: string };
  proceed: string;
  removed: string;
  remove: string;
}

const PASSES: LanguagePass[] = [
  {
    lang: 'en',
    title: 'Cart',
    breadcrumb: 'Breadcrumb',
    italy: 'Italy',
    defaultCountry: 'GB',
    quantity: 'Quantity',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    shipping: 'Shipping',
    destination: 'Destination country',
    summary: 'Summary',
    standardAbroad: 'Standard (3-5 working days) – €14.90',
    portoNotAvailable: 'Standard (3-5 working days) – not available for this destination',
    standardItaly: 'Standard (3-5 working days) – €4.90',
    cartTotalsLabel: 'Provisional cart totals',
    totalItaly: 'Provisional total€43.30',
    loginPrompt: 'Log in to proceed to checkout.',
    loginButton: 'Log in',
    loginForm: { email: 'Email', password: 'Password', submit: 'Log in' },
    proceed: 'Proceed to checkout',
    removed: 'Product removed from the cart',
    remove: 'Remove',
  },
  {
    lang: 'fr',
    title: 'Panier',
    breadcrumb: "Fil d'Ariane",
    italy: 'Italie',
    defaultCountry: 'FR',
    quantity: 'Quantité',
    increase: 'Augmenter la quantité',
    decrease: 'Diminuer la quantité',
    shipping: 'Livraison',
    destination: 'Pays de destination',
    summary: 'Récapitulatif',
    standardAbroad: 'Standard (3 à 5 jours ouvrés) – 14,90 €',
    portoNotAvailable: 'Standard (3 à 5 jours ouvrés) – non disponible pour cette destination',
    standardItaly: 'Standard (3 à 5 jours ouvrés) – 4,90 €',
    cartTotalsLabel: 'Totaux provisoires du panier',
    totalItaly: 'Total provisoire43,30 €',
    loginPrompt: 'Connectez-vous pour passer à la caisse.',
    loginButton: 'Se connecter',
    loginForm: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
    proceed: 'Passer à la caisse',
    removed: 'Produit supprimé du panier',
    remove: 'Supprimer',
  },
  {
    lang: 'es',
    title: 'Cesta',
    breadcrumb: 'Ruta de navegación',
    italy: 'Italia',
    defaultCountry: 'ES',
    quantity: 'Cantidad',
    increase: 'Aumentar cantidad',
    decrease: 'Disminuir cantidad',
    shipping: 'Envío',
    destination: 'País de destino',
    summary: 'Resumen',
    standardAbroad: 'Estándar (3-5 días laborables) – 14,90 €',
    portoNotAvailable: 'Estándar (3-5 días laborables) – no disponible para este destino',
    standardItaly: 'Estándar (3-5 días laborables) – 4,90 €',
    cartTotalsLabel: 'Totales provisionales de la cesta',
    totalItaly: 'Total provisional43,30 €',
    loginPrompt: 'Inicia sesión para tramitar el pedido.',
    loginButton: 'Iniciar sesión',
    loginForm: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    },
    proceed: 'Tramitar pedido',
    removed: 'Producto eliminado de la cesta',
    remove: 'Eliminar',
  },
];

/** A full pass in another language: guest cart, login from the cart, proceed. */
async function languagePass(page: Page, buyer: Buyer, words: LanguagePass): Promise<void> {
  const { lang } = words;
  // A guest until the login from the cart (the buyer's own basket is empty).
  await page.context().clearCookies();

  await useLanguage(page, lang);
  await addBooks(page, [BOOK.coscienzaDiZeno, BOOK.jekyll, BOOK.nomeDellaRosa, BOOK.malavoglia]);
  await page.goto(CART_PATH[lang]);

  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${words.title} | Scaffale`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(words.title);
  await expect(main(page).getByRole('navigation', { name: words.breadcrumb })).toBeVisible();

  const centrale = group(page, /^Libreria Centrale/);
  const porto = group(page, /^Libreria del Porto/);
  await expect(
    centrale.getByRole('link', { name: `Libreria Centrale — Milano, ${words.italy}` }),
  ).toHaveAttribute('href', `/${lang}/venditore/1`);

  // Destination by language; prices to it.
  const destination = main(page).getByRole('combobox', { name: words.destination });
  await expect(destination).toHaveValue(words.defaultCountry);
  await expect(
    centrale.getByRole('combobox', { name: words.shipping }).locator('option:checked'),
  ).toHaveText(words.standardAbroad);
  const portoShipping = porto.getByRole('combobox', { name: words.shipping });
  await expect(portoShipping.locator('option:checked')).toHaveText(words.portoNotAvailable);
  await expect(
    group(page, /^Pagine Sparse/).getByRole('combobox', { name: words.shipping }),
  ).toHaveValue('Shop_pickup');

  // Quantity buttons in the language.
  const jekyll = line(porto, JEKYLL);
  await jekyll.getByRole('button', { name: words.increase }).click();
  await expect(jekyll.getByRole('group', { name: words.quantity })).toContainText('2');
  await expect(jekyll.getByRole('button', { name: words.increase })).toBeDisabled();
  await jekyll.getByRole('button', { name: words.decrease }).click();
  await expect(jekyll.getByRole('group', { name: words.quantity })).toContainText('1');
  await expect(jekyll.getByRole('button', { name: words.decrease })).toBeDisabled();

  // Remove one book: the toast in the language.
  await line(centrale, 'I Malavoglia').getByRole('button', { name: words.remove }).click();
  await expect(toast(page, words.removed)).toBeVisible();
  await expect(line(centrale, 'I Malavoglia')).toHaveCount(0);

  // Ship to Italy: 9.00 + 9.50 + 15.00 goods, 4.90 + 4.90 + 0 shipping.
  await destination.selectOption('IT');
  await expect(portoShipping.locator('option:checked')).toHaveText(words.standardItaly);
  const side = summary(page, words.summary);
  await expect(side.getByLabel(words.cartTotalsLabel)).toContainText(words.totalItaly);

  // A visitor logs in from the cart and comes back to it.
  await expect(side.getByText(words.loginPrompt)).toBeVisible();
  await expect(side.getByRole('button', { name: words.proceed })).toHaveCount(0);
  await side.getByRole('button', { name: words.loginButton }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${lang}/login/\\?next=${encodeURIComponent(CART_PATH[lang])}$`),
  );
  await main(page).getByLabel(words.loginForm.email, { exact: true }).fill(buyer.email);
  await main(page).getByLabel(words.loginForm.password, { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: words.loginForm.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CART_PATH[lang]}$`));

  await expect(line(porto, JEKYLL)).toBeVisible();
  await expect(destination).toHaveValue('IT');
  await summary(page, words.summary).getByRole('button', { name: words.proceed }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/$`));
  const stored = await page.evaluate(() => ({
    dest: localStorage.getItem('checkout.destCountry'),
    shippings: localStorage.getItem('checkout.selectedShippings'),
  }));
  expect(JSON.parse(stored.dest ?? 'null')).toBe('IT');
  expect(JSON.parse(stored.shippings ?? '[]')).toEqual(
    expect.arrayContaining([
      { codelib: '1', shipping: 'Standard' },
      { codelib: '3', shipping: 'Standard' },
      { codelib: '4', shipping: 'Shop_pickup' },
    ]),
  );
}

test.describe('a buyer with an account', () => {
  test('it: logged in, moves a book to the wishlist and proceeds with the choices stored', async ({
    page,
    buyer: _buyer,
  }) => {
    await addBooks(page, [
      BOOK.promessiSposi,
      BOOK.malavoglia,
      BOOK.ossiDiSeppia,
      BOOK.nomeDellaRosa,
    ]);
    await page.goto('/it/carrello');
    // Left over from an earlier checkout: proceeding must clear them.
    await page.evaluate(() => {
      localStorage.setItem('checkout.datiPa', JSON.stringify({ cig: 'OLD' }));
      localStorage.setItem('checkout.shippingFormDraft', JSON.stringify({ name: 'Old' }));
      localStorage.setItem('checkout.destCountry', JSON.stringify('DE'));
    });

    const side = summary(page, 'Riepilogo');
    const proceed = side.getByRole('button', { name: 'Procedi al checkout' });
    await expect(proceed).toBeVisible();
    await expect(side.getByText('Accedi per procedere al checkout.')).toHaveCount(0);

    const centrale = group(page, /^Libreria Centrale/);
    await line(centrale, 'I Malavoglia')
      .getByRole('button', { name: 'Sposta nella wishlist' })
      .click();
    await expect(toast(page, 'Prodotto spostato nella wishlist')).toBeVisible();
    await expect(line(centrale, 'I Malavoglia')).toHaveCount(0);
    const wishlist = await graphql<{ getWishlist: { id: string }[] }>(
      page,
      'query GetWishlist { getWishlist { id } }',
    );
    expect(wishlist.getWishlist.map((p) => p.id)).toContain(BOOK.malavoglia);

    await group(page, /^Pagine Sparse/)
      .getByRole('combobox', { name: 'Spedizione' })
      .selectOption('Express');
    await expect(
      group(page, /^Pagine Sparse/).getByLabel('Totali provvisori di Pagine Sparse'),
    ).toContainText('Spedizione8,90 €');

    await proceed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/checkout\/$/);
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        [
          'checkout.destCountry',
          'checkout.selectedShippings',
          'checkout.datiPa',
          'checkout.shippingFormDraft',
        ].map((key) => [key, localStorage.getItem(key)]),
      ),
    );
    expect(JSON.parse(stored['checkout.destCountry'] ?? 'null')).toBe('IT');
    const shippings = JSON.parse(stored['checkout.selectedShippings'] ?? '[]') as unknown[];
    expect(shippings).toHaveLength(3);
    expect(shippings).toEqual(
      expect.arrayContaining([
        { codelib: '1', shipping: 'Standard' },
        { codelib: '3', shipping: 'Standard' },
        { codelib: '4', shipping: 'Express' },
      ]),
    );
    expect(stored['checkout.datiPa']).toBeNull();
    expect(stored['checkout.shippingFormDraft']).toBeNull();

    // Back in the cart, the choice made for Pagine Sparse is still there.
    await page.goto('/it/carrello');
    await expect(
      group(page, /^Pagine Sparse/).getByRole('combobox', { name: 'Spedizione' }),
    ).toHaveValue('Express');
  });

  test('fr: full pass', async ({ page, buyer }) => {
    await languagePass(page, buyer, PASSES[1]!);
  });

  test('it: logged in with an empty cart, is only offered to continue shopping', async ({
    page,
    buyer: _buyer,
  }) => {
    await page.goto('/it/carrello');
    await expect(main(page).getByText('Il carrello è vuoto')).toBeVisible();
    const continueShopping = main(page).getByRole('button', { name: 'Continua lo shopping' });
    await expect(continueShopping).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Accedi' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await continueShopping.click();
    await expect(page).toHaveURL(/\/it\/$/);

    // The general form of the path shows the same page.
    await page.goto('/it/cart/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Carrello');
    await expect(main(page).getByText('Il carrello è vuoto')).toBeVisible();
  });

  test('es: full pass', async ({ page, buyer }) => {
    await languagePass(page, buyer, PASSES[2]!);
  });

  test('it: a guest logs in from the cart, comes back to it and may proceed', async ({
    page,
    buyer,
  }) => {
    // A guest until the login from the cart.
    await page.context().clearCookies();

    await addBooks(page, [BOOK.promessiSposi]);
    await page.goto('/it/carrello');
    const side = summary(page, 'Riepilogo');
    await side.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fcarrello$/);
    await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
    await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
    await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/carrello$/);
    await expect(line(group(page, /^Libreria Centrale/), 'I promessi sposi')).toBeVisible();
    await expect(side.getByRole('button', { name: 'Procedi al checkout' })).toBeVisible();
  });

  test('en: full pass', async ({ page, buyer }) => {
    await languagePass(page, buyer, PASSES[0]!);
  });
});
