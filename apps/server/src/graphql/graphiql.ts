import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
} from 'fastify';

// GraphiQL in development (Mercurius's `graphiql` option): its page, GET /graphiql, loads
// GraphiQL, React and their styles from unpkg.com in the developer's browser (the server
// downloads nothing), under a policy of its own; the app's pages keep theirs. Never in
// production, where introspection is off too.

/** Mercurius's routes: the page and its config.js, main.js and sw.js. */
export const GRAPHIQL_PATH = '/graphiql';
const CDN = 'https://unpkg.com';

/**
 * The page's scripts are files (no inline script, no eval: GraphiQL 3's bundle evaluates
 * nothing, its one `new Function` is a fallback behind globalThis); GraphiQL injects its
 * styles; requests go to this origin (and to unpkg, from the page's service worker).
 */
export const GRAPHIQL_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${CDN}`,
  `style-src 'self' 'unsafe-inline' ${CDN}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src 'self' ${CDN}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Appended to config.js, which the page runs before GraphiQL: its requests to this origin
 * echo the CSRF cookie in X-CSRFToken, as the app's own do (http/csrf.ts), so GraphiQL works
 * as the logged-in developer with no header typed in.
 */
const CSRF_FETCH = `;
(function () {
  var send = window.fetch;
  window.fetch = function (input, init) {
    var url = new URL(typeof input === 'string' ? input : input.url, location.href);
    var token = /(?:^|; )(?:__Host-)?csrftoken=([^;]*)/.exec(document.cookie);
    if (url.origin !== location.origin || !token) return send(input, init);
    var headers = new Headers((init && init.headers) || undefined);
    headers.set('x-csrftoken', decodeURIComponent(token[1]));
    return send(input, Object.assign({}, init, { headers: headers }));
  };
})();
`;

const graphiqlAnswer: onSendAsyncHookHandler = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload,
) => {
  reply.header('content-security-policy', GRAPHIQL_POLICY);
  const isConfig = request.routeOptions.url === `${GRAPHIQL_PATH}/config.js`;
  return isConfig && typeof payload === 'string' ? payload + CSRF_FETCH : payload;
};

/**
 * Gives Mercurius's GraphiQL routes their policy and config.js its fetch; registered before
 * Mercurius, on those routes alone (no hook on any other request).
 */
export function prepareGraphiqlRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== GRAPHIQL_PATH && !route.url.startsWith(`${GRAPHIQL_PATH}/`)) return;
    const existing = route.onSend;
    route.onSend = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      graphiqlAnswer,
    ];
  });
}
