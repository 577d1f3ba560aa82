import { errorCatalogue } from '../../http/errors.ts';

/** The catalog's failures: a book or bookshop that is not there (others' modules ask too). */
export const CatalogErrors = errorCatalogue({
  productNotFound: { code: 'PRODUCT_NOT_FOUND', status: 404, messageKey: 'productNotFound' },
  bookshopNotFound: { code: 'BOOKSHOP_NOT_FOUND', status: 404, messageKey: 'bookshopNotFound' },
  searchInvalid: { code: 'INVALID_SEARCH', status: 400, messageKey: 'searchInvalid' },
});
