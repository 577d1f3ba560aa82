import { DEFAULT_LANG, isLang, type Lang } from './languages';

/**
 * Every route path and link builder of the app. Nothing else builds URLs from strings, so
 * a path changes in one place.
 */

/** The cart's localised path segment, per language (docs/spec/api-contract.md §2.1). */
export const CART_SEGMENTS: Record<Lang, string> = {
  it: 'carrello',
  en: 'cart',
  fr: 'corbeille',
  es: 'cesta',
};

/** The general form `/{lang}/cart/` is accepted in every language too. */
export const GENERIC_CART_SEGMENT = 'cart';

/** Route patterns, as the router declares them (trailing slashes are optional there). */
export const routes = {
  root: '/',
  lang: '/:lang',
  login: 'login',
  /**
   * The buyer's account pages (docs/spec/marketplace.md §3): the same segment in every language.
   */
  register: 'registrati',
  forgotPassword: 'password-dimenticata',
  /** Where the password-reset mail links to. */
  resetPassword: 'reset-password/:token',
  /** Where the mails of an email change link: the new address's, and the old one's undo. */
  confirmEmail: 'conferma-email/:token',
  undoEmailChange: 'annulla-cambio-email/:token',
  /** Where a login with a one-time password leads: the account's own password first. */
  choosePassword: 'scegli-password',
  account: 'area-personale',
  checkout: 'checkout',
  /** The account pages, outside `/:lang` too. */
  editShippingAddress: '/area-personale/indirizzi/edit/:addressId',
  editBilling: '/area-personale/dati-fatturazione',
  /** Outside the `/:lang` scope: the language comes from the `user_language` cookie. */
  product: '/:cssClass/:slug/:productId',
  bookshop: 'venditore/:bookshopId',
  /**
   * The catalogue by book (docs/spec/catalogue-by-book.md), the same segments in every language:
   * the search results (everything in the query string) and one book by its ISBN-13.
   */
  search: 'cerca',
  book: 'libro/:isbn',
  wishlist: 'wishlist',
  /**
   * The bookshop staff's area (docs/spec/bookshop-area.md §1), the same segments in every language:
   * its address leads to its first section, the orders; each section has an address of its own.
   */
  bookshopArea: 'area-libreria',
  bookshopOrders: 'area-libreria/ordini',
  bookshopShelf: 'area-libreria/scaffale',
  bookshopShipping: 'area-libreria/spedizioni',
  bookshopProfile: 'area-libreria/profilo',
  /** The bookshop's money: its ledger, what is payable and when it is paid. */
  bookshopPayouts: 'area-libreria/incassi',
  /** A month's statement of the ledger, printable (`:month` YYYY-MM). */
  bookshopStatement: 'area-libreria/incassi/estratto/:month',
  /** A part's printable packing slip, in the bookshop staff's area. */
  packingSlip: 'area-libreria/bolla/:partId',
  /** The buyer's orders (docs/spec/marketplace.md §3): the same segment in every language. */
  myOrders: 'ordini',
  /** The platform administrator's pages: the same segment in every language. */
  admin: 'admin',
  /**
   * The order confirmation (docs/spec/api-contract.md §2.1), outside `/:lang`: the language is the
   * cookie's.
   */
  orderConfirmation: '/api/conferma-ordine/:orderNumber',
  /** Every segment that may name the cart under some language. */
  cartSegments: [...new Set([GENERIC_CART_SEGMENT, ...Object.values(CART_SEGMENTS)])],
} as const;

export function isCartSegment(lang: Lang, segment: string): boolean {
  return segment === GENERIC_CART_SEGMENT || segment === CART_SEGMENTS[lang];
}

/** Where `safeNext` sends the browser when a `next` is not a same-origin path. */
function fallback(lang: Lang): string {
  return paths.home(lang);
}

/**
 * Whitespace, control characters and backslashes: browsers drop tabs and newlines from
 * URLs and read '\' as '/', so '/\t/evil.com' or '/\\evil.com' would leave the site.
 */
function hasUnsafeChar(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || value[i] === '\\') return true;
  }
  return false;
}

