import type { Lang } from './languages.ts';

/**
 * The contract between the server and the web app's server build (apps/web/src/entry-server.tsx,
 * docs/spec/server-rendering.md): the server asks which GraphQL operations a public page shows
 * first, runs them in-process, and hands their data back to be rendered.
 */

/** One query a page sends on its first render, as the page sends it. */
export interface PageOperation {
  /** The TanStack Query key the page reads it under. */
  key: readonly unknown[];
  operationName: string;
  /** The document's text, the one the client sends. */
  query: string;
  variables: Record<string, unknown>;
}

/** A public page at an address: its language and the operations it needs. */
export interface PublicPage {
  lang: Lang;
  operations: PageOperation[];
}

/** What an operation answered: `data` when it ran without errors, else null. */
export interface OperationResult {
  key: readonly unknown[];
  data: unknown;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown book or bookshop (the app's not-found page). */
  status: number;
  /** The `<head>` elements of the page: title, description, links, Open Graph, JSON-LD. */
  head: string;
  /** The app's markup, to go inside `#root`. */
  html: string;
  /** The query data the page was rendered with, as JSON safe inside a `<script>`. */
  cache: string;
}

export interface PageRenderer {
  /** The public page at `url` (path and query), or null for any other address. */
  match(url: string): PublicPage | null;
  render(input: {
    url: string;
    /** The origin canonical and alternate links are written on (PUBLIC_URL). */
    origin: string;
    results: readonly OperationResult[];
    /** Vite's manifest of the browser build (`dist/.vite/manifest.json`), when there is one. */
    manifest: unknown;
  }): Promise<RenderedPage>;
}
