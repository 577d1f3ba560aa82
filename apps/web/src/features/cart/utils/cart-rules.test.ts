import { describe, expect, it } from 'vitest';
import type { BasketBookshop, BasketLine, BasketProduct } from '../../../lib/basket-api';
import {
  defaultDestinationCountry,
  goodsCents,
  isLineAvailable,
  needsShipping,
  parcelWeightGrams,
  quantityLimits,
  truncateTitle,
  unavailableLines,
} from './cart-rules';

function product(overrides: Partial<BasketProduct> = {}): BasketProduct {
  return {
    id: '1',
    title: 'Il fu Mattia Pascal',
    slug: 'il-fu-mattia-pascal',
    description: '',
    cache_it: '{}',
    cache_en: '{}',
    cache_fr: '{}',
    cache_es: '{}',
    available: 5,
    price: '10.00',
    discount: 0,
    discountedPrice: '10.00',
    weight: 300,
    cssClass: 'libro',
    ...overrides,
  };
}

function line(qty: number, total: string, overrides: Partial<BasketProduct> = {}): BasketLine {
  return {
    id: `l${overrides.id ?? '1'}`,
    qty,
    adjustedFrom: null,
    total,
    product: product(overrides),
  };
}

function bookshop(lines: BasketLine[], inVacation = false): BasketBookshop {
  return {
    id: '1',
    name: 'Libreria Centrale',
    city: 'Milano',
    countryCode: 'IT',
    inVacation,
    vacationEnd: inVacation ? '2026-12-22' : null,
    basketLines: lines,
  };
}

describe('truncateTitle', () => {
  it('cuts after 10 words with an ellipsis', () => {
    expect(
      truncateTitle('Dialogo sopra i due massimi sistemi del mondo tolemaico e copernicano'),
    ).toBe('Dialogo sopra i due massimi sistemi del mondo tolemaico e…');
  });

  it('keeps a title of exactly 10 words', () => {
    const title = 'Lo strano caso del dottor Jekyll e del signor Hyde';
    expect(truncateTitle(title)).toBe(title);
  });

  it('keeps short titles and collapses nothing else', () => {
    expect(truncateTitle('Canti')).toBe('Canti');
  });
});

describe('availability', () => {
  it('is unavailable when out of stock or the bookshop is on vacation', () => {
    const open = bookshop([]);
    const closed = bookshop([], true);
    expect(isLineAvailable(line(1, '9.00', { available: 0 }), open)).toBe(false);
    expect(isLineAvailable(line(1, '9.00', { available: 3 }), closed)).toBe(false);
    expect(isLineAvailable(line(1, '9.00', { available: 1 }), open)).toBe(true);
  });

  it('lists the unavailable lines', () => {
    const basket = {
      itemNumber: 3,
      bookshops: [
        bookshop([line(1, '9.00', { id: '3' }), line(1, '12.00', { id: '4', available: 0 })]),
        { ...bookshop([line(1, '11.00', { id: '17' })], true), id: '2' },
      ],
    };
    expect(unavailableLines(basket)).toEqual([
      { bookshopId: '1', productId: '4' },
      { bookshopId: '2', productId: '17' },
    ]);
  });
});

describe('bookshop totals', () => {
  it('sums the buyable lines in cents and grams', () => {
    const shop = bookshop([
      line(2, '18.00', { id: '2', weight: 420 }),
      line(1, '0.29', { id: '3', weight: 300 }),
      line(1, '12.00', { id: '4', available: 0, weight: 280 }),
    ]);
    expect(goodsCents(shop)).toBe(1829);
    expect(parcelWeightGrams(shop)).toBe(1140);
    expect(needsShipping(shop)).toBe(true);
  });

  it('is zero for a closed bookshop', () => {
    const shop = bookshop([line(1, '11.00')], true);
    expect(goodsCents(shop)).toBe(0);
    expect(parcelWeightGrams(shop)).toBe(0);
    expect(needsShipping(shop)).toBe(false);
  });
});

describe('defaults', () => {
  it('picks the destination by language', () => {
    expect(defaultDestinationCountry('it')).toBe('IT');
    expect(defaultDestinationCountry('en')).toBe('GB');
    expect(defaultDestinationCountry('fr')).toBe('FR');
    expect(defaultDestinationCountry('es')).toBe('ES');
    expect(defaultDestinationCountry('de')).toBe('IT');
  });
});

describe('quantityLimits', () => {
  it('shows no buttons for a single copy in stock', () => {
    expect(quantityLimits(line(1, '9.00', { available: 1 })).showButtons).toBe(false);
  });

  it('stops at 1 and at the stock', () => {
    expect(quantityLimits(line(1, '9.00', { available: 2 }))).toEqual({
      showButtons: true,
      canDecrease: false,
      canIncrease: true,
    });
    expect(quantityLimits(line(2, '18.00', { available: 2 }))).toEqual({
      showButtons: true,
      canDecrease: true,
      canIncrease: false,
    });
  });
});
