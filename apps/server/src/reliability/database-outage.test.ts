// The database goes away under load and comes back. While it is away every request fails
// cleanly and at once (503, JSON, no stack; never a hang, never a crashed process); once it
// is back the same server, never restarted, serves again. PostgreSQL runs in a cluster of
// this test's own (the embedded one, in a folder of its own); a database that accepts
// connections and never answers stands in for a network partition.

import { createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest, openDatabase, type Database } from '../db/database.ts';
import { seedDemoData } from '../db/seed/demo-data.ts';
import { csrfTokenFor } from '../http/csrf.ts';
import { TestClient } from '../test/client.ts';
import { DEMO_PASSWORD, MARIO } from '../test/demo-accounts.ts';
import { createPrivateCluster, type PrivateCluster } from '../test/doubles/private-cluster.ts';
import { testConfig } from '../test/harness.ts';
import { ADD_PRODUCT, BASKET_ITEM_NUMBER } from '../test/operations.ts';

const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|node_modules|\/src\//;
/** Longer than any request may take, outage or not: past it the request hangs. */
const HANG_MS = 15_000;
/** How long the service may take to serve again once the database is back. */
const RECOVERY_MS = 20_000;

type Kind = 'basket' | 'login-check' | 'health';

interface Outcome {
  kind: Kind;
  phase: string;
  status: number;
  body: string;
  contentType: string;
}

/** Rejects when the request does not settle in HANG_MS (a hang is a failure, not a wait). */
async function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung for ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The three requests of the load, as a logged-in buyer's browser sends them. */
function requestOf(app: FastifyInstance, client: TestClient, kind: Kind, csrf: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (kind === 'health') return app.inject({ method: 'GET', url: '/healthz' });
  return app.inject({
    method: 'POST',
    url: kind === 'basket' ? '/graphql' : '/test-login/',
    headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
    payload:
      kind === 'basket'
        ? JSON.stringify({ operationName: 'GetBasket', query: BASKET_ITEM_NUMBER })
        : '{}',
  });
}

