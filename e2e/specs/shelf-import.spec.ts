import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../checkout-support.ts';
import { expect, test } from '../fixtures.ts';
import { region } from '../page-support.ts';
import { allowFor } from '../timeouts.ts';

// The shelf from a file (docs/spec/shelf-import.md): a bookshop's staff choose a CSV, see
// its preview (counts, each refused line with its reason, nothing changed yet), import it,
// find the new book on the shelf, and download the shelf back as CSV. The bookshop is the
// test's own (fixtures.ts: `staff`), with no book at first. axe checks the section as the
// preview and the result appear.

test.describe.configure({ timeout: allowFor(60_000) });

const TITLE = 'Quaderno di prova dell’importazione';
const ISBN = '9788806219260';
const CSV = [
  'isbn;titolo;autori;editore;anno;prezzo;copie',
  `${ISBN};${TITLE};Anna Rossi;Edizioni di prova;2024;12,50;3`,
  '9788806219261;Codice sbagliato;;;;10,00;1',
  '',
].join('\r\n');

test('the staff preview a CSV, import it, find the book and download the shelf', async ({
  page,
  staff,
}) => {
  await staff.logIn(page);
  await page.goto('/it/area-libreria/scaffale/');
  const section = region(page, 'Importa dal file');
  const shelf = region(page, 'Scaffale');
  await expect(shelf.getByRole('link', { name: TITLE })).toHaveCount(0);

  // Previewing without a file says so beside the file field.
  await section.getByRole('button', { name: 'Anteprima' }).click();
  await expect(section.getByRole('alert')).toHaveText('Scegli un file.');

  await section.getByLabel('File da importare (CSV o ONIX)').setInputFiles({
    name: 'scaffale.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await section.getByRole('button', { name: 'Anteprima' }).click();
  await expect(
    section.getByRole('heading', { name: 'Anteprima: nulla è ancora cambiato' }),
  ).toBeVisible();
  await expect(section.getByText('1 libro nuovo')).toBeVisible();
  await expect(section.getByText('1 riga rifiutata')).toBeVisible();
  const refused = section.getByRole('table', { name: 'Righe rifiutate' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toHaveText(/3\s*ISBN non valido/);
  await expectNoAxeViolations(page, { within: [section] });
  // A preview changes nothing: the shelf still lacks the book.
  await expect(shelf.getByRole('link', { name: TITLE })).toHaveCount(0);

  const submit = section.getByRole('button', { name: 'Importa', exact: true });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('heading', { name: 'Importazione completata' })).toBeVisible();
  await expect(section.getByText('1 libro nuovo')).toBeVisible();
  await expect(section.getByText('1 riga rifiutata')).toBeVisible();
  await expect(section.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page, { within: [section] });
  await expect(shelf.getByRole('link', { name: TITLE })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Scarica lo scaffale (CSV)' }).click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain('isbn;title;authors;publisher;year;price;copies;condition;weight');
  expect(exported).toContain(`${ISBN};${TITLE};Anna Rossi;Edizioni di prova;2024;12,50;3;NEW;400`);
});
