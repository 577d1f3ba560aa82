import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { main, region, toast } from '../page-support.ts';
import { allowFor } from '../timeouts.ts';

// The shelf (docs/spec/marketplace.md §5): a bookshop's staff add a book by its ISBN-13, find it,
// change its price and see the new price on the book's page; a rate table with a gap is refused and
// changes nothing. Each test has a bookshop of its own (fixtures.ts: `staff`), with the
// administrator's default shipping (pickup; Standard at the Italian rates, to Italy and
// abroad) and no book: what it adds or changes is seen by no other test. The shelf and the
// new book are the area's shelf section (/area-libreria/scaffale/), the rate tables its
// shipping section (/area-libreria/spedizioni/). axe checks each page whole as it opens
// (bookshop-area.spec.ts in Italian, here in French), then the section a test has changed.

test.describe.configure({ timeout: allowFor(60_000) });

const BOOK = {
  isbn: '978-88-06-22270-3',
  title: 'Quaderno di prova dello scaffale',
  authors: 'Anna Rossi\nLuca Bianchi',
  publisher: 'Edizioni di prova',
  year: '2024',
  weight: '350',
  price: '12,00',
  copies: '4',
} as const;
const STANDARD = 'Standard (3-5 giorni lavorativi)';

/** Presses a control with the keyboard alone: focused, then Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

test('the staff add a book by ISBN, find it, change its price and see it on its page', async ({
  page,
  staff,
}) => {
  await staff.logIn(page);
  await page.goto('/it/area-libreria/scaffale/');
  const add = region(page, 'Aggiungi libro');
  const isbn = add.getByRole('textbox', { name: 'ISBN' });
  // The check digit is tested as the ISBN is typed.
  await isbn.fill('978-88-06-22270-4');
  await expect(add.getByText('Controlla l’ISBN: 13 cifre')).toBeVisible();
  await isbn.fill(BOOK.isbn);
  await expect(add.getByText('ISBN-13 valido.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Titolo' }).fill(BOOK.title);
  await add.getByRole('textbox', { name: 'Autori' }).fill(BOOK.authors);
  await add.getByRole('textbox', { name: 'Editore' }).fill(BOOK.publisher);
  await add.getByRole('textbox', { name: 'Anno di pubblicazione' }).fill(BOOK.year);
  await add.getByRole('textbox', { name: 'Peso (grammi)' }).fill(BOOK.weight);
  await add.getByRole('textbox', { name: 'Prezzo (€)' }).fill(BOOK.price);
  await add.getByRole('textbox', { name: 'Copie' }).fill(BOOK.copies);
  await expectNoAxeViolations(page, { within: [add] });
  await press(page, add.getByRole('button', { name: 'Aggiungi allo scaffale' }));
  await expect(toast(page, `«${BOOK.title}» aggiunto allo scaffale a 12,00`)).toBeVisible();
  await expect(isbn).toHaveValue('');
  await expect(isbn).toBeFocused();

  // The same ISBN again (hyphens dropped): the server's refusal, on the ISBN field.
  await isbn.fill('9788806222703');
  await add.getByRole('textbox', { name: 'Titolo' }).fill('Un altro titolo');
  await add.getByRole('textbox', { name: 'Autori' }).fill('Anna Rossi');
  await add.getByRole('textbox', { name: 'Editore' }).fill(BOOK.publisher);
  await add.getByRole('textbox', { name: 'Anno di pubblicazione' }).fill(BOOK.year);
  await add.getByRole('textbox', { name: 'Peso (grammi)' }).fill(BOOK.weight);
  await add.getByRole('textbox', { name: 'Prezzo (€)' }).fill(BOOK.price);
  await add.getByRole('textbox', { name: 'Copie' }).fill(BOOK.copies);
  await add.getByRole('button', { name: 'Aggiungi allo scaffale' }).click();
  await expect(
    add.getByText('Un libro con questo ISBN è già nello scaffale della libreria'),
  ).toBeVisible();
  await expect(isbn).toHaveAttribute('aria-invalid', 'true');
  await expect(isbn).toBeFocused();

  // Found on the shelf by its ISBN, its price changed in place with the keyboard.
  const shelf = region(page, 'Scaffale');
  const search = shelf.getByRole('searchbox', { name: 'Cerca per titolo, autore o ISBN' });
  await search.fill(BOOK.isbn);
  await search.press('Enter');
  const row = shelf.getByRole('row', { name: new RegExp(BOOK.title) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '9788806222703' })).toBeVisible();
  const price = row.getByRole('textbox', { name: `Prezzo di «${BOOK.title}»` });
  await expect(price).toHaveValue('12,00');
  await price.fill('14,50');
  await price.press('Enter');
  await expect(toast(page, `«${BOOK.title}»: nuovo prezzo 14,50`)).toBeVisible();
  // A price the server refuses is said beside it.
  await price.fill('0');
  await press(page, row.getByRole('button', { name: /^Salva prezzo/ }));
  await expect(row.getByRole('alert')).toContainText('Prezzo non valido');
  await expectNoAxeViolations(page, { within: [shelf] });

  await row.getByRole('link', { name: BOOK.title }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: BOOK.title })).toBeVisible();
  await expect(
    main(page)
      .getByText(/14,50\s€/)
      .first(),
  ).toBeVisible();
  await expect(main(page).getByText('Anna Rossi, Luca Bianchi').first()).toBeVisible();
});

test('a rate table with a gap is refused and nothing changes; rows are added and removed', async ({
  page,
  staff,
}) => {
  await staff.logIn(page);
  await page.goto('/it/area-libreria/spedizioni/');
  const rates = region(page, 'Spedizioni e tariffe');
  const standard = rates.getByRole('form', { name: STANDARD });
  const from2 = standard.getByRole('textbox', { name: 'Da (grammi), riga 2' });
  await expect(from2).toHaveValue('1000');
  await from2.fill('1500');
  await press(page, standard.getByRole('button', { name: `Salva tariffe «${STANDARD}»` }));
  await expect(standard.getByRole('alert')).toHaveText(
    'Riga 2: manca la fascia di peso da 1000 g a 1500 g',
  );
  await expect(from2).toHaveAttribute('aria-invalid', 'true');
  await expect(from2).toBeFocused();
  await expectNoAxeViolations(page, { within: [rates] });

  // Nothing was saved.
  await page.reload();
  await expect(from2).toHaveValue('1000');

  // A band added and removed again with the keyboard, and the table saved as it was.
  const rows = standard.getByRole('row');
  const count = await rows.count();
  await press(page, standard.getByRole('button', { name: 'Aggiungi fascia' }));
  await expect(rows).toHaveCount(count + 1);
  await expect(
    standard.getByRole('combobox', { name: `Destinazione, riga ${count}` }),
  ).toBeFocused();
  await press(page, standard.getByRole('button', { name: `Rimuovi riga ${count}` }));
  await expect(rows).toHaveCount(count);
  await press(page, standard.getByRole('button', { name: `Salva tariffe «${STANDARD}»` }));
  await expect(toast(page, `Tariffe «${STANDARD}» salvate.`)).toBeVisible();
});

test('in French the shelf, the new book form and the rates are translated and axe clean', async ({
  page,
  staff,
}) => {
  // The bookshop on holiday for a month, as Il Segnalibro is in the demo data: the shelf says so.
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await staff.api.graphql(
    'SetVacation',
    'mutation SetVacation($until: String) { setVacation(until: $until) { id } }',
    { until },
  );
  await staff.logIn(page);
  await page.goto('/fr/area-libreria/spedizioni/');
  const rates = region(page, 'Livraison et tarifs');
  await expect(
    rates.getByRole('form', { name: 'Standard (3 à 5 jours ouvrés)' }).getByRole('row').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/fr/area-libreria/scaffale/');
  await expect(region(page, 'Rayons')).toBeVisible();
  await expect(region(page, 'Ajouter un livre')).toBeVisible();
  await expect(main(page).getByText('La librairie est fermée pour congés jusqu’au')).toBeVisible();
  await expectNoAxeViolations(page);

  // A refusal, in French, on the field at fault.
  const add = region(page, 'Ajouter un livre');
  await add.getByRole('button', { name: 'Ajouter en rayon' }).click();
  await expect(add.getByRole('textbox', { name: 'ISBN' })).toBeFocused();
  await expect(add.getByText('Vérifiez l’ISBN')).toBeVisible();
  await expectNoAxeViolations(page, { within: [add] });
});
