import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type {
  Language,
  OrderPartStatus,
  OrderStatus,
  PaymentMethodCode,
  Role,
  ShippingTypeCode,
} from '../../db/types.ts';
import { keptTransferInstructions } from '../../db/transfer-instructions.ts';
import { transferView, type TransferView } from '../payments/transfer-view.ts';
import { isbnPrefix } from './paging.ts';

/** Who is calling: the session's account, its role and (staff) its bookshop. */
export interface Actor {
  userId: number;
  role: Role;
  bookshopId: number | null;
}

/** The caller, with the language their account is kept in (what a file for them is written in). */
export async function findActor(
  db: Db,
  userId: number,
): Promise<(Actor & { language: Language }) | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'bookshop_id', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? { userId: row.id, role: row.role, bookshopId: row.bookshop_id, language: row.language }
    : null;
}

export interface PartLineView {
  id: number;
  productId: number;
  qty: number;
  unitPriceCents: number;
  /** Every copy rejected. */
  rejected: boolean;
  /** The copies rejected (0 to qty). */
  rejectedQty: number;
  /** The copies its buyer returned and was refunded for (docs/spec/withdrawal-and-returns.md). */
  returnedQty: number;
}

/** The shipping address as the order kept it (orders.shipping_address, a saved address's row). */
const addressSnapshot = z.object({
  name: z.string().catch(''),
  attenzione_di: z.string().catch(''),
  telefono: z.string().catch(''),
  email: z.string().catch(''),
  indirizzo: z.string().catch(''),
  indirizzo2: z.string().catch(''),
  citta: z.string().catch(''),
  provincia_stato: z.string().catch(''),
  cap: z.string().catch(''),
  nazione: z.string().catch(''),
  note: z.string().catch(''),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

/** A public administration's purchase order, as the order holds it. */
export interface PurchaseOrderView {
  number: string | null;
  date: string | null;
  cig: string | null;
  cup: string | null;
}

/**
 * The buyer's billing data as the order kept it (orders.billing_address, a billing record's
 * row), read only when they asked for an invoice; a field the snapshot lacks reads ''.
 */
const billingSnapshot = z.object({
  persona: z.enum(['FIS', 'GIU', 'PA', 'NONE']).catch('NONE'),
  nome: z.string().catch(''),
  cognome: z.string().catch(''),
  ragione_sociale: z.string().catch(''),
  partita_iva: z.string().catch(''),
  codice_fiscale: z.string().catch(''),
  codice_destinatario_sdi: z.string().catch(''),
  pec: z.string().catch(''),
  indirizzo: z.string().catch(''),
  cap: z.string().catch(''),
  citta: z.string().catch(''),
  provincia_stato: z.string().catch(''),
  nazione: z.string().catch(''),
});
export type BillingSnapshot = z.infer<typeof billingSnapshot>;

/** The billing snapshot of an order (JSON or text), null when it holds none. */
export function billingOf(kept: unknown): BillingSnapshot | null {
  const value: unknown = typeof kept === 'string' ? JSON.parse(kept) : kept;
  if (value === null || typeof value !== 'object') return null;
  return billingSnapshot.parse(value);
}

/** Whom the invoice names: the company's or administration's name, else the person's. */
export function billingName(billing: BillingSnapshot): string {
  const person = `${billing.nome} ${billing.cognome}`.trim();
  return billing.persona === 'FIS' || billing.ragione_sociale.trim() === ''
    ? person
    : billing.ragione_sociale.trim();
}

/** The billing address on one line: street, postal code, city, province, country. */
export function billingAddressLine(billing: BillingSnapshot): string {
  const city = [
    billing.cap,
    billing.citta,
    billing.provincia_stato && `(${billing.provincia_stato})`,
  ]
    .filter((part) => part !== '')
    .join(' ');
  return [billing.indirizzo, city, billing.nazione].filter((part) => part !== '').join(', ');
}

/**
 * What the bookshop needs to prepare a part and hand it over: who ordered it, where it goes
 * (null for a pickup at the bookshop), what they asked. Read with every part; shown to the
 * staff of its bookshop and the administrator only (resolvers.ts).
 */
export interface PartDetails {
  createdAt: Date;
  buyerName: string;
  buyerEmail: string;
  address: AddressSnapshot | null;
  notes: string;
  present: boolean;
  purchaseOrder: PurchaseOrderView | null;
  /** The billing data of an invoice the buyer asked for; null when they asked for none. */
  invoice: BillingSnapshot | null;
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
  /** When it was shipped or collected; null before. */
  deliveredAt: Date | null;
  /** The bookshop's reasons for the lines it rejected, oldest first; null when none was. */
  refundReason: string | null;
  lines: PartLineView[];
  details: PartDetails;
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
  delivered_at: Date | string | null;
  lines: PartLineView[] | string;
  created_at: Date | string;
  buyer_name: string;
  buyer_email: string;
  shipping_address: unknown;
  notes: string;
  present: boolean;
  pa_number: string | null;
  pa_date: string | null;
  cig: string | null;
  cup: string | null;
  invoice: boolean;
  billing_address: unknown;
  refund_reason: string | null;
}

function detailsOf(row: PartRow): PartDetails {
  const kept: unknown =
    typeof row.shipping_address === 'string'
      ? JSON.parse(row.shipping_address)
      : row.shipping_address;
  const address =
    row.shipping_type === 'Shop_pickup' || kept === null ? null : addressSnapshot.parse(kept);
  const pa = { number: row.pa_number, date: row.pa_date, cig: row.cig, cup: row.cup };
  return {
    createdAt: new Date(row.created_at),
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    address,
    notes: row.notes,
    present: row.present,
    purchaseOrder: Object.values(pa).some((v) => v !== null && v !== '') ? pa : null,
    invoice: row.invoice ? billingOf(row.billing_address) : null,
  };
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
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
    refundReason: row.refund_reason,
    lines,
    details: detailsOf(row),
  };
}

/** The buyer's first and last name (u: users), their email when they gave none. */
const buyerName = sql<string>`COALESCE(NULLIF(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

/**
 * Parts with their lines and details, one statement, for the condition `where` over p
 * (parts), o (orders) and u (the buyer).
 */
async function partsWhere(db: Db, where: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) {
  const { rows } = await sql<PartRow>`
    SELECT p.id, p.order_id, o.number AS order_number, p.status, p.bookshop_id, p.shipping_type,
      p.shipping_cents, p.refunded_cents, p.carrier, p.tracking_code, p.confirm_by,
      p.delivered_at,
      COALESCE((
        SELECT json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'qty', l.qty,
          'unitPriceCents', l.unit_price_cents, 'rejected', l.rejected,
          'rejectedQty', l.rejected_qty, 'returnedQty', l.returned_qty) ORDER BY l.id)
        FROM order_lines l WHERE l.order_part_id = p.id), '[]'::json) AS lines,
      o.created_at, ${buyerName} AS buyer_name, COALESCE(NULLIF(o.user_email, ''), u.email) AS buyer_email,
      o.shipping_address, o.notes, o.present, o.numero_ordine_acquisto AS pa_number,
      o.data_ordine_acquisto::text AS pa_date, o.cig, o.cup, o.invoice, o.billing_address,
      (SELECT string_agg(e.detail->>'reason', '; ' ORDER BY e.id) FROM order_events e
        WHERE e.order_id = p.order_id AND e.kind = 'part_moved'
          AND (e.detail->>'partId')::bigint = p.id
          AND e.detail->>'to' IN ('REJECTED', 'TO_CONFIRM')) AS refund_reason
    FROM order_parts p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = o.user_id
    WHERE ${where}
    ORDER BY ${orderBy}`.execute(db);
  return rows.map(toPartView);
}

export async function findPart(db: Db, partId: number): Promise<PartView | null> {
  const [part] = await partsWhere(db, sql`p.id = ${partId}`, sql`p.id`);
  return part ?? null;
}

/**
 * A bookshop's parts (every bookshop's for null), of one status when given one: those to
 * confirm first, the earliest deadline (the oldest placed) first; then the others, the oldest
 * order first.
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
    sql`(p.status = 'TO_CONFIRM') DESC,
      CASE WHEN p.status = 'TO_CONFIRM' THEN p.confirm_by END, o.created_at, p.id`,
  );
}

/** What the staff's list of parts is narrowed to. */
export interface PartFilter {
  /** null: every bookshop's (the administrator). */
  bookshopId: number | null;
  status: OrderPartStatus | null;
  /** Part of the order number, the buyer's name or email, a book's title or ISBN. */
  search: string | null;
}

/** The parts (p) of orders (o) by buyers (u) that match `filter`, as an SQL condition. */
function partFilterCondition(filter: PartFilter) {
  const conditions = [sql`true`];
  if (filter.bookshopId !== null) conditions.push(sql`p.bookshop_id = ${filter.bookshopId}`);
  if (filter.status !== null) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.search !== null) {
    const pattern = containsPattern(filter.search);
    const digits = isbnPrefix(filter.search);
    const isbn = digits === null ? sql`` : sql`OR b.isbn LIKE ${`${digits}%`}`;
    conditions.push(sql`(lower(o.number) LIKE ${pattern}
      OR lower(${buyerName}) LIKE ${pattern}
      OR lower(u.email) LIKE ${pattern} OR lower(o.user_email) LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM order_lines l JOIN products b ON b.id = l.product_id
        WHERE l.order_part_id = p.id AND (lower(b.title) LIKE ${pattern} ${isbn})))`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * Where a part stands in the staff's work: 0 to confirm, 1 accepted (to send or to ready),
 * 2 waiting at the counter, 3 the rest (done, or not yet theirs).
 */
const workRank = sql<number>`CASE p.status WHEN 'TO_CONFIRM' THEN 0 WHEN 'ACCEPTED' THEN 1
  WHEN 'READY_FOR_PICKUP' THEN 2 ELSE 3 END`;

/**
 * One page of a bookshop's parts (every bookshop's for null) matching `filter`, and how many
 * match over every page. The work first: those to confirm, the earliest deadline first; then
 * those to send or hand over, the oldest order first; then the rest, the newest first. Two
 * statements whatever the page's size: the page's ids with the count, then those parts.
 */
export async function bookshopPartsPage(
  db: Db,
  filter: PartFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; parts: PartView[] }> {
  const { rows } = await sql<{ total: number; ids: (number | string)[] }>`
    WITH matching AS (
      SELECT p.id, ${workRank} AS rank, p.confirm_by, o.created_at
      FROM order_parts p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = o.user_id
      WHERE ${partFilterCondition(filter)}
    )
    SELECT (SELECT count(*) FROM matching)::int AS total,
      ARRAY(SELECT id FROM matching
        ORDER BY rank, CASE WHEN rank = 0 THEN confirm_by END,
          CASE WHEN rank < 3 THEN created_at END, CASE WHEN rank < 3 THEN id END,
          created_at DESC, id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}) AS ids`.execute(db);
  const total = Number(rows[0]?.total ?? 0);
  const ids = (rows[0]?.ids ?? []).map(Number);
  if (ids.length === 0) return { total, parts: [] };
  const parts = await partsWhere(
    db,
    sql`p.id = ANY(${ids}::bigint[])`,
    sql`array_position(${ids}::bigint[], p.id)`,
  );
  return { total, parts };
}

export interface OrderView {
  id: number;
  number: string;
  createdAt: Date;
  paymentMethod: PaymentMethodCode;
  /** What the payment method pays (or owes): the order's value less its store credit. */
  totalCents: number;
  storeCreditCents: number;
  status: OrderStatus;
  /** While the order waits for its bank transfer: what the buyer must know to make it. */
  bankTransfer: TransferView | null;
  parts: PartView[];
}

/**
 * The buyer's orders, newest first: every order placed or cancelled after placing, and those
 * waiting for a payment the buyer started (a method chosen: the copies they hold are the
 * buyer's to release), not those a newer checkout replaced.
 */
export async function ordersOfBuyer(
  db: Db,
  userId: number,
  where: { number?: string } = {},
): Promise<OrderView[]> {
  const orders = await db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.number',
      'o.created_at',
      'o.payment_method',
      'o.total_cents',
      'o.store_credit_cents',
      'o.status',
    ])
    .select((eb) => keptTransferInstructions(eb.ref('o.id')).as('transfer_instructions'))
    .where('o.user_id', '=', userId)
    .where((eb) => eb.or([eb('o.status', '<>', 'pending'), eb('o.payment_method', 'is not', null)]))
    .where((eb) => (where.number === undefined ? eb.lit(true) : eb('o.number', '=', where.number)))
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
    storeCreditCents: o.store_credit_cents,
    status: o.status,
    bankTransfer:
      o.status === 'awaiting_transfer' ? transferView(o, o.transfer_instructions) : null,
    parts: parts.filter((p) => p.orderId === o.id),
  }));
}

/** The time zone of the bookshops' accounts: a period's days and the times the CSV shows. */
export const ACCOUNTS_TIME_ZONE = 'Europe/Rome';

/**
 * One part in a period's accounts: integer cents, the order's time in ACCOUNTS_TIME_ZONE
 * (YYYY-MM-DD HH:MM:SS), how it was paid, and the buyer's fiscal data when they asked for an
 * invoice ('' where the order holds none).
 */
export interface PartAccountRow {
  orderNumber: string;
  placedAt: string;
  bookshop: string;
  status: OrderPartStatus;
  buyer: string;
  shipping: ShippingTypeCode;
  /** null: the Borsellino paid the whole order. */
  paymentMethod: PaymentMethodCode | null;
  /** Some of the order was paid from the Borsellino. */
  storeCredit: boolean;
  invoice: boolean;
  vatNumber: string;
  fiscalCode: string;
  sdiCode: string;
  pec: string;
  cig: string;
  cup: string;
  /** Whom the invoice names and where (billingName, billingAddressLine); '' without one. */
  billingName: string;
  billingAddress: string;
  /** A public administration's purchase order: its number and day (YYYY-MM-DD), or ''. */
  purchaseOrder: string;
  purchaseOrderDate: string;
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  refundedCents: number;
  lines: number;
  /** Copies still to supply, and those the bookshop rejected. */
  copiesKept: number;
  copiesRejected: number;
}

/**
 * The parts of a bookshop (every bookshop's for null) whose order was placed from the day
 * `from` to the day `to` (YYYY-MM-DD, both included, in ACCOUNTS_TIME_ZONE), oldest first.
 * Placed: the order left the checkout and was not cancelled unpaid, and the part reached its
 * bookshop (not AWAITING_PAYMENT); a part cancelled or rejected after that stays, with what
 * was refunded.
 */
export async function partsForAccounts(
  db: Db,
  bookshopId: number | null,
  period: { from: string; to: string },
): Promise<PartAccountRow[]> {
  const { rows } = await sql<
    Omit<PartAccountRow, 'billingName' | 'billingAddress'> & { billing: unknown }
  >`
    SELECT o.number AS "orderNumber",
      to_char(o.created_at AT TIME ZONE ${ACCOUNTS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') AS "placedAt",
      b.name AS bookshop, p.status, ${buyerName} AS buyer, p.shipping_type AS shipping,
      o.payment_method AS "paymentMethod", o.store_credit_cents > 0 AS "storeCredit", o.invoice,
      COALESCE(o.billing_address ->> 'partita_iva', '') AS "vatNumber",
      COALESCE(o.billing_address ->> 'codice_fiscale', '') AS "fiscalCode",
      COALESCE(o.billing_address ->> 'codice_destinatario_sdi', '') AS "sdiCode",
      COALESCE(o.billing_address ->> 'pec', '') AS pec,
      COALESCE(o.cig, '') AS cig, COALESCE(o.cup, '') AS cup,
      CASE WHEN o.invoice THEN o.billing_address END AS billing,
      COALESCE(o.numero_ordine_acquisto, '') AS "purchaseOrder",
      COALESCE(o.data_ordine_acquisto::text, '') AS "purchaseOrderDate",
      p.goods_cents AS "goodsCents", p.discount_cents AS "discountCents",
      p.shipping_cents AS "shippingCents", p.refunded_cents AS "refundedCents",
      l.lines, l."copiesKept", l."copiesRejected"
    FROM order_parts p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = o.user_id
      JOIN bookshops b ON b.id = p.bookshop_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS lines, COALESCE(sum(qty - rejected_qty), 0)::int AS "copiesKept",
          COALESCE(sum(rejected_qty), 0)::int AS "copiesRejected"
        FROM order_lines WHERE order_part_id = p.id) l
    WHERE (${bookshopId}::bigint IS NULL OR p.bookshop_id = ${bookshopId}::bigint)
      AND o.created_at >= (${period.from}::date)::timestamp AT TIME ZONE ${ACCOUNTS_TIME_ZONE}
      AND o.created_at < (${period.to}::date + 1)::timestamp AT TIME ZONE ${ACCOUNTS_TIME_ZONE}
      AND o.status NOT IN ('pending', 'cancelled') AND p.status <> 'AWAITING_PAYMENT'
    ORDER BY o.created_at, o.id, p.id`.execute(db);
  return rows.map(({ billing, ...row }) => {
    const kept = billingOf(billing);
    return {
      ...row,
      billingName: kept ? billingName(kept) : '',
      billingAddress: kept ? billingAddressLine(kept) : '',
    };
  });
}

/** Whether the bookshop exists. */
export async function bookshopExists(db: Db, bookshopId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bookshops')
    .select('id')
    .where('id', '=', bookshopId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The parts of these orders with their lines, in id order (the administrator's orders). */
export function partsOfOrders(db: Db, orderIds: readonly number[]): Promise<PartView[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return partsWhere(db, sql`p.order_id = ANY(${orderIds}::bigint[])`, sql`p.id`);
}
