import type { Locator, Page } from '@playwright/test';
import { demoIsbns, editionKey } from '../../apps/server/src/db/seed/catalogue.ts';
import { csrfToken, graphql, readBasket } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { header, main, toast } from '../page-support.ts';
import { expectNoAxeViolations, useLanguage } from '../support.ts';

// The catalogue by book (docs/spec/catalogue-by-book.md): the header's search box with its
// suggestions, the results page whose search is its address, the page of a book with every
// bookshop's offer, and the cart's move of a line to another bookshop's copy. Demo books only
// are searched for, by words no test's own book has; the one test that adds an offer adds it
// to a book the others do not count offers of ('Il barone rampante').

const ISBNS = demoIsbns();
function isbnOf(title: string, publisher: string): string {
  const isbn = ISBNS.get(editionKey({ title, publisher }));
  if (!isbn) throw new Error(`no demo ISBN for ${title}`);
  return isbn;
}
const PROMESSI_SPOSI = isbnOf('I promessi sposi', 'Einaudi');
const BARONE = isbnOf('Il barone rampante', 'Mondadori');

const searchBox = (page: Page): Locator =>
  header(page).getByRole('combobox', { name: 'Cerca libri', exact: true });
const suggestions = (page: Page): Locator =>
  header(page).getByRole('listbox', { name: 'Cerca libri', exact: true });
/** A result of the results page, found by the book's title. */
const result = (page: Page, title: string): Locator =>
  main(page).getByRole('article', { name: title, exact: true });

