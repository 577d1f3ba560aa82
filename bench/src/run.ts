import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import type { Engine } from '../../apps/server/src/db/database.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/accounts.ts';
import {
  DATABASE_NAME,
  startEmbeddedPostgres,
} from '../../apps/server/src/db/embedded-postgres.ts';
import { demoIsbns, editionKey } from '../../apps/server/src/db/seed/catalogue.ts';
import { ADD_PRODUCT } from '../../apps/server/src/test/operations.ts';
import { isbn13CheckDigit } from '../../packages/domain/src/isbn.ts';
import { BenchClient } from './http.ts';
import { ServerProcess, startProcess, type StartedProcess } from './processes.ts';
import { checkTargets, TARGETS_TITLE, type Row, type TargetCheck } from './targets.ts';

// `npm run bench`: the real server on the default start's embedded PostgreSQL (and on
// DATABASE_URL's server when it is set), driven by autocannon, next to two ceilings measured
// in the same run.
// The server and each ceiling run in processes of their own; this process only makes load.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The search scenario's connections (BENCH_SEARCH_CONNECTIONS, default BENCH_CONNECTIONS):
 * fewer show a search's own latency, where 50 show mostly the queue before it.
 */
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? CONNECTIONS);
/**
 * BENCH_ONLY=basket,totals,writes,checkout,import,search,processes runs only those scenarios
 * (for profiling).
 */
const ONLY = process.env.BENCH_ONLY?.split(',') ?? null;
type Scenario = 'basket' | 'totals' | 'writes' | 'checkout' | 'import' | 'search' | 'processes';
/** BENCH_PROCESSES (default 1,2,4): the server processes the `processes` scenario measures. */
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
/**
 * BENCH_SCALE (default 100): the search scenario runs a second pass on a database seeded as
 * `npm run seed -- --scale N` seeds it, with the scenarios a larger shop slows down.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const AT_SCALE: readonly Scenario[] = ['search', 'basket', 'checkout'];
const runs = (scenario: Scenario, scale: number) =>
  (ONLY === null || ONLY.includes(scenario)) && (scale === 1 || AT_SCALE.includes(scenario));

const BASKET_FIELDS = `bookshops { id name city countryCode inVacation vacationEnd basketLines { id qty total product {
  id title slug available price discount discountedPrice weight cssClass cache_it } } } itemNumber`;
const GET_BASKET = `query GetBasket { getBasket { ${BASKET_FIELDS} } }`;
const TOTALS = `query GetRealCartTotals($s: [SelectedShippingInput!]!) { getRealCartTotals(selectedShippings: $s) {
  totale borsellino imposta costoSpedizione buoniSconto { id codelib valore } sconto merce messaggioErrore } }`;
const REMOVE = `mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { itemNumber } }`;
const OFFER_FIELDS = `price available condition bookshop { id name city }`;
const SEARCH = `query SearchBooks($q: String!) { searchBooks(query: $q, pageSize: 20) { total page pageSize
  items { isbn title authors publisher year offers { ${OFFER_FIELDS} product { id slug } } } } }`;
const GET_BOOK = `query GetBook($isbn: String!) { getBook(isbn: $isbn) { isbn title authors publisher year
  language pages description listings offers { ${OFFER_FIELDS} product { id title slug price discount
  discountedPrice cssClass } } } }`;
/** The demo's edition of I promessi sposi, which three bookshops offer, as a reader types it. */
const PROMESSI_SPOSI_ISBN =
  demoIsbns().get(editionKey({ title: 'I promessi sposi', publisher: 'Einaudi' })) ?? '';
const hyphenated = (isbn: string) =>
  `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5, 10)}-${isbn.slice(10, 12)}-${isbn.slice(12)}`;
/**
 * What the search scenario asks: a word (the demo's Calvino; at scale, the Calvini, Calvetti…
 * of the generated authors share its stem), an ISBN with hyphens, the word with one letter
 * wrong, and the book page.
 */
const SEARCHES = [
  { name: 'searchBooks: a word', query: 'calvino' },
  { name: 'searchBooks: an ISBN', query: hyphenated(PROMESSI_SPOSI_ISBN) },
  { name: 'searchBooks: a typo', query: 'calvuno' },
] as const;

const CREATE = `mutation createOrder($s: [SelectedShippingInput!]) { createOrder(invoice: false, present: false, selectedShippings: $s, paymentMethod: STRIPE) { orderNumber } }`;

