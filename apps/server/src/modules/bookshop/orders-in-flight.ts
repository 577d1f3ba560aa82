import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderInFlight } from '../account/account-settings.ts';
import { PART_WAITING_FOR } from '@scaffale/domain/part-states';

// What an account's deletion must wait for (docs/spec/accounts-and-access.md §2: a rejection after
// a deletion refunded 9.50 into the deleted account). An order of the account is "in flight" while
// money or books may still move between it and the buyer:
// - a part AWAITING_PAYMENT: its order is pending (a card or PayPal payment may still
//   succeed) or awaiting its bank transfer (order-state.ts's holding states);
// - a part TO_CONFIRM: its bookshop may still accept it, or reject lines, the buyer cancel
//   it or its deadline pass, each refunding;
// - a part ACCEPTED or READY_FOR_PICKUP: its books are still to be shipped or collected
//   (the domain's part-states.ts PART_WAITING_FOR);
// - a refund of the order not finished: 'pending' (not carried out at its provider yet),
//   'failed' (nothing went back: a person settles it with the buyer), or accepted by its
//   provider as pending (provider_status 'pending');
// - a payment of the order the provider is still deciding ('processing'), or one that
//   succeeded for nothing and is not resolved yet (late_resolution 'pending': revived or
//   refunded, once, by payments/late-payments.ts).
// Settled: parts SHIPPED, COLLECTED, REJECTED or CANCELLED; refunds 'succeeded' (and not
// pending at their provider) and 'owed' (a deferred order's, settled with its invoice
// outside the product, which the account's deletion does not touch). The order's own status
// adds nothing: a paid or deferred order never moves on (the parts do), a cancelled one's
// parts are CANCELLED, a pending one's AWAITING_PAYMENT.

const PARTS_IN_FLIGHT = Object.keys(PART_WAITING_FOR);
const waitingForPart = sql.join(
  Object.entries(PART_WAITING_FOR).map(([status, why]) => sql`WHEN ${status} THEN ${why}`),
  sql` `,
);

/** The account's orders in flight, each with what it waits for, oldest order first. */
export async function ordersInFlight(db: Db, userId: number): Promise<OrderInFlight[]> {
  const { rows } = await sql<OrderInFlight & { id: number }>`
    SELECT DISTINCT o.id, o.number AS "orderNumber", w.why AS "waitingFor"
    FROM orders o
    CROSS JOIN LATERAL (
      SELECT CASE p.status ${waitingForPart} END AS why
      FROM order_parts p
      WHERE p.order_id = o.id AND p.status = ANY(${PARTS_IN_FLIGHT}::text[])
      UNION
      SELECT 'refund' FROM refunds r
      WHERE r.order_id = o.id AND (r.status IN ('pending', 'failed') OR r.provider_status = 'pending')
      UNION
      SELECT 'payment' FROM payments pay
      WHERE pay.order_id = o.id
        AND (pay.status = 'processing' OR pay.late_resolution = 'pending')
    ) w
    WHERE o.user_id = ${userId}
    ORDER BY o.id, "waitingFor"`.execute(db);
  return rows.map(({ orderNumber, waitingFor }) => ({ orderNumber, waitingFor }));
}
