import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderPartStatus, PaymentMethodCode, Role, ShippingTypeCode } from '../../db/types.ts';

/** Who is calling: the session's account, its role and (staff) its bookshop. */
export interface Actor {
  userId: number;
  role: Role;
  bookshopId: number | null;
}

export async function findActor(db: Db, userId: number): Promise<Actor | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'bookshop_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { userId: row.id, role: row.role, bookshopId: row.bookshop_id } : null;
}

export interface PartLineView {
  id: number;
  productId: number;
  qty: number;
  unitPriceCents: number;
  rejected: boolean;
}

export interface PartView {
  id: number;
  orderId: number;
  orderNumber: string;
  status: OrderPartStatus;
  bookshopId: number;
  shipping: ShippingTypeCode;
  shippingCents: number;
  refundedCents: number;
  carrier: string | null;
  trackingCode: string | null;
  confirmBy: Date | null;
  lines: PartLineView[];
}

interface PartRow {
  id: number;
  order_id: number;
  order_number: string;
  status: OrderPartStatus;
  bookshop_id: number;
  shipping_type: ShippingTypeCode;
  shipping_cents: number;
  refunded_cents: number;
  carrier: string | null;
  tracking_code: string | null;
  confirm_by: Date | string | null;
  lines: PartLineView[] | string;
}

function toPartView(row: PartRow): PartView {
  const lines =
    typeof row.lines === 'string' ? (JSON.parse(row.lines) as PartLineView[]) : row.lines;
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    orderNumber: row.order_number,
    status: row.status,
    bookshopId: Number(row.bookshop_id),
    shipping: row.shipping_type,
    shippingCents: row.shipping_cents,
    refundedCents: row.refunded_cents,
    carrier: row.carrier,
    trackingCode: row.tracking_code,
    confirmBy: row.confirm_by === null ? null : new Date(row.confirm_by),
    lines,
  };
}

/** Parts with their lines, one statement, for the condition `where` over p (parts) and o (orders). */
async function partsWhere(db: Db, where: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) {
  const { rows } = await sql<PartRow>`
    SELECT p.id, p.order_id, o.number AS order_number, p.status, p.bookshop_id, p.shipping_type,
      p.shipping_cents, p.refunded_cents, p.carrier, p.tracking_code, p.confirm_by,
      COALESCE((
        SELECT json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'qty', l.qty,
          'unitPriceCents', l.unit_price_cents, 'rejected', l.rejected) ORDER BY l.id)
        FROM order_lines l WHERE l.order_part_id = p.id), '[]'::json) AS lines
    FROM order_parts p JOIN orders o ON o.id = p.order_id
    WHERE ${where}
    ORDER BY ${orderBy}`.execute(db);
  return rows.map(toPartView);
}

export async function findPart(db: Db, partId: number): Promise<PartView | null> {
  const [part] = await partsWhere(db, sql`p.id = ${partId}`, sql`p.id`);
  return part ?? null;
}

/**
 * A bookshop's parts (every bookshop's for null), those to confirm first, oldest first;
 * of one status when given one.
 */
export function bookshopParts(
  db: Db,
  bookshopId: number | null,
  status: OrderPartStatus | null,
): Promise<PartView[]> {
  return partsWhere(
    db,
    sql`(${bookshopId}::bigint IS NULL OR p.bookshop_id = ${bookshopId}::bigint)
      AND (${status}::text IS NULL OR p.status = ${status}::text)`,
    sql`(p.status = 'TO_CONFIRM') DESC, p.id`,
  );
}

export interface OrderView {
  id: number;
  number: string;
  createdAt: Date;
  paymentMethod: PaymentMethodCode;
  totalCents: number;
  parts: PartView[];
}

/**
 * The buyer's orders, newest first: every order placed or cancelled after placing, not the
 * ones still at checkout (pending) nor those a newer checkout replaced.
 */
export async function ordersOfBuyer(db: Db, userId: number): Promise<OrderView[]> {
  const orders = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.number', 'o.created_at', 'o.payment_method', 'o.total_cents'])
    .where('o.user_id', '=', userId)
    .where('o.status', '<>', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_events as e')
            .select('e.id')
            .whereRef('e.order_id', '=', 'o.id')
            .where('e.kind', '=', 'cancelled')
            .where(sql<boolean>`e.detail ->> 'reason' = 'replaced'`),
        ),
      ),
    )
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const parts = await partsWhere(db, sql`p.order_id = ANY(${ids}::bigint[])`, sql`p.id`);
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    createdAt: o.created_at,
    paymentMethod: o.payment_method ?? 'STORE_CREDIT',
    totalCents: o.total_cents,
    parts: parts.filter((p) => p.orderId === o.id),
  }));
}

/** The parts of these orders with their lines, in id order (the administrator's orders). */
export function partsOfOrders(db: Db, orderIds: readonly number[]): Promise<PartView[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return partsWhere(db, sql`p.order_id = ANY(${orderIds}::bigint[])`, sql`p.id`);
}
