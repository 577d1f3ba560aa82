import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBookshop } from '../test/accounts.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { bookOf } from '../test/fixtures.ts';
import { engines, testConfig } from '../test/harness.ts';
import { CHOOSE_PASSWORD, GET_BASKET, USER_EMAIL } from '../test/operations.ts';
import { buildInstrumentedApp, type InstrumentedApp } from '../test/route-inventory.ts';
import { firstLoginStaff, loggedIn, ONE_TIME_PASSWORD } from '../test/shoppers.ts';

// docs/spec/accounts-and-access.md §3: a new bookshop's one-time password works once. The account
// the administrator makes with it must choose its own at its first login, and until it has, its
// session may log out, say who it is (the page's header) and choose the password: every other REST
// route and GraphQL operation answers 403 PASSWORD_CHANGE_REQUIRED and does nothing.

const BOOKSHOP_ORDERS = 'query BookshopOrders { bookshopOrders { id } }';
const ACCOUNT_ROLE = 'query AccountRole { accountRole }';
const STRONG = 'scaffali di noce e ottone';

/** Routes such a session may still call. */
const OPEN_ROUTES = ['/api/logout/', '/test-login/', '/graphql'];

/** A concrete URL for a declared one (any value for its parameters). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

function refusalOf(answer: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return answer.errors?.map((e) => e.extensions?.code);
}

for (const engine of engines()) {
  describe(`a bookshop's one-time password (${engine.name})`, () => {
    const h = engine.setup();

    it('leads its first login to choosing a password, refusing everything else until then; then the new one works and it no longer does', async () => {
      const { staffEmail, oneTimePassword } = await newBookshop(h, {
        name: 'Libreria del Primo Accesso',
        city: 'Lucca',
        staffFirstName: 'Primo',
        staffLastName: 'Accesso',
      });
      const flag = () =>
        h.database.db
          .selectFrom('users')
          .select('must_change_password')
          .where('email', '=', staffEmail)
          .executeTakeFirstOrThrow();
      expect(await flag()).toEqual({ must_change_password: true });

      const staff = h.client();
      const login = await staff.login(staffEmail, oneTimePassword);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ email: staffEmail, passwordChangeRequired: true });
      const firstCookie = staff.cookies.get('sessionid');

      // Any staff operation: refused, translated (the account speaks Italian).
      const orders = await staff.post('/graphql', {
        operationName: 'BookshopOrders',
        query: BOOKSHOP_ORDERS,
      });
      expect(orders.statusCode).toBe(403);
      expect(orders.json()).toEqual({
        data: null,
        errors: [
          {
            message: 'Prima di continuare scegli una nuova password.',
            extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
          },
        ],
      });
      const account = await staff.get('/api/account/');
      expect(account.statusCode).toBe(403);
      expect(account.json()).toEqual({
        detail: 'Prima di continuare scegli una nuova password.',
        code: 'PASSWORD_CHANGE_REQUIRED',
      });
      staff.cookies.set('user_language', 'en');
      expect((await staff.graphql('GetBasket', GET_BASKET)).errors?.[0]?.message).toBe(
        'Choose a new password before going on.',
      );

      // What the page needs to show who is there: allowed.
      expect((await staff.post('/test-login/')).statusCode).toBe(200);
      expect((await staff.graphql('GetDjangoUserEmail', USER_EMAIL)).data).toEqual({
        getDjangoUserEmail: staffEmail,
      });
      expect((await staff.graphql('AccountRole', ACCOUNT_ROLE)).data).toEqual({
        accountRole: 'STAFF',
      });

      // The new password: judged as every new password is, in the person's language.
      const weak = await staff.graphql('ChoosePassword', CHOOSE_PASSWORD, {
        password: 'password1234',
      });
      expect(weak.errors).toEqual([
        {
          message: expect.stringMatching(/^This password is too easy to guess\. \S.+\./),
          path: ['choosePassword'],
          extensions: { code: 'PASSWORD_TOO_WEAK', field: 'password' },
        },
      ]);
      const short = await staff.graphql('ChoosePassword', CHOOSE_PASSWORD, { password: 'corta' });
      expect(short.errors?.[0]).toMatchObject({
        message: 'The password must have at least 12 characters',
        extensions: { code: 'INVALID_VALUE', field: 'password' },
      });
      expect(await flag()).toEqual({ must_change_password: true });

      const chosen = await staff.graphql<{ choosePassword: string }>(
        'ChoosePassword',
        CHOOSE_PASSWORD,
        { password: STRONG },
      );
      expect(chosen.errors).toBeUndefined();
      // Where the page goes on: the bookshop area of a staff account.
      expect(chosen.data).toEqual({ choosePassword: 'STAFF' });
      expect(await flag()).toEqual({ must_change_password: false });
      // A new session (no fixation), which may now do the staff's work.
      expect(staff.cookies.get('sessionid')).not.toBe(firstCookie);
      const now = await staff.graphql('BookshopOrders', BOOKSHOP_ORDERS);
      expect(now.errors).toBeUndefined();
      expect((await staff.get('/api/account/')).statusCode).toBe(200);

      // The one-time password is spent; the chosen one opens an ordinary session.
      expect((await h.client().login(staffEmail, oneTimePassword)).statusCode).toBe(401);
      const again = await h.client().login(staffEmail, STRONG);
      expect(again.json()).toEqual({ email: staffEmail });
    });

    it('ends the other sessions opened with the one-time password when the password is chosen', async () => {
      const { id: bookshopId } = await h.database.db
        .selectFrom('bookshops')
        .select('id')
        .where('name', '=', 'Libreria Centrale')
        .executeTakeFirstOrThrow();
      const { client, email } = await firstLoginStaff(h, bookshopId);
      const other = h.client();
      expect((await other.login(email, ONE_TIME_PASSWORD)).json()).toMatchObject({
        passwordChangeRequired: true,
      });
      expect(
        (await client.graphql('ChoosePassword', CHOOSE_PASSWORD, { password: STRONG })).errors,
      ).toBeUndefined();
      expect((await other.graphql('GetDjangoUserEmail', USER_EMAIL)).data).toEqual({
        getDjangoUserEmail: null,
      });
    });

    it('lets no other GraphQL field through, whatever the document’s shape', async () => {
      const book = await bookOf(h.database.db, 'Libreria Centrale');
      const { client } = await firstLoginStaff(h, book.bookshop_id);
      const refused = [
        'query Q { accountRole bookshopOrders { id } }',
        'query Q { me: accountRole orders: bookshopOrders { id } }',
        'query Q { ...F } fragment F on Query { bookshopOrders { id } }',
        'query Q { ... on Query { getBasket { itemNumber } } }',
        `mutation Q { addProduct(productId: "${book.id}") { itemNumber } }`,
      ];
      for (const query of refused) {
        const answer = await client.post('/graphql', { operationName: 'Q', query });
        expect(answer.statusCode, query).toBe(403);
        expect(refusalOf(answer.json()), query).toEqual(['PASSWORD_CHANGE_REQUIRED']);
      }
      // GET asks the same.
      const get = await client.get(
        `/graphql?query=${encodeURIComponent('{ bookshopOrders { id } }')}`,
        { 'x-csrftoken': client.cookies.get('csrftoken') ?? '' },
      );
      expect(refusalOf(get.json())).toEqual(['PASSWORD_CHANGE_REQUIRED']);
      const allowed = await client.graphql('Q', 'query Q { __typename who: getDjangoUserEmail }');
      expect(allowed.errors).toBeUndefined();
      // Nothing was added to a basket.
      const basket = await loggedIn(h, MARIO);
      expect((await basket.graphql('GetBasket', GET_BASKET)).errors).toBeUndefined();
    });

    it('a password reset by mail lifts the requirement too', async () => {
      const book = await bookOf(h.database.db, 'Libreria Centrale');
      const { client, email } = await firstLoginStaff(h, book.bookshop_id);
      const visitor = h.client({ remoteAddress: '10.37.0.1' });
      expect((await visitor.post('/api/password-reset/', { email })).statusCode).toBe(202);
      const mail = (await visitor.get(`/api/dev/mail/?to=${encodeURIComponent(email)}`)).json<
        { text: string }[]
      >();
      const token = /\/reset-password\/([\w-]+)\//.exec(mail[0]?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const reset = await visitor.post('/api/password-reset/confirm/', {
        token,
        password: STRONG,
      });
      expect(reset.statusCode).toBe(200);
      // The one-time session is over; the chosen password opens an ordinary one.
      expect((await client.graphql('GetDjangoUserEmail', USER_EMAIL)).data).toEqual({
        getDjangoUserEmail: null,
      });
      expect((await h.client().login(email, STRONG)).json()).toEqual({ email });
    });

    describe('every REST route', () => {
      let instrumented: InstrumentedApp;
      beforeAll(async () => {
        instrumented = await buildInstrumentedApp(testConfig, h.database);
      });
      afterAll(async () => {
        await instrumented?.app.close();
      });

      it('answers 403 PASSWORD_CHANGE_REQUIRED before its handler runs, but logout and the login check', async () => {
        const book = await bookOf(h.database.db, 'Libreria Centrale');
        const { client: first } = await firstLoginStaff(h, book.bookshop_id);
        // The same session, on the app that counts what reaches each handler.
        const client = new TestClient(instrumented.app);
        for (const [name, value] of first.cookies) client.cookies.set(name, value);
        const api = instrumented.routes.filter(
          (r) =>
            (r.url.startsWith('/api/') || r.url === '/test-login/') &&
            !OPEN_ROUTES.includes(r.url) &&
            r.method !== 'HEAD',
        );
        expect(api.map((r) => r.url)).toContain('/api/account/password/');
        const csrf = await client.ensureCsrf();
        for (const { method, url } of api) {
          const before = instrumented.handled(method, url);
          const answer = await instrumented.app.inject({
            method: method as 'GET',
            url: concrete(url),
            headers: { cookie: client.cookieHeader(), 'x-csrftoken': csrf },
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          expect(answer.statusCode, `${method} ${url}`).toBe(403);
          expect(answer.json(), `${method} ${url}`).toMatchObject({
            code: 'PASSWORD_CHANGE_REQUIRED',
          });
          expect(instrumented.handled(method, url), `${method} ${url}`).toBe(before);
        }
        expect((await client.post('/test-login/')).statusCode).toBe(200);
        expect((await client.post('/api/logout/')).statusCode).toBe(200);
        // Logged out: a guest, refused nothing a guest may do.
        expect((await client.graphql('GetBasket', GET_BASKET)).errors).toBeUndefined();
      });

      it('leaves an ordinary session alone', async () => {
        const client = new TestClient(instrumented.app);
        expect((await client.login(MARIO, DEMO_PASSWORD)).json()).toEqual({ email: MARIO });
        expect((await client.get('/api/account/')).statusCode).toBe(200);
      });
    });
  });
}
