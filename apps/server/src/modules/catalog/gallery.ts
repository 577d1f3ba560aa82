import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { requestLanguage, translate } from '../../http/i18n.ts';

export const COVER_WIDTH = 540;
export const COVER_HEIGHT = 751;

const coverParams = z.object({
  file: z.string().regex(/^\d{1,10}\.svg$/),
});

/** Text or an attribute value, written safely into XML. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Breaks a title into lines of about `width` characters for the cover. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/** A simple generated cover: the title and author on the book's colour. */
export function coverSvg(title: string, author: string, color: string): string {
  const titleLines = wrap(title, 18, 6)
    .map((l, i) => `<text x="50" y="${180 + i * 52}" font-size="40">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<rect width="100%" height="100%" fill="${escapeXml(color)}"/>
<rect x="24" y="24" width="${COVER_WIDTH - 48}" height="${COVER_HEIGHT - 48}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>
<g fill="#fff" font-family="Georgia, serif">${titleLines}
<text x="50" y="${COVER_HEIGHT - 80}" font-size="28" font-style="italic">${escapeXml(author)}</text></g>
</svg>`;
}

export function fallbackSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<rect width="100%" height="100%" fill="#e8e2d6"/>
<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#4a4036">${escapeXml(label)}</text>
</svg>`;
}

/**
 * GET /api/product-gallery/{id}/ in the shape the spec reads (dataSource[0] with alt, src,
 * srcSet, width, height), and the generated cover images it points to.
 */
export function registerGallery(app: FastifyInstance, db: Db): void {
  app.get('/api/product-gallery/:productId/', async (request, reply) => {
    const productId = parseId((request.params as { productId: string }).productId);
    if (productId === null) throw notFound();
    const lang = requestLanguage(request);
    const product = await db
      .selectFrom('products')
      .select(['id', 'title', 'has_cover'])
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw notFound();
    const image = product.has_cover
      ? { alt: product.title, src: `/media/covers/${product.id}.svg` }
      : { alt: translate(lang, 'noImage'), src: `/media/no-image.svg` };
    return reply.send({
      dataSource: [
        {
          ...image,
          srcSet: `${image.src} ${COVER_WIDTH}w`,
          width: COVER_WIDTH,
          height: COVER_HEIGHT,
        },
      ],
    });
  });

  app.get('/media/covers/:file', async (request, reply) => {
    const params = coverParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const id = Number.parseInt(params.data.file, 10);
    const product = await db
      .selectFrom('products')
      .select(['title', 'cover_color', 'cache_it', 'has_cover'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!product?.has_cover) throw notFound();
    const author = product.cache_it.props?.autori?.join(', ') ?? '';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(coverSvg(product.title, author, product.cover_color));
  });

  app.get('/media/no-image.svg', async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(fallbackSvg(translate(requestLanguage(request), 'noImage'))),
  );
}
