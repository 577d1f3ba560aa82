import type { FastifyInstance } from 'fastify';
import { HttpErrors } from './errors.ts';
import type { SessionStore } from './session.ts';

/**
 * A session opened with a one-time password may do nothing but what `open` lists (ADR 020):
 * every other API route answers 403 PASSWORD_CHANGE_REQUIRED before its handler runs.
 * `/graphql` is judged per operation, once its document is parsed (graphql/index.ts); the
 * pages and their assets are served as to anyone (the web app then asks for the password).
 */
export function registerPasswordChangeGate(
  app: FastifyInstance,
  options: { sessions: SessionStore; open: readonly string[] },
): void {
  const open = new Set(options.open);
  app.addHook('onRequest', async (request) => {
    if (!options.sessions.mustChangePassword(request)) return;
    const route = request.routeOptions.url;
    if (route === undefined || open.has(route) || route === '/graphql') return;
    if (!route.startsWith('/api/') && route !== '/test-login/') return;
    // A session that has ended is a guest's: the route answers it as one.
    if ((await options.sessions.current(request))?.userId == null) return;
    throw HttpErrors.passwordChangeRequired();
  });
}
