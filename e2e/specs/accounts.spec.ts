import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  BOOK,
  expectNoAxeViolations,
  graphql,
  openCheckout,
  placePendingOrder,
} from '../checkout-support.ts';
import { expect, logOut, registerBuyer, test } from '../fixtures.ts';
import { header, main, region } from '../page-support.ts';
import { useLanguage, type Lang } from '../support.ts';
import { allowFor } from '../timeouts.ts';

// The buyer's account pages (docs/spec/accounts-and-access.md §1, §2): registration through the
// page (logged in at once, `next` followed), its refusals (a short password or one easy to guess,
// judged as it is typed, an email taken),
// the account page (names, language, password, deletion) and the password reset by mail,
// read back from the dev mail route. Each test has accounts of its own: registered through
// the page with a unique email, or the fixture's buyer (fixtures.ts).

test.describe.configure({ timeout: allowFor(60_000) });

/** Long enough and hard to guess (zxcvbn's score 4). */
const NEW_PASSWORD = 'Un-altro-scaffale-di-libri-2026';
/** Twelve characters, but easy to guess (zxcvbn below 3): the page says so as it is typed. */
const WEAK_PASSWORD = 'qwerty123456';

/** The page's words the tests look for, in the languages they run in. */
const WORDS = {
  it: {
    createAccount: 'Crea un account',
    forgot: 'Password dimenticata?',
    email: 'Email',
    password: 'Password',
    newPassword: 'Nuova password',
    currentPassword: 'Password attuale',
    firstName: 'Nome',
    lastName: 'Cognome',
    language: 'Lingua',
    register: "Crea l'account",
    login: 'Accedi',
    logout: 'Esci',
    account: 'Il mio account',
    required: 'Questo campo è obbligatorio',
    tooShort: 'La password deve avere almeno 12 caratteri',
    tooWeak: 'Questa password è troppo facile da indovinare: segui i consigli qui sotto.',
    weakLevel: /^Robustezza: (molto debole|debole|ancora debole)$/,
    strongLevel: 'Robustezza: ottima',
    taken: 'Esiste già un account con questa email',
    passwordHint: /Almeno 12 caratteri e difficile da indovinare/,
    forgotHeading: 'Password dimenticata',
    sendLink: 'Mandami il link',
    linkSent: /Se esiste un account con questa email, ti abbiamo inviato un link/,
    resetHeading: 'Scegli una nuova password',
    saveNewPassword: 'Salva la nuova password',
    passwordChangedReset: 'La tua password è stata cambiata. Ora accedi con quella nuova.',
    goToLogin: "Vai all'accesso",
    invalidLink: /Questo link non vale più/,
    askAgain: 'Chiedi un nuovo link',
  },
  en: {
    createAccount: 'Create an account',
    forgot: 'Forgot your password?',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    firstName: 'First name',
    lastName: 'Last name',
    language: 'Language',
    register: 'Create the account',
    login: 'Log in',
    logout: 'Log out',
    account: 'My account',
    required: 'This field is required',
    tooShort: 'The password must have at least 12 characters',
    tooWeak: 'This password is too easy to guess: follow the advice below.',
    weakLevel: /^Strength: (very weak|weak|still weak)$/,
    strongLevel: 'Strength: strong',
    taken: 'An account with this email already exists',
    passwordHint: /At least 12 characters and hard to guess/,
    forgotHeading: 'Forgotten password',
    sendLink: 'Send me the link',
    linkSent: /If an account exists with this email, we have sent it a link/,
    resetHeading: 'Choose a new password',
    saveNewPassword: 'Save the new password',
    passwordChangedReset: 'Your password has been changed. Now log in with the new one.',
    goToLogin: 'Go to log in',
    invalidLink: /This link is no longer valid/,
    askAgain: 'Ask for a new link',
  },
} as const satisfies Partial<Record<Lang, Record<string, string | RegExp>>>;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** An email no other test or run has used. */
function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`;
}

const field = (scope: Locator, label: string): Locator => scope.getByLabel(label, { exact: true });

/** Where a test finds out that the page in `lang` has settled: its heading, no spinner. */
async function settled(page: Page, lang: Lang, heading: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/** Fills the registration form (the language left as the page chose it unless given). */
async function fillRegistration(
  page: Page,
  words: Words,
  values: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  const form = main(page);
  await field(form, words.email).fill(values.email);
  await field(form, words.password).fill(values.password);
  await field(form, words.firstName).fill(values.firstName);
  await field(form, words.lastName).fill(values.lastName);
}

/** Logs in through the login page in `lang`; the caller checks where it lands. */
async function logInThroughPage(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
): Promise<void> {
  const words = WORDS[lang === 'it' ? 'it' : 'en'];
  await page.goto(`/${lang}/login/`);
  await field(main(page), words.email).fill(email);
  await field(main(page), words.password).fill(password);
  await main(page).getByRole('button', { name: words.login, exact: true }).click();
}

/**
 * The `/{lang}/{page}/{token}/` path of the newest link to `page` mailed to `email`: a reset
 * (`reset-password`), an email change's confirmation (`conferma-email`) or its undo
 * (`annulla-cambio-email`).
 */
async function linkFromMail(page: Page, email: string, linked = 'reset-password'): Promise<string> {
  let path = '';
  const pattern = new RegExp(`/(?:it|en|fr|es)/${linked}/[^/\\s]+/`);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mail/?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return `HTTP ${response.status()}`;
        const messages = (await response.json()) as { to: string; text: string }[];
        for (const message of messages) {
          const found = pattern.exec(message.text);
          if (found) {
            path = found[0];
            return 'found';
          }
        }
        return `${messages.length} messages, no ${linked} link`;
      },
      { message: `a ${linked} mail to ${email}`, timeout: allowFor(15_000) },
    )
    .toBe('found');
  return path;
}

/** `text` as a pattern that finds it anywhere. */
const containing = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('registration', () => {
  test('in Italian, from the login page: logged in at once, the guest basket kept', async ({
    page,
  }) => {
    const words = WORDS.it;
    await useLanguage(page, 'it');
    // A guest's book, which the registration merges into the new account's basket.
    await page.goto('/it/');
    await graphql(
      page,
      'AddProduct',
      'mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }',
      { productId: BOOK.centrale },
    );

    await page.goto('/it/login/');
    await expect(main(page).getByRole('link', { name: words.forgot })).toHaveAttribute(
      'href',
      '/it/password-dimenticata/',
    );
    await main(page).getByRole('link', { name: words.createAccount }).click();
    await expect(page).toHaveURL(/\/it\/registrati\/$/);
    await expect(page).toHaveTitle('Crea un account | Scaffale');
    await settled(page, 'it', 'Crea un account');
    // The rule is read with the password field, and the language is the page's.
    await expect(field(main(page), words.password)).toHaveAccessibleDescription(words.passwordHint);
    await expect(main(page).getByRole('combobox', { name: words.language })).toHaveValue('it');
    await expectNoAxeViolations(page);

    const email = uniqueEmail('reg-it');
    await fillRegistration(page, words, {
      email,
      password: NEW_PASSWORD,
      firstName: 'Anna',
      lastName: 'Verdi',
    });
    await main(page).getByRole('button', { name: words.register }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/it\/$/);
    await expect(header(page)).toContainText(email);
    await expect(header(page).getByRole('button', { name: words.logout })).toBeVisible();
    await expect(header(page).getByRole('link', { name: words.account })).toHaveAttribute(
      'href',
      '/it/area-personale/',
    );
    // The guest's book is in the new account's basket.
    await page.goto('/it/carrello');
    await expect(main(page)).toContainText('Libreria Centrale');
  });

  test('in English, from a page that asked for a login: back to that page', async ({ page }) => {
    const words = WORDS.en;
    await useLanguage(page, 'en');
    await page.goto(`/en/login/?next=${encodeURIComponent('/en/wishlist/')}`);
    await main(page).getByRole('link', { name: words.createAccount }).click();
    await expect(page).toHaveURL(/\/en\/registrati\/\?next=%2Fen%2Fwishlist%2F$/);
    await settled(page, 'en', 'Create an account');
    await expect(main(page).getByRole('combobox', { name: words.language })).toHaveValue('en');
    await expectNoAxeViolations(page);
    // The way back to the login keeps `next` too.
    await expect(main(page).getByRole('link', { name: words.login })).toHaveAttribute(
      'href',
      '/en/login/?next=%2Fen%2Fwishlist%2F',
    );

    const email = uniqueEmail('reg-en');
    await fillRegistration(page, words, {
      email,
      password: NEW_PASSWORD,
      firstName: 'Jane',
      lastName: 'Reader',
    });
    await main(page).getByRole('button', { name: words.register }).click();

    await expect(page).toHaveURL(/\/en\/wishlist\/$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your wishlist');
    await expect(header(page)).toContainText(email);
    await expect(header(page).getByRole('button', { name: words.logout })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_language')?.value).toBe('en');
  });

  test("refusals: each said under its field, the server's in the page's language", async ({
    page,
    browser,
  }) => {
    const words = WORDS.it;
    // An account that already has the email the visitor will try.
    const other = await browser.newContext();
    const taken = await registerBuyer(other, { tag: 'taken' });
    await other.close();

    await useLanguage(page, 'it');
    await page.goto('/it/registrati/');
    await settled(page, 'it', 'Crea un account');
    const form = main(page);
    const submit = form.getByRole('button', { name: words.register });

    // Nothing typed: every field says so, and the first gets the focus.
    await submit.click();
    const email = field(form, words.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(words.required);
    await expect(email).toBeFocused();
    await expect(field(form, words.firstName)).toHaveAccessibleDescription(words.required);
    await expectNoAxeViolations(page);

    // Too short: the page knows the rule before anything is sent.
    await fillRegistration(page, words, {
      email: uniqueEmail('weak'),
      password: 'corta',
      firstName: 'Anna',
      lastName: 'Verdi',
    });
    await submit.click();
    const password = field(form, words.password);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(words.tooShort));

    // Easy to guess: said as it is typed (the level, what is wrong, what to do), and on
    // sending, before anything is sent.
    await password.fill(WEAK_PASSWORD);
    const level = form.getByRole('status').filter({ hasText: /^Robustezza/ });
    await expect(level).toHaveText(words.weakLevel);
    await expect(password).toHaveAccessibleDescription(/Aggiungi un maggior numero di parole/);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(new RegExp(words.tooWeak));
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);
    await password.fill(NEW_PASSWORD);
    await expect(level).toHaveText(words.strongLevel);

    // Taken: the email's error.
    await email.fill(taken.email);
    await password.fill(NEW_PASSWORD);
    await submit.click();
    await expect(email).toHaveAccessibleDescription(words.taken);
    await expect(page).toHaveURL(/\/it\/registrati\/$/);
    await expect(header(page).getByRole('link', { name: words.login })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a new buyer’s first order links to their orders', async ({ page }) => {
    const words = WORDS.it;
    await useLanguage(page, 'it');
    await page.goto('/it/registrati/');
    const email = uniqueEmail('first-order');
    await fillRegistration(page, words, {
      email,
      password: NEW_PASSWORD,
      firstName: 'Anna',
      lastName: 'Verdi',
    });
    await main(page).getByRole('button', { name: words.register }).click();
    await expect(header(page)).toContainText(email);

    await openCheckout(page, [{ productId: BOOK.centrale, shipping: 'Shop_pickup' }]);
    const payment = region(page, 'Pagamento');
    await payment.getByRole('button', { name: 'Carta di credito', exact: true }).click();
    await main(page).getByRole('textbox', { name: 'Numero carta' }).fill('4242 4242 4242 4242');
    await main(page).getByRole('textbox', { name: 'Scadenza' }).fill('12/34');
    await main(page).getByRole('textbox', { name: 'CVC' }).fill('123');
    await payment.getByRole('button', { name: 'Conferma ordine', exact: true }).click();

    await expect(page).toHaveURL(/\/api\/conferma-ordine\/[A-Z0-9-]+\/$/);
    const link = main(page).getByRole('link', { name: 'Vedi tutti i tuoi ordini' });
    await expect(link).toHaveAttribute('href', '/it/ordini/');
    await link.click();
    await expect(page).toHaveURL(/\/it\/ordini\/$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('I miei ordini');
  });
});

test.describe('the account page', () => {
  test('edits the names and the language, and changes the password', async ({ page, buyer }) => {
    const itWords = WORDS.it;
    const en = WORDS.en;
    await useLanguage(page, 'it');
    await page.goto('/it/');
    await header(page).getByRole('link', { name: itWords.account }).click();
    await expect(page).toHaveURL(/\/it\/area-personale\/$/);
    await expect(page).toHaveTitle('Il mio account | Scaffale');
    await settled(page, 'it', 'Il mio account');

    const profile = main(page).getByRole('form', { name: 'I tuoi dati' });
    await expect(field(profile, itWords.firstName)).toHaveValue(buyer.firstName);
    await expect(field(profile, itWords.lastName)).toHaveValue(buyer.lastName);
    await expect(field(profile, itWords.email)).toHaveValue(buyer.email);
    await expect(profile.getByRole('combobox', { name: itWords.language })).toHaveValue('it');
    await expectNoAxeViolations(page);

    // An empty name is refused before anything is sent.
    await field(profile, itWords.firstName).fill('');
    await profile.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(field(profile, itWords.firstName)).toHaveAccessibleDescription(itWords.required);

    await field(profile, itWords.firstName).fill('Beatrice');
    await field(profile, itWords.lastName).fill('Portinari');
    await profile.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(profile.getByRole('status').filter({ hasText: 'salvati' })).toHaveText(
      'I tuoi dati sono stati salvati.',
    );
    await page.reload();
    await expect(field(profile, itWords.firstName)).toHaveValue('Beatrice');
    await expect(field(profile, itWords.lastName)).toHaveValue('Portinari');

    // A new language applies at once: the page opens in it, and the account keeps it.
    await profile.getByRole('combobox', { name: itWords.language }).selectOption('en');
    await profile.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page).toHaveURL(/\/en\/area-personale\/$/);
    await settled(page, 'en', 'My account');
    await expect(page).toHaveTitle('My account | Scaffale');
    const profileEn = main(page).getByRole('form', { name: 'Your details' });
    await expect(profileEn.getByRole('combobox', { name: en.language })).toHaveValue('en');
    const account = await page.request.get('/api/account/');
    expect(await account.json()).toEqual({
      email: buyer.email,
      firstName: 'Beatrice',
      lastName: 'Portinari',
      language: 'en',
      pendingEmail: null,
    });

    // The password: the new one must be a good one, the current one must be right.
    const passwordForm = main(page).getByRole('form', { name: 'Change your password' });
    const current = field(passwordForm, en.currentPassword);
    const next = field(passwordForm, en.newPassword);
    const change = passwordForm.getByRole('button', { name: 'Change the password' });
    await expect(next).toHaveAccessibleDescription(en.passwordHint);
    await current.fill(buyer.password);
    await next.fill(WEAK_PASSWORD);
    await expect(passwordForm.getByRole('status').filter({ hasText: /^Strength/ })).toHaveText(
      en.weakLevel,
    );
    await change.click();
    await expect(next).toHaveAccessibleDescription(new RegExp(en.tooWeak));
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await next.fill(NEW_PASSWORD);
    await change.click();
    await expect(passwordForm.getByRole('status').filter({ hasText: 'changed' })).toHaveText(
      'Your password has been changed.',
    );
    await expect(current).toHaveValue('');
    await expectNoAxeViolations(page);

    // A wrong current password is refused, and changes nothing.
    await current.fill(buyer.password);
    await next.fill(`${NEW_PASSWORD}-bis`);
    await change.click();
    await expect(current).toHaveAccessibleDescription('Incorrect password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();

    // Logged out (the account page then asks for a login), the new password opens the account.
    await header(page).getByRole('button', { name: en.logout }).click();
    await expect(page).toHaveURL(/\/en\/login\/\?next=%2Fen%2Farea-personale%2F$/);
    await logInThroughPage(page, 'en', buyer.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/$/);
    await expect(header(page)).toContainText(buyer.email);
  });

  test('changes the email with the password and the link mailed to it; the old address can undo it', async ({
    page,
    buyer,
  }) => {
    const words = WORDS.it;
    const accountEmail = async () =>
      ((await (await page.request.get('/api/account/')).json()) as { email: string }).email;
    await useLanguage(page, 'it');
    await page.goto('/it/area-personale/');
    await settled(page, 'it', 'Il mio account');

    // The password is asked only once the email is another one.
    const profile = main(page).getByRole('form', { name: 'I tuoi dati' });
    const email = field(profile, words.email);
    const save = profile.getByRole('button', { name: 'Salva i dati' });
    await expect(email).toHaveAccessibleDescription(/serve la password attuale/);
    await expect(field(profile, words.currentPassword)).toHaveCount(0);
    const newEmail = uniqueEmail('moved');
    await email.fill(newEmail);
    const password = field(profile, words.currentPassword);
    await expect(password).toHaveAccessibleDescription(/conferma che sei tu/);
    await save.click();
    await expect(password).toHaveAccessibleDescription(containing(words.required));
    await expect(password).toBeFocused();
    await password.fill('non-la-mia-password');
    await save.click();
    await expect(password).toHaveAccessibleDescription(containing('Password non corretta'));

    // Asked: nothing changes until the link mailed to the new address is opened.
    await password.fill(buyer.password);
    await save.click();
    await expect(profile.getByRole('status').filter({ hasText: newEmail })).toContainText(
      `apri il link che abbiamo inviato a ${newEmail}`,
    );
    await expect(email).toHaveValue(buyer.email);
    await expect(email).toHaveAccessibleDescription(
      containing(`Cambio in attesa: confermalo dal link che abbiamo inviato a ${newEmail}`),
    );
    await expect(field(profile, words.currentPassword)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await accountEmail()).toBe(buyer.email);

    // Opening the page changes nothing; its button, reached by keyboard, does.
    const confirmLink = await linkFromMail(page, newEmail, 'conferma-email');
    await page.goto(confirmLink);
    await settled(page, 'it', 'Conferma la nuova email');
    expect(await accountEmail()).toBe(buyer.email);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Conferma la nuova email' }).focus();
    await page.keyboard.press('Enter');
    const confirmed = main(page).getByRole('status').filter({ hasText: newEmail });
    await expect(confirmed).toContainText(`il tuo account ora usa ${newEmail}`);
    await expect(confirmed).toBeFocused();
    expect(await accountEmail()).toBe(newEmail);
    await expectNoAxeViolations(page);

    // Once.
    await page.goto(confirmLink);
    await main(page).getByRole('button', { name: 'Conferma la nuova email' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Questo link non vale più');

    // The old address was told, with a link that undoes the change: the old email back,
    // every session ended, and the password must be chosen again.
    const undoLink = await linkFromMail(page, buyer.email, 'annulla-cambio-email');
    await page.goto(undoLink);
    await settled(page, 'it', 'Annulla il cambio di email');
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Annulla il cambio' }).click();
    const undone = main(page).getByRole('status').filter({ hasText: 'Cambio annullato' });
    await expect(undone).toContainText(`il tuo account usa di nuovo ${buyer.email}`);
    await expect(undone).toBeFocused();
    await expectNoAxeViolations(page);
    expect((await page.request.get('/api/account/')).status()).toBe(401);
    await logInThroughPage(page, 'it', buyer.email, buyer.password);
    await expect(main(page).getByRole('alert')).toHaveText('Email o password non corretti');

    const reset = await linkFromMail(page, buyer.email, 'reset-password');
    await page.goto(reset);
    await settled(page, 'it', words.resetHeading);
    await field(main(page), words.newPassword).fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: words.saveNewPassword }).click();
    // The strength meter is a status too: the one that says the password changed.
    await expect(
      main(page).getByRole('status').filter({ hasText: words.passwordChangedReset }),
    ).toBeVisible();
    await logInThroughPage(page, 'it', buyer.email, NEW_PASSWORD);
    await expect(header(page)).toContainText(buyer.email);
  });

  test('refuses to delete the account while an order waits, saying which and for what', async ({
    page,
    buyer,
  }) => {
    const orderNumber = await placePendingOrder(page, [
      { productId: BOOK.centrale, shipping: 'Shop_pickup' },
    ]);
    await useLanguage(page, 'it');
    await page.goto('/it/area-personale/');
    await settled(page, 'it', 'Il mio account');
    const deletion = main(page).getByRole('region', { name: "Elimina l'account" });
    await expect(deletion).toContainText('quando i tuoi ordini sono conclusi');

    const form = main(page).getByRole('form', { name: "Elimina l'account" });
    await field(form, 'La tua password, per confermare').fill(buyer.password);
    await form.getByRole('button', { name: "Elimina definitivamente l'account" }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `Non puoi ancora eliminare il tuo account: l’ordine ${orderNumber} aspetta il pagamento. Potrai eliminarlo quando tutto sarà concluso.`,
    );
    await expectNoAxeViolations(page);
    expect((await page.request.get('/api/account/')).status()).toBe(200);
  });

  test('deletes the account after saying what goes and what stays', async ({ page, buyer }) => {
    const words = WORDS.it;
    await useLanguage(page, 'it');
    await page.goto('/it/area-personale/');
    await settled(page, 'it', 'Il mio account');

    const deletion = main(page).getByRole('region', { name: "Elimina l'account" });
    await expect(deletion).toContainText('restano alle librerie');
    await expect(deletion).toContainText('registrazioni delle proprie vendite');
    await expect(deletion).toContainText('gli indirizzi salvati, la wishlist e il carrello');
    await expect(deletion).toContainText('Borsellino va perso');

    const form = main(page).getByRole('form', { name: "Elimina l'account" });
    const password = field(form, 'La tua password, per confermare');
    const submit = form.getByRole('button', { name: "Elimina definitivamente l'account" });
    await submit.click();
    await expect(password).toHaveAccessibleDescription(words.required);
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);

    // A wrong password is refused, and the account stays.
    await password.fill('non-la-mia-password');
    await submit.click();
    await expect(password).toHaveAccessibleDescription('Password non corretta');
    expect((await page.request.get('/api/account/')).status()).toBe(200);

    await password.fill(buyer.password);
    await submit.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/it\/$/);
    await expect(header(page).getByRole('link', { name: words.login })).toBeVisible();
    await expect(header(page)).not.toContainText(buyer.email);
    expect((await page.request.get('/api/account/')).status()).toBe(401);

    // The account is gone: its credentials open nothing.
    await logInThroughPage(page, 'it', buyer.email, buyer.password);
    await expect(main(page).getByRole('alert')).toHaveText('Email o password non corretti');
    await expect(page).toHaveURL(/\/it\/login\/$/);
  });
});

for (const lang of ['it', 'en'] as const) {
  test.describe(`password reset by mail (${lang})`, () => {
    test.use({ buyerLanguage: lang });

    test('asks for a link, sets a new password, logs in with it; the link works once', async ({
      page,
      buyer,
    }) => {
      const words = WORDS[lang];
      await logOut(page);
      await useLanguage(page, lang);
      await page.goto(`/${lang}/login/`);
      await main(page).getByRole('link', { name: words.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/password-dimenticata/$`));
      await settled(page, lang, words.forgotHeading);
      await expectNoAxeViolations(page);

      // A malformed email is refused before anything is sent.
      const email = field(main(page), words.email);
      await email.fill('non-una-email');
      await main(page).getByRole('button', { name: words.sendLink }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill(buyer.email);
      await main(page).getByRole('button', { name: words.sendLink }).click();
      // The same neutral answer whether or not the account exists, in the form's place.
      const sent = main(page).getByRole('status').filter({ hasText: words.linkSent });
      await expect(sent).toBeVisible();
      await expect(sent).toBeFocused();
      await expect(main(page).getByRole('button', { name: words.sendLink })).toHaveCount(0);
      await expectNoAxeViolations(page);

      const link = await linkFromMail(page, buyer.email);
      expect(link.startsWith(`/${lang}/reset-password/`)).toBe(true);
      await page.goto(link);
      await settled(page, lang, words.resetHeading);
      const password = field(main(page), words.newPassword);
      await expect(password).toHaveAccessibleDescription(words.passwordHint);
      await expectNoAxeViolations(page);

      // A password easy to guess is refused and the link stays good.
      await password.fill(WEAK_PASSWORD);
      await main(page).getByRole('button', { name: words.saveNewPassword }).click();
      await expect(password).toHaveAccessibleDescription(new RegExp(words.tooWeak));
      await password.fill(NEW_PASSWORD);
      await main(page).getByRole('button', { name: words.saveNewPassword }).click();
      const done = main(page).getByRole('status').filter({ hasText: words.passwordChangedReset });
      await expect(done).toBeVisible();
      await expectNoAxeViolations(page);
      await done.getByRole('link', { name: words.goToLogin }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login/$`));

      // The old password is gone; the new one opens the account.
      await field(main(page), words.email).fill(buyer.email);
      await field(main(page), words.password).fill(NEW_PASSWORD);
      await main(page).getByRole('button', { name: words.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/${lang}/$`));
      await expect(header(page)).toContainText(buyer.email);

      // The link works once.
      await page.goto(link);
      await settled(page, lang, words.resetHeading);
      await field(main(page), words.newPassword).fill(`${NEW_PASSWORD}-bis`);
      await main(page).getByRole('button', { name: words.saveNewPassword }).click();
      const refused = main(page).getByRole('alert').filter({ hasText: words.invalidLink });
      await expect(refused).toBeVisible();
      await expect(refused.getByRole('link', { name: words.askAgain })).toHaveAttribute(
        'href',
        `/${lang}/password-dimenticata/`,
      );
      await expectNoAxeViolations(page);
    });
  });
}

