import { describe, expect, it } from 'vitest';
import { createTranslator, type TranslationKey } from './translate';

const resources = {
  header: { cart: 'Carrello', homeLink: '{{brand}} – home', label: 'Librairie : {{name}} ?' },
  cart: {
    toast: { removed_one: 'Prodotto eliminato', removed_other: '{{count}} prodotti eliminati' },
  },
};
// Keys of this made-up file are not the app's: the tests call through a looser type.
const loose = (lang: string) =>
  createTranslator(lang, resources) as (key: string, values?: Record<string, unknown>) => string;

describe('createTranslator', () => {
  it('finds dotted keys and fills {{placeholders}}', () => {
    const t = loose('it');
    expect(t('header.cart')).toBe('Carrello');
    expect(t('header.homeLink', { brand: 'Scaffale' })).toBe('Scaffale – home');
  });

  it('picks the plural form of the language from count', () => {
    const t = loose('it');
    expect(t('cart.toast.removed', { count: 1 })).toBe('Prodotto eliminato');
    expect(t('cart.toast.removed', { count: 3 })).toBe('3 prodotti eliminati');
    expect(t('cart.toast.removed', { count: 0 })).toBe('0 prodotti eliminati');
    // French counts 0 as singular.
    expect(loose('fr')('cart.toast.removed', { count: 0 })).toBe('Prodotto eliminato');
  });

  it('answers a missing key with the key, and a missing value with nothing', () => {
    const t = loose('en');
    expect(t('header.nothing')).toBe('header.nothing');
    expect(t('header.homeLink')).toBe(' – home');
  });

  it('typesets French as the mail does, before the values go in', () => {
    expect(loose('fr')('header.label', { name: 'Quai : 1' })).toBe(
      'Librairie\u202f: Quai : 1\u202f?',
    );
    expect(loose('it')('header.label', { name: 'x' })).toBe('Librairie : x ?');
  });

  it('accepts only keys of the Italian file, plural keys also by their base', () => {
    const keys: TranslationKey[] = ['header.cart', 'cart.toast.removed', 'cart.toast.removed_one'];
    expect(keys).toHaveLength(3);
  });
});
