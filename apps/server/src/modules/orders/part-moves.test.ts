import {
  canMovePart,
  PART_STATUSES,
  PART_TRANSITIONS,
  type PartStatus,
} from '@scaffale/domain/part-states';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledSql, compilerOnly, serverSourceLines } from '../../test/sources.ts';
import {
  movePart,
  movePartsSql,
  partsOfOrderCancelled,
  partsOfOrderRevived,
  partsToConfirm,
} from './part-moves.ts';

// A part's status has one owner (part-moves.ts) and one transition table (the domain's
// part-states.ts): no other file of the server updates order_parts, and every move the owner
// makes, one part at a time or inside an order's statement, is checked against the table.

const UPDATES_A_PART = /updateTable\(\s*['"]order_parts['"]|UPDATE\s+order_parts\b/i;

const EVERY_MOVE = PART_STATUSES.flatMap((from) =>
  PART_STATUSES.map((to) => [from, to] as [PartStatus, PartStatus]),
);

describe('order parts', () => {
  it('are updated by part-moves.ts alone', () => {
    const writers = serverSourceLines(
      UPDATES_A_PART,
      (file) => file === 'modules/orders/part-moves.ts' || file.startsWith('db/migrations/'),
    );
    expect(writers).toEqual([]);
  });

  it('the scan finds an update where there is one', () => {
    expect(UPDATES_A_PART.test(`tx.updateTable('order_parts').set({ status })`)).toBe(true);
    expect(UPDATES_A_PART.test(`UPDATE order_parts p SET status = 'SHIPPED'`)).toBe(true);
    expect(UPDATES_A_PART.test(`UPDATE order_parts_archive SET x = 1`)).toBe(false);
  });

  it.each(EVERY_MOVE)('move from %s to %s only as the table says', async (from, to) => {
    const db = compilerOnly();
    if (canMovePart(from, to)) {
      await expect(movePart(db, 1, from, to)).resolves.toBeUndefined();
      const compiled = compiledSql(movePartsSql(from, to, { where: sql`true` }));
      expect(compiled.sql).toContain(`SET status = '${to}'`);
      expect(compiled.sql).toContain(`order_parts.status = '${from}'`);
    } else {
      await expect(movePart(db, 1, from, to)).rejects.toThrow(`from ${from} to ${to}`);
      expect(() => movePartsSql(from, to, { where: sql`true` })).toThrow(`from ${from} to ${to}`);
    }
  });

  it('moved by their orders: placed, cancelled unpaid, revived', () => {
    expect(PART_TRANSITIONS.AWAITING_PAYMENT).toEqual(['TO_CONFIRM', 'CANCELLED']);
    expect(PART_TRANSITIONS.CANCELLED).toEqual(['TO_CONFIRM']);
    const now = new Date('2026-01-02T03:04:05Z');
    const placed = compiledSql(partsToConfirm(now, 48, 1500)).sql;
    expect(placed).toMatch(/SET status = 'TO_CONFIRM', confirm_by = /);
    expect(placed).toContain(`order_parts.status = 'AWAITING_PAYMENT'`);
    const cancelled = compiledSql(partsOfOrderCancelled(7)).sql;
    expect(cancelled).toContain(`SET status = 'CANCELLED'`);
    expect(cancelled).toContain(`order_parts.status = 'AWAITING_PAYMENT'`);
    const revived = compiledSql(partsOfOrderRevived(7, now, 48)).sql;
    expect(revived).toContain(`SET status = 'TO_CONFIRM'`);
    expect(revived).toContain(`order_parts.status = 'CANCELLED'`);
  });
});
