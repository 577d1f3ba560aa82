import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  afterLoginPath,
  afterPasswordChoice,
  isAccountEntryPath,
  isChoosePasswordPath,
  isCartSegment,
  isLoginPath,
  pathLanguage,
  paths,
  safeNext,
  translatePath,
} from './paths';

describe('paths', () => {
  it('builds the home and the localised cart paths', () => {
    expect(paths.home('it')).toBe('/it/');
    expect(paths.cart('it')).toBe('/it/carrello');
    expect(paths.cart('en')).toBe('/en/cart');
    expect(paths.cart('fr')).toBe('/fr/corbeille');
    expect(paths.cart('es')).toBe('/es/cesta');
  });

  it('builds checkout, login with next, product, bookshop and account paths', () => {
    expect(paths.checkout('fr')).toBe('/fr/checkout/');
    expect(paths.login('it', '/it/checkout/?a=1&b=2')).toBe(
      '/it/login/?next=%2Fit%2Fcheckout%2F%3Fa%3D1%26b%3D2',
    );
    expect(paths.login('en')).toBe('/en/login/');
    expect(paths.product('libro', 'il-nome-della-rosa', 42)).toBe('/libro/il-nome-della-rosa/42/');
    expect(paths.bookshop('es', 7)).toBe('/es/venditore/7');
    expect(paths.editShippingAddress(12, '/checkout/')).toBe(
      '/area-personale/indirizzi/edit/12/?next=%2Fcheckout%2F',
    );
    expect(paths.editBilling('/checkout/')).toBe(
      '/area-personale/dati-fatturazione/?next=%2Fcheckout%2F',
    );
    expect(paths.orderConfirmation('SC-7K2Q')).toBe('/api/conferma-ordine/SC-7K2Q/');
  });

  it("builds the buyer's account paths, the same segment in every language", () => {
    expect(paths.register('it')).toBe('/it/registrati/');
    expect(paths.register('en', '/en/checkout/')).toBe('/en/registrati/?next=%2Fen%2Fcheckout%2F');
    expect(paths.register('fr', null)).toBe('/fr/registrati/');
    expect(paths.login('es', null)).toBe('/es/login/');
    expect(paths.forgotPassword('es')).toBe('/es/password-dimenticata/');
    expect(paths.resetPassword('fr', 'a b/c')).toBe('/fr/reset-password/a%20b%2Fc/');
    expect(paths.account('en')).toBe('/en/area-personale/');
    expect(paths.myOrders('it')).toBe('/it/ordini/');
  });

  it("builds the bookshop area's sections, the same segments in every language", () => {
    expect(paths.bookshopArea('fr')).toBe('/fr/area-libreria/');
    expect(paths.bookshopOrders('it')).toBe('/it/area-libreria/ordini/');
    expect(paths.bookshopOrders('en', 'SC-7K2Q & co')).toBe(
      '/en/area-libreria/ordini/?cerca=SC-7K2Q%20%26%20co',
    );
    expect(paths.bookshopShelf('es')).toBe('/es/area-libreria/scaffale/');
    expect(paths.bookshopShipping('it')).toBe('/it/area-libreria/spedizioni/');
    expect(paths.packingSlip('it', '12')).toBe('/it/area-libreria/bolla/12/');
    expect(paths.bookshopPayouts('it')).toBe('/it/area-libreria/incassi/');
    expect(paths.bookshopPayouts('fr', { from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/fr/area-libreria/incassi/?dal=2026-03-01&al=2026-03-31',
    );
    expect(paths.bookshopStatement('en', '2026-03')).toBe(
      '/en/area-libreria/incassi/estratto/2026-03/',
    );
  });

  it('accepts the generic and the own localised cart segment only', () => {
    expect(isCartSegment('it', 'carrello')).toBe(true);
    expect(isCartSegment('it', 'cart')).toBe(true);
    expect(isCartSegment('en', 'carrello')).toBe(false);
    expect(isCartSegment('fr', 'cesta')).toBe(false);
  });

  it('reads the language prefix of a path', () => {
    expect(pathLanguage('/fr/checkout/')).toBe('fr');
    expect(pathLanguage('/es')).toBe('es');
    expect(pathLanguage('/libro/x/1/')).toBeNull();
    expect(pathLanguage('/')).toBeNull();
  });

  it('recognises the login page', () => {
    expect(isLoginPath('/it/login/')).toBe(true);
    expect(isLoginPath('/en/login')).toBe(true);
    expect(isLoginPath('/en/login/extra')).toBe(false);
    expect(isLoginPath('/login/')).toBe(false);
  });

  it('recognises the pages a visitor logs in, registers or recovers a password on', () => {
    expect(isAccountEntryPath('/it/login/')).toBe(true);
    expect(isAccountEntryPath('/en/registrati/')).toBe(true);
    expect(isAccountEntryPath('/fr/password-dimenticata')).toBe(true);
    expect(isAccountEntryPath('/es/reset-password/abc/')).toBe(true);
    expect(isAccountEntryPath('/it/area-personale/')).toBe(false);
    expect(isAccountEntryPath('/registrati/')).toBe(false);
    expect(isAccountEntryPath('/it/')).toBe(false);
  });

  it('builds and recognises the page where a one-time password is replaced', () => {
    expect(paths.choosePassword('it')).toBe('/it/scegli-password/');
    expect(paths.choosePassword('fr', '/fr/area-libreria/')).toBe(
      '/fr/scegli-password/?next=%2Ffr%2Farea-libreria%2F',
    );
    expect(isChoosePasswordPath('/es/scegli-password/')).toBe(true);
    expect(isChoosePasswordPath('/es/scegli-password')).toBe(true);
    expect(isChoosePasswordPath('/es/scegli-password/x')).toBe(false);
    expect(isChoosePasswordPath('/scegli-password/')).toBe(false);
  });

  it('goes on from a chosen password to `next`, else to the account’s own area', () => {
    expect(afterPasswordChoice(null, 'STAFF', 'it')).toBe('/it/area-libreria/');
    expect(afterPasswordChoice(null, 'ADMIN', 'en')).toBe('/en/admin/');
    expect(afterPasswordChoice(null, 'BUYER', 'fr')).toBe('/fr/');
    expect(afterPasswordChoice('/es/area-libreria/bolla/3/', 'STAFF', 'es')).toBe(
      '/es/area-libreria/bolla/3/',
    );
    // The login page and a path off the site are no place to go on to.
    expect(afterPasswordChoice('/it/login/', 'STAFF', 'it')).toBe('/it/area-libreria/');
    expect(afterPasswordChoice('//evil.example/', 'STAFF', 'it')).toBe('/it/area-libreria/');
  });
});

describe('translatePath', () => {
  it('swaps the language prefix', () => {
    expect(translatePath('/it/checkout/', 'en')).toBe('/en/checkout/');
    expect(translatePath('/it/', 'es')).toBe('/es/');
    expect(translatePath('/it', 'fr')).toBe('/fr');
    expect(translatePath('/it/venditore/3', 'fr')).toBe('/fr/venditore/3');
  });

  it('maps the localised cart paths onto each other', () => {
    for (const from of LANGUAGES) {
      for (const to of LANGUAGES) {
        expect(translatePath(paths.cart(from), to)).toBe(paths.cart(to));
        expect(translatePath(`/${from}/cart/`, to)).toBe(paths.cart(to));
      }
    }
  });

  it('leaves paths without a language unchanged', () => {
    expect(translatePath('/libro/x/1/', 'en')).toBe('/libro/x/1/');
  });
});

describe('safeNext', () => {
  it.each([
    'https://evil.com',
    'http://evil.com/it/',
    '//evil.com',
    '//evil.com/it/checkout/',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /it/',
    'evil.com',
    'it/checkout/',
    '',
  ])('rejects %j and returns home', (next) => {
    expect(safeNext(next, 'it')).toBe('/it/');
    expect(safeNext(next, 'en')).toBe('/en/');
  });

  it('returns home for a missing next', () => {
    expect(safeNext(null, 'fr')).toBe('/fr/');
    expect(safeNext(undefined, 'es')).toBe('/es/');
    expect(safeNext(null)).toBe('/it/');
  });

  it.each(['/it/checkout/?a=1', '/it/checkout/', '/en/cart', '/', '/it/carrello#top'])(
    'accepts the same-origin path %j',
    (next) => {
      expect(safeNext(next, 'it')).toBe(next);
    },
  );
});

// docs/spec/api-contract.md §2.2: the account's language is applied at login, unless `next` names a
// page in another.
describe('afterLoginPath', () => {
  it('goes home in the account language without a next, or for one that leaves the site', () => {
    expect(afterLoginPath(null, 'en')).toBe('/en/');
    expect(afterLoginPath('', 'fr')).toBe('/fr/');
    expect(afterLoginPath('//evil.example/it/', 'en')).toBe('/en/');
  });

  it.each(['/it/carrello', '/it/checkout/', '/fr/venditore/3', '/en/cart'])(
    'keeps %j, whatever its language',
    (next) => {
      expect(afterLoginPath(next, 'en')).toBe(next);
    },
  );

  it.each(['/checkout/', '/cart/', '/libri/titolo/1/'])(
    'keeps %j, which the server and the app open in the cookie’s (the account’s) language',
    (next) => {
      expect(afterLoginPath(next, 'en')).toBe(next);
      expect(pathLanguage(next)).toBeNull();
    },
  );
});

// Security suite (docs/spec/quality.md §4): `next` is honoured only in the browser (login, address
// and billing pages go to safeNext's answer with window.location.assign); the server never
// redirects to it (apps/server/src/security/redirects.test.ts).
describe('safeNext against hostile values', () => {
  const ORIGIN = 'https://scaffale.example';
  /** Where the browser would go for `path` on this site, as window.location.assign resolves it. */
  const landsOn = (path: string) => new URL(path, ORIGIN);
  const stayHere = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') && landsOn(path).origin === ORIGIN;

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    'http:/evil',
    'https:evil.example',
    'data:text/html,<script>alert(1)</script>',
    '///evil.example',
    '/\r\n/evil.example',
    '\u0000//evil.example',
    // Dot segments that the URL parser resolves to a protocol-relative '//evil.example'.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/it/%2E%2E//evil.example',
  ])('sends %j home', (next) => {
    expect(safeNext(next, 'it')).toBe('/it/');
  });

  it.each(['/it/checkout/', '/area-personale/indirizzi/edit/1/?next=/checkout/', '/checkout/'])(
    'keeps the same-origin path %j',
    (next) => {
      expect(safeNext(next, 'it')).toBe(next);
    },
  );

  it('never answers a path that leaves the site, whatever the input', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '..',
      '.',
      '%2e',
      '%2F',
      '\\',
      ':',
      '@',
      'evil',
      '\t',
    );
    const hostile = fc.array(pieces, { maxLength: 6 }).map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), hostile), (next) => {
        expect(stayHere(safeNext(next, 'en'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
