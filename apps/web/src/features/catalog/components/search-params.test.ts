import { describe, expect, it } from 'vitest';
import { catalogSearch, parseId, parsePage } from './search-params';

describe('catalogue query string', () => {
  it('leaves out empty and default parts', () => {
    expect(catalogSearch({})).toBe('');
    expect(catalogSearch({ search: '  ', bookshopId: null, page: 1 })).toBe('');
    expect(catalogSearch({ search: 'Il nome', bookshopId: '3', page: 2 })).toBe(
      '?q=Il+nome&bookshop=3&page=2',
    );
  });

  it('reads pages and ids defensively', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('4')).toBe(4);
    expect(parseId('12')).toBe('12');
    expect(parseId('1e3')).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
