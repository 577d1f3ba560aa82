import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { refusalCode } from '../../db/errors.ts';
import { lastStatement } from '../../db/last-statement.ts';
import type { UserRef } from '../account/identity.ts';
import { OrderErrors } from './errors.ts';

// The stock an order takes: every buyer of a book queues on its row, so it is taken last in
// the order's transaction and sent with the commit. And the copies given back to the shelf
// (an order cancelled, a part's copies rejected or cancelled), the rows locked the same way.

/**
 * Takes the stock, rows locked in id order, and commits: the transaction's last statement.
 * Refuses the whole order if any copy is missing.
 */
export async function takeStock(
  tx: Db,
  lines: readonly { productId: number; qty: number }[],
): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  const books = JSON.stringify([...wanted].map(([id, qty]) => ({ id, qty })));
  // Locks the rows in id order (like every stock writer: no deadlocks) and takes the stock
  // only if every book has enough: one statement, its text the same for any basket. FOR NO
  // KEY UPDATE is the lock an UPDATE takes: it queues the other stock writers but not the
  // foreign keys' checks (a book added to a basket meanwhile need not wait for the commit).
  // A shortfall fails the statement (refuse), so the commit sent with it rolls back. The
  // books come as JSON rather than arrays: PostgreSQL sizes an array's unnest from its
  // values, so a plan made without them looked costlier and it planned the statement anew
  // on every order; a JSON recordset is sized the same either way, so one plan serves all.
  // But sized at a hundred books, which the plan found cheaper to seek by reading the whole
  // catalogue: the books are looked up by the ids of an array made when the statement
  // runs, which the planner sizes at ten, as a basket is (docs/perf-log.md, step 39).
  try {
    await lastStatement(
      tx,
      sql`
      WITH wanted AS (
        SELECT * FROM json_to_recordset(${books}::json) AS w(id bigint, qty int)
      ), locked AS (
        SELECT p.id, p.available, wanted.qty FROM products p JOIN wanted ON wanted.id = p.id
        WHERE p.id = ANY (ARRAY(SELECT id FROM wanted))
        ORDER BY p.id FOR NO KEY UPDATE OF p
      ), short AS (
        SELECT count(*) AS n FROM locked WHERE locked.available < locked.qty
      ), taken AS (
        UPDATE products SET available = products.available - locked.qty
        FROM locked WHERE products.id = locked.id AND (SELECT n FROM short) = 0
      )
      -- A data-modifying CTE runs whether or not it is read.
      SELECT CASE WHEN (SELECT n FROM short) > 0 THEN refuse('OUT_OF_STOCK') ELSE 0 END AS short`,
    );
  } catch (error) {
    if (refusalCode(error) === 'OUT_OF_STOCK') throw OrderErrors.outOfStock();
    throw error;
  }
}

/**
 * The CTEs `qty` (product_id, qty: the copies of each book, as the query `copies` selects
 * them) and `locked` (those books' rows, locked in id order with the lock an UPDATE takes,
 * as every stock writer does: no deadlocks). What gives copies back to the shelf, or takes
 * them again, starts with.
 */
export function copiesLocked(copies: RawBuilder<unknown>) {
  return sql`qty AS (${copies}), locked AS (
      SELECT id FROM products WHERE id IN (SELECT product_id FROM qty) ORDER BY id FOR NO KEY UPDATE
    )`;
}

/** The copies per book an order's lines still hold (those rejected are not the order's). */
export function orderCopies(orderId: number) {
  return sql`
    SELECT l.product_id, sum(l.qty - l.rejected_qty)::int AS qty
    FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id
    WHERE p.order_id = ${orderId} GROUP BY l.product_id`;
}

/**
 * Puts copies back on the shelf (the query `copies` selects product_id, qty): each book's
 * copies on sale before and after, for the audit.
 */
export async function putBackOnShelf(
  tx: Db,
  copies: RawBuilder<unknown>,
): Promise<{ id: number; before: number; after: number }[]> {
  const { rows } = await sql<{ id: number; before: number; after: number }>`
    WITH ${copiesLocked(copies)}
    UPDATE products SET available = products.available + qty.qty
    FROM qty WHERE products.id = qty.product_id AND products.id IN (SELECT id FROM locked)
    RETURNING products.id, products.available - qty.qty AS before, products.available AS after`.execute(
    tx,
  );
  return rows;
}

/**
 * The titles of the account's basket lines that ask for more copies than are left, counting
 * the copies the account's own pending order holds as its own.
 */
export function booksShortOfCopies(db: Db, userId: UserRef) {
  return db
    .selectFrom('basket_lines as l')
    .innerJoin('baskets as b', 'b.id', 'l.basket_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select('p.title')
    .where('b.user_id', '=', userId)
    .where(
      sql<boolean>`l.qty > p.available + COALESCE((
        SELECT sum(ol.qty)::int FROM orders o
        JOIN order_parts op ON op.order_id = o.id
        JOIN order_lines ol ON ol.order_part_id = op.id
        WHERE o.user_id = b.user_id AND o.status = 'pending' AND ol.product_id = p.id
      ), 0)`,
    )
    .orderBy('l.id')
    .execute();
}
