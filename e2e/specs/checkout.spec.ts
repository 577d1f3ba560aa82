import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  BOOK,
  expectNoAxeViolations,
  graphql,
  logIn,
  openCheckout,
  removeBook,
} from '../checkout-support.ts';
import { LIBRERIA_CENTRALE } from '../../apps/server/src/db/seed/catalogue.ts';
import { ADDRESSES, expect, giveAddresses, logOut, test } from '../fixtures.ts';
import { main, region, toast } from '../page-support.ts';
import {
  CARDS,
  confirmationNumber,
  confirmButton,
  methodButton,
  notesAndGift,
  payment,
  payWithCard,
} from '../payment-support.ts';
import { staffEmailOf, type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The checkout page (docs/spec/checkout.md §3, everything before the payment): shipping address,
// delivery notes, billing, totals and discount codes. Each test has a buyer of its own
// (fixtures.ts), most with mario.rossi's two saved addresses; mario.rossi himself only for what a
// new buyer cannot be given (his persona NONE billing record, a code he has used), in tests that
// run one after the other on his basket. giulia's store credit and the public administration's
// billing are in store-credit.spec.ts and public-administration.spec.ts.

const CHECKOUT = '/it/checkout/';
/** Books with copies to spare for the orders the tests of what is kept make (docs/demo-data.md). */
const KEPT_BOOKS = {
  /** Libreria Centrale: 'Le avventure di Pinocchio', 20 copies. */
  pinocchio: '9',
  /** Libreria Centrale: 'Il Principe', 15 copies. */
  principe: '6',
} as const;
const REQUIRED = 'Questo campo è obbligatorio';
const NO_SHIPPING =
  'Siamo spiacenti ma per questa destinazione non è disponibile alcun tipo di spedizione. Torna al carrello e scegli un altro metodo di spedizione.';

const shippingSection = (page: Page) => region(page, 'Indirizzo di spedizione');
const totalsSection = (page: Page) => region(page, 'Riepilogo');
const billingSection = (page: Page) => region(page, 'Fatturazione');
const addressSelect = (page: Page) =>
  shippingSection(page).getByRole('combobox', { name: "Scegli l'indirizzo di spedizione" });
const newAddressForm = (page: Page) =>
  main(page).getByRole('form', { name: 'Nuovo indirizzo di spedizione' });
const totalsLine = (page: Page, label: string) =>
  totalsSection(page)
    .locator('.amount-row')
    .filter({
      has: page.getByText(label, { exact: true }),
    });

async function applyCode(page: Page, code: string): Promise<void> {
  const input = totalsSection(page).getByRole('textbox', { name: 'Codice sconto' });
  await expect(input).toHaveAttribute('placeholder', 'Inserisci il codice');
  await input.fill(code);
  await totalsSection(page).getByRole('button', { name: 'inserisci', exact: true }).click();
}

async function expectCodeRefused(page: Page, code: string, message: string): Promise<void> {
  await applyCode(page, code);
  await expect(toast(page, message)).toBeVisible();
  await expect(totalsSection(page).getByRole('textbox', { name: 'Codice sconto' })).toHaveValue('');
}

interface Words {
  heading: string;
  shipping: string;
  select: string;
  country: string;
  edit: string;
  add: string;
  newAddress: string;
  addressLabel: string;
  phone: string;
  email: string;
  countryField: string;
  provinceFree: string;
  provinceHint: string;
  saveAddress: string;
  cancel: string;
  required: string;
  notes: string;
  notesLabel: string;
  saveNotes: string;
  editNotes: string;
  billing: string;
  invoice: string;
  invoiceNote: string;
  summary: string;
  code: string;
  placeholder: string;
  apply: string;
  applied: string;
  expired: string;
  vouchers: string;
  remove: string;
  products: string;
  shippingCosts: string;
  discounts: string;
  total: string;
}

const WORDS: Record<Exclude<Lang, 'it'>, Words> = {
  en: {
    heading: 'Order',
    shipping: 'Shipping address',
    select: 'Choose the shipping address',
    country: 'Italy',
    edit: 'Edit selected address',
    add: 'Add a new address',
    newAddress: 'New shipping address',
    addressLabel: 'Label',
    phone: 'Phone',
    email: 'Email',
    countryField: 'Country',
    provinceFree: 'Province or state',
    provinceHint: 'Leave empty if not applicable',
    saveAddress: 'Save address',
    cancel: 'Cancel',
    required: 'Mandatory field',
    notes: 'Delivery notes',
    notesLabel: 'Additional delivery notes',
    saveNotes: 'Save notes',
    editNotes: 'Edit notes',
    billing: 'Invoice',
    invoice: 'Billing address',
    invoiceNote: 'An invoice can only be requested when you place the order.',
    summary: 'Summary',
    code: 'Discount code',
    placeholder: 'Enter the code',
    apply: 'apply',
    applied: 'Discount code applied',
    expired: 'The discount has expired',
    vouchers: 'Applied discount codes',
    remove: 'Remove',
    products: 'products total',
    shippingCosts: 'shipping costs total',
    discounts: 'discounts total',
    total: 'total to pay',
  },
  fr: {
    heading: 'Commande',
    shipping: 'Adresse de livraison',
    select: 'Choisissez l’adresse de livraison',
    country: 'Italie',
    edit: 'Modifier l’adresse sélectionnée',
    add: 'Ajouter une nouvelle adresse',
    newAddress: 'Nouvelle adresse de livraison',
    addressLabel: 'Libellé',
    phone: 'Téléphone',
    email: 'E-mail',
    countryField: 'Pays',
    provinceFree: 'Province ou État',
    provinceHint: 'Laisser vide si non applicable',
    saveAddress: 'Enregistrer l’adresse',
    cancel: 'Annuler',
    required: 'Champ obligatoire',
    notes: 'Remarques pour la livraison',
    notesLabel: 'Remarques supplémentaires pour la livraison',
    saveNotes: 'Enregistrer les remarques',
    editNotes: 'Modifier les remarques',
    billing: 'Facture',
    invoice: 'Adresse de facturation',
    invoiceNote: 'La facture ne peut être demandée qu’au moment de la commande.',
    summary: 'Récapitulatif',
    code: 'Code de réduction',
    placeholder: 'Saisissez le code',
    apply: 'appliquer',
    applied: 'Code de réduction appliqué',
    expired: 'La remise a expiré',
    vouchers: 'Codes de réduction appliqués',
    remove: 'Retirer',
    products: 'total des produits',
    shippingCosts: 'total des frais de livraison',
    discounts: 'total des remises',
    total: 'total à payer',
  },
  es: {
    heading: 'Pedido',
    shipping: 'Dirección de envío',
    select: 'Elige la dirección de envío',
    country: 'Italia',
    edit: 'Editar la dirección seleccionada',
    add: 'Añadir una dirección nueva',
    newAddress: 'Nueva dirección de envío',
    addressLabel: 'Etiqueta',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    countryField: 'País',
    provinceFree: 'Provincia o estado',
    provinceHint: 'Déjalo vacío si no corresponde',
    saveAddress: 'Guardar dirección',
    cancel: 'Cancelar',
    required: 'Campo obligatorio',
    notes: 'Notas para la entrega',
    notesLabel: 'Notas adicionales para la entrega',
    saveNotes: 'Guardar notas',
    editNotes: 'Editar notas',
    billing: 'Factura',
    invoice: 'Dirección de facturación',
    invoiceNote: 'La factura solo se puede solicitar al hacer el pedido.',
    summary: 'Resumen',
    code: 'Código de descuento',
    placeholder: 'Introduce el código',
    apply: 'aplicar',
    applied: 'Código de descuento aplicado',
    expired: 'El descuento ha caducado',
    vouchers: 'Códigos de descuento aplicados',
    remove: 'Quitar',
    products: 'total de productos',
    shippingCosts: 'total de gastos de envío',
    discounts: 'total de descuentos',
    total: 'total a pagar',
  },
};

/** The whole page in another language: every section, a form, the codes, the totals. */
async function languagePass(page: Page, lang: Exclude<Lang, 'it'>, email: string): Promise<void> {
  const w = WORDS[lang];
  await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }], lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle('Checkout | Scaffale');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(w.heading);

  const shipping = region(page, w.shipping);
  await expect(shipping.getByRole('combobox', { name: w.select })).toBeVisible();
  await expect(shipping.locator('address')).toContainText(w.country);
  await expect(shipping.getByRole('link', { name: w.edit })).toBeVisible();
  await shipping.getByRole('button', { name: w.add }).click();
  const form = main(page).getByRole('form', { name: w.newAddress });
  await expect(
    form.getByRole('textbox', { name: w.phone, exact: true }),
  ).toHaveAccessibleDescription(/\+3934XXXXXXX/);
  await expect(form.getByRole('textbox', { name: w.email, exact: true })).toHaveValue(email);
  await form.getByRole('combobox', { name: w.countryField }).selectOption('FR');
  await expect(form.getByRole('textbox', { name: w.provinceFree })).toHaveAccessibleDescription(
    w.provinceHint,
  );
  await form.getByRole('button', { name: w.saveAddress }).click();
  await expect(
    form.getByRole('textbox', { name: w.addressLabel, exact: true }),
  ).toHaveAccessibleDescription(new RegExp(w.required));
  await form.getByRole('button', { name: w.cancel }).click();
  await expect(main(page).getByRole('form', { name: w.newAddress })).toHaveCount(0);

  const notes = region(page, w.notes);
  await notes.getByRole('textbox', { name: w.notesLabel }).fill('2');
  await notes.getByRole('button', { name: w.saveNotes }).click();
  await expect(notes.getByRole('button', { name: w.editNotes })).toBeVisible();

  const billing = region(page, w.billing);
  await expect(billing.getByRole('checkbox', { name: w.invoice })).toHaveAccessibleDescription(
    w.invoiceNote,
  );

  const totals = region(page, w.summary);
  const line = (label: string) =>
    totals.locator('.amount-row').filter({ has: page.getByText(label, { exact: true }) });
  await expect(line(w.total)).toBeVisible();
  const input = totals.getByRole('textbox', { name: w.code });
  await expect(input).toHaveAttribute('placeholder', w.placeholder);
  await input.fill('BENVENUTO10');
  await totals.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(toast(page, w.applied)).toBeVisible();
  await expect(line(w.products)).toBeVisible();
  await expect(line(w.shippingCosts)).toContainText('+');
  await expect(line(w.discounts)).toContainText('−');
  await input.fill('SCADUTO');
  await totals.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(toast(page, w.expired)).toBeVisible();
  await expectNoAxeViolations(page);
  await totals
    .getByRole('list', { name: w.vouchers })
    .getByRole('button', { name: new RegExp(`^${w.remove}`) })
    .click();
  await expect(line(w.discounts)).toHaveCount(0);
}

