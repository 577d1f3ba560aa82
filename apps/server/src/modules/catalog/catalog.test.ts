import { describe, expect, it } from 'vitest';
import { engines } from '../../test/harness.ts';

const PRODUCTS = `query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {
  getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {
    total page pageSize items { id title cssClass slug cache_it bookshop { id name inVacation vacationEnd } } } }`;

interface Page {
  getProducts: {
    total: number;
    page: number;
    pageSize: number;
    items: {
      id: string;
      title: string;
      cache_it: string;
      bookshop: { id: string; name: string; inVacation: boolean; vacationEnd: string | null };
    }[];
  };
}

for (const engine of engines()) {
  describe(`catalogue (${engine.name})`, () => {
    const h = engine.setup();

    it('pages through every book', async () => {
      const client = h.client();
      const first = (await client.graphql<Page>('GetProducts', PRODUCTS, { page: 1, pageSize: 20 }))
        .data!.getProducts;
      expect(first.total).toBeGreaterThanOrEqual(60);
      expect(first.items).toHaveLength(20);
      const last = (await client.graphql<Page>('GetProducts', PRODUCTS, { page: 4, pageSize: 20 }))
        .data!.getProducts;
      expect(last.items.length).toBe(first.total - 60);
      const ids = new Set(first.items.map((i) => i.id));
      expect(last.items.some((i) => ids.has(i.id))).toBe(false);
    });

    it('searches titles and authors, case-insensitively, with wildcards taken literally', async () => {
      const client = h.client();
      const byTitle = (await client.graphql<Page>('GetProducts', PRODUCTS, { search: 'MATTIA' }))
        .data!.getProducts;
      expect(byTitle.items.map((i) => i.title)).toContain('Il fu Mattia Pascal');
      const byAuthor = (
        await client.graphql<Page>('GetProducts', PRODUCTS, { search: 'pirandello' })
      ).data!.getProducts;
      expect(byAuthor.total).toBeGreaterThan(0);
      for (const item of byAuthor.items) {
        expect(`${item.title} ${item.cache_it}`.toLowerCase()).toContain('pirandello');
      }
      expect(
        (await client.graphql<Page>('GetProducts', PRODUCTS, { search: '%' })).data!.getProducts
          .total,
      ).toBe(0);
    });

    it('filters by bookshop and shows the vacation', async () => {
      const client = h.client();
      const { db } = h.database;
      const closed = await db
        .selectFrom('bookshops')
        .select('id')
        .where('vacation_end', 'is not', null)
        .executeTakeFirstOrThrow();
      const page = (
        await client.graphql<Page>('GetProducts', PRODUCTS, {
          bookshopId: String(closed.id),
          pageSize: 60,
        })
      ).data!.getProducts;
      expect(page.total).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.bookshop.id).toBe(String(closed.id));
        expect(item.bookshop.inVacation).toBe(true);
        expect(item.bookshop.vacationEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('answers one product and one bookshop, null when unknown', async () => {
      const client = h.client();
      const product = await client.graphql<{
        getProduct: { id: string; bookshop: { name: string } } | null;
      }>(
        'GetProduct',
        'query GetProduct($id: ID!) { getProduct(id: $id) { id bookshop { name } } }',
        { id: '1' },
      );
      expect(product.data?.getProduct?.id).toBe('1');
      const none = await client.graphql(
        'GetProduct',
        'query GetProduct($id: ID!) { getProduct(id: $id) { id } }',
        { id: '999999' },
      );
      expect(none.data).toEqual({ getProduct: null });
      const shops = await client.graphql<{ getBookshops: { id: string }[] }>(
        'GetBookshops',
        'query GetBookshops { getBookshops { id name } }',
      );
      expect(shops.data?.getBookshops.length).toBeGreaterThanOrEqual(5);
    });
  });
}
