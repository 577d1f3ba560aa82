import type { Browser, Locator, Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  graphql,
  logIn,
  openCheckout,
  staffOrderPath,
  type ShippingType,
} from '../checkout-support.ts';
import { LIBRERIA_CENTRALE } from '../../apps/server/src/db/seed/catalogue.ts';
import { ADDRESSES, expect, giveAddresses, test, type Buyer } from '../fixtures.ts';
import { cents, euros, exactly, main, orderFact, region, toast } from '../page-support.ts';
import { CARDS, confirmationNumber } from '../payment-support.ts';
import { staffEmailOf } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The mail (docs/spec/marketplace.md §7) from the buyer's side: a new buyer pays by sandbox card
// and is told at each step by mail, read back at the dev mail route
// (docs/spec/accounts-and-access.md §5: `GET /api/dev/mail/?to=EMAIL`, newest first) — the order
// placed, the bookshop's 'shipped' with its tracking — while Libreria Centrale's staff gets the
// part to confirm, accepts it and ships it in the bookshop area; the buyer's account language
// decides the mail's. Then a buyer cancels a part no bookshop has answered yet on /{lang}/ordini/,
// and one whose bookshop accepted it meanwhile is told so.
//
// The book is 'Le avventure di Pinocchio' (Libreria Centrale, 20 copies, no discount of its
// own: docs/demo-data.md); a cancelled part puts its copy back on the shelf. The staff's list
// and mailbox hold other tests' orders: each test finds its own by its order number.

test.describe.configure({ timeout: allowFor(90_000) });

const BOOK = { id: '9', title: 'Le avventure di Pinocchio' } as const;
const STAFF_CENTRALE = staffEmailOf(LIBRERIA_CENTRALE);

/** The staff of the demo bookshops read Italian (docs/demo-data.md): the area's words. */
const STAFF_WORDS = {
  accept: 'Accetta',
  ship: 'Spedisci',
  carrier: 'Corriere',
  trackingCode: 'Codice di tracciamento',
  confirmShip: 'Conferma spedizione',
  accepted: (n: string) => `Ordine ${n} accettato.`,
  shipped: (n: string) => `Ordine ${n} spedito.`,
  statuses: { ACCEPTED: 'Confermato', SHIPPED: 'Spedito' },
} as const;

