import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  OperationResult,
  PageOperation,
  PageRenderer,
  PublicPage,
} from '@scaffale/domain/server-rendering';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { RouteErrorBoundary } from './app/route-error';
import { AppRoutes } from './app/router';
import { Toasts } from './app/toasts';
import { isLang, type Lang } from './config/languages';
import { legalPageOf } from './config/legal-paths';
import { GET_BOOK, type Book } from './features/books/api/get-book';
import {
  SEARCH_BOOKS,
  searchBooksQueryOptions,
  searchBooksVariables,
} from './features/books/api/search-books';
import { parseBookSearch } from './features/books/search-query';
import { GET_BOOKSHOP } from './features/catalog/api/get-bookshop';
import { GET_BOOKSHOPS, bookshopsQueryOptions } from './features/catalog/api/get-bookshops';
import {
  GET_PRODUCTS,
  productsQueryOptions,
  productsVariables,
  type ProductsFilter,
} from './features/catalog/api/get-products';
import { parseId, parsePage, QUERY } from './features/catalog/components/search-params';
import { loadLegalTexts, type LegalTexts } from './features/legal/legal-texts';
import { RenderTranslation } from './i18n/use-translation';
import { pageHead, scriptJson, type Bookshop, type HeadPage } from './ssr/head';
import { serverTranslation } from './ssr/strings';
import { pageModules, styleLinks } from './ssr/styles';

// The server's build of the app (docs/spec/server-rendering.md): the public pages rendered with
// React's streaming renderer into the HTML the browser then hydrates (main.tsx). Everything a
// request needs (its translation, its query cache) is its own: concurrent renders share no
// module state.

/** The query cache key of each operation, and how to read the page's data from its answer. */
interface Operation extends PageOperation {
  select: (data: never) => unknown;
}

function operation<TData>(
  key: readonly unknown[],
  operationName: string,
  document: { toString(): string },
  variables: object,
  select: (data: TData) => unknown,
): Operation {
  return {
    key,
    operationName,
    query: document.toString(),
    variables: { ...variables },
    select: select as (data: never) => unknown,
  };
}

/** A public page's kind, what it reads from the address, and the operations it sends. */
type Matched =
  | { kind: 'home'; filter: ProductsFilter; search: string }
  | { kind: 'search'; params: URLSearchParams; search: string }
  | { kind: 'book'; isbn: string }
  | { kind: 'bookshop'; id: string; page: number }
  | { kind: 'legal'; segment: string };

function matchUrl(url: string): { lang: Lang; page: Matched } | null {
  const { pathname, searchParams, search } = new URL(url, 'http://page.invalid');
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const scoped = matchPath('/:lang/*', path);
  const lang = scoped?.params.lang;
  if (!isLang(lang)) return null;
  const rest = scoped?.params['*'] ?? '';
  if (rest === '') {
    const filter: ProductsFilter = {
      search: searchParams.get(QUERY.search)?.trim() ?? '',
      bookshopId: parseId(searchParams.get(QUERY.bookshop)),
      page: parsePage(searchParams.get(QUERY.page)),
    };
    return { lang, page: { kind: 'home', filter, search } };
  }
  if (rest === 'cerca/') return { lang, page: { kind: 'search', params: searchParams, search } };
  const isbn = /^libro\/(\d{13})\/$/.exec(rest)?.[1];
  if (isbn) return { lang, page: { kind: 'book', isbn } };
  const id = parseId(/^venditore\/([^/]+)\/$/.exec(rest)?.[1] ?? null);
  if (id !== null) {
    return { lang, page: { kind: 'bookshop', id, page: parsePage(searchParams.get(QUERY.page)) } };
  }
  const segment = rest.slice(0, -1);
  if (legalPageOf(segment) !== null) return { lang, page: { kind: 'legal', segment } };
  return null;
}

