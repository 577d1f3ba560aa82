import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Lang as Language } from '@scaffale/domain/languages';
import type { PaymentMethodCode } from '@scaffale/domain/payments';

// Row types of the schema in migrations/. bigint ids and counts are parsed to number
// (see database.ts); dates (date) stay 'YYYY-MM-DD' strings; timestamptz are Date.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Json<T> = ColumnType<T, string, string>;

export type ShippingTypeCode = 'Shop_pickup' | 'Economy' | 'Standard' | 'Express';
export type Persona = 'FIS' | 'GIU' | 'PA' | 'NONE';
export type OrderStatus =
  'pending' | 'awaiting_transfer' | 'deferred' | 'paid' | 'cancelled' | 'fulfilled';
export type { PaymentMethodCode } from '@scaffale/domain/payments';
export type { Language };
export type Role = 'buyer' | 'staff' | 'admin';
export type OrderPartStatus =
  | 'AWAITING_PAYMENT'
  | 'TO_CONFIRM'
  | 'ACCEPTED'
  | 'SHIPPED'
  | 'READY_FOR_PICKUP'
  | 'COLLECTED'
  | 'REJECTED'
  | 'CANCELLED';

export interface ProductCache {
  props?: { autori?: string[]; editori?: string[]; anni?: string[] };
  product_class?: string;
  classe_css?: string;
}

export interface CountriesTable {
  code: string;
  name_it: string;
  name_en: string;
  name_fr: string;
  name_es: string;
}

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  language: Generated<Language>;
  created_at: Timestamp;
  role: Generated<Role>;
  /** Staff only: the bookshop they work for. */
  bookshop_id: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Id;
  email: string;
  ip: string;
  created_at: Timestamp;
}

export interface BookshopsTable {
  id: Id;
  name: string;
  city: string;
  country_code: string;
  description: Generated<string>;
  vacation_end: string | null;
}

export interface BookshopShippingTypesTable {
  bookshop_id: number;
  shipping_type: ShippingTypeCode;
  position: Generated<number>;
}

export interface ShippingRatesTable {
  id: Id;
  bookshop_id: number;
  shipping_type: ShippingTypeCode;
  dest_country: string | null;
  max_weight_grams: number;
  price_cents: number;
}

export interface ProductsTable {
  id: Id;
  bookshop_id: number;
  title: string;
  slug: string;
  description: Generated<string>;
  css_class: Generated<string>;
  product_class: Generated<string>;
  cache_it: Json<ProductCache>;
  cache_en: Json<ProductCache>;
  cache_fr: Json<ProductCache>;
  cache_es: Json<ProductCache>;
  price_cents: number;
  discount_percent: Generated<number>;
  weight_grams: number;
  available: number;
  cover_color: Generated<string>;
  has_cover: Generated<boolean>;
  created_at: Timestamp;
}

export interface BasketsTable {
  id: Id;
  user_id: number | null;
  session_id: string | null;
  selected_shippings: ColumnType<
    { codelib: string; shipping: ShippingTypeCode }[],
    string | undefined,
    string
  >;
  updated_at: Timestamp;
}