/** The buyer's words, in each language the tests run in: the pages' and the mail's. */
const WORDS = {
  it: {
    payment: 'Pagamento',
    card: 'Carta di credito',
    cardNumber: 'Numero carta',
    expiry: 'Scadenza',
    confirmOrder: 'Conferma ordine',
    paid: 'Pagato',
    mine: {
      heading: 'I miei ordini',
      order: (n: string) => `Ordine ${n}`,
      status: 'Stato',
      carrier: 'Corriere',
      trackingCode: 'Codice di tracciamento',
      refunded: 'Rimborsato',
      refundReason: 'Motivo del rimborso',
      toConfirm: 'Da confermare dalla libreria',
      accepted: 'Confermato',
      shipped: 'Spedito',
      cancelled: 'Annullato',
      rejected: 'Rifiutato',
      lineRejected: 'Rifiutato dalla libreria',
      cancelButton: `Annulla questa parte di ${LIBRERIA_CENTRALE}`,
      question: `Annullare la parte di ${LIBRERIA_CENTRALE}?`,
      confirm: 'Sì, annulla la parte',
      keep: 'No, mantienila',
      working: 'in corso',
      done: (amount: string) =>
        `Parte di ${LIBRERIA_CENTRALE} annullata: ti restituiamo ${amount}.`,
      refundCancelled: 'Parte annullata, rimborsata per intero',
      tooLate: `${LIBRERIA_CENTRALE} ha già preso in carico questa parte: non si può più annullare. Lo stato qui sopra è aggiornato.`,
    },
    mail: {
      placed: 'ricevuto',
      accepted: 'ha confermato',
      shipped: 'spedito',
      cancelled: 'annullata',
    },
  },
  en: {
    payment: 'Payment',
    card: 'Credit card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    confirmOrder: 'Confirm order',
    paid: 'Paid',
    mine: {
      heading: 'My orders',
      order: (n: string) => `Order ${n}`,
      status: 'Status',
      carrier: 'Carrier',
      trackingCode: 'Tracking code',
      refunded: 'Refunded',
      refundReason: 'Reason for the refund',
      toConfirm: 'To be confirmed by the bookshop',
      accepted: 'Confirmed',
      shipped: 'Shipped',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
      lineRejected: 'Rejected by the bookshop',
      cancelButton: `Cancel this part from ${LIBRERIA_CENTRALE}`,
      question: `Cancel the part from ${LIBRERIA_CENTRALE}?`,
      confirm: 'Yes, cancel the part',
      keep: 'No, keep it',
      working: 'working',
      done: (amount: string) =>
        `The part from ${LIBRERIA_CENTRALE} is cancelled: ${amount} is being refunded.`,
      refundCancelled: 'Part cancelled, refunded in full',
      tooLate: `${LIBRERIA_CENTRALE} has already taken this part in hand: it can no longer be cancelled. Its status above is up to date.`,
    },
    mail: {
      placed: 'received',
      accepted: 'has confirmed',
      shipped: 'shipped',
      cancelled: 'cancelled',
    },
  },
  fr: {
    payment: 'Paiement',
    card: 'Carte de crédit',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    confirmOrder: 'Confirmer la commande',
    paid: 'Payée',
    mine: {
      heading: 'Mes commandes',
      order: (n: string) => `Commande ${n}`,
      status: 'Statut',
      carrier: 'Transporteur',
      trackingCode: 'Numéro de suivi',
      refunded: 'Remboursé',
      refundReason: 'Motif du remboursement',
      toConfirm: 'À confirmer par la librairie',
      accepted: 'Confirmée',
      shipped: 'Expédiée',
      cancelled: 'Annulée',
      rejected: 'Refusée',
      lineRejected: 'Refusé par la librairie',
      cancelButton: `Annuler cette partie chez ${LIBRERIA_CENTRALE}`,
      question: `Annuler la partie commandée chez ${LIBRERIA_CENTRALE} ?`,
      confirm: 'Oui, annuler la partie',
      keep: 'Non, la garder',
      working: 'en cours',
      done: (amount: string) =>
        `Partie commandée chez ${LIBRERIA_CENTRALE} annulée : nous vous remboursons ${amount}.`,
      refundCancelled: 'Partie annulée, remboursée en totalité',
      tooLate: `${LIBRERIA_CENTRALE} a déjà pris en charge cette partie : elle ne peut plus être annulée. Son statut ci-dessus est à jour.`,
    },
    mail: {
      placed: 'reçue',
      accepted: 'a confirmé',
      shipped: 'expédié',
      cancelled: 'annulée',
    },
  },
} as const;

type MailLang = keyof typeof WORDS;

/** One message as the dev mail route answers it (docs/spec/accounts-and-access.md §5). */
interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  html: string;
  kind: string;
  status: string;
}

/** Every message sent to `email`, newest first. */
async function mailTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/mail/?to=${encodeURIComponent(email)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Mail[];
}

/**
 * Waits for the message of `kind` about order `number` to reach `email` (the outbox is sent
 * by a job queue: it may take a moment) and answers it.
 */
async function mailAbout(page: Page, email: string, kind: string, number: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailTo(page, email);
        found = messages.find((m) => m.kind === kind && m.subject.includes(number));
        return found ? found.kind : messages.map((m) => `${m.kind}: ${m.subject}`);
      },
      { message: `a '${kind}' message about ${number} to ${email}`, timeout: allowFor(20_000) },
    )
    .toBe(kind);
  if (!found) throw new Error(`no '${kind}' message about ${number}`);
  return found;
}

/** Text with every run of white space (no-break spaces of amounts included) as one space. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Libreria Centrale's part of order `number` on the buyer's orders page. */
function centralePart(page: Page, lang: MailLang, number: string): Locator {
  return main(page)
    .getByRole('article', { name: WORDS[lang].mine.order(number), exact: true })
    .getByRole('article', { name: LIBRERIA_CENTRALE, exact: true });
}

