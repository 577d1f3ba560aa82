import { errorCatalogue } from '../../http/errors.ts';

/** The basket's failures; an add's refusals are named by the add statement's outcome. */
export const BasketErrors = errorCatalogue({
  PRODUCT_NOT_FOUND: { code: 'PRODUCT_NOT_FOUND', status: 404, messageKey: 'productNotFound' },
  BOOKSHOP_ON_VACATION: {
    code: 'BOOKSHOP_ON_VACATION',
    status: 409,
    messageKey: 'bookshopOnVacation',
  },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK', status: 409, messageKey: 'outOfStock' },
  invalidQuantity: { code: 'INVALID_QUANTITY', status: 400, messageKey: 'invalidQuantity' },
});
