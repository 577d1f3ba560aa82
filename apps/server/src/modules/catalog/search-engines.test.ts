import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import { LANGUAGES } from '@scaffale/domain/languages';
import { LEGAL_SEGMENTS } from '@scaffale/domain/legal-pages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { CART_PATHS } from '../../http/web.ts';
import { newBookshop, staffOf } from '../../test/accounts.ts';
import { ADMIN, MARIO } from '../../test/demo-accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { loggedIn } from '../../test/shoppers.ts';
import { temporaryWebDist } from '../../test/web-dist.ts';
import { sitemapIndexSchemaErrors, sitemapSchemaErrors } from '../../test/sitemap-schema.ts';
import { childSitemap } from './sitemap.ts';

// docs/spec/search-engines.md: robots.txt and the sitemaps, over the real app.

const PUBLIC_URL = 'https://libri.example';
const CLOSE_BOOKSHOP = `mutation CloseBookshop($id: ID!) { closeBookshop(id: $id) { id } }`;
const GET_BOOK = `query GetBook($isbn: String!) { getBook(isbn: $isbn) { offers { price } } }`;

/** The text between each `<tag>` and `</tag>`. */
function textsOf(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

/** Each `<url>`: its loc and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1] ?? '';
    const alternates: Record<string, string> = {};
    for (const link of body.matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
    )) {
      alternates[link[1] ?? ''] = link[2] ?? '';
    }
    return { loc: textsOf(body, 'loc')[0] ?? '', alternates };
  });
}

const unescape = (text: string) => text.replace(/&#38;/g, '&');

interface Sitemaps {
  index: string;
  children: { n: number; xml: string }[];
}

/** The index and every child it lists, each checked to answer 200. */
async function readSitemaps(app: FastifyInstance, publicUrl: string): Promise<Sitemaps> {
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(index.statusCode).toBe(200);
  const children = [];
  for (const loc of textsOf(index.body, 'loc').map(unescape)) {
    expect(loc.startsWith(`${publicUrl}/sitemap-`)).toBe(true);
    const path = loc.slice(publicUrl.length);
    const child = await app.inject({ method: 'GET', url: path });
    expect(child.statusCode, path).toBe(200);
    children.push({ n: Number(/(\d+)\.xml$/.exec(path)?.[1]), xml: child.body });
  }
  return { index: index.body, children };
}

function allLocs(sitemaps: Sitemaps): string[] {
  return sitemaps.children.flatMap(({ xml }) => urlsOf(xml).map((url) => unescape(url.loc)));
}

function disallowed(robots: string): string[] {
  return [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] ?? '');
}

