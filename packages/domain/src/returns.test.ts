import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptCharge, lineCharges } from './part-refunds.ts';
import {
  RETURN_STATES,
  addDays,
  canMoveReturn,
  isNonWorkingDay,
  isOpenReturn,
  keptCopies,
  refundDueBy,
  returnRefund,
  returnStateBefore,
  romeDay,
  romeMidnight,
  withdrawalWindow,
  withinWithdrawal,
  type ReturnPartMoney,
} from './returns.ts';

describe('a return’s states', () => {
  it('goes requested, accepted, received, refunded, or requested, refused', () => {
    expect(canMoveReturn('REQUESTED', 'ACCEPTED')).toBe(true);
    expect(canMoveReturn('REQUESTED', 'REFUSED')).toBe(true);
    expect(canMoveReturn('ACCEPTED', 'RECEIVED')).toBe(true);
    expect(canMoveReturn('RECEIVED', 'REFUNDED')).toBe(true);
    expect(canMoveReturn('REQUESTED', 'RECEIVED')).toBe(false);
    expect(canMoveReturn('ACCEPTED', 'REFUSED')).toBe(false);
    expect(canMoveReturn('REFUNDED', 'REQUESTED')).toBe(false);
    expect(canMoveReturn('REFUSED', 'ACCEPTED')).toBe(false);
    expect(returnStateBefore('RECEIVED')).toBe('ACCEPTED');
    expect(() => returnStateBefore('REQUESTED')).toThrow();
  });

  it('leaves nothing to do once refunded or refused', () => {
    expect(RETURN_STATES.filter(isOpenReturn)).toEqual(['REQUESTED', 'ACCEPTED', 'RECEIVED']);
  });
});

