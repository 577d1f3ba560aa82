import { describe, expect, it } from 'vitest';
import { availabilityOf, isBuyable, productDetails, type CatalogProduct } from './catalog';

function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  const cache = JSON.stringify({
    props: { autori: ['Italo Calvino'], editori: ['Mondadori'], anni: ['2016'] },
    classe_css: 'libro',
  });
  return {
    id: '1',
    title: 'Il barone rampante',
    slug: 'il-barone-rampante',
    description: '',
    cache_it: cache,
    cache_en: cache,
    cache_fr: cache,
    cache_es: '{not json',
    available: 5,
    price: '13.00',
    discount: 0,
    discountedPrice: '13.00',
    weight: 290,
    cssClass: 'libro',
    bookshop: {
      id: '2',
      name: 'Il Segnalibro',
      city: 'Torino',
      countryCode: 'IT',
      description: '',
      inVacation: false,
      vacationEnd: null,
    },
    ...overrides,
  };
}

describe('availabilityOf', () => {
  it('reads the stock', () => {
    expect(availabilityOf(product({ available: 5 }))).toEqual({ kind: 'inStock' });
    expect(availabilityOf(product({ available: 1 }))).toEqual({ kind: 'lastCopy' });
    expect(availabilityOf(product({ available: 0 }))).toEqual({ kind: 'outOfStock' });
    expect(availabilityOf(product({ available: -2 }))).toEqual({ kind: 'outOfStock' });
  });

  it('puts a closed bookshop before the stock', () => {
    const closed = product({
      available: 5,
      bookshop: { ...product().bookshop, inVacation: true, vacationEnd: '2026-08-15' },
    });
    expect(availabilityOf(closed)).toEqual({ kind: 'closed', until: '2026-08-15' });
  });

  it('lets only books in stock be bought', () => {
    expect(isBuyable({ kind: 'inStock' })).toBe(true);
    expect(isBuyable({ kind: 'lastCopy' })).toBe(true);
    expect(isBuyable({ kind: 'outOfStock' })).toBe(false);
    expect(isBuyable({ kind: 'closed', until: null })).toBe(false);
  });
});

describe('productDetails', () => {
  it("reads the language's cache", () => {
    expect(productDetails(product(), 'it')).toEqual({
      authors: ['Italo Calvino'],
      publishers: ['Mondadori'],
      years: ['2016'],
    });
  });

  it('gives empty lists for an unreadable cache', () => {
    expect(productDetails(product(), 'es')).toEqual({ authors: [], publishers: [], years: [] });
  });
});
