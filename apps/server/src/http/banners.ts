import type { FastifyInstance } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import type { Lang } from '@scaffale/domain/languages';
import type { Db } from '../db/database.ts';
import { requestLanguage, translate } from './i18n.ts';

// What a banner may hold: text formatting, links and images, nothing that runs. The web app
// inserts the HTML as it comes, so this is the one place it is made safe, whoever wrote it.
const BANNER_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'br',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
  ],
  allowedAttributes: {
    '*': ['class', 'lang', 'role', 'aria-label'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // A link that opens a new tab does not hand it our window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Banners change rarely and are read on every page view: each text is sanitised once. */
const sanitised = new Map<string, string>();
const MAX_SANITISED = 200;

export function sanitizeBanner(html: string): string {
  let safe = sanitised.get(html);
  if (safe === undefined) {
    safe = sanitizeHtml(html, BANNER_HTML);
    if (sanitised.size >= MAX_SANITISED) sanitised.clear();
    sanitised.set(html, safe);
  }
  return safe;
}

/** The demonstration shop's notice, from our own translations. */
function demoNotice(lang: Lang): string {
  return `<p class="demo-notice" role="note" data-demo="true"><strong>${translate(lang, 'demoNotice')}</strong></p>`;
}

/**
 * Server-provided HTML banners, in the visitor's language (or the one for every language),
 * sanitised; a demonstration shop's header says first that its payments are simulated.
 */
export function registerBanners(app: FastifyInstance, db: Db, options: { demo: boolean }): void {
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
      const banners = rows.map((r) => sanitizeBanner(r.html));
      if (options.demo && position === 'header') {
        banners.unshift(demoNotice(lang));
      }
      return reply
        .header('cache-control', 'private, max-age=60')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(banners.join('\n'));
    });
  }
}
