import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-data.ts';
import { testDatabaseTargets } from '../../db/test-databases.ts';
import { buyersWithBaskets } from '../../test/fixtures.ts';

// A server process killed (SIGKILL) in the middle of creating orders leaves no half order:
// every order has its parts and lines, and the stock adds up. Needs a real server process
// and a database that outlives it: every server the suites run on.
const loop = fileURLToPath(new URL('../../test/doubles/order-loop.ts', import.meta.url));

describe.each(testDatabaseTargets())(
  'a server process killed during order creation ($name)',
  (target) => {
    it('leaves only whole orders and consistent stock', async () => {
      const database = await target.open();
      const { db } = database;
      try {
        await seedDemoData(db);
        const shop = await db
          .selectFrom('bookshops')
          .select('id')
          .where('name', '=', 'Libreria Centrale')
          .executeTakeFirstOrThrow();
        const books = await db
          .selectFrom('products')
          .select('id')
          .where('bookshop_id', '=', shop.id)
          .where('available', '>', 0)
          .orderBy('id')
          .limit(8)
          .execute();
        const bookIds = books.map((b) => b.id);
        await db
          .updateTable('products')
          .set({ available: 10_000 })
          .where('id', 'in', bookIds)
          .execute();
        const users = await buyersWithBaskets(db, {
          count: 60,
          emailPrefix: 'crash-',
          lines: bookIds.map((productId) => ({ productId, qty: 2 })),
        });

        // Each round is killed once the process has created a few of its 20 orders: it is then
        // in the middle of the next one (however fast order creation is on this machine).
        for (const [round, createdBeforeKill] of [
          [0, 1],
          [1, 4],
          [2, 9],
        ] as const) {
          const batch = users.slice(round * 20, round * 20 + 20).map((u) => u.id);
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', loop, database.url, String(shop.id), batch.join(',')],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          const exited = new Promise<number | null>((resolve) =>
            child.on('exit', (code) => resolve(code)),
          );
          let created = 0;
          const midway = new Promise<void>((resolve) =>
            child.stdout.on('data', (chunk: Buffer) => {
              created += chunk.toString().split('created').length - 1;
              if (created >= createdBeforeKill) resolve();
            }),
          );
          await Promise.race([midway, exited]);
          child.kill('SIGKILL');
          await exited;
        }

        const orders = await db
          .selectFrom('orders')
          .select('id')
          .where(
            'user_id',
            'in',
            users.map((u) => u.id),
          )
          .execute();
        expect(orders.length).toBeGreaterThan(0);
        expect(orders.length).toBeLessThan(60);
        const halfOrders = await sql<{ id: number }>`
        SELECT o.id FROM orders o
        WHERE o.user_id = ANY(${users.map((u) => u.id)})
          AND (NOT EXISTS (SELECT 1 FROM order_parts p WHERE p.order_id = o.id)
               OR EXISTS (SELECT 1 FROM order_parts p WHERE p.order_id = o.id
                          AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_part_id = p.id))
               OR (SELECT count(*) FROM order_lines l JOIN order_parts p ON p.id = l.order_part_id WHERE p.order_id = o.id) <> ${bookIds.length})`.execute(
          db,
        );
        expect(halfOrders.rows).toEqual([]);
        const stock = await sql<{ id: number; available: number; ordered: number }>`
        SELECT p.id, p.available,
          coalesce((SELECT sum(l.qty) FROM order_lines l JOIN order_parts op ON op.id = l.order_part_id
                    JOIN orders o ON o.id = op.order_id WHERE l.product_id = p.id AND o.status <> 'cancelled'), 0)::int AS ordered
        FROM products p WHERE p.id = ANY(${bookIds})`.execute(db);
        for (const row of stock.rows) expect(row.available + row.ordered).toBe(10_000);
      } finally {
        await database.close();
      }
    });
  },
);
