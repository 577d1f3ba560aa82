import { errorCatalogue } from '../../http/errors.ts';

/** Paying for an order: refusals of the order's state, the transfer limit, a bad webhook. */
export const PaymentErrors = errorCatalogue({
  orderReplaced: { code: 'ORDER_REPLACED', status: 409, messageKey: 'orderReplaced' },
  orderNotPayable: { code: 'ORDER_NOT_PAYABLE', status: 409, messageKey: 'orderNotPayable' },
  tooManyUnpaidTransfers: {
    code: 'TOO_MANY_UNPAID_TRANSFERS',
    status: 409,
    messageKey: 'tooManyUnpaidTransfers',
  },
  badSignature: { code: 'BAD_SIGNATURE', status: 400, messageKey: 'badRequest' },
  /** The sandbox's simulated transfer, for an order with no bank transfer waiting for money. */
  noTransferAwaited: {
    code: 'NO_TRANSFER_AWAITED',
    status: 409,
    messageKey: 'noTransferAwaited',
  },
});
