import type { ShippingType } from '@scaffale/domain/shipping';

// The shapes of the jsonb columns, which the schema cannot say: schema-codegen.ts names them
// in the generated row types (schema.generated.ts).

/** products.cache_{it,en,fr,es}: the catalogue's per-language extras. */
export interface ProductCache {
  props?: { autori?: string[]; editori?: string[]; anni?: string[] };
  product_class?: string;
  classe_css?: string;
}

/** baskets.selected_shippings: the shipping type the buyer chose for each bookshop. */
export interface SelectedShipping {
  codelib: string;
  shipping: ShippingType;
}

/** payments.transfer_instructions: what the buyer of a bank transfer is told (the domain's). */
export type { TransferInstructions } from '@scaffale/domain/payments';

/**
 * bookshops.opening_hours: seven days, Monday first, each its 'HH:MM' ranges;
 * bookshop_identity_changes.new_values: the approved part of an identity a change asks for.
 */
export type { ApprovedIdentity, OpeningHours } from '@scaffale/domain/seller-identity';