test('the header suggests books as one types, and the keyboard opens one', async ({ page }) => {
  await page.goto('/it/');
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('calvino');

  const list = suggestions(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.filter({ hasText: 'Il barone rampante' })).toHaveCount(1);
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(8);
  // The polite live region says how many, in words.
  await expect(header(page).getByRole('search').getByRole('status')).toHaveText(
    `${count} libri suggeriti`,
  );
  await expectNoAxeViolations(page, { within: [header(page)] });

  // Down twice: the second suggestion is the active one, the focus stays in the box.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(box).toBeFocused();
  // Up, and Down again: back to the first, then the second.
  await box.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  const title = (await second.locator('.search-combobox__title').textContent()) ?? '';

  // Enter opens the chosen book's page.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/it\/libro\/\d{13}\/$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);

  // Escape closes the list, and empties the box once it is closed.
  await box.fill('');
  await box.click();
  await page.keyboard.type('promessi');
  await expect(suggestions(page).getByRole('option', { name: /I promessi sposi/ })).toBeVisible();
  await box.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('promessi');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('Enter without a suggestion chosen searches; the results page reads its filters from the URL', async ({
  page,
}) => {
  await page.goto('/it/');
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('manzoni');
  await expect(suggestions(page)).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/it\/cerca\/\?q=manzoni$/);
  await expect(page).toHaveTitle('Risultati per «manzoni» | Scaffale');

  // The book of two offers: the cheapest first, and how many.
  const promessi = result(page, 'I promessi sposi');
  await expect(promessi).toContainText('Alessandro Manzoni');
  await expect(promessi).toContainText('Einaudi · 2014');
  await expect(promessi).toContainText('da 9,00 € · 2 offerte');
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /libr[oi] trovat[oi]/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A filter in the address: used copies only, of which Calvino has one.
  await page.goto('/it/cerca/?q=calvino&condition=used');
  await expect(result(page, 'Le città invisibili')).toBeVisible();
  await expect(result(page, 'Il barone rampante')).toHaveCount(0);
  const filters = main(page).getByRole('form', { name: 'Filtri della ricerca' });
  await expect(filters.getByLabel('Condizione')).toHaveValue('used');
  await expect(filters.getByLabel('Parole da cercare')).toHaveValue('calvino');

  // The form writes the address: any condition, cheapest first.
  await filters.getByLabel('Condizione').selectOption('');
  await filters.getByLabel('Ordina per').selectOption('price-asc');
  await filters.getByRole('button', { name: 'Applica i filtri' }).press('Enter');
  await expect(page).toHaveURL(/\/it\/cerca\/\?q=calvino&sort=price-asc$/);
  await expect(result(page, 'Il barone rampante')).toBeVisible();
  await expect(result(page, 'Le città invisibili')).toBeVisible();

  // Words nothing matches, under a filter: the empty state says the filters may be why.
  await page.goto('/it/cerca/?q=zzzxqwv&condition=used');
  await expect(main(page).getByText('Nessun libro corrisponde alla ricerca.')).toBeVisible();
  await expect(main(page).getByText('Prova a togliere qualche filtro.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the book page lists every bookshop's offer and adds one to the cart", async ({ page }) => {
  await page.goto(`/it/cerca/?q=${encodeURIComponent('promessi sposi')}`);
  await result(page, 'I promessi sposi').getByRole('link', { name: 'I promessi sposi' }).click();
  await expect(page).toHaveURL(`/it/libro/${PROMESSI_SPOSI}/`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I promessi sposi');

  const table = main(page).getByRole('table', { name: /2 offerte, dalla più economica/ });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3); // the head and two offers
  const porto = rows.nth(1);
  const centrale = rows.nth(2);
  await expect(porto.getByRole('rowheader')).toHaveText('Libreria del Porto');
  await expect(porto).toContainText('Usato');
  await expect(porto).toContainText('9,00 €');
  await expect(centrale.getByRole('rowheader')).toHaveText('Libreria Centrale');
  await expect(centrale).toContainText('Nuovo');
  await expect(centrale).toContainText('14,00 €');
  // Shipping to Italy (a visitor's country), and pickup where the bookshop offers it.
  await expect(table.getByRole('columnheader', { name: 'Spedizione in Italia' })).toBeVisible();
  await expect(centrale).toContainText(/da \d+,\d{2}\s€/);
  // Its city, and again as where to collect it: both bookshops offer pickup.
  await expect(centrale.getByRole('cell', { name: 'Milano', exact: true })).toHaveCount(2);
  await expect(porto.getByRole('cell', { name: 'Genova', exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The used copy into the cart.
  await porto.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(toast(page, 'Aggiunto al carrello')).toBeVisible();
  const basket = await readBasket(page);
  const lines = basket.bookshops.flatMap((b) => b.basketLines.map((l) => l.product.id));
  const { getBook } = await graphql<{
    getBook: { offers: { product: { id: string }; bookshop: { name: string } }[] };
  }>(
    page,
    'BookOffers',
    'query BookOffers($isbn: String!) { getBook(isbn: $isbn) { offers { product { id } bookshop { name } } } }',
    { isbn: PROMESSI_SPOSI },
  );
  const portoCopy = getBook.offers.find((o) => o.bookshop.name === 'Libreria del Porto');
  expect(lines).toEqual([portoCopy?.product.id]);
});

test("a cart line whose bookshop went on vacation moves to another bookshop's copy in one click", async ({
  page,
  staff,
}) => {
  // The test's own bookshop offers 'Il barone rampante' too, a copy the buyer puts in the
  // cart; then the bookshop goes on vacation.
  const copy = await staff.addBook({
    isbn: BARONE,
    title: 'Il barone rampante',
    authors: ['Italo Calvino'],
    publisher: 'Mondadori',
    year: 2016,
    price: '12.00',
    available: 2,
  });
  await graphql(
    page,
    'AddProduct',
    'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
    { productId: copy.id },
  );
  const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await staff.api.graphql(
    'SetVacation',
    'mutation SetVacation($until: String) { setVacation(until: $until) { id } }',
    { until },
  );

  await page.goto('/it/carrello');
  const closedGroup = main(page).getByRole('region', { name: new RegExp(staff.bookshop.name) });
  const line = closedGroup.getByRole('article', { name: 'Il barone rampante' });
  await expect(line).toContainText('libreria chiusa');
  const others = line.getByRole('list', { name: 'Anche in altre librerie:' });
  // Il Segnalibro is on vacation too: Libreria del Porto's copy is the one offered.
  const porto = others.getByRole('listitem').filter({ hasText: 'Libreria del Porto' });
  await expect(porto).toContainText('Genova · Nuovo · 13,50 €');
  await expect(others.getByRole('listitem').filter({ hasText: 'Il Segnalibro' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await porto.getByRole('button', { name: 'Sposta in questa libreria' }).click();
  await expect(toast(page, 'Spostato presso Libreria del Porto')).toBeVisible();
  await expect(closedGroup).toHaveCount(0);
  const portoGroup = main(page).getByRole('region', { name: /^Libreria del Porto/ });
  await expect(portoGroup.getByRole('article', { name: 'Il barone rampante' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a copy's product page leads to its book's offers", async ({ page }) => {
  const { getProduct } = await graphql<{ getProduct: { slug: string; cssClass: string } }>(
    page,
    'ProductPath',
    'query ProductPath { getProduct(id: "1") { slug cssClass } }',
  );
  await page.goto(`/${getProduct.cssClass}/${getProduct.slug}/1/`);
  await main(page).getByRole('link', { name: 'Tutte le offerte di questo libro' }).click();
  await expect(page).toHaveURL(`/it/libro/${PROMESSI_SPOSI}/`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I promessi sposi');
});

test('a saved book that cannot be bought lists the other bookshops that have it', async ({
  page,
  buyer: _buyer,
}) => {
  // 'Se questo è un uomo' at Il Segnalibro, on vacation (demo id 18); used at Pagine Sparse.
  const saved = await page.request.post('/api/wishlist/18/', {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data: {},
  });
  expect(saved.status()).toBe(201);
  await page.goto('/it/wishlist/');
  const card = main(page).getByRole('article', { name: 'Se questo è un uomo', exact: true });
  await expect(card.getByRole('button', { name: 'Aggiungi al carrello' }).first()).toBeDisabled();
  const others = card.getByRole('list', { name: 'Anche in altre librerie:' });
  const sparse = others.getByRole('listitem').filter({ hasText: 'Pagine Sparse' });
  await expect(sparse).toContainText('Bologna · Usato · 9,00 €');
  await expectNoAxeViolations(page);

  await sparse.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(toast(page, 'Aggiunto al carrello')).toBeVisible();
  const basket = await readBasket(page);
  expect(basket.bookshops.map((b) => b.id)).toEqual(['4']);
});

test('in English the search box, the results and the book page speak English', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/en/cerca/?q=calvino&sort=year-desc');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Results for “calvino”');
  const filters = main(page).getByRole('form', { name: 'Search filters' });
  await expect(filters.getByLabel('Sort by')).toHaveValue('year-desc');
  await expect(header(page).getByRole('combobox', { name: 'Search books' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/en/libro/${BARONE}/`);
  await expect(main(page).getByRole('heading', { name: 'Where to buy it' })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: /^Shipping to / })).toBeVisible();
  await expectNoAxeViolations(page);
});
