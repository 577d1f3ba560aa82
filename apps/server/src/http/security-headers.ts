import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. Helmet writes them one by one on every request, each
 * through Node's checks, and its middleware chain allocates as it goes: for headers that never
 * change, a measurable share of a basket read. So helmet runs once, here, on a response that
 * only records what it sets, and each answer gets the recorded headers in one go (Fastify
 * writes them with the answer's own). Options whose headers vary per request (a CSP nonce)
 * would need helmet per request again: none is used.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with `options` (lower-case names, as Node keeps them). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((source) => typeof source === 'function')) {
    throw new Error('a CSP directive computed per request needs helmet on every request');
  }
  const recorded = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return response;
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  // Helmet 8 throws rather than passing errors on; its callback only says it is done.
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error ?? null;
    },
  );
  if (failure) throw failure;
  return Object.fromEntries(recorded);
}
