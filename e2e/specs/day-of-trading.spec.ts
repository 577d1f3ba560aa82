import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN_EMAIL } from '../../apps/server/src/db/seed/accounts.ts';
import { LIBRAIRIE_DU_QUAI } from '../../apps/server/src/db/seed/catalogue.ts';
import {
  copiesOnShelf,
  expectNoAxeViolations,
  graphql,
  logIn,
  mailAbout,
  openCheckout,
  placePaidOrder,
  staffOrderPath,
} from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, test } from '../fixtures.ts';
import { definitionOf, main, orderFact, region, toast } from '../page-support.ts';
import {
  CONFIRMATION_URL,
  confirmationNumber,
  transferFact,
  SANDBOX_ACCOUNT,
  TRANSFER_WINDOW_WORDS,
} from '../payment-support.ts';
import { REFLOW_VIEWPORT, expectReflow, staffEmailOf, useLanguage, type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// A day of trading, rerun as one flow per language (Italian and English): a new buyer
// pays two copies of a book by bank transfer (the window with the account, closed with its X;
// the same details on the confirmation, my orders and the mail; the transfer simulated), the
// bookshop's staff reaches the part from the header's link, rejects one copy of the two as
// not there to sell (the shelf does not grow back), accepts and ships the other with a
// tracking code; the buyer's mail lists the parcel apart from the refunded copy, and my
// orders shows the tracking code and the refund. Then buyers cancel: an unpaid order (its
// copy back on the shelf) and a part to confirm (its bookshop mailed); and the staff's
// orders fit a 320 px screen. A buyer given 5,00 € of Borsellino by the administrator pays
// the rest by card: the confirmation's total is the order's value, the Borsellino one way of
// paying it, and the account page shows the balance and its movements. Only the setup goes
// through the API.
//
// The books are Librairie du Quai's, which no other spec buys (docs/demo-data.md); each
// test has its own, and a run keeps two copies of each transfer's book off the shelf.

test.describe.configure({ timeout: allowFor(60_000) });

/**
 * Each test its own book, so that no test's copies move the shelf another test counts: the
 * transfer's book (shipped and rejected: the refund of one copy at its price) and the book
 * of the cancellations.
 */
const BOOKS = {
  it: {
    transfer: { id: '58', title: "L'Étranger", price: '9,00' },
    cancel: { id: '51', title: 'Le Comte de Monte-Cristo' },
    wallet: { id: '55', title: 'Notre-Dame de Paris' },
  },
  en: {
    transfer: { id: '54', title: 'Le Rouge et le Noir', price: '9.50' },
    cancel: { id: '52', title: 'Les Misérables' },
    wallet: { id: '55', title: 'Notre-Dame de Paris' },
  },
} as const;
const BOOKSHOP = LIBRAIRIE_DU_QUAI;
const STAFF = staffEmailOf(BOOKSHOP);

const WORDS = {
  it: {
    ...TRANSFER_WINDOW_WORDS.it,
    money: /^\d+,\d\d\s€$/,
    order: (n: string) => `Ordine ${n}`,
    orderStatus: "Stato dell'ordine",
    transferToMake: 'Bonifico da eseguire',
    awaiting: 'In attesa del bonifico',
    paid: 'Pagato',
    status: 'Stato',
    toConfirm: 'Da confermare dalla libreria',
    simulate: 'Simula bonifico ricevuto',
    simulation: 'Simulazione, solo in sviluppo: nessun bonifico vero',
    simulated: "Bonifico simulato ricevuto: l'ordine è pagato.",
    mailIban: `IBAN: ${SANDBOX_ACCOUNT.iban}`,
    mailReference: (n: string) => `Riferimento: ${n}`,
    areaLink: 'Area libreria',
    search: 'Cerca per numero d’ordine, cliente, titolo o ISBN',
    staff: {
      reject: 'Rifiuta righe',
      lines: 'Righe da rifiutare',
      copies: `Copie da rifiutare di «${BOOKS.it.transfer.title}»`,
      notAvailable: /^La copia non c’è/,
      restock: 'Rimetti le copie sullo scaffale',
      reason: 'Motivo',
      reasonText: 'Ultima copia venduta in negozio',
      confirmReject: 'Conferma rifiuto',
      rejected: (n: string) =>
        new RegExp(`^Ordine ${n}: righe rifiutate, rimborsato ${BOOKS.it.transfer.price}\\s€`),
      oneOfTwo: 'Da confermare dalla libreria · 1 copia su 2 rifiutata dalla libreria',
      accept: 'Accetta',
      accepted: (n: string) => `Ordine ${n} accettato.`,
      ship: 'Spedisci',
      carrier: 'Corriere',
      trackingCode: 'Codice di tracciamento',
      confirmShip: 'Conferma spedizione',
      shipped: (n: string) => `Ordine ${n} spedito.`,
      shippedStatus: 'Spedito',
    },
    mail: {
      parcel: `Nel pacco di ${BOOKSHOP}`,
      notSupplied: 'Non forniti: rimborsati',
    },
    mine: {
      trackingCode: 'Codice di tracciamento',
      refunded: 'Rimborsato',
      refund: new RegExp(`^${BOOKS.it.transfer.price}\\s€$`),
      shipped: 'Spedito',
      cancelOrder: (n: string) => `Annulla l'ordine ${n}`,
      confirmCancelOrder: "Sì, annulla l'ordine",
      orderCancelled: (n: string) => `Ordine ${n} annullato: i libri sono tornati disponibili.`,
      cancelPart: /^Annulla questa parte/,
      confirmCancelPart: 'Sì, annulla la parte',
      partCancelled: new RegExp(`^Parte di ${BOOKSHOP} annullata: ti restituiamo`),
      cancelled: 'Annullato',
    },
    ordersRegion: 'Ordini da gestire',
    wallet: {
      summary: 'Riepilogo',
      totals: 'Totali',
      name: 'Borsellino',
      card: 'Carta di credito',
      cardNumber: 'Numero carta',
      expiry: 'Scadenza',
      total: "Totale dell'ordine",
      value: /24,90\s€/,
      credit: /5,00\s€/,
      balanceTerm: 'Saldo disponibile',
      balance: /^0,00\s€$/,
      movements: 'Movimenti',
    },
  },
  en: {
    ...TRANSFER_WINDOW_WORDS.en,
    money: /^€\d+\.\d\d$/,
    order: (n: string) => `Order ${n}`,
    orderStatus: 'Order status',
    transferToMake: 'Bank transfer to make',
    awaiting: 'Awaiting bank transfer',
    paid: 'Paid',
    status: 'Status',
    toConfirm: 'To be confirmed by the bookshop',
    simulate: 'Simulate transfer received',
    simulation: 'Simulation, development only: no real transfer',
    simulated: 'Simulated transfer received: the order is paid.',
    mailIban: `IBAN: ${SANDBOX_ACCOUNT.iban}`,
    mailReference: (n: string) => `Reference: ${n}`,
    areaLink: 'Bookshop area',
    search: 'Search by order number, customer, title or ISBN',
    staff: {
      reject: 'Reject lines',
      lines: 'Lines to reject',
      copies: `Copies to reject of “${BOOKS.en.transfer.title}”`,
      notAvailable: /^The copy is not there/,
      restock: 'Put the copies back on the shelf',
      reason: 'Reason',
      reasonText: 'Last copy sold in the shop',
      confirmReject: 'Confirm rejection',
      rejected: (n: string) =>
        new RegExp(`^Order ${n}: lines rejected, €${BOOKS.en.transfer.price} refunded`),
      oneOfTwo: 'To be confirmed by the bookshop · 1 of 2 copies rejected by the bookshop',
      accept: 'Accept',
      accepted: (n: string) => `Order ${n} accepted.`,
      ship: 'Ship',
      carrier: 'Carrier',
      trackingCode: 'Tracking code',
      confirmShip: 'Confirm shipment',
      shipped: (n: string) => `Order ${n} shipped.`,
      shippedStatus: 'Shipped',
    },
    mail: {
      parcel: `In the parcel from ${BOOKSHOP}`,
      notSupplied: 'Not supplied: refunded',
    },
    mine: {
      trackingCode: 'Tracking code',
      refunded: 'Refunded',
      refund: `€${BOOKS.en.transfer.price}`,
      shipped: 'Shipped',
      cancelOrder: (n: string) => `Cancel the order ${n}`,
      confirmCancelOrder: 'Yes, cancel the order',
      orderCancelled: (n: string) => `Order ${n} cancelled: its books are back on sale.`,
      cancelPart: /^Cancel this part/,
      confirmCancelPart: 'Yes, cancel the part',
      partCancelled: new RegExp(`^The part from ${BOOKSHOP} is cancelled:`),
      cancelled: 'Cancelled',
    },
    ordersRegion: 'Orders to handle',
    wallet: {
      summary: 'Summary',
      totals: 'Totals',
      name: 'Wallet',
      card: 'Credit card',
      cardNumber: 'Card number',
      expiry: 'Expiry date',
      total: 'Order total',
      value: /€24\.90/,
      credit: /€5\.00/,
      balanceTerm: 'Available balance',
      balance: /^€0\.00$/,
      movements: 'Movements',
    },
  },
} as const satisfies Partial<Record<Lang, unknown>>;

type DayLang = keyof typeof WORDS;

/** The transfer's details in `scope`, as every page shows them. */
async function expectTransferDetails(scope: Locator, lang: DayLang, number: string) {
  const w = WORDS[lang];
  await expect(transferFact(scope, w.beneficiary)).toHaveText(SANDBOX_ACCOUNT.beneficiary);
  await expect(transferFact(scope, 'IBAN')).toHaveText(SANDBOX_ACCOUNT.iban);
  await expect(transferFact(scope, 'BIC')).toHaveText(SANDBOX_ACCOUNT.bic);
  await expect(transferFact(scope, w.reference)).toHaveText(number);
  await expect(transferFact(scope, w.amount)).toHaveText(w.money);
  await expect(transferFact(scope, w.payBy)).toHaveText(/\d{4}/);
}

/**
 * The buyer orders `copies` copies of the book, shipped, chooses the bank transfer at the
 * checkout and clicks 'Conferma ordine': the transfer's window, open, and the order number.
 */
async function confirmTransfer(
  page: Page,
  lang: DayLang,
  bookId: string,
  copies: number,
): Promise<{ window: Locator; number: string }> {
  const w = WORDS[lang];
  const books = Array.from({ length: copies }, () => ({
    productId: bookId,
    shipping: 'Standard' as const,
  }));
  await openCheckout(page, books, lang);
  const payment = region(page, w.payment);
  await payment.getByRole('button', { name: w.method, exact: true }).click();
  const reference = payment.locator('.payment-reference');
  await expect(reference).toHaveText(/^SC-[A-Z0-9]+$/);
  const number = (await reference.textContent()) ?? '';
  await payment.getByRole('button', { name: w.confirmOrder, exact: true }).click();
  const window = page.getByRole('dialog', { name: w.window });
  await expect(window).toBeVisible();
  return { window, number };
}

const ADJUST = `mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
  adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { balance } }`;

/** The administrator, in a browser context of its own, puts `amount` in `email`'s Borsellino. */
async function giveCredit(browser: Browser, email: string, amount: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page, DEMO_ADMIN_EMAIL);
    await graphql(page, 'AdjustStoreCredit', ADJUST, { email, amount, reason: 'Buono regalo' });
  } finally {
    await context.close();
  }
}

