import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notLoggedIn } from '../../http/errors.ts';
import type { SessionStore } from '../../http/session.ts';
import { OrderErrors } from '../orders/errors.ts';
import { isOrderNumber } from '../orders/order-number.ts';
import { PaymentErrors } from './errors.ts';
import type { SandboxProvider } from './sandbox/sandbox-provider.ts';

/** Our transfer payment's states in which the money can still come (a cancelled one: late). */
const AWAITING = ['processing', 'requires_action', 'cancelled'] as const;

/**
 * POST /api/dev/bank-transfers/{orderNumber}/received: the bank telling the sandbox that the
 * order's transfer arrived, as Stripe's test helpers fund a customer's balance, so the whole
 * flow can be tried without a bank. What follows is what a real transfer does: the sandbox's
 * webhook settles the order (or, for an order cancelled meanwhile, resolves a late payment),
 * and the route answers once it has. Registered only outside production and with
 * PAYMENTS=sandbox (registerPaymentRoutes); for the order's buyer or the administrator, anyone
 * else hearing what a missing order gets. CSRF like every POST.
 */
export function registerDevTransferRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore; sandbox: SandboxProvider },
): void {
  const { db, sessions, sandbox } = deps;
  app.post('/api/dev/bank-transfers/:orderNumber/received', async (request) => {
    const userId = await sessions.currentUserId(request);
    if (userId === null) throw notLoggedIn();
    const { orderNumber } = request.params as { orderNumber: string };
    if (!isOrderNumber(orderNumber)) throw OrderErrors.orderNotFound();
    const found = await transferOfOrder(db, userId, orderNumber);
    if (!found) throw OrderErrors.orderNotFound();
    if (!found.ref) throw PaymentErrors.noTransferAwaited();
    await sandbox.transferReceived(found.ref);
    await sandbox.settled();
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return { orderNumber, status: order.status };
  });
}

/**
 * The order as its buyer or the administrator may see it, with the sandbox reference of its
 * bank transfer still waiting for money (null when it has none); undefined for an order out
 * of the caller's reach.
 */
function transferOfOrder(db: Db, userId: number, orderNumber: string) {
  return db
    .selectFrom('orders as o')
    .select((eb) => [
      eb
        .selectFrom('payments as p')
        .select('p.provider_ref')
        .whereRef('p.order_id', '=', 'o.id')
        .where('p.provider', '=', 'sandbox')
        .where('p.method', '=', 'STRIPE_WT')
        .where('p.provider_ref', 'is not', null)
        .where('p.status', 'in', AWAITING)
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('ref'),
    ])
    .where('o.number', '=', orderNumber)
    .where((eb) =>
      eb.or([
        eb('o.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select(sql.lit(1).as('one'))
            .where('u.id', '=', userId)
            .where('u.role', '=', 'admin'),
        ),
      ]),
    )
    .executeTakeFirst();
}
