import { toDecimal } from '@scaffale/domain/money';
import { isShippingType } from '@scaffale/domain/shipping';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { HttpErrors } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop, findProduct } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { findActor, type Actor } from './bookshop.repo.ts';
import { referenced } from './resolvers.ts';
import { findShelfBook } from './shelf.repo.ts';
import {
  addBook,
  readRateTables,
  readShelf,
  setBookPriceFacts,
  setDiscount,
  setPrice,
  setRateTable,
} from './shelf.service.ts';

async function actorOf(context: GraphQLContext): Promise<Actor | null> {
  const userId = await context.sessions.currentUserId(context.request);
  return userId === null ? null : findActor(context.db, userId);
}

/** A bookshop named on the wire (null: none named); unparsable, a bookshop not found. */
function namedBookshop(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const id = parseId(value);
  if (id === null) throw CatalogErrors.bookshopNotFound();
  return id;
}

/**
 * The shelf (docs/spec/marketplace.md §5): the staff's books, prices, new books and shipping rate
 * tables.
 */
export const shelfResolvers: Resolvers = {
  Query: {
    shelf: async (_root, args, context) =>
      readShelf(context.db, await actorOf(context), {
        search: args.search ?? null,
        page: args.page ?? null,
        pageSize: args.pageSize ?? null,
        bookshopId: namedBookshop(args.bookshopId),
      }),
    shippingRatesOfMyBookshop: async (_root, args, context) =>
      readRateTables(context.db, await actorOf(context), namedBookshop(args.bookshopId)),
  },
  Mutation: {
    setPrice: async (_root, args, context) => {
      const productId = await setPrice(
        context.db,
        await actorOf(context),
        parseId(args.productId),
        args.price,
      );
      return referenced(await findProduct(context.db, productId), `product ${productId}`);
    },
    setDiscount: async (_root, args, context) => {
      const id = await setDiscount(
        context.db,
        await actorOf(context),
        parseId(args.productId),
        args.percent,
      );
      return referenced(await findShelfBook(context.db, id), `book ${id}`);
    },
    setBookPriceFacts: async (_root, args, context) => {
      const id = await setBookPriceFacts(
        context.db,
        await actorOf(context),
        parseId(args.productId),
        {
          textbook: args.textbook,
          outOfPrint: args.outOfPrint,
        },
      );
      return referenced(await findShelfBook(context.db, id), `book ${id}`);
    },
    addBook: async (_root, args, context) => {
      const { bookshopId, ...book } = args.input;
      const named = namedBookshop(bookshopId);
      const id = await addBook(context.db, await actorOf(context), book, named);
      return referenced(await findShelfBook(context.db, id), `book ${id}`);
    },
    setShippingRates: async (_root, args, context) => {
      if (!isShippingType(args.shippingType)) throw HttpErrors.invalidValue();
      return setRateTable(
        context.db,
        await actorOf(context),
        { shippingType: args.shippingType, offered: args.offered, rates: args.rates },
        namedBookshop(args.bookshopId),
      );
    },
  },
  ShelfPage: {
    bookshop: (page, _args, context) =>
      page.bookshopId === null ? null : findBookshop(context.db, page.bookshopId),
    items: (page) => page.rows,
  },
  ShelfBook: {
    id: (book) => String(book.id),
    authors: (book) => book.props?.autori ?? [],
    publisher: (book) => book.props?.editori?.[0] ?? null,
    year: (book) => book.props?.anni?.[0] ?? null,
    price: (book) => toDecimal(book.price_cents),
    discount: (book) => book.discount_percent,
    outOfPrint: (book) => book.out_of_print,
    publishedOn: (book) => book.published_on,
    lastRestockedAt: (book) => book.last_restocked_at.toISOString(),
    maxDiscountPercent: (book) => book.max_discount_percent,
    weight: (book) => book.weight_grams,
    cssClass: (book) => book.css_class,
    bookshopId: (book) => String(book.bookshop_id),
  },
  ShippingRate: {
    price: (rate) => toDecimal(rate.priceCents),
  },
};
