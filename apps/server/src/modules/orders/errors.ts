import type { Db } from '../../db/database.ts';
import { type AppError, errorCatalogue, notLoggedIn } from '../../http/errors.ts';
import { isLoggedIn, type Buyer } from '../account/identity.ts';

/** Placing and finding orders: why an order was not placed, or not found. */
export const OrderErrors = errorCatalogue({
  orderNotFound: { code: 'ORDER_NOT_FOUND', status: 404, messageKey: 'orderNotFound' },
  /** Paid (or cancelled) already: only an order waiting for its payment can be cancelled. */
  orderNotCancellable: {
    code: 'ORDER_NOT_CANCELLABLE',
    status: 409,
    messageKey: 'orderNotCancellable',
  },
  emptyBasket: { code: 'EMPTY_BASKET', status: 409, messageKey: 'emptyBasket' },
  outOfStock: { code: 'OUT_OF_STOCK', status: 409, messageKey: 'outOfStock' },
  /** The same refusal, naming the books (`books`). */
  outOfStockBooks: { code: 'OUT_OF_STOCK', status: 409, messageKey: 'outOfStockBooks' },
  unavailableLines: { code: 'UNAVAILABLE_LINES', status: 409, messageKey: 'unavailableBooks' },
  discountCodesChanged: {
    code: 'DISCOUNT_CODES_CHANGED',
    status: 409,
    messageKey: 'discountRemoved',
  },
  discountCodeUsedUp: {
    code: 'DISCOUNT_CODE_USED_UP',
    status: 409,
    messageKey: 'discountAlreadyUsed',
  },
  storeCreditChanged: {
    code: 'STORE_CREDIT_CHANGED',
    status: 409,
    messageKey: 'storeCreditChanged',
  },
  shippingAddressRequired: {
    code: 'SHIPPING_ADDRESS_REQUIRED',
    status: 400,
    messageKey: 'shippingAddressRequired',
  },
  billingIncomplete: { code: 'BILLING_INCOMPLETE', status: 400, messageKey: 'billingIncomplete' },
  paymentMethodNotAllowed: {
    code: 'PAYMENT_METHOD_NOT_ALLOWED',
    status: 400,
    messageKey: 'paymentMethodNotAllowed',
  },
  invalidPaData: { code: 'INVALID_PA_DATA', status: 400, messageKey: 'invalidValue' },
  /** The delivery notes past ORDER_NOTES_MAX_LENGTH (`max`): refused, never cut. */
  notesTooLong: { code: 'NOTES_TOO_LONG', status: 400, messageKey: 'tooLong', field: 'notes' },
  /** The account's unpaid orders would hold more copies than allowed (`max`, `ordered`, `held`). */
  tooManyUnpaidCopies: {
    code: 'TOO_MANY_UNPAID_COPIES',
    status: 409,
    messageKey: 'tooManyUnpaidCopies',
  },
  /** The orders placed from the client's address would hold more than allowed (`max`). */
  tooManyUnpaidCopiesFromAddress: {
    code: 'TOO_MANY_UNPAID_COPIES_FROM_ADDRESS',
    status: 409,
    messageKey: 'tooManyUnpaidCopiesFromAddress',
  },
});

/**
 * The refusal for an order of the buyer's that a statement did not find: 401 to a session
 * without an account (it could own no order), 404 otherwise, never someone else's order.
 */
export async function orderNotFound(db: Db, buyer: Buyer): Promise<AppError> {
  return (await isLoggedIn(db, buyer)) ? OrderErrors.orderNotFound() : notLoggedIn();
}

/** An empty basket, or none at all: the same 401 / 409 split as a missing order. */
export async function noBasket(db: Db, buyer: Buyer): Promise<AppError> {
  return (await isLoggedIn(db, buyer)) ? OrderErrors.emptyBasket() : notLoggedIn();
}