/** The logged-in buyer pays by sandbox card at the checkout page, in `lang`: the order number. */
async function payAtCheckout(page: Page, lang: MailLang, shipping: ShippingType): Promise<string> {
  const w = WORDS[lang];
  await openCheckout(page, [{ productId: BOOK.id, shipping }], lang);
  const payment = region(page, w.payment);
  await payment.getByRole('button', { name: w.card, exact: true }).click();
  await main(page).getByRole('textbox', { name: w.cardNumber }).fill(CARDS.succeeds);
  await main(page).getByRole('textbox', { name: w.expiry }).fill('12/34');
  await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
  await payment.getByRole('button', { name: w.confirmOrder, exact: true }).click();
  const number = await confirmationNumber(page);
  // The provider's answer is in: the order is paid, its part waits for the bookshop.
  await expect(main(page)).toContainText(w.paid);
  return number;
}

/** Libreria Centrale's staff, in a browser context of its own, runs `work` in its area. */
async function asCentraleStaff(
  browser: Browser,
  work: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page, STAFF_CENTRALE);
    await work(page);
  } finally {
    await context.close();
  }
}

/** The staff accepts the part of order `number` and ships it, through the area's page. */
async function acceptAndShip(
  page: Page,
  number: string,
  carrier: string,
  trackingCode: string,
): Promise<void> {
  const w = STAFF_WORDS;
  await page.goto(staffOrderPath('it', number));
  const article = main(page).getByRole('article', { name: `Ordine ${number}`, exact: true });
  const status = article.locator('.staff-status');
  await article.getByRole('button', { name: w.accept, exact: true }).click();
  await expect(toast(page, w.accepted(number))).toBeVisible();
  await expect(status).toHaveText(w.statuses.ACCEPTED);
  await article.getByRole('button', { name: w.ship, exact: true }).click();
  await article.getByRole('textbox', { name: w.carrier }).fill(carrier);
  await article.getByRole('textbox', { name: w.trackingCode }).fill(trackingCode);
  await article.getByRole('button', { name: w.confirmShip, exact: true }).click();
  await expect(toast(page, w.shipped(number))).toBeVisible();
  await expect(status).toHaveText(w.statuses.SHIPPED);
}

/** The buyer's part of order `number` at Libreria Centrale, as the API answers it. */
async function centraleFacts(
  page: Page,
  number: string,
): Promise<{
  id: string;
  status: string;
  shippingCost: string;
  lines: { id: string; qty: number; price: string }[];
  total: number;
}> {
  const { myOrders } = await graphql<{
    myOrders: {
      number: string;
      parts: {
        id: string;
        status: string;
        bookshop: { name: string };
        shippingCost: string;
        lines: { id: string; qty: number; price: string }[];
      }[];
    }[];
  }>(
    page,
    'MyOrders',
    `
      query MyOrders {
        myOrders {
          number
          parts {
            id
            status
            bookshop {
              name
            }
            shippingCost
            lines {
              id
              qty
              price
            }
          }
        }
      }
    `,
  );
  const part = myOrders
    .find((order) => order.number === number)
    ?.parts.find((p) => p.bookshop.name === LIBRERIA_CENTRALE);
  if (!part) throw new Error(`no part at ${LIBRERIA_CENTRALE} in order ${number}`);
  const lines = part.lines.reduce((sum, line) => sum + cents(line.price) * line.qty, 0);
  return { ...part, total: lines + cents(part.shippingCost) };
}

/**
 * The whole flow in `lang`: the buyer (registered in `lang`) pays for a book sent by courier,
 * is mailed the order, the staff is mailed the part and ships it, the buyer follows it on
 * /{lang}/ordini/ and is mailed the tracking code.
 */
