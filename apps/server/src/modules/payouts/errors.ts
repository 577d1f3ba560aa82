import { errorCatalogue } from '../../http/errors.ts';

/**
 * The ledger's and payouts' refusals: each on the input field at fault so the form shows it
 * there. Another bookshop's statement is FORBIDDEN to staff (they may not read it).
 */
export const PayoutErrors = errorCatalogue({
  forbidden: { code: 'FORBIDDEN', status: 403, messageKey: 'forbidden' },
  bookshopNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound', field: 'bookshopId' },
  bookshopRequired: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'invalidValue',
    field: 'bookshopId',
  },
  periodInvalid: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidValue', field: 'from' },
  percentInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'invalidValue',
    field: 'percent',
  },
  amountInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'invalidValue',
    field: 'amount',
  },
  connectUnavailable: {
    code: 'CONNECT_UNAVAILABLE',
    status: 409,
    messageKey: 'connectUnavailable',
  },
  reasonInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'invalidValue',
    field: 'reason',
  },
});
