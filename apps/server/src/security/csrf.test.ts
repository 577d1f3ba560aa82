import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../app.ts';
import { BraintreeProvider } from '../modules/payments/braintree/braintree-provider.ts';
import { StripeProvider } from '../modules/payments/stripe/stripe-provider.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, GIULIA, MARIO } from '../test/demo-accounts.ts';
import {
  startPaymentStandIn,
  type PaymentStandIn,
} from '../test/doubles/payment-providers/stand-in.ts';
import {
  signedBraintreeWebhook,
  signedStripeWebhook,
} from '../test/doubles/payment-providers/webhooks.ts';
import { userIdOf } from '../test/fixtures.ts';
import { engines, testConfig } from '../test/harness.ts';
import { ADD_PRODUCT, BASKET_ITEM_NUMBER, TOTALS } from '../test/operations.ts';
import { buildInstrumentedApp, type InstrumentedApp } from '../test/route-inventory.ts';

// docs/spec/api-contract.md §5: every POST (GraphQL included) needs X-CSRFToken equal to the
// csrftoken cookie, else 403. The routes come from the app itself (an onRoute hook), so a route
// added tomorrow is swept too. The only exception: the payment providers' webhooks, which
// providers sign instead (and which must then refuse a bad signature).

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The exception list, exactly: provider webhooks. */
const WEBHOOKS = ['/api/webhooks/braintree/', '/api/webhooks/sandbox/', '/api/webhooks/stripe/'];

/** Every state-changing path the contract names (a floor for the inventory, not the list). */
const CONTRACT_POSTS = [
  '/graphql',
  '/api/login/',
  '/api/logout/',
  '/test-login/',
  '/api/wishlist/:productId/',
  '/api/indirizzo-spedizione/',
  '/api/dati-fatturazione/',
  '/api/stripe/create-payment-intent/card/',
  '/api/stripe/create-payment-intent/wiretransfer/',
  '/api/braintree/client-token/',
  '/api/braintree/payment-approved/',
  '/api/register/',
  '/api/password-reset/',
  '/api/password-reset/confirm/',
];

const STRIPE_WEBHOOK_SECRET = 'whsec_security_suite';
const BRAINTREE_KEYS = { merchantId: 'merchant', publicKey: 'public-key', privateKey: 'secret' };

/**
 * PAYMENTS=live with the official SDKs pointed at the local stand-ins (a webhook's status is
 * asked of the provider): nothing here reaches a provider over the network.
 */
function liveProviders(standIn: PaymentStandIn) {
  return {
    card: new StripeProvider({
      secretKey: standIn.stripe.secretKey,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      ...standIn.stripeConnection,
    }),
    paypal: new BraintreeProvider({
      ...BRAINTREE_KEYS,
      environment: standIn.braintreeEnvironment,
    }),
    sandbox: null,
    stripePublishableKey: 'pk_test_security_suite',
  };
}

