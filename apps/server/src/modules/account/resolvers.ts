import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { currentUserEmail } from './routes.ts';

export const accountResolvers: Resolvers = {
  Query: {
    getDjangoUserEmail: (_root, _args, { db, sessions, request }) =>
      currentUserEmail(db, sessions, request),
  },
};