test.describe('a buyer with two saved addresses', () => {
  test.beforeEach(async ({ page, buyer }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa, ADDRESSES.ufficio]);
  });

  test('title, heading, saved addresses and the selected one', async ({ page, buyer }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await expect(page).toHaveTitle('Checkout | Scaffale');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('ordine');

    const select = addressSelect(page);
    await expect(select.locator('option')).toHaveText(['Casa', 'Ufficio']);
    await expect(select.locator('option:checked')).toHaveText('Casa');
    const block = shippingSection(page).locator('address');
    await expect(block).toContainText('Mario Rossi');
    await expect(block).toContainText('Via Lecco 12');
    await expect(block).toContainText('20124 Milano, MI');
    await expect(block).toContainText('Italia');
    await expect(block).toContainText('+393401234567');
    await expect(block).toContainText(buyer.email);
    await expect(block).not.toContainText('C/O');

    await select.selectOption({ label: 'Ufficio' });
    await expect(block).toContainText('Mario Rossi, C/O Reception');
    await expect(block).toContainText('Via Nazionale 200');
    await expect(block).toContainText('Terzo piano');
    await expect(block).toContainText('00184 Roma, RM');
    const ufficio = await select.inputValue();
    await expect(
      shippingSection(page).getByRole('link', { name: 'Modifica indirizzo selezionato' }),
    ).toHaveAttribute('href', `/area-personale/indirizzi/edit/${ufficio}/?next=%2Fcheckout%2F`);

    // One book of Libreria Centrale, Standard to Italy, under 1 kg: 4,90 €.
    await expect(totalsLine(page, 'totale spese spedizione')).toContainText('+ 4,90 €');
    await expect(totalsLine(page, 'totale prodotti')).toBeVisible();
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await expect(totalsLine(page, 'totale sconti')).toHaveCount(0);
    await expect(totalsLine(page, 'Borsellino')).toHaveCount(0);
  });

  test('new address form: limits, hints, prefilled email, province, required fields, cancel', async ({
    page,
    buyer,
  }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await expect(newAddressForm(page)).toHaveCount(0);
    await shippingSection(page)
      .getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })
      .click();
    const form = newAddressForm(page);
    await expect(form).toBeVisible();
    await expect(
      shippingSection(page).getByRole('button', { name: 'Aggiungi un nuovo indirizzo' }),
    ).toHaveCount(0);

    // docs/spec/checkout.md §4's limits.
    const limits: [string, string][] = [
      ['Etichetta', '35'],
      ['Nome e cognome', '35'],
      ['Presso (C/O)', '35'],
      ['Telefono', '128'],
      ['Email', '254'],
      ['Indirizzo', '64'],
      ['Indirizzo (seconda riga)', '64'],
    ];
    for (const [name, max] of limits) {
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveAttribute(
        'maxlength',
        max,
      );
    }
    await expect(
      form.getByRole('textbox', { name: 'Telefono', exact: true }),
    ).toHaveAccessibleDescription(/\+3934XXXXXXX/);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      buyer.email,
    );

    // Italy: the province is a dropdown; elsewhere free text that may stay empty.
    const country = form.getByRole('combobox', { name: 'Paese' });
    await expect(country).toHaveValue('IT');
    const province = form.getByRole('combobox', { name: 'Provincia', exact: true });
    await province.selectOption('MI');
    await expect(province.locator('option:checked')).toHaveText('Milano (MI)');
    await country.selectOption('FR');
    await expect(form.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveCount(0);
    const region = form.getByRole('textbox', { name: 'Provincia o stato' });
    await expect(region).toHaveValue('');
    await expect(region).toHaveAccessibleDescription('Lascia vuoto se non applicabile');
    await region.fill('Île-de-France');
    await country.selectOption('IT');
    await expect(form.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveValue('');

    // Required fields, and a phone that is not one.
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('');
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Salva indirizzo' }).click();
    for (const name of ['Etichetta', 'Nome e cognome', 'Indirizzo', 'Città', 'CAP']) {
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveAccessibleDescription(
        new RegExp(REQUIRED),
      );
    }
    await expect(
      form.getByRole('combobox', { name: 'Provincia', exact: true }),
    ).toHaveAccessibleDescription(REQUIRED);
    await expect(
      form.getByRole('textbox', { name: 'Telefono', exact: true }),
    ).toHaveAccessibleDescription(/Numero di telefono non valido/);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await form.getByRole('button', { name: 'Annulla' }).click();
    await expect(newAddressForm(page)).toHaveCount(0);
    await expect(
      shippingSection(page).getByRole('button', { name: 'Aggiungi un nuovo indirizzo' }),
    ).toBeFocused();
  });

  test('a server field error shows under its field; the draft reopens the form', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await shippingSection(page)
      .getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })
      .click();
    const form = newAddressForm(page);
    // 'Casa' is taken: the server answers 409 with a message for the label.
    await form.getByRole('textbox', { name: 'Etichetta', exact: true }).fill('Casa');
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Mario Rossi');
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+393401234567');
    await form
      .getByRole('textbox', { name: 'Indirizzo', exact: true })
      .fill('Corso Buenos Aires 1');
    await form.getByRole('combobox', { name: 'Provincia', exact: true }).selectOption('MI');
    await form.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await form.getByRole('textbox', { name: 'CAP' }).fill('20124');
    await form.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(
      form.getByRole('textbox', { name: 'Etichetta', exact: true }),
    ).toHaveAccessibleDescription(/Hai già un indirizzo con questa etichetta/);
    await expect(form).toBeVisible();

    // The draft was stored while typing: a reload reopens the form with it.
    await page.reload();
    const reopened = newAddressForm(page);
    await expect(reopened).toBeVisible();
    await expect(reopened.getByRole('textbox', { name: 'Etichetta', exact: true })).toHaveValue(
      'Casa',
    );
    await expect(reopened.getByRole('textbox', { name: 'Indirizzo', exact: true })).toHaveValue(
      'Corso Buenos Aires 1',
    );
    await expect(reopened.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveValue(
      'MI',
    );

    // Cancel forgets the draft.
    await reopened.getByRole('button', { name: 'Annulla' }).click();
    await expect(newAddressForm(page)).toHaveCount(0);
    await page.reload();
    await expect(addressSelect(page)).toBeVisible();
    await expect(newAddressForm(page)).toHaveCount(0);
  });

  test('a new French address is selected; Libreria del Porto cannot ship there', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: BOOK.porto, shipping: 'Standard' }]);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await shippingSection(page)
      .getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })
      .click();
    const form = newAddressForm(page);
    await form.getByRole('textbox', { name: 'Etichetta', exact: true }).fill('Parigi');
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Mario Rossi');
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+33612345678');
    await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('12 rue de Rivoli');
    await form.getByRole('combobox', { name: 'Paese' }).selectOption('FR');
    await form.getByRole('textbox', { name: 'Città' }).fill('Paris');
    await form.getByRole('textbox', { name: 'CAP' }).fill('75001');
    await form.getByRole('button', { name: 'Salva indirizzo' }).click();

    await expect(newAddressForm(page)).toHaveCount(0);
    await expect(addressSelect(page).locator('option:checked')).toHaveText('Parigi');
    const block = shippingSection(page).locator('address');
    await expect(block).toContainText('75001 Paris');
    await expect(block).toContainText('Francia');

    const alert = totalsSection(page).getByRole('alert');
    await expect(alert).toContainText(NO_SHIPPING);
    await expect(alert.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute(
      'href',
      '/it/carrello',
    );
    await expect(totalsLine(page, 'totale da pagare')).toHaveCount(0);

    await addressSelect(page).selectOption({ label: 'Casa' });
    await expect(totalsSection(page).getByRole('alert')).toHaveCount(0);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    // A reload starts again from the first address.
    await page.reload();
    await expect(addressSelect(page).locator('option:checked')).toHaveText('Casa');
  });

  test('only shop pickup: no shipping address is needed', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Shop_pickup' }]);
    await expect(shippingSection(page)).toContainText(
      'Non serve un indirizzo di spedizione: hai scelto il ritiro in libreria per tutti i libri.',
    );
    await expect(shippingSection(page).getByRole('combobox')).toHaveCount(0);
    await expect(
      shippingSection(page).getByRole('button', { name: 'Aggiungi un nuovo indirizzo' }),
    ).toHaveCount(0);
    await expect(totalsLine(page, 'totale spese spedizione')).toContainText('+ 0,00 €');
  });

  test('editing the address elsewhere and coming back keeps the address, notes, gift and invoice choice', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await addressSelect(page).selectOption({ label: 'Ufficio' });
    const notes = region(page, 'Note per la consegna');
    await notes
      .getByRole('textbox', { name: 'Note aggiuntive per la consegna' })
      .fill('Consegnare in portineria');
    await notes.getByRole('button', { name: 'Salva note' }).click();
    await notes.getByRole('checkbox', { name: 'Regalo' }).check();
    const invoice = billingSection(page).getByRole('checkbox', {
      name: 'Indirizzo di fatturazione',
    });
    await invoice.check();

    await shippingSection(page)
      .getByRole('link', { name: 'Modifica indirizzo selezionato' })
      .click();
    await expect(page).toHaveURL(/\/area-personale\/indirizzi\/edit\/\d+\//);
    await main(page).getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);

    await expect(addressSelect(page).locator('option:checked')).toHaveText('Ufficio');
    await expect(notes.getByText('Consegnare in portineria')).toBeVisible();
    await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeChecked();
    await expect(invoice).toBeChecked();
  });

  test('delivery notes: saved, shown with an edit button, edited again', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    const notes = region(page, 'Note per la consegna');
    await notes
      .getByRole('textbox', { name: 'Note aggiuntive per la consegna' })
      .fill('Citofono rotto: chiamare al telefono');
    await notes.getByRole('button', { name: 'Salva note' }).click();
    await expect(notes.getByText('Citofono rotto: chiamare al telefono')).toBeVisible();
    await expect(notes.getByRole('textbox')).toHaveCount(0);
    const edit = notes.getByRole('button', { name: 'Modifica note' });
    await expect(edit).toBeFocused();
    await edit.click();
    const textarea = notes.getByRole('textbox', { name: 'Note aggiuntive per la consegna' });
    await expect(textarea).toHaveValue('Citofono rotto: chiamare al telefono');
    await expect(textarea).toBeFocused();
    await textarea.fill('Lasciare al portiere');
    await notes.getByRole('button', { name: 'Salva note' }).click();
    await expect(notes.getByText('Lasciare al portiere')).toBeVisible();
  });

  test('delivery notes past their limit: a field error under them, nothing saved or cut', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    const notes = region(page, 'Note per la consegna');
    const textarea = notes.getByRole('textbox', { name: 'Note aggiuntive per la consegna' });
    const tooLong = 'Citofono rotto. '.repeat(125) + '!';
    await textarea.fill(tooLong);
    await notes.getByRole('button', { name: 'Salva note' }).click();
    const error = notes.getByText('Testo troppo lungo (massimo 2000 caratteri)');
    await expect(error).toBeVisible();
    await expect(textarea).toBeFocused();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Testo troppo lungo (massimo 2000 caratteri)',
    );
    await expect(textarea).toHaveValue(tooLong);
    await textarea.fill('Citofono rotto');
    await notes.getByRole('button', { name: 'Salva note' }).click();
    await expect(notes.getByText('Citofono rotto', { exact: true })).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('SOLOLIBRERIA is refused on a cart without Libreria Centrale', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.porto, shipping: 'Standard' }]);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await expectCodeRefused(page, 'SOLOLIBRERIA', 'Lo sconto non è valido per questa libreria');
  });

  test('no accessibility violations with the forms open', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await expectNoAxeViolations(page);
    await shippingSection(page)
      .getByRole('button', { name: 'Aggiungi un nuovo indirizzo' })
      .click();
    await billingSection(page).getByRole('checkbox', { name: 'Indirizzo di fatturazione' }).check();
    await newAddressForm(page).getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(newAddressForm(page).getByText(REQUIRED).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('es: a full pass in Spanish', async ({ page, buyer }) => {
    await languagePass(page, 'es', buyer.email);
  });

  test('billing: saving valid data shows it with the edit link', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    const billing = billingSection(page);
    await billing.getByRole('checkbox', { name: 'Indirizzo di fatturazione' }).check();
    const form = billing.getByRole('form', { name: 'Dati per la fattura' });
    // No billing record yet: the form starts empty (mario.rossi's persona NONE prefills it).
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
    await form.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
    await form.getByRole('textbox', { name: 'Codice fiscale' }).fill('RSSMRA80A01F205X');
    await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Lecco 12');
    await form.getByRole('combobox', { name: 'Provincia', exact: true }).selectOption('MI');
    await form.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await form.getByRole('textbox', { name: 'CAP' }).fill('20124');
    await form.getByRole('button', { name: 'Salva dati di fatturazione' }).click();

    await expect(billing.getByRole('form')).toHaveCount(0);
    const summary = billing.locator('address');
    await expect(summary).toContainText('Mario Rossi');
    await expect(summary).toContainText('Codice fiscale: RSSMRA80A01F205X');
    await expect(
      billing.getByRole('link', { name: 'Modifica dati di fatturazione' }),
    ).toHaveAttribute('href', '/area-personale/dati-fatturazione/?next=%2Fcheckout%2F');
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
  });

  test('a code that stops being valid is removed with a warning', async ({ page }) => {
    await openCheckout(page, [
      { productId: BOOK.centrale, shipping: 'Standard' },
      { productId: BOOK.porto, shipping: 'Standard' },
    ]);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await applyCode(page, 'SOLOLIBRERIA');
    await expect(toast(page, 'Codice sconto applicato')).toBeVisible();
    const vouchers = totalsSection(page).getByRole('list', { name: 'Codici sconto applicati' });
    await expect(vouchers).toContainText('SOLOLIBRERIA');

    // Without Libreria Centrale's book the code no longer applies: the next totals drop it.
    await removeBook(page, BOOK.centrale);
    await page.reload();
    await expect(toast(page, 'Codice sconto non più valido, rimosso dal carrello')).toBeVisible();
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
    await expect(vouchers).toHaveCount(0);
  });

  test('en: a full pass in English', async ({ page, buyer }) => {
    await languagePass(page, 'en', buyer.email);
  });

  test('fr: a full pass in French', async ({ page, buyer }) => {
    await languagePass(page, 'fr', buyer.email);
  });
});

