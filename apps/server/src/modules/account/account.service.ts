import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
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

/** Checks a password, counting failures per email and per address in the database. */
export async function attemptLogin(
  db: Db,
  input: { email: string; password: string; ip: string; now?: Date },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? new Date();
  const failures = await countRecentFailures(
    db,
    email,
    input.ip,
    new Date(now.getTime() - LOGIN_WINDOW_MS),
  );
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  }
  const user = await findUserByEmail(db, email);
  const valid = await verify(user?.password_hash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!user || !valid) {
    await recordFailure(db, email, input.ip);
    return { ok: false, code: 'BAD_CREDENTIALS' };
  }
  await clearFailures(db, email);
  return { ok: true, userId: user.id, email: user.email };
}
