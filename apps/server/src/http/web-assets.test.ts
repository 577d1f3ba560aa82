import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

// The built web app as the server sends it: the build's precompressed copies
// (apps/web/build/precompress-plugin.ts) to browsers that accept them, hashed assets cached
// for good, pages answered with index.html.
/** What the build writes (apps/web/build/route-budgets.ts, routePreloads). */
const PRELOADS = {
  languages: Object.fromEntries(['it', 'en', 'fr', 'es'].map((l) => [l, [`/assets/${l}-1.js`]])),
  pages: {
    cart: { js: ['/assets/cart-page-1.js', '/assets/money-1.js'], css: ['/assets/cart-1.css'] },
    checkout: { js: ['/assets/checkout-page-1.js'], css: [] },
  },
};

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('web app assets', () => {
  const script = 'console.log("scaffale");'.repeat(100);
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'scaffale-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Scaffale</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'preloads.json'), JSON.stringify(PRELOADS));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    app = Fastify();
    await app.register(fastifyCookie);
    await registerWeb(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, cached for good', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page path with index.html, never cached for good', async () => {
    const response = await app.inject({ url: '/it/carrello' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("links the page's language strings and its own chunks, so they load with the entry", async () => {
    const cart = (await app.inject({ url: '/it/carrello' })).body;
    expect(modulePreloads(cart)).toEqual([
      '/assets/it-1.js',
      '/assets/cart-page-1.js',
      '/assets/money-1.js',
    ]);
    expect(cart).toContain('<link rel="preload" as="style" crossorigin href="/assets/cart-1.css">');
    expect(cart.indexOf('/assets/cart-1.css')).toBeLessThan(cart.indexOf('</head>'));
    // Every cart segment under every language, with or without the slash.
    expect(modulePreloads((await app.inject({ url: '/fr/cart/' })).body)).toEqual([
      '/assets/fr-1.js',
      '/assets/cart-page-1.js',
      '/assets/money-1.js',
    ]);
    expect(modulePreloads((await app.inject({ url: '/en/checkout/?step=1' })).body)).toEqual([
      '/assets/en-1.js',
      '/assets/checkout-page-1.js',
    ]);
    expect(modulePreloads((await app.inject({ url: '/es/' })).body)).toEqual(['/assets/es-1.js']);
    // No language in the path: the visitor's, as the app picks it.
    const product = await app.inject({
      url: '/libri/romanzi/il-nome-della-rosa/12/',
      cookies: { user_language: 'es' },
    });
    expect(modulePreloads(product.body)).toEqual(['/assets/es-1.js']);
    // The list itself is the server's, not a file to serve.
    expect((await app.inject({ url: '/preloads.json' })).body).not.toContain('languages');
  });
});
