import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TestClient } from '../test/client.ts';
import { ADMIN, DEMO_PASSWORD, GIULIA, MARIO, staffEmailOf } from '../test/demo-accounts.ts';
import { bookOf } from '../test/fixtures.ts';
import { loggedIn, pendingPickupOrder } from '../test/shoppers.ts';
import { engines, testConfig } from '../test/harness.ts';
import { temporaryWebDist } from '../test/web-dist.ts';

// Security headers on every answer, the Content-Security-Policy of the pages (only 'self'
// and what Stripe and Braintree/PayPal need), and the cookies' flags.

/** Exactly what the pages may use: 'self' and the payment providers' hosts. */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://js.braintreegateway.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ],
  'script-src-attr': ["'none'"],
  'frame-src': [
    "'self'",
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://assets.braintreegateway.com',
    'https://*.paypal.com',
  ],
  'connect-src': [
    "'self'",
    'https://api.stripe.com',
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
  ],
  'img-src': [
    "'self'",
    'data:',
    'https://*.stripe.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The payment providers' domains: the only hosts a source may name. */
const PROVIDER_DOMAINS = [
  'stripe.com',
  'braintreegateway.com',
  'braintree-api.com',
  'paypal.com',
  'paypalobjects.com',
];

function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** What every answer carries, page or not. */
function expectBaseHeaders(response: LightMyRequestResponse, what: string): void {
  const headers = response.headers;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
  const hsts = /max-age=(\d+)/.exec(String(headers['strict-transport-security']));
  expect(Number(hsts?.[1]), what).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(parseCsp(String(headers['content-security-policy'])).get('frame-ancestors'), what).toEqual(
    ["'none'"],
  );
}

for (const engine of engines()) {
  describe(`security headers and cookies (${engine.name})`, () => {
    const h = engine.setup();
    const web = temporaryWebDist();
    let site: FastifyInstance;
    let secure: FastifyInstance;

    beforeAll(async () => {
      site = await buildApp({ ...testConfig, webDist: web.dir }, h.database);
      secure = await buildApp({ ...testConfig, secureCookies: true }, h.database);
    });
    afterAll(async () => {
      await site?.close();
      await secure?.close();
      web.remove();
    });

    it("gives every page a CSP of 'self' and exactly the payment providers' hosts", async () => {
      const client = new TestClient(site);
      const pages = [
        '/it/',
        '/en/cart',
        '/it/checkout/',
        '/it/login/?next=%2Fit%2Fcheckout%2F',
        '/area-personale/indirizzi/edit/1/?next=/checkout/',
        '/area-personale/dati-fatturazione/?next=/checkout/',
        '/libro/il-fu-mattia-pascal/3/',
        '/api/conferma-ordine/SC-ABCDEF/',
      ];
      for (const page of pages) {
        const response = await client.get(page, { accept: 'text/html' });
        expect(response.statusCode, page).toBe(200);
        expect(response.headers['content-type'], page).toContain('text/html');
        expectBaseHeaders(response, page);
        const csp = parseCsp(String(response.headers['content-security-policy']));
        expect([...csp.keys()].sort(), page).toEqual(Object.keys(EXPECTED_CSP).sort());
        for (const [directive, sources] of Object.entries(EXPECTED_CSP)) {
          expect([...(csp.get(directive) ?? [])].sort(), `${page} ${directive}`).toEqual(
            [...sources].sort(),
          );
        }
      }
    });

    it('allows nothing like eval, inline scripts, a wildcard or a scheme, and no host but the providers', async () => {
      const response = await new TestClient(site).get('/it/checkout/', { accept: 'text/html' });
      const csp = parseCsp(String(response.headers['content-security-policy']));
      for (const [directive, sources] of csp) {
        for (const source of sources) {
          const what = `${directive} ${source}`;
          expect(
            ["'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*'],
            what,
          ).not.toContain(source);
          if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) {
            // A whole scheme: only data: images and fonts, never https: or the like.
            expect(source, what).toBe('data:');
            expect(['img-src', 'font-src'], what).toContain(directive);
            continue;
          }
          if (source.startsWith("'")) continue;
          const url = new URL(source.replace('*.', 'wildcard.'));
          expect(url.protocol, what).toBe('https:');
          expect(
            PROVIDER_DOMAINS.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`)),
            what,
          ).toBe(true);
        }
      }
      for (const directive of ['script-src', 'script-src-attr', 'default-src', 'object-src']) {
        const sources = csp.get(directive) ?? [];
        for (const unsafe of ["'unsafe-inline'", 'data:', 'blob:'])
          expect(sources, directive).not.toContain(unsafe);
      }
    });

    it('sends the same protective headers on API answers, errors and assets', async () => {
      const client = new TestClient(site);
      await client.ensureCsrf();
      const answers: [string, LightMyRequestResponse][] = [
        ['asset', await client.get('/assets/app-1a2b3c.js')],
        ['REST JSON', await client.get('/api/product-gallery/1/')],
        ['banner HTML', await client.get('/api/banner/header/')],
        ['GraphQL', await client.post('/graphql', { query: '{ getDjangoUserEmail }' })],
        ['CSRF refusal', await client.post('/api/logout/', {}, { csrf: false })],
        ['not found', await client.get('/api/nothing-here/')],
        ['login refusal', await client.login('nobody@example.com', 'x')],
      ];
      for (const [what, response] of answers) expectBaseHeaders(response, what);
      const json = answers.find(([what]) => what === 'REST JSON')![1];
      expect(json.headers['content-type']).toContain('application/json');
    });

    it('lets no cache keep an answer of the account, orders, confirmation, bookshop or admin areas', async () => {
      const book = await bookOf(h.database.db, 'Libreria Centrale');
      const { client: buyer, orderNumber } = await pendingPickupOrder(h, MARIO, book);
      const staff = await loggedIn(h, staffEmailOf('Libreria Centrale'));
      const admin = await loggedIn(h, ADMIN);
      const query = (client: TestClient, name: string, fields: string) =>
        client.post('/graphql', { operationName: name, query: `query ${name} { ${fields} }` });
      const answers: [string, LightMyRequestResponse][] = [
        ['account', await buyer.get('/api/account/')],
        ['account, logged out', await h.client().get('/api/account/')],
        ['login check', await buyer.post('/test-login/')],
        [
          'order confirmation',
          await buyer.get(`/api/conferma-ordine/${orderNumber}/`, { accept: 'application/json' }),
        ],
        ['orders', await query(buyer, 'MyOrders', 'myOrders { __typename }')],
        ['addresses', await query(buyer, 'Addresses', 'getShippingAddresses(lang: "it") { id }')],
        ['staff: parts', await query(staff, 'Parts', 'bookshopOrders { __typename }')],
        ['staff: shelf', await query(staff, 'Shelf', 'shelf { __typename }')],
        [
          'staff: parts export',
          await staff.get('/api/bookshop/parts.csv?from=2026-01-01&to=2026-01-31'),
        ],
        ['staff: an invoice', await staff.get('/api/bookshop/parts/1/invoice.xml')],
        ['staff: a document', await staff.get('/api/bookshop/invoices/1.xml')],
        ['admin: orders', await query(admin, 'AdminOrders', 'adminOrders { __typename }')],
        [
          'admin: refused to a buyer',
          await query(buyer, 'AdminOrders', 'adminOrders { __typename }'),
        ],
      ];
      for (const [what, response] of answers) {
        expect(response.statusCode, what).toBeLessThan(500);
        expect(response.headers['cache-control'], what).toBe('no-store');
      }
      // Public answers that chose their own policy keep it.
      const banner = await h.client().get('/api/banner/header/');
      expect(banner.headers['cache-control']).toBe('private, max-age=60');
    });

    it('marks the session cookie HttpOnly and SameSite, the CSRF cookie SameSite but readable', async () => {
      const client = new TestClient(h.app);
      const page = await client.get('/it/');
      const csrf = page.cookies.find((c) => c.name === 'csrftoken');
      expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(csrf?.httpOnly).toBeFalsy();
      expect(csrf?.secure).toBeFalsy();
      const login = await client.login(MARIO, DEMO_PASSWORD);
      const session = login.cookies.find((c) => c.name === 'sessionid');
      expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(session?.value.length).toBeGreaterThanOrEqual(43);
      const logout = await client.post('/api/logout/');
      const cleared = logout.cookies.find((c) => c.name === 'sessionid');
      expect(cleared?.value).toBe('');
      expect((await client.post('/test-login/')).statusCode).toBe(401);
    });

    it('marks both cookies Secure when the deployment says so', async () => {
      const client = new TestClient(secure);
      const page = await client.get('/healthz');
      expect(page.cookies.find((c) => c.name === '__Host-csrftoken')).toMatchObject({
        secure: true,
        sameSite: 'Lax',
        path: '/',
      });
      const login = await client.login(GIULIA, DEMO_PASSWORD);
      expect(login.cookies.find((c) => c.name === 'sessionid')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    });
  });
}
