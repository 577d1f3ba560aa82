import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ShippingRate, ShippingType } from '@scaffale/domain/shipping';
import { compiledQuery } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { BillingAddressRow } from '../../db/types.ts';
import { sessionUser, type Buyer, type UserRef } from '../account/identity.ts';
import { basketCodesQuery, type BasketCodeRow } from './discount-codes.repo.ts';
import { pricedLinesOfUserQuery, type PricedLineRow } from '../basket/basket.repo.ts';
import {
  offeredShippingTypesQuery,
  shippingRatesQuery,
  toOfferedTypes,
  toRates,
  type OfferedTypeRow,
  type RateRow,
} from '../shipping/shipping.repo.ts';

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
  buyer: Buyer,
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
    max_discount_percent: true,
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