test.describe('what the checkout keeps', () => {
  // Both tests reach the card's payment, one of them the confirmation: a purchase's time.
  test.describe.configure({ timeout: allowFor(60_000) });
  test.beforeEach(async ({ page, buyer }) => {
    await giveAddresses(page, buyer, [ADDRESSES.casa]);
  });

  /** Back to the cart, as the buyer goes, and 'Procedi al checkout' again. */
  async function proceedAgain(page: Page): Promise<void> {
    await page.goto('/it/carrello');
    await main(page).getByRole('button', { name: 'Procedi al checkout' }).click();
    await expect(page).toHaveURL(/\/it\/checkout\/$/);
  }

  test('saved notes and the gift flag survive going back to the cart; the order carries them', async ({
    page,
    browser,
  }) => {
    const note = 'Consegnare dopo le 18, citofono Rossi';
    await openCheckout(page, [{ productId: KEPT_BOOKS.pinocchio, shipping: 'Standard' }]);
    await notesAndGift(page, note);

    await proceedAgain(page);
    const notes = region(page, 'Note per la consegna');
    await expect(notes.getByText(note)).toBeVisible();
    await expect(notes.getByRole('button', { name: 'Modifica note' })).toBeVisible();
    await expect(notes.getByRole('checkbox', { name: 'Regalo' })).toBeChecked();

    await methodButton(page, 'Carta di credito').click();
    await payWithCard(page, CARDS.succeeds);
    const orderNumber = await confirmationNumber(page);
    // The order placed, the next checkout starts without them.
    expect(await page.evaluate(() => localStorage.getItem('checkout.choices'))).toBeNull();

    // What the bookshop reads with the part (its staff's details).
    const staff = await browser.newContext();
    try {
      const staffPage = await staff.newPage();
      await logIn(staffPage, staffEmailOf(LIBRERIA_CENTRALE));
      const { bookshopOrders } = await graphql<{
        bookshopOrders: { orderNumber: string; details: { notes: string; present: boolean } }[];
      }>(
        staffPage,
        'BookshopOrders',
        'query BookshopOrders { bookshopOrders { orderNumber details { notes present } } }',
      );
      expect(bookshopOrders.find((part) => part.orderNumber === orderNumber)?.details).toEqual({
        notes: note,
        present: true,
      });
    } finally {
      await staff.close();
    }
  });

  test('a reload keeps the payment method chosen and its panel ready; the cart starts over', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: KEPT_BOOKS.principe, shipping: 'Standard' }]);
    await methodButton(page, 'Carta di credito').click();
    const cardNumber = main(page).getByRole('textbox', { name: 'Numero carta' });
    await expect(cardNumber).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();

    await page.reload();
    await expect(payment(page).getByRole('heading', { name: 'Carta di credito' })).toBeVisible();
    await expect(cardNumber).toBeVisible();
    await expect(confirmButton(page)).toBeEnabled();
    await expect(methodButton(page, 'Carta di credito')).toHaveCount(0);
    // Payment active: the notes and the codes stay locked as before the reload.
    await expect(
      region(page, 'Note per la consegna').getByRole('button', { name: 'Salva note' }),
    ).toBeDisabled();
    await expect(totalsSection(page).getByRole('textbox', { name: 'Codice sconto' })).toHaveCount(
      0,
    );

    // Back to none: a reload keeps none.
    await payment(page).getByRole('button', { name: 'Cambia metodo di pagamento' }).click();
    await expect(methodButton(page, 'Carta di credito')).toBeVisible();
    await page.reload();
    await expect(methodButton(page, 'Carta di credito')).toBeVisible();
    await expect(cardNumber).toHaveCount(0);

    // A new hand-over from the cart starts with no method (docs/spec/checkout.md §1).
    await methodButton(page, 'Carta di credito').click();
    await expect(cardNumber).toBeVisible();
    await proceedAgain(page);
    await expect(methodButton(page, 'Carta di credito')).toBeVisible();
    await expect(cardNumber).toHaveCount(0);
    await expect(confirmButton(page)).toBeDisabled();
  });
});

