import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  migrateToLatest,
  openDatabase,
  processStatements,
  type Database,
} from '../../apps/server/src/db/database.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/demo-data.ts';
import { BenchClient } from './http.ts';
import { addBenchBooks, benchBuyer, BENCH_PASSWORD, restock } from './scenarios.ts';

// `npm run bench`: the real server on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), driven by autocannon, next to two ceilings measured in the same run.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const BASKET_FIELDS = `bookshops { id name city countryCode inVacation vacationEnd basketLines { id qty total product {
  id title slug available price discount discountedPrice weight cssClass cache_it } } } itemNumber`;
const GET_BASKET = `query GetBasket { getBasket { ${BASKET_FIELDS} } }`;
const TOTALS = `query GetRealCartTotals($s: [SelectedShippingInput!]!) { getRealCartTotals(selectedShippings: $s) {
  totale borsellino imposta costoSpedizione buoniSconto { id codelib valore } sconto merce messaggioErrore } }`;
const ADD = `mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { itemNumber } }`;
const REMOVE = `mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { itemNumber } }`;
const CREATE = `mutation createOrder($s: [SelectedShippingInput!]) { createOrder(invoice: false, present: false, selectedShippings: $s, paymentMethod: STRIPE) { orderNumber } }`;

interface Row {
  engine: string;
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  statementsPerRequest: number | null;
  ratio: number | null;
  note?: string;
}

type CannonOptions = Parameters<typeof autocannon>[0];

async function cannon(options: CannonOptions): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

/** Runs a load and reads the statements the server ran for it. */
async function measure(
  engine: string,
  scenario: string,
  options: CannonOptions,
  ceiling: number | null,
): Promise<Row> {
  const before = processStatements.count;
  const result = await cannon(options);
  const requests = result.requests.total;
  const statements = processStatements.count - before;
  return {
    engine,
    scenario,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    // The warm-up's statements are counted too; divide by both runs' requests.
    statementsPerRequest:
      requests > 0
        ? round(statements / (requests + requests * (WARMUP_SECONDS / SECONDS)), 2)
        : null,
    ratio: ceiling ? round(result.requests.average / ceiling, 3) : null,
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

async function openEngine(
  kind: 'pglite' | 'postgres',
): Promise<Database & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { ...database, drop: async () => {} };
  }
  const admin = process.env.DATABASE_URL ?? '';
  const name = `scaffale_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...database,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The bare Fastify route: the machine's ceiling for a JSON of this size. */
async function bareCeiling(body: string) {
  const app = Fastify({ logger: false });
  app.post('/ceiling', (_request, reply) => reply.type('application/json').send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** The same GraphQL schema with a resolver answering a fixed basket: what GraphQL costs. */
async function graphqlCeiling(basket: unknown) {
  const app = Fastify({ logger: false });
  const schema = readFileSync(
    new URL('../../apps/server/src/graphql/schema.graphql', import.meta.url),
    'utf8',
  );
  await app.register(mercurius, {
    schema,
    resolvers: { Query: { getBasket: () => basket } },
    jit: 1,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function loggedIn(base: string, email: string): Promise<BenchClient> {
  const client = new BenchClient(base);
  const response = await client.post('/api/login/', { email, password: BENCH_PASSWORD });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return client;
}

async function statementsForBasket(
  db: Database['db'],
  base: string,
  lines: number,
): Promise<number> {
  const email = `bench-lines-${lines}-${randomBytes(3).toString('hex')}@example.com`;
  await benchBuyer(db, email, lines);
  const client = await loggedIn(base, email);
  const before = processStatements.count;
  await client.graphql('GetBasket', GET_BASKET);
  return processStatements.count - before;
}

async function fullCheckout(db: Database['db'], base: string, bookId: number, bookshopId: number) {
  const workers = 8;
  const clients = await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const email = `bench-checkout-${i}-${randomBytes(3).toString('hex')}@example.com`;
      await benchBuyer(db, email, 0);
      return loggedIn(base, email);
    }),
  );
  const s = [{ codelib: String(bookshopId), shipping: 'Shop_pickup' }];
  let orders = 0;
  let failures = 0;
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          await client.graphql('AddProduct', ADD, { productId: String(bookId) });
          const { createOrder } = await client.graphql<{ createOrder: { orderNumber: string } }>(
            'createOrder',
            CREATE,
            { s },
          );
          const intent = await client.post('/api/stripe/create-payment-intent/card/', {
            orderNumber: createOrder.orderNumber,
          });
          const { clientSecret } = (await intent.json()) as { clientSecret: string };
          const confirmed = await client.post('/api/sandbox/confirm/', {
            clientSecret,
            number: '4242424242424242',
            expiry: '12/34',
            cvc: '123',
          });
          const { status } = (await confirmed.json()) as { status: string };
          const page = await client.get(`/api/conferma-ordine/${createOrder.orderNumber}/`);
          if (status !== 'succeeded' || page.status !== 200)
            throw new Error(`checkout ended ${status}/${page.status}`);
          orders += 1;
          latencies.push(performance.now() - started);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { ordersPerSec: round(orders / SECONDS, 1), p50: at(0.5), p99: at(0.99), failures };
}

async function contestedStock(db: Database['db'], base: string, bookshopId: number) {
  const book = await db
    .insertInto('products')
    .values({
      bookshop_id: bookshopId,
      title: 'Contested',
      slug: 'contested',
      cache_it: '{}',
      cache_en: '{}',
      cache_fr: '{}',
      cache_es: '{}',
      price_cents: 1500,
      weight_grams: 300,
      available: 200,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const buyers: BenchClient[] = [];
  for (let batch = 0; batch < 200; batch += 20) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const email = `bench-race-${batch + i}-${randomBytes(3).toString('hex')}@example.com`;
          await benchBuyer(db, email, 0);
          const client = await loggedIn(base, email);
          await client.graphql('AddProduct', ADD, { productId: String(book.id) });
          return client;
        }),
      )),
    );
  }
  await db.updateTable('products').set({ available: 10 }).where('id', '=', book.id).execute();
  const s = [{ codelib: String(bookshopId), shipping: 'Shop_pickup' }];
  const results = await Promise.allSettled(
    buyers.map((b) => b.graphql('createOrder', CREATE, { s })),
  );
  const sold = results.filter((r) => r.status === 'fulfilled').length;
  const left = await db
    .selectFrom('products')
    .select('available')
    .where('id', '=', book.id)
    .executeTakeFirstOrThrow();
  return {
    buyers: buyers.length,
    copies: 10,
    orders: sold,
    left: left.available,
    exact: sold === 10 && left.available === 0,
  };
}

