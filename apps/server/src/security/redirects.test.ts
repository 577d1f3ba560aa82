import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { engines, testConfig } from '../test/harness.ts';
import { temporaryWebDist } from '../test/web-dist.ts';

// Open redirects. `next` is honoured only by the web app (safeNext in
// apps/web/src/config/paths.ts, tested beside it in paths.test.ts, and e2e's 'an off-site
// next goes home'): the server never redirects to it. What the server does redirect (the
// language-less paths) goes to a path of this site, whatever the request carries.

const HOSTILE_NEXT = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  'http:/evil',
  '/.//evil.example',
];

/** A Location a browser would resolve to this site. */
function staysOnSite(location: string): boolean {
  const origin = 'https://scaffale.example';
  return (
    location.startsWith('/') &&
    !location.startsWith('//') &&
    !location.startsWith('/\\') &&
    new URL(location, origin).origin === origin
  );
}

for (const engine of engines()) {
  describe(`no open redirect (${engine.name})`, () => {
    const h = engine.setup();
    const web = temporaryWebDist();
    let site: FastifyInstance;

    beforeAll(async () => {
      site = await buildApp({ ...testConfig, webDist: web.dir }, h.database);
    });
    afterAll(async () => {
      await site?.close();
      web.remove();
    });

    it('redirects the language-less paths to this site whatever next, cookie or header say', async () => {
      const expected: Record<string, string> = {
        '/': '/it/',
        '/checkout/': '/it/checkout/',
        '/cart/': '/it/carrello',
      };
      for (const [path, target] of Object.entries(expected)) {
        for (const next of HOSTILE_NEXT) {
          const client = new TestClient(site);
          client.cookies.set('user_language', encodeURIComponent(next));
          const response = await client.get(`${path}?next=${encodeURIComponent(next)}`, {
            'accept-language': `${next},https://evil.example;q=0.9`,
          });
          expect(response.statusCode, `${path} ${next}`).toBe(302);
          expect(response.headers.location, `${path} ${next}`).toBe(target);
        }
      }
    });

    it('answers hostile paths without sending the browser anywhere', async () => {
      // Over a real socket: the request line goes out byte for byte (inject would normalise
      // '//host/%2e%2e' as a URL first).
      await site.listen({ port: 0, host: '127.0.0.1' });
      const address = site.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const rawGet = (path: string) =>
        new Promise<{ status: number; location: string | undefined; body: string }>(
          (resolve, reject) => {
            const req = request(
              { host: '127.0.0.1', port: address.port, path, headers: { accept: 'text/html' } },
              (res) => {
                let body = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => (body += chunk));
                res.on('end', () =>
                  resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
                );
              },
            );
            req.on('error', reject);
            req.end();
          },
        );
      const paths = [
        '//evil.example',
        '//evil.example/',
        '//evil.example/%2e%2e',
        '///evil.example/',
        '/\\evil.example',
        '/%5Cevil.example',
        '/%2F%2Fevil.example',
        '/%2f%2fevil.example/',
        '/.%2e/evil.example',
        '/%2e%2e//evil.example',
        '/assets',
        '/assets/',
        '/assets//evil.example',
        '/assets/..%2F..%2Fetc%2Fpasswd',
        '/api/conferma-ordine/%2F%2Fevil.example/',
        ...HOSTILE_NEXT.map((next) => `/it/login/?next=${encodeURIComponent(next)}`),
        ...HOSTILE_NEXT.map(
          (next) => `/area-personale/indirizzi/edit/1/?next=${encodeURIComponent(next)}`,
        ),
      ];
      for (const path of paths) {
        const { status, location } = await rawGet(path);
        expect(status, path).toBeGreaterThan(0);
        expect(location === undefined || staysOnSite(location), `${path} -> ${location}`).toBe(
          true,
        );
      }
      // The pages that take a next are the app's to render (it applies safeNext).
      const login = await rawGet('/it/login/?next=%2F%2Fevil.example');
      expect(login.status).toBe(200);
      expect(login.location).toBeUndefined();
      expect(login.body).not.toContain('evil.example');
    });

    it('logs in and out without redirecting, next or not', async () => {
      for (const next of HOSTILE_NEXT) {
        const client = new TestClient(site);
        const login = await client.post(`/api/login/?next=${encodeURIComponent(next)}`, {
          email: MARIO,
          password: DEMO_PASSWORD,
          next,
        });
        expect(login.statusCode, next).toBe(200);
        expect(login.headers.location, next).toBeUndefined();
        expect(login.json(), next).toEqual({ email: MARIO });
        const logout = await client.post(`/api/logout/?next=${encodeURIComponent(next)}`);
        expect(logout.statusCode, next).toBe(200);
        expect(logout.headers.location, next).toBeUndefined();
      }
    });
  });
}
