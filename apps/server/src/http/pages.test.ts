import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@scaffale/domain/languages';
import type { PageRenderer } from '@scaffale/domain/server-rendering';
import { buildApp } from '../app.ts';
import { defaultMailConfig } from '../config.ts';
import { engines, testConfig } from '../test/harness.ts';
import { temporaryWebDist } from '../test/web-dist.ts';

// The public pages as a crawler reads them: the HTML before any script runs
// (docs/spec/server-rendering.md). The renderer is the web app's server entry, imported as
// source (Vitest transforms it as Vite's server build does).
const ENTRY = new URL('../../../web/src/entry-server.tsx', import.meta.url).href;
const ORIGIN = 'https://scaffale.test';

interface Offer {
  price: string;
  available: number;
  bookshop: { id: string; name: string };
}

/** The head elements a crawler reads, from the raw HTML. */
function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)">/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attr(/<link rel="canonical" href="([^"]+)">/),
    alternates,
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[a-z_:]+)" content="([^"]*)">/g)]
        .filter((m) => m[1] !== 'og:locale:alternate')
        .map((m) => [m[1], m[2]]),
    ),
    jsonLd,
  };
}

/** What a reader sees of the page's body, markup stripped. */
function bodyText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
  return (root ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe.each(engines())('server rendering of the public pages ($name)', (engine) => {
  const h = engine.setup();
  const web = temporaryWebDist();
  let app: FastifyInstance;
  let isbn: string;
  let offers: Offer[];
  let book: { title: string };
  let bookshop: { id: string; name: string; city: string };

  beforeAll(async () => {
    // The browser build's manifest: the book pages' chunk brings a stylesheet, and imports a
    // chunk that brings another.
    mkdirSync(join(web.dir, '.vite'));
    writeFileSync(
      join(web.dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/books/book-pages.ts': { css: ['assets/books-1a.css'], imports: ['_m.js'] },
        '_m.js': { css: ['assets/money-2b.css'] },
      }),
    );
    const { pageRenderer } = (await import(/* @vite-ignore */ ENTRY)) as {
      pageRenderer: PageRenderer;
    };
    app = await buildApp(
      {
        ...testConfig,
        webDist: web.dir,
        pageRenderer,
        mail: { ...defaultMailConfig('Scaffale', 3000), publicUrl: ORIGIN },
      },
      h.database,
    );
    // A book several bookshops offer.
    const row = await sql<{ isbn: string }>`
      select b.isbn from books b join products p on p.book_id = b.id
      where b.isbn is not null and p.available > 0
      group by b.isbn having count(distinct p.bookshop_id) >= 2 order by b.isbn limit 1`.execute(
      h.database.db,
    );
    isbn = row.rows[0]?.isbn ?? '';
    const answer = await h.client().graphql<{
      getBook: { title: string; offers: (Offer & { bookshop: { city: string } })[] };
    }>(
      'GetBook',
      `query GetBook($isbn: String!) { getBook(isbn: $isbn) {
        title offers { price available bookshop { id name city } } } }`,
      { isbn },
    );
    const data = answer.data?.getBook ?? { title: '', offers: [] };
    book = data;
    offers = data.offers;
    bookshop = data.offers[0]?.bookshop ?? { id: '', name: '', city: '' };
  });

  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  /**
   * A part of the page React could not finish in its first pass is sent hidden, with an inline
   * script to reveal it: the CSP runs none, and a crawler without scripts never sees it.
   */
  function expectComplete(html: string): void {
    expect(html).not.toContain('<!--$?-->');
    expect(html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? []).toEqual([
      expect.stringContaining('type="module"'),
    ]);
  }

  it('renders a book page: head, JSON-LD Book with an offer per copy, title and price', async () => {
    expect(offers.length).toBeGreaterThanOrEqual(2);
    // The first page this renderer renders: its lazy parts (the page, the header's search, the
    // footer's legal links) not loaded yet.
    const response = await app.inject({ url: `/it/libro/${isbn}/` });
    expect(response.statusCode).toBe(200);
    expectComplete(response.body);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);
    const url = `${ORIGIN}/it/libro/${isbn}/`;
    expect(head.lang).toBe('it');
    expect(head.title).toBe(`${book.title} | Scaffale`);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.description?.length).toBeGreaterThan(0);
    expect(head.canonical).toBe(url);
    expect(head.alternates).toEqual({
      ...Object.fromEntries(LANGUAGES.map((l) => [l, `${ORIGIN}/${l}/libro/${isbn}/`])),
      'x-default': url,
    });
    expect(head.og).toMatchObject({
      'og:type': 'book',
      'og:title': head.title,
      'og:description': head.description,
      'og:url': url,
      'og:locale': 'it_IT',
    });
    expect(head.jsonLd).toHaveLength(1);
    const ld = head.jsonLd[0] ?? {};
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Book', isbn, url });
    expect(ld['name']).toBe(book.title);
    expect(ld['offers']).toEqual(
      offers.map((offer) => ({
        '@type': 'Offer',
        price: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: expect.stringMatching(
          /^https:\/\/schema\.org\/(New|Used)Condition$/,
        ) as unknown,
        seller: {
          '@type': 'BookStore',
          name: offer.bookshop.name,
          url: `${ORIGIN}/it/venditore/${offer.bookshop.id}`,
        },
      })),
    );
    const prices = (ld['offers'] as { price: string }[]).map((offer) => Number(offer.price));
    expect(prices).toEqual(offers.map((offer) => Number(offer.price)));
    const text = bodyText(response.body);
    expect(text).toContain(book.title);
    const first = offers[0]?.price ?? '';
    // As the page writes it in Italian: 12,50 €.
    expect(text).toContain(Number(first).toFixed(2).replace('.', ','));
  });

  it("links the stylesheets of the page's chunks, so it paints styled before any script", async () => {
    const response = await app.inject({ url: `/it/libro/${isbn}/` });
    const sheets = [...response.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(sheets).toEqual(['/assets/books-1a.css', '/assets/money-2b.css']);
    // The manifest itself is the server's, not a file for the browser (a dot folder).
    const manifest = await app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('books-1a.css');
  });

  it('embeds the data the page was rendered with, for the browser to hydrate', async () => {
    const response = await app.inject({ url: `/en/libro/${isbn}/` });
    const cache = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1];
    const entries = JSON.parse(cache ?? '[]') as [unknown[], { title: string }][];
    expect(entries.map(([key]) => key)).toEqual([['books', 'book', isbn]]);
    expect(entries[0]?.[1].title).toBe(book.title);
    expect(headOf(response.body).lang).toBe('en');
  });

  it('answers an unknown ISBN with 404 and the app’s not-found page', async () => {
    const response = await app.inject({ url: '/it/libro/9780000000002/' });
    expect(response.statusCode).toBe(404);
    expect(bodyText(response.body)).toContain('Pagina non trovata');
    expect(headOf(response.body).jsonLd).toEqual([]);
  });

  it('answers HEAD as GET, without the body', async () => {
    const get = await app.inject({ url: `/it/libro/${isbn}/` });
    const head = await app.inject({ method: 'HEAD', url: `/it/libro/${isbn}/` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/it/libro/9780000000002/' });
    expect(missing.statusCode).toBe(404);
  });

  it('renders a bookshop page with JSON-LD BookStore', async () => {
    const response = await app.inject({ url: `/fr/venditore/${bookshop.id}` });
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const url = `${ORIGIN}/fr/venditore/${bookshop.id}`;
    expect(head.title).toBe(`${bookshop.name} | Scaffale`);
    expect(head.canonical).toBe(url);
    expect(Object.keys(head.alternates).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
    expect(head.og).toMatchObject({ 'og:url': url, 'og:locale': 'fr_FR' });
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BookStore',
      name: bookshop.name,
      url,
      address: { '@type': 'PostalAddress', addressLocality: bookshop.city },
    });
    expect(bodyText(response.body)).toContain(bookshop.name);
    const unknown = await app.inject({ url: '/fr/venditore/999999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('renders the home page and the search results', async () => {
    const home = await app.inject({ url: '/es/' });
    expect(home.statusCode).toBe(200);
    // A grid of books: larger than React's progressive chunk.
    expectComplete(home.body);
    const homeHead = headOf(home.body);
    expect(homeHead.canonical).toBe(`${ORIGIN}/es/`);
    expect(homeHead.alternates['x-default']).toBe(`${ORIGIN}/`);
    expect(homeHead.og).toMatchObject({ 'og:type': 'website', 'og:locale': 'es_ES' });
    expect(homeHead.description?.length).toBeGreaterThan(0);

    const search = await app.inject({ url: `/en/cerca/?q=${encodeURIComponent(book.title)}` });
    expect(search.statusCode).toBe(200);
    expectComplete(search.body);
    const searchHead = headOf(search.body);
    expect(searchHead.canonical).toBe(`${ORIGIN}/en/cerca/?q=${encodeURIComponent(book.title)}`);
    expect(bodyText(search.body)).toContain(book.title);
  });

  it.each([
    ['it', 'Informativa sul trattamento dei dati personali'],
    ['en', 'Privacy notice'],
  ] as const)('renders a legal page in %s', async (lang, title) => {
    const response = await app.inject({ url: `/${lang}/privacy/` });
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.lang).toBe(lang);
    expect(head.canonical).toBe(`${ORIGIN}/${lang}/privacy/`);
    expect(head.alternates['x-default']).toBe(`${ORIGIN}/it/privacy/`);
    expect(head.title).toBe(`${title} | Scaffale`);
    expect(bodyText(response.body)).toContain(title);
  });

  it('leaves the cart and the private pages to the browser', async () => {
    const response = await app.inject({ url: '/it/carrello' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ssr-data');
  });
});
