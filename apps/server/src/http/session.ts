import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { compiledQuery } from '../db/compiled.ts';
import type { Db } from '../db/database.ts';

export const SESSION_COOKIE = 'sessionid';
/**
 * How the token of a session opened with a one-time password starts (ADR 020): such a session
 * may only choose its password. The table keeps the token's hash, so removing the mark makes
 * another token, of no session; the mark costs no lookup on the other requests.
 */
const PASSWORD_CHANGE_MARK = 'pw.';
/** A buyer's (and a guest's) session: fourteen days from its start. */
const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * Staff and the administrator reach other people's orders and money: their session ends
 * after this long without a request (STAFF_IDLE_MINUTES), unless configured otherwise.
 */
export const DEFAULT_STAFF_IDLE_MINUTES = 120;
/** A staff session's end is moved on at most this often (not a write per request). */
const IDLE_SLIDE_STEP_MS = 60 * 1000;
/** Tokens whose hash is kept (about 150 bytes each). */
const RECENT_IDS = 10_000;

export interface Session {
  id: string;
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised lookup of this request's session (one SQL statement at most). */
    sessionPromise: Promise<Session | null> | null;
  }
}

/**
 * Sessions live in the database, so any number of server processes share them. The cookie
 * holds a random token; the table holds only its keyed hash. A staff or administrator
 * session's expires_at is the end of its idle time, moved on as it is used.
 */
export class SessionStore {
  private readonly staffIdleMs: number;

  constructor(
    private readonly db: Db,
    private readonly secret: string | null,
    private readonly secureCookies: boolean,
    staffIdleMinutes: number = DEFAULT_STAFF_IDLE_MINUTES,
  ) {
    this.staffIdleMs = staffIdleMinutes * 60 * 1000;
  }

  /**
   * The keyed hashes of recently seen tokens: hashing the cookie again on every request was a
   * few percent of a basket read's CPU. Bounded, and emptied when full: a flood of made-up
   * tokens only costs their hashing, as before.
   */
  private readonly recentIds = new Map<string, string>();

  private idOf(token: string): string {
    let id = this.recentIds.get(token);
    if (id === undefined) {
      id = this.secret
        ? createHmac('sha256', this.secret).update(token).digest('base64url')
        : createHash('sha256').update(token).digest('base64url');
      if (this.recentIds.size >= RECENT_IDS) this.recentIds.clear();
      this.recentIds.set(token, id);
    }
    return id;
  }

  /**
   * The key of the session the request's cookie names, without looking it up: for reads that
   * join the session in their own statement (the basket). Null without a usable cookie.
   */
  keyOf(request: FastifyRequest): string | null {
    const token = request.cookies[SESSION_COOKIE];
    return token && token.length <= 100 ? this.idOf(token) : null;
  }

  current(request: FastifyRequest): Promise<Session | null> {
    request.sessionPromise ??= this.load(request.cookies[SESSION_COOKIE]);
    return request.sessionPromise;
  }

  /**
   * Whether the request's cookie names a session that must choose its password before
   * anything else (one that has ended is a guest's: `current` tells).
   */
  mustChangePassword(request: FastifyRequest): boolean {
    return request.cookies[SESSION_COOKIE]?.startsWith(PASSWORD_CHANGE_MARK) ?? false;
  }

  async currentUserId(request: FastifyRequest): Promise<number | null> {
    return (await this.current(request))?.userId ?? null;
  }

  private async load(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 100) return null;
    const now = new Date();
    const [row] = await liveSession(this.db, this.idOf(token), now);
    if (!row) return null;
    if (row.role !== null && row.role !== 'buyer') await this.slideIdleEnd(row, now);
    return { id: row.id, userId: row.user_id };
  }

  /**
   * A staff session used now ends STAFF_IDLE_MINUTES from now: its end is moved on (once a
   * minute at most), or brought in when it was set further (a session started as a buyer's,
   * or under a longer limit).
   */
  private async slideIdleEnd(row: { id: string; expires_at: Date }, now: Date): Promise<void> {
    const idleEnd = now.getTime() + this.staffIdleMs;
    const end = row.expires_at.getTime();
    if (end <= idleEnd && end > idleEnd - IDLE_SLIDE_STEP_MS) return;
    await this.db
      .updateTable('sessions')
      .set({ expires_at: new Date(idleEnd) })
      .where('id', '=', row.id)
      .execute();
  }

  /** The current session, or a new guest session (for a guest's basket). */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
    const existing = await this.current(request);
    if (existing) return existing;
    const created = await this.start(reply, null);
    request.sessionPromise = Promise.resolve(created);
    return created;
  }

  /**
   * Starts a fresh session (a new token on login prevents session fixation): a buyer's or a
   * guest's for fourteen days, a staff member's or the administrator's until it is idle. One
   * that must change its password first is marked in its token.
   */
  async start(
    reply: FastifyReply,
    userId: number | null,
    options: { mustChangePassword?: boolean } = {},
  ): Promise<Session> {
    const db = this.db;
    const mark = options.mustChangePassword ? PASSWORD_CHANGE_MARK : '';
    const token = `${mark}${randomBytes(32).toString('base64url')}`;
    const id = this.idOf(token);
    const now = Date.now();
    const buyerEnd = new Date(now + SESSION_TTL_MS);
    if (userId === null) {
      await db.insertInto('sessions').values({ id, user_id: null, expires_at: buyerEnd }).execute();
    } else {
      const staffEnd = new Date(now + this.staffIdleMs);
      await db
        .insertInto('sessions')
        .columns(['id', 'user_id', 'expires_at'])
        .expression(
          db
            .selectFrom('users')
            .select((eb) => [
              eb.val(id).as('id'),
              'users.id as user_id',
              sql<Date>`CASE WHEN users.role = 'buyer' THEN ${buyerEnd}::timestamptz
                ELSE ${staffEnd}::timestamptz END`.as('expires_at'),
            ])
            .where('users.id', '=', userId),
        )
        .execute();
    }
    reply.request.sessionCookieSet = token; // the CSRF token follows it (csrf.ts)
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: SESSION_TTL_MS / 1000,
    });
    return { id, userId };
  }

  async destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await this.current(request);
    if (session) await this.db.deleteFrom('sessions').where('id', '=', session.id).execute();
    request.sessionPromise = Promise.resolve(null);
    request.sessionCookieSet = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', new Date())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

const liveSession = compiledQuery((db: Db, id: string, now: Date) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'users.role'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now),
);

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('sessionPromise', null);
}
