import type { Locator, Page } from '@playwright/test';
import { csrfToken, expectNoAxeViolations, graphql, openCheckout } from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, test } from '../fixtures.ts';
import { main, region } from '../page-support.ts';
import {
  animationsSettled,
  axeRulesTagged,
  LANGUAGES,
  runAxe,
  useLanguage,
  WCAG_A_AA_TAGS,
  type Lang,
} from '../support.ts';
import { allowFor } from '../timeouts.ts';

// docs/spec/quality.md §5: no axe violation of any impact on any page, in the four languages, by
// the strict check of support.ts (every WCAG 2.x A/AA and EN 301 549 rule, experimental ones
// included, and axe's best practices). One test per page walks the languages. Pages are
// seen as a guest or as a buyer of the test's own (fixtures.ts), given what the page shows
// (a saved address, a book in the wishlist or the basket, a paid order). The cart's
// unavailable lines, which only jane.doe's saved cart holds, are checked in every language
// by cart.spec.ts.

test.describe.configure({ timeout: allowFor(60_000) });

/** Where a test finds out that the page in `lang` has settled: its heading, no spinner. */
async function settled(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}

async function expectAccessible(page: Page, lang: Lang): Promise<void> {
  await settled(page, lang);
  await expectNoAxeViolations(page);
}

/** Visits `path(lang)` in each language (the cookie set first) and checks it with axe. */
async function everyLanguage(page: Page, path: (lang: Lang) => string): Promise<void> {
  for (const lang of LANGUAGES) {
    await test.step(lang, async () => {
      await useLanguage(page, lang);
      await page.goto(path(lang));
      await expectAccessible(page, lang);
    });
  }
}

const CART_PATHS: Record<Lang, string> = {
  it: '/it/carrello',
  en: '/en/cart',
  fr: '/fr/corbeille',
  es: '/es/cesta',
};

/** 'Orgoglio e pregiudizio', Libreria Centrale, discounted (docs/demo-data.md). */
const PRODUCT_ID = '11';
const PRODUCT_PATH = `/libro/orgoglio-e-pregiudizio/${PRODUCT_ID}/`;

/** The header's brand link shows the brand and the tagline, and adds unseen where it goes. */
const TAGLINE: Record<Lang, string> = {
  it: 'Libri dalle librerie indipendenti',
  en: 'Books from independent bookshops',
  fr: 'Des livres de librairies indépendantes',
  es: 'Libros de librerías independientes',
};
const HOME_PAGE: Record<Lang, string> = {
  it: 'pagina iniziale',
  en: 'home page',
  fr: 'page d’accueil',
  es: 'página de inicio',
};
const brandLink = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Scaffale\b/ });

