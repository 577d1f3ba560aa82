import type { Page } from '@playwright/test';
import { graphql } from '../checkout-support.ts';
import { expect, logOut, test, type Buyer } from '../fixtures.ts';
import { header, main, toast } from '../page-support.ts';
import {
  DEMO_BOOKSHOPS,
  expectNoAxeViolations as expectNoViolations,
  useLanguage,
  type Lang,
} from '../support.ts';

// The catalogue (docs/spec/cart.md §1): home with search, bookshop filter and paging; the product
// page; the bookshop page; add to cart; the wishlist. Each test has its own browser context, so
// a guest basket starts empty in every test. Other tests add bookshops and books of their
// own as these run (fixtures.ts: `staff`), never to a demo bookshop, and with titles and
// authors no search here matches: the whole catalogue's size and the list of bookshops are
// read from the API when they are checked; a demo bookshop's books are counted as seeded.

/** A book card, found by its title (the card is an article named by it). */
const card = (page: Page, title: string) =>
  main(page).getByRole('article', { name: title, exact: true });
/** The cards of the results list. */
const cards = (page: Page) => main(page).getByRole('list').first().getByRole('article');

const ORGOGLIO = {
  id: '11',
  title: 'Orgoglio e pregiudizio',
  path: '/libro/orgoglio-e-pregiudizio/11/',
};
const OUT_OF_STOCK = {
  title: 'Uno, nessuno e centomila',
  path: '/libro/uno-nessuno-e-centomila/4/',
};
const LAST_COPY = 'Il fu Mattia Pascal';