/** A concrete URL for a declared one (any value for its parameters). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

type Mode = 'sandbox' | 'live';

for (const engine of engines()) {
  describe(`CSRF on every route that changes something (${engine.name})`, () => {
    const h = engine.setup();
    const apps = {} as Record<Mode, InstrumentedApp>;

    let standIn: PaymentStandIn;
    let providers: ReturnType<typeof liveProviders>;

    beforeAll(async () => {
      standIn = await startPaymentStandIn({
        braintreeMerchantId: BRAINTREE_KEYS.merchantId,
        braintreePublicKey: BRAINTREE_KEYS.publicKey,
        braintreePrivateKey: BRAINTREE_KEYS.privateKey,
      });
      apps.sandbox = await buildInstrumentedApp(testConfig, h.database);
      providers = liveProviders(standIn);
      const live: AppConfig = { ...testConfig, payments: 'live', paymentProviders: providers };
      apps.live = await buildInstrumentedApp(live, h.database);
    });
    afterAll(async () => {
      await apps.sandbox?.app.close();
      await apps.live?.app.close();
      await standIn?.close();
    });

    const unsafeRoutes = (mode: Mode) => apps[mode].routes.filter((r) => UNSAFE.has(r.method));

    /** A client of this app logged in as mario (so no route stops at "not logged in"). */
    async function mario(app: InstrumentedApp): Promise<TestClient> {
      const client = new TestClient(app.app);
      expect((await client.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      return client;
    }

    it('lists every route the contract says changes state, and nothing but POST among them', () => {
      for (const mode of ['sandbox', 'live'] as const) {
        const urls = unsafeRoutes(mode).map((r) => r.url);
        expect(urls).toEqual(expect.arrayContaining([...CONTRACT_POSTS, ...WEBHOOKS]));
        expect(new Set(unsafeRoutes(mode).map((r) => r.method))).toEqual(new Set(['POST']));
      }
      // The sandbox's own card form routes exist only in sandbox mode, and are swept there.
      expect(unsafeRoutes('sandbox').map((r) => r.url)).toContain('/api/sandbox/confirm/');
      expect(unsafeRoutes('live').map((r) => r.url)).not.toContain('/api/sandbox/confirm/');
      // So is the simulated incoming bank transfer of development (never with live payments).
      const simulated = '/api/dev/bank-transfers/:orderNumber/received';
      expect(unsafeRoutes('sandbox').map((r) => r.url)).toContain(simulated);
      expect(unsafeRoutes('live').map((r) => r.url)).not.toContain(simulated);
    });

    for (const mode of ['sandbox', 'live'] as const) {
      it(`refuses every ${mode} POST without the right token with 403, before its handler runs`, async () => {
        const instrumented = apps[mode];
        const { app } = instrumented;
        const client = await mario(instrumented);
        const token = client.cookies.get('csrftoken')!;
        const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
        const routes = unsafeRoutes(mode).filter((r) => !WEBHOOKS.includes(r.url));
        expect(routes.length).toBeGreaterThanOrEqual(CONTRACT_POSTS.length);

        for (const route of routes) {
          const url = concrete(route.url);
          const handledBefore = instrumented.handled(route.method, route.url);
          const session = `sessionid=${client.cookies.get('sessionid')}`;
          const attempts: { name: string; url: string; headers: Record<string, string> }[] = [
            { name: 'no header', url, headers: { cookie: client.cookieHeader() } },
            {
              name: 'a header that is not the cookie',
              url,
              headers: { cookie: client.cookieHeader(), 'x-csrftoken': forged },
            },
            {
              name: 'a header but no cookie',
              url,
              headers: { cookie: session, 'x-csrftoken': token },
            },
            {
              name: 'a short token in both',
              url,
              headers: { cookie: `${session}; csrftoken=abc`, 'x-csrftoken': 'abc' },
            },
            {
              name: 'an empty header',
              url,
              headers: { cookie: client.cookieHeader(), 'x-csrftoken': '' },
            },
            {
              name: 'no header, path without its trailing slash',
              url: url.endsWith('/') ? url.slice(0, -1) : `${url}/`,
              headers: { cookie: client.cookieHeader() },
            },
            {
              name: 'no header, a form post as another site would send it',
              url,
              headers: {
                cookie: client.cookieHeader(),
                'content-type': 'application/x-www-form-urlencoded',
              },
            },
          ];
          for (const attempt of attempts) {
            const form = attempt.headers['content-type'] !== undefined;
            const response = await app.inject({
              method: route.method as 'POST',
              url: attempt.url,
              headers: attempt.headers,
              payload: form ? `email=${encodeURIComponent(MARIO)}` : {},
            });
            const what = `${route.method} ${route.url} with ${attempt.name}`;
            expect(response.statusCode, what).toBe(403);
            expect(response.json(), what).toMatchObject({ code: 'CSRF_FAILED' });
          }
          expect(instrumented.handled(route.method, route.url), route.url).toBe(handledBefore);

          // The same call with the token does reach the handler: the sweep hits real routes.
          const control = new TestClient(app);
          const reached = await control.post(url, { query: '{ __typename }' });
          expect(reached.statusCode, `${route.url} with the token`).not.toBe(403);
          expect(instrumented.handled(route.method, route.url), route.url).toBe(handledBefore + 1);
        }
        // Nothing ran: the session survived the refused logout.
        expect((await client.post('/test-login/')).statusCode).toBe(200);
      });

      it(`exempts exactly the payment webhooks (${mode}), which refuse a bad signature`, async () => {
        const instrumented = apps[mode];
        const { app } = instrumented;
        const exempt: string[] = [];
        for (const route of unsafeRoutes(mode)) {
          const before = instrumented.handled(route.method, route.url);
          await app.inject({ method: 'POST', url: concrete(route.url), payload: {} });
          if (instrumented.handled(route.method, route.url) > before) exempt.push(route.url);
        }
        expect(exempt.sort()).toEqual(WEBHOOKS);

        const { db } = h.database;
        const eventsBefore = await db.selectFrom('provider_events').select('id').execute();
        const bad: { url: string; headers: Record<string, string>; payload?: string }[] = [];
        for (const url of WEBHOOKS) {
          bad.push(
            { url, headers: {} },
            { url, headers: { 'content-type': 'application/json' }, payload: '{"id":"evt_1"}' },
            {
              url,
              headers: {
                'content-type': 'application/json',
                'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
                'x-sandbox-signature': '0'.repeat(64),
              },
              payload: '{"id":"evt_1","status":"succeeded"}',
            },
            {
              url,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'bt_signature=public-key%7Cdeadbeef&bt_payload=PG5vdGlmaWNhdGlvbi8%2B',
            },
          );
        }
        for (const attempt of bad) {
          const response = await app.inject({ method: 'POST', ...attempt });
          const what = `${attempt.url} ${JSON.stringify(attempt.headers)}`;
          // The sandbox webhook does not exist in live mode (404); everything else is a 400.
          const expected =
            mode === 'live' && attempt.url === '/api/webhooks/sandbox/'
              ? { status: 404, code: 'NOT_FOUND' }
              : { status: 400, code: 'BAD_SIGNATURE' };
          expect(response.statusCode, what).toBe(expected.status);
          expect(response.json(), what).toMatchObject({ code: expected.code });
        }
        expect(await db.selectFrom('provider_events').select('id').execute()).toEqual(eventsBefore);
      });
    }

    it('accepts a webhook the provider really signed, and not once its body is changed', async () => {
      const { app } = apps.live;
      const { db } = h.database;
      // Payments the providers have (the server asks them for the status an event claims).
      const intent = await providers.card.createPaymentIntent({
        orderNumber: 'SC-SECURITY',
        amountCents: 1000,
        method: 'card',
        idempotencyKey: 'security-suite-intent',
        customerEmail: MARIO,
      });
      standIn.stripe.setStatus(intent.providerRef, 'succeeded');
      const sale = await providers.paypal.sale({
        orderNumber: 'SC-SECURITY',
        amountCents: 1000,
        paymentMethodNonce: standIn.braintree.issueNonce(),
        idempotencyKey: 'security-suite-sale',
      });
      const stripe = signedStripeWebhook({
        secret: STRIPE_WEBHOOK_SECRET,
        type: 'payment_intent.succeeded',
        object: { id: intent.providerRef, object: 'payment_intent', status: 'succeeded' },
      });
      const tampered = Buffer.from(
        stripe.rawBody.toString('utf8').replace('succeeded', 'canceled'),
      );
      const refused = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe/',
        headers: stripe.headers,
        payload: tampered,
      });
      expect(refused.statusCode).toBe(400);
      const genuine = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe/',
        headers: stripe.headers,
        payload: stripe.rawBody,
      });
      expect(genuine.statusCode).toBe(200);
      expect(genuine.json()).toMatchObject({ received: true });

      const braintree = await signedBraintreeWebhook(
        BRAINTREE_KEYS,
        'transaction_settled',
        sale.providerRef ?? '',
      );
      const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const forged = await app.inject({
        method: 'POST',
        url: '/api/webhooks/braintree/',
        headers,
        payload: form({
          ...braintree,
          bt_signature: `${BRAINTREE_KEYS.publicKey}|${'0'.repeat(40)}`,
        }),
      });
      expect(forged.statusCode).toBe(400);
      const real = await app.inject({
        method: 'POST',
        url: '/api/webhooks/braintree/',
        headers,
        payload: form(braintree),
      });
      expect(real.statusCode).toBe(200);
      const events = await db.selectFrom('provider_events').select(['provider', 'type']).execute();
      expect(events).toEqual(
        expect.arrayContaining([
          { provider: 'stripe', type: 'payment_intent.succeeded' },
          { provider: 'braintree', type: 'transaction_settled' },
        ]),
      );
    });

    it('binds the token to the session: another session’s token, or one planted before login, is refused', async () => {
      const basket = {
        operationName: 'GetBasket',
        query: BASKET_ITEM_NUMBER,
      };
      const send = (session: string, token: string) =>
        h.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: {
            cookie: `sessionid=${session}; csrftoken=${token}`,
            'x-csrftoken': token,
            'content-type': 'application/json',
          },
          payload: basket,
        });
      const victim = new TestClient(h.app);
      const guestToken = await victim.ensureCsrf();
      expect((await victim.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
      const session = victim.cookies.get('sessionid')!;
      // The login handed out a token for the new session; the one from before it is done.
      const token = victim.cookies.get('csrftoken')!;
      expect(token).not.toBe(guestToken);
      expect((await send(session, token)).statusCode).toBe(200);
      expect((await send(session, guestToken)).statusCode).toBe(403);
      // A cookie planted by a sibling subdomain, echoed by the attacker's page.
      expect((await send(session, 'p'.repeat(43))).statusCode).toBe(403);
      // Another buyer's own, valid token is worth nothing with this session.
      const attacker = new TestClient(h.app);
      expect((await attacker.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await send(session, attacker.cookies.get('csrftoken')!)).statusCode).toBe(403);
      // A logout hands out a token for no session, with which the next login works.
      expect((await victim.post('/api/logout/')).statusCode).toBe(200);
      expect((await victim.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('names the cookie __Host-csrftoken under HTTPS, so no subdomain can set it', async () => {
      const secure = await buildInstrumentedApp({ ...testConfig, secureCookies: true }, h.database);
      try {
        const page = await secure.app.inject({ method: 'GET', url: '/healthz' });
        const cookie = page.cookies.find((c) => c.name === '__Host-csrftoken');
        expect(cookie).toMatchObject({ secure: true, path: '/' });
        expect(cookie).not.toHaveProperty('domain');
        expect(page.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
        const post = (name: string) =>
          secure.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: {
              cookie: `${name}=${cookie!.value}`,
              'x-csrftoken': cookie!.value,
              'content-type': 'application/json',
            },
            payload: {
              operationName: 'GetBasket',
              query: BASKET_ITEM_NUMBER,
            },
          });
        expect((await post('__Host-csrftoken')).statusCode).toBe(200);
        expect((await post('csrftoken')).statusCode).toBe(403);
      } finally {
        await secure.app.close();
      }
    });

    it('refuses a request with the right token that a browser says came from another site', async () => {
      const client = new TestClient(h.app);
      expect((await client.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
      const token = await client.ensureCsrf();
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const post = (headers: Record<string, string>) =>
        h.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: {
            cookie,
            'x-csrftoken': token,
            'content-type': 'application/json',
            host: 'shop.example',
            ...headers,
          },
          payload: {
            operationName: 'GetBasket',
            query: BASKET_ITEM_NUMBER,
          },
        });
      const foreignHeaders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'https://sub.shop.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        // A sibling subdomain could have planted the cookie it echoes.
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' },
      ];
      for (const foreign of foreignHeaders) {
        const response = await post(foreign);
        expect(response.statusCode, JSON.stringify(foreign)).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CSRF_FAILED' });
      }
      const ownHeaders: Record<string, string>[] = [
        {},
        { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://shop.example' },
        { 'sec-fetch-site': 'none' },
      ];
      for (const own of ownHeaders) {
        expect((await post(own)).statusCode, JSON.stringify(own)).toBe(200);
      }
    });

    it('guards GraphQL whatever the method: a GET from another site cannot write', async () => {
      const { db } = h.database;
      const client = new TestClient(h.app);
      expect((await client.login(GIULIA, DEMO_PASSWORD)).statusCode).toBe(200);
      const book = await db
        .selectFrom('products')
        .select(['id', 'bookshop_id'])
        .where('available', '>=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      const userId = await userIdOf(db, GIULIA);
      const remembered = async () =>
        (
          await db
            .selectFrom('baskets')
            .select('selected_shippings')
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).selected_shippings;
      const before = await remembered();
      // getRealCartTotals remembers the selected shippings: it writes.
      const variables = JSON.stringify({
        selectedShippings: [{ codelib: String(book.bookshop_id), shipping: 'Express' }],
      });
      const query = `?query=${encodeURIComponent(TOTALS)}&variables=${encodeURIComponent(variables)}`;
      for (const path of ['/graphql', '/graphql/', '/graph%71l']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await h.app.inject({
            method,
            url: `${path}${query}`,
            headers: { cookie: client.cookieHeader() },
          });
          expect(response.statusCode, `${method} ${path}`).toBe(403);
        }
      }
      expect(await remembered()).toEqual(before);
      // The app itself may still read over GET, token in hand.
      const allowed = await client.get(`/graphql${query}`, {
        'x-csrftoken': client.cookies.get('csrftoken')!,
      });
      expect(allowed.statusCode).toBe(200);
      expect(await remembered()).toEqual([
        { codelib: String(book.bookshop_id), shipping: 'Express' },
      ]);
    });
  });
}
