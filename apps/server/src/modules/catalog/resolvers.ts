import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop, findProduct, listBookshops, searchProducts } from './catalog.repo.ts';
import { CatalogErrors } from './errors.ts';

const MAX_PAGE_SIZE = 60;

export const catalogResolvers: Resolvers = {
  Query: {
    getProducts: async (_root, args, { db }) => {
      const page = Math.max(1, Math.trunc(args.page ?? 1));
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(args.pageSize ?? 12)));
      const search = args.search?.trim().slice(0, 100) || null;
      let bookshopId: number | null = null;
      if (args.bookshopId != null) {
        bookshopId = parseId(args.bookshopId);
        if (bookshopId === null) throw CatalogErrors.bookshopNotFound();
      }
      const { items, total } = await searchProducts(db, { search, bookshopId, page, pageSize });
      return { items, total, page, pageSize };
    },
    getProduct: async (_root, args, { db }) => {
      const id = parseId(args.id);
      return id === null ? null : findProduct(db, id);
    },
    getBookshops: async (_root, _args, { db }) => listBookshops(db),
    getBookshop: async (_root, args, { db }) => {
      const id = parseId(args.id);
      return id === null ? null : findBookshop(db, id);
    },
  },
};
