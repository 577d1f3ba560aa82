import { describe, expect, it } from 'vitest';
import {
  allowedFrom,
  canMovePart,
  isPartStatus,
  PART_STATUSES,
  PART_TRANSITIONS,
  PART_WAITING_FOR,
  partStatusBefore,
} from './part-states.ts';

describe('an order part’s states', () => {
  it('has a row of the table for every state, and moves only to states', () => {
    expect(Object.keys(PART_TRANSITIONS).sort()).toEqual([...PART_STATUSES].sort());
    for (const to of Object.values(PART_TRANSITIONS).flat()) expect(isPartStatus(to)).toBe(true);
    expect(isPartStatus('LOST')).toBe(false);
  });

  it('moves with its order: placed or cancelled while awaiting payment, revived', () => {
    expect(canMovePart('AWAITING_PAYMENT', 'TO_CONFIRM')).toBe(true);
    expect(canMovePart('AWAITING_PAYMENT', 'CANCELLED')).toBe(true);
    expect(canMovePart('CANCELLED', 'TO_CONFIRM')).toBe(true);
    expect(canMovePart('AWAITING_PAYMENT', 'ACCEPTED')).toBe(false);
  });

  it('gives the staff one state to leave for each of their steps', () => {
    expect(partStatusBefore('ACCEPTED')).toBe('TO_CONFIRM');
    expect(partStatusBefore('SHIPPED')).toBe('ACCEPTED');
    expect(partStatusBefore('READY_FOR_PICKUP')).toBe('ACCEPTED');
    expect(partStatusBefore('COLLECTED')).toBe('READY_FOR_PICKUP');
    // Several states reach these: no single one to compare with.
    expect(() => partStatusBefore('TO_CONFIRM')).toThrow();
    expect(() => partStatusBefore('AWAITING_PAYMENT')).toThrow();
    expect(allowedFrom('CANCELLED')).toEqual(['AWAITING_PAYMENT', 'TO_CONFIRM']);
  });

  it('ends where nothing moves on, and waits in every other state', () => {
    for (const status of PART_STATUSES) {
      const final = PART_TRANSITIONS[status].length === 0;
      if (final) expect(Object.keys(PART_WAITING_FOR)).not.toContain(status);
    }
    for (const status of Object.keys(PART_WAITING_FOR))
      expect(PART_TRANSITIONS[status as keyof typeof PART_TRANSITIONS].length).toBeGreaterThan(0);
  });
});
