import { toDecimal } from '@scaffale/domain/money';
import { isShippingType, type ShippingType } from '@scaffale/domain/shipping';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { HttpErrors } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop, findProduct } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { findActor, type Actor } from './bookshop.repo.ts';
import { findShelfBook, type ShelfBookRow } from './shelf.repo.ts';
import {
  addBook,
  readRateTables,
  readShelf,
  setPrice,
  setRateTable,
  type NewBookInput,
  type RateInput,
  type RateTableView,
  type ShelfPageView,
} from './shelf.service.ts';

async function actorOf(context: MercuriusContext): Promise<Actor | null> {
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

type RateView = RateTableView['rates'][number];

/** The shelf (issue 29): the staff's books, prices, new books and shipping rate tables. */
export const shelfResolvers: IResolvers = {
  Query: {
    shelf: async (
      _root,
      args: { search?: string | null; page?: number | null; bookshopId?: string | null },
      context,
    ): Promise<ShelfPageView> =>
      readShelf(context.db, await actorOf(context), {
        search: args.search ?? null,
        page: args.page ?? 1,
        bookshopId: namedBookshop(args.bookshopId),
      }),
    shippingRatesOfMyBookshop: async (_root, args: { bookshopId?: string | null }, context) =>
      readRateTables(context.db, await actorOf(context), namedBookshop(args.bookshopId)),
  },
  Mutation: {
    setPrice: async (_root, args: { productId: string; price: unknown }, context) => {
      const productId = await setPrice(
        context.db,
        await actorOf(context),
        parseId(args.productId),
        args.price,
      );
      return findProduct(context.db, productId);
    },
    addBook: async (
      _root,
      args: { input: NewBookInput & { bookshopId?: string | null } },
      context,
    ) => {
      const { bookshopId, ...book } = args.input;
      const named = namedBookshop(bookshopId);
      const id = await addBook(context.db, await actorOf(context), book, named);
      return findShelfBook(context.db, id);
    },
    setShippingRates: async (
      _root,
      args: {
        shippingType: ShippingType;
        offered: boolean;
        rates: RateInput[];
        bookshopId?: string | null;
      },
      context,
    ) => {
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
    bookshop: (page: ShelfPageView, _args: unknown, context: MercuriusContext) =>
      page.bookshopId === null ? null : findBookshop(context.db, page.bookshopId),
    items: (page: ShelfPageView) => page.rows,
  },
  ShelfBook: {
    id: (book: ShelfBookRow) => String(book.id),
    authors: (book: ShelfBookRow) => book.props?.autori ?? [],
    publisher: (book: ShelfBookRow) => book.props?.editori?.[0] ?? null,
    year: (book: ShelfBookRow) => book.props?.anni?.[0] ?? null,
    price: (book: ShelfBookRow) => toDecimal(book.price_cents),
    discount: (book: ShelfBookRow) => book.discount_percent,
    weight: (book: ShelfBookRow) => book.weight_grams,
    cssClass: (book: ShelfBookRow) => book.css_class,
    bookshopId: (book: ShelfBookRow) => String(book.bookshop_id),
  },
  ShippingRate: {
    price: (rate: RateView) => toDecimal(rate.priceCents),
  },
};
