/** A refusal while a rate limit holds, with when it lifts (the Retry-After of the 429). */
export interface TooManyAttempts {
  ok: false;
  code: 'TOO_MANY_ATTEMPTS';
  retryAfterSeconds: number;
}

/**
 * The refusal while any limit holds, or null: each limit reached is given by the oldest
 * attempt it counts, and lifts when that one leaves the window; the last to lift decides.
 */
export function refusedUntil(
  oldestOfLimitsReached: readonly Date[],
  windowMs: number,
  now: Date,
): TooManyAttempts | null {
  if (oldestOfLimitsReached.length === 0) return null;
  const latest = Math.max(...oldestOfLimitsReached.map((oldest) => oldest.getTime() + windowMs));
  return {
    ok: false,
    code: 'TOO_MANY_ATTEMPTS',
    retryAfterSeconds: Math.max(1, Math.ceil((latest - now.getTime()) / 1000)),
  };
}
