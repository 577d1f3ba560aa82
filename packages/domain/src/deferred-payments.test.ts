import { describe, expect, it } from 'vitest';
import { deferredBalance, deferredPaid, settlementFits } from './deferred-payments.ts';

const invoiced = { chargedCents: 12_000, refundsOwedCents: 0, receivedCents: 0, repaidCents: 0 };

describe('a deferred payment', () => {
  it('owes what the order charged until money is received', () => {
    expect(deferredBalance(invoiced)).toEqual({
      dueCents: 12_000,
      balanceCents: 12_000,
      state: 'OUTSTANDING',
    });
    expect(deferredPaid(invoiced)).toBe(false);
  });

  it('nets the refunds owed against what is still owed', () => {
    const account = { ...invoiced, refundsOwedCents: 2_500 };
    expect(deferredBalance(account)).toEqual({
      dueCents: 9_500,
      balanceCents: 9_500,
      state: 'OUTSTANDING',
    });
    expect(settlementFits(account, 'RECEIVED', 9_500)).toBe(true);
    expect(settlementFits(account, 'RECEIVED', 9_501)).toBe(false);
    expect(deferredPaid({ ...account, receivedCents: 9_500 })).toBe(true);
  });

  it('is paid only once everything due was received, in one payment or several', () => {
    const part = { ...invoiced, receivedCents: 7_000 };
    expect(deferredBalance(part).balanceCents).toBe(5_000);
    expect(deferredPaid(part)).toBe(false);
    expect(deferredPaid({ ...part, receivedCents: 12_000 })).toBe(true);
  });

  it('owes money back when a refund comes after the payment, until it is repaid', () => {
    const paidThenRefunded = { ...invoiced, receivedCents: 12_000, refundsOwedCents: 3_000 };
    expect(deferredBalance(paidThenRefunded)).toEqual({
      dueCents: 9_000,
      balanceCents: -3_000,
      state: 'TO_REPAY',
    });
    expect(settlementFits(paidThenRefunded, 'RECEIVED', 1)).toBe(false);
    expect(settlementFits(paidThenRefunded, 'REPAID', 3_000)).toBe(true);
    expect(settlementFits(paidThenRefunded, 'REPAID', 3_001)).toBe(false);
    const repaid = { ...paidThenRefunded, repaidCents: 3_000 };
    expect(deferredBalance(repaid).state).toBe('SETTLED');
    expect(deferredPaid(repaid)).toBe(true);
  });

  it('is settled with nothing to pay when every book was refunded before any payment', () => {
    const allRefunded = { ...invoiced, refundsOwedCents: 12_000 };
    expect(deferredBalance(allRefunded).state).toBe('SETTLED');
    expect(deferredPaid(allRefunded)).toBe(false);
    expect(settlementFits(allRefunded, 'RECEIVED', 1)).toBe(false);
  });

  it('refuses amounts that are not whole positive cents', () => {
    expect(settlementFits(invoiced, 'RECEIVED', 0)).toBe(false);
    expect(settlementFits(invoiced, 'RECEIVED', -5)).toBe(false);
    expect(settlementFits(invoiced, 'RECEIVED', 10.5)).toBe(false);
  });
});
