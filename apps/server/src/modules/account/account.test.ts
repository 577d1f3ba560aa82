import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_PASSWORD, registration, uniqueEmail } from '../../test/accounts.ts';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { bookOf, userIdOf } from '../../test/fixtures.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { ADD_PRODUCT, GET_BASKET } from '../../test/operations.ts';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from './account.service.ts';

async function accountCount(h: Harness, email: string): Promise<number> {
  const rows = await h.database.db
    .selectFrom('users')
    .select('id')
    .where('email', 'ilike', email)
    .execute();
  return rows.length;
}

for (const engine of engines()) {
  describe(`login and sessions (${engine.name})`, () => {
    const h = engine.setup();

    it('logs in, answers the login check, and logs out', async () => {
      const client = h.client();
      expect((await client.post('/test-login/')).statusCode).toBe(401);
      const login = await client.login(MARIO, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ email: MARIO });
      const sessionCookie = login.cookies.find((c) => c.name === 'sessionid');
      expect(sessionCookie?.httpOnly).toBe(true);
      expect((await client.post('/test-login/')).statusCode).toBe(200);
      expect((await client.post('/api/logout/')).statusCode).toBe(200);
      expect((await client.post('/test-login/')).statusCode).toBe(401);
    });

    it('accepts the email in any case', async () => {
      const login = await h.client().login('Giulia.Bianchi@Example.com', DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
    });

    it('refuses a wrong password with a translated message', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      const response = await client.login(JANE, 'wrong-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Incorrect email or password' });
      client.cookies.set('user_language', 'it');
      const italian = await client.login(JANE, 'wrong-password');
      expect(italian.json()).toMatchObject({ detail: 'Email o password non corretti' });
    });

    it('answers field errors per field in the user language', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      const response = await client.post('/api/login/', { email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { email: ['Enter a valid email address'], password: ['Mandatory field'] },
      });
    });

    it('rate-limits repeated failures for one account with 429', async () => {
      const client = h.client();
      const email = PA;
      for (let i = 0; i < 5; i += 1) {
        expect((await client.login(email, `bad-${i}`)).statusCode).toBe(401);
      }
      // Even the right password is refused while the limit holds.
      const limited = await client.login(email, DEMO_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    });

    it('refuses every POST without the CSRF header, GraphQL included', async () => {
      const client = h.client();
      await client.ensureCsrf();
      const login = await client.post(
        '/api/login/',
        { email: MARIO, password: DEMO_PASSWORD },
        { csrf: false },
      );
      expect(login.statusCode).toBe(403);
      const graphql = await client.post(
        '/graphql',
        { query: '{ getDjangoUserEmail }' },
        { csrf: false },
      );
      expect(graphql.statusCode).toBe(403);
      const wrong = await client.post('/test-login/', undefined, {
        csrf: false,
        headers: { 'x-csrftoken': 'x'.repeat(43) },
      });
      expect(wrong.statusCode).toBe(403);
    });

    it('shares a session between two app instances on one database', async () => {
      const first = h.client();
      expect((await first.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      const other = new TestClient(await h.secondApp());
      for (const [name, value] of first.cookies) other.cookies.set(name, value);
      const check = await other.post('/test-login/');
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ email: MARIO });
      // Logging out on one instance ends the session on the other.
      expect((await other.post('/api/logout/')).statusCode).toBe(200);
      expect((await first.post('/test-login/')).statusCode).toBe(401);
    });

    it('sets user_language to the account’s language at login, whatever the visitor browsed in', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'it');
      const login = await client.login(JANE, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      // Readable by the web app, which picks the page's language from it.
      const cookie = login.cookies.find((c) => c.name === 'user_language');
      expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
      // The server's own answers follow it from then on.
      expect((await client.post('/api/logout/')).statusCode).toBe(200);
      expect(client.cookies.get('user_language')).toBe('en');
      const wrong = await client.login(JANE, 'wrong-password');
      expect(wrong.json()).toMatchObject({ detail: 'Incorrect email or password' });
      // A refused login leaves the cookie as it was.
      expect(wrong.cookies.find((c) => c.name === 'user_language')).toBeUndefined();
    });

    it('saves a logged-in buyer’s language on the account, applied at the next login', async () => {
      const email = GIULIA;
      const client = h.client();
      expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(client.cookies.get('user_language')).toBe('it');
      const saved = await client.post('/api/language/', { language: 'fr' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ language: 'fr' });
      expect(client.cookies.get('user_language')).toBe('fr');
      const row = await h.database.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', await userIdOf(h.database.db, email))
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('fr');

      // Another browser, whose visitor read Spanish, gets the saved French at login.
      const other = h.client();
      other.cookies.set('user_language', 'es');
      expect((await other.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(other.cookies.get('user_language')).toBe('fr');
    });

    it('refuses to save a language for a guest (401) or one that is not it, en, fr, es (400)', async () => {
      const guest = h.client();
      guest.cookies.set('user_language', 'en');
      const refused = await guest.post('/api/language/', { language: 'fr' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'No user logged in', code: 'NOT_LOGGED_IN' });
      expect(guest.cookies.get('user_language')).toBe('en');

      const client = h.client();
      expect((await client.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      for (const body of [{ language: 'de' }, { language: 'EN' }, { language: 3 }, {}]) {
        const bad = await client.post('/api/language/', body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(bad.json().errors), JSON.stringify(body)).toEqual(['language']);
      }
      expect(client.cookies.get('user_language')).toBe('it');
      const row = await h.database.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', MARIO)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('it');
    });

    it('refuses to save a language without the CSRF token, changing nothing', async () => {
      const client = h.client();
      expect((await client.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      const forged = await client.post('/api/language/', { language: 'es' }, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'CSRF_FAILED' });
      const row = await h.database.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', MARIO)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('it');
      // The same call with the token goes through.
      expect((await client.post('/api/language/', { language: 'es' })).statusCode).toBe(200);
      expect((await client.post('/api/language/', { language: 'it' })).statusCode).toBe(200);
    });

    it('registers a buyer (201), logged in at once with a new session, CSRF token and the chosen language', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'it');
      client.cookies.set('sessionid', 'attacker-chosen-token');
      await client.ensureCsrf();
      const tokenBefore = client.cookies.get('csrftoken');
      const buyer = registration({ email: uniqueEmail('Nuovo', 'Example.com'), language: 'fr' });
      const registered = await client.post('/api/register/', buyer);
      expect(registered.statusCode).toBe(201);
      const email = buyer.email.toLowerCase();
      expect(registered.json()).toEqual({ email });
      expect(registered.cookies.find((c) => c.name === 'sessionid')?.httpOnly).toBe(true);
      expect(client.cookies.get('sessionid')).not.toBe('attacker-chosen-token');
      // A token for the new session, which the next POSTs echo.
      expect(client.cookies.get('csrftoken')).not.toBe(tokenBefore);
      expect(client.cookies.get('user_language')).toBe('fr');

      // The next calls, REST and GraphQL, see the new buyer.
      const check = await client.post('/test-login/');
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ email });
      const me = await client.graphql<{ getDjangoUserEmail: string }>(
        'Me',
        'query Me { getDjangoUserEmail }',
      );
      expect(me.data?.getDjangoUserEmail).toBe(email);

      const row = await h.database.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'language', 'role', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: 'Chiara',
        last_name: 'Esposito',
        language: 'fr',
        role: 'buyer',
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      // The password works at the next login, from another browser.
      expect((await client.post('/api/logout/')).statusCode).toBe(200);
      const again = await h.client().login(buyer.email, buyer.password);
      expect(again.statusCode).toBe(200);
    });

    it('merges the guest basket into the new account, as a login does', async () => {
      const book = await bookOf(h.database.db, 'Libreria Centrale');
      const client = h.client();
      const added = await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      expect(added.errors).toBeUndefined();
      const registered = await client.post('/api/register/', registration());
      expect(registered.statusCode).toBe(201);
      const basket = await client.graphql<{
        getBasket: { bookshops: { basketLines: { qty: number; product: { id: string } }[] }[] };
      }>('GetBasket', GET_BASKET);
      const lines = basket.data?.getBasket.bookshops.flatMap((b) => b.basketLines);
      expect(lines).toEqual([
        expect.objectContaining({ qty: 1, product: { id: String(book.id) } }),
      ]);
    });

    it('refuses an email already taken, in any case, with a field error on email (400)', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      for (const email of ['jane.doe@example.com', 'JANE.Doe@Example.COM ']) {
        const refused = await client.post('/api/register/', registration({ email }));
        expect(refused.statusCode, email).toBe(400);
        expect(refused.json(), email).toEqual({
          errors: { email: ['An account with this email already exists'] },
        });
      }
      expect(await accountCount(h, 'jane.doe@example.com')).toBe(1);
      // Nobody was logged in.
      expect((await client.post('/test-login/')).statusCode).toBe(401);
    });

    it('refuses a password shorter than 12 characters, in the user language', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      const cases: [string, string][] = [
        ['', 'Mandatory field'],
        ['Sh0rt-pass!', 'The password must have at least 12 characters'],
      ];
      for (const [password, message] of cases) {
        const buyer = registration({ password });
        const refused = await client.post('/api/register/', buyer);
        expect(refused.statusCode, password).toBe(400);
        expect(refused.json(), password).toEqual({ errors: { password: [message] } });
        expect(await accountCount(h, buyer.email), password).toBe(0);
      }
      client.cookies.set('user_language', 'it');
      const italian = await client.post('/api/register/', registration({ password: 'breve' }));
      expect(italian.json()).toEqual({
        errors: { password: ['La password deve avere almeno 12 caratteri'] },
      });
    });

    it('refuses a password easy to guess (zxcvbn below 3), saying why in the user language', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      // Twelve characters and more, yet guessed at once: common, a sequence, a repeat, a
      // disguised common word, the person's own names.
      const weak = [
        'password1234',
        '123456789012',
        'aaaaaaaaaaaa',
        'qwerty123456',
        'P@ssw0rd2024',
        'chiara.esposito.2026',
      ];
      for (const password of weak) {
        const buyer = registration({ password, firstName: 'Chiara', lastName: 'Esposito' });
        const refused = await client.post('/api/register/', buyer);
        expect(refused.statusCode, password).toBe(400);
        const [message, ...others] = refused.json<{ errors: { password: string[] } }>().errors
          .password;
        expect(others, password).toEqual([]);
        // The refusal, then zxcvbn's feedback: what is wrong and what to do instead.
        expect(message, password).toMatch(/^This password is too easy to guess\. \S.+\./);
        expect(await accountCount(h, buyer.email), password).toBe(0);
      }
      const repeated = await client.post(
        '/api/register/',
        registration({ password: 'aaaaaaaaaaaa' }),
      );
      expect(repeated.json()).toEqual({
        errors: {
          password: [
            'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. ' +
              'Add more words that are less common. Avoid repeated words and characters.',
          ],
        },
      });
      const translated: Record<string, string> = {
        it: 'Questa password è troppo facile da indovinare. Questa assomiglia a una password di uso comune. Aggiungi un maggior numero di parole meno comuni.',
        fr: 'Ce mot de passe est trop facile à deviner. Ce mot de passe est similaire à un mot de passe couramment utilisé. Ajoutez des mots moins courants.',
        es: 'Esta contraseña es demasiado fácil de adivinar. Es similar a una contraseña usada habitualmente. Añade más palabras que sean menos comunes.',
      };
      for (const [language, message] of Object.entries(translated)) {
        client.cookies.set('user_language', language);
        const refused = await client.post(
          '/api/register/',
          registration({ password: 'password1234' }),
        );
        expect(refused.json(), language).toEqual({ errors: { password: [message] } });
      }
    });

    it('accepts a passphrase hard to guess, and the demo accounts’ password', async () => {
      for (const password of ['libri sul tetto blu', DEMO_PASSWORD]) {
        const accepted = await h.client().post('/api/register/', registration({ password }));
        expect(accepted.statusCode, password).toBe(201);
      }
    });

    it('refuses a language that is not it, en, fr, es and missing fields, per field (400)', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      for (const language of ['de', 'EN', 3, undefined]) {
        const buyer = registration({ language });
        const refused = await client.post('/api/register/', buyer);
        expect(refused.statusCode, String(language)).toBe(400);
        expect(refused.json(), String(language)).toEqual({
          errors: { language: ['Invalid value'] },
        });
        expect(await accountCount(h, buyer.email)).toBe(0);
      }
      const empty = await client.post('/api/register/', {});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual([
        'email',
        'firstName',
        'language',
        'lastName',
        'password',
      ]);
      const bad = await client.post(
        '/api/register/',
        registration({ email: 'not-an-email', firstName: '  ', lastName: 'x'.repeat(151) }),
      );
      expect(bad.json()).toEqual({
        errors: {
          email: ['Enter a valid email address'],
          firstName: ['Mandatory field'],
          lastName: ['Too long (at most 150 characters)'],
        },
      });
    });

    it('refuses a registration without the CSRF token (403), creating nothing', async () => {
      const client = h.client();
      await client.ensureCsrf();
      const buyer = registration();
      const forged = await client.post('/api/register/', buyer, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'CSRF_FAILED' });
      expect(await accountCount(h, buyer.email)).toBe(0);
      expect((await client.post('/test-login/')).statusCode).toBe(401);
      // The same call with the token goes through.
      expect((await client.post('/api/register/', buyer)).statusCode).toBe(201);
    });

    it('rate-limits an address that keeps trying taken emails with 429, like failed logins', async () => {
      const address = '203.0.113.80';
      // Accounts of its own, so the failures below slow down no other test's login.
      const taken: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const buyer = registration();
        // From an address of their own (registrations are limited per address).
        const registered = await h
          .client({ remoteAddress: '203.0.113.82' })
          .post('/api/register/', buyer);
        expect(registered.statusCode).toBe(201);
        taken.push(buyer.email);
      }
      const prober = h.client({ remoteAddress: address });
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
        const refused = await prober.post('/api/register/', registration({ email: taken[0] }));
        expect(refused.statusCode).toBe(400);
      }
      // Per address and email: that email is refused from there, even for a login...
      const limited = await prober.post('/api/register/', registration({ email: taken[0] }));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await prober.login(taken[0]!, NEW_ACCOUNT_PASSWORD)).statusCode).toBe(429);
      // ...and past the per-address limit, whatever the email, a new account too.
      let failures = MAX_FAILURES_PER_EMAIL;
      for (let i = 0; failures < MAX_FAILURES_PER_IP; i += 1) {
        const email = taken[1 + (i % 4)];
        const refused = await prober.post('/api/register/', registration({ email }));
        expect(refused.statusCode).toBe(400);
        failures += 1;
      }
      const fresh = registration();
      const blocked = await prober.post('/api/register/', fresh);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      expect(await accountCount(h, fresh.email)).toBe(0);
      // Another address is not affected.
      const neighbour = h.client({ remoteAddress: '203.0.113.81' });
      expect((await neighbour.post('/api/register/', fresh)).statusCode).toBe(201);
    });

    it('gives a new session token at login (no fixation)', async () => {
      const client = h.client();
      client.cookies.set('sessionid', 'attacker-chosen-token');
      await client.login(MARIO, DEMO_PASSWORD);
      expect(client.cookies.get('sessionid')).not.toBe('attacker-chosen-token');
    });
  });
}
