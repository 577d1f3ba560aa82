import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';

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

    it('gives a new session token at login (no fixation)', async () => {
      const client = h.client();
      client.cookies.set('sessionid', 'attacker-chosen-token');
      await client.login(MARIO, DEMO_PASSWORD);
      expect(client.cookies.get('sessionid')).not.toBe('attacker-chosen-token');
    });
  });
}