type CannonOptions = Parameters<typeof autocannon>[0];

/**
 * Runs a load after its warm-up and reads from the server process the statements it ran
 * for the measured part alone (none for a ceiling).
 */
async function measure(
  engine: string,
  scenario: string,
  options: CannonOptions,
  ceiling: number | null,
  meter: Meter | null,
): Promise<Row> {
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = await meter?.read();
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = await meter?.read();
  const requests = result.requests.total;
  return {
    engine,
    scenario,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    ...(before && after ? perRequest(before, after, requests, 2) : { statementsPerRequest: 0 }),
    ratio: ceiling ? round(result.requests.average / ceiling, 3) : 1,
  };
}

/** What the server (and PostgreSQL) have done so far: statements and CPU time. */
interface Reading {
  statements: number;
  serverCpuMs: number;
  postgresCpuMs: number | null;
}

interface Meter {
  read(): Promise<Reading>;
}

function meterOf(
  server: ServerProcess,
  postgres: { cpuMs(): Promise<number | null> } | null,
): Meter {
  return {
    read: async () => {
      const [stats, postgresCpuMs] = await Promise.all([
        server.call('stats'),
        postgres ? postgres.cpuMs() : null,
      ]);
      return { statements: stats.statements, serverCpuMs: stats.cpuMs, postgresCpuMs };
    },
  };
}

/** The meter of the server processes forked for the process-scaling scenario. */
function processesMeter(
  server: ServerProcess,
  postgres: { cpuMs(): Promise<number | null> },
): Meter {
  return {
    read: async () => {
      const [stats, postgresCpuMs] = await Promise.all([
        server.call('processesStats'),
        postgres.cpuMs(),
      ]);
      return { statements: stats.statements, serverCpuMs: stats.cpuMs, postgresCpuMs };
    },
  };
}

/** Statements and CPU per request (or per order) between two readings. */
function perRequest(before: Reading, after: Reading, requests: number, places: number) {
  if (requests === 0) return { statementsPerRequest: null };
  const postgres =
    before.postgresCpuMs === null || after.postgresCpuMs === null
      ? {}
      : { postgresCpuMs: round((after.postgresCpuMs - before.postgresCpuMs) / requests, 3) };
  return {
    statementsPerRequest: round((after.statements - before.statements) / requests, places),
    serverCpuMs: round((after.serverCpuMs - before.serverCpuMs) / requests, 3),
    ...postgres,
  };
}

/**
 * CPU time used so far by the backends serving `database`, from /proc: PostgreSQL on this
 * machine only (null otherwise). Counts the backends alive at each reading; the server
 * keeps its connections open under load.
 */
