import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import type { SessionStore } from '../../http/session.ts';
import { productRowSelection, toProductView } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';

/** Saves a book in the account's wishlist: true when newly saved, false when already there. */
export async function saveToWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw CatalogErrors.productNotFound();
  const inserted = await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.doNothing())
    .returning('product_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function listWishlist(db: Db, userId: number) {
  const rows = await db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(productRowSelection)
    .where('wishlist_items.user_id', '=', userId)
    .orderBy('wishlist_items.created_at', 'desc')
    .orderBy('products.id')
    .execute();
  return rows.map((row) => toProductView(row));
}

export function registerWishlistRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  app.post('/api/wishlist/:productId/', async (request, reply) => {
    const userId = await deps.sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    const productId = parseId((request.params as { productId: string }).productId);
    if (productId === null) throw CatalogErrors.productNotFound();
    const created = await saveToWishlist(deps.db, userId, productId);
    return reply.code(created ? 201 : 200).send({ productId: String(productId), created });
  });
}

export const wishlistResolvers: Resolvers = {
  Query: {
    getWishlist: async (_root, _args, { db, sessions, request }) => {
      const userId = await sessions.currentUserId(request);
      if (userId === null) throw notLoggedIn();
      return listWishlist(db, userId);
    },
  },
};
