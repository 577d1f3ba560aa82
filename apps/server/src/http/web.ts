import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, requestLanguage, translate, type Lang } from './i18n.ts';

const CART_PATHS: Record<Lang, string> = {
  it: '/it/carrello',
  en: '/en/cart',
  fr: '/fr/corbeille',
  es: '/es/cesta',
};

const NOT_PAGES = /^\/(api|graphql|media|healthz|test-login|assets)(\/|$)/;

/** The order confirmation lives under /api/ (SPEC §7) but is a page the app renders. */
const API_PAGES = /^\/api\/conferma-ordine\//;

/** The pages the build lists chunks for (apps/web/build/route-budgets.ts, preloads.json). */
const PAGE_ROUTES = [
  { route: 'cart', path: /^\/(it|en|fr|es)\/(carrello|cart|corbeille|cesta)\/?$/ },
  { route: 'checkout', path: /^\/(it|en|fr|es)\/checkout\/?$/ },
] as const;

interface Preloads {
  languages: Record<string, string[]>;
  pages: Record<string, { js: string[]; css: string[] }>;
}

function readPreloads(file: string): Preloads {
  if (!existsSync(file)) return { languages: {}, pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Preloads;
}

/**
 * index.html with links to what the page needs before its first paint: the language's
 * strings and the page's own chunks and styles. Without them the browser finds these only
 * after the entry script has run. One variant per language and page, built once.
 */
function indexPages(indexHtml: string, preloads: Preloads) {
  const variants = new Map<string, string>();
  return (path: string, request: FastifyRequest): string => {
    const segment = path.split('/')[1];
    const lang: Lang = isLang(segment) ? segment : requestLanguage(request);
    const route = PAGE_ROUTES.find((candidate) => candidate.path.test(path))?.route ?? '';
    const key = `${lang}:${route}`;
    let html = variants.get(key);
    if (html === undefined) {
      const page = preloads.pages[route];
      const links = [
        ...[...(preloads.languages[lang] ?? []), ...(page?.js ?? [])].map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
        ),
        ...(page?.css ?? []).map(
          (href) => `<link rel="preload" as="style" crossorigin href="${href}">`,
        ),
      ];
      html = indexHtml.replace('</head>', `${links.join('\n    ')}\n  </head>`);
      variants.set(key, html);
    }
    return html;
  };
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && (!NOT_PAGES.test(path) || API_PAGES.test(path));
}

/**
 * Serves the built single-page app: hashed assets cached for good, every other page path
 * answered with index.html (the router takes over), and the language-less paths redirected.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  const indexHtml = hasWeb
    ? indexPages(readFileSync(indexPath, 'utf8'), readPreloads(join(webDist, 'preloads.json')))
    : null;

  app.get('/', (request, reply) => reply.redirect(`/${requestLanguage(request)}/`, 302));
  app.get('/checkout/', (request, reply) =>
    reply.redirect(`/${requestLanguage(request)}/checkout/`, 302),
  );
  app.get('/cart/', (request, reply) => reply.redirect(CART_PATHS[requestLanguage(request)], 302));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['index.html', 'preloads.json'],
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (indexHtml && wantsPage(request)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml(request.url.split('?')[0] ?? '/', request));
    }
    return reply.code(404).send({ detail: translate(lang, 'notFound'), code: 'NOT_FOUND' });
  });
}
