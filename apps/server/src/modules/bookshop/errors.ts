import { errorCatalogue } from '../../http/errors.ts';

/**
 * The bookshop side's refusals. Another bookshop's part is answered like a missing one
 * (`partNotFound`), so staff cannot learn which parts exist elsewhere.
 */
export const BookshopErrors = errorCatalogue({
  forbidden: { code: 'FORBIDDEN', status: 403, messageKey: 'forbidden' },
  partNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound' },
  invalidTransition: { code: 'INVALID_TRANSITION', status: 409, messageKey: 'invalidTransition' },
});
