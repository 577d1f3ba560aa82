import { sql, type Expression } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ShippingRate, ShippingType } from '@scaffale/domain/shipping';
import { compiledQuery } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { BillingAddressRow } from '../../db/types.ts';
import { pricedLinesOfUserQuery, type PricedLineRow } from '../basket/basket.repo.ts';
import {
  offeredShippingTypesQuery,
  shippingRatesQuery,
  toOfferedTypes,
  toRates,
  type OfferedTypeRow,
  type RateRow,
} from '../shipping/shipping.repo.ts';

export interface BasketCodeRow {
  id: number;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percent: number | null;
  amount_cents: number | null;
  bookshop_id: number | null;
  expired: boolean;
  used_up: boolean;
}

/** An account: its id, or the user of the session a subquery reads. */
export type UserRef = number | Expression<number | null>;

/**
 * A code's rule, and whether it has expired or is used up for this account. A use by the
 * account's own pending order is not one: placing the order again replaces that order and
 * uses the code anew.
 */
function codeColumns(userId: UserRef) {
  return [
    'dc.id',
    'dc.code',
    'dc.kind',
    'dc.percent',
    'dc.amount_cents',
    'dc.bookshop_id',
    sql<boolean>`(dc.expires_at IS NOT NULL AND dc.expires_at <= now())`.as('expired'),
    sql<boolean>`(
      (dc.max_uses IS NOT NULL AND dc.uses_count - (
        SELECT count(*) FROM discount_code_uses u JOIN orders o ON o.id = u.order_id
        WHERE u.discount_code_id = dc.id AND u.user_id = ${userId} AND o.status = ${sql.lit('pending')}
      ) >= dc.max_uses)
      OR EXISTS (
        SELECT 1 FROM discount_code_uses u LEFT JOIN orders o ON o.id = u.order_id
        WHERE u.discount_code_id = dc.id AND u.user_id = ${userId}
          AND o.status IS DISTINCT FROM ${sql.lit('pending')}
      )
    )`.as('used_up'),
  ] as const;
}

/** The codes in the account's basket, with whether each has expired or is used up for it. */
function basketCodesQuery(db: Db, userId: UserRef) {
  return db
    .selectFrom('basket_discount_codes as bdc')
    .innerJoin('baskets as b', 'b.id', 'bdc.basket_id')
    .innerJoin('discount_codes as dc', 'dc.id', 'bdc.discount_code_id')
    .select(codeColumns(userId))
    .where('b.user_id', '=', userId)
    .orderBy('bdc.added_at')
    .orderBy('dc.id');
}

/** A billing address as the checkout needs it (its creation time is not). */
export type BillingDetails = Omit<BillingAddressRow, 'created_at'>;

/** Everything the checkout reads. */
export interface CheckoutContext {
  /** The account; null when the session named no logged-in account. */
  userId: number | null;
  lines: PricedLineRow[];
  walletCents: number;
  /** The destination's country; null when no address was asked for or it is not the account's. */
  shippingCountry: string | null;
  billing: BillingDetails | null;
  selectedShippings: SelectedShippingRow[];
  codes: BasketCodeRow[];
  offered: Map<number, ShippingType[]>;
  rates: Map<number, ShippingRate[]>;
  /**
   * The account's orders still waiting for payment (placing an order replaces them); read
   * only for an account's checkout, an order's (checkoutOfUser), else empty.
   */
  pendingOrders: PendingOrderRow[];
}

export interface PendingOrderRow {
  id: number;
  number: string;
  basket_fingerprint: string | null;
}

export interface SelectedShippingRow {
  codelib: string;
  shipping: ShippingType;
}

/** Whose checkout: an account, or whoever is logged in on a session (its key, and now). */
export type CheckoutBuyer = { userId: number } | SessionBuyer;

/** Whoever is logged in on a session: its key, and now (a session may have expired). */
export interface SessionBuyer {
  sessionKey: string;
  now: Date;
}

/**
 * The whole checkout in one statement, whatever the basket: its lines, store credit, the
 * addresses (only if they are the account's), the remembered shippings, the basket's codes,
 * the shipping types and rates of the basket's bookshops at the destination (Italy without
 * an address), and for an order the account's pending orders. Each part is a subquery;
 * given a session, the account is one too, so pricing a checkout costs one round trip, not
 * nine.
 */