export interface BasketLinesTable {
  id: Id;
  basket_id: number;
  product_id: number;
  qty: number;
  /** The quantity before it was lowered to the copies left; null once the buyer changes it. */
  adjusted_from: number | null;
  created_at: Timestamp;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface ShippingAddressesTable {
  id: Id;
  user_id: number;
  etichetta: string;
  name: string;
  attenzione_di: Generated<string>;
  telefono: string;
  email: Generated<string>;
  indirizzo: string;
  indirizzo2: Generated<string>;
  nazione: string;
  provincia_stato: Generated<string>;
  citta: string;
  cap: string;
  fax: Generated<string>;
  note: Generated<string>;
  created_at: Timestamp;
}

export interface BillingAddressesTable {
  id: Id;
  user_id: number;
  persona: Persona;
  professionale: Generated<boolean>;
  tipologia: Generated<string>;
  sconto: Generated<number>;
  label: Generated<string>;
  codice_fiscale: Generated<string>;
  partita_iva: Generated<string>;
  ragione_sociale: Generated<string>;
  pec: Generated<string>;
  codice_destinatario_sdi: Generated<string>;
  nome: Generated<string>;
  cognome: Generated<string>;
  indirizzo: Generated<string>;
  citta: Generated<string>;
  nazione: string | null;
  provincia_stato: Generated<string>;
  cap: Generated<string>;
  data_nascita: string | null;
  pagamento_posticipato: Generated<boolean>;
  created_at: Timestamp;
}

export interface DiscountCodesTable {
  id: Id;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percent: number | null;
  amount_cents: number | null;
  bookshop_id: number | null;
  expires_at: Timestamp | null;
  max_uses: number | null;
  uses_count: Generated<number>;
}

export interface BasketDiscountCodesTable {
  basket_id: number;
  discount_code_id: number;
  added_at: Timestamp;
}

export interface WalletsTable {
  user_id: number;
  balance_cents: Generated<number>;
}

export interface OrdersTable {
  id: Id;
  number: string;
  user_id: number;
  status: Generated<OrderStatus>;
  basket_fingerprint: string;
  payment_method: PaymentMethodCode | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  shipping_address: Json<Record<string, unknown>> | null;
  billing_address: Json<Record<string, unknown>> | null;
  notes: Generated<string>;
  invoice: Generated<boolean>;
  present: Generated<boolean>;
  numero_ordine_acquisto: string | null;
  data_ordine_acquisto: string | null;
  cig: string | null;
  cup: string | null;
  goods_cents: number;
  discount_cents: number;
  shipping_cents: number;
  store_credit_cents: number;
  total_cents: number;
  vat_cents: number;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  user_email: Generated<string>;
}

export interface SandboxPaymentsTable {
  ref: string;
  kind: 'card' | 'wiretransfer' | 'paypal';
  client_secret: string;
  idempotency_key: string;
  order_number: string;
  amount_cents: number;
  status: Generated<
    'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled'
  >;
  last_error: string | null;
  created_at: Timestamp;
}

export interface OrderPartsTable {
  id: Id;
  order_id: number;
  bookshop_id: number;
  shipping_type: ShippingTypeCode;
  goods_cents: number;
  discount_cents: number;
  shipping_cents: number;
  status: Generated<OrderPartStatus>;
  carrier: string | null;
  tracking_code: string | null;
  /** 48 hours after the part became TO_CONFIRM. */
  confirm_by: Timestamp | null;
  refunded_cents: Generated<number>;
}

export interface OrderLinesTable {
  id: Id;
  order_part_id: number;
  product_id: number;
  title: string;
  qty: number;
  unit_price_cents: number;
  line_total_cents: number;
  rejected: Generated<boolean>;
}

export interface DiscountCodeUsesTable {
  id: Id;
  discount_code_id: number;
  user_id: number;
  order_id: number | null;
  amount_cents: Generated<number>;
  created_at: Timestamp;
}

export interface StoreCreditEntriesTable {
  id: Id;
  user_id: number;
  amount_cents: number;
  reason: string;
  order_id: number | null;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: 'sandbox' | 'stripe' | 'braintree' | 'store_credit' | 'manual';
  method: PaymentMethodCode;
  provider_ref: string | null;
  status: Generated<
    'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled'
  >;
  amount_cents: number;
  idempotency_key: string;
  client_secret: string | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A success that did not place its order: pending until revived or refunded. */
  late_resolution: 'pending' | 'revived' | 'refunded' | null;
}

export interface RefundsTable {
  id: Id;
  order_id: number;
  /** Null: store credit given back to the Borsellino. */
  payment_id: number | null;
  /** Null: the whole order's. */
  order_part_id: number | null;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
  /** owed: a deferred (MANUAL) order's, settled by hand, never sent to a provider. */
  status: Generated<'pending' | 'succeeded' | 'owed'>;
  provider_ref: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderEventsTable {
  id: Id;
  order_id: number;
  kind: string;
  /** JSON text on the way in; defaults to {}. */
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface SandboxRefundsTable {
  ref: string;
  payment_ref: string;
  amount_cents: number;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface ProviderEventsTable {
  id: Id;
  provider: string;
  event_id: string;
  type: string;
  payload: Json<unknown>;
  received_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface DiscountCodeAttemptsTable {
  id: Id;
  user_id: number;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Id;
  position: 'header' | 'footer';
  language: Language | null;
  html: string;
  active: Generated<boolean>;
}

export interface DB {
  countries: CountriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  bookshops: BookshopsTable;
  bookshop_shipping_types: BookshopShippingTypesTable;
  shipping_rates: ShippingRatesTable;
  products: ProductsTable;
  baskets: BasketsTable;
  basket_lines: BasketLinesTable;
  wishlist_items: WishlistItemsTable;
  shipping_addresses: ShippingAddressesTable;
  billing_addresses: BillingAddressesTable;
  discount_codes: DiscountCodesTable;
  basket_discount_codes: BasketDiscountCodesTable;
  wallets: WalletsTable;
  orders: OrdersTable;
  order_parts: OrderPartsTable;
  order_lines: OrderLinesTable;
  discount_code_uses: DiscountCodeUsesTable;
  store_credit_entries: StoreCreditEntriesTable;
  payments: PaymentsTable;
  provider_events: ProviderEventsTable;
  banners: BannersTable;
  discount_code_attempts: DiscountCodeAttemptsTable;
  sandbox_payments: SandboxPaymentsTable;
  installation_keys: InstallationKeysTable;
  refunds: RefundsTable;
  order_events: OrderEventsTable;
  sandbox_refunds: SandboxRefundsTable;
}

export interface InstallationKeysTable {
  name: string;
  key: string;
  created_at: Generated<Date>;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type User = Selectable<UsersTable>;
export type BillingAddressRow = Selectable<BillingAddressesTable>;
export type ShippingAddressRow = Selectable<ShippingAddressesTable>;
export type ShippingAddressUpdate = Updateable<ShippingAddressesTable>;