const PROBE_ORIGIN = 'https://scaffale.invalid';

/**
 * `next` when it is a path on this site, else the home page: only a single leading '/',
 * never '//' or '/\' (protocol-relative), no scheme, no backslash, no control character.
 */
export function safeNext(next: string | null | undefined, lang: Lang = DEFAULT_LANG): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback(lang);
  if (!next.startsWith('/') || next.startsWith('//')) return fallback(lang);
  if (hasUnsafeChar(next)) return fallback(lang);
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback(lang);
  }
  if (url.origin !== PROBE_ORIGIN) return fallback(lang);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved above: '/.//evil.com' or '/a/..//evil.com' come out as
  // '//evil.com', which the browser would read as another host.
  if (path.startsWith('//')) return fallback(lang);
  return path;
}

/**
 * Where a successful login goes (docs/spec/api-contract.md §2.2): `next` as given when it is a path
 * on this site, else the home page in the account's language. A `next` in another language keeps
 * it; one without a language (`/checkout/`, `/cart/`, a product) opens in the account's, which
 * the login answer stored in the `user_language` cookie the server and the app read.
 */
export function afterLoginPath(next: string | null | undefined, accountLang: Lang): string {
  return safeNext(next, accountLang);
}

/**
 * Where a session goes on once its one-time password is replaced: `next` when it is a page
 * on this site other than the login, else the account's own area (the bookshop's for staff,
 * the administration for the administrator, the home page for a buyer).
 */
export function afterPasswordChoice(
  next: string | null | undefined,
  role: 'BUYER' | 'STAFF' | 'ADMIN',
  lang: Lang,
): string {
  const area = { STAFF: paths.bookshopArea, ADMIN: paths.admin, BUYER: paths.home }[role](lang);
  if (!next) return area;
  const target = safeNext(next, lang);
  return target === fallback(lang) || isLoginPath(target.split('?')[0] ?? '') ? area : target;
}

function withNext(path: string, next: string | null | undefined): string {
  return next === undefined || next === null ? path : `${path}?next=${encodeURIComponent(next)}`;
}

