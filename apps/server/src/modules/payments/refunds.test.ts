import { describe, expect, it } from 'vitest';
import {
  canMoveRefund,
  partRefundKey,
  REFUND_STATES,
  REFUND_TRANSITIONS,
  refundState,
} from './refunds.ts';

// A refund's small machine: requested → sent → succeeded | failed (owed: a deferred
// invoice's, settled by hand), read from its row. Carrying refunds out exactly once is
// proved by late-payments.test.ts and the bookshop's tests, which go through refunds.ts.

describe('a refund’s states', () => {
  it('reads each row as one state', () => {
    expect(refundState({ status: 'pending', provider_status: null })).toBe('requested');
    expect(refundState({ status: 'succeeded', provider_status: 'pending' })).toBe('sent');
    expect(refundState({ status: 'succeeded', provider_status: 'succeeded' })).toBe('succeeded');
    // Store credit, given back at once: no provider.
    expect(refundState({ status: 'succeeded', provider_status: null })).toBe('succeeded');
    expect(refundState({ status: 'failed', provider_status: 'failed' })).toBe('failed');
    expect(refundState({ status: 'owed', provider_status: null })).toBe('owed');
  });

  it('moves forward only: sent by the provider, then finished or failed there', () => {
    expect(Object.keys(REFUND_TRANSITIONS).sort()).toEqual([...REFUND_STATES].sort());
    expect(canMoveRefund('requested', 'sent')).toBe(true);
    expect(canMoveRefund('requested', 'succeeded')).toBe(true);
    expect(canMoveRefund('sent', 'succeeded')).toBe(true);
    expect(canMoveRefund('sent', 'failed')).toBe(true);
    expect(canMoveRefund('succeeded', 'requested')).toBe(false);
    expect(canMoveRefund('failed', 'requested')).toBe(false);
    expect(REFUND_TRANSITIONS.owed).toEqual([]);
  });
});

describe('an order part’s refund key', () => {
  it('names the part, and the lines or copies a rejection took', () => {
    expect(partRefundKey(4, null)).toBe('part-4-cancel');
    const line = (lineId: number, qty: number, rejectedBefore: number, copies: number) => ({
      lineId,
      qty,
      rejectedBefore,
      copies,
    });
    expect(partRefundKey(4, [line(10, 2, 0, 2), line(11, 3, 0, 1)])).toBe('part-4-lines-10.11c1');
    // The rest of a line some copies of which went before: the copies rejected so far.
    expect(partRefundKey(4, [line(11, 3, 1, 2)])).toBe('part-4-lines-11c3');
  });
});
