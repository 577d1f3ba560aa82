import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TestClient } from '../test/client.ts';
import { engines, testConfig } from '../test/harness.ts';

for (const engine of engines()) {
  describe(`http surface (${engine.name})`, () => {
    const h = engine.setup();

    it('answers /healthz with the engine', async () => {
      const response = await h.client().get('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    });

    it('sets a readable csrftoken cookie on a GET, once', async () => {
      const client = h.client();
      const first = await client.get('/healthz');
      const cookie = first.cookies.find((c) => c.name === 'csrftoken');
      expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
      expect(cookie?.httpOnly).toBeFalsy();
      const second = await client.get('/healthz');
      expect(second.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
    });

    it('redirects / by the user_language cookie, then the browser language, else it', async () => {
      const client = h.client();
      expect((await client.get('/')).headers.location).toBe('/it/');
      expect(
        (await client.get('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).headers.location,
      ).toBe('/fr/');
      client.cookies.set('user_language', 'es');
      expect((await client.get('/', { 'accept-language': 'fr-FR' })).headers.location).toBe('/es/');
      expect((await client.get('/cart/')).headers.location).toBe('/es/cesta');
      expect((await client.get('/checkout/')).headers.location).toBe('/es/checkout/');
    });

    it("sends the staff area's address to its orders before the page loads, the query kept", async () => {
      const client = h.client();
      const answer = await client.get('/fr/area-libreria/?cerca=SC-1');
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/fr/area-libreria/ordini/?cerca=SC-1');
      expect((await client.get('/xx/area-libreria/')).headers.location).toBeUndefined();
    });

    it('serves banners in the visitor language, with and without the trailing slash', async () => {
      const client = h.client();
      client.cookies.set('user_language', 'en');
      const header = await client.get('/api/banner/header/');
      expect(header.statusCode).toBe(200);
      expect(header.headers['content-type']).toContain('text/html');
      expect(header.body.length).toBeGreaterThan(0);
      const footer = await client.get('/api/banner/footer');
      expect(footer.statusCode).toBe(200);
      client.cookies.set('user_language', 'it');
      const italian = await client.get('/api/banner/header/');
      expect(italian.body).not.toBe(header.body);
    });

    it('sanitises banner HTML on the server: no script, no handler, no javascript: link', async () => {
      const { db } = h.database;
      await db
        .insertInto('banners')
        .values({
          position: 'footer',
          language: null,
          active: true,
          html:
            '<p class="promo" onclick="steal()">Spedizione <strong>gratuita</strong> ' +
            '<a href="javascript:steal()">qui</a> <a href="/it/libri" target="_blank">libri</a></p>' +
            '<script>steal()</script><img src=x onerror="steal()"><iframe src="//evil.example"></iframe>',
        })
        .execute();
      const footer = (await h.client().get('/api/banner/footer')).body;
      expect(footer).toContain('Spedizione <strong>gratuita</strong>');
      expect(footer).toContain('href="/it/libri"');
      expect(footer).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|steal\(\)/i);
      await db.deleteFrom('banners').where('html', 'like', '%steal()%').execute();
    });

    it('shows no demo notice outside a production demo', async () => {
      const header = await h.client().get('/api/banner/header/');
      expect(header.body).not.toMatch(/data-demo/);
    });

    describe('a production demo (PAYMENTS=sandbox, DEMO_MODE=true)', () => {
      let demo: FastifyInstance;
      beforeAll(async () => {
        demo = await buildApp({ ...testConfig, env: 'production', demo: true }, h.database);
      });
      afterAll(() => demo?.close());

      it('says on every page, in the visitor language, that payments are simulated', async () => {
        const client = new TestClient(demo);
        const italian = await client.get('/api/banner/header/');
        expect(italian.body).toMatch(/data-demo/);
        expect(italian.body).toMatch(/dimostrazione/i);
        client.cookies.set('user_language', 'en');
        expect((await client.get('/api/banner/header/')).body).toMatch(/demonstration/i);
        client.cookies.set('user_language', 'fr');
        expect((await client.get('/api/banner/header/')).body).toMatch(/démonstration/i);
        client.cookies.set('user_language', 'es');
        expect((await client.get('/api/banner/header/')).body).toMatch(/demostración/i);
      });
    });

    it('answers the product gallery in the spec shape, with the 540x751 fallback', async () => {
      const { db } = h.database;
      const withCover = await db
        .selectFrom('products')
        .select('id')
        .where('has_cover', '=', true)
        .executeTakeFirstOrThrow();
      const without = await db
        .selectFrom('products')
        .select('id')
        .where('has_cover', '=', false)
        .executeTakeFirstOrThrow();
      const client = h.client();

      const gallery = (await client.get(`/api/product-gallery/${withCover.id}/`)).json();
      const image = gallery.dataSource[0];
      expect(image).toMatchObject({
        width: 540,
        height: 751,
        src: `/media/covers/${withCover.id}.svg`,
      });
      expect(typeof image.alt).toBe('string');
      expect(typeof image.srcSet).toBe('string');
      const svg = await client.get(image.src);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');

      const fallback = (await client.get(`/api/product-gallery/${without.id}/`)).json();
      expect(fallback.dataSource[0]).toMatchObject({
        width: 540,
        height: 751,
        src: '/media/no-image.svg',
      });
      expect((await client.get('/media/no-image.svg')).statusCode).toBe(200);
      expect((await client.get('/api/product-gallery/99999999/')).statusCode).toBe(404);
      expect((await client.get('/api/product-gallery/abc/')).statusCode).toBe(404);
    });

    it('sets security headers', async () => {
      const response = await h.client().get('/healthz');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses malformed JSON and oversized bodies cleanly', async () => {
      const client = h.client();
      const token = await client.ensureCsrf();
      const malformed = await h.app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: {
          'content-type': 'application/json',
          'x-csrftoken': token,
          cookie: `csrftoken=${token}`,
        },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).not.toHaveProperty('stack');
      const huge = await client.post('/api/login/', {
        email: 'a@b.it',
        password: 'x'.repeat(300_000),
      });
      expect(huge.statusCode).toBe(413);
    });
  });
}
