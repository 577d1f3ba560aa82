import { demoIsbns, editionKey } from '../../apps/server/src/db/seed/catalogue.ts';
import { graphql } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main, toast } from '../page-support.ts';

// The public pages rendered on the server (docs/spec/server-rendering.md): what a crawler
// reads with no script, and the same page hydrated in a browser, working as before.

const PROMESSI_SPOSI = demoIsbns().get(
  editionKey({ title: 'I promessi sposi', publisher: 'Einaudi' }),
);
const BOOK_PAGE = `/it/libro/${PROMESSI_SPOSI}/`;

test('without JavaScript the book page shows its title, prices and its head', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(BOOK_PAGE);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I promessi sposi');
  const table = main(page).getByRole('table', { name: /2 offerte, dalla più economica/ });
  await expect(table).toContainText('9,00 €');
  await expect(table).toContainText('14,00 €');
  await expect(page).toHaveTitle('I promessi sposi | Scaffale');
  // The page in each language, and the one for any other.
  for (const lang of ['it', 'en', 'fr', 'es']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/libro/${PROMESSI_SPOSI}/$`),
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; offers: { price: string; priceCurrency: string }[] };
  expect(jsonLd['@type']).toBe('Book');
  expect(jsonLd.offers.map((offer) => offer.price).sort()).toEqual(['14.00', '9.00']);
  await context.close();
});

test('with JavaScript the page hydrates without errors and adds to the cart', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(BOOK_PAGE);
  // The server sent the page itself, not an empty shell.
  expect(await response?.text()).toContain('id="ssr-data"');
  const table = main(page).getByRole('table', { name: /2 offerte, dalla più economica/ });
  const centrale = table.getByRole('row').filter({ hasText: 'Libreria Centrale' });
  // The shipping cost comes from a query the hydrated page sends: the app is running.
  await expect(centrale).toContainText(/da \d+,\d{2}\s€/);
  await centrale.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(toast(page, 'Aggiunto al carrello')).toBeVisible();
  // The language switcher moves to the same page in another language, rendered there too.
  await page.getByRole('combobox', { name: /lingua/i }).selectOption('en');
  await expect(page).toHaveURL(`/en/libro/${PROMESSI_SPOSI}/`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I promessi sposi');
  expect(errors).toEqual([]);
});

test("a copy's older product address names its book's page as canonical", async ({ page }) => {
  await page.goto('/it/');
  const { getBook } = await graphql<{
    getBook: { offers: { product: { id: string; slug: string; cssClass: string } }[] };
  }>(
    page,
    'BookCopies',
    'query BookCopies($isbn: String!) { getBook(isbn: $isbn) { offers { product { id slug cssClass } } } }',
    { isbn: PROMESSI_SPOSI },
  );
  const copy = getBook.offers[0]?.product;
  await page.goto(`/${copy?.cssClass}/${copy?.slug}/${copy?.id}/`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I promessi sposi');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^http://[^/]+${BOOK_PAGE}$`),
  );
});