async function benchEngine(kind: 'pglite' | 'postgres') {
  const database = await openEngine(kind);
  const { db } = database;
  await migrateToLatest(db);
  await seedDemoData(db);
  await addBenchBooks(db, 200);
  await restock(db);
  await benchBuyer(db, 'bench-basket@example.com', 12);
  await benchBuyer(db, 'bench-totals@example.com', 12);
  await benchBuyer(db, 'bench-write@example.com', 0);

  const app = await buildApp(
    {
      brandName: 'Scaffale',
      sessionSecret: 'bench-secret-bench-secret',
      secureCookies: false,
      webDist: '/nonexistent',
      logLevel: 'silent',
      payments: 'sandbox',
    },
    database,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memoryAtRestMb = round(process.memoryUsage().rss / 1024 / 1024, 1);

  const basketClient = await loggedIn(base, 'bench-basket@example.com');
  const basket = await basketClient.graphql<{ getBasket: { bookshops: unknown[] } }>(
    'GetBasket',
    GET_BASKET,
  );
  const basketBody = JSON.stringify({ data: basket });
  const bare = await bareCeiling(basketBody);
  const gql = await graphqlCeiling(basket.getBasket);
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ceiling`;
  const gqlUrl = `http://127.0.0.1:${(gql.server.address() as { port: number }).port}/graphql`;
  const basketRequest = JSON.stringify({
    operationName: 'GetBasket',
    query: GET_BASKET,
    variables: {},
  });

  const rows: Row[] = [];
  const ceilingRow = await measure(
    kind,
    'ceiling: bare Fastify JSON',
    {
      url: bareUrl,
      method: 'POST',
      connections: CONNECTIONS,
      body: basketRequest,
      headers: { 'content-type': 'application/json' },
    },
    null,
  );
  const ceiling = ceilingRow.reqPerSec;
  rows.push({ ...ceilingRow, ratio: 1, statementsPerRequest: 0 });
  rows.push({
    ...(await measure(
      kind,
      'ceiling: GraphQL fixed basket',
      {
        url: gqlUrl,
        method: 'POST',
        connections: CONNECTIONS,
        body: basketRequest,
        headers: { 'content-type': 'application/json' },
      },
      ceiling,
    )),
    statementsPerRequest: 0,
  });
  rows.push(
    await measure(
      kind,
      'getBasket (12 lines, 4 bookshops)',
      {
        url: `${base}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        body: basketRequest,
        headers: basketClient.headers(),
      },
      ceiling,
    ),
  );

  const totalsClient = await loggedIn(base, 'bench-totals@example.com');
  for (const code of ['BENVENUTO10', 'SOLOLIBRERIA']) {
    await totalsClient.graphql(
      'AddDiscountCode',
      'mutation AddDiscountCode($c: String!) { addDiscountCode(selectedShippings: [], discountCode: $c) { success } }',
      { c: code },
    );
  }
  const totalsBody = JSON.stringify({
    operationName: 'GetRealCartTotals',
    query: TOTALS,
    variables: { s: [] },
  });
  rows.push(
    await measure(
      kind,
      'getRealCartTotals (same basket, 2 codes)',
      {
        url: `${base}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        body: totalsBody,
        headers: totalsClient.headers(),
      },
      ceiling,
    ),
  );

  const writeClient = await loggedIn(base, 'bench-write@example.com');
  const bookRow = await db
    .selectFrom('products')
    .select(['id', 'bookshop_id'])
    .where('title', '=', 'Bench book 0')
    .executeTakeFirstOrThrow();
  const addBody = JSON.stringify({
    operationName: 'AddProduct',
    query: ADD,
    variables: { productId: String(bookRow.id) },
  });
  const removeBody = JSON.stringify({
    operationName: 'removeProduct',
    query: REMOVE,
    variables: { productId: String(bookRow.id), qty: 1 },
  });
  rows.push(
    await measure(
      kind,
      'addProduct + removeProduct',
      {
        url: `${base}/graphql`,
        connections: CONNECTIONS,
        headers: writeClient.headers(),
        requests: [
          { method: 'POST', body: addBody },
          { method: 'POST', body: removeBody },
        ],
      },
      ceiling,
    ),
  );

  const before = processStatements.count;
  const checkout = await fullCheckout(db, base, bookRow.id, bookRow.bookshop_id);
  rows.push({
    engine: kind,
    scenario: 'full checkout (orders/s)',
    reqPerSec: checkout.ordersPerSec,
    p50: checkout.p50,
    p99: checkout.p99,
    errors: checkout.failures,
    statementsPerRequest:
      checkout.ordersPerSec > 0
        ? round((processStatements.count - before) / (checkout.ordersPerSec * SECONDS), 1)
        : null,
    ratio: round(checkout.ordersPerSec / ceiling, 4),
    note: 'add + createOrder + intent + sandbox confirm + confirmation',
  });

  const statements = {
    lines1: await statementsForBasket(db, base, 1),
    lines12: await statementsForBasket(db, base, 12),
    lines200: await statementsForBasket(db, base, 200),
  };
  const contested = await contestedStock(db, base, bookRow.bookshop_id);

  await Promise.all([app.close(), bare.close(), gql.close()]);
  await database.close();
  await database.drop();
  return { rows, memoryAtRestMb, getBasketStatements: statements, contested };
}

function printTable(rows: Row[]): void {
  const header = ['engine', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'SQL/req', 'ratio'];
  const body = rows.map((r) => [
    r.engine,
    r.scenario,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.statementsPerRequest === null ? '-' : String(r.statementsPerRequest),
    r.ratio === null ? '-' : `${(r.ratio * 100).toFixed(r.ratio < 0.01 ? 2 : 1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const cells of body) console.log(line(cells));
}

async function main(): Promise<void> {
  const engines: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) engines.push('postgres');
  // BENCH_ENGINES=postgres runs one engine only.
  const only = process.env.BENCH_ENGINES?.split(',');
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => only.includes(e)));
  const results = [];
  for (const engine of engines) {
    console.log(
      `\n== ${engine}: ${SECONDS}s per scenario after ${WARMUP_SECONDS}s warm-up, ${CONNECTIONS} connections`,
    );
    const result = await benchEngine(engine);
    printTable(result.rows);
    console.log(
      `memory at rest: ${result.memoryAtRestMb} MB RSS (server, bench and load generator in one process)`,
    );
    console.log(
      `getBasket SQL statements for 1 / 12 / 200 lines: ${result.getBasketStatements.lines1} / ${result.getBasketStatements.lines12} / ${result.getBasketStatements.lines200}`,
    );
    console.log(
      `contested stock: ${result.contested.buyers} buyers, ${result.contested.copies} copies → ${result.contested.orders} orders, ${result.contested.left} left (${result.contested.exact ? 'exact' : 'WRONG'})`,
    );
    results.push({ engine, ...result });
  }
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../results/latest.json', import.meta.url),
    JSON.stringify(
      { at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, results },
      null,
      2,
    ),
  );
  if (results.some((r) => !r.contested.exact)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
