import { LANGUAGES, LOCALES, type Lang } from '../config/languages';
import { BRAND_NAME } from '../config/env';
import type { Book } from '../features/books/api/get-book';
import type { GetBookshopQuery } from '../gql/graphql';
import { formatPageTitle } from '../hooks/use-page-title';
import type { Translate } from '../i18n/translate';
import { parseCents } from '../lib/money';

// The head of a page rendered on the server (docs/spec/server-rendering.md §3): what a crawler
// or a link preview reads before any script runs.

export type Bookshop = NonNullable<GetBookshopQuery['getBookshop']>;

/** What the head says, by page. */
export type HeadPage =
  | { kind: 'home'; search: string }
  | { kind: 'search'; query: string; search: string }
  | { kind: 'book'; book: Book }
  | { kind: 'bookshop'; bookshop: Bookshop; page: number }
  | { kind: 'legal'; segment: string; title: string }
  | { kind: 'missing' };

/** Characters that would end an attribute or start markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that cannot end the `<script>` it sits in (`</script>`, `<!--`), nor break a line of JS. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Open Graph's locale: language and territory with an underscore. */
function ogLocale(lang: Lang): string {
  return LOCALES[lang].replace('-', '_');
}

/** At most about 160 characters, cut at a word: what a results page shows of a description. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

/** The page's address in each language (path and query), and the one for any other. */
function addresses(page: HeadPage): { path: (l: Lang) => string; xDefault: string } {
  const at = (path: (l: Lang) => string, xDefault = path('it')) => ({ path, xDefault });
  switch (page.kind) {
    case 'home':
      // As the sitemap: the language-less `/` picks the reader's language.
      return { path: (l) => `/${l}/${page.search}`, xDefault: `/${page.search}` };
    case 'search':
      return at((l) => `/${l}/cerca/${page.search}`);
    case 'book':
      return at((l) => `/${l}/libro/${page.book.isbn ?? ''}/`);
    case 'bookshop':
      return at(
        (l) => `/${l}/venditore/${page.bookshop.id}${page.page > 1 ? `?page=${page.page}` : ''}`,
      );
    case 'legal':
      return at((l) => `/${l}/${page.segment}/`);
    case 'missing':
      return at((l) => `/${l}/`);
  }
}

function titleAndDescription(page: HeadPage, t: Translate): { title: string; description: string } {
  switch (page.kind) {
    case 'home':
      return { title: formatPageTitle(t('pageTitle.home')), description: t('home.welcome') };
    case 'search':
      return {
        title: formatPageTitle(
          page.query ? t('books.search.titleFor', { query: page.query }) : t('books.search.title'),
        ),
        description: t('books.search.prompt'),
      };
    case 'book': {
      const { book } = page;
      const byline = [book.authors.join(', '), book.publisher, book.year]
        .filter((part) => part !== null && part !== '')
        .join(' · ');
      return {
        title: formatPageTitle(book.title),
        description: summary(
          book.description.trim() || `${book.title}${byline ? ` – ${byline}` : ''}`,
        ),
      };
    }
    case 'bookshop': {
      const { bookshop } = page;
      return {
        title: formatPageTitle(bookshop.name),
        description: summary(bookshop.description.trim() || `${bookshop.name}, ${bookshop.city}`),
      };
    }
    case 'legal':
      return { title: formatPageTitle(page.title), description: `${page.title} – ${BRAND_NAME}` };
    case 'missing':
      return { title: formatPageTitle(t('pageTitle.notFound')), description: t('home.welcome') };
  }
}

/** schema.org's `Book`, an `Offer` per bookshop's copy. */
function bookJsonLd(book: Book, url: string, origin: string, lang: Lang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    url,
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.authors.length > 0
      ? { author: book.authors.map((name) => ({ '@type': 'Person', name })) }
      : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.year !== null ? { datePublished: String(book.year) } : {}),
    ...(book.language ? { inLanguage: book.language } : {}),
    ...(book.pages !== null ? { numberOfPages: book.pages } : {}),
    ...(book.description.trim() ? { description: book.description.trim() } : {}),
    offers: book.offers.map((offer) => ({
      '@type': 'Offer',
      // A decimal with two places, as schema.org asks (no currency sign, a dot).
      price: (parseCents(offer.price) / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability:
        offer.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition:
        offer.condition === 'NEW'
          ? 'https://schema.org/NewCondition'
          : 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'BookStore',
        name: offer.bookshop.name,
        url: `${origin}/${lang}/venditore/${offer.bookshop.id}`,
      },
    })),
  };
}

/** schema.org's `BookStore`. */
function bookshopJsonLd(bookshop: Bookshop, url: string): object {
  const address = bookshop.shopAddress ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BookStore',
    name: bookshop.name,
    url,
    ...(bookshop.description.trim() ? { description: bookshop.description.trim() } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(address ? { streetAddress: address.street, postalCode: address.postalCode } : {}),
      addressLocality: address?.city ?? bookshop.city,
      addressCountry: bookshop.countryCode,
    },
    ...(bookshop.contactEmail ? { email: bookshop.contactEmail } : {}),
    ...(bookshop.contactPhone ? { telephone: bookshop.contactPhone } : {}),
  };
}

/** The `<head>` elements of a page rendered on the server, escaped. */
export function pageHead(
  page: HeadPage,
  options: { lang: Lang; origin: string; t: Translate },
): string {
  const { lang, origin, t } = options;
  const { title, description } = titleAndDescription(page, t);
  const { path, xDefault } = addresses(page);
  const url = origin + path(lang);
  const attr = escapeHtml;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}">`,
  ];
  if (page.kind === 'missing') {
    lines.push('<meta name="robots" content="noindex">');
    return lines.join('');
  }
  lines.push(`<link rel="canonical" href="${attr(url)}">`);
  for (const l of LANGUAGES) {
    lines.push(`<link rel="alternate" hreflang="${l}" href="${attr(origin + path(l))}">`);
  }
  lines.push(`<link rel="alternate" hreflang="x-default" href="${attr(origin + xDefault)}">`);
  const type =
    page.kind === 'book' ? 'book' : page.kind === 'bookshop' ? 'business.business' : 'website';
  lines.push(
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:site_name" content="${attr(BRAND_NAME)}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:url" content="${attr(url)}">`,
    `<meta property="og:locale" content="${ogLocale(lang)}">`,
    ...LANGUAGES.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`,
    ),
  );
  const jsonLd =
    page.kind === 'book'
      ? bookJsonLd(page.book, url, origin, lang)
      : page.kind === 'bookshop'
        ? bookshopJsonLd(page.bookshop, url)
        : null;
  if (jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return lines.join('');
}