test.describe('mario.rossi: persona NONE, a code already used', () => {
  // His basket is shared: one test after the other, neither needing the other.
  test.describe.configure({ mode: 'default' });
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.mario);
  });

  test('discount codes: each answer, the voucher line and Rimuovi', async ({ page }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();

    await applyCode(page, 'BENVENUTO10');
    await expect(toast(page, 'Codice sconto applicato')).toBeVisible();
    await expect(totalsSection(page).getByRole('textbox', { name: 'Codice sconto' })).toHaveValue(
      '',
    );
    const vouchers = totalsSection(page).getByRole('list', { name: 'Codici sconto applicati' });
    const voucher = vouchers.getByRole('listitem').filter({ hasText: 'BENVENUTO10' });
    await expect(voucher).toContainText(/−\s\d+,\d\d\s€/);
    await expect(totalsLine(page, 'totale sconti')).toContainText(/−\s\d+,\d\d\s€/);
    await expect(totalsLine(page, 'totale prodotti')).toBeVisible();
    await expect(totalsLine(page, 'totale spese spedizione')).toContainText('+ 4,90 €');
    await expect(totalsLine(page, 'Borsellino')).toHaveCount(0);

    await expectCodeRefused(page, 'BENVENUTO10', 'Sconto già presente nel carrello');
    await expectCodeRefused(page, 'SCADUTO', 'Lo sconto è scaduto');
    await expectCodeRefused(page, 'GIAUSATO', 'Sconto già utilizzato');
    await expectCodeRefused(page, 'MAXI500', 'Lo sconto supera il totale per questa libreria');
    await expectCodeRefused(page, 'NONESISTE', 'Codice sconto non valido');

    await voucher.getByRole('button', { name: /^Rimuovi/ }).click();
    await expect(toast(page, 'Codice sconto rimosso')).toBeVisible();
    await expect(vouchers).toHaveCount(0);
    await expect(totalsLine(page, 'totale sconti')).toHaveCount(0);
    await expect(totalsLine(page, 'totale da pagare')).toBeVisible();
  });

  test('billing: persona NONE opens the billing form; bad fiscal codes are refused', async ({
    page,
  }) => {
    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Standard' }]);
    const billing = billingSection(page);
    const invoice = billing.getByRole('checkbox', { name: 'Indirizzo di fatturazione' });
    await expect(invoice).not.toBeChecked();
    await expect(invoice).toHaveAccessibleDescription(
      "La fattura può essere richiesta solo al momento dell'ordine.",
    );
    await expect(billing.getByRole('form')).toHaveCount(0);

    await invoice.check();
    const form = billing.getByRole('form', { name: 'Dati per la fattura' });
    await expect(form).toBeVisible();
    // One billing record only: no selector.
    await expect(billing.getByRole('combobox', { name: 'Dati di fatturazione' })).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Persona fisica' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Mario');
    await expect(form.getByRole('textbox', { name: 'Cognome' })).toHaveValue('Rossi');
    await expect(form.getByRole('textbox', { name: 'Ragione sociale' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Partita IVA' })).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Codice fiscale' }).fill('RSSMRA80A01F205Z');
    await form.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Lecco 12');
    await form.getByRole('combobox', { name: 'Provincia', exact: true }).selectOption('MI');
    await form.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await form.getByRole('textbox', { name: 'CAP' }).fill('20124');
    await form.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
    await expect(form.getByRole('textbox', { name: 'Codice fiscale' })).toHaveAccessibleDescription(
      'Codice fiscale non valido',
    );

    await form.getByRole('radio', { name: 'Azienda o ente (persona giuridica)' }).check();
    for (const name of ['Ragione sociale', 'Partita IVA', 'PEC', 'Codice destinatario SDI']) {
      await expect(form.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    await form.getByRole('textbox', { name: 'Codice fiscale' }).fill('');
    await form.getByRole('textbox', { name: 'Ragione sociale' }).fill('Rossi Libri S.r.l.');
    await form.getByRole('textbox', { name: 'Partita IVA' }).fill('12345678901');
    await form.getByRole('textbox', { name: 'Codice destinatario SDI' }).fill('ABC1234');
    await form.getByRole('button', { name: 'Salva dati di fatturazione' }).click();
    await expect(form.getByRole('textbox', { name: 'Partita IVA' })).toHaveAccessibleDescription(
      'Partita IVA non valida',
    );

    // Unticking drops the billing address and the form.
    await invoice.uncheck();
    await expect(billing.getByRole('form')).toHaveCount(0);
  });
});

