import { describe, expect, it } from 'vitest';
import { siteCookie, SITE_COOKIES } from '@scaffale/domain/cookies';
import { registration } from '../../test/accounts.ts';
import { TestClient } from '../../test/client.ts';
import { bookOf } from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { addBooks, confirmation, payByCard, placePickupOrder } from '../../test/shoppers.ts';

// docs/spec/legal-pages.md §3: the cookie notice lists every cookie the shop sets
// (packages/domain/src/cookies.ts, which the notice's page shows). A buyer's whole journey,
// over HTTP and behind HTTPS, sets no cookie the list does not name, and none for longer
// than it says.

/** A guest browses and fills a basket, registers, changes language, orders, pays, leaves, comes back. */
async function buyersJourney(client: TestClient, db: Parameters<typeof bookOf>[0]) {
  await client.get('/');
  await client.get('/it/');
  await client.get('/healthz');
  const book = await bookOf(db, 'Libreria Centrale', 2);
  await addBooks(client, [book.id]);
  const body = registration();
  expect((await client.post('/api/register/', body)).statusCode).toBe(201);
  expect((await client.post('/api/language/', { language: 'en' })).statusCode).toBe(200);
  const order = await placePickupOrder(client, book, { paymentMethod: 'STRIPE' });
  await payByCard(client, order);
  await confirmation(client, order);
  expect((await client.get('/api/account/export.json')).statusCode).toBe(200);
  expect((await client.post('/api/logout/')).statusCode).toBe(200);
  expect((await client.login(body.email, body.password)).statusCode).toBe(200);
}

/** The cookies set (not cleared) whose name or lifetime the notice does not state. */
function unlisted(client: TestClient) {
  return client.setCookies
    .filter((cookie) => cookie.maxAge !== 0 && cookie.value !== '')
    .filter((cookie) => {
      const listed = siteCookie(cookie.name);
      return (
        listed === undefined ||
        cookie.maxAge !== listed.maxAgeSeconds ||
        Boolean(cookie.httpOnly) !== listed.httpOnly
      );
    })
    .map(({ name, maxAge, httpOnly }) => ({ name, maxAge, httpOnly }));
}

for (const engine of engines()) {
  describe(`the cookies the notice lists (${engine.name})`, () => {
    const h = engine.setup();

    it('a buyer’s journey over HTTP sets only listed cookies, for as long as listed', async () => {
      const client = h.client({ remoteAddress: '10.77.0.1' });
      await buyersJourney(client, h.database.db);
      expect(client.setCookies.length).toBeGreaterThan(0);
      expect(unlisted(client)).toEqual([]);
      const names = new Set(client.setCookies.map((cookie) => cookie.name));
      expect([...names].sort()).toEqual(['csrftoken', 'sessionid', 'user_language']);
    });

    it('behind HTTPS too (the __Host- CSRF cookie)', async () => {
      const secure = await h.secondApp({ secureCookies: true });
      const client = new TestClient(secure, { remoteAddress: '10.77.0.2' });
      await buyersJourney(client, h.database.db);
      expect(unlisted(client)).toEqual([]);
      expect(client.setCookies.map((cookie) => cookie.name)).toContain('__Host-csrftoken');
    });

    it('the list itself names each cookie once', () => {
      const names = SITE_COOKIES.map((cookie) => cookie.name);
      expect(new Set(names).size).toBe(names.length);
    });
  });
}
