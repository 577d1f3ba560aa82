import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requestedFieldNames } from '../../graphql/requested-fields.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { productTextsAskedFor, type ProductTexts } from '../catalog/catalog.repo.ts';
import { parseId } from '../../http/ids.ts';
import type { BasketOwner } from './basket.repo.ts';
import {
  addToBasketOfSession,
  moveLineOfSession,
  readBasketOfSession,
  removeFromBasketOfSession,
} from './basket.service.ts';
import { CatalogErrors } from '../catalog/errors.ts';

function parseProductId(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw CatalogErrors.productNotFound();
  return id;
}

/** The basket's owner for a write: a guest gets a session (and so a basket) here. */
async function ownerForWrite({ sessions, request, reply }: GraphQLContext): Promise<BasketOwner> {
  const session = await sessions.ensure(request, reply);
  return session.userId !== null ? { userId: session.userId } : { sessionId: session.id };
}

/** The products' large texts the query asks for: a page in one language reads one cache. */
function textsAskedFor(info: GraphQLResolveInfo): ProductTexts {
  return productTextsAskedFor(requestedFieldNames(info));
}

export const basketResolvers: Resolvers = {
  Query: {
    // The most frequent call: the session is joined in the basket's own statement.
    getBasket: (_root, _args, { db, sessions, request }, info) =>
      readBasketOfSession(db, sessions.keyOf(request), textsAskedFor(info)),
  },
  Mutation: {
    addProduct: (_root, args, context, info) =>
      addToBasketOfSession(
        context.db,
        context.sessions.keyOf(context.request),
        parseProductId(args.productId),
        textsAskedFor(info),
        () => ownerForWrite(context),
      ),
    moveBasketLine: (_root, args, { db, sessions, request }, info) =>
      moveLineOfSession(
        db,
        sessions.keyOf(request),
        parseProductId(args.fromProductId),
        parseProductId(args.toProductId),
        textsAskedFor(info),
      ),
    removeProduct: (_root, args, { db, sessions, request }, info) =>
      removeFromBasketOfSession(
        db,
        sessions.keyOf(request),
        parseProductId(args.productId),
        args.qty ?? null,
        textsAskedFor(info),
      ),
  },
};
