import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import type { SessionStore } from '../../http/session.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { saveToWishlist } from './wishlist.repo.ts';

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
