// Telling "the database is not there right now" apart from a bug: the first is a 503 the
// client may retry (the pool reconnects by itself once the server is back), the second a 500.

/** Network errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not accepting work: class 08 (connection exception),
 * admin/crash shutdown, starting up, too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection dies or never comes. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A client's own connection timeout (the pipelined connections are not the pool's).
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function codeOf(error: object): string | null {
  return 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** True when the error says the database could not be reached (not what a query did). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code !== null) {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) {
      return true;
    }
    // The embedded server's Unix socket is gone while it is stopped.
    if (code === 'ENOENT' && 'syscall' in error && error.syscall === 'connect') return true;
  }
  if (error instanceof Error && UNAVAILABLE_MESSAGES.some((m) => error.message.startsWith(m))) {
    return true;
  }
  // Happy eyeballs reports every address it tried; the pool wraps connection timeouts.
  if (error instanceof AggregateError) {
    return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  }
  return error instanceof Error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** The SQLSTATE of `refuse(code)` (migration 0004): a statement's own refusal. */
const REFUSAL_SQLSTATE = 'SC409';

/** The code a statement refused with (`refuse('OUT_OF_STOCK')`), or null for other errors. */
export function refusalCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || codeOf(error) !== REFUSAL_SQLSTATE) {
    return null;
  }
  return error instanceof Error ? error.message : null;
}

/** A unique constraint refused the row (PostgreSQL's unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
