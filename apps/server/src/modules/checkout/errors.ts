import { errorCatalogue } from '../../http/errors.ts';

/** The checkout's failures (a refused discount code is an answer, not one of these). */
export const CheckoutErrors = errorCatalogue({
  addressNotFound: { code: 'ADDRESS_NOT_FOUND', status: 404, messageKey: 'addressNotFound' },
});
