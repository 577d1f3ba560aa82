import type { FastifyRequest } from 'fastify';
import { stdSerializers, type SerializedError } from 'pino';

// Secrets that travel in a URL (a link mailed to a person, a token= parameter) are never
// written to the log: whoever reads it (a log service, a support person) could use them.
// The rules, in one place: the links' own path segments, the secret query parameters, and,
// for a route added later without a rule, anything that looks like a random token.

/** Path segments whose next segment is a secret: the links mailed to a person. */
const SECRET_LINKS = [
  'reset-password',
  'conferma-email',
  'confirm-email',
  'annulla-email',
  'annulla-cambio-email',
  'undo-email',
];

/** Query parameters whose value is a secret (any name ending in "token" too). */
const SECRET_PARAMETERS = ['key', 'secret', 'password', 'signature', 'sig', 'code'];

const REDACTED = '[redacted]';

const rules: { pattern: RegExp; replace: (match: string, ...groups: string[]) => string }[] = [
  {
    pattern: new RegExp(`(/(?:${SECRET_LINKS.join('|')})/)[^/?#\\s"']+`, 'g'),
    replace: (_match, link) => `${link}${REDACTED}`,
  },
  {
    pattern: new RegExp(`([?&](?:[\\w-]*token|${SECRET_PARAMETERS.join('|')})=)[^&#\\s"']*`, 'gi'),
    replace: (_match, name) => `${name}${REDACTED}`,
  },
  {
    // A path segment or a parameter's value of 32 characters or more that reads as random:
    // base64url with upper case, lower case and digits (32 random bytes are 43 of them), or
    // hexadecimal. A long slug (lower case, hyphens) is left alone.
    pattern: /(?<=[/=])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g,
    replace: (match) => (looksRandom(match) ? REDACTED : match),
  },
];

function looksRandom(text: string): boolean {
  if (/^[0-9a-f]+$/i.test(text)) return /[0-9]/.test(text) && /[a-f]/i.test(text);
  return /[A-Z]/.test(text) && /[a-z]/.test(text) && /[0-9]/.test(text);
}

/** The text with every secret a URL in it may carry replaced by "[redacted]". */
export function redactSecrets(text: string): string {
  return rules.reduce(
    (redacted, { pattern, replace }) =>
      redacted.replace(pattern, (match, ...groups: string[]) => replace(match, ...groups)),
    text,
  );
}

/**
 * The logger's serializers: a request as Fastify's own serializer writes it, its URL
 * redacted; an error as pino writes it, its message and stack redacted (a framework's
 * message may quote the URL).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers['accept-version'];
    return {
      method: request.method,
      url: redactSecrets(request.url),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error): SerializedError {
    const serialized = stdSerializers.err(error);
    serialized.message = redactSecrets(serialized.message);
    if (serialized.stack) serialized.stack = redactSecrets(serialized.stack);
    return serialized;
  },
};
