import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type {
  AdminEvents,
  Banners,
  DiscountCodes,
  ShippingRates,
} from '../../db/schema.generated.ts';
import type { Language, OrderPartStatus, OrderStatus, PaymentMethodCode } from '../../db/types.ts';
import { emailKeptForUndo } from '../account/account.repo.ts';
import { keptTransferInstructions } from '../../db/transfer-instructions.ts';
import { transferView, type TransferView } from '../payments/transfer-view.ts';

// The administrator's reads and writes. Each write that changes money, stock or who may sell
// leaves its admin_events row (who, what, when) in the same transaction or statement.

export type AdminEventKind = Selectable<AdminEvents>['kind'];

/** The audit row of an administrator's change. */
export async function recordAdminEvent(
  db: Db,
  adminId: number,
  kind: AdminEventKind,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('admin_events')
    .values({ admin_id: adminId, kind, detail: JSON.stringify(detail) })
    .execute();
}

// --- Bookshops ---------------------------------------------------------------------------

export interface AdminBookshopView {
  id: number;
  name: string;
  city: string;
  countryCode: string;
  description: string;
  closedAt: Date | null;
  /** While on vacation (today or later), else null. */
  vacationEnd: string | null;
  staffEmails: string[];
}

function adminBookshopsQuery(db: Db) {
  return db
    .selectFrom('bookshops as b')
    .select([
      'b.id',
      'b.name',
      'b.city',
      'b.country_code',
      'b.description',
      'b.closed_at',
      sql<string | null>`CASE WHEN b.vacation_end >= current_date THEN b.vacation_end END`.as(
        'vacation_end',
      ),
      sql<string[]>`COALESCE((
        SELECT array_agg(u.email ORDER BY u.id) FROM users u
        WHERE u.bookshop_id = b.id AND u.role = 'staff'), '{}')`.as('staff_emails'),
    ])
    .orderBy('b.name')
    .orderBy('b.id');
}

type AdminBookshopRow = Awaited<
  ReturnType<ReturnType<typeof adminBookshopsQuery>['executeTakeFirstOrThrow']>
>;

function toAdminBookshop(row: AdminBookshopRow): AdminBookshopView {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    countryCode: row.country_code.trim(),
    description: row.description,
    closedAt: row.closed_at,
    vacationEnd: row.vacation_end,
    staffEmails: row.staff_emails,
  };
}

export async function listAdminBookshops(db: Db): Promise<AdminBookshopView[]> {
  return (await adminBookshopsQuery(db).execute()).map(toAdminBookshop);
}

export async function findAdminBookshop(db: Db, id: number): Promise<AdminBookshopView | null> {
  const row = await adminBookshopsQuery(db).where('b.id', '=', id).executeTakeFirst();
  return row ? toAdminBookshop(row) : null;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** An account has the email, or keeps it while its email change can be undone. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined || (await emailKeptForUndo(db, email.toLowerCase(), new Date()));
}

export interface NewBookshop {
  name: string;
  city: string;
  countryCode: string;
  description: string;
  /** Offered shipping types, in the selector's order, and their rate rows. */
  shippingTypes: readonly ('Shop_pickup' | 'Standard')[];
  rates: readonly Omit<Insertable<ShippingRates>, 'bookshop_id'>[];
}

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  passwordHash: string;
}