function operationsOf(page: Matched): Operation[] {
  switch (page.kind) {
    case 'home':
      return [
        operation(
          productsQueryOptions(page.filter).queryKey,
          'GetProducts',
          GET_PRODUCTS,
          productsVariables(page.filter),
          (data: { getProducts: unknown }) => data.getProducts,
        ),
        operation(
          bookshopsQueryOptions().queryKey,
          'GetBookshops',
          GET_BOOKSHOPS,
          {},
          (data: { getBookshops: unknown }) => data.getBookshops,
        ),
      ];
    case 'search': {
      const search = parseBookSearch(page.params);
      // Without words the page asks nothing (search-page.tsx).
      if (search.query === '') return [];
      return [
        operation(
          searchBooksQueryOptions(search).queryKey,
          'SearchBooks',
          SEARCH_BOOKS,
          searchBooksVariables(search),
          (data: { searchBooks: unknown }) => data.searchBooks,
        ),
      ];
    }
    case 'book':
      return [
        operation(
          ['books', 'book', page.isbn],
          'GetBook',
          GET_BOOK,
          { isbn: page.isbn },
          (data: { getBook: unknown }) => data.getBook,
        ),
      ];
    case 'bookshop': {
      const filter: ProductsFilter = { search: '', bookshopId: page.id, page: page.page };
      return [
        operation(
          ['catalog', 'bookshop', page.id],
          'GetBookshop',
          GET_BOOKSHOP,
          { id: page.id },
          (data: { getBookshop: unknown }) => data.getBookshop,
        ),
        operation(
          productsQueryOptions(filter).queryKey,
          'GetProducts',
          GET_PRODUCTS,
          productsVariables(filter),
          (data: { getProducts: unknown }) => data.getProducts,
        ),
      ];
    }
    case 'legal':
      return [];
  }
}

function match(url: string): PublicPage | null {
  const matched = matchUrl(url);
  if (!matched) return null;
  const operations = operationsOf(matched.page).map(({ key, operationName, query, variables }) => ({
    key,
    operationName,
    query,
    variables,
  }));
  return { lang: matched.lang, operations };
}

async function render(input: {
  url: string;
  origin: string;
  results: readonly OperationResult[];
  manifest: unknown;
}): Promise<{ status: number; head: string; html: string; cache: string }> {
  const matched = matchUrl(input.url);
  if (!matched) throw new Error(`No public page at ${input.url}`);
  const { lang, page } = matched;
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const entries: [readonly unknown[], unknown][] = [];
  const operations = operationsOf(page);
  for (const [index, op] of operations.entries()) {
    const result = input.results[index];
    // Without its data the page would render a spinner: the server sends the shell instead.
    if (result?.data === null || result?.data === undefined) {
      throw new Error(`${op.operationName} gave no data`);
    }
    entries.push([op.key, op.select(result.data as never)]);
  }
  if (page.kind === 'legal') entries.push([['legal-texts', lang], await loadLegalTexts(lang)]);
  for (const [key, data] of entries) client.setQueryData(key, data);

  const headPage = headPageOf(page, lang, client);
  const translation = serverTranslation(lang);
  const stream = await renderToReadableStream(
    <RenderTranslation value={translation}>
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouter location={input.url}>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </StaticRouter>
          <Toasts />
        </QueryClientProvider>
      </StrictMode>
    </RenderTranslation>,
    {
      // Past this many bytes React sends a boundary's content apart, hidden, with an inline
      // script that puts it in place (to stream a long page sooner): the CSP runs no inline
      // script, and a crawler reads none. The page is sent whole once ready anyway.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        console.error('Server rendering failed', error);
      },
    },
  );
  // The whole page, lazy parts included, before a byte is sent: a crawler reads it without
  // running a script, and completed boundaries are written in place.
  await stream.allReady;
  const html = await new Response(stream).text();
  return {
    status: headPage.kind === 'missing' ? 404 : 200,
    head:
      pageHead(headPage, { lang, origin: input.origin, t: translation.t }) +
      styleLinks(input.manifest, pageModules(page.kind, lang)),
    html,
    cache: scriptJson(entries),
  };
}

/** What the head says of the page, from the data it was rendered with. */
function headPageOf(page: Matched, lang: Lang, client: QueryClient): HeadPage {
  switch (page.kind) {
    case 'home':
      return { kind: 'home', search: page.search };
    case 'search':
      return { kind: 'search', query: parseBookSearch(page.params).query, search: page.search };
    case 'book': {
      const book = client.getQueryData<Book | null>(['books', 'book', page.isbn]);
      return book ? { kind: 'book', book } : { kind: 'missing' };
    }
    case 'bookshop': {
      const bookshop = client.getQueryData<Bookshop | null>(['catalog', 'bookshop', page.id]);
      return bookshop ? { kind: 'bookshop', bookshop, page: page.page } : { kind: 'missing' };
    }
    case 'legal': {
      const texts = client.getQueryData<LegalTexts>(['legal-texts', lang]);
      const id = legalPageOf(page.segment);
      return texts && id
        ? { kind: 'legal', segment: page.segment, title: texts[id].title }
        : { kind: 'missing' };
    }
  }
}

export const pageRenderer: PageRenderer = { match, render };