test.describe('the check itself', () => {
  test('evaluates every WCAG 2.x A/AA and EN 301 549 rule, those axe only runs on request included', async ({
    page,
  }) => {
    await page.goto('/it/');
    await settled(page, 'it');
    const results = await runAxe(page);
    const evaluated = new Set(
      [
        ...results.passes,
        ...results.violations,
        ...results.incomplete,
        ...results.inapplicable,
      ].map((rule) => rule.id),
    );
    const wanted = axeRulesTagged(WCAG_A_AA_TAGS);
    // Rules a default axe run leaves out: experimental ones (label-content-name-mismatch, the
    // 2.5.3 rule, until axe 4.13) and target-size.
    expect(wanted).toEqual(
      expect.arrayContaining([
        'label-content-name-mismatch',
        'p-as-heading',
        'css-orientation-lock',
        'td-has-header',
        'target-size',
      ]),
    );
    expect(wanted.filter((id) => !evaluated.has(id))).toEqual([]);
    const passed = (id: string) => results.passes.find((rule) => rule.id === id)?.nodes ?? [];
    // Not merely inapplicable: the page's links and buttons are measured.
    expect(passed('target-size')).not.toHaveLength(0);
  });

  test('within the parts it is given, finds what is wrong there and nothing elsewhere', async ({
    page,
  }) => {
    await page.goto('/it/');
    await settled(page, 'it');
    // A fault put in the footer: an image with no text alternative.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:,';
      document.querySelector('footer')?.append(image);
    });
    const ids = (results: { violations: { id: string }[] }) => results.violations.map((v) => v.id);
    expect(ids(await runAxe(page))).toContain('image-alt');
    expect(ids(await runAxe(page, { within: [page.getByRole('contentinfo')] }))).toEqual([
      'image-alt',
    ]);
    const inMain = await runAxe(page, { within: [main(page)] });
    expect(ids(inMain)).toEqual([]);
    expect(inMain.passes).not.toHaveLength(0);
  });

  test('a page with a frame is checked frame and all', async ({ page }) => {
    await page.goto('/it/');
    await settled(page, 'it');
    // A frame whose document has a fault: an image with no text alternative.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Prova';
      frame.srcdoc = '<!doctype html><html lang="it"><title>Prova</title><img src="data:,">';
      document.querySelector('footer')?.append(frame);
    });
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frameLocator('iframe[title="Prova"]').locator('img')).toBeAttached();
    // Asked again until the frame's own run has answered: on a loaded machine the first
    // run can reach the frame before its document takes the injected axe.
    await expect
      .poll(async () => (await runAxe(page)).violations.map((v) => v.id), { timeout: 45_000 })
      .toContain('image-alt');
  });

  test('runs once the toasts have gone, without waiting out their time', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await settled(page, 'it');
    // The server out of reach: the error toast, which shows for 5 s.
    await page.route('**/graphql', (route) => route.abort('failed'));
    await main(page).getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Server error' });
    await expect(failed).toBeVisible();
    const timeLeft = await page.evaluate(() => {
      const timing = document
        .getAnimations()
        .find((a) => (a as CSSAnimation).animationName === 'Toastify__trackProgress')
        ?.effect?.getComputedTiming();
      return Number(timing?.endTime) - Number(timing?.localTime);
    });
    const started = Date.now();
    await animationsSettled(page);
    expect(Date.now() - started).toBeLessThan(timeLeft);
    expect(await failed.count()).toBe(0);
  });

  test("the header's brand link is named by the words it shows (WCAG 2.5.3 Label in Name)", async ({
    page,
  }) => {
    for (const lang of LANGUAGES) {
      await test.step(lang, async () => {
        await useLanguage(page, lang);
        await page.goto(`/${lang}/`);
        await settled(page, lang);
        const shown = await brandLink(page)
          .locator('.brand__name, .brand__tagline')
          .allInnerTexts();
        expect(shown).toEqual(['Scaffale', TAGLINE[lang]]);
        await expect(brandLink(page)).toHaveAccessibleName(
          `Scaffale ${TAGLINE[lang]} (${HOME_PAGE[lang]})`,
        );
        const results = await runAxe(page, { tags: ['wcag253'] });
        expect(results.violations).toEqual([]);
      });
    }
  });
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home, its tagline hidden: the brand link is named by the brand', async ({ page }) => {
    for (const lang of LANGUAGES) {
      await test.step(lang, async () => {
        await useLanguage(page, lang);
        await page.goto(`/${lang}/`);
        await expectAccessible(page, lang);
        await expect(brandLink(page)).toHaveAccessibleName(`Scaffale (${HOME_PAGE[lang]})`);
      });
    }
  });
});

test.describe('a guest', () => {
  test('home', async ({ page }) => {
    await everyLanguage(page, (lang) => `/${lang}/`);
  });

  test('product page', async ({ page }) => {
    await everyLanguage(page, () => PRODUCT_PATH);
  });

  test('bookshop page', async ({ page }) => {
    await everyLanguage(page, (lang) => `/${lang}/venditore/1`);
  });

  test('login', async ({ page }) => {
    await everyLanguage(page, (lang) => `/${lang}/login/?next=${encodeURIComponent(`/${lang}/`)}`);
  });

  test('login with the errors of an empty form (checked in the browser: no account is tried)', async ({
    page,
  }) => {
    for (const lang of LANGUAGES) {
      await test.step(lang, async () => {
        await useLanguage(page, lang);
        await page.goto(`/${lang}/login/`);
        await settled(page, lang);
        await main(page).locator('button[type="submit"]').click();
        await expect(main(page).locator('[aria-invalid="true"]')).toHaveCount(2);
        await expectNoAxeViolations(page);
      });
    }
  });

  test('the 404 page', async ({ page }) => {
    await everyLanguage(page, (lang) => `/${lang}/nessuna-pagina-qui`);
  });

  test('empty cart', async ({ page }) => {
    await everyLanguage(page, (lang) => CART_PATHS[lang]);
  });

  test('filled cart (a guest basket: no account is touched)', async ({ page }) => {
    for (const productId of ['1', '27']) {
      await graphql(
        page,
        'AddProduct',
        'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
        { productId },
      );
    }
    await everyLanguage(page, (lang) => CART_PATHS[lang]);
    await expect(main(page).getByRole('combobox')).not.toHaveCount(0);
  });
});

