import type { Cents } from './money.ts';

// An order's value and how it was paid. The checkout's `totale` is what is left to pay once
// the Borsellino is applied (docs/spec/pricing-and-orders.md §4); once the order is placed, its
// total is what the order is worth, and the Borsellino one of the ways it was paid
// (docs/spec/mail-and-pages.md §3).

export interface OrderPayment {
  /** What the order is worth: goods after the codes, plus shipping (VAT included). */
  valueCents: Cents;
  /** Paid from the Borsellino. */
  storeCreditCents: Cents;
  /** Paid (or owed, for a deferred payment) by the order's payment method. */
  methodCents: Cents;
}

/** From the order's row: `total_cents` is what the method pays, the store credit apart. */
export function orderPayment(order: { totalCents: Cents; storeCreditCents: Cents }): OrderPayment {
  return {
    valueCents: order.totalCents + order.storeCreditCents,
    storeCreditCents: order.storeCreditCents,
    methodCents: order.totalCents,
  };
}
