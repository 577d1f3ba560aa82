import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@scaffale/domain/languages';
import type { Db } from '../db/database.ts';
import type { SessionStore } from '../http/session.ts';

export interface GraphQLContext {
  db: Db;
  sessions: SessionStore;
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
  /** After an order replaced the buyer's pending ones: their open payments are cancelled. */
  onOrdersReplaced(orderIds: readonly number[]): Promise<void>;
}

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface MercuriusContext extends GraphQLContext {}
}
