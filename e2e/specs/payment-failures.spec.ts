import { expectNoAxeViolations, openCheckout } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { region } from '../page-support.ts';
import {
  alert,
  expectCompletedWith,
  failCreateOrder,
  isCreateOrder,
  KEPT,
  payment,
  SERVER_ERROR_BODY,
} from '../payment-support.ts';
import { allowFor } from '../timeouts.ts';

// docs/spec/payments.md §4: where the pages only logged a failure (store credit, deferred payment,
// PayPal approval, order creation), the buyer reads a translated reason beside the button, keeps
// everything entered and tries again. The server's answers are replaced with `page.route`;
// the request never reaches it, so a retry places the one and only order. The store credit's
// and the deferred payment's failures are in store-credit.spec.ts and
// public-administration.spec.ts, with the demo accounts that have them.

// A whole purchase with three failed attempts: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: allowFor(60_000) });

/** Books no other spec orders (docs/demo-data.md), so stock stays apart. */
const BOOKS = {
  /** Pagine Sparse: 'Il giorno della civetta', 6 copies. */
  giornoDellaCivetta: '40',
} as const;

test('PayPal: a failed order creation and a failed approval are shown, and retried', async ({
  page,
  buyer: _buyer,
}) => {
  await openCheckout(page, [{ productId: BOOKS.giornoDellaCivetta, shipping: 'Shop_pickup' }]);

  // Choosing PayPal makes the order at once (docs/spec/payments.md §3): it fails, then 'Riprova'
  // makes it.
  const stopOrder = await failCreateOrder(page, (route) =>
    route.fulfill({ status: 500, json: SERVER_ERROR_BODY }),
  );
  await payment(page).getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(alert(page)).toContainText('Non è stato possibile preparare il pagamento.');
  await expect(alert(page)).toContainText('Errore del server');
  await stopOrder();
  const created = page.waitForResponse((response) => isCreateOrder(response.request()));
  await alert(page).getByRole('button', { name: 'Riprova' }).click();
  const orderNumber = (
    (await (await created).json()) as { data: { createOrder: { orderNumber: string } } }
  ).data.createOrder.orderNumber;
  const approve = payment(page).getByRole('button', { name: 'Approva pagamento PayPal' });
  await expect(approve).toBeVisible();
  await expect(alert(page)).toHaveCount(0);

  const approval = '**/api/braintree/payment-approved/';
  // The server's translated detail.
  await page.route(approval, (route) =>
    route.fulfill({ status: 500, json: { detail: 'Errore del server', code: 'INTERNAL' } }),
  );
  await approve.click();
  await expect(alert(page)).toHaveText(`Errore del server${KEPT}`);
  await expect(approve).toBeEnabled();
  await page.unroute(approval);

  // PayPal refused: its own words are not the buyer's language, ours are shown instead.
  await page.route(approval, (route) =>
    route.fulfill({ json: { success: false, error: 'Processor Declined' } }),
  );
  await approve.click();
  await expect(alert(page)).toHaveText(`Il pagamento PayPal non è andato a buon fine.${KEPT}`);
  await page.unroute(approval);

  // A bare 500: ours.
  await page.route(approval, (route) => route.fulfill({ status: 502, body: '' }));
  await approve.click();
  await expect(alert(page)).toHaveText(`Il pagamento PayPal non è andato a buon fine.${KEPT}`);
  await expectNoAxeViolations(page);
  await page.unroute(approval);

  await approve.click();
  // The very order made after the retry: nothing made twice.
  expect(await expectCompletedWith(page, 'PayPal')).toBe(orderNumber);
});

test('notes the server refuses (past their limit): its field error shows under the notes', async ({
  page,
  buyer: _buyer,
}) => {
  await openCheckout(page, [{ productId: BOOKS.giornoDellaCivetta, shipping: 'Shop_pickup' }]);
  // Notes the form would not save, as an older page may have stored them.
  const tooLong = 'x'.repeat(2001);
  await page.evaluate((notes) => {
    const stored = JSON.parse(localStorage.getItem('checkout.choices') ?? '{}') as object;
    localStorage.setItem(
      'checkout.choices',
      JSON.stringify({ shippingAddressId: null, gift: false, billing: null, ...stored, notes }),
    );
  }, tooLong);
  await page.reload();
  const message = 'Testo troppo lungo (massimo 2000 caratteri)';
  await payment(page).getByRole('button', { name: 'Carta di credito', exact: true }).click();
  // The order was not made: the server's reason beside the payment, and under the notes.
  await expect(alert(page)).toContainText(message);
  const notes = region(page, 'Note per la consegna');
  await expect(notes.getByText(message)).toBeVisible();

  // Back to no method, the notes are edited; the order is made.
  await payment(page).getByRole('button', { name: 'Cambia metodo di pagamento' }).click();
  await notes.getByRole('button', { name: 'Modifica note' }).click();
  await notes
    .getByRole('textbox', { name: 'Note aggiuntive per la consegna' })
    .fill('Ritiro sabato');
  await notes.getByRole('button', { name: 'Salva note' }).click();
  await expect(notes.getByText(message)).toHaveCount(0);
  await payment(page).getByRole('button', { name: 'Carta di credito', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Numero carta' })).toBeVisible();
});
