import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '@scaffale/domain/languages';
import { requestLanguage, translate } from './i18n.ts';
import { sendPublicPage, type PageRendering } from './pages.ts';

/** The cart page of each language (docs/spec/api-contract.md §2.1). */
export const CART_PATHS: Record<Lang, string> = {
  it: '/it/carrello',
  en: '/en/cart',
  fr: '/fr/corbeille',
  es: '/es/cesta',
};

const NOT_PAGES = /^\/(api|graphql|media|healthz|test-login|assets)(\/|$)/;

/**
 * The order confirmation lives under /api/ (docs/spec/api-contract.md §2.1) but is a page the app
 * renders.
 */
const API_PAGES = /^\/api\/conferma-ordine\//;

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (!NOT_PAGES.test(path) || API_PAGES.test(path))
  );
}

/**
 * Serves the built single-page app: hashed assets cached for good, the public pages rendered
 * (`rendering`, when the web app's server build is there), every other page path answered
 * with index.html (the router takes over), and the language-less paths redirected.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  rendering: PageRendering | null = null,
): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : null;

  app.get('/', (request, reply) => reply.redirect(`/${requestLanguage(request)}/`, 302));
  app.get('/checkout/', (request, reply) =>
    reply.redirect(`/${requestLanguage(request)}/checkout/`, 302),
  );
  app.get('/cart/', (request, reply) => reply.redirect(CART_PATHS[requestLanguage(request)], 302));
  // The staff area opens on its orders: answered here, so the page starts at its real address
  // (a one-time password's session, sent to choose one, comes back there, not to a redirect).
  app.get<{ Params: { lang: string } }>('/:lang/area-libreria/', (request, reply) => {
    const { lang } = request.params;
    if (!isLang(lang)) return reply.callNotFound();
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/${lang}/area-libreria/ordini/${query}`, 302);
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      // The build writes .br and .gz beside each text asset (apps/web/build/, precompress):
      // sent as they are to browsers that accept them, with `Vary: accept-encoding`.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes('/assets/')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (indexHtml && wantsPage(request)) {
      if (rendering && (await sendPublicPage(request, reply, indexHtml, rendering))) return reply;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.code(404).send({ detail: translate(lang, 'notFound'), code: 'NOT_FOUND' });
  });
}
