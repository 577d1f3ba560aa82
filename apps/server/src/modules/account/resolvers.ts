import type { IResolvers } from 'mercurius';
import { currentUserEmail } from './routes.ts';

export const accountResolvers: IResolvers = {
  Query: {
    getDjangoUserEmail: (_root, _args, { db, sessions, request }) =>
      currentUserEmail(db, sessions, request),
  },
};