/** The bookshop's staff, logged in in a browser context of its own. */
async function staffContext(
  browser: Browser,
  lang: DayLang,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await logIn(page, STAFF);
  if (lang !== 'it') await useLanguage(page, lang);
  return { context, page };
}

for (const lang of ['it', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`a day of trading (${lang})`, () => {
    test.use({ buyerLanguage: lang });

    test('a transfer paid, one copy of two rejected off the shelf, the rest shipped and tracked', async ({
      page,
      browser,
      buyer,
    }) => {
      const book = BOOKS[lang].transfer;
      // 1. The buyer pays two copies by bank transfer, shipped home.
      await giveAddresses(page, buyer, [ADDRESSES.casa]);
      const { window, number } = await confirmTransfer(page, lang, book.id, 2);
      await expectTransferDetails(window, lang, number);
      await expectNoAxeViolations(page);
      await expect(page).not.toHaveURL(CONFIRMATION_URL);
      await window.getByRole('button', { name: w.close, exact: true }).click();

      expect(await confirmationNumber(page)).toBe(number);
      await expectTransferDetails(main(page).getByRole('region', { name: w.window }), lang, number);
      await expectNoAxeViolations(page);

      const instructions = await mailAbout(page, buyer.email, 'transfer_instructions', number);
      expect(instructions.text).toContain(w.mailIban);
      expect(instructions.text).toContain(w.mailReference(number));

      await page.goto(`/${lang}/ordini/`);
      const order = main(page).getByRole('article', { name: w.order(number), exact: true });
      await expect(orderFact(order, w.orderStatus)).toHaveText(w.awaiting);
      await expectTransferDetails(
        order.getByRole('region', { name: w.transferToMake }),
        lang,
        number,
      );
      await expectNoAxeViolations(page);
      const simulation = order.getByRole('group', { name: w.simulation });
      await simulation.getByRole('button', { name: w.simulate }).click();
      await expect(simulation.getByRole('status')).toHaveText(w.simulated);
      await expect(orderFact(order, w.orderStatus)).toHaveText(w.paid);
      const part = order.getByRole('article', { name: BOOKSHOP, exact: true });
      await expect(orderFact(part, w.status)).toHaveText(w.toConfirm);
      await mailAbout(page, STAFF, 'part_to_confirm', number);

      // 2. The staff reaches it from the header's link and rejects one copy of the two.
      const staff = await staffContext(browser, lang);
      try {
        const s = staff.page;
        const copiesBefore = await copiesOnShelf(s, book.id);
        await s.goto(`/${lang}/`);
        await s.getByRole('banner').getByRole('link', { name: w.areaLink }).click();
        await expect(s).toHaveURL(new RegExp(`/${lang}/area-libreria/ordini/$`));
        const search = main(s).getByRole('searchbox', { name: w.search });
        await search.fill(number);
        await search.press('Enter');
        const article = main(s).getByRole('article', { name: w.order(number), exact: true });
        await expect(article.locator('.staff-status')).toHaveText(w.toConfirm);
        await expectNoAxeViolations(s);

        await article.getByRole('button', { name: w.staff.reject, exact: true }).click();
        await article
          .getByRole('group', { name: w.staff.lines })
          .getByRole('checkbox', { name: `${book.title} × 2` })
          .check();
        const copies = article.getByRole('spinbutton', { name: w.staff.copies });
        await expect(copies).toHaveValue('2');
        await copies.fill('1');
        await article.getByRole('radio', { name: w.staff.notAvailable }).check();
        // Not there to sell: off the shelf by default.
        await expect(article.getByRole('checkbox', { name: w.staff.restock })).not.toBeChecked();
        await article.getByRole('textbox', { name: w.staff.reason }).fill(w.staff.reasonText);
        await expectNoAxeViolations(s, { within: [article] });
        await article.getByRole('button', { name: w.staff.confirmReject, exact: true }).click();
        await expect(toast(s, w.staff.rejected(number))).toBeVisible();
        await expect(
          article
            .getByRole('row', { name: new RegExp(book.title) })
            .getByRole('cell')
            .last(),
        ).toHaveText(w.staff.oneOfTwo);
        // The copy sold in the shop is not back on sale.
        expect(await copiesOnShelf(s, book.id)).toBe(copiesBefore);

        await article.getByRole('button', { name: w.staff.accept, exact: true }).click();
        await expect(toast(s, w.staff.accepted(number))).toBeVisible();
        const trackingCode = `DAY${number.replace(/[^A-Z0-9]/g, '').slice(-8)}`;
        await article.getByRole('button', { name: w.staff.ship, exact: true }).click();
        await article.getByRole('textbox', { name: w.staff.carrier }).fill('Poste Italiane');
        await article.getByRole('textbox', { name: w.staff.trackingCode }).fill(trackingCode);
        await article.getByRole('button', { name: w.staff.confirmShip, exact: true }).click();
        await expect(toast(s, w.staff.shipped(number))).toBeVisible();
        await expect(article.locator('.staff-status')).toHaveText(w.staff.shippedStatus);
        await expect(
          definitionOf(
            article,
            '.staff-part__facts > div',
            new RegExp(`^${w.staff.trackingCode}$`),
          ),
        ).toHaveText(trackingCode);
        await expectNoAxeViolations(s, { within: [article] });
        expect(await copiesOnShelf(s, book.id)).toBe(copiesBefore);

        // The shipped mail: the parcel at what was paid, the rejected copy apart with its refund.
        const shipped = await mailAbout(page, buyer.email, 'part_shipped', number);
        expect(shipped.text).toContain(trackingCode);
        const parcelAt = shipped.text.indexOf(w.mail.parcel);
        const apartAt = shipped.text.indexOf(w.mail.notSupplied);
        expect(parcelAt, shipped.text).toBeGreaterThanOrEqual(0);
        expect(apartAt, shipped.text).toBeGreaterThan(parcelAt);
        // One copy in each, at its price paid and its price given back.
        for (const table of [shipped.text.slice(parcelAt, apartAt), shipped.text.slice(apartAt)]) {
          expect(table).toContain(book.title);
          expect(table).toContain(book.price);
        }

        // The buyer's my orders: the tracking code and the refund.
        await page.reload();
        await expect(orderFact(part, w.status)).toHaveText(w.mine.shipped);
        await expect(orderFact(part, w.mine.trackingCode)).toHaveText(trackingCode);
        await expect(orderFact(part, w.mine.refunded)).toHaveText(w.mine.refund);
        await expectNoAxeViolations(page);
      } finally {
        await staff.context.close();
      }
    });

    test('buyers cancel an unpaid order and a part to confirm; the staff’s orders fit 320 px', async ({
      page,
      browser,
      buyer,
    }) => {
      if (lang !== 'it') await useLanguage(page, lang);
      const [home] = await giveAddresses(page, buyer, [ADDRESSES.casa]);
      const book = BOOKS[lang].cancel;
      const books = [{ productId: book.id, shipping: 'Standard' }] as const;
      // An order awaiting its transfer, cancelled from my orders: its copy back on the shelf.
      const { window, number: unpaid } = await confirmTransfer(page, lang, book.id, 1);
      await window.getByRole('button', { name: w.close, exact: true }).click();
      await confirmationNumber(page);
      const held = await copiesOnShelf(page, book.id);
      await page.goto(`/${lang}/ordini/`);
      const order = main(page).getByRole('article', { name: w.order(unpaid), exact: true });
      await order.getByRole('button', { name: w.mine.cancelOrder(unpaid) }).click();
      await order.getByRole('button', { name: w.mine.confirmCancelOrder }).click();
      await expect(order.getByRole('status').filter({ hasText: unpaid })).toHaveText(
        w.mine.orderCancelled(unpaid),
      );
      await expect(orderFact(order, w.orderStatus)).toHaveText(w.mine.cancelled);
      expect(await copiesOnShelf(page, book.id)).toBe(held + 1);
      await expectNoAxeViolations(page);

      // A paid part still to confirm, cancelled: its bookshop's staff is told.
      const paid = await placePaidOrder(page, books, home);
      const before = await copiesOnShelf(page, book.id);
      await page.reload();
      const paidOrder = main(page).getByRole('article', { name: w.order(paid), exact: true });
      const part = paidOrder.getByRole('article', { name: BOOKSHOP, exact: true });
      await expect(orderFact(part, w.status)).toHaveText(w.toConfirm);
      await part.getByRole('button', { name: w.mine.cancelPart }).click();
      await part.getByRole('button', { name: w.mine.confirmCancelPart }).click();
      await expect(part.getByRole('status').filter({ hasText: BOOKSHOP })).toHaveText(
        w.mine.partCancelled,
      );
      await expect(orderFact(part, w.status)).toHaveText(w.mine.cancelled);
      expect(await copiesOnShelf(page, book.id)).toBe(before + 1);
      await expectNoAxeViolations(page);
      await mailAbout(page, STAFF, 'part_cancelled_by_buyer', paid);

      // The staff's orders on a 320 px screen: no sideways scroll, axe-clean.
      const staff = await staffContext(browser, lang, REFLOW_VIEWPORT);
      try {
        await staff.page.goto(staffOrderPath(lang, paid));
        await expect(
          main(staff.page).getByRole('article', { name: w.order(paid), exact: true }),
        ).toBeVisible();
        await expectReflow(staff.page);
        await expectNoAxeViolations(staff.page, {
          within: [main(staff.page).getByRole('region', { name: w.ordersRegion })],
        });
      } finally {
        await staff.context.close();
      }
    });
    test('a Borsellino and card order: its value the total, the Borsellino a way of paying; the account shows the balance and movements', async ({
      page,
      browser,
      buyer,
    }) => {
      const v = w.wallet;
      await giveCredit(browser, buyer.email, '5.00');
      await giveAddresses(page, buyer, [ADDRESSES.casa]);
      // 10,00 € and 14,90 € of shipping: the Borsellino's 5,00 € first, the rest by card.
      await openCheckout(page, [{ productId: BOOKS[lang].wallet.id, shipping: 'Standard' }], lang);
      await expect(
        region(page, v.summary)
          .locator('.amount-row')
          .filter({ has: page.getByText(v.name, { exact: true }) }),
      ).toContainText(v.credit);
      const payment = region(page, w.payment);
      await payment.getByRole('button', { name: v.card, exact: true }).click();
      await payment.getByRole('textbox', { name: v.cardNumber }).fill('4242 4242 4242 4242');
      await payment.getByRole('textbox', { name: v.expiry }).fill('12/34');
      await payment.getByRole('textbox', { name: 'CVC' }).fill('123');
      await payment.getByRole('button', { name: w.confirmOrder, exact: true }).click();

      const number = await confirmationNumber(page);
      const totals = main(page).getByRole('region', { name: v.totals });
      const row = (term: string) => totals.locator('.amount-row').filter({ hasText: term });
      await expect(row(v.total)).toContainText(v.value);
      await expect(row(v.name)).toContainText(v.credit);
      await expect(row(v.name)).not.toContainText('−');
      await expectNoAxeViolations(page);

      await page.goto(`/${lang}/area-personale/`);
      const wallet = main(page).getByRole('region', { name: v.name, exact: true });
      await expect(wallet.getByRole('term')).toHaveText(v.balanceTerm);
      await expect(wallet.getByRole('definition')).toHaveText(v.balance);
      const entries = wallet.getByRole('list', { name: v.movements }).getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText(number);
      await expect(entries.first()).toContainText(v.credit);
      await expect(entries.last()).toContainText('Buono regalo');
      await expectNoAxeViolations(page);
    });
  });
}