async function backendsCpuMs(admin: string, database: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    let ticks = 0;
    for (const { pid } of rows) {
      const fields = statFields(pid);
      if (fields === null) return null;
      // utime and stime are the stat file's 14th and 15th fields.
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } finally {
    await client.end();
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface BenchDatabase {
  url: string;
  cpuMs(): Promise<number | null>;
  /** What the database's own processes take at rest, for the embedded start (null elsewhere). */
  memoryMb(): number | null;
  drop(): Promise<void>;
}

/**
 * The default start's database, as `npm start` makes it: an embedded PostgreSQL of its own
 * settings in a fresh DATA_DIR, started by this process as the server would start it.
 */
async function freshEmbedded(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scaffale-bench-'));
  // BENCH_EMBEDDED_SETTINGS='{"name":"value"}': settings over the default start's, for an experiment.
  const settings = z
    .record(z.string(), z.union([z.string(), z.number()]))
    .parse(JSON.parse(process.env.BENCH_EMBEDDED_SETTINGS ?? '{}'));
  const embedded = await startEmbeddedPostgres({ dataDir, settings });
  return {
    url: embedded.url,
    cpuMs: () => backendsCpuMs(embedded.urlFor('postgres'), DATABASE_NAME),
    memoryMb: () => {
      const pid = embedded.pid();
      return pid === null ? null : clusterMemoryMb(pid);
    },
    drop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The memory of a PostgreSQL server's processes: the postmaster and its children, each's
 * proportional set size (shared pages divided among those that map them, so the shared
 * buffers count once).
 */
function clusterMemoryMb(postmaster: number): number {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The parent's pid is the stat file's 4th field.
    const parent = Number(statFields(Number(entry))?.[1]);
    if (parent === postmaster) pids.push(Number(entry));
  }
  let kilobytes = 0;
  for (const pid of pids) {
    const rollup = readFileOrNull(`/proc/${pid}/smaps_rollup`) ?? '';
    kilobytes += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
  }
  return round(kilobytes / 1024, 1);
}

/** A process's /proc stat fields after its command's closing parenthesis (the 3rd on). */
function statFields(pid: number): string[] | null {
  const stat = readFileOrNull(`/proc/${pid}/stat`);
  return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function readFileOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** A fresh database on DATABASE_URL's server for one run, dropped at the end. */
async function freshPostgres(): Promise<BenchDatabase> {
  const admin = process.env.DATABASE_URL ?? '';
  const name = `scaffale_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cpuMs: () => backendsCpuMs(admin, name),
    memoryMb: () => null,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A ceiling server in its own process (bench/src/ceiling-process.ts). */
function startCeiling(kind: 'bare' | 'graphql', body: string): Promise<StartedProcess> {
  return startProcess('./ceiling-process.ts', {}, { kind, body });
}

/** The lines of the shelf-import scenario's file. */
const IMPORT_LINES = 50_000;

/**
 * A bookshop's staff import a generated file of IMPORT_LINES new books once
 * (docs/spec/shelf-import.md): lines a second for 'req/s', the seconds it took for p50 and
 * p99 (in ms), and the statements per line, which stay far below one (a batch of 1,000 lines
 * is a few set-based statements).
 */
async function shelfImport(kind: string, base: string, meter: Meter): Promise<Row> {
  const staff = await loggedIn(base, 'staff.centrale@example.com');
  const lines = ['isbn;titolo;autori;editore;anno;prezzo;copie'];
  for (let i = 0; i < IMPORT_LINES; i += 1) {
    const twelve = `979${String(100_000_000 + i)}`;
    const isbn = `${twelve}${isbn13CheckDigit(twelve)}`;
    lines.push(
      `${isbn};Libro del banco numero ${i};Autore ${i % 997};Editore ${i % 53};2020;${10 + (i % 90)},50;${i % 7}`,
    );
  }
  const body = `${lines.join('\r\n')}\r\n`;
  const before = await meter.read();
  const started = performance.now();
  const response = await fetch(`${base}/api/bookshop/shelf/import/`, {
    method: 'POST',
    headers: { ...staff.headers(), 'content-type': 'text/csv' },
    body,
  });
  const answer = (await response.json()) as { created?: number };
  const ms = performance.now() - started;
  const after = await meter.read();
  const failed = response.status !== 200 || answer.created !== IMPORT_LINES;
  return {
    engine: kind,
    scenario: `shelf import, ${IMPORT_LINES} new lines (lines/s)`,
    reqPerSec: Math.round(IMPORT_LINES / (ms / 1000)),
    p50: Math.round(ms),
    p99: Math.round(ms),
    errors: failed ? 1 : 0,
    timeouts: 0,
    ...perRequest(before, after, IMPORT_LINES, 3),
    ratio: null,
    note: `${round(ms / 1000, 1)} s for ${Math.round(Buffer.byteLength(body) / 1024)} KB`,
  };
}

async function loggedIn(base: string, email: string): Promise<BenchClient> {
  const client = new BenchClient(base);
  const response = await client.post('/api/login/', { email, password: DEMO_PASSWORD });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return client;
}

// V8 keeps the young generation it grew while busy (up to two 16 MB semi-spaces, empty after
// a GC) until its memory reducer finds the process idle, 4 to 12 seconds later here, and
// shrinks it to 1 MB. Read a second after start, the same server measured 95–126 MB from
// one run to the next; at rest, a steady 87–95 MB (docs/perf-log.md, step 40).
const AT_REST_WITHIN_MS = 30_000;

/**
 * The server's RSS after a GC, a second after it went idle and again once at rest: when V8
 * has given back its young generation (or after 30 s, if it never does).
 */
async function memoryAtRest(server: ServerProcess) {
  const second = () => new Promise((resolve) => setTimeout(resolve, 1000));
  await second();
  const first = await server.call('stats');
  const givenUpAt = Date.now() + AT_REST_WITHIN_MS;
  let last = first;
  // Once more after the young generation shrinks: its pages are unmapped behind the GC.
  for (let shrunk = 0; shrunk < 2 && Date.now() < givenUpAt;) {
    await second();
    last = await server.call('stats');
    shrunk = last.youngGenerationMb <= 2 ? shrunk + 1 : 0;
  }
  return { afterOneSecondMb: round(first.rssMb, 1), atRestMb: round(last.rssMb, 1) };
}

async function statementsForBasket(server: ServerProcess, lines: number): Promise<number> {
  const email = `bench-lines-${lines}-${randomBytes(3).toString('hex')}@example.com`;
  await server.call('benchBuyer', { email, lines });
  const client = await loggedIn(server.base, email);
  const before = (await server.call('stats')).statements;
  await client.graphql('GetBasket', GET_BASKET);
  return (await server.call('stats')).statements - before;
}

async function fullCheckout(
  server: ServerProcess,
  meter: Meter | null,
  bookId: number,
  bookshopId: number,
  base = server.base,
) {
  // As many buyers as the other scenarios have connections, each buying one order after
  // another: throughput is measured with the server saturated, not waiting on 8 buyers.
  const workers = CONNECTIONS;
  const clients = await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const email = `bench-checkout-${i}-${randomBytes(3).toString('hex')}@example.com`;
      await server.call('benchBuyer', { email, lines: 0 });
      return loggedIn(base, email);
    }),
  );
  const s = [{ codelib: String(bookshopId), shipping: 'Shop_pickup' }];
  let orders = 0;
  let failures = 0;
  const latencies: number[] = [];
  const buy = async (client: BenchClient) => {
    await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(bookId) });
    const { createOrder } = await client.graphql<{ createOrder: { orderNumber: string } }>(
      'createOrder',
      CREATE,
      { s },
    );
    const intent = await client.post('/api/stripe/create-payment-intent/card/', {
      orderNumber: createOrder.orderNumber,
    });
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const confirmed = await client.post('/api/sandbox/confirm/', {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const { status } = confirmed.json<{ status: string }>();
    const page = await client.get(`/api/conferma-ordine/${createOrder.orderNumber}/`);
    if (status !== 'succeeded' || page.status !== 200)
      throw new Error(`checkout ended ${status}/${page.status}`);
  };
  // Warm-up, like autocannon's: one order per buyer, not measured.
  await Promise.allSettled(clients.map(buy));
  const before = await meter?.read();
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < deadline) {
        const began = performance.now();
        try {
          await buy(client);
          orders += 1;
          latencies.push(performance.now() - began);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  // Until the last order started is done: those finished after the deadline count too.
  const seconds = (performance.now() - started) / 1000;
  const after = await meter?.read();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    ordersPerSec: round(orders / seconds, 1),
    p50: at(0.5),
    p99: at(0.99),
    failures,
    ...(before && after ? perRequest(before, after, orders, 1) : { statementsPerRequest: null }),
  };
}

async function contestedStock(server: ServerProcess, bookshopId: number) {
  const base = server.base;
  const bookId = await server.call('addContestedBook', { bookshopId, available: 200 });
  const buyers: BenchClient[] = [];
  for (let batch = 0; batch < 200; batch += 20) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const email = `bench-race-${batch + i}-${randomBytes(3).toString('hex')}@example.com`;
          await server.call('benchBuyer', { email, lines: 0 });
          const client = await loggedIn(base, email);
          await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(bookId) });
          return client;
        }),
      )),
    );
  }
  await server.call('setAvailable', { productId: bookId, available: 10 });
  const s = [{ codelib: String(bookshopId), shipping: 'Shop_pickup' }];
  const results = await Promise.allSettled(
    buyers.map((b) => b.graphql('createOrder', CREATE, { s })),
  );
  const sold = results.filter((r) => r.status === 'fulfilled').length;
  const left = await server.call('available', { productId: bookId });
  return {
    buyers: buyers.length,
    copies: 10,
    orders: sold,
    left,
    exact: sold === 10 && left === 0,
  };
}

/**
 * The search scenario's rows: each query once to check it finds what it should (a GraphQL
 * error answers 200, which autocannon would count as a success), then under load as a guest.
 */
async function searchRows(
  kind: Engine,
  base: string,
  ceiling: number,
  meter: Meter,
  suffix: string,
): Promise<Row[]> {
  const guest = new BenchClient(base);
  const requests: { name: string; body: string }[] = [];
  for (const { name, query } of SEARCHES) {
    const { searchBooks } = await guest.graphql<{ searchBooks: { total: number } }>(
      'SearchBooks',
      SEARCH,
      { q: query },
    );
    if (searchBooks.total === 0) throw new Error(`${name} (${query}) found nothing`);
    requests.push({
      name: `${name} (${searchBooks.total} found)`,
      body: JSON.stringify({
        operationName: 'SearchBooks',
        query: SEARCH,
        variables: { q: query },
      }),
    });
  }
  const variables = { isbn: PROMESSI_SPOSI_ISBN };
  const { getBook } = await guest.graphql<{ getBook: { offers: unknown[] } | null }>(
    'GetBook',
    GET_BOOK,
    variables,
  );
  if (!getBook || getBook.offers.length === 0) throw new Error('getBook found no offers');
  requests.push({
    name: `getBook (book page, ${getBook.offers.length} offers)`,
    body: JSON.stringify({ operationName: 'GetBook', query: GET_BOOK, variables }),
  });
  const headers = guest.headers();
  guest.close();
  const rows: Row[] = [];
  for (const { name, body } of requests) {
    rows.push(
      await measure(
        kind,
        `${name}${suffix}${SEARCH_CONNECTIONS === CONNECTIONS ? '' : `, ${SEARCH_CONNECTIONS} connections`}`,
        { url: `${base}/graphql`, method: 'POST', connections: SEARCH_CONNECTIONS, body, headers },
        ceiling,
        meter,
      ),
    );
  }
  return rows;
}

/**
 * getBasket and the full checkout served by 1, 2 and 4 server processes sharing one port and
 * one database (node:cluster, as WEB_CONCURRENCY runs them), each count next to the bare
 * Fastify route served by as many processes. The ratio is to the one-process ceiling, the
 * note gives the one to the same count's. CPU per request is the server processes' together.
 */
async function processScaling(
  kind: Engine,
  server: ServerProcess,
  postgres: BenchDatabase,
  basket: { body: string; ceilingBody: string; headers: Record<string, string> },
  book: { id: number; bookshopId: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  const meter = processesMeter(server, postgres);
  let oneProcessCeiling = 0;
  for (const count of PROCESS_COUNTS) {
    const label = `${count} process${count === 1 ? '' : 'es'}`;
    const bare = await startProcess(
      './ceiling-process.ts',
      {},
      { kind: 'bare', body: basket.ceilingBody, processes: count },
    );
    const ceilingRow = await measure(
      kind,
      `${label}: ceiling: bare Fastify JSON`,
      {
        url: `http://127.0.0.1:${bare.port}/ceiling`,
        method: 'POST',
        connections: CONNECTIONS,
        body: basket.body,
        headers: { 'content-type': 'application/json' },
      },
      null,
      null,
    );
    bare.child.send({ close: true });
    await new Promise((resolve) => bare.child.once('exit', resolve));
    if (count === PROCESS_COUNTS[0]) oneProcessCeiling = ceilingRow.reqPerSec;
    const ceiling = oneProcessCeiling;
    const same = ceilingRow.reqPerSec;
    rows.push({ ...ceilingRow, ratio: round(same / ceiling, 3) });
    const { port } = await server.call('processes', { count });
    const base = `http://127.0.0.1:${port}`;
    const basketRow = await measure(
      kind,
      `${label}: getBasket`,
      {
        url: `${base}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        body: basket.body,
        headers: basket.headers,
      },
      ceiling,
      meter,
    );
    rows.push({
      ...basketRow,
      note: `${percent(basketRow.reqPerSec / same)} of ${label}' ceiling`,
    });
    const { ordersPerSec, failures, ...checkout } = await fullCheckout(
      server,
      meter,
      book.id,
      book.bookshopId,
      base,
    );
    rows.push({
      engine: kind,
      scenario: `${label}: full checkout (orders/s)`,
      reqPerSec: ordersPerSec,
      errors: failures,
      timeouts: 0,
      ...checkout,
      ratio: round(ordersPerSec / ceiling, 4),
      note: `${percent(ordersPerSec / same)} of ${label}' ceiling`,
    });
  }
  const { rssMb } = await server.call('processesStats');
  rows.push({
    engine: kind,
    scenario: `${PROCESS_COUNTS.at(-1)} processes: memory after the load (MB, RSS summed)`,
    reqPerSec: Math.round(rssMb),
    p50: 0,
    p99: 0,
    errors: 0,
    timeouts: 0,
    statementsPerRequest: null,
    ratio: null,
  });
  await server.call('processes', { count: 0 });
  return rows;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 1)}%`;

async function benchEngine(kind: Engine, scale: number) {
  const suffix = scale === 1 ? '' : ` at ${scale}×`;
  const postgres = kind === 'postgres' ? await freshPostgres() : await freshEmbedded();
  const server = new ServerProcess(
    await startProcess(
      './server-process.ts',
      {
        BENCH_DATABASE_URL: postgres.url,
        BENCH_ENGINE: kind,
        BENCH_SCALE: String(scale),
        // The default start's pool for the default start's row.
        ...(kind === 'embedded' ? { BENCH_POOL_SIZE: '10' } : {}),
      },
      undefined,
      // For experiments: Node's flags for the server alone (the ceilings run without them).
      process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean),
    ),
  );
  const meter = meterOf(server, postgres);
  const base = server.base;
  for (const email of ['bench-basket@example.com', 'bench-totals@example.com']) {
    await server.call('benchBuyer', { email, lines: 12 });
  }
  await server.call('benchBuyer', { email: 'bench-write@example.com', lines: 0 });

  const { afterOneSecondMb: memoryJustStartedMb, atRestMb: memoryAtRestMb } =
    await memoryAtRest(server);
  const databaseMemoryAtRestMb = postgres.memoryMb();

  const basketClient = await loggedIn(base, 'bench-basket@example.com');
  const basket = await basketClient.graphql<{ getBasket: { bookshops: unknown[] } }>(
    'GetBasket',
    GET_BASKET,
  );
  const bare = await startCeiling('bare', JSON.stringify({ data: basket }));
  const gql = await startCeiling('graphql', JSON.stringify(basket.getBasket));
  const basketRequest = JSON.stringify({
    operationName: 'GetBasket',
    query: GET_BASKET,
    variables: {},
  });
  const json = { 'content-type': 'application/json' };

  const rows: Row[] = [];
  const ceilingRow = await measure(
    kind,
    'ceiling: bare Fastify JSON',
    {
      url: `http://127.0.0.1:${bare.port}/ceiling`,
      method: 'POST',
      connections: CONNECTIONS,
      body: basketRequest,
      headers: json,
    },
    null,
    null,
  );
  const ceiling = ceilingRow.reqPerSec;
  rows.push(ceilingRow);
  rows.push(
    await measure(
      kind,
      'ceiling: GraphQL fixed basket',
      {
        url: `http://127.0.0.1:${gql.port}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        body: basketRequest,
        headers: json,
      },
      ceiling,
      null,
    ),
  );
  // The ceilings are done: their processes must not take CPU from the server's scenarios.
  for (const ceilingProcess of [bare, gql]) ceilingProcess.child.send({ close: true });

  if (runs('basket', scale)) {
    rows.push(
      await measure(
        kind,
        `getBasket (12 lines, 4 bookshops)${suffix}`,
        {
          url: `${base}/graphql`,
          method: 'POST',
          connections: CONNECTIONS,
          body: basketRequest,
          headers: basketClient.headers(),
        },
        ceiling,
        meter,
      ),
    );
  }

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
  if (runs('totals', scale)) {
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
        meter,
      ),
    );
  }

  const writeClient = await loggedIn(base, 'bench-write@example.com');
  const book = await server.call('benchBook');
  const addBody = JSON.stringify({
    operationName: 'AddProduct',
    query: ADD_PRODUCT,
    variables: { productId: String(book.id) },
  });
  const removeBody = JSON.stringify({
    operationName: 'removeProduct',
    query: REMOVE,
    variables: { productId: String(book.id), qty: 1 },
  });
  if (runs('writes', scale)) {
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
        meter,
      ),
    );
  }

  if (runs('checkout', scale)) {
    const { ordersPerSec, failures, ...checkout } = await fullCheckout(
      server,
      meter,
      book.id,
      book.bookshopId,
    );
    rows.push({
      engine: kind,
      scenario: `full checkout (orders/s)${suffix}`,
      reqPerSec: ordersPerSec,
      errors: failures,
      timeouts: 0,
      ...checkout,
      ratio: round(ordersPerSec / ceiling, 4),
      note: 'add + createOrder + intent + sandbox confirm + confirmation',
    });
  }

  if (runs('search', scale)) rows.push(...(await searchRows(kind, base, ceiling, meter, suffix)));
  if (runs('processes', scale)) {
    rows.push(
      ...(await processScaling(
        kind,
        server,
        postgres,
        {
          body: basketRequest,
          ceilingBody: JSON.stringify({ data: basket }),
          headers: basketClient.headers(),
        },
        book,
      )),
    );
  }

  const statements = {
    lines1: await statementsForBasket(server, 1),
    lines12: await statementsForBasket(server, 12),
    lines200: await statementsForBasket(server, 200),
  };
  const contested = await contestedStock(server, book.bookshopId);
  const { atRestMb: memoryAfterLoadMb } = await memoryAtRest(server);
  const databaseMemoryAfterLoadMb = postgres.memoryMb();
  // Last: its 50,000 books would change what the scenarios above read.
  if (runs('import', scale)) rows.push(await shelfImport(kind, base, meter));

  await server.call('close');
  await postgres.drop();
  return {
    scale,
    rows,
    memoryJustStartedMb,
    memoryAtRestMb,
    databaseMemoryAtRestMb,
    databaseMemoryAfterLoadMb,
    memoryAfterLoadMb,
    getBasketStatements: statements,
    contested,
  };
}

function printTargets(engine: Engine, targets: TargetCheck[]): void {
  if (targets.length === 0) return;
  console.log(`targets (${TARGETS_TITLE[engine]}):`);
  for (const t of targets) console.log(`  ${t.met ? 'met    ' : 'MISSED '} ${t.name}: ${t.actual}`);
}

function printTable(rows: Row[]): void {
  const header = [
    'engine',
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'SQL/req',
    'CPU ms/req: server',
    'PG',
    'ratio',
  ];
  const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));
  const body = rows.map((r) => [
    r.engine,
    r.scenario,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.statementsPerRequest === null ? '-' : String(r.statementsPerRequest),
    ms(r.serverCpuMs),
    ms(r.postgresCpuMs),
    r.ratio === null ? '-' : percent(r.ratio),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const cells of body) console.log(line(cells));
}

async function main(): Promise<void> {
  const engines: Engine[] = ['embedded'];
  if (process.env.DATABASE_URL) engines.push('postgres');
  // BENCH_ENGINES=postgres runs one engine only.
  const only = process.env.BENCH_ENGINES?.split(',');
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => only.includes(e)));
  const results = [];
  // The demo's size, then the catalogue at scale when the search scenario runs.
  const scales = [1];
  if (SCALE > 1 && (ONLY === null || ONLY.includes('search'))) scales.push(SCALE);
  for (const [engine, scale] of engines.flatMap((e) => scales.map((n) => [e, n] as const))) {
    console.log(
      `\n== ${engine}${scale === 1 ? '' : ` at scale ${scale}`}: ${SECONDS}s per scenario after ${WARMUP_SECONDS}s warm-up, ${CONNECTIONS} connections`,
    );
    const result = await benchEngine(engine, scale);
    printTable(result.rows);
    for (const row of result.rows.filter((r) => /^\d+ process/.test(r.scenario) && r.note)) {
      console.log(`${row.scenario}: ${row.note}`);
    }
    console.log(
      `server memory at rest: ${result.memoryAtRestMb} MB RSS after start (${result.memoryJustStartedMb} MB a second after start, before V8 gave back its young generation; ${result.memoryAfterLoadMb} MB at rest after the load)`,
    );
    if (result.databaseMemoryAtRestMb !== null) {
      console.log(
        `embedded PostgreSQL's processes at rest after start: ${result.databaseMemoryAtRestMb} MB (PSS; ${result.databaseMemoryAfterLoadMb ?? '-'} MB after the load); with the server: ${round(result.databaseMemoryAtRestMb + result.memoryAtRestMb, 1)} MB`,
      );
    }
    console.log(
      `getBasket SQL statements for 1 / 12 / 200 lines: ${result.getBasketStatements.lines1} / ${result.getBasketStatements.lines12} / ${result.getBasketStatements.lines200}`,
    );
    console.log(
      `contested stock: ${result.contested.buyers} buyers, ${result.contested.copies} copies → ${result.contested.orders} orders, ${result.contested.left} left (${result.contested.exact ? 'exact' : 'WRONG'})`,
    );
    const targets = checkTargets(engine, result);
    printTargets(engine, targets);
    results.push({ engine, ...result, targets });
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