/** The forgotten-password page's words in each language, and the server's neutral answer. */
const FORGOT = {
  it: {
    heading: 'Password dimenticata',
    email: 'Email',
    sent: /Se esiste un account con questa email/,
  },
  en: {
    heading: 'Forgotten password',
    email: 'Email',
    sent: /If an account exists with this email/,
  },
  fr: {
    heading: 'Mot de passe oublié',
    email: 'E-mail',
    sent: /Si un compte existe avec cette adresse e-mail/,
  },
  es: {
    heading: 'Contraseña olvidada',
    email: 'Correo electrónico',
    sent: /Si existe una cuenta con este correo electrónico/,
  },
} as const;

test('the forgotten-password page in four languages: keyboard only, axe-clean, the same answer', async ({
  page,
}) => {
  test.setTimeout(allowFor(120_000));
  await logOut(page);
  for (const lang of ['it', 'en', 'fr', 'es'] as const) {
    const words = FORGOT[lang];
    await useLanguage(page, lang);
    await page.goto(`/${lang}/password-dimenticata/`);
    await settled(page, lang, words.heading);
    await expectNoAxeViolations(page);
    // Keyboard only: Tab from the top of the page reaches the email field; Enter sends.
    const email = field(main(page), words.email);
    let presses = 0;
    while (!(await email.evaluate((el) => el === document.activeElement)) && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(email).toBeFocused();
    // An address with no account: the answer gives nothing away.
    await page.keyboard.type(`nobody-${lang}-${randomUUID()}@example.com`);
    await page.keyboard.press('Enter');
    const sent = main(page).getByRole('status').filter({ hasText: words.sent });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expectNoAxeViolations(page);
  }
});
