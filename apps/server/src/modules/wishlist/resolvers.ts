import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { listWishlist } from './wishlist.repo.ts';

export const wishlistResolvers: Resolvers = {
  Query: {
    getWishlist: async (_root, _args, { db, sessions, request }) => {
      const userId = await sessions.currentUserId(request);
      if (userId === null) throw notLoggedIn();
      return listWishlist(db, userId);
    },
  },
};
