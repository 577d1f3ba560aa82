import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { buildApp, type AppConfig } from '../app.ts';
import type { Database } from '../db/database.ts';

export interface RouteRecord {
  method: string;
  /** As declared, e.g. '/api/wishlist/:productId/'. */
  url: string;
}

export interface InstrumentedApp {
  app: FastifyInstance;
  /** Every route the app registered, one record per method. */
  routes: RouteRecord[];
  /** How many requests reached the handler of `method url` (past every hook). */
  handled(method: string, url: string): number;
}

/**
 * The real app, built with an onRoute hook that lists every route as Fastify adds it (so a
 * route added later cannot escape a sweep) and counts the requests reaching each handler.
 */
export async function buildInstrumentedApp(
  config: AppConfig,
  database: Database,
): Promise<InstrumentedApp> {
  const routes: RouteRecord[] = [];
  const hits = new Map<string, number>();
  const app = await buildApp(
    config,
    database,
    {},
    {
      onRoute(route) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url });
        const original = route.handler;
        const counted: RouteHandlerMethod = function (this: FastifyInstance, request, reply) {
          const key = `${request.method} ${route.url}`;
          hits.set(key, (hits.get(key) ?? 0) + 1);
          return original.call(this, request, reply);
        };
        route.handler = counted;
      },
    },
  );
  await app.ready();
  return { app, routes, handled: (method, url) => hits.get(`${method} ${url}`) ?? 0 };
}