async function orderMailFlow(
  page: Page,
  browser: Browser,
  buyer: Buyer,
  lang: MailLang,
): Promise<void> {
  const w = WORDS[lang];
  expect(buyer.language).toBe(lang);
  const number = await payAtCheckout(page, lang, 'Standard');

  const placed = await mailAbout(page, buyer.email, 'order_placed', number);
  expect(placed.to.toLowerCase()).toBe(buyer.email.toLowerCase());
  expect(placed.subject).toContain(number);
  expect(placed.subject).toContain(w.mail.placed);
  expect(placed.text).toContain(BOOK.title);
  expect(placed.html).toContain(BOOK.title);
  expect(placed.html).not.toMatch(/<script/i);

  // The bookshop is told in its staff's language (Italian).
  const toConfirm = await mailAbout(page, STAFF_CENTRALE, 'part_to_confirm', number);
  expect(toConfirm.subject).toContain('da confermare');
  expect(toConfirm.text).toContain(BOOK.title);

  const carrier = lang === 'it' ? 'BRT' : 'Colissimo';
  const trackingCode = `TRK${number.replace(/[^A-Z0-9]/g, '').slice(-8)}`;
  await asCentraleStaff(browser, (staffPage) =>
    acceptAndShip(staffPage, number, carrier, trackingCode),
  );

  await page.goto(`/${lang}/ordini/`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(w.mine.heading);
  const part = centralePart(page, lang, number);
  await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.shipped);
  await expect(orderFact(part, w.mine.carrier)).toHaveText(carrier);
  await expect(orderFact(part, w.mine.trackingCode)).toHaveText(trackingCode);
  // Nothing left to cancel once the bookshop has answered: the one action left is the
  // withdrawal from the delivered part (docs/spec/withdrawal-and-returns.md).
  await expect(part.getByRole('button')).toHaveCount(1);
  await expectNoAxeViolations(page);

  const accepted = await mailAbout(page, buyer.email, 'part_accepted', number);
  expect(accepted.subject).toContain(w.mail.accepted);
  const shipped = await mailAbout(page, buyer.email, 'part_shipped', number);
  expect(shipped.subject).toContain(w.mail.shipped);
  expect(shipped.text).toContain(trackingCode);
  expect(shipped.text).toContain(carrier);
  expect(shipped.html).toContain(trackingCode);
  // Newest first.
  const kinds = (await mailTo(page, buyer.email))
    .filter((m) => m.subject.includes(number))
    .map((m) => m.kind);
  expect(kinds.indexOf('part_shipped')).toBeLessThan(kinds.indexOf('order_placed'));
}

test.describe('in Italian', () => {
  test.beforeEach(async ({ page, buyer }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa]);
  });

  test('a new buyer is mailed the order and, once the bookshop ships it, the tracking code', async ({
    page,
    browser,
    buyer,
  }) => {
    await orderMailFlow(page, browser, buyer, 'it');
  });
});

test.describe('in French', () => {
  test.use({ buyerLanguage: 'fr' });
  test.beforeEach(async ({ page, buyer }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa]);
  });

  test('the same flow: the mail is in the account’s language, French', async ({
    page,
    browser,
    buyer,
  }) => {
    await orderMailFlow(page, browser, buyer, 'fr');
  });
});

test('a buyer cancels a part no bookshop has accepted: refunded, and told by mail', async ({
  page,
  buyer,
}) => {
  const w = WORDS.it;
  const number = await payAtCheckout(page, 'it', 'Shop_pickup');
  const { total } = await centraleFacts(page, number);
  expect(total).toBeGreaterThan(0);
  const refund = euros(total, 'it');

  await page.goto('/it/ordini/');
  const part = centralePart(page, 'it', number);
  await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.toConfirm);
  const cancel = part.getByRole('button', { name: w.mine.cancelButton, exact: true });
  await expect(cancel).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Keeping it closes the question and gives the focus back to the button.
  await cancel.click();
  const question = part.getByRole('group', { name: w.mine.question, exact: true });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: w.mine.keep })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: w.mine.keep }).click();
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.toConfirm);

  // Confirmed: busy while the server answers (held back here until the test has seen it),
  // then the part shows cancelled, refunded whole, and the outcome is spoken.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'CancelOrderPart') await held;
    await route.fallback();
  });
  await cancel.press('Enter');
  const confirm = question.getByRole('button', { name: new RegExp(`^${w.mine.confirm}`) });
  await confirm.click();
  await expect(confirm).toHaveAccessibleName(`${w.mine.confirm} (${w.mine.working})`);
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm).toBeFocused();
  release();
  await expect(part.getByRole('status')).toHaveText(w.mine.done(refund));
  await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.cancelled);
  await expect(orderFact(part, w.mine.refunded)).toHaveText(refund);
  await expect(orderFact(part, w.mine.refundReason)).toHaveText(w.mine.refundCancelled);
  await expect(part.getByRole('button')).toHaveCount(0);
  await expect(part.getByRole('heading', { name: LIBRERIA_CENTRALE })).toBeFocused();
  await expectNoAxeViolations(page);

  const { status } = await centraleFacts(page, number);
  expect(status).toBe('CANCELLED');
  const mail = await mailAbout(page, buyer.email, 'part_cancelled', number);
  expect(mail.subject).toContain(w.mail.cancelled);
  expect(mail.subject).toContain(LIBRERIA_CENTRALE);
  expect(flat(mail.text)).toContain(flat(refund));
});

