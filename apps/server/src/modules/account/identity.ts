import type { FastifyRequest } from 'fastify';
import type { Expression } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';

// Who is asking: the identity every module that serves a buyer starts from. It lives here,
// at the bottom of the modules, so checkout, orders and payments all look a buyer up the
// same way without importing each other for it.

/** Whoever is logged in on a session: its key, and now (a session may have expired). */
export interface SessionBuyer {
  sessionKey: string;
  now: Date;
}

/** An account known by id, or whoever is logged in on a session. */
export type Buyer = { userId: number } | SessionBuyer;

/** An account: its id, or the user of the session a subquery reads. */
export type UserRef = number | Expression<number | null>;

/**
 * Whoever is logged in on the request's session, not looked up yet: the statement that
 * serves the request reads the session's account as a subquery (`sessionUser`), so a
 * request costs one round trip, not two.
 */
export function sessionBuyer(sessions: SessionStore, request: FastifyRequest): SessionBuyer {
  const sessionKey = sessions.keyOf(request);
  if (sessionKey === null) throw notLoggedIn();
  return { sessionKey, now: new Date() };
}

/** The account logged in on a live session, as a subquery of the caller's statement. */
export function sessionUser(db: Db, sessionKey: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select('user_id')
    .where('id', '=', sessionKey)
    .where('expires_at', '>', now)
    .$asScalar();
}

/**
 * Whether the buyer is a logged-in account: for the rare answer "nothing found" of a
 * statement that looked the session's account up itself, to tell a logged-out visitor
 * from a missing row.
 */
export async function isLoggedIn(db: Db, buyer: Buyer): Promise<boolean> {
  if ('userId' in buyer) return true;
  const row = await db
    .selectNoFrom(() => [sessionUser(db, buyer.sessionKey, buyer.now).as('user_id')])
    .executeTakeFirst();
  return row?.user_id != null;
}