export const paths = {
  root: (): string => '/',
  home: (lang: Lang): string => `/${lang}/`,
  cart: (lang: Lang): string => `/${lang}/${CART_SEGMENTS[lang]}`,
  checkout: (lang: Lang): string => `/${lang}/checkout/`,
  /**
   * The checkout without a language (docs/spec/checkout.md §3.1's `next`): the server adds the
   * buyer's.
   */
  checkoutAnyLanguage: (): string => '/checkout/',
  login: (lang: Lang, next?: string | null): string => withNext(`/${lang}/login/`, next),
  /** Registration keeps the login's `next`: the new buyer goes on where they were going. */
  register: (lang: Lang, next?: string | null): string => withNext(`/${lang}/registrati/`, next),
  forgotPassword: (lang: Lang): string => `/${lang}/password-dimenticata/`,
  resetPassword: (lang: Lang, token: string): string =>
    `/${lang}/reset-password/${encodeURIComponent(token)}/`,
  confirmEmail: (lang: Lang, token: string): string =>
    `/${lang}/conferma-email/${encodeURIComponent(token)}/`,
  undoEmailChange: (lang: Lang, token: string): string =>
    `/${lang}/annulla-cambio-email/${encodeURIComponent(token)}/`,
  /** `next`: where to go on once the password is chosen (else the account's own area). */
  choosePassword: (lang: Lang, next?: string | null): string =>
    withNext(`/${lang}/scegli-password/`, next),
  account: (lang: Lang): string => `/${lang}/area-personale/`,
  product: (cssClass: string, slug: string, id: string | number): string =>
    `/${encodeURIComponent(cssClass)}/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}/`,
  bookshop: (lang: Lang, id: string | number): string =>
    `/${lang}/venditore/${encodeURIComponent(String(id))}`,
  /** `query`: the query string the search form writes (`?q=…&page=…`), '' or with its '?'. */
  search: (lang: Lang, query = ''): string => `/${lang}/cerca/${query}`,
  /** `isbn`: the thirteen digits. */
  book: (lang: Lang, isbn: string): string => `/${lang}/libro/${isbn}/`,
  wishlist: (lang: Lang): string => `/${lang}/wishlist/`,
  bookshopArea: (lang: Lang): string => `/${lang}/area-libreria/`,
  /** `search`: the list searched for it (an order number), as its search box does. */
  bookshopOrders: (lang: Lang, search?: string): string =>
    `/${lang}/area-libreria/ordini/${search ? `?cerca=${encodeURIComponent(search)}` : ''}`,
  bookshopShelf: (lang: Lang): string => `/${lang}/area-libreria/scaffale/`,
  bookshopShipping: (lang: Lang): string => `/${lang}/area-libreria/spedizioni/`,
  bookshopProfile: (lang: Lang): string => `/${lang}/area-libreria/profilo/`,
  /** `period`: the statement's days in the address (`?dal=…&al=…`), as its filter writes them. */
  bookshopPayouts: (lang: Lang, period?: { from: string; to: string }): string =>
    `/${lang}/area-libreria/incassi/${period ? `?dal=${encodeURIComponent(period.from)}&al=${encodeURIComponent(period.to)}` : ''}`,
  /** `month`: YYYY-MM. */
  bookshopStatement: (lang: Lang, month: string): string =>
    `/${lang}/area-libreria/incassi/estratto/${encodeURIComponent(month)}/`,
  packingSlip: (lang: Lang, partId: string): string =>
    `/${lang}/area-libreria/bolla/${encodeURIComponent(partId)}/`,
  myOrders: (lang: Lang): string => `/${lang}/ordini/`,
  admin: (lang: Lang): string => `/${lang}/admin/`,
  editShippingAddress: (id: string | number, next: string): string =>
    `/area-personale/indirizzi/edit/${encodeURIComponent(String(id))}/?next=${encodeURIComponent(next)}`,
  editBilling: (next: string): string =>
    `/area-personale/dati-fatturazione/?next=${encodeURIComponent(next)}`,
  orderConfirmation: (orderNumber: string): string =>
    `/api/conferma-ordine/${encodeURIComponent(orderNumber)}/`,
} as const;

/** The language a path is written in, when it starts with a `/{lang}` segment. */
export function pathLanguage(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/**
 * The same page in another language: swaps the `/{lang}` prefix and maps the localised
 * cart paths onto each other. Paths without a language prefix are returned unchanged.
 */
export function translatePath(pathname: string, to: Lang): string {
  const from = pathLanguage(pathname);
  if (from === null) return pathname;
  const segments = pathname.split('/');
  // ['', lang, segment] or ['', lang, segment, ''] (trailing slash)
  const second = segments[2] ?? '';
  const isCartPage =
    (segments.length === 3 || (segments.length === 4 && segments[3] === '')) &&
    isCartSegment(from, second);
  if (isCartPage) return paths.cart(to);
  segments[1] = to;
  return segments.join('/');
}

/** Whether a path is the login page (`/{lang}/login`, with or without the slash). */
export function isLoginPath(pathname: string): boolean {
  const segments = pathname.split('/');
  return (
    pathLanguage(pathname) !== null &&
    segments[2] === routes.login &&
    (segments.length === 3 || (segments.length === 4 && segments[3] === ''))
  );
}

/**
 * Whether a path is one of the pages a visitor logs in, registers or recovers a password on
 * (`/{lang}/login`, `registrati`, `password-dimenticata`, `reset-password/…`): a login
 * started there should not come back to it.
 */
export function isAccountEntryPath(pathname: string): boolean {
  if (pathLanguage(pathname) === null) return false;
  const [, , segment = ''] = pathname.split('/');
  return (
    isLoginPath(pathname) ||
    segment === routes.register ||
    segment === routes.forgotPassword ||
    segment === routes.resetPassword.split('/')[0]
  );
}

/** Whether a path is the page where a one-time password is replaced (`/{lang}/scegli-password`). */
export function isChoosePasswordPath(pathname: string): boolean {
  const [, , segment = '', rest = ''] = pathname.split('/');
  return pathLanguage(pathname) !== null && segment === routes.choosePassword && rest === '';
}
