import { describe, expect, it } from 'vitest';
import {
  NEW_ACCOUNT_PASSWORD as PASSWORD,
  loggedInAs,
  newAddress,
  newBuyer,
  uniqueEmail,
} from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { linkOf, mailOf } from '../../test/dev-mail.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { MAX_FAILURES_PER_EMAIL } from './account.service.ts';
import {
  EMAIL_CONFIRM_VALID_MS,
  EMAIL_UNDO_VALID_MS,
  MAX_EMAIL_CHANGES_PER_HOUR,
  requestEmailChange,
} from './email-change.ts';
import { tokenHash } from './password-reset.ts';

// docs/spec/accounts-and-access.md §2: an account's email changes only with its password, and only
// once the link mailed to the new address is opened; the old address is told, with a link that
// undoes the change for 7 days (the old email back, every session ended, a new password to choose).

const NEW_PASSWORD = 'another fine passphrase 77';

type Lang = 'it' | 'en' | 'fr' | 'es';

/** The suite's new account: Grazia Deledda, whose profile form askEmailChange posts. */
const newAccount = (h: Harness, language: Lang = 'it') =>
  newBuyer(h, { language, tag: 'change', firstName: 'Grazia', lastName: 'Deledda' });

type Account = Awaited<ReturnType<typeof newAccount>>;

