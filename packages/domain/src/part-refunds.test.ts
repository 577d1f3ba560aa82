import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeOfCopies,
  isRejectionReason,
  keptCharge,
  lineCharges,
  rejectionRefund,
  restocksByDefault,
  splitRefund,
  type PartLineMoney,
  type PartMoney,
  type RefundRoom,
} from './part-refunds.ts';

describe('what a part’s lines were charged', () => {
  it('spreads the discount by the largest remainder, not the remainder on the last line', () => {
    // 6.99 and 8.19 with 10% off (1.52): exact shares 0.6999… and 0.8200…
    expect(
      lineCharges(
        [
          { floorCents: 0, totalCents: 699 },
          { floorCents: 0, totalCents: 819 },
        ],
        152,
      ),
    ).toEqual([629, 737]);
  });

  it('gives the goods less the discount, never below zero', () => {
    expect(
      lineCharges(
        [
          { floorCents: 0, totalCents: 1000 },
          { floorCents: 0, totalCents: 500 },
        ],
        0,
      ),
    ).toEqual([1000, 500]);
    expect(
      lineCharges(
        [
          { floorCents: 0, totalCents: 1000 },
          { floorCents: 0, totalCents: 500 },
        ],
        5000,
      ),
    ).toEqual([0, 0]);
    expect(lineCharges([], 100)).toEqual([]);
  });

  it('prorates a line’s charge by copies, half a cent up', () => {
    expect(chargeOfCopies(1474, 2, 1)).toBe(737);
    expect(chargeOfCopies(1473, 2, 1)).toBe(737);
    expect(chargeOfCopies(1000, 3, 1)).toBe(333);
    expect(chargeOfCopies(1000, 3, 2)).toBe(667);
    expect(chargeOfCopies(1000, 3, 3)).toBe(1000);
    expect(chargeOfCopies(1000, 3, 0)).toBe(0);
    expect(keptCharge(1000, { qty: 3, rejectedQty: 1 })).toBe(667);
    expect(() => chargeOfCopies(1000, 3, 4)).toThrow(RangeError);
    expect(() => chargeOfCopies(1000, 0, 0)).toThrow(RangeError);
  });
});

