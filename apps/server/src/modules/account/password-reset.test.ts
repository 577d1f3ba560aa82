import { describe, expect, it } from 'vitest';
import type { Language } from '../../db/types.ts';
import { NEW_ACCOUNT_PASSWORD as PASSWORD, loggedInAs, newBuyer } from '../../test/accounts.ts';
import { linkOf } from '../../test/dev-mail.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { MAX_RESETS_PER_EMAIL, requestPasswordReset, tokenHash } from './password-reset.ts';

// A forgotten password (docs/spec/accounts-and-access.md §1): 202 whatever the email, a link by
// mail, the token stored hashed, used once within its hour, every other session ended; and the
// account page.

const NEW_PASSWORD = 'another fine passphrase 77';
/** Twelve characters and more, yet easy to guess (zxcvbn below 3), the last from the names. */
const WEAK_PASSWORDS = ['password1234', '123456789012', 'aaaaaaaaaaaa', 'italo.svevo.1923'];

/** The suite's new account: Italo Svevo, whose names count against his passwords. */
const newAccount = (h: Harness, language: Language = 'it') =>
  newBuyer(h, { language, tag: 'reset', firstName: 'Italo', lastName: 'Svevo' });

for (const engine of engines()) {
  describe(`password reset (${engine.name})`, () => {
    const h = engine.setup();

    it('answers the same whether or not the email has an account, and mails only an account', async () => {
      const { email } = await newAccount(h, 'en');
      const asker = h.client({ remoteAddress: '10.41.0.1' });
      const known = await asker.post('/api/password-reset/', { email });
      const unknown = await asker.post('/api/password-reset/', {
        email: `nobody.${Date.now()}@example.com`,
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      const mail = (await asker.get(`/api/dev/mail/?to=${email}`)).json<
        { kind: string; subject: string; text: string }[]
      >();
      const [reset] = mail.filter((m) => m.kind === 'password_reset');
      expect(reset?.subject).toBe('Reset your Scaffale password');
      expect(reset?.text).toMatch(/http:\/\/localhost:3000\/en\/reset-password\/[\w-]{43}\//);
      // Malformed: a field error, like the other forms.
      const bad = await asker.post('/api/password-reset/', { email: 'not an email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.email).toHaveLength(1);
    });

    it('stores only the token’s hash', async () => {
      const { client, email } = await newAccount(h);
      await client.post('/api/password-reset/', { email });
      const { token } = await linkOf(client, email, 'password_reset');
      const rows = await h.database.db.selectFrom('password_resets').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
    });

    it('sets the password once per token, ends every session of the account, and refuses the token after', async () => {
      const { client: firstSession, email } = await newAccount(h);
      const secondSession = h.client();
      expect((await secondSession.login(email, PASSWORD)).statusCode).toBe(200);
      const visitor = h.client({ remoteAddress: '10.42.0.1' });
      expect((await visitor.post('/api/password-reset/', { email })).statusCode).toBe(202);
      const { token } = await linkOf(visitor, email, 'password_reset');

      const weak = await visitor.post('/api/password-reset/confirm/', { token, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toHaveLength(1);

      const confirmations = await Promise.all(
        Array.from({ length: 5 }, () =>
          h.client().post('/api/password-reset/confirm/', { token, password: NEW_PASSWORD }),
        ),
      );
      expect(confirmations.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      const refused = confirmations.find((r) => r.statusCode === 400)!;
      expect(refused.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
      expect(refused.json().errors.token).toHaveLength(1);

      expect(await loggedInAs(firstSession)).toBeNull();
      expect(await loggedInAs(secondSession)).toBeNull();
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(401);
      expect((await h.client().login(email, NEW_PASSWORD)).statusCode).toBe(200);
      const again = await visitor.post('/api/password-reset/confirm/', {
        token,
        password: 'yet another passphrase 99',
      });
      expect(again.statusCode).toBe(400);
    });

    it('refuses a token past its hour, and one never issued', async () => {
      const { client, email } = await newAccount(h);
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await requestPasswordReset(h.database.db, { email, ip: '10.43.0.1', now: twoHoursAgo });
      const { token } = await linkOf(client, email, 'password_reset');
      const expired = await client.post('/api/password-reset/confirm/', {
        token,
        password: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
      const unknown = await client.post('/api/password-reset/confirm/', {
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(unknown.statusCode).toBe(400);
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a new password easy to guess, saying why in the user language, and keeps the token', async () => {
      const { email } = await newAccount(h);
      const visitor = h.client({ remoteAddress: '10.45.0.1' });
      visitor.cookies.set('user_language', 'en');
      expect((await visitor.post('/api/password-reset/', { email })).statusCode).toBe(202);
      const { token } = await linkOf(visitor, email, 'password_reset');
      // The account's own words count too: its name is Italo Svevo.
      for (const password of WEAK_PASSWORDS) {
        const weak = await visitor.post('/api/password-reset/confirm/', { token, password });
        expect(weak.statusCode, password).toBe(400);
        const messages = weak.json<{ errors: Record<string, string[]> }>().errors;
        expect(Object.keys(messages), password).toEqual(['password']);
        expect(messages.password, password).toEqual([
          expect.stringMatching(/^This password is too easy to guess\. \S.+\./),
        ]);
      }
      visitor.cookies.set('user_language', 'fr');
      const french = await visitor.post('/api/password-reset/confirm/', {
        token,
        password: 'aaaaaaaaaaaa',
      });
      expect(french.json().errors.password[0]).toMatch(
        /^Ce mot de passe est trop facile à deviner\. Les caractères répétés/,
      );
      // Nothing changed, and the token still sets a strong one.
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(200);
      const strong = await visitor.post('/api/password-reset/confirm/', {
        token,
        password: NEW_PASSWORD,
      });
      expect(strong.statusCode).toBe(200);
    });

    it('says a spent token is spent before judging the password', async () => {
      const unknown = await h.client().post('/api/password-reset/confirm/', {
        token: 'y'.repeat(43),
        password: 'aaaaaaaaaaaa',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
      expect(Object.keys(unknown.json().errors)).toEqual(['token']);
    });

    it('limits the asks per email and address like login attempts, whatever their number at once', async () => {
      const { email } = await newAccount(h);
      const asker = h.client({ remoteAddress: '10.44.0.1' });
      const answers = await Promise.all(
        Array.from({ length: MAX_RESETS_PER_EMAIL + 5 }, () =>
          asker.post('/api/password-reset/', { email }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 202)).toHaveLength(MAX_RESETS_PER_EMAIL);
      expect(codes.filter((c) => c === 429)).toHaveLength(5);
      expect(
        Number(answers.find((r) => r.statusCode === 429)!.headers['retry-after']),
      ).toBeGreaterThan(0);
      // Another address is not held back by this one's asks.
      const other = h.client({ remoteAddress: '10.44.0.2' });
      expect((await other.post('/api/password-reset/', { email })).statusCode).toBe(202);
    });
  });

  describe(`the account page (${engine.name})`, () => {
    const h = engine.setup();

    it('refuses a guest on every account route', async () => {
      const guest = h.client();
      expect((await guest.get('/api/account/')).statusCode).toBe(401);
      for (const url of ['/api/account/', '/api/account/password/', '/api/account/delete/'])
        expect((await guest.post(url, {})).statusCode, url).toBe(401);
    });

    it('reads and saves names, email and language; a taken email is a field error', async () => {
      const { client, email } = await newAccount(h);
      const { email: otherEmail } = await newAccount(h);
      expect((await client.get('/api/account/')).json()).toEqual({
        email,
        firstName: 'Italo',
        lastName: 'Svevo',
        language: 'it',
        pendingEmail: null,
      });
      // A new email, with the password, waits for its link (email-change.test.ts).
      const newEmail = `Renamed.${Date.now()}@Example.com`;
      const saved = await client.post('/api/account/', {
        email: newEmail,
        firstName: 'Ettore',
        lastName: 'Schmitz',
        language: 'fr',
        currentPassword: PASSWORD,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        email,
        firstName: 'Ettore',
        lastName: 'Schmitz',
        language: 'fr',
        pendingEmail: newEmail.toLowerCase(),
      });
      expect(saved.cookies.find((c) => c.name === 'user_language')?.value).toBe('fr');
      const taken = await client.post('/api/account/', {
        email: otherEmail.toUpperCase(),
        firstName: 'Ettore',
        lastName: 'Schmitz',
        language: 'fr',
        currentPassword: PASSWORD,
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors.email).toEqual([
        'Un compte existe déjà avec cette adresse e-mail',
      ]);
      const blank = await client.post('/api/account/', {
        email: newEmail,
        firstName: ' ',
        lastName: 'Schmitz',
        language: 'xx',
      });
      expect(blank.statusCode).toBe(400);
      expect(Object.keys(blank.json().errors).sort()).toEqual(['firstName', 'language']);
    });

    it('changes the password only with the current one, ending the other sessions', async () => {
      const { client, email } = await newAccount(h);
      const other = h.client();
      expect((await other.login(email, PASSWORD)).statusCode).toBe(200);
      const wrong = await client.post('/api/account/password/', {
        currentPassword: 'not my password at all',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toEqual(['Password non corretta']);
      // Refused means unchanged: the old password still opens the account, the new does not.
      expect((await h.client().login(email, NEW_PASSWORD)).statusCode).toBe(401);
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(200);
      expect(await loggedInAs(other)).toBe(email);
      for (const newPassword of ['1qaz2wsx3edc', ...WEAK_PASSWORDS]) {
        const weak = await client.post('/api/account/password/', {
          currentPassword: PASSWORD,
          newPassword,
        });
        expect(weak.statusCode, newPassword).toBe(400);
        expect(weak.json().errors, newPassword).toEqual({
          newPassword: [
            expect.stringMatching(/^Questa password è troppo facile da indovinare\. \S.+\./),
          ],
        });
      }
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(200);
      const changed = await client.post('/api/account/password/', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect(await loggedInAs(client)).toBe(email);
      expect(await loggedInAs(other)).toBeNull();
      expect((await h.client().login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('deletes the person and keeps the orders: no login, no mail, the email free again', async () => {
      const { client, email } = await newAccount(h);
      const { db } = h.database;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const wrong = await client.post('/api/account/delete/', { password: 'not my password 1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.password).toEqual(['Password non corretta']);
      // Refused means kept: still logged in, still the same account (read a moment later: a
      // handler that went on after answering would have deleted it by then).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await loggedInAs(client)).toBe(email);
      expect((await client.get('/api/account/')).json()).toMatchObject({ email });
      expect((await client.post('/api/account/delete/', { password: PASSWORD })).statusCode).toBe(
        200,
      );
      expect(await loggedInAs(client)).toBeNull();
      expect((await h.client().login(email, PASSWORD)).statusCode).toBe(401);
      const row = await db
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        email: `deleted-${user.id}@deleted.invalid`,
        first_name: '',
        last_name: '',
      });
      expect((await client.get(`/api/dev/mail/?to=${email}`)).json()).toEqual([]);
      // A reset asked for the deleted address mails nobody.
      await h.client().post('/api/password-reset/', { email });
      expect((await client.get(`/api/dev/mail/?to=${email}`)).json()).toEqual([]);
      const again = await h.client({ remoteAddress: '10.45.0.1' }).post('/api/register/', {
        email,
        password: PASSWORD,
        firstName: 'Italo',
        lastName: 'Svevo',
        language: 'it',
      });
      expect(again.statusCode).toBe(201);
    });
  });
}
