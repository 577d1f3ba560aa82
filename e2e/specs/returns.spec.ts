import type { Page } from '@playwright/test';
import { expectNoAxeViolations, graphql, logIn, placePaidOrder } from '../checkout-support.ts';
import { ADDRESSES, expect, giveAddresses, newBuyerContext, test } from '../fixtures.ts';
import { main, orderFact, toast } from '../page-support.ts';
import { allowFor } from '../timeouts.ts';

// The buyer's withdrawal (docs/spec/withdrawal-and-returns.md §7): a new buyer orders two
// copies of a book of the test's own bookshop by courier, the staff ship them, the buyer asks
// from their orders to return one through the model withdrawal form, by keyboard; the staff
// accept it and mark the book received in their area; the buyer sees it refunded, and is
// mailed so.

test.describe.configure({ timeout: allowFor(90_000) });

interface DevMail {
  kind: string;
  subject: string;
  text: string;
}

/** The message of `kind` whose subject names order `number`, once it is there. */
async function mailOf(page: Page, email: string, kind: string, number: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mail/?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as DevMail[];
        found = messages.find((m) => m.kind === kind && m.subject.includes(number));
        return found?.kind ?? messages.map((m) => m.kind);
      },
      { message: `a '${kind}' message about ${number}`, timeout: allowFor(20_000) },
    )
    .toBe(kind);
  return found!;
}

test('a buyer returns a shipped book, the staff accept and receive it, and it is refunded', async ({
  browser,
  staff,
}) => {
  const book = await staff.addBook({ price: '12.00', available: 4 });
  const { context, page, buyer } = await newBuyerContext(browser);
  try {
    const [addressId] = await giveAddresses(page, buyer, [ADDRESSES.casa]);
    const number = await placePaidOrder(
      page,
      [
        { productId: book.id, shipping: 'Standard' },
        { productId: book.id, shipping: 'Standard' },
      ],
      addressId,
    );

    // The staff accept and ship the part (their API, as their page's buttons do).
    let partId: string | undefined;
    await expect
      .poll(async () => {
        const { bookshopOrders } = await staff.api.graphql<{
          bookshopOrders: { id: string; orderNumber: string; status: string }[];
        }>('BookshopOrders', 'query BookshopOrders { bookshopOrders { id orderNumber status } }');
        const found = bookshopOrders.find((p) => p.orderNumber === number);
        partId = found?.id;
        return found?.status;
      })
      .toBe('TO_CONFIRM');
    await staff.api.graphql(
      'AcceptOrderPart',
      'mutation AcceptOrderPart($partId: ID!) { acceptOrderPart(partId: $partId) { status } }',
      { partId },
    );
    await staff.api.graphql(
      'ShipOrderPart',
      `mutation ShipOrderPart($partId: ID!) {
        shipOrderPart(partId: $partId, carrier: "BRT", trackingCode: "RS1") { status } }`,
      { partId },
    );

    // The buyer opens their orders: the part offers the withdrawal, until its last day.
    await page.goto('/it/ordini/');
    const order = main(page).getByRole('article', { name: `Ordine ${number}`, exact: true });
    const part = order.getByRole('article', { name: staff.bookshop.name, exact: true });
    await expect(orderFact(part, 'Stato')).toHaveText('Spedito');
    await expect(part.getByText(/Puoi esercitare il recesso fino al/)).toBeVisible();
    const open = part.getByRole('button', { name: /Restituisci libri \(recesso\)/ });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    const form = part.getByRole('form', { name: 'Modulo di recesso' });
    await expect(form).toBeVisible();
    await expect(form.getByText(staff.bookshop.name)).toBeVisible();
    await expect(form.getByText(/notifico il recesso dal mio contratto di vendita/)).toBeVisible();
    await expect(
      form.getByRole('link', { name: 'Modulo tipo di recesso, da stampare' }),
    ).toHaveAttribute('href', '/it/recesso/');
    const copies = form.getByRole('spinbutton', { name: /Copie di «.*» da restituire \(su 2\)/ });
    await expect(copies).toHaveValue('2');
    await copies.fill('1');
    await form.getByRole('textbox', { name: /Motivo/ }).fill('Regalo doppio');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Invia il recesso' }).press('Enter');
    await expect(part.getByRole('status').filter({ hasText: 'Richiesta di recesso' })).toHaveText(
      `Richiesta di recesso inviata a ${staff.bookshop.name}: riceverai un’email quando la libreria risponde.`,
    );
    await expect(orderFact(part, 'Reso')).toHaveText('Richiesto, in attesa della libreria');
    await mailOf(page, staff.email, 'return_requested', number);

    // The staff handle it in their area: accept, then the book is back.
    const staffContext = await browser.newContext();
    try {
      const staffPage = await staffContext.newPage();
      await logIn(staffPage, staff.email, staff.password);
      await staffPage.goto('/it/area-libreria/ordini/');
      const returns = main(staffPage).getByRole('region', { name: 'Resi da gestire' });
      const card = returns.getByRole('article', {
        name: `Reso dell’ordine ${number} (${staff.bookshop.name})`,
      });
      await expect(card.getByText('Regalo doppio')).toBeVisible();
      await expectNoAxeViolations(staffPage);
      await card.getByRole('button', { name: 'Accetta il reso' }).click();
      await expect(toast(staffPage, `Reso dell’ordine ${number} accettato.`)).toBeVisible();
      await card.getByRole('button', { name: 'Libri ricevuti: rimborsa' }).click();
      await expect(
        toast(staffPage, `Libri dell’ordine ${number} ricevuti: rimborso avviato.`),
      ).toBeVisible();
      await expect(card.getByText('Rimborsato', { exact: true }).first()).toBeVisible();
    } finally {
      await staffContext.close();
    }

    // The buyer sees it refunded: one copy at 12.00, the shipping kept (a copy is left).
    await page.reload();
    await expect(orderFact(part, 'Reso')).toHaveText('Rimborsato');
    await expect(orderFact(part, 'Rimborso del reso')).toHaveText('12,00 €');
    await expect(part.getByText('1 restituite')).toBeVisible();
    await expect(part.getByRole('button', { name: /Restituisci libri/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await mailOf(page, buyer.email, 'return_refunded', number);
    expect(mail.text).toContain('12,00');
    await mailOf(page, buyer.email, 'return_accepted', number);

    // What the part gave back in all, as the buyer's orders answer it.
    const { myOrders } = await graphql<{
      myOrders: { number: string; parts: { refunded: string }[] }[];
    }>(page, 'MyOrders', 'query MyOrders { myOrders { number parts { refunded } } }');
    expect(myOrders.find((o) => o.number === number)?.parts[0]?.refunded).toBe('12.00');
  } finally {
    await context.close();
  }
});
