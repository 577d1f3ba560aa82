// The performance targets of issue 6, as ratios to the bare Fastify route measured in the same
// run. They are judged on PostgreSQL, the production engine; the embedded run is reported only.

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
  rows: Row[];
  memoryAtRestMb: number;
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

export function checkTargets(engine: string, result: EngineResult): TargetCheck[] {
  if (engine !== 'postgres') return [];
  const row = (prefix: string) => result.rows.find((r) => r.scenario.startsWith(prefix));
  const basket = row('getBasket');
  const totals = row('getRealCartTotals');
  const writes = row('addProduct');
  const checkout = row('full checkout');
  const s = result.getBasketStatements;
  return [
    {
      name: 'getBasket ≥ 15% of the ceiling, p99 ≤ 30 ms',
      met: (basket?.ratio ?? 0) >= 0.15 && (basket?.p99 ?? Infinity) <= 30,
      actual: `${percent(basket?.ratio)}, p99 ${basket?.p99 ?? '-'} ms`,
    },
    {
      name: 'getRealCartTotals ≥ 10%',
      met: (totals?.ratio ?? 0) >= 0.1,
      actual: percent(totals?.ratio),
    },
    {
      name: 'addProduct + removeProduct ≥ 5%, no timeouts',
      met: (writes?.ratio ?? 0) >= 0.05 && writes?.timeouts === 0,
      actual: `${percent(writes?.ratio)}, ${writes?.timeouts ?? '-'} timeouts`,
    },
    {
      name: 'full checkout ≥ 1% (orders/s)',
      met: (checkout?.ratio ?? 0) >= 0.01,
      actual: percent(checkout?.ratio),
    },
    {
      name: 'server memory at rest ≤ 120 MB',
      met: result.memoryAtRestMb <= 120,
      actual: `${result.memoryAtRestMb} MB`,
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