export async function loadCheckout(
  db: Db,
  buyer: CheckoutBuyer,
  addresses: { shippingAddressId: number | null; billingAddressId: number | null },
): Promise<CheckoutContext> {
  // No address is id 0, which no row has.
  const shippingAddressId = addresses.shippingAddressId ?? 0;
  const billingAddressId = addresses.billingAddressId ?? 0;
  const [row] =
    'userId' in buyer
      ? await checkoutOfUser(db, buyer.userId, shippingAddressId, billingAddressId)
      : await checkoutOfSession(
          db,
          buyer.sessionKey,
          buyer.now,
          shippingAddressId,
          billingAddressId,
        );
  if (!row) throw new Error('the checkout query answers one row');
  return {
    userId: row.user_id,
    lines: checkoutLists.lines.rows(row.lines),
    walletCents: row.wallet_cents ?? 0,
    shippingCountry: row.shipping_country,
    billing: row.billing,
    selectedShippings: row.selected_shippings ?? [],
    codes: checkoutLists.codes.rows(row.codes),
    offered: toOfferedTypes(checkoutLists.offered.rows(row.offered)),
    rates: toRates(checkoutLists.rates.rows(row.rates)),
    pendingOrders: checkoutLists.pendingOrders.rows(row.pending_orders),
  };
}

// An account's checkout is the one an order is placed from (createOrder): it also reads
// the account's pending orders, which the order replaces. A session's (the totals, the
// payment methods) does not need them.
const checkoutOfUser = compiledQuery(
  (db: Db, userId: number, shippingAddressId: number, billingAddressId: number) =>
    checkoutQuery(db, userId, shippingAddressId, billingAddressId, true),
);

/** The account logged in on a live session, as a subquery of the caller's statement. */
export function sessionUser(db: Db, sessionKey: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select('user_id')
    .where('id', '=', sessionKey)
    .where('expires_at', '>', now)
    .$asScalar();
}

/**
 * Whether the buyer is a logged-in account: for the rare answer "nothing found" of a
 * statement that looked the session's account up itself, to tell a logged-out visitor
 * from a missing row.
 */
export async function isLoggedIn(db: Db, buyer: CheckoutBuyer): Promise<boolean> {
  if ('userId' in buyer) return true;
  const row = await db
    .selectNoFrom(() => [sessionUser(db, buyer.sessionKey, buyer.now).as('user_id')])
    .executeTakeFirst();
  return row?.user_id != null;
}

const checkoutOfSession = compiledQuery(
  (db: Db, sessionKey: string, now: Date, shippingAddressId: number, billingAddressId: number) =>
    checkoutQuery(db, sessionUser(db, sessionKey, now), shippingAddressId, billingAddressId, false),
);

/** The checkout statement's lists, each carried as arrays of its columns' values. */
const checkoutLists = {
  lines: jsonRows<PricedLineRow>({
    id: true,
    bookshop_id: true,
    title: true,
    qty: true,
    available: true,
    in_vacation: true,
    price_cents: true,
    discount_percent: true,
    weight_grams: true,
  }),
  codes: jsonRows<BasketCodeRow>({
    id: true,
    code: true,
    kind: true,
    percent: true,
    amount_cents: true,
    bookshop_id: true,
    expired: true,
    used_up: true,
  }),
  offered: jsonRows<OfferedTypeRow>({ bookshop_id: true, shipping_type: true }),
  rates: jsonRows<RateRow>({
    bookshop_id: true,
    shipping_type: true,
    dest_country: true,
    max_weight_grams: true,
    price_cents: true,
  }),
  pendingOrders: jsonRows<PendingOrderRow>({ id: true, number: true, basket_fingerprint: true }),
};