/** Inserts the bookshop, its shipping and its first staff account (inside the caller's transaction). */
export async function insertBookshopWithStaff(
  tx: Db,
  shop: NewBookshop,
  staff: NewStaff,
): Promise<{ bookshopId: number; staffUserId: number }> {
  const { id: bookshopId } = await tx
    .insertInto('bookshops')
    .values({
      name: shop.name,
      city: shop.city,
      country_code: shop.countryCode,
      description: shop.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('bookshop_shipping_types')
    .values(
      shop.shippingTypes.map((type, position) => ({
        bookshop_id: bookshopId,
        shipping_type: type,
        position,
      })),
    )
    .execute();
  await tx
    .insertInto('shipping_rates')
    .values(shop.rates.map((rate) => ({ ...rate, bookshop_id: bookshopId })))
    .execute();
  const { id: staffUserId } = await tx
    .insertInto('users')
    .values({
      email: staff.email,
      password_hash: staff.passwordHash,
      first_name: staff.firstName,
      last_name: staff.lastName,
      language: staff.language,
      role: 'staff',
      bookshop_id: bookshopId,
      // Its one-time password opens a session that may only choose a new one (ADR 020).
      must_change_password: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bookshopId, staffUserId };
}

/**
 * Closes an open bookshop, audited, in one statement (a compare-and-set on closed_at); its
 * vacation ends with it, so no date is shown for a closure. 'closed', 'already' (it was
 * closed before) or 'missing'.
 */
export async function closeBookshopRow(
  db: Db,
  adminId: number,
  bookshopId: number,
): Promise<'closed' | 'already' | 'missing'> {
  const { rows } = await sql<{ outcome: 'closed' | 'already' | 'missing' }>`
    WITH closed AS (
      UPDATE bookshops SET closed_at = now(), vacation_end = NULL
      WHERE id = ${bookshopId} AND closed_at IS NULL
      RETURNING id, name
    ), audited AS (
      INSERT INTO admin_events (admin_id, kind, detail)
      SELECT ${adminId}, 'bookshop_closed', jsonb_build_object('bookshopId', id, 'name', name)
      FROM closed
    )
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM closed) THEN 'closed'
      WHEN EXISTS (SELECT 1 FROM bookshops WHERE id = ${bookshopId}) THEN 'already'
      ELSE 'missing' END AS outcome`.execute(db);
  return rows[0]?.outcome ?? 'missing';
}

// --- Orders ------------------------------------------------------------------------------

export interface AdminOrderRow {
  id: number;
  number: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethodCode | null;
  /** What the payment method pays (or owes): the order's value less its store credit. */
  totalCents: number;
  storeCreditCents: number;
  buyerEmail: string;
}

interface OrderFilter {
  search: string | null;
  partStatus: OrderPartStatus | null;
}

/** Orders (o) with their buyer (u) that match: the number or email holding `search`, a part in `partStatus`. */
function matchingOrders(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  if (filter.search !== null) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('o.number', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  if (filter.partStatus !== null) {
    const status = filter.partStatus;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_parts as p')
          .select('p.id')
          .whereRef('p.order_id', '=', 'o.id')
          .where('p.status', '=', status),
      ),
    );
  }
  return query;
}

/**
 * One page of every order, newest first, with how many match: `search` in the order number
 * or the buyer's email (case-insensitive), `partStatus` an order with a part in that state.
 */
export async function searchOrders(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; orders: AdminOrderRow[] }> {
  const rows = await matchingOrders(db, filter)
    .select([
      'o.id',
      'o.number',
      'o.created_at',
      'o.status',
      'o.payment_method',
      'o.total_cents',
      'o.store_credit_cents',
      'u.email',
      sql<number>`count(*) OVER ()`.as('total'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // Past the last page there is no row to carry the count: ask for it alone.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await matchingOrders(db, filter)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
  return {
    total,
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      createdAt: r.created_at,
      status: r.status,
      paymentMethod: r.payment_method,
      totalCents: r.total_cents,
      storeCreditCents: r.store_credit_cents,
      buyerEmail: r.email,
    })),
  };
}

/** An order waiting for its bank transfer: whose, and what they were told to pay by when. */
export interface AwaitingTransferRow {
  orderNumber: string;
  buyerEmail: string;
  createdAt: Date;
  transfer: TransferView;
}

/**
 * Every order waiting for its bank transfer, the nearest deadline first (a deadline is its
 * order's placing plus five days: the oldest first), with the instructions its buyer was given.
 */
export async function ordersAwaitingTransfer(db: Db): Promise<AwaitingTransferRow[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.number', 'o.created_at', 'o.total_cents', 'u.email'])
    .select((eb) => keptTransferInstructions(eb.ref('o.id')).as('transfer_instructions'))
    .where('o.status', '=', sql.lit('awaiting_transfer'))
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    orderNumber: r.number,
    buyerEmail: r.email,
    createdAt: r.created_at,
    transfer: transferView(r, r.transfer_instructions),
  }));
}

// --- Discount codes ----------------------------------------------------------------------

export type DiscountCodeRow = Pick<
  Selectable<DiscountCodes>,
  | 'id'
  | 'code'
  | 'kind'
  | 'percent'
  | 'amount_cents'
  | 'bookshop_id'
  | 'max_uses'
  | 'uses_count'
  | 'expires_at'
