import { isbnOf } from '@scaffale/domain/isbn';
import type { GraphQLResolveInfo } from 'graphql';
import { batchLoader, perRequest } from '../../graphql/batch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requestedFieldNames } from '../../graphql/requested-fields.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import { findBooks, suggestBooks } from './books.ts';
import { findBookByIsbn, openOffersOf } from './books.repo.ts';
import {
  findBookshop,
  findProduct,
  listBookshops,
  perTexts,
  productTextsAskedFor,
  searchProducts,
} from './catalog.repo.ts';
import { CatalogErrors } from './errors.ts';

/**
 * Each book's open offers, cheapest first: one statement for every book of an answer, with
 * the products' large texts it asks for.
 */
const offersOf = perRequest((context) =>
  perTexts((texts) => batchLoader((ids) => openOffersOf(context.db, ids, texts))),
);

function offersLoader(context: GraphQLContext, info: GraphQLResolveInfo) {
  return offersOf(context)(productTextsAskedFor(requestedFieldNames(info)));
}

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
    searchBooks: (_root, args, { db }) => findBooks(db, args),
    suggestBooks: (_root, args, { db }) => suggestBooks(db, args.query),
    getBook: (_root, args, { db }) => {
      const isbn = isbnOf(args.isbn);
      return isbn === null ? null : findBookByIsbn(db, isbn);
    },
    getBookshops: async (_root, _args, { db }) => listBookshops(db),
    getBookshop: async (_root, args, { db }) => {
      const id = parseId(args.id);
      return id === null ? null : findBookshop(db, id);
    },
  },
  Book: {
    offers: async (book, _args, context, info) =>
      (await offersLoader(context, info)(book.id)) ?? [],
  },
  Product: {
    otherOffers: async (product, _args, context, info) =>
      ((await offersLoader(context, info)(product.bookId)) ?? []).filter(
        (offer) => offer.bookshop.id !== product.bookshop.id,
      ),
  },
};