/** The profile form's POST, asking for `email`, with the names and language it had. */
function askEmailChange(account: Account, email: string, currentPassword?: string) {
  return account.client.post('/api/account/', {
    email,
    firstName: 'Grazia',
    lastName: 'Deledda',
    language: account.language,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
}

async function emailOf(h: Harness, userId: number): Promise<string> {
  const row = await h.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

const confirm = (client: TestClient, token: string) =>
  client.post('/api/account/email/confirm/', { token });
const undo = (client: TestClient, token: string) =>
  client.post('/api/account/email/undo/', { token });

/** An account whose email went from its first to `newEmail`, confirmed. */
async function changedAccount(h: Harness, language: Lang = 'it') {
  const account = await newAccount(h, language);
  const newEmail = uniqueEmail('moved');
  expect((await askEmailChange(account, newEmail, PASSWORD)).statusCode).toBe(200);
  const { token } = await linkOf(account.client, newEmail, 'email_change_confirm');
  expect((await confirm(h.client(), token)).statusCode).toBe(200);
  const undoLink = await linkOf(account.client, account.email, 'email_change_notice');
  return { ...account, newEmail, undoToken: undoLink.token };
}

for (const engine of engines()) {
  describe(`email change (${engine.name})`, () => {
    const h = engine.setup();

    it('asks for the current password, counted with the login’s failures', async () => {
      const account = await newAccount(h);
      const newEmail = uniqueEmail('wanted');
      const missing = await askEmailChange(account, newEmail);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ currentPassword: ['Questo campo è obbligatorio'] });
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
        const wrong = await askEmailChange(account, newEmail, `not my password ${i}`);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({ currentPassword: ['Password non corretta'] });
      }
      // The login's limit: even the right password is refused from there now, and a login too.
      const limited = await askEmailChange(account, newEmail, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect((await account.client.login(account.email, PASSWORD)).statusCode).toBe(429);
      // Nothing changed, nothing was mailed to the new address.
      expect(await emailOf(h, account.userId)).toBe(account.email);
      expect(await mailOf(account.client, newEmail)).toEqual([]);
      expect((await account.client.get('/api/account/')).json()).toMatchObject({
        email: account.email,
        pendingEmail: null,
      });
    });

    it('saves names and language without the password while the email stays the same', async () => {
      const account = await newAccount(h);
      const saved = await account.client.post('/api/account/', {
        email: account.email.toUpperCase(),
        firstName: 'Maria',
        lastName: 'Messina',
        language: 'es',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        email: account.email,
        firstName: 'Maria',
        lastName: 'Messina',
        language: 'es',
        pendingEmail: null,
      });
    });

    it('changes nothing until the link mailed to the new address is opened, once', async () => {
      const account = await newAccount(h);
      const newEmail = uniqueEmail('Nuova');
      const asked = await askEmailChange(account, newEmail, PASSWORD);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({
        email: account.email,
        pendingEmail: newEmail.toLowerCase(),
      });
      expect((await account.client.get('/api/account/')).json()).toMatchObject({
        email: account.email,
        pendingEmail: newEmail.toLowerCase(),
      });
      // Until the link is opened, the account is the old address's.
      expect(await emailOf(h, account.userId)).toBe(account.email);
      expect((await h.client().login(newEmail, PASSWORD)).statusCode).toBe(401);

      const { token, message } = await linkOf(account.client, newEmail, 'email_change_confirm');
      expect(message.subject).toBe('Conferma il tuo nuovo indirizzo email su Scaffale');
      expect(message.text).toContain(`http://localhost:3000/it/conferma-email/${token}/`);
      // The token is stored as its hash only.
      const row = await h.database.db
        .selectFrom('email_changes')
        .select(['confirm_token_hash', 'new_email'])
        .where('user_id', '=', account.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        confirm_token_hash: tokenHash(token),
        new_email: newEmail.toLowerCase(),
      });

      // Opening the page is a GET: it changes nothing (the page POSTs the token).
      await h.client().get(`/it/conferma-email/${token}/`);
      expect(await emailOf(h, account.userId)).toBe(account.email);
      const byGet = await h.client().get(`/api/account/email/confirm/?token=${token}`);
      expect(byGet.statusCode).toBe(404);
      expect(await emailOf(h, account.userId)).toBe(account.email);

      // Once, whoever opens it, however many times at once.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => confirm(h.client(), token)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
      expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({
        email: newEmail.toLowerCase(),
      });
      const refused = answers.find((a) => a.statusCode === 400)!;
      expect(refused.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
      expect(refused.json().errors.token).toHaveLength(1);

      expect(await emailOf(h, account.userId)).toBe(newEmail.toLowerCase());
      expect((await h.client().login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await h.client().login(account.email, PASSWORD)).statusCode).toBe(401);
      // The session that asked goes on, and sees no change pending.
      expect(await loggedInAs(account.client)).toBe(newEmail.toLowerCase());
      expect((await account.client.get('/api/account/')).json()).toMatchObject({
        pendingEmail: null,
      });
    });

    it('tells the old address, in the account’s language, with a link to undo', async () => {
      const account = await newAccount(h, 'en');
      const newEmail = uniqueEmail('elsewhere');
      expect((await askEmailChange(account, newEmail, PASSWORD)).statusCode).toBe(200);
      const notice = await linkOf(account.client, account.email, 'email_change_notice');
      expect(notice.message.subject).toBe('The email of your Scaffale account is being changed');
      expect(notice.message.text).toContain(newEmail);
      expect(notice.message.text).toContain(
        `http://localhost:3000/en/annulla-cambio-email/${notice.token}/`,
      );
      expect(notice.message.text).toMatch(/7 days/);
      const confirmation = await linkOf(account.client, newEmail, 'email_change_confirm');
      expect(confirmation.message.subject).toBe('Confirm your new email address on Scaffale');
      expect(confirmation.message.text).toMatch(/24 hours/);
      const row = await h.database.db
        .selectFrom('email_changes')
        .select('undo_token_hash')
        .where('user_id', '=', account.userId)
        .executeTakeFirstOrThrow();
      expect(row.undo_token_hash).toBe(tokenHash(notice.token));
    });

    it('undoes a confirmed change: the old email back, every session ended, a new password to choose', async () => {
      const account = await changedAccount(h);
      const other = h.client();
      expect((await other.login(account.newEmail, PASSWORD)).statusCode).toBe(200);

      const undone = await undo(h.client(), account.undoToken);
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toMatchObject({ email: account.email });
      expect(await emailOf(h, account.userId)).toBe(account.email);
      expect(await loggedInAs(account.client)).toBeNull();
      expect(await loggedInAs(other)).toBeNull();
      // Whoever changed it knew the password: it opens nothing any more...
      expect((await h.client().login(account.email, PASSWORD)).statusCode).toBe(401);
      expect((await h.client().login(account.newEmail, PASSWORD)).statusCode).toBe(401);
      // ...and the old address has a link to choose a new one.
      const reset = await linkOf(other, account.email, 'password_reset');
      const chosen = await h
        .client()
        .post('/api/password-reset/confirm/', { token: reset.token, password: NEW_PASSWORD });
      expect(chosen.statusCode).toBe(200);
      expect((await h.client().login(account.email, NEW_PASSWORD)).statusCode).toBe(200);

      // Once.
      const again = await undo(h.client(), account.undoToken);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
    });

    it('spends the reset links asked while the email was the other one', async () => {
      const account = await changedAccount(h);
      const asker = h.client({ remoteAddress: newAddress() });
      expect(
        (await asker.post('/api/password-reset/', { email: account.newEmail })).statusCode,
      ).toBe(202);
      const stolen = await linkOf(asker, account.newEmail, 'password_reset');
      expect((await undo(h.client(), account.undoToken)).statusCode).toBe(200);
      const used = await asker.post('/api/password-reset/confirm/', {
        token: stolen.token,
        password: NEW_PASSWORD,
      });
      expect(used.statusCode).toBe(400);
      expect((await h.client().login(account.email, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('undoes a change not confirmed yet: its link to the new address dies', async () => {
      const account = await newAccount(h);
      const newEmail = uniqueEmail('never');
      expect((await askEmailChange(account, newEmail, PASSWORD)).statusCode).toBe(200);
      const confirmation = await linkOf(account.client, newEmail, 'email_change_confirm');
      const notice = await linkOf(account.client, account.email, 'email_change_notice');
      expect((await undo(h.client(), notice.token)).statusCode).toBe(200);
      expect((await confirm(h.client(), confirmation.token)).statusCode).toBe(400);
      expect(await emailOf(h, account.userId)).toBe(account.email);
      expect(await loggedInAs(account.client)).toBeNull();
    });

    /** A change to `newEmail` asked `ms` ago. */
    const askedAgo = (account: Account, newEmail: string, ms: number) =>
      requestEmailChange(h.database.db, {
        userId: account.userId,
        newEmail,
        now: new Date(Date.now() - ms),
      });

    it('refuses a confirmation link past its 24 hours and an undo link past its 7 days', async () => {
      const account = await newAccount(h);
      const late = uniqueEmail('late');
      await askedAgo(account, late, EMAIL_CONFIRM_VALID_MS + 60_000);
      const { token } = await linkOf(account.client, late, 'email_change_confirm');
      const expired = await confirm(h.client(), token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
      expect(await emailOf(h, account.userId)).toBe(account.email);
      expect((await account.client.get('/api/account/')).json()).toMatchObject({
        pendingEmail: null,
      });

      // Confirmed in time, undone too late: the change stays.
      const other = await newAccount(h);
      const moved = uniqueEmail('moved');
      await askedAgo(other, moved, EMAIL_UNDO_VALID_MS + 60_000);
      const confirmation = await linkOf(other.client, moved, 'email_change_confirm');
      await h.database.db
        .updateTable('email_changes')
        .set({ confirm_expires_at: new Date(Date.now() + 60_000) })
        .where('user_id', '=', other.userId)
        .execute();
      expect((await confirm(h.client(), confirmation.token)).statusCode).toBe(200);
      const notice = await linkOf(other.client, other.email, 'email_change_notice');
      const tooLate = await undo(h.client(), notice.token);
      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
      expect(await emailOf(h, other.userId)).toBe(moved);
      expect(await loggedInAs(other.client)).toBe(moved);
      // And an unknown token is refused like a spent one.
      expect((await undo(h.client(), 'x'.repeat(43))).statusCode).toBe(400);
      expect((await confirm(h.client(), 'x'.repeat(43))).statusCode).toBe(400);
    });

    it('answers a taken email with a field error, and lets a new request supersede a pending one', async () => {
      const account = await newAccount(h);
      const { email: taken } = await newAccount(h);
      const refused = await askEmailChange(account, taken.toUpperCase(), PASSWORD);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        email: ['Esiste già un account con questa email'],
      });
      expect(await mailOf(account.client, account.email)).not.toContainEqual(
        expect.objectContaining({ kind: 'email_change_notice' }),
      );

      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      expect((await askEmailChange(account, first, PASSWORD)).statusCode).toBe(200);
      expect((await askEmailChange(account, second, PASSWORD)).statusCode).toBe(200);
      expect((await account.client.get('/api/account/')).json()).toMatchObject({
        email: account.email,
        pendingEmail: second,
      });
      const firstLink = await linkOf(account.client, first, 'email_change_confirm');
      expect((await confirm(h.client(), firstLink.token)).statusCode).toBe(400);
      const secondLink = await linkOf(account.client, second, 'email_change_confirm');
      expect((await confirm(h.client(), secondLink.token)).statusCode).toBe(200);
      expect(await emailOf(h, account.userId)).toBe(second);
    });

    it('keeps the old address for the account while its undo link lives', async () => {
      const account = await changedAccount(h);
      const stranger = h.client({ remoteAddress: newAddress() });
      const registered = await stranger.post('/api/register/', {
        email: account.email,
        password: PASSWORD,
        firstName: 'Altro',
        lastName: 'Utente',
        language: 'it',
      });
      expect(registered.statusCode).toBe(400);
      expect(registered.json().errors.email).toEqual(['Esiste già un account con questa email']);
      const other = await newAccount(h);
      const asked = await askEmailChange(other, account.email, PASSWORD);
      expect(asked.statusCode).toBe(400);
      expect(asked.json().errors.email).toHaveLength(1);
      // The account itself may go back to it.
      const back = await account.client.post('/api/account/', {
        email: account.email,
        firstName: 'Grazia',
        lastName: 'Deledda',
        language: 'it',
        currentPassword: PASSWORD,
      });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ pendingEmail: account.email });
    });

    it('lets the first address win: undoing a change ends the changes made after it', async () => {
      const account = await changedAccount(h);
      const third = uniqueEmail('third');
      expect((await askEmailChange(account, third, PASSWORD)).statusCode).toBe(200);
      const { token } = await linkOf(account.client, third, 'email_change_confirm');
      expect((await confirm(h.client(), token)).statusCode).toBe(200);
      const secondUndo = await linkOf(account.client, account.newEmail, 'email_change_notice');

      expect((await undo(h.client(), account.undoToken)).statusCode).toBe(200);
      expect(await emailOf(h, account.userId)).toBe(account.email);
      // The later change's undo link, mailed to the second address, opens nothing now.
      expect((await undo(h.client(), secondUndo.token)).statusCode).toBe(400);
      expect(await emailOf(h, account.userId)).toBe(account.email);
    });

    it('refuses more changes within the hour than the limit, and mails nothing for them', async () => {
      const account = await newAccount(h);
      for (let i = 0; i < MAX_EMAIL_CHANGES_PER_HOUR; i += 1) {
        expect((await askEmailChange(account, uniqueEmail('many'), PASSWORD)).statusCode).toBe(200);
      }
      const extra = uniqueEmail('extra');
      const limited = await askEmailChange(account, extra, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailOf(account.client, extra)).toEqual([]);
    });
  });

  describe(`the account routes, by who asks (${engine.name})`, () => {
    const h = engine.setup();
    type Role = 'guest' | 'buyer' | 'otherStaff' | 'staff' | 'admin';
    const ROLES: Role[] = ['guest', 'buyer', 'otherStaff', 'staff', 'admin'];

    /** A fresh account of that role, logged in on its client (a guest: nobody). */
    async function asRole(role: Role) {
      if (role === 'guest') return { client: h.client(), account: null };
      const account = await newAccount(h);
      const bookshops = await h.database.db
        .selectFrom('bookshops')
        .select('id')
        .orderBy('id')
        .limit(2)
        .execute();
      const bookshopId =
        role === 'staff' ? bookshops[0]!.id : role === 'otherStaff' ? bookshops[1]!.id : null;
      await h.database.db
        .updateTable('users')
        .set({
          role: role === 'buyer' ? 'buyer' : role === 'admin' ? 'admin' : 'staff',
          bookshop_id: bookshopId,
        })
        .where('id', '=', account.userId)
        .execute();
      return { client: account.client, account };
    }

    for (const role of ROLES) {
      it(`${role}: the account's own routes ${role === 'guest' ? 'refused (401)' : 'on its own account'}; the links work for their token alone`, async () => {
        const { client, account } = await asRole(role);
        if (account === null) {
          expect((await client.get('/api/account/')).statusCode).toBe(401);
          for (const url of ['/api/account/', '/api/account/password/', '/api/account/delete/']) {
            expect((await client.post(url, {})).statusCode, url).toBe(401);
          }
        } else {
          expect((await client.get('/api/account/')).json()).toMatchObject({
            email: account.email,
          });
          const wanted = uniqueEmail(role);
          expect((await askEmailChange(account, wanted, PASSWORD)).statusCode).toBe(200);
          expect((await askEmailChange(account, wanted, 'wrong password 1')).statusCode).toBe(400);
        }
        // Someone else's links: their token is the proof, whoever opens them; they change
        // that account only, never the caller's, and a bogus token is refused.
        const owner = await newAccount(h);
        const moved = uniqueEmail('owner');
        expect((await askEmailChange(owner, moved, PASSWORD)).statusCode).toBe(200);
        const bogus = await confirm(client, 'y'.repeat(43));
        expect(bogus.json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
        const { token } = await linkOf(owner.client, moved, 'email_change_confirm');
        expect((await confirm(client, token)).statusCode).toBe(200);
        expect(await emailOf(h, owner.userId)).toBe(moved);
        const notice = await linkOf(owner.client, owner.email, 'email_change_notice');
        expect((await undo(client, 'z'.repeat(43))).statusCode).toBe(400);
        expect((await undo(client, notice.token)).statusCode).toBe(200);
        expect(await emailOf(h, owner.userId)).toBe(owner.email);
        if (account !== null) {
          expect(await emailOf(h, account.userId)).toBe(account.email);
          expect(await loggedInAs(client)).toBe(account.email);
        }
      });
    }
  });
}
