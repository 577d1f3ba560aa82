import { formatDate } from '@scaffale/domain/locale';
import { expectNoAxeViolations, graphql, logIn } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main } from '../page-support.ts';
import { useLanguage, type Lang } from '../support.ts';

// The buyer's Borsellino on the account page (docs/spec/mail-and-pages.md §4): until then only the
// checkout showed it. Each test's buyer is new (fixtures.ts); the administrator credits it and
// takes some back, from a browser context of its own, as the administration page does.

const ADMIN = 'admin@example.com';
const ADJUST = `mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
  adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { balance } }`;
const NBSP = '\u00a0';

const WORDS = {
  it: {
    heading: 'Borsellino',
    balanceTerm: 'Saldo disponibile',
    balance: `10,00${NBSP}€`,
    entries: 'Movimenti',
    newest: ['Rettifica: Correzione', `− 2,50${NBSP}€`],
    oldest: ['Rettifica: Buono regalo', `+ 12,50${NBSP}€`],
  },
  en: {
    heading: 'Wallet',
    balanceTerm: 'Available balance',
    balance: '€10.00',
    entries: 'Movements',
    newest: ['Adjustment: Correzione', '− €2.50'],
    oldest: ['Adjustment: Buono regalo', '+ €12.50'],
  },
} as const satisfies Partial<Record<Lang, unknown>>;

for (const lang of ['it', 'en'] as const) {
  test.describe(`the Borsellino on the account page (${lang})`, () => {
    test.use({ buyerLanguage: lang });

    test('shows the balance and every movement, newest first', async ({ page, buyer, browser }) => {
      const admin = await browser.newContext();
      try {
        const adminPage = await admin.newPage();
        await logIn(adminPage, ADMIN);
        for (const [amount, reason] of [
          ['12.50', 'Buono regalo'],
          ['-2.50', 'Correzione'],
        ] as const) {
          await graphql(adminPage, 'AdjustStoreCredit', ADJUST, {
            email: buyer.email,
            amount,
            reason,
          });
        }
      } finally {
        await admin.close();
      }
      const today = formatDate(lang, new Date());

      await useLanguage(page, lang);
      await page.goto(`/${lang}/area-personale/`);
      const words = WORDS[lang];
      const wallet = main(page).getByRole('region', { name: words.heading, exact: true });
      await expect(wallet.getByRole('term')).toHaveText(words.balanceTerm);
      await expect(wallet.getByRole('definition')).toHaveText(words.balance);
      const entries = wallet.getByRole('list', { name: words.entries }).getByRole('listitem');
      await expect(entries).toHaveCount(2);
      for (const [i, expected] of [words.newest, words.oldest].entries()) {
        for (const text of [...expected, today]) await expect(entries.nth(i)).toContainText(text);
      }
      // Two movements are one page: no pager.
      await expect(wallet.getByRole('navigation')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
