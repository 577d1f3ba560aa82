import { LANGUAGES } from '@scaffale/domain/languages';
import { CART_PATHS } from '../../http/web.ts';

// robots.txt (docs/spec/search-engines.md §1): every page is open to crawlers but those of an
// account or a session, which hold nothing a search should find. The search results are open:
// rendered on the server, a reader may land on them from a search engine.

/** The private pages' first segment under `/{lang}/`, the same in every language (paths.ts). */
const PRIVATE_SEGMENTS = [
  'checkout',
  'area-personale',
  'ordini',
  'wishlist',
  'area-libreria',
  'admin',
  'login',
  'registrati',
  'password-dimenticata',
  'reset-password',
  'conferma-email',
  'annulla-cambio-email',
  'scegli-password',
  // The general form of the cart, accepted in every language.
  'cart',
];

/** Outside `/{lang}/`: the API, GraphQL, the language-less redirects and account pages. */
const PRIVATE_ROOTS = [
  '/api/',
  '/graphql',
  '/test-login/',
  '/cart/',
  '/checkout/',
  '/area-personale/',
];

/**
 * Each a plain prefix (no wildcard, which not every crawler reads), written without the
 * trailing slash where the page answers without it too.
 */
export function disallowedPrefixes(): string[] {
  const localised = LANGUAGES.flatMap((lang) => [
    CART_PATHS[lang],
    ...PRIVATE_SEGMENTS.map((segment) => `/${lang}/${segment}`),
  ]);
  return [...PRIVATE_ROOTS, ...new Set(localised)];
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
