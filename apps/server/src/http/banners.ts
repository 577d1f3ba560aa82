import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requestLanguage } from './i18n.ts';

/** Server-provided HTML banners, in the visitor's language (or the one for every language). */
export function registerBanners(app: FastifyInstance, db: Db): void {
  for (const position of ['header', 'footer'] as const) {
    app.get(`/api/banner/${position}/`, async (request, reply) => {
      const lang = requestLanguage(request);
      const rows = await db
        .selectFrom('banners')
        .select('html')
        .where('position', '=', position)
        .where('active', '=', true)
        .where((eb) => eb.or([eb('language', '=', lang), eb('language', 'is', null)]))
        .orderBy('id')
        .execute();
      return reply
        .header('cache-control', 'private, max-age=60')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(rows.map((r) => r.html).join('\n'));
    });
  }
}
