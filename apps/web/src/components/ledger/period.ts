// The periods a statement is asked for: whole days, YYYY-MM-DD, both ends included, on the
// shop's clock (Europe/Rome, as the ledger's server dates are), whatever the visitor's.

/** A period of whole days, YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

/** The quick choices of the period filter. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today on the shop's clock, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether `text` is a real calendar day, YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** Whether `text` is a month, YYYY-MM. */
export function isMonth(text: string): boolean {
  const match = MONTH.exec(text);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The whole of a month (YYYY-MM): its first day to its last. */
export function monthPeriod(month: string): Period {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The month a day (YYYY-MM-DD) is in, YYYY-MM. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month before `month` (YYYY-MM). */
function previousMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${pad(index - 1)}`;
}

/**
 * A preset's period on `today` (YYYY-MM-DD): this month and this year up to today (what has
 * happened so far), last month whole.
 */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: `${monthOf(today)}-01`, to: today };
    case 'lastMonth':
      return monthPeriod(previousMonth(monthOf(today)));
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a period is, if any (to mark the one chosen). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/** A period read from an address's `from` and `to`, else `fallback`. */
export function periodOf(from: string | null, to: string | null, fallback: Period): Period {
  return from !== null && to !== null && isDay(from) && isDay(to) && from <= to
    ? { from, to }
    : fallback;
}

/** The statement as a CSV (GET /api/bookshop/statement.csv); the administrator names the bookshop. */
export function statementCsvUrl({ from, to }: Period, bookshopId?: string): string {
  const query = new URLSearchParams({ from, to });
  if (bookshopId !== undefined) query.set('bookshopId', bookshopId);
  return `/api/bookshop/statement.csv?${query.toString()}`;
}