describe('what a rejection gives back', () => {
  const part: PartMoney = {
    lines: [
      { floorCents: 0, totalCents: 699, qty: 1, rejectedQty: 0 },
      { floorCents: 0, totalCents: 1638, qty: 2, rejectedQty: 0 },
    ],
    // BENVENUTO10 on 23.37: 2.34.
    discountCents: 234,
    shippingCents: 490,
  };

  it('gives back one copy of two at what it was charged, the shipping kept', () => {
    expect(rejectionRefund(part, [0, 1])).toEqual({
      lineCents: [0, 737],
      shippingCents: 0,
      totalCents: 737,
      nothingLeft: false,
    });
  });

  it('gives back the rest and the shipping when the last copy goes', () => {
    const after: PartMoney = {
      ...part,
      lines: [
        { floorCents: 0, totalCents: 699, qty: 1, rejectedQty: 1 },
        { floorCents: 0, totalCents: 1638, qty: 2, rejectedQty: 1 },
      ],
    };
    expect(rejectionRefund(after, [0, 1])).toEqual({
      lineCents: [0, 737],
      shippingCents: 490,
      totalCents: 1227,
      nothingLeft: true,
    });
  });

  it('refuses more copies than are left, and a count per line missing', () => {
    expect(() => rejectionRefund(part, [2, 0])).toThrow(RangeError);
    expect(() => rejectionRefund(part, [-1, 0])).toThrow(RangeError);
    expect(() => rejectionRefund(part, [1])).toThrow(RangeError);
  });

  it('gives the shipping back once, not again for a rejection of nothing', () => {
    const done: PartMoney = {
      ...part,
      lines: part.lines.map((line) => ({ ...line, rejectedQty: line.qty })),
    };
    expect(rejectionRefund(done, [0, 0]).totalCents).toBe(0);
  });

  const line: fc.Arbitrary<PartLineMoney> = fc.record({
    totalCents: fc.integer({ min: 0, max: 200_000 }),
    floorCents: fc.constant(0),
    qty: fc.integer({ min: 1, max: 6 }),
    rejectedQty: fc.constant(0),
  });
  const parts = fc
    .record({
      lines: fc.array(line, { minLength: 1, maxLength: 6 }),
      discountPer: fc.integer({ min: 0, max: 1000 }),
      shippingCents: fc.integer({ min: 0, max: 5_000 }),
    })
    .map(({ lines, discountPer, shippingCents }) => {
      const goods = lines.reduce((sum, l) => sum + l.totalCents, 0);
      return { lines, discountCents: Math.floor((goods * discountPer) / 1000), shippingCents };
    });
  /** Rejections in turn: for each step and line, how much of what is left it rejects (0–1). */
  const steps = fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), {
    minLength: 1,
    maxLength: 8,
  });

  function paidFor(p: PartMoney): number {
    const goods = p.lines.reduce((sum, l) => sum + l.totalCents, 0);
    return goods - Math.min(p.discountCents, goods) + p.shippingCents;
  }

  /** The part after the steps: each refund, and the lines as they are left. */
  function run(start: PartMoney, fractions: number[][], finish: boolean) {
    let lines = start.lines.map((l) => ({ ...l }));
    const refunds: ReturnType<typeof rejectionRefund>[] = [];
    const take = (counts: number[]) => {
      const refund = rejectionRefund({ ...start, lines }, counts);
      refunds.push(refund);
      lines = lines.map((l, i) => ({ ...l, rejectedQty: l.rejectedQty + (counts[i] ?? 0) }));
    };
    for (const step of fractions)
      take(lines.map((l, i) => Math.floor((l.qty - l.rejectedQty) * (step[i] ?? 0))));
    if (finish) take(lines.map((l) => l.qty - l.rejectedQty));
    return { refunds, lines };
  }

  it('never gives back more than the part was charged, in any sequence of rejections', () => {
    fc.assert(
      fc.property(parts, steps, (p, fractions) => {
        const { refunds } = run(p, fractions, false);
        let given = 0;
        for (const refund of refunds) {
          expect(refund.totalCents).toBeGreaterThanOrEqual(0);
          refund.lineCents.forEach((cents) => expect(cents).toBeGreaterThanOrEqual(0));
          given += refund.totalCents;
          expect(given).toBeLessThanOrEqual(paidFor(p));
        }
      }),
    );
  });

  it('gives back exactly what was charged once every copy is rejected, line by line', () => {
    fc.assert(
      fc.property(parts, steps, (p, fractions) => {
        const { refunds } = run(p, fractions, true);
        const given = refunds.reduce((sum, r) => sum + r.totalCents, 0);
        expect(given).toBe(paidFor(p));
        expect(refunds.at(-1)?.nothingLeft).toBe(true);
        const charges = lineCharges(p.lines, p.discountCents);
        charges.forEach((charge, i) =>
          expect(refunds.reduce((sum, r) => sum + (r.lineCents[i] ?? 0), 0)).toBe(charge),
        );
        // The shipping once, with the last copy.
        expect(refunds.filter((r) => r.shippingCents > 0).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives back each rejection of copies within a cent of their exact share of the line', () => {
    fc.assert(
      fc.property(parts, steps, (p, fractions) => {
        const charges = lineCharges(p.lines, p.discountCents);
        let lines = p.lines.map((l) => ({ ...l }));
        for (const step of fractions) {
          const counts = lines.map((l, i) => Math.floor((l.qty - l.rejectedQty) * (step[i] ?? 0)));
          const refund = rejectionRefund({ ...p, lines }, counts);
          refund.lineCents.forEach((cents, i) => {
            const { qty } = lines[i]!;
            // |cents − charge·count/qty| < 1, in integers.
            expect(Math.abs(cents * qty - (charges[i] ?? 0) * (counts[i] ?? 0))).toBeLessThan(qty);
          });
          lines = lines.map((l, i) => ({ ...l, rejectedQty: l.rejectedQty + (counts[i] ?? 0) }));
        }
      }),
    );
  });

  /** A part's refunds split in turn over what paid it: its payment first, then store credit. */
  function splitAll(amounts: readonly number[], paid: RefundRoom) {
    const room = { ...paid };
    return amounts.map((amount) => {
      const split = splitRefund(amount, room);
      room.paymentCents -= split.paymentCents;
      room.storeCreditCents -= split.storeCreditCents;
      return split;
    });
  }
  /** How much of what the part was charged the Borsellino paid (0–1). */
  const creditShare = fc.double({ min: 0, max: 1, noNaN: true });

  it('splits the refunds of any sequence of rejections within what each means paid', () => {
    fc.assert(
      fc.property(parts, steps, creditShare, fc.boolean(), (p, fractions, share, finish) => {
        const total = paidFor(p);
        const storeCreditCents = Math.floor(total * share);
        const paid = { paymentCents: total - storeCreditCents, storeCreditCents };
        const { refunds } = run(p, fractions, finish);
        const splits = splitAll(
          refunds.map((r) => r.totalCents),
          paid,
        );
        const back = splits.reduce(
          (sum, s) => ({
            paymentCents: sum.paymentCents + s.paymentCents,
            storeCreditCents: sum.storeCreditCents + s.storeCreditCents,
          }),
          { paymentCents: 0, storeCreditCents: 0 },
        );
        splits.forEach((s, i) =>
          expect(s.paymentCents + s.storeCreditCents).toBe(refunds[i]?.totalCents),
        );
        expect(back.paymentCents).toBeLessThanOrEqual(paid.paymentCents);
        expect(back.storeCreditCents).toBeLessThanOrEqual(paid.storeCreditCents);
        // Everything rejected: everything paid goes back, each to where it came from.
        if (finish) expect(back).toEqual(paid);
      }),
    );
  });
});

describe('rejection reasons', () => {
  it('keeps the copies off the shelf by default only when they are not available', () => {
    expect(restocksByDefault('NOT_AVAILABLE')).toBe(false);
    expect(restocksByDefault('LISTING_ERROR')).toBe(true);
    expect(restocksByDefault('OTHER')).toBe(true);
    expect(isRejectionReason('OTHER')).toBe(true);
    expect(isRejectionReason('other')).toBe(false);
    expect(isRejectionReason(null)).toBe(false);
  });
});

describe('how a refund is split over what paid the order', () => {
  it('takes the provider’s payment first, then the store credit', () => {
    expect(splitRefund(700, { paymentCents: 500, storeCreditCents: 400 })).toEqual({
      paymentCents: 500,
      storeCreditCents: 200,
    });
    expect(splitRefund(300, { paymentCents: 500, storeCreditCents: 400 })).toEqual({
      paymentCents: 300,
      storeCreditCents: 0,
    });
  });

  it('counts a room overdrawn by earlier refunds as none', () => {
    expect(splitRefund(100, { paymentCents: -20, storeCreditCents: 100 })).toEqual({
      paymentCents: 0,
      storeCreditCents: 100,
    });
    expect(splitRefund(0, { paymentCents: 0, storeCreditCents: 0 })).toEqual({
      paymentCents: 0,
      storeCreditCents: 0,
    });
  });

  it('refuses to give back more than paid the order', () => {
    expect(() => splitRefund(901, { paymentCents: 500, storeCreditCents: 400 })).toThrow(
      'exceeds what paid the order',
    );
  });
});
