import type { Selectable } from 'kysely';
import type { BillingAddresses, OrderParts, Orders, Users } from './schema.generated.ts';

// The names the code uses for the row types, which are generated from the migrated schema
// (schema.generated.ts, `npm run codegen:db`; schema-codegen.ts says how columns are typed).

export type {
  Banners as BannersTable,
  BillingAddresses as BillingAddressesTable,
  Countries as CountriesTable,
  DB,
  Payments as PaymentsTable,
  Products as ProductsTable,
  SandboxPayments as SandboxPaymentsTable,
  ShippingAddresses as ShippingAddressesTable,
  ShippingRates as ShippingRatesTable,
} from './schema.generated.ts';
export type { ProductCache, TransferInstructions } from './json-columns.ts';
export type { Persona } from '@scaffale/domain/addresses';
export type { PaymentMethodCode } from '@scaffale/domain/payments';
export type { ShippingType as ShippingTypeCode } from '@scaffale/domain/shipping';

export type OrderStatus = Selectable<Orders>['status'];
export type Language = Selectable<Users>['language'];
export type Role = Selectable<Users>['role'];
export type OrderPartStatus = Selectable<OrderParts>['status'];

export type BillingAddressRow = Selectable<BillingAddresses>;
