import type { Cents } from './money.ts';
import { rejectionRefund, type PartLineMoney } from './part-refunds.ts';
import { SHOP_TIME_ZONE } from './locale.ts';

// The buyer's withdrawal from a delivered part (docs/spec/withdrawal-and-returns.md): its
// return's states, the 14 days the buyer has to ask, and what the return gives back. The
// server moves returns by these rules and the pages say them.

export const RETURN_STATES = ['REQUESTED', 'ACCEPTED', 'RECEIVED', 'REFUNDED', 'REFUSED'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/**
 * From each state, the states a return may move to (§2): the staff accept or refuse a
 * request, mark the books of an accepted one received (its refund written down then), and
 * the refund's success makes it REFUNDED. REFUNDED and REFUSED are final.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  REQUESTED: ['ACCEPTED', 'REFUSED'],
  ACCEPTED: ['RECEIVED'],
  RECEIVED: ['REFUNDED'],
  REFUNDED: [],
  REFUSED: [],
};

export function isReturnState(value: unknown): value is ReturnState {
  return typeof value === 'string' && (RETURN_STATES as readonly string[]).includes(value);
}

export function canMoveReturn(from: ReturnState, to: ReturnState): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** The one state a move to `to` leaves (throws where there is not exactly one). */
export function returnStateBefore(to: ReturnState): ReturnState {
  const from = RETURN_STATES.filter((s) => canMoveReturn(s, to));
  if (from.length !== 1 || from[0] === undefined)
    throw new Error(`no single return state moves to ${to}`);
  return from[0];
}

/** A return still waiting for its bookshop: not yet refunded nor refused. */
export function isOpenReturn(state: ReturnState): boolean {
  return state !== 'REFUNDED' && state !== 'REFUSED';
}

/** The calendar days the buyer has to withdraw (Codice del Consumo art. 52). */
export const WITHDRAWAL_DAYS = 14;
/** The days the bookshop has to refund, from the request (Codice del Consumo art. 56). */
export const REFUND_DAYS = 14;
/** The longest reason a buyer or the staff may give. */
export const RETURN_REASON_MAX = 500;

/** A day of the calendar, 'YYYY-MM-DD'. */
export type IsoDay = string;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day an instant falls on in Italy. */
export function romeDay(instant: Date): IsoDay {
  return dayFormat.format(instant);
}

function dayParts(day: IsoDay): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new RangeError(day);
  return [y, m, d];
}

/** `day` plus `days` calendar days. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Easter Sunday of `year` (Gregorian: the anonymous algorithm of Meeus/Jones/Butcher). */
function easter(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Italy's national public holidays (Legge 260/1949 and its changes), as MM-DD. */
const FIXED_HOLIDAYS = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
];

/** Whether `day` is not a working day in Italy: a Saturday, a Sunday or a national holiday. */
export function isNonWorkingDay(day: IsoDay): boolean {
  const [y, m, d] = dayParts(day);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  if (FIXED_HOLIDAYS.includes(day.slice(5))) return true;
  return day === addDays(easter(y), 1);
}