test.describe('the legal pages (docs/spec/legal-pages.md)', () => {
  for (const segment of [
    'condizioni-di-vendita',
    'privacy',
    'cookie',
    'recesso',
    'accessibilita',
    'note-legali',
  ]) {
    test(segment, async ({ page }) => {
      await everyLanguage(page, (lang) => `/${lang}/${segment}/`);
    });
  }
});

test.describe('a buyer without addresses nor billing data', () => {
  test('checkout without a saved address (no hand-over from the cart)', async ({
    page,
    buyer: _buyer,
  }) => {
    await everyLanguage(page, (lang) => `/${lang}/checkout/`);
    await expect(main(page).getByRole('form')).not.toHaveCount(0);
  });

  test('wishlist', async ({ page, buyer: _buyer }) => {
    await everyLanguage(page, (lang) => `/${lang}/wishlist/`);
  });

  test('a saved cart', async ({ page, buyer: _buyer }) => {
    for (const productId of ['1', '27']) {
      await graphql(
        page,
        'AddProduct',
        'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
        { productId },
      );
    }
    await everyLanguage(page, (lang) => CART_PATHS[lang]);
    await expect(main(page).getByRole('combobox')).not.toHaveCount(0);
  });

  test('billing data', async ({ page, buyer: _buyer }) => {
    await everyLanguage(page, () => '/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');
  });

  test('an order that is not theirs: the not-found confirmation', async ({
    page,
    buyer: _buyer,
  }) => {
    await everyLanguage(page, () => '/api/conferma-ordine/SC-NOPE00/');
  });
});

test('a wishlist with a book', async ({ page, buyer: _buyer }) => {
  const saved = await page.request.post(`/api/wishlist/${PRODUCT_ID}/`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(saved.ok()).toBe(true);
  await everyLanguage(page, (lang) => `/${lang}/wishlist/`);
  await expect(main(page).getByRole('article')).not.toHaveCount(0);
});

test('editing a saved shipping address (opened, not saved)', async ({ page, buyer }) => {
  const [id] = await giveAddresses(page, buyer, [ADDRESSES.casa, ADDRESSES.ufficio]);
  await everyLanguage(page, () => `/area-personale/indirizzi/edit/${id}/?next=%2Fcheckout%2F`);
});

test.describe('a buyer orders a book', () => {
  test.describe.configure({ timeout: allowFor(90_000) });

  test('checkout in every language, the card form, then the confirmation of the paid order', async ({
    page,
    buyer,
  }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa, ADDRESSES.ufficio]);
    // 'Divina Commedia' (Libreria Centrale, 6 copies): a book no other spec uses.
    await openCheckout(page, [{ productId: '7', shipping: 'Shop_pickup' }]);
    for (const lang of LANGUAGES) {
      await test.step(`checkout ${lang}`, async () => {
        await page.goto(`/${lang}/checkout/`);
        await expectAccessible(page, lang);
      });
    }

    // Back in Italian: the card form of the sandbox provider, then a real payment.
    await page.goto('/it/checkout/');
    await settled(page, 'it');
    const payment = region(page, 'Pagamento');
    await payment.getByRole('button', { name: 'Carta di credito', exact: true }).click();
    const cardNumber = main(page).getByRole('textbox', { name: 'Numero carta' });
    await expect(cardNumber).toBeVisible();
    await expectNoAxeViolations(page);
    await cardNumber.fill('4242 4242 4242 4242');
    await main(page).getByRole('textbox', { name: 'Scadenza' }).fill('12/34');
    await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
    await payment.getByRole('button', { name: 'Conferma ordine', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/conferma-ordine\/[A-Z0-9-]+\/$/);
    const confirmation = new URL(page.url()).pathname;

    await everyLanguage(page, () => confirmation);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Pedido completado');
  });
});