test.describe('in English', () => {
  test.use({ buyerLanguage: 'en' });

  test('a buyer whose bookshop accepted meanwhile is told the part can no longer be cancelled', async ({
    page,
    browser,
    buyer: _buyer,
  }) => {
    const w = WORDS.en;
    const number = await payAtCheckout(page, 'en', 'Shop_pickup');
    const { id: partId } = await centraleFacts(page, number);

    await page.goto('/en/ordini/');
    const part = centralePart(page, 'en', number);
    await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.toConfirm);
    await part.getByRole('button', { name: w.mine.cancelButton, exact: true }).click();
    const question = part.getByRole('group', { name: w.mine.question, exact: true });
    await expect(question).toBeVisible();

    // The bookshop accepts while the buyer reads the question.
    await asCentraleStaff(browser, async (staffPage) => {
      await graphql(
        staffPage,
        'AcceptOrderPart',
        'mutation AcceptOrderPart($partId: ID!) { acceptOrderPart(partId: $partId) { id } }',
        { partId },
      );
    });

    await question.getByRole('button', { name: w.mine.confirm }).click();
    await expect(part.getByRole('alert')).toHaveText(w.mine.tooLate);
    // The page has read the order again: the part is as the bookshop left it.
    await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.accepted);
    await expect(part.getByRole('button')).toHaveCount(0);
    await expect(part.getByRole('term').filter({ hasText: exactly(w.mine.refunded) })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });
});

test('a buyer whose book the bookshop rejects sees the line rejected, the refund and why', async ({
  page,
  browser,
  buyer,
}) => {
  const w = WORDS.it;
  const number = await payAtCheckout(page, 'it', 'Shop_pickup');
  const { id: partId, lines, total } = await centraleFacts(page, number);
  const lineIds = lines.map((line) => line.id);
  const reason = 'Copia rovinata, non vendibile';

  await asCentraleStaff(browser, async (staffPage) => {
    await graphql(
      staffPage,
      'RejectOrderLines',
      `
        mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
          rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {
            id
          }
        }
      `,
      { partId, lineIds, reason },
    );
  });

  await page.goto('/it/ordini/');
  const part = centralePart(page, 'it', number);
  await expect(orderFact(part, w.mine.status)).toHaveText(w.mine.rejected);
  await expect(orderFact(part, w.mine.refunded)).toHaveText(euros(total, 'it'));
  await expect(orderFact(part, w.mine.refundReason)).toHaveText(reason);
  await expect(part.getByRole('rowheader', { name: new RegExp(BOOK.title) })).toContainText(
    w.mine.lineRejected,
  );
  await expect(part.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const mail = await mailAbout(page, buyer.email, 'lines_rejected', number);
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain(BOOK.title);
});

test('the dev mail page beside the route shows a buyer’s messages, by keyboard, axe-clean', async ({
  page,
  buyer,
}) => {
  await page.goto('/dev/mail/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mail sent (development)' }),
  ).toBeVisible();
  await page.getByLabel('Recipient’s email').focus();
  await page.keyboard.type(buyer.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`to ${buyer.email}, newest first`);
  // The fixture's buyer was registered: the welcome, in the account's language.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Benvenuto su Scaffale' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Its HTML version, as a mail client shows it.
  await page.getByRole('link', { name: 'HTML version of “Benvenuto su Scaffale”' }).click();
  await expect(page.getByText(`Ciao ${buyer.firstName},`)).toBeVisible();
});