async function search(page: Page, label: string, text: string) {
  const box = main(page).getByRole('searchbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
}

async function logIn(page: Page, buyer: Buyer, next: string) {
  await page.goto(`/it/login/?next=${encodeURIComponent(next)}`);
  await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/.?]/g, '\\$&')}$`));
}

/** The demo data's books (docs/demo-data.md: 63). */
const DEMO_BOOKS = DEMO_BOOKSHOPS.reduce((sum, bookshop) => sum + bookshop.books.length, 0);
const PAGE_SIZE = 12;

/** How many books the whole catalogue holds now, as the API answers. */
async function catalogueSize(page: Page, search: string | null = null): Promise<number> {
  const { getProducts } = await graphql<{ getProducts: { total: number } }>(
    page,
    'CatalogueSize',
    'query CatalogueSize($search: String) { getProducts(search: $search, pageSize: 1) { total } }',
    { search },
  );
  return getProducts.total;
}

/** Every bookshop now, in the API's order (the filter's). */
async function bookshopsNow(page: Page): Promise<{ name: string; city: string }[]> {
  const { getBookshops } = await graphql<{ getBookshops: { name: string; city: string }[] }>(
    page,
    'BookshopsNow',
    'query BookshopsNow { getBookshops { name city } }',
  );
  return getBookshops;
}

/**
 * Runs `check` against what `read` answers now; if it fails and `read` answers otherwise
 * afterwards (another test added a book or a bookshop meanwhile), once more against the new
 * answer, up to three times. A failure while nothing changed is the test's failure.
 */
async function checkAgainIfChanged<T>(
  read: () => Promise<T>,
  check: (value: T) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await read();
    try {
      await check(before);
      return;
    } catch (error) {
      const after = await read();
      if (attempt === 3 || JSON.stringify(after) === JSON.stringify(before)) throw error;
    }
  }
}

const expectNoAxeViolations = (page: Page) =>
  expectNoViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  });

test.describe('home: the catalogue', () => {
  test('lists 12 books a page and pages through them with the URL', async ({ page }) => {
    const pager = main(page).getByRole('navigation', { name: 'Pagine dei risultati' });
    await checkAgainIfChanged(
      () => catalogueSize(page),
      async (total) => {
        // Every demo book, and whatever other tests have put on their own shelves.
        expect(total).toBeGreaterThanOrEqual(DEMO_BOOKS);
        const pages = Math.ceil(total / PAGE_SIZE);
        await page.goto('/it/');
        await expect(page).toHaveTitle('Libri dalle librerie indipendenti | Scaffale');
        await expect(main(page).getByText(`${total} libri trovati`)).toBeVisible();
        await expect(cards(page)).toHaveCount(PAGE_SIZE);
        await expect(pager.getByText(`Pagina 1 di ${pages}`)).toBeVisible();
        await expect(pager.getByRole('link', { name: 'Pagina precedente' })).toHaveCount(0);
        const firstTitle = await cards(page).first().getByRole('heading').textContent();

        await pager.getByRole('link', { name: 'Pagina successiva' }).click();
        await expect(page).toHaveURL(/\/it\/\?page=2$/);
        await expect(pager.getByText(`Pagina 2 di ${pages}`)).toBeVisible();
        await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
        await expect(main(page).getByRole('heading', { name: 'Libri', level: 2 })).toBeFocused();

        // The last page holds what is left: with the demo data alone, 63 - 5 × 12 = 3 books.
        await page.goto(`/it/?page=${pages}`);
        await expect(pager.getByText(`Pagina ${pages} di ${pages}`)).toBeVisible();
        await expect(cards(page)).toHaveCount(total - (pages - 1) * PAGE_SIZE);
        await expect(pager.getByRole('link', { name: 'Pagina successiva' })).toHaveCount(0);
        await pager.getByRole('link', { name: 'Pagina precedente' }).click();
        await expect(page).toHaveURL(new RegExp(`/it/\\?page=${pages - 1}$`));
        await expect(cards(page)).toHaveCount(PAGE_SIZE);
      },
    );
  });

  test('searches by title', async ({ page }) => {
    await page.goto('/it/');
    await search(page, 'Cerca per titolo o autore', 'mattia pascal');
    await expect(page).toHaveURL(/\/it\/\?q=mattia\+pascal$/);
    await expect(main(page).getByText('1 libro trovato')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    const book = card(page, LAST_COPY);
    await expect(book.getByText('Luigi Pirandello')).toBeVisible();
    await expect(book.getByText('Ultima copia')).toBeVisible();
    await expect(book.getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();

    // The search survives a reload, and the box shows it.
    await page.reload();
    await expect(
      main(page).getByRole('searchbox', { name: 'Cerca per titolo o autore' }),
    ).toHaveValue('mattia pascal');
    await expect(cards(page)).toHaveCount(1);
  });

  test('searches by author', async ({ page }) => {
    await page.goto('/it/');
    await search(page, 'Cerca per titolo o autore', 'Pirandello');
    await expect(main(page).getByText('2 libri trovati')).toBeVisible();
    await expect(card(page, LAST_COPY)).toBeVisible();
    await expect(card(page, OUT_OF_STOCK.title)).toBeVisible();
    for (const book of await cards(page).all()) {
      await expect(book.getByText('Luigi Pirandello')).toBeVisible();
    }
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/it/?q=nessun-libro-si-chiama-cosi');
    await expect(main(page).getByText('Nessun libro corrisponde alla ricerca.')).toBeVisible();
    await expect(main(page).getByText('0 libri trovati')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('filters by bookshop', async ({ page }) => {
    const filter = main(page).getByRole('combobox', { name: 'Libreria', exact: true });
    // Every bookshop, the five of the demo data among them, after 'Tutte le librerie'.
    await checkAgainIfChanged(
      () => bookshopsNow(page),
      async (bookshops) => {
        expect(bookshops.map((b) => b.name)).toEqual(
          expect.arrayContaining(DEMO_BOOKSHOPS.map((b) => b.name)),
        );
        await page.goto('/it/');
        await expect(filter.getByRole('option')).toHaveText([
          'Tutte le librerie',
          ...bookshops.map((b) => `${b.name} (${b.city})`),
        ]);
      },
    );
    await filter.selectOption({ label: 'Il Segnalibro (Torino)' });
    await expect(page).toHaveURL(/\/it\/\?bookshop=2$/);
    await expect(main(page).getByText('10 libri trovati')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    // Its bookshop is on vacation: every book says so and none can be added.
    const luna = card(page, 'La luna e i falò');
    await expect(luna.getByText(/^Libreria chiusa fino al \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(luna.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
    await expect(main(page).getByRole('navigation', { name: 'Pagine dei risultati' })).toHaveCount(
      0,
    );

    // Search and filter combine.
    await search(page, 'Cerca per titolo o autore', 'Calvino');
    await expect(page).toHaveURL(/\/it\/\?q=Calvino&bookshop=2$/);
    await expect(main(page).getByText('2 libri trovati')).toBeVisible();
    await filter.selectOption({ label: 'Tutte le librerie' });
    await expect(page).toHaveURL(/\/it\/\?q=Calvino$/);
    // Four demo books, one of them ('Il barone rampante') at two bookshops: five copies, and
    // whatever copies other tests have put on their own shelves (books.spec.ts adds one).
    await checkAgainIfChanged(
      () => catalogueSize(page, 'Calvino'),
      async (total) => {
        expect(total).toBeGreaterThanOrEqual(5);
        await page.goto('/it/?q=Calvino');
        await expect(main(page).getByText(`${total} libri trovati`)).toBeVisible();
      },
    );
  });

  test('shows the list price struck through beside the discounted price', async ({ page }) => {
    await page.goto('/it/?q=orgoglio');
    const book = card(page, ORGOGLIO.title);
    await expect(book.locator('del')).toHaveText(/^13,00\s€$/);
    await expect(book.getByText(/^10,40\s€$/)).toBeVisible();
    await expect(book.getByText('Sconto del 20%')).toBeVisible();
    await expect(book.getByText('Jane Austen')).toBeVisible();
    await expect(book.getByText('Disponibile', { exact: true })).toBeVisible();
  });

  test('an out-of-stock book cannot be added', async ({ page }) => {
    await page.goto('/it/?q=centomila');
    const book = card(page, OUT_OF_STOCK.title);
    await expect(book.getByText('Esaurito')).toBeVisible();
    await expect(book.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();

    await page.goto(OUT_OF_STOCK.path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(OUT_OF_STOCK.title);
    await expect(main(page).getByText('Esaurito')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
  });
});

test.describe('add to cart', () => {
  test('shows the toast and the header count goes up', async ({ page }) => {
    await page.goto('/it/?q=orgoglio');
    const count = (text: string) => header(page).getByText(text, { exact: true });
    await expect(card(page, ORGOGLIO.title)).toBeVisible();
    await expect(header(page).getByText(/nel carrello/)).toHaveCount(0);

    await card(page, ORGOGLIO.title).getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(toast(page, 'Aggiunto al carrello')).toBeVisible();
    await expect(count('1 articolo nel carrello')).toBeAttached();

    // The product page adds to the same basket.
    await main(page).getByRole('link', { name: ORGOGLIO.title }).click();
    await expect(page).toHaveURL(new RegExp(`${ORGOGLIO.path}$`));
    await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(count('2 articoli nel carrello')).toBeAttached();

    // The server keeps the basket: a reload shows the same count.
    await page.reload();
    await expect(count('2 articoli nel carrello')).toBeAttached();
  });

  test('a refusal shows the server error', async ({ page }) => {
    // One copy only: the second add is refused by the server.
    await page.goto('/it/?q=mattia+pascal');
    const add = card(page, LAST_COPY).getByRole('button', { name: 'Aggiungi al carrello' });
    await add.click();
    await expect(header(page).getByText('1 articolo nel carrello')).toBeAttached();
    await add.click();
    await expect(toast(page, /^Server error: .+/)).toBeVisible();
    await expect(header(page).getByText('1 articolo nel carrello')).toBeAttached();
  });
});

test.describe('product page', () => {
  test('shows the book: authors, publisher, year, price, discount, stock, bookshop', async ({
    page,
  }) => {
    await page.goto('/it/?q=orgoglio');
    await main(page).getByRole('link', { name: ORGOGLIO.title }).click();
    await expect(page).toHaveURL(new RegExp(`${ORGOGLIO.path}$`));
    await expect(page).toHaveTitle(`${ORGOGLIO.title} | Scaffale`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    const content = main(page);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(ORGOGLIO.title);
    await expect(content.getByRole('img', { name: ORGOGLIO.title })).toBeVisible();
    const facts = content.locator('dl');
    await expect(facts.getByText('Autore', { exact: true })).toBeVisible();
    await expect(facts.getByText('Jane Austen')).toBeVisible();
    await expect(facts.getByText('Editore')).toBeVisible();
    await expect(facts.getByText('Einaudi')).toBeVisible();
    await expect(facts.getByText('Anno')).toBeVisible();
    await expect(facts.getByText('2014')).toBeVisible();
    await expect(content.locator('del')).toHaveText(/^13,00\s€$/);
    await expect(content.getByText(/^10,40\s€$/)).toBeVisible();
    await expect(content.getByText('Sconto del 20%')).toBeVisible();
    await expect(content.getByText('Disponibile', { exact: true })).toBeVisible();
    await expect(content.getByText('9 copie disponibili')).toBeVisible();
    await expect(content.getByText('«Orgoglio e pregiudizio» di Jane Austen')).toBeVisible();
    await expect(
      content.getByText(/Venduto da Libreria Centrale, Milano \(Italia\)/),
    ).toBeVisible();
    await expect(content.getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();
    await expect(content.getByRole('button', { name: 'Salva nella wishlist' })).toBeVisible();

    await content
      .locator('.product__seller')
      .getByRole('link', { name: 'Libreria Centrale' })
      .click();
    await expect(page).toHaveURL(/\/it\/venditore\/1$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Libreria Centrale');
  });

  test('an unknown id, or another class, is the 404 page; a stale slug is corrected', async ({
    page,
  }) => {
    await page.goto('/libro/non-esiste/999999/');
    await expect(main(page).getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await page.goto('/dvd/orgoglio-e-pregiudizio/11/');
    await expect(main(page).getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await page.goto('/libro/vecchio-titolo/11/');
    await expect(page).toHaveURL(new RegExp(`${ORGOGLIO.path}$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(ORGOGLIO.title);
  });

  test('a guest saving to the wishlist is asked to log in', async ({ page }) => {
    await page.goto(ORGOGLIO.path);
    await main(page).getByRole('button', { name: 'Salva nella wishlist' }).click();
    const prompt = toast(page, 'Accedi per salvare i libri nella tua wishlist.');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/it/login/?next=${encodeURIComponent(ORGOGLIO.path)}`,
    );
  });

  test('a book without a cover shows the fallback image', async ({ page }) => {
    await page.goto('/libro/myricae/16/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Myricae');
    await expect(
      main(page).getByRole('img', { name: 'Nessuna immagine disponibile' }),
    ).toBeVisible();
  });

  test('a failed gallery only warns and shows the fallback', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/product-gallery/**', (route) => route.abort());
    await page.goto(ORGOGLIO.path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(ORGOGLIO.title);
    await expect(
      main(page).getByRole('img', { name: 'Nessuna immagine disponibile' }),
    ).toBeVisible();
    expect(warnings.some((text) => text.includes(`No cover for product ${ORGOGLIO.id}`))).toBe(
      true,
    );
  });
});

test.describe('bookshop page', () => {
  test('a bookshop on vacation shows "Chiuso fino al" and its books', async ({ page }) => {
    await page.goto('/it/venditore/2');
    await expect(page).toHaveTitle('Il Segnalibro | Scaffale');
    const content = main(page);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Il Segnalibro');
    await expect(content.getByText('Torino, Italia')).toBeVisible();
    await expect(content.getByText(/^Chiuso fino al \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(content.getByText('Piccola libreria di quartiere a Torino')).toBeVisible();
    await expect(content.getByRole('heading', { name: 'Libri in vendita' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(
      card(page, 'La luna e i falò').getByRole('button', { name: 'Aggiungi al carrello' }),
    ).toBeDisabled();
  });

  test('an open bookshop pages through its books', async ({ page }) => {
    await page.goto('/it/venditore/1');
    const content = main(page);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Libreria Centrale');
    await expect(content.getByText('Milano, Italia')).toBeVisible();
    await expect(content.getByText(/Chiuso fino al/)).toHaveCount(0);
    await expect(content.getByText('16 libri trovati')).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await content.getByRole('link', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/\/it\/venditore\/1\?page=2$/);
    await expect(content.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
  });

  test('an unknown bookshop is the 404 page', async ({ page }) => {
    await page.goto('/it/venditore/999999');
    await expect(main(page).getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test('a logged-in buyer saves a book (201, then 200) and finds it in the wishlist', async ({
    page,
    buyer,
  }) => {
    const decameron = '/libro/decameron/8/';
    // The buyer logs in through the form, which brings them back to the book.
    await logOut(page);
    await logIn(page, buyer, decameron);
    const save = main(page).getByRole('button', { name: 'Salva nella wishlist' });

    const first = page.waitForResponse((r) => r.url().endsWith('/api/wishlist/8/'));
    await save.click();
    expect((await first).status()).toBe(201);
    await expect(toast(page, 'Salvato nella wishlist')).toBeVisible();

    const second = page.waitForResponse((r) => r.url().endsWith('/api/wishlist/8/'));
    await save.click();
    expect((await second).status()).toBe(200);
    await expect(toast(page, 'Questo libro è già nella tua wishlist')).toBeVisible();

    await header(page).getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/it\/wishlist\/$/);
    await expect(page).toHaveTitle('Wishlist | Scaffale');
    await expect(
      main(page).getByRole('heading', { name: 'La tua wishlist', level: 1 }),
    ).toBeVisible();
    const saved = card(page, 'Decameron');
    await expect(saved.getByText('Giovanni Boccaccio')).toBeVisible();
    await expect(saved.getByRole('link', { name: 'Decameron' })).toHaveAttribute('href', decameron);
    await expect(saved.getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('the wishlist page sends a visitor to log in', async ({ page }) => {
    await page.goto('/it/wishlist/');
    await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fwishlist%2F$/);
  });
});

test.describe('accessibility', () => {
  test('home has no axe violations', async ({ page }) => {
    await page.goto('/it/');
    await expect(cards(page)).toHaveCount(12);
    await expect(main(page).locator('.book-cover--loading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('product page has no axe violations', async ({ page }) => {
    await page.goto(ORGOGLIO.path);
    await expect(main(page).getByRole('img', { name: ORGOGLIO.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('bookshop page has no axe violations', async ({ page }) => {
    await page.goto('/it/venditore/2');
    await expect(cards(page)).toHaveCount(10);
    await expect(main(page).locator('.book-cover--loading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the catalogue works from the keyboard', async ({ page }) => {
    await page.goto('/it/?q=orgoglio');
    await expect(card(page, ORGOGLIO.title)).toBeVisible();
    const box = main(page).getByRole('searchbox', { name: 'Cerca per titolo o autore' });
    await box.focus();
    await page.keyboard.press('Tab'); // Cerca
    await page.keyboard.press('Tab'); // Libreria
    await expect(main(page).getByRole('combobox', { name: 'Libreria' })).toBeFocused();
    await page.keyboard.press('Tab'); // the book's title
    await expect(main(page).getByRole('link', { name: ORGOGLIO.title })).toBeFocused();
    await page.keyboard.press('Tab'); // its add-to-cart button
    const add = card(page, ORGOGLIO.title).getByRole('button', { name: 'Aggiungi al carrello' });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Aggiunto al carrello')).toBeVisible();
    await expect(add).toBeFocused();
  });
});

interface LanguageWords {
  searchLabel: string;
  publisher: string;
  year: string;
  list: RegExp;
  discounted: RegExp;
  discount: string;
  addToCart: string;
  added: string;
  count: string;
  title: string;
}

const WORDS: Record<Exclude<Lang, 'it'>, LanguageWords> = {
  en: {
    searchLabel: 'Search by title or author',
    publisher: 'Publisher',
    year: 'Year',
    list: /^€13\.00$/,
    discounted: /^€10\.40$/,
    discount: '20% off',
    addToCart: 'Add to cart',
    added: 'Added to cart',
    count: '1 item in the cart',
    title: 'Books from independent bookshops | Scaffale',
  },
  fr: {
    searchLabel: 'Rechercher par titre ou auteur',
    publisher: 'Éditeur',
    year: 'Année',
    list: /^13,00\s€$/,
    discounted: /^10,40\s€$/,
    discount: 'Remise de 20 %',
    addToCart: 'Ajouter au panier',
    added: 'Ajouté au panier',
    count: '1 article dans le panier',
    title: 'Des livres de librairies indépendantes | Scaffale',
  },
  es: {
    searchLabel: 'Buscar por título o autor',
    publisher: 'Editorial',
    year: 'Año',
    list: /^13,00\s€$/,
    discounted: /^10,40\s€$/,
    discount: '20 % de descuento',
    addToCart: 'Añadir a la cesta',
    added: 'Añadido a la cesta',
    count: '1 artículo en la cesta',
    title: 'Libros de librerías independientes | Scaffale',
  },
};

for (const [lang, words] of Object.entries(WORDS) as [Exclude<Lang, 'it'>, LanguageWords][]) {
  test(`${lang}: home, product page and add to cart`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(`/${lang}/`);
    await expect(page).toHaveTitle(words.title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await search(page, words.searchLabel, 'orgoglio');
    await expect(cards(page)).toHaveCount(1);
    await main(page).getByRole('link', { name: ORGOGLIO.title }).click();

    // The product page has no language in its path: it speaks the cookie's.
    await expect(page).toHaveURL(new RegExp(`${ORGOGLIO.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const content = main(page);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(ORGOGLIO.title);
    await expect(content.locator('dl').getByText(words.publisher)).toBeVisible();
    await expect(content.locator('dl').getByText(words.year)).toBeVisible();
    await expect(content.locator('del')).toHaveText(words.list);
    await expect(content.getByText(words.discounted)).toBeVisible();
    await expect(content.getByText(words.discount)).toBeVisible();
    await content.getByRole('button', { name: words.addToCart }).click();
    await expect(toast(page, words.added)).toBeVisible();
    await expect(header(page).getByText(words.count, { exact: true })).toBeAttached();
  });
}