/** Steady load: `workers` loops, each sending the next kind of request until stopped. */
class Load {
  readonly outcomes: Outcome[] = [];
  phase = 'up';
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    app: FastifyInstance,
    client: TestClient,
    csrf: string,
    workers: number,
    pauseMs = 5,
  ) {
    const kinds: Kind[] = ['basket', 'login-check', 'health'];
    this.loops = Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; this.running; i += 1) {
        const kind = kinds[i % kinds.length]!;
        const started = this.phase;
        const response: LightMyRequestResponse = await withinDeadline(
          requestOf(app, client, kind, csrf),
          `${kind} while ${started}`,
        );
        this.outcomes.push({
          kind,
          // A request in flight while the phase changed belongs to neither phase.
          phase: this.phase === started ? started : `${started} → ${this.phase}`,
          status: response.statusCode,
          body: response.body,
          contentType: String(response.headers['content-type'] ?? ''),
        });
        await sleep(pauseMs);
      }
    });
  }

  in(phase: string): Outcome[] {
    return this.outcomes.filter((o) => o.phase === phase);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** What a request answers while the database is away: 503, JSON, the stable code. */
function expectUnavailable(outcome: Outcome): void {
  expect(outcome.status, `${outcome.kind}: ${outcome.body}`).toBe(503);
  expect(outcome.contentType).toMatch(/^application\/json/);
  expect(outcome.body).not.toMatch(STACK);
  const body: unknown = JSON.parse(outcome.body);
  if (outcome.kind === 'health') {
    expect(body).toEqual({ status: 'unavailable', database: 'postgres' });
  } else if (outcome.kind === 'basket') {
    expect(body).toEqual({
      data: null,
      errors: [
        {
          message: expect.any(String),
          path: ['getBasket'],
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
  } else {
    expect(body).toEqual({ detail: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
  }
}

/** What a request answers with the database there. */
function expectServed(outcome: Outcome, itemNumber: number): void {
  expect(outcome.status, `${outcome.kind}: ${outcome.body}`).toBe(200);
  const body: unknown = JSON.parse(outcome.body);
  if (outcome.kind === 'health') expect(body).toEqual({ status: 'ok', database: 'postgres' });
  else if (outcome.kind === 'basket') expect(body).toEqual({ data: { getBasket: { itemNumber } } });
  else expect(body).toEqual({ email: MARIO });
}

/** Errors that escaped every handler: a real server process would have died of them. */
function watchForEscapes(): { escaped: unknown[]; dispose(): void } {
  const escaped: unknown[] = [];
  const onEscape = (error: unknown) => escaped.push(error);
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
  return {
    escaped,
    dispose() {
      process.off('unhandledRejection', onEscape);
      process.off('uncaughtException', onEscape);
    },
  };
}

describe('a database that accepts connections and never answers', () => {
  let blackhole: Server;
  const sockets = new Set<Socket>();
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    blackhole = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const address = blackhole.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    database = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${address.port}/scaffale`,
      poolSize: 4,
      connectionTimeoutMs: 500,
    });
    app = await buildApp(testConfig, database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackhole?.close(() => resolve()));
  });

  it('fails every request with a 503 after the connection timeout, more requests than connections', async () => {
    const client = new TestClient(app);
    // A session cookie makes every request read the session: the database is needed.
    client.cookies.set('sessionid', 'x'.repeat(43));
    // Bound to that session, as the server would have made it (http/csrf.ts).
    const csrf = csrfTokenFor(`csrf:${testConfig.sessionSecret}`, 'x'.repeat(43));
    client.cookies.set('csrftoken', csrf);
    const kinds: Kind[] = ['basket', 'login-check', 'health'];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const kind = kinds[i % kinds.length]!;
        const response = await withinDeadline(requestOf(app, client, kind, csrf), kind);
        return {
          kind,
          phase: 'partitioned',
          status: response.statusCode,
          body: response.body,
          contentType: String(response.headers['content-type'] ?? ''),
        };
      }),
    );
    for (const outcome of outcomes) expectUnavailable(outcome);
    const retryAfter = await withinDeadline(app.inject({ method: 'GET', url: '/healthz' }), 'h');
    expect(retryAfter.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('PostgreSQL stopped and started again under load (a private cluster)', () => {
  let cluster: PrivateCluster | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    database = await openDatabase({
      url: cluster.urlFor('scaffale'),
      poolSize: 5,
      connectionTimeoutMs: 2_000,
    });
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    app = await buildApp(testConfig, database);
  });

  afterAll(async () => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      await cluster?.destroy();
    }
  });

  it('fails cleanly while it is down and serves again without a restart, twice', async () => {
    const server = app!;
    const pg = cluster!;
    const escapes = watchForEscapes();
    const client = new TestClient(server);
    expect((await client.login(MARIO, DEMO_PASSWORD)).statusCode).toBe(200);
    const csrf = await client.ensureCsrf();
    const book = await database!.db
      .selectFrom('products')
      .select('id')
      .where('available', '>=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = await client.graphql<{ addProduct: { itemNumber: number } }>(
      'AddProduct',
      ADD_PRODUCT,
      { productId: String(book.id) },
    );
    const itemNumber = added.data!.addProduct.itemNumber;
    expect(itemNumber).toBeGreaterThan(0);

    const load = new Load(server, client, csrf, 12);
    try {
      await vi.waitFor(() => expect(load.in('up').length).toBeGreaterThan(30), {
        timeout: 10_000,
      });
      for (const mode of ['immediate', 'fast'] as const) {
        load.phase = `stopping (${mode})`;
        await pg.stop(mode);
        load.phase = `down (${mode})`;
        // A write while it is down fails the same way, and changes nothing.
        const write = await withinDeadline(
          client.post('/graphql', {
            operationName: 'AddProduct',
            query: ADD_PRODUCT,
            variables: { productId: String(book.id) },
          }),
          'addProduct while down',
        );
        expect(write.statusCode).toBe(503);
        expect(write.json()).toMatchObject({
          data: null,
          errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        });
        await vi.waitFor(() => expect(load.in(`down (${mode})`).length).toBeGreaterThan(30), {
          timeout: 10_000,
        });
        load.phase = `starting (${mode})`;
        await pg.start();
        // Served again by the same process: the pool reconnects by itself.
        await vi.waitFor(
          async () => {
            const response = await requestOf(server, client, 'basket', csrf);
            expect(response.json()).toEqual({ data: { getBasket: { itemNumber } } });
          },
          { timeout: RECOVERY_MS, interval: 100 },
        );
        load.phase = `recovered (${mode})`;
        await vi.waitFor(() => expect(load.in(`recovered (${mode})`).length).toBeGreaterThan(30), {
          timeout: 10_000,
        });
      }
    } finally {
      await load.stop();
      escapes.dispose();
    }

    // Every answer is one of the two clean ones, whatever the moment.
    for (const outcome of load.outcomes) {
      expect([200, 503], `${outcome.phase} ${outcome.kind}: ${outcome.body}`).toContain(
        outcome.status,
      );
      expect(outcome.contentType).toMatch(/^application\/json/);
      expect(outcome.body).not.toMatch(STACK);
    }
    for (const outcome of load.in('up')) expectServed(outcome, itemNumber);
    for (const mode of ['immediate', 'fast']) {
      const down = load.in(`down (${mode})`);
      expect(new Set(down.map((o) => o.kind))).toEqual(
        new Set(['basket', 'login-check', 'health']),
      );
      for (const outcome of down) expectUnavailable(outcome);
      for (const outcome of load.in(`recovered (${mode})`)) expectServed(outcome, itemNumber);
    }
    expect(escapes.escaped).toEqual([]);
    // The session and the basket made before the outages are intact.
    const basket = await client.graphql('GetBasket', BASKET_ITEM_NUMBER);
    expect(basket).toEqual({ data: { getBasket: { itemNumber } } });
  });
});