> & { expired: boolean };

function codesQuery(db: Db) {
  return db
    .selectFrom('discount_codes as dc')
    .select([
      'dc.id',
      'dc.code',
      'dc.kind',
      'dc.percent',
      'dc.amount_cents',
      'dc.bookshop_id',
      'dc.max_uses',
      'dc.uses_count',
      'dc.expires_at',
      sql<boolean>`(dc.expires_at IS NOT NULL AND dc.expires_at <= now())`.as('expired'),
    ]);
}

export function listCodes(db: Db): Promise<DiscountCodeRow[]> {
  return codesQuery(db).orderBy('dc.code').execute();
}

export async function findCodeRow(db: Db, code: string): Promise<DiscountCodeRow | null> {
  return (await codesQuery(db).where('dc.code', '=', code).executeTakeFirst()) ?? null;
}

export async function bookshopExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('bookshops').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertCode(
  tx: Db,
  code: Omit<Insertable<DiscountCodes>, 'id' | 'uses_count'>,
): Promise<number> {
  const { id } = await tx
    .insertInto('discount_codes')
    .values(code)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Expires the code now unless it has expired already; false when there is no such code. */
export async function expireCodeRow(tx: Db, code: string): Promise<{ id: number } | null> {
  const row = await tx
    .updateTable('discount_codes')
    .set({
      expires_at: sql<Date>`CASE WHEN expires_at IS NOT NULL AND expires_at <= now()
        THEN expires_at ELSE now() END`,
    })
    .where('code', '=', code)
    .returning('id')
    .executeTakeFirst();
  return row ?? null;
}

export interface CodeUseRow {
  email: string;
  orderNumber: string | null;
  amountCents: number;
  usedAt: Date;
}

export async function usesOfCode(db: Db, codeId: number): Promise<CodeUseRow[]> {
  const rows = await db
    .selectFrom('discount_code_uses as u')
    .innerJoin('users', 'users.id', 'u.user_id')
    .leftJoin('orders as o', 'o.id', 'u.order_id')
    .select(['users.email', 'o.number', 'u.amount_cents', 'u.created_at'])
    .where('u.discount_code_id', '=', codeId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map((r) => ({
    email: r.email,
    orderNumber: r.number,
    amountCents: r.amount_cents,
    usedAt: r.created_at,
  }));
}

// --- Store credit ------------------------------------------------------------------------

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Adds `amountCents` (negative: takes) to the account's Borsellino, creating it at zero if it
 * has none: a conditional update, so concurrent adjustments never leave it below zero. The
 * balance after, or null when it would go below zero (nothing changed).
 */
export async function adjustWallet(
  tx: Db,
  userId: number,
  amountCents: number,
): Promise<number | null> {
  await tx
    .insertInto('wallets')
    .values({ user_id: userId, balance_cents: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await tx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
    .where('user_id', '=', userId)
    .where(sql<boolean>`balance_cents + ${amountCents}::int >= 0`)
    .returning('balance_cents')
    .executeTakeFirst();
  return row?.balance_cents ?? null;
}

export async function insertStoreCreditEntry(
  tx: Db,
  entry: { userId: number; amountCents: number; reason: string; adminId: number },
): Promise<number> {
  const { id } = await tx
    .insertInto('store_credit_entries')
    .values({
      user_id: entry.userId,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      created_by: entry.adminId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// --- Banners -----------------------------------------------------------------------------

export type BannerRow = Selectable<Banners>;

export function listBanners(db: Db): Promise<BannerRow[]> {
  return db.selectFrom('banners').selectAll().orderBy('position', 'desc').orderBy('id').execute();
}

export async function insertBanner(
  tx: Db,
  banner: Omit<Insertable<Banners>, 'id'>,
): Promise<BannerRow> {
  return tx.insertInto('banners').values(banner).returningAll().executeTakeFirstOrThrow();
}

export async function updateBanner(
  tx: Db,
  id: number,
  banner: Omit<Insertable<Banners>, 'id'>,
): Promise<BannerRow | null> {
  const row = await tx
    .updateTable('banners')
    .set(banner)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteBannerRow(tx: Db, id: number): Promise<BannerRow | null> {
  const row = await tx.deleteFrom('banners').where('id', '=', id).returningAll().executeTakeFirst();
  return row ?? null;
}
