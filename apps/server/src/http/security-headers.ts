import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet built it
 * again for every request (parsing the CSP each time), a measurable share of a basket read.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing errors on; its callback only says it is done.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
