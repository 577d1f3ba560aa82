import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationResult, PageRenderer } from '@scaffale/domain/server-rendering';
import type { RunOperation } from '../graphql/index.ts';

// The public pages rendered on the server (docs/spec/server-rendering.md): the web app's server
// build says which queries a page sends, they run here in-process, and its markup goes into
// index.html with the page's head and the data the browser hydrates with.

/** What the pages need besides the web app's index.html. */
export interface PageRendering {
  renderer: PageRenderer;
  /** The origin canonical and alternate links are written on (PUBLIC_URL). */
  origin: string;
  runOperation: RunOperation;
  /** Vite's manifest of the browser build: the stylesheets each page's chunks bring. */
  manifest: unknown;
}

/** Vite's manifest of the browser build in `webDist`, parsed; null without one. */
export function loadManifest(webDist: string): unknown {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
}

/** The web app's server build (`vite build --ssr`), when it has been built. */
export async function loadPageRenderer(entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  const renderer =
    typeof module === 'object' && module !== null && 'pageRenderer' in module
      ? (module.pageRenderer as Partial<PageRenderer> | null)
      : null;
  if (typeof renderer?.match !== 'function' || typeof renderer.render !== 'function') {
    throw new Error(`${entry} exports no pageRenderer`);
  }
  return renderer as PageRenderer;
}

/**
 * index.html with the page in it: its language, its head in place of the generic title and
 * description, its markup in `#root`, and the query data the browser hydrates with.
 */
export function pageHtml(
  template: string,
  page: { lang: string; head: string; html: string; cache: string },
): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="ssr-data">${page.cache}</script>`,
    );
}

/**
 * Answers `request` with its public page rendered, and true; false when its address is not a
 * public page, or the page could not be rendered (the caller sends the app's shell instead).
 */
export async function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  rendering: PageRendering,
): Promise<boolean> {
  const { renderer, runOperation, origin, manifest } = rendering;
  const page = renderer.match(request.url);
  if (!page) return false;
  try {
    const results: OperationResult[] = await Promise.all(
      page.operations.map(async (operation) => {
        const answer = await runOperation(request, reply, { ...operation, lang: page.lang });
        return { key: operation.key, data: answer.errors?.length ? null : (answer.data ?? null) };
      }),
    );
    const rendered = await renderer.render({ url: request.url, origin, results, manifest });
    const body = pageHtml(template, { lang: page.lang, ...rendered });
    reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    // HEAD answers as GET does, without the body.
    if (request.method === 'HEAD') {
      await reply.header('content-length', Buffer.byteLength(body)).send();
    } else {
      await reply.send(body);
    }
    return true;
  } catch (error) {
    // The shell still works: the browser renders the page as before server rendering.
    request.log.error({ err: error }, 'server rendering failed');
    return false;
  }
}