describe('the withdrawal window', () => {
  it('counts 14 days from the day after delivery, Italy’s calendar, to that day’s end', () => {
    // Delivered Tuesday 3 November 2026 at 10:00 in Rome: the 14th day is Tuesday the 17th.
    const window = withdrawalWindow(new Date('2026-11-03T09:00:00Z'));
    expect(window.lastDay).toBe('2026-11-17');
    expect(window.endsAt.toISOString()).toBe('2026-11-17T23:00:00.000Z');
  });

  it('takes the delivery’s day in Rome, not in UTC', () => {
    // 23:30 UTC on 2 November is 00:30 on the 3rd in Rome.
    expect(withdrawalWindow(new Date('2026-11-02T23:30:00Z')).lastDay).toBe('2026-11-17');
  });

  it('moves a last day on a weekend or a national holiday to the next working day', () => {
    // Delivered Saturday 14 November: the 14th day is Saturday the 28th → Monday the 30th.
    expect(withdrawalWindow(new Date('2026-11-14T10:00:00Z')).lastDay).toBe('2026-11-30');
    // Delivered 11 December: the 14th day is Christmas (Friday), then Saturday, Sunday → 28th.
    expect(withdrawalWindow(new Date('2026-12-11T10:00:00Z')).lastDay).toBe('2026-12-28');
    // Easter Monday 2027 is 29 March.
    expect(isNonWorkingDay('2027-03-29')).toBe(true);
    expect(isNonWorkingDay('2027-03-30')).toBe(false);
    expect(isNonWorkingDay('2026-06-02')).toBe(true);
  });

  it('ends at Rome’s midnight in summer time too', () => {
    expect(romeMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(romeMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(romeMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('is open until its last instant and closed from its end', () => {
    const delivered = new Date('2026-11-03T09:00:00Z');
    expect(withinWithdrawal(delivered, new Date('2026-11-17T22:59:59.999Z'))).toBe(true);
    expect(withinWithdrawal(delivered, new Date('2026-11-17T23:00:00Z'))).toBe(false);
  });

  it('always gives at least 14 whole days after the delivery’s day, never more than 19', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') }),
        (delivered) => {
          if (Number.isNaN(delivered.getTime())) return;
          const window = withdrawalWindow(delivered);
          const first = addDays(romeDay(delivered), 14);
          expect(window.lastDay >= first).toBe(true);
          expect(window.lastDay <= addDays(first, 5)).toBe(true);
          expect(isNonWorkingDay(window.lastDay)).toBe(false);
          expect(romeDay(window.endsAt)).toBe(addDays(window.lastDay, 1));
          expect(romeDay(new Date(window.endsAt.getTime() - 1))).toBe(window.lastDay);
        },
      ),
    );
  });

  it('wants the refund within 14 days of the request', () => {
    expect(refundDueBy(new Date('2026-11-03T09:00:00Z')).toISOString()).toBe(
      '2026-11-17T09:00:00.000Z',
    );
  });
});

describe('what a return gives back', () => {
  const part: ReturnPartMoney = {
    lines: [
      { floorCents: 0, totalCents: 699, qty: 1, rejectedQty: 0, returnedQty: 0 },
      { floorCents: 0, totalCents: 1638, qty: 2, rejectedQty: 0, returnedQty: 0 },
    ],
    // A 10 % code on 23.37: 2.34, spread 0.70 and 1.64.
    discountCents: 234,
    shippingCents: 490,
    cheapestDeliveryCents: null,
  };

  it('gives back a copy at what the buyer paid for it, the delivery kept', () => {
    expect(returnRefund(part, [0, 1])).toEqual({
      lineCents: [0, 737],
      deliveryCents: 0,
      totalCents: 737,
      wholePart: false,
    });
  });

  it('gives back the delivery with the last copy', () => {
    expect(returnRefund(part, [1, 2])).toEqual({
      lineCents: [629, 1474],
      deliveryCents: 490,
      totalCents: 629 + 1474 + 490,
      wholePart: true,
    });
    const rest = {
      ...part,
      lines: [
        { floorCents: 0, totalCents: 699, qty: 1, rejectedQty: 0, returnedQty: 1 },
        { floorCents: 0, totalCents: 1638, qty: 2, rejectedQty: 1, returnedQty: 0 },
      ],
    };
    expect(returnRefund(rest, [0, 1])).toEqual({
      lineCents: [0, 737],
      deliveryCents: 490,
      totalCents: 737 + 490,
      wholePart: true,
    });
  });

  it('gives back only the cheapest standard delivery of an express one', () => {
    expect(returnRefund({ ...part, cheapestDeliveryCents: 350 }, [1, 2]).deliveryCents).toBe(350);
    expect(returnRefund({ ...part, cheapestDeliveryCents: 900 }, [1, 2]).deliveryCents).toBe(490);
  });

  it('refuses more copies than the buyer kept', () => {
    const rejected = {
      ...part,
      lines: [
        { floorCents: 0, totalCents: 699, qty: 1, rejectedQty: 0, returnedQty: 0 },
        { floorCents: 0, totalCents: 1638, qty: 2, rejectedQty: 1, returnedQty: 0 },
      ],
    };
    expect(keptCopies(rejected.lines[1]!)).toBe(1);
    expect(() => returnRefund(rejected, [0, 2])).toThrow(RangeError);
    expect(() => returnRefund(part, [0, -1])).toThrow(RangeError);
    expect(() => returnRefund(part, [0])).toThrow(RangeError);
  });

  it('gives back, over any returns, exactly what the kept copies were charged', () => {
    const lines = fc.array(
      fc.record({
        unit: fc.integer({ min: 1, max: 9_000 }),
        qty: fc.integer({ min: 1, max: 4 }),
        rejected: fc.integer({ min: 0, max: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.array(fc.array(fc.nat({ max: 4 }), { minLength: 4, maxLength: 4 }), { maxLength: 4 }),
        (drawn, percent, shipping, steps) => {
          const totals = drawn.map((l) => ({ floorCents: 0, totalCents: l.unit * l.qty }));
          const goods = totals.reduce((a, l) => a + l.totalCents, 0);
          const discount = Math.floor((goods * percent) / 100);
          let state: ReturnPartMoney = {
            lines: drawn.map((l) => ({
              totalCents: l.unit * l.qty,
              floorCents: 0,
              qty: l.qty,
              rejectedQty: Math.min(l.rejected, l.qty - 1),
              returnedQty: 0,
            })),
            discountCents: discount,
            shippingCents: shipping,
            cheapestDeliveryCents: null,
          };
          const charges = lineCharges(totals, discount);
          // What the kept copies were charged before any return: the line less its rejected.
          const keptBefore = state.lines.reduce(
            (sum, line, i) => sum + keptCharge(charges[i] ?? 0, line),
            0,
          );
          let given = 0;
          for (const step of [...steps, [4, 4, 4, 4]]) {
            const counts = state.lines.map((line, i) => Math.min(step[i] ?? 0, keptCopies(line)));
            const refund = returnRefund(state, counts);
            expect(refund.totalCents).toBe(
              refund.lineCents.reduce((a, b) => a + b, 0) + refund.deliveryCents,
            );
            refund.lineCents.forEach((cents) => expect(cents).toBeGreaterThanOrEqual(0));
            given += refund.totalCents;
            state = {
              ...state,
              lines: state.lines.map((l, i) => ({ ...l, returnedQty: l.returnedQty + counts[i]! })),
            };
          }
          expect(state.lines.every((l) => keptCopies(l) === 0)).toBe(true);
          expect(given).toBe(keptBefore + shipping);
        },
      ),
    );
  });
});
