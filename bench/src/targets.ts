// The performance targets of docs/spec/quality.md §1, as ratios to the bare Fastify route
// measured in the same run: one set on DATABASE_URL's PostgreSQL, the production set-up,
// the other on the default start's embedded PostgreSQL, what `npm install && npm start`
// gives a newcomer.

import type { Engine } from '../../apps/server/src/db/database.ts';

export interface Row {
  engine: string;
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statementsPerRequest: number | null;
  /** CPU time per request (per order for the checkout), in the server and in PostgreSQL. */
  serverCpuMs?: number;
  postgresCpuMs?: number;
  ratio: number | null;
  note?: string;
}

export interface EngineResult {
  /** 1: the demo data; N: `npm run seed -- --scale N`'s catalogue (the search pass). */
  scale: number;
  rows: Row[];
  memoryAtRestMb: number;
  /** The embedded PostgreSQL's processes at rest (null for an external server). */
  databaseMemoryAtRestMb: number | null;
  getBasketStatements: { lines1: number; lines12: number; lines200: number };
  contested: { exact: boolean; orders: number; copies: number };
}

export interface TargetCheck {
  name: string;
  met: boolean;
  actual: string;
}

const percent = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? '-' : `${(ratio * 100).toFixed(2)}%`;

export const TARGETS_TITLE: Record<Engine, string> = {
  postgres: 'docs/spec/quality.md §1, PostgreSQL',
  embedded: 'docs/spec/quality.md §1, the default start',
};

interface Thresholds {
  basket: number;
  basketP99Ms: number;
  totals: number;
  writes: number;
  checkout: number;
  memoryMb: number;
}

const THRESHOLDS: Record<Engine, Thresholds> = {
  postgres: {
    basket: 0.15,
    basketP99Ms: 30,
    totals: 0.1,
    writes: 0.05,
    checkout: 0.01,
    memoryMb: 120,
  },
  embedded: {
    basket: 0.12,
    basketP99Ms: 60,
    totals: 0.08,
    writes: 0.05,
    checkout: 0.008,
    memoryMb: 250,
  },
};

/** Each search's p99 at 100× the demo's catalogue (docs/adr/023-search-in-postgresql.md). */
export const SEARCH_P99_MS = 50;

export function checkTargets(engine: Engine, result: EngineResult): TargetCheck[] {
  if (result.scale > 1) return searchTargets(result);
  const t = THRESHOLDS[engine];
  const row = (prefix: string) => result.rows.find((r) => r.scenario.startsWith(prefix));
  const basket = row('getBasket');
  const totals = row('getRealCartTotals');
  const writes = row('addProduct');
  const checkout = row('full checkout');
  const s = result.getBasketStatements;
  // The default start runs the database too: its processes count with the server's.
  const memoryMb =
    engine === 'embedded'
      ? Math.round((result.memoryAtRestMb + (result.databaseMemoryAtRestMb ?? Infinity)) * 10) / 10
      : result.memoryAtRestMb;
  return [
    {
      name: `getBasket ≥ ${t.basket * 100}% of the ceiling, p99 ≤ ${t.basketP99Ms} ms`,
      met: (basket?.ratio ?? 0) >= t.basket && (basket?.p99 ?? Infinity) <= t.basketP99Ms,
      actual: `${percent(basket?.ratio)}, p99 ${basket?.p99 ?? '-'} ms`,
    },
    {
      name: `getRealCartTotals ≥ ${t.totals * 100}%`,
      met: (totals?.ratio ?? 0) >= t.totals,
      actual: percent(totals?.ratio),
    },
    {
      name: `addProduct + removeProduct ≥ ${t.writes * 100}%, no timeouts`,
      met: (writes?.ratio ?? 0) >= t.writes && writes?.timeouts === 0,
      actual: `${percent(writes?.ratio)}, ${writes?.timeouts ?? '-'} timeouts`,
    },
    {
      name: `full checkout ≥ ${t.checkout * 100}% (orders/s)`,
      met: (checkout?.ratio ?? 0) >= t.checkout,
      actual: percent(checkout?.ratio),
    },
    {
      name:
        engine === 'embedded'
          ? `server and database processes at rest ≤ ${t.memoryMb} MB`
          : `server memory at rest ≤ ${t.memoryMb} MB`,
      met: memoryMb <= t.memoryMb,
      actual: `${memoryMb} MB`,
    },
    {
      name: 'getBasket SQL statements the same for 1, 12 and 200 lines',
      met: s.lines1 === s.lines12 && s.lines12 === s.lines200,
      actual: `${s.lines1} / ${s.lines12} / ${s.lines200}`,
    },
    {
      name: 'contested stock exact',
      met: result.contested.exact,
      actual: `${result.contested.orders} orders for ${result.contested.copies} copies`,
    },
  ];
}

/** At scale: searchBooks for a word, an ISBN and a typo, each p99 ≤ SEARCH_P99_MS. */
function searchTargets(result: EngineResult): TargetCheck[] {
  return ['a word', 'an ISBN', 'a typo'].map((what) => {
    const row = result.rows.find((r) => r.scenario.startsWith(`searchBooks: ${what}`));
    return {
      name: `searchBooks for ${what} at ${result.scale}×: p99 ≤ ${SEARCH_P99_MS} ms, no errors`,
      met: row !== undefined && row.p99 <= SEARCH_P99_MS && row.errors === 0,
      actual: row === undefined ? 'not run' : `p99 ${row.p99} ms, ${row.errors} errors`,
    };
  });
}