/** A book of the test's own, with an ISBN-13 nobody has (its check digit right). */
async function newBook(db: Db, title: string): Promise<{ id: number; isbn: string }> {
  const twelve = `979${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const isbn = `${twelve}${isbn13CheckDigit(twelve)}`;
  const row = await db
    .insertInto('books')
    .values({ isbn, title })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, isbn };
}

async function offer(db: Db, bookId: number, bookshopId: number, available: number) {
  await db
    .insertInto('products')
    .values({
      book_id: bookId,
      bookshop_id: bookshopId,
      title: 'Sitemap test',
      slug: 'sitemap-test',
      price_cents: 1500,
      weight_grams: 300,
      available,
    })
    .execute();
}

for (const engine of engines()) {
  describe(`search engines' entry points (${engine.name})`, () => {
    const h: Harness = engine.setup();
    let app: FastifyInstance;
    const mail = () => ({ ...defaultMailConfig('Scaffale', 3000), publicUrl: PUBLIC_URL });
    beforeAll(async () => {
      app = await h.secondApp({ mail: mail() });
    });

    it('robots.txt allows the pages, keeps crawlers out of every private area, names the sitemap', async () => {
      const answer = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(answer.headers['set-cookie']).toBeUndefined();
      const lines = answer.body.split('\n');
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const rules = disallowed(answer.body);
      expect(rules).toEqual(expect.arrayContaining(['/api/', '/graphql', '/cart/', '/checkout/']));
      for (const lang of LANGUAGES) {
        expect(rules).toEqual(
          expect.arrayContaining([
            CART_PATHS[lang],
            `/${lang}/cart`,
            `/${lang}/checkout`,
            `/${lang}/area-personale`,
            `/${lang}/ordini`,
            `/${lang}/area-libreria`,
            `/${lang}/admin`,
          ]),
        );
        // The public pages a search engine may send a reader to, rendered on the server
        // (docs/spec/server-rendering.md): the search results among them.
        for (const page of [
          `/${lang}/`,
          `/${lang}/cerca/?q=manzoni`,
          `/${lang}/libro/9788806219352/`,
        ])
          expect(
            rules.filter((rule) => page.startsWith(rule)),
            page,
          ).toEqual([]);
      }
    });

    it('answers a sitemap index of child sitemaps, each valid under the sitemaps.org schemas', async () => {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.headers['cache-control']).toBe('public, max-age=3600');
      expect(index.headers['set-cookie']).toBeUndefined();
      const sitemaps = await readSitemaps(app, PUBLIC_URL);
      expect(await sitemapIndexSchemaErrors(sitemaps.index)).toEqual([]);
      expect(sitemaps.children.length).toBeGreaterThan(0);
      for (const { n, xml } of sitemaps.children) {
        expect(await sitemapSchemaErrors(xml), `sitemap-${n}`).toEqual([]);
      }
      // The schemas bite: an address without its <loc>, a link without its hreflang.
      const first = sitemaps.children[0]?.xml ?? '';
      expect(await sitemapSchemaErrors(first.replace(/<loc>[^<]*<\/loc>/, ''))).not.toEqual([]);
      expect(await sitemapSchemaErrors(first.replace(/ hreflang="[^"]*"/, ''))).not.toEqual([]);
      expect(
        await sitemapIndexSchemaErrors(sitemaps.index.replace('<sitemap>', '<sitemap><x/>')),
      ).not.toEqual([]);
    });

    it('lists the home and legal pages, each in every language with its alternates', async () => {
      const urls = (await readSitemaps(app, PUBLIC_URL)).children.flatMap(({ xml }) => urlsOf(xml));
      const pages = ['', ...Object.values(LEGAL_SEGMENTS).map((segment) => `${segment}/`)];
      for (const page of pages) {
        for (const lang of LANGUAGES) {
          const url = urls.find((u) => u.loc === `${PUBLIC_URL}/${lang}/${page}`);
          expect(url, `/${lang}/${page}`).toBeDefined();
          expect(url?.alternates).toEqual({
            it: `${PUBLIC_URL}/it/${page}`,
            en: `${PUBLIC_URL}/en/${page}`,
            fr: `${PUBLIC_URL}/fr/${page}`,
            es: `${PUBLIC_URL}/es/${page}`,
            'x-default': page === '' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}/it/${page}`,
          });
        }
      }
    });

    it('lists a book exactly when its page shows an offer, and every bookshop but the closed', async () => {
      const { db } = h.database;
      const shop = await newBookshop(h);
      const sold = await newBook(db, 'Un libro in vendita');
      await offer(db, sold.id, shop.id, 2);
      const soldOut = await newBook(db, 'Un libro esaurito');
      await offer(db, soldOut.id, shop.id, 0);
      const unlisted = await newBook(db, 'Un libro senza offerte');
      const closing = await newBookshop(h);
      const onlyThere = await newBook(db, 'Un libro di una libreria chiusa');
      await offer(db, onlyThere.id, closing.id, 3);
      const admin = await loggedIn(h, ADMIN);
      const closed = await admin.graphql('CloseBookshop', CLOSE_BOOKSHOP, { id: closing.id });
      expect(closed.errors).toBeUndefined();

      const locs = new Set(allLocs(await readSitemaps(app, PUBLIC_URL)));
      const listedBook = (isbn: string) => locs.has(`${PUBLIC_URL}/it/libro/${isbn}/`);
      expect(listedBook(sold.isbn)).toBe(true);
      for (const lang of LANGUAGES) {
        expect(locs.has(`${PUBLIC_URL}/${lang}/libro/${sold.isbn}/`)).toBe(true);
      }
      expect(listedBook(soldOut.isbn)).toBe(false);
      expect(listedBook(unlisted.isbn)).toBe(false);
      expect(listedBook(onlyThere.isbn)).toBe(false);
      expect(locs.has(`${PUBLIC_URL}/it/venditore/${shop.id}`)).toBe(true);
      expect(locs.has(`${PUBLIC_URL}/it/venditore/${closing.id}`)).toBe(false);

      // Every book with an ISBN: listed exactly when the book's page (getBook) shows an offer.
      const guest = h.client();
      const books = await db
        .selectFrom('books')
        .select('isbn')
        .where('isbn', 'is not', null)
        .execute();
      let listedCount = 0;
      for (const { isbn } of books) {
        const page = await guest.graphql<{ getBook: { offers: unknown[] } | null }>(
          'GetBook',
          GET_BOOK,
          { isbn },
        );
        const hasOffers = (page.data?.getBook?.offers.length ?? 0) > 0;
        expect(listedBook(isbn ?? ''), `book ${isbn}`).toBe(hasOffers);
        if (hasOffers) listedCount += 1;
      }
      expect(listedCount).toBeGreaterThan(1);
      // Every bookshop not closed, and no other.
      const shops = await db.selectFrom('bookshops').select(['id', 'closed_at']).execute();
      for (const { id, closed_at } of shops) {
        expect(locs.has(`${PUBLIC_URL}/es/venditore/${id}`), `bookshop ${id}`).toBe(
          closed_at === null,
        );
      }
    });

    it('never lists a page robots.txt keeps crawlers out of', async () => {
      const rules = disallowed((await app.inject({ method: 'GET', url: '/robots.txt' })).body);
      const sitemaps = await readSitemaps(app, PUBLIC_URL);
      const addresses = sitemaps.children.flatMap(({ xml }) =>
        urlsOf(xml).flatMap((url) => [url.loc, ...Object.values(url.alternates)]),
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) {
        expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
        const path = address.slice(PUBLIC_URL.length);
        expect(
          rules.filter((rule) => path.startsWith(rule)),
          path,
        ).toEqual([]);
      }
    });

    it('splits the addresses over child sitemaps of at most the limit, each address once', async () => {
      const whole = allLocs(await readSitemaps(app, PUBLIC_URL));
      const small = await h.secondApp({ mail: mail(), urlsPerSitemap: 3 });
      const split = await readSitemaps(small, PUBLIC_URL);
      expect(split.children.length).toBeGreaterThanOrEqual(Math.ceil(whole.length / 3));
      for (const { n, xml } of split.children) {
        const count = urlsOf(xml).length;
        expect(count, `sitemap-${n}`).toBeGreaterThan(0);
        expect(count, `sitemap-${n}`).toBeLessThanOrEqual(3);
      }
      for (const { xml } of split.children.slice(0, 5)) {
        expect(await sitemapSchemaErrors(xml)).toEqual([]);
      }
      const locs = allLocs(split);
      expect(new Set(locs).size).toBe(locs.length);
      expect([...locs].sort()).toEqual([...whole].sort());
    });

    it('reads a child sitemap’s rows a few at a time, each statement after the last id read', async () => {
      const { children } = await readSitemaps(app, PUBLIC_URL);
      const settings = { db: h.database.db, publicUrl: PUBLIC_URL, urlsPerSitemap: 50_000 };
      const read = async (stream: Readable | null) => {
        let text = '';
        for await (const chunk of stream ?? []) text += String(chunk);
        return text;
      };
      for (const { n, xml } of children) {
        const paged = await read(await childSitemap({ ...settings, rowsPerStatement: 2 }, n));
        expect(paged, `sitemap-${n}`).toBe(xml);
      }
    });

    it('writes the addresses escaped, whatever PUBLIC_URL holds', async () => {
      const odd = 'https://libri&co.example';
      const oddApp = await h.secondApp({ mail: { ...mail(), publicUrl: odd } });
      const sitemaps = await readSitemaps(oddApp, odd);
      expect(sitemaps.index).toContain('https://libri&#38;co.example/sitemap-');
      expect(await sitemapIndexSchemaErrors(sitemaps.index)).toEqual([]);
      for (const { xml } of sitemaps.children.slice(0, 2)) {
        expect(await sitemapSchemaErrors(xml)).toEqual([]);
      }
      const robots = await oddApp.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain(`Sitemap: ${odd}/sitemap.xml`);
    });

    it('answers HEAD as GET without a body, and 404 for a sitemap that holds nothing', async () => {
      const { children } = await readSitemaps(app, PUBLIC_URL);
      const child = `/sitemap-${children[0]?.n}.xml`;
      for (const url of ['/robots.txt', '/sitemap.xml', child]) {
        const get = await app.inject({ method: 'GET', url });
        const head = await app.inject({ method: 'HEAD', url });
        expect(head.statusCode, url).toBe(200);
        expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
        expect(head.headers['cache-control'], url).toBe('public, max-age=3600');
        expect(head.body, url).toBe('');
      }
      const listed = new Set(children.map(({ n }) => n));
      const unlisted = [...Array(children.length + 10).keys()].find((n) => !listed.has(n)) ?? 0;
      for (const url of [`/sitemap-${unlisted}.xml`, '/sitemap-999999999.xml', '/sitemap-x.xml']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
      }
    });

    describe('beside the web app', () => {
      const web = temporaryWebDist();
      afterAll(() => web.remove());

      it('answers them itself, never with the page shell every other path gets', async () => {
        const served = await h.secondApp({ mail: mail(), webDist: web.dir });
        expect((await served.inject({ method: 'GET', url: '/it/' })).headers['content-type']).toBe(
          'text/html; charset=utf-8',
        );
        const robots = await served.inject({ method: 'GET', url: '/robots.txt' });
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
        const sitemaps = await readSitemaps(served, PUBLIC_URL);
        expect(await sitemapIndexSchemaErrors(sitemaps.index)).toEqual([]);
      });
    });

    it('gives a guest, a buyer, staff and the administrator the same public answers', async () => {
      const shop = await newBookshop(h);
      const clients = {
        guest: h.client(),
        buyer: await loggedIn(h, MARIO),
        staff: await staffOf(h, shop),
        administrator: await loggedIn(h, ADMIN),
      };
      const { children } = await readSitemaps(h.app, 'http://localhost:3000');
      for (const url of ['/robots.txt', '/sitemap.xml', `/sitemap-${children[0]?.n}.xml`]) {
        const bodies = new Set<string>();
        for (const [who, client] of Object.entries(clients)) {
          const answer = await client.get(url);
          expect(answer.statusCode, `${who} ${url}`).toBe(200);
          expect(answer.headers['set-cookie'], `${who} ${url}`).toBeUndefined();
          bodies.add(answer.body);
        }
        expect(bodies.size, url).toBe(1);
      }
    });
  });
}
