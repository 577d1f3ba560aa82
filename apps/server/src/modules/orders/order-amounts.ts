import { toDecimal } from '@scaffale/domain/money';
import { orderPayment } from '@scaffale/domain/order-value';

// An order's amounts on the wire, the same for the buyer's orders (Order) and the
// administrator's (AdminOrder): its value as the total, the Borsellino and the payment method
// apart (docs/spec/mail-and-pages.md §3).

/** An order's row as the readers hold it: what the method pays, what the Borsellino paid. */
export interface OrderAmounts {
  totalCents: number;
  storeCreditCents: number;
}

/** The field resolvers of an order's totale, storeCredit and paidByMethod. */
export const orderPaymentFields = {
  totale: (order: OrderAmounts) => toDecimal(orderPayment(order).valueCents),
  storeCredit: (order: OrderAmounts) => toDecimal(orderPayment(order).storeCreditCents),
  paidByMethod: (order: OrderAmounts) => toDecimal(orderPayment(order).methodCents),
};
