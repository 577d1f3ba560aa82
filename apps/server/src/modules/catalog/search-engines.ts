import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { robotsTxt } from './robots.ts';
import { childSitemap, MAX_URLS_PER_SITEMAP, sitemapIndex } from './sitemap.ts';

// The crawlers' entry points (docs/spec/search-engines.md): the same answer to anyone, so a
// cache may keep it for an hour, and none carries a cookie (the CSRF token is left out).

export const SEARCH_ENGINE_ROUTES = ['/robots.txt', '/sitemap.xml', '/sitemap-:n.xml'] as const;

const PUBLIC_FOR_AN_HOUR = 'public, max-age=3600';

export function registerSearchEngineRoutes(
  app: FastifyInstance,
  options: { db: Db; publicUrl: string; urlsPerSitemap?: number },
): void {
  const settings = {
    db: options.db,
    publicUrl: options.publicUrl,
    urlsPerSitemap: Math.min(options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP, MAX_URLS_PER_SITEMAP),
  };
  const robots = robotsTxt(options.publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_FOR_AN_HOUR)
      .send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', PUBLIC_FOR_AN_HOUR)
      .send(await sitemapIndex(settings)),
  );
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const { n } = request.params;
    if (!/^\d{1,9}$/.test(n)) throw notFound();
    const sitemap = await childSitemap(settings, Number(n));
    if (sitemap === null) throw notFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', PUBLIC_FOR_AN_HOUR)
      .send(sitemap);
  });
}
