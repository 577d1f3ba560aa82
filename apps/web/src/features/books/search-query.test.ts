import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  bookFilterOf,
  bookSearchQuery,
  EMPTY_SEARCH,
  parseBookSearch,
  parsePrice,
  type BookSearch,
} from './search-query';

const parse = (query: string) => parseBookSearch(new URLSearchParams(query));

describe('parseBookSearch', () => {
  it('reads an empty query string as the empty search', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every part of a full query string', () => {
    expect(
      parse(
        'q=calvino&page=3&language=IT&publisher=Mondadori&yearFrom=1990&yearTo=2020' +
          '&priceFrom=5&priceTo=12,50&condition=used&inStock=1&pickupCity=Genova&sort=price-asc',
      ),
    ).toEqual({
      query: 'calvino',
      page: 3,
      language: 'it',
      publisher: 'Mondadori',
      yearFrom: 1990,
      yearTo: 2020,
      priceFrom: '5',
      priceTo: '12.50',
      condition: 'used',
      inStock: true,
      pickupCity: 'Genova',
      sort: 'price-asc',
    } satisfies BookSearch);
  });

  it('reads what a GET form without JavaScript sends: every field, empty ones too', () => {
    expect(
      parse(
        'q=+perche+&language=&publisher=&yearFrom=&yearTo=&priceFrom=&priceTo=&condition=' +
          '&pickupCity=&sort=relevance',
      ),
    ).toEqual({ ...EMPTY_SEARCH, query: 'perche' });
    expect(parse('inStock=on').inStock).toBe(true);
  });

  it('leaves out what it cannot read rather than refusing the page', () => {
    expect(
      parse(
        'page=-2&language=italiano&yearFrom=19x0&priceFrom=abc&priceTo=-3&condition=mint' +
          '&sort=cheapest&inStock=no',
      ),
    ).toEqual(EMPTY_SEARCH);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
  });

  it('swaps bounds given the wrong way round', () => {
    const search = parse('yearFrom=2020&yearTo=1990&priceFrom=20&priceTo=5');
    expect([search.yearFrom, search.yearTo]).toEqual([1990, 2020]);
    expect([search.priceFrom, search.priceTo]).toEqual(['5', '20']);
  });

  it('cuts long text to 100 characters', () => {
    expect(parse(`q=${'a'.repeat(150)}`).query).toHaveLength(100);
  });
});

describe('parsePrice', () => {
  it("reads euros with a comma or a point, and the euro sign, as the wire's decimal", () => {
    expect(parsePrice('12')).toBe('12');
    expect(parsePrice('12,5')).toBe('12.5');
    expect(parsePrice('12.50')).toBe('12.50');
    expect(parsePrice(' 9,99 €')).toBe('9.99');
  });

  it('refuses what is not an amount', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1.234')).toBeNull();
    expect(parsePrice('dieci')).toBeNull();
  });
});

describe('bookSearchQuery', () => {
  it('writes nothing for the empty search', () => {
    expect(bookSearchQuery(EMPTY_SEARCH)).toBe('');
  });

  it('writes only what differs from the empty search, in a fixed order', () => {
    expect(
      bookSearchQuery({
        ...EMPTY_SEARCH,
        page: 2,
        sort: 'year-desc',
        query: 'il principe',
        priceTo: '12.50',
        priceFrom: '5',
        inStock: true,
      }),
    ).toBe('?q=il+principe&priceFrom=5&priceTo=12.50&inStock=1&sort=year-desc&page=2');
  });

  it('gives back the search it was read from', () => {
    const searches: BookSearch[] = [
      EMPTY_SEARCH,
      { ...EMPTY_SEARCH, query: 'perché', condition: 'new', pickupCity: 'Bologna' },
      {
        query: 'Se questo è un uomo',
        page: 4,
        language: 'fr',
        publisher: 'Le Livre de Poche',
        yearFrom: 1900,
        yearTo: 2000,
        priceFrom: '0.01',
        priceTo: '1000',
        condition: 'used',
        inStock: true,
        pickupCity: "Reggio nell'Emilia",
        sort: 'price-desc',
      },
    ];
    for (const search of searches) {
      expect(parse(bookSearchQuery(search).slice(1))).toEqual(search);
    }
  });
});

describe('bookFilterOf', () => {
  it('is null when nothing narrows the search', () => {
    expect(bookFilterOf({ ...EMPTY_SEARCH, query: 'x', page: 3, sort: 'year-asc' })).toBeNull();
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
  });

  it("gives the server's filter: prices as decimals, the condition as its enum", () => {
    const search = parse('priceFrom=5&priceTo=12,5&condition=new&inStock=1&yearTo=2000');
    expect(bookFilterOf(search)).toEqual({
      priceFrom: '5',
      priceTo: '12.5',
      condition: 'NEW',
      inStock: true,
      yearTo: 2000,
    });
    expect(activeFilterCount(search)).toBe(5);
  });
});