function checkoutQuery(
  db: Db,
  userId: UserRef,
  shippingAddressId: number,
  billingAddressId: number,
  withPendingOrders: boolean,
) {
  // The account and its basket's bookshops are read once, as CTEs every part refers to.
  // Repeated in each part as subqueries, the session was looked up eleven times and the
  // basket's bookshops twice per statement, and the session's key and the time were sent
  // eleven times each (pgbench, 12 lines over 4 bookshops: 0.21 -> 0.19 ms a statement; the
  // totals' bench, 0.42 -> 0.32 ms of CPU a request on both sides).
  const me = sql<number | null>`(SELECT user_id FROM me)`;
  const shops = sql<number>`(SELECT bookshop_id FROM shops)`;
  const shippingCountry = db
    .selectFrom('shipping_addresses')
    .select('nazione')
    .where('id', '=', shippingAddressId)
    .where('user_id', '=', me);
  return db
    .with('me', (qb) => qb.selectNoFrom(sql<number | null>`${userId}::int`.as('user_id')))
    .with('shops', (qb) =>
      qb
        .selectFrom('basket_lines')
        .innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id')
        .innerJoin('products', 'products.id', 'basket_lines.product_id')
        .select('products.bookshop_id')
        .distinct()
        .where('baskets.user_id', '=', me),
    )
    .selectNoFrom((eb) => [
      me.as('user_id'),
      checkoutLists.lines.from(pricedLinesOfUserQuery(db, me)).as('lines'),
      eb.selectFrom('wallets').select('balance_cents').where('user_id', '=', me).as('wallet_cents'),
      shippingCountry.as('shipping_country'),
      jsonObjectFrom(
        eb
          .selectFrom('billing_addresses')
          .select(BILLING_DETAILS)
          .where('id', '=', billingAddressId)
          .where('user_id', '=', me),
      ).as('billing'),
      eb
        .selectFrom('baskets')
        .select('selected_shippings')
        .where('user_id', '=', me)
        .as('selected_shippings'),
      checkoutLists.codes.from(basketCodesQuery(db, me)).as('codes'),
      checkoutLists.offered.from(offeredShippingTypesQuery(db, shops)).as('offered'),
      checkoutLists.rates
        .from(shippingRatesQuery(db, shops, eb.fn.coalesce(shippingCountry, sql.lit('IT'))))
        .as('rates'),
      (withPendingOrders
        ? checkoutLists.pendingOrders.from(
            eb
              .selectFrom('orders')
              .select(['id', 'number', 'basket_fingerprint'])
              .where('user_id', '=', me)
              // A literal, not a parameter: the plan kept for every order can then prove the
              // pending-only index applies, rather than read all the account's orders.
              .where('status', '=', sql.lit('pending')),
          )
        : sql<unknown[][]>`'[]'::json`
      ).as('pending_orders'),
    ]);
}

const BILLING_DETAILS = [
  'id',
  'user_id',
  'persona',
  'professionale',
  'tipologia',
  'sconto',
  'label',
  'codice_fiscale',
  'partita_iva',
  'ragione_sociale',
  'pec',
  'codice_destinatario_sdi',
  'nome',
  'cognome',
  'indirizzo',
  'citta',
  'nazione',
  'provincia_stato',
  'cap',
  'data_nascita',
  'pagamento_posticipato',
] as const satisfies readonly (keyof BillingDetails)[];

export async function findCode(db: Db, code: string, userId: number) {
  return db
    .selectFrom('discount_codes as dc')
    .select(codeColumns(userId))
    .where('dc.code', '=', code)
    .executeTakeFirst();
}

export async function removeCodesFromBasket(db: Db, userId: number, codeIds: readonly number[]) {
  if (codeIds.length === 0) return 0;
  const result = await db
    .deleteFrom('basket_discount_codes')
    .where('discount_code_id', 'in', codeIds)
    .where('basket_id', '=', (eb) =>
      eb.selectFrom('baskets').select('id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds a code to the basket; false when it was already there (also under a race). */
export async function addCodeToBasket(db: Db, basketId: number, codeId: number): Promise<boolean> {
  const row = await db
    .insertInto('basket_discount_codes')
    .values({ basket_id: basketId, discount_code_id: codeId })
    .onConflict((oc) => oc.doNothing())
    .returning('discount_code_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function basketIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('baskets')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function rememberSelectedShippings(
  db: Db,
  userId: number,
  selected: readonly { codelib: string; shipping: ShippingType }[],
): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ selected_shippings: JSON.stringify(selected) })
    .where('user_id', '=', userId)
    .execute();
}

export async function ownedShippingAddress(db: Db, userId: number, id: number) {
  return db
    .selectFrom('shipping_addresses')
    .select(['id', 'nazione'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function ownedBillingAddress(db: Db, userId: number, id: number) {
  return db
    .selectFrom('billing_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export const DISCOUNT_ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const MAX_DISCOUNT_FAILURES = 10;

export async function recentDiscountFailures(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('discount_code_attempts')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - DISCOUNT_ATTEMPT_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function recordDiscountFailure(db: Db, userId: number): Promise<void> {
  await db.insertInto('discount_code_attempts').values({ user_id: userId }).execute();
}
