import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../db/types.ts';
import { advisoryLock, LOCK_SPACE } from '../../db/locks.ts';
import { queueMail } from '../mail/mail.repo.ts';
import {
  clearFailures,
  countRecentFailures,
  emailKeptForUndo,
  findUserByEmail,
  insertBuyer,
  recordFailure,
  type RecentFailures,
} from './account.repo.ts';
import {
  DEFAULT_REGISTRATIONS_PER_HOUR,
  lockOpenings,
  openingRefusal,
  recordOpening,
} from './opening-limits.ts';
import { refusedUntil, type TooManyAttempts } from './too-many-attempts.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address before that address is refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Wrong passwords from one address, whatever the accounts, before it is refused. */
export const MAX_FAILURES_PER_IP = 20;
/**
 * An account guessed at from anywhere past MAX_FAILURES_PER_EMAIL is slowed down, never
 * locked: its owner, from an address that has not failed, still gets in.
 */
export const ACCOUNT_SLOWDOWN_MS = 1_000;

// Verified when the email is unknown, so both answers take the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c2NhZmZhbGVzY2FmZmFsZQ$ZhFpoTZhNUn1M3cK8t1F4QdUL3nqW0Hn8Sm3Hm2fEyk';

/** The account a session is started for, at login or registration. */
export interface SignedIn {
  ok: true;
  userId: number;
  email: string;
  language: Language;
  /** Logged in with a one-time password: its session may only choose a new one (ADR 020). */
  mustChangePassword: boolean;
}

export type { TooManyAttempts };

export type LoginResult = SignedIn | { ok: false; code: 'BAD_CREDENTIALS' } | TooManyAttempts;

/**
 * The refusal while a limit holds (with when it lifts), or null: for login attempts, and for
 * password-reset asks counted the same way (password-reset.ts).
 */
export function refusal(failures: RecentFailures, now: Date): TooManyAttempts | null {
  const lifts: Date[] = [];
  if (failures.byPair >= MAX_FAILURES_PER_EMAIL && failures.oldestOfPair) {
    lifts.push(failures.oldestOfPair);
  }
  if (failures.byIp >= MAX_FAILURES_PER_IP && failures.oldestOfIp) lifts.push(failures.oldestOfIp);
  return refusedUntil(lifts, LOGIN_WINDOW_MS, now);
}

/**
 * Checks a password, counting failures per address and account, and per address, in the
 * database: an address past either limit is refused until its failures age out of the
 * window; an account guessed at from many addresses is slowed down instead, so that its
 * owner is never locked out. The verdict is given under a lock per address and per email,
 * against the failures recorded so far: simultaneous guesses are answered one after the
 * other, so no more than the limit are ever answered whatever their number.
 */
export async function attemptLogin(
  db: Db,
  input: { email: string; password: string; ip: string; now?: Date },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // While a limit holds, refuse before spending a password hash on the attempt.
  const failures = await countRecentFailures(db, email, input.ip, since);
  const refused = refusal(failures, now);
  if (refused) return refused;
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL) {
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
  }
  const user = await findUserByEmail(db, email);
  const valid = await verify(user?.password_hash ?? DUMMY_HASH, input.password).catch(() => false);
  return db.transaction().execute(async (tx): Promise<LoginResult> => {
    // Always the address first, then the email: two verdicts never wait on each other.
    await advisoryLock(tx, LOCK_SPACE.loginAddress, input.ip);
    await advisoryLock(tx, LOCK_SPACE.loginEmail, email);
    const locked = refusal(await countRecentFailures(tx, email, input.ip, since), now);
    if (locked) return locked;
    if (!user || !valid) {
      await recordFailure(tx, email, input.ip);
      return { ok: false, code: 'BAD_CREDENTIALS' };
    }
    await clearFailures(tx, email);
    return {
      ok: true,
      userId: user.id,
      email: user.email,
      language: user.language,
      mustChangePassword: user.must_change_password,
    };
  });
}

export type RegistrationResult = SignedIn | { ok: false; code: 'EMAIL_TAKEN' } | TooManyAttempts;

/**
 * Opens a buyer's account. An email already taken is a refusal that tells whether an account
 * exists, as a wrong password at login would: it is counted with the login failures of the
 * same address and email, so that one address probing for accounts is refused (429) by the
 * login's limits whichever route it probes with, and the verdict is given under the login's
 * locks. Each account opened counts against its address's and network's hourly limit
 * (opening-limits.ts), decided under the network's lock. The password is expected checked
 * already (password-policy.ts).
 */
export async function registerBuyer(
  db: Db,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    language: Language;
    ip: string;
    /** Accounts one address may open an hour (its network NETWORK_SHARE times as many). */
    registrationsPerHour?: number;
    now?: Date;
  },
): Promise<RegistrationResult> {
  const email = input.email.trim().toLowerCase();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const opening = {
    kind: 'registration',
    ip: input.ip,
    perHour: input.registrationsPerHour ?? DEFAULT_REGISTRATIONS_PER_HOUR,
    now,
  } as const;
  // While a limit holds, refuse before spending a password hash on the attempt.
  const refused =
    refusal(await countRecentFailures(db, email, input.ip, since), now) ??
    (await openingRefusal(db, opening));
  if (refused) return refused;
  // No password hash is spent on an email already taken (the insert below still decides), or
  // kept for an account whose email change can still be undone (email-change.ts).
  const taken =
    (await findUserByEmail(db, email)) !== undefined || (await emailKeptForUndo(db, email, now));
  const passwordHash = taken ? null : await hash(input.password, { algorithm: 2 });
  return db.transaction().execute(async (tx): Promise<RegistrationResult> => {
    // The network first (only registrations take it), then the login's order: the address,
    // then the email.
    await lockOpenings(tx, input.ip);
    await advisoryLock(tx, LOCK_SPACE.loginAddress, input.ip);
    await advisoryLock(tx, LOCK_SPACE.loginEmail, email);
    const locked =
      refusal(await countRecentFailures(tx, email, input.ip, since), now) ??
      (await openingRefusal(tx, opening));
    if (locked) return locked;
    const userId =
      passwordHash === null
        ? null
        : await insertBuyer(tx, {
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            language: input.language,
          });
    if (userId === null) {
      await recordFailure(tx, email, input.ip);
      return { ok: false, code: 'EMAIL_TAKEN' };
    }
    await recordOpening(tx, opening);
    await queueMail(tx, { eventKey: `welcome:${userId}`, kind: 'welcome', userId, payload: {} });
    return { ok: true, userId, email, language: input.language, mustChangePassword: false };
  });
}
