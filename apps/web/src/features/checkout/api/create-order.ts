import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';
import type { StoredSelectedShipping } from '../../../lib/storage';
import type { PaymentMethodCode } from './get-payment-methods';

/**
 * What the order is made of besides the basket (docs/spec/api-contract.md §3.1 'Order creation
 * inputs').
 */
export interface CreateOrderInput {
  shippingAddressId: string | null;
  /** The billing id ('A…' when saved), only when an invoice is requested. */
  billingAddress: string | null;
  notes: string;
  invoice: boolean;
  /** The gift flag ('Regalo'). */
  present: boolean;
  selectedShippings: StoredSelectedShipping[];
  /** Public-administration data; the date as YYYY-MM-DD (docs/spec/checkout.md §4). */
  numero_ordine_acquisto: string | null;
  data_ordine_acquisto: string | null;
  cig: string | null;
  cup: string | null;
  /**
   * STORE_CREDIT and MANUAL settle the order at once; card, transfer and PayPal create it
   * to be paid afterwards; none when there is nothing to pay.
   */
  paymentMethod: PaymentMethodCode | null;
}

const CREATE_ORDER = graphql(`
  mutation createOrder(
    $shippingAddressId: ID
    $billingAddress: ID
    $notes: String
    $invoice: Boolean!
    $present: Boolean!
    $selectedShippings: [SelectedShippingInput!]
    $numero_ordine_acquisto: String
    $data_ordine_acquisto: String
    $cig: String
    $cup: String
    $paymentMethod: PaymentMethodCode
  ) {
    createOrder(
      shippingAddressId: $shippingAddressId
      billingAddress: $billingAddress
      notes: $notes
      invoice: $invoice
      present: $present
      selectedShippings: $selectedShippings
      numero_ordine_acquisto: $numero_ordine_acquisto
      data_ordine_acquisto: $data_ordine_acquisto
      cig: $cig
      cup: $cup
      paymentMethod: $paymentMethod
    ) {
      orderNumber
    }
  }
`);

/**
 * Creates the order from the basket; the same unchanged basket and options give back the
 * same pending order, so choosing a method again does not make a second one.
 */
export async function createOrder(input: CreateOrderInput): Promise<string> {
  const data = await graphqlRequest('createOrder', CREATE_ORDER, {
    ...input,
    data_ordine_acquisto: input.data_ordine_acquisto?.slice(0, 10) ?? null,
  });
  return data.createOrder.orderNumber;
}