test.describe('a buyer without saved addresses nor billing data', () => {
  test('the form shows directly, and its draft survives a reload', async ({ page, buyer }) => {
    // No hand-over from the cart: no shipping chosen, no totals.
    await page.goto(CHECKOUT);
    const form = newAddressForm(page);
    await expect(form).toBeVisible();
    await expect(addressSelect(page)).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Annulla' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      buyer.email,
    );
    await expect(form.getByRole('combobox', { name: 'Paese' })).toHaveValue('IT');

    // No shipping selected: no totals, a way back to the cart.
    await expect(totalsSection(page)).toContainText(
      'Scegli la spedizione di ogni libreria nel carrello per vedere i totali.',
    );
    await expect(
      totalsSection(page).getByRole('link', { name: 'Torna al carrello' }),
    ).toHaveAttribute('href', '/it/carrello');
    await expect(totalsSection(page).getByRole('textbox', { name: 'Codice sconto' })).toHaveCount(
      0,
    );

    await form.getByRole('textbox', { name: 'Etichetta', exact: true }).fill('Londra');
    await form.getByRole('combobox', { name: 'Paese' }).selectOption('GB');
    await form.getByRole('textbox', { name: 'Provincia o stato' }).fill('Greater London');
    await page.reload();
    const reopened = newAddressForm(page);
    await expect(reopened.getByRole('textbox', { name: 'Etichetta', exact: true })).toHaveValue(
      'Londra',
    );
    await expect(reopened.getByRole('combobox', { name: 'Paese' })).toHaveValue('GB');
    await expect(reopened.getByRole('textbox', { name: 'Provincia o stato' })).toHaveValue(
      'Greater London',
    );

    // No billing record at all: ticking the box opens an empty billing form.
    await billingSection(page).getByRole('checkbox', { name: 'Indirizzo di fatturazione' }).check();
    const billingForm = billingSection(page).getByRole('form', { name: 'Dati per la fattura' });
    await expect(billingForm.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
    await expectNoAxeViolations(page);
  });
});

test('a logged-out visitor logs in and comes back to the checkout, banners around it', async ({
  page,
  buyer,
}) => {
  await giveAddresses(page, buyer, [ADDRESSES.casa]);
  await logOut(page);
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/it\/login\/\?next=%2Fit%2Fcheckout%2F$/);
  await main(page).getByLabel('Email', { exact: true }).fill(buyer.email);
  await main(page).getByLabel('Password', { exact: true }).fill(buyer.password);
  await main(page).getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/$/);
  await expect(page).toHaveTitle('Checkout | Scaffale');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('ordine');
  await expect(page.getByRole('banner').locator('[data-testid="banner-header"]')).not.toBeEmpty();
  await expect(
    page.getByRole('contentinfo').locator('[data-testid="banner-footer"]'),
  ).not.toBeEmpty();
  await expect(shippingSection(page).getByRole('combobox')).toBeVisible();
});
