import type { FastifyInstance } from 'fastify';

/**
 * The API's answers (REST under /api/, GraphQL, the login check) speak of whoever is logged
 * in: an account, its orders and their confirmation, a bookshop's parts, the administrator's
 * lists. No cache keeps them (a shared computer's browser, a proxy): Cache-Control no-store,
 * on refusals and errors too. A route that set its own policy for public content (the
 * banners) keeps it.
 */
const SESSION_ANSWERS = /^\/(?:api\/|graphql(?:$|[/?])|test-login\/)/;

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (SESSION_ANSWERS.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