/** The instant a day starts in Italy (its midnight, summer time or not). */
export function romeMidnight(day: IsoDay): Date {
  const [y, m, d] = dayParts(day);
  // Italy is one or two hours ahead of UTC: the midnight is the candidate on that day.
  for (const hours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d) - hours * 3_600_000);
    if (romeDay(candidate) === day && romeDay(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  throw new RangeError(`no midnight found for ${day}`);
}

/** Until when a delivered part may be withdrawn from. */
export interface WithdrawalWindow {
  /** The last day (Italy's calendar) on which the buyer may still ask. */
  lastDay: IsoDay;
  /** The instant the window closes: the end of that day, Italy's midnight after it. */
  endsAt: Date;
}

/**
 * The withdrawal window of a part delivered at `deliveredAt` (§1): the day of delivery does
 * not count (Regulation 1182/71 art. 3(1)); the 14 calendar days run from the next day, on
 * Italy's calendar, and the window closes at the end of the 14th; when that day is a
 * Saturday, a Sunday or a national holiday, at the end of the next working day (art. 3(4)).
 */
export function withdrawalWindow(deliveredAt: Date): WithdrawalWindow {
  let lastDay = addDays(romeDay(deliveredAt), WITHDRAWAL_DAYS);
  while (isNonWorkingDay(lastDay)) lastDay = addDays(lastDay, 1);
  return { lastDay, endsAt: romeMidnight(addDays(lastDay, 1)) };
}

/** Whether a part delivered at `deliveredAt` may still be withdrawn from at `now`. */
export function withinWithdrawal(deliveredAt: Date, now: Date): boolean {
  return now.getTime() < withdrawalWindow(deliveredAt).endsAt.getTime();
}

/** When the bookshop must have refunded a return asked at `requestedAt` (art. 56). */
export function refundDueBy(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000);
}

/** A line of a delivered part, as a return sees it. */
export interface ReturnLineMoney extends PartLineMoney {
  /** Copies returned by earlier withdrawals (0 to qty − rejectedQty). */
  returnedQty: number;
}

/** A delivered part's money, as a return sees it. */
export interface ReturnPartMoney {
  lines: readonly ReturnLineMoney[];
  discountCents: Cents;
  /** The delivery the buyer paid. */
  shippingCents: Cents;
  /**
   * The cheapest standard delivery the bookshop offered for this parcel, when the buyer chose
   * a dearer one (Express); null: what the buyer paid is the cheapest.
   */
  cheapestDeliveryCents: Cents | null;
}

/** Copies of a line the buyer still has: neither rejected nor returned. */
export function keptCopies(
  line: Pick<ReturnLineMoney, 'qty' | 'rejectedQty' | 'returnedQty'>,
): number {
  return line.qty - line.rejectedQty - line.returnedQty;
}

export interface ReturnRefund {
  /** Per line, in the lines' order: what its copies returned now give back. */
  lineCents: Cents[];
  /** The delivery given back: only when no copy is left with the buyer. */
  deliveryCents: Cents;
  totalCents: Cents;
  /** No copy of the part is left with the buyer after this return. */
  wholePart: boolean;
}

/**
 * What returning `returning[i]` copies of each line gives back (§3): each copy at what the
 * buyer paid for it, as a rejection would give it back (its share of the line after the
 * book's discount and the codes' shares, copies rejected or returned before counted), and,
 * when the return leaves the buyer no copy, the delivery up to the cheapest standard one.
 * The cost of sending the books back stays the buyer's. Throws for a count above the copies
 * kept.
 */
export function returnRefund(part: ReturnPartMoney, returning: readonly number[]): ReturnRefund {
  if (returning.length !== part.lines.length)
    throw new RangeError('one count of copies per line, please');
  part.lines.forEach((line, i) => {
    const more = returning[i] ?? 0;
    if (!Number.isInteger(more) || more < 0 || more > keptCopies(line))
      throw new RangeError(`cannot return ${more} of ${keptCopies(line)} copies`);
  });
  const asRejection = rejectionRefund(
    {
      lines: part.lines.map((line) => ({
        totalCents: line.totalCents,
        floorCents: line.floorCents,
        qty: line.qty,
        rejectedQty: line.rejectedQty + line.returnedQty,
      })),
      discountCents: part.discountCents,
      shippingCents: part.shippingCents,
    },
    returning,
  );
  const deliveryCents =
    asRejection.shippingCents === 0
      ? 0
      : Math.min(part.shippingCents, part.cheapestDeliveryCents ?? part.shippingCents);
  const lineCents = asRejection.lineCents;
  return {
    lineCents,
    deliveryCents,
    totalCents: lineCents.reduce((a, b) => a + b, 0) + deliveryCents,
    wholePart: asRejection.nothingLeft && returning.some((n) => n > 0),
  };
}
