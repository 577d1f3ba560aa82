import type { Locator, Page } from '@playwright/test';
import { BOOK, expectNoAxeViolations, fillBasket, openCheckout } from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, test } from '../fixtures.ts';
import { main, region } from '../page-support.ts';
import { confirmButton, methodButton, payment, totalsLine } from '../payment-support.ts';
import { allowFor } from '../timeouts.ts';

// The cart and the checkout on a phone (docs/spec/checkout.md §2): at 390 and 320 px wide the
// shipping choice shows its whole option, price included; the checkout reads from the addresses
// down to the totals, then the payment and 'Conferma ordine', in the page's order as on screen;
// nothing scrolls sideways (WCAG 1.4.10, which axe cannot see).

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** Libreria Centrale: 'Le avventure di Pinocchio', 20 copies (one held by each card's pending order). */
const PINOCCHIO = '9';

/**
 * The page scrolls only up and down, and nothing in the main content reaches past its right
 * edge (into the margin, where the next wider amount would scroll the page).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'page width').toBeLessThanOrEqual(widths.viewport);
  const past = await main(page).evaluate((root) => {
    const edge =
      root.getBoundingClientRect().right - parseFloat(getComputedStyle(root).paddingRight);
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
  });
  expect(past, "past the main content's right edge").toEqual([]);
}

/**
 * What the buyer sees of the shipping select: an element other than the select and its
 * options that shows `text` whole (nothing clipped, inside the screen), over which a tap
 * reaches the select itself.
 */
async function expectShownWhole(page: Page, select: Locator, text: string): Promise<void> {
  const selectHandle = await select.elementHandle();
  const seen = await main(page).evaluate(
    (root, { text, select }) => {
      const candidates = [...root.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          !(element instanceof HTMLOptionElement) &&
          !(element instanceof HTMLSelectElement) &&
          element.textContent?.trim() === text &&
          element.children.length === 0,
      );
      return candidates.map((element) => {
        const box = element.getBoundingClientRect();
        const tapX = box.left + box.width / 2;
        const tapY = box.top + box.height / 2;
        return {
          clipped: element.scrollWidth > element.clientWidth,
          inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          visible: box.width > 0 && box.height > 0,
          tapReachesSelect: document.elementFromPoint(tapX, tapY) === select,
        };
      });
    },
    { text, select: selectHandle },
  );
  expect(seen, `"${text}" shown outside the select`).toContainEqual({
    clipped: false,
    inside: true,
    visible: true,
    tapReachesSelect: true,
  });
}

for (const viewport of PHONES) {
  test.describe(`a phone ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the cart shows every shipping option whole, its price included', async ({
      page,
      buyer: _buyer,
    }) => {
      // Libreria Centrale offers every shipping type.
      await fillBasket(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
      await page.goto('/it/carrello');
      const select = main(page).getByRole('combobox', { name: 'Spedizione' });
      await expect(select).toHaveValue('Standard');
      for (const type of ['Shop_pickup', 'Economy', 'Express', 'Standard']) {
        await select.selectOption(type);
        const chosen = select.locator('option:checked');
        // Each option's price is known before it is judged (not 'calcolo in corso…').
        await expect(chosen).toHaveText(/ – \d+,\d{2}\s€$/);
        await select.scrollIntoViewIfNeeded();
        await expectShownWhole(page, select, (await chosen.textContent()) ?? '');
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('the checkout reads addresses, lines, code and totals, then the payment and its button', async ({
      page,
      buyer,
    }) => {
      test.setTimeout(allowFor(60_000));
      await giveAddresses(page, buyer, [ADDRESSES.casa]);
      await openCheckout(page, [{ productId: PINOCCHIO, shipping: 'Standard' }]);
      await expect(totalsLine(page, 'totale da pagare')).toBeVisible();

      const addresses = [
        region(page, 'Indirizzo di spedizione'),
        region(page, 'Note per la consegna'),
        region(page, 'Fatturazione'),
      ];
      const lines = region(page, 'Cosa stai acquistando');
      const code = region(page, 'Riepilogo').getByRole('textbox', { name: 'Codice sconto' });
      const total = totalsLine(page, 'totale da pagare');
      const expectReadInOrder = async (inReadingOrder: readonly Locator[]) => {
        for (let i = 1; i < inReadingOrder.length; i += 1) {
          const before = inReadingOrder[i - 1]!;
          const after = inReadingOrder[i]!;
          const [above, below] = [await before.boundingBox(), await after.boundingBox()];
          expect(above && below, `${before.toString()} and ${after.toString()} shown`).toBeTruthy();
          // In the page's order, for the keyboard and screen readers: after it, or inside it
          // (the button is in the payment section).
          const order = await before.evaluate(
            (first, second) => ({
              inside: second !== null && first.contains(second),
              after:
                second !== null &&
                (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
            }),
            await after.elementHandle(),
          );
          expect(order.after, `${after.toString()} after ${before.toString()}`).toBe(true);
          // On screen: below the one before it, or within it.
          if (order.inside) expect(below!.y).toBeGreaterThanOrEqual(above!.y);
          else {
            expect(
              above!.y + above!.height,
              `${before.toString()} above ${after.toString()}`,
            ).toBeLessThanOrEqual(below!.y);
          }
        }
        const totalBox = await total.boundingBox();
        const buttonBox = await confirmButton(page).boundingBox();
        expect(totalBox!.y + totalBox!.height).toBeLessThanOrEqual(buttonBox!.y);
      };

      await expectReadInOrder([
        ...addresses,
        lines,
        code,
        total,
        payment(page),
        confirmButton(page),
      ]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // With the card's panel open (the codes locked, their field gone) the totals still come
      // first.
      await methodButton(page, 'Carta di credito').click();
      const cardNumber = main(page).getByRole('textbox', { name: 'Numero carta' });
      await expect(cardNumber).toBeVisible();
      await expect(confirmButton(page)).toBeEnabled();
      await expect(code).toHaveCount(0);
      await expectReadInOrder([
        ...addresses,
        lines,
        total,
        payment(page),
        cardNumber,
        confirmButton(page),
      ]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}
