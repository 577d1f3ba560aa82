import { errorCatalogue } from '../../http/errors.ts';

/**
 * A withdrawal's refusals (docs/spec/withdrawal-and-returns.md §6). A part or a return out of
 * the caller's reach (another buyer's, another bookshop's) is answered as not found.
 */
export const ReturnErrors = errorCatalogue({
  notFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound' },
  invalidTransition: { code: 'INVALID_TRANSITION', status: 409, messageKey: 'invalidTransition' },
  notDelivered: { code: 'RETURN_NOT_DELIVERED', status: 409, messageKey: 'returnNotDelivered' },
  windowClosed: { code: 'RETURN_WINDOW_CLOSED', status: 409, messageKey: 'returnWindowClosed' },
  alreadyOpen: { code: 'RETURN_ALREADY_OPEN', status: 409, messageKey: 'returnAlreadyOpen' },
  noCopies: { code: 'INVALID_VALUE', status: 400, messageKey: 'returnNoCopies', field: 'lines' },
  tooManyCopies: {
    code: 'RETURN_TOO_MANY_COPIES',
    status: 400,
    messageKey: 'returnTooManyCopies',
    field: 'lines',
  },
  reasonRequired: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'returnReasonRequired',
    field: 'reason',
  },
});
