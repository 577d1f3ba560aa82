import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from './index';

// The two translation files of a language (index.ts): the shop's, read before the first
// render, and the area pages', read by those pages only and merged into the same `t`. The
// files are stood in for by small ones; `areaFails` makes the area file of Italian fail.

const files = vi.hoisted(() => ({ areaFails: 0, areaReads: 0 }));

vi.mock('./it.json', () => ({ default: { header: { cart: 'Carrello' } } }));
vi.mock('./en.json', () => ({ default: { header: { cart: 'Cart' } } }));
vi.mock('./fr.json', () => ({ default: { header: { cart: 'Panier' } } }));
vi.mock('./es.json', () => ({ default: { header: { cart: 'Cesta' } } }));
vi.mock('./areas/it.json', () => ({
  // Read on every attempt, so a read can fail as a lost chunk would.
  get default() {
    files.areaReads += 1;
    if (files.areaFails > 0) {
      files.areaFails -= 1;
      throw new Error('offline');
    }
    return { accountPage: { heading: 'Il mio account' } };
  },
}));
vi.mock('./areas/en.json', () => ({ default: { accountPage: { heading: 'My account' } } }));
vi.mock('./areas/fr.json', () => ({ default: { accountPage: { heading: 'Mon compte' } } }));
vi.mock('./areas/es.json', () => ({ default: { accountPage: { heading: 'Mi cuenta' } } }));

/** A fresh copy of index.ts (its state is the module's), in a stand-in for the browser. */
async function freshI18n(): Promise<typeof I18n> {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  files.areaFails = 0;
  files.areaReads = 0;
  vi.stubGlobal('document', { documentElement: { lang: '' }, cookie: '' });
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the area strings', () => {
  it('are not read with the shop’s, and join them once a page asks', async () => {
    const i18n = await freshI18n();
    await i18n.initI18n('it');
    let { t, areas } = i18n.currentTranslation();
    expect(areas).toBe(false);
    expect(t('header.cart')).toBe('Carrello');
    expect(t('accountPage.heading')).toBe('accountPage.heading');

    const seen = vi.fn();
    i18n.subscribeToTranslation(seen);
    await i18n.loadAreaStrings('it');
    ({ t, areas } = i18n.currentTranslation());
    expect(areas).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(t('header.cart')).toBe('Carrello');
    expect(t('accountPage.heading')).toBe('Il mio account');
  });

  it('come with a language change while an area page is shown, and not after', async () => {
    const i18n = await freshI18n();
    await i18n.initI18n('it');
    const release = i18n.holdAreaStrings();
    await i18n.changeLanguage('en');
    expect(i18n.currentTranslation().areas).toBe(true);
    expect(i18n.currentTranslation().t('accountPage.heading')).toBe('My account');

    release();
    release(); // a second call changes nothing
    await i18n.changeLanguage('fr');
    const { t, areas } = i18n.currentTranslation();
    expect(areas).toBe(false);
    expect(t('header.cart')).toBe('Panier');
  });

  it('keep the area strings already read when the app comes back to a language', async () => {
    const i18n = await freshI18n();
    await i18n.initI18n('es');
    await i18n.loadAreaStrings('es');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('es');
    expect(i18n.currentTranslation().t('accountPage.heading')).toBe('Mi cuenta');
  });

  it('for another language than the one shown are kept for later, not shown', async () => {
    const i18n = await freshI18n();
    await i18n.initI18n('it');
    await i18n.loadAreaStrings('en');
    expect(i18n.currentTranslation()).toMatchObject({ lang: 'it', areas: false });
    await i18n.changeLanguage('en');
    expect(i18n.currentTranslation()).toMatchObject({ lang: 'en', areas: true });
  });

  it('are retried as the shop’s are, then refused, and may be asked for again', async () => {
    vi.useFakeTimers();
    const i18n = await freshI18n();
    await i18n.initI18n('it');
    files.areaReads = 0;
    files.areaFails = 6; // the first read and its 5 retries
    const failed = i18n.loadAreaStrings('it');
    const outcome = failed.then(
      () => 'loaded',
      () => 'refused',
    );
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('refused');
    expect(files.areaReads).toBe(6);
    expect(i18n.currentTranslation().areas).toBe(false);

    await i18n.loadAreaStrings('it');
    expect(files.areaReads).toBe(7);
    expect(i18n.currentTranslation().areas).toBe(true);
  });
});
