import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import {
  clearFailures,
  countRecentFailures,
  findUserByEmail,
  recordFailure,
} from './account.repo.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

// Verified when the email is unknown, so both answers take the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c2NhZmZhbGVzY2FmZmFsZQ$ZhFpoTZhNUn1M3cK8t1F4QdUL3nqW0Hn8Sm3Hm2fEyk';

export type LoginResult =
  | { ok: true; userId: number; email: string }
  | { ok: false; code: 'BAD_CREDENTIALS' | 'TOO_MANY_ATTEMPTS' };

const overLimit = (failures: { byEmail: number; byIp: number }) =>
  failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP;

/**
 * Checks a password, counting failures per email and per address in the database. The
 * verdict is given under a lock per address and per email, against the failures recorded
 * so far: simultaneous guesses are answered one after the other, so no more than the limit
 * are ever answered whatever their number (counting before hashing let them all through).
 */
export async function attemptLogin(
  db: Db,
  input: { email: string; password: string; ip: string; now?: Date },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // While the limit holds, refuse before spending a password hash on the attempt.
  if (overLimit(await countRecentFailures(db, email, input.ip, since))) {
    return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  }
  const user = await findUserByEmail(db, email);
  const valid = await verify(user?.password_hash ?? DUMMY_HASH, input.password).catch(() => false);
  return db.transaction().execute(async (tx): Promise<LoginResult> => {
    // Always the address first, then the email: two verdicts never wait on each other.
    await advisoryLock(tx, LOCK_SPACE.loginAddress, input.ip);
    await advisoryLock(tx, LOCK_SPACE.loginEmail, email);
    if (overLimit(await countRecentFailures(tx, email, input.ip, since))) {
      return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
    }
    if (!user || !valid) {
      await recordFailure(tx, email, input.ip);
      return { ok: false, code: 'BAD_CREDENTIALS' };
    }
    await clearFailures(tx, email);
    return { ok: true, userId: user.id, email: user.email };
  });
}
