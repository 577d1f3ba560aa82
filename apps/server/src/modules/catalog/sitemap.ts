import { Readable } from 'node:stream';
import { LEGAL_SEGMENTS } from '@scaffale/domain/legal-pages';
import { LANGUAGES, type Lang } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import { escapeXml } from './gallery.ts';
import { bucketsOf, listedRows, type SitemapRow, type SitemapTable } from './sitemap.repo.ts';

// The sitemaps of docs/spec/search-engines.md §2: an index, and child sitemaps of at most
// `urlsPerSitemap` addresses each, one <url> per page and language with its alternates.

/** The protocol's ceiling of addresses per sitemap (sitemaps.org, 0.9). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Rows read per statement while a child sitemap is written. */
const ROWS_PER_STATEMENT = 1_000;

/** A public page in every language: its path in each, and the one for any other language. */
interface PublicPage {
  path(lang: Lang): string;
  /** Where a reader of another language is sent (hreflang="x-default"). */
  xDefault: string;
}

/**
 * The pages that are not rows: the home page (its x-default the language-less `/`, which
 * picks the reader's language) and the legal pages.
 */
const FIXED_PAGES: PublicPage[] = [
  { path: (lang) => `/${lang}/`, xDefault: '/' },
  ...Object.values(LEGAL_SEGMENTS).map((segment) => ({
    path: (lang: Lang) => `/${lang}/${segment}/`,
    xDefault: `/it/${segment}/`,
  })),
];

/** A row's page, its paths as the web app links them (apps/web/src/config/paths.ts). */
const PAGE_OF: Record<SitemapTable, (row: SitemapRow) => PublicPage> = {
  bookshops: (row) => ({
    path: (lang) => `/${lang}/venditore/${row.id}`,
    xDefault: `/it/venditore/${row.id}`,
  }),
  books: (row) => ({
    path: (lang) => `/${lang}/libro/${row.isbn ?? ''}/`,
    xDefault: `/it/libro/${row.isbn ?? ''}/`,
  }),
};

/**
 * The child sitemaps' sections, interleaved in their numbers: sitemap n is section n mod 3's
 * bucket n div 3, so a number names the same addresses whatever the other sections hold.
 */
const SECTIONS = ['pages', 'bookshops', 'books'] as const;
type Section = (typeof SECTIONS)[number];

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One address of a page, with the page's address in every language (Google's form). */
function urlEntry(publicUrl: string, page: PublicPage, lang: Lang): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + path)}"/>`;
  const alternates = LANGUAGES.map((other) => link(other, page.path(other)));
  alternates.push(link('x-default', page.xDefault));
  return `<url><loc>${escapeXml(publicUrl + page.path(lang))}</loc>${alternates.join('')}</url>\n`;
}

export interface SitemapSettings {
  db: Db;
  /** The origin every address is written on (PUBLIC_URL). */
  publicUrl: string;
  /** Addresses per child sitemap (at most the protocol's 50,000; a test's few). */
  urlsPerSitemap: number;
  /** Rows read per statement (1,000; a test's few, to see the pages follow each other). */
  rowsPerStatement?: number;
}

/** The numbers of the child sitemaps that hold at least one address, in order. */
async function childNumbers(settings: SitemapSettings): Promise<number[]> {
  const per = settings.urlsPerSitemap;
  const languages = LANGUAGES.length;
  const fixedBuckets = Math.ceil((FIXED_PAGES.length * languages) / per);
  const buckets: Record<Section, number[]> = {
    pages: Array.from({ length: fixedBuckets }, (_, bucket) => bucket),
    bookshops: await bucketsOf(settings.db, 'bookshops', languages, per),
    books: await bucketsOf(settings.db, 'books', languages, per),
  };
  return SECTIONS.flatMap((section, index) =>
    buckets[section].map((bucket) => bucket * SECTIONS.length + index),
  ).sort((a, b) => a - b);
}

/** The sitemap index: every child sitemap that holds an address. */
export async function sitemapIndex(settings: SitemapSettings): Promise<string> {
  const entries = (await childNumbers(settings)).map(
    (n) => `<sitemap><loc>${escapeXml(`${settings.publicUrl}/sitemap-${n}.xml`)}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** A page, and its index in its section: its addresses' keys are index × languages + 0…3. */
interface IndexedPage {
  page: PublicPage;
  index: number;
}

/** The pages of a section whose addresses' keys fall in `first`…`last`, a batch at a time. */
async function* pagesInKeys(
  settings: SitemapSettings,
  section: Section,
  first: number,
  last: number,
): AsyncGenerator<IndexedPage[]> {
  const languages = LANGUAGES.length;
  const firstIndex = Math.floor(first / languages);
  const lastIndex = Math.floor(last / languages);
  if (section === 'pages') {
    yield FIXED_PAGES.map((page, index) => ({ page, index })).filter(
      ({ index }) => index >= firstIndex && index <= lastIndex,
    );
    return;
  }
  // Keyset pagination: each statement starts after the last id the one before read.
  const limit = settings.rowsPerStatement ?? ROWS_PER_STATEMENT;
  let after = firstIndex - 1;
  for (;;) {
    const rows = await listedRows(settings.db, section, { after, last: lastIndex }, limit);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ page: PAGE_OF[section](row), index: row.id }));
    const lastRow = rows.at(-1);
    if (rows.length < limit || lastRow === undefined) return;
    after = lastRow.id;
  }
}

/** The <url> entries of a batch of pages, those of their languages whose keys are in range. */
function entriesOf(publicUrl: string, pages: IndexedPage[], first: number, last: number): string {
  let text = '';
  for (const { page, index } of pages) {
    LANGUAGES.forEach((lang, langIndex) => {
      const key = index * LANGUAGES.length + langIndex;
      if (key >= first && key <= last) text += urlEntry(publicUrl, page, lang);
    });
  }
  return text;
}

/**
 * Child sitemap `n`, written as its rows are read (never all of them at once); null when it
 * holds no address (a number the index does not list).
 */
export async function childSitemap(settings: SitemapSettings, n: number): Promise<Readable | null> {
  const section = SECTIONS[n % SECTIONS.length] ?? 'pages';
  const first = Math.floor(n / SECTIONS.length) * settings.urlsPerSitemap;
  const last = first + settings.urlsPerSitemap - 1;
  const batches = pagesInKeys(settings, section, first, last);
  const opening = await batches.next();
  if (opening.done === true || opening.value.length === 0) return null;
  const firstEntries = entriesOf(settings.publicUrl, opening.value, first, last);
  async function* document(): AsyncGenerator<string> {
    yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
    yield firstEntries;
    for await (const pages of batches) yield entriesOf(settings.publicUrl, pages, first, last);
    yield '</urlset>\n';
  }
  return Readable.from(document());
}
