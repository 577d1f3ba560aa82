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

/**
 * The shelf's refusals (a book's fields, its price, a rate table), each on the input field
 * at fault so the form shows it there; a rate table's on its row ('rates.2.price').
 */
export const ShelfErrors = errorCatalogue({
  isbnInvalid: { code: 'INVALID_ISBN', status: 400, messageKey: 'isbnInvalid', field: 'isbn' },
  isbnDuplicate: {
    code: 'DUPLICATE_ISBN',
    status: 409,
    messageKey: 'isbnDuplicate',
    field: 'isbn',
  },
  priceInvalid: { code: 'INVALID_PRICE', status: 400, messageKey: 'priceInvalid', field: 'price' },
  discountAboveLegalCap: {
    code: 'DISCOUNT_ABOVE_LEGAL_CAP',
    status: 400,
    messageKey: 'discountAboveLegalCap',
    field: 'percent',
  },
  titleInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookTitleInvalid',
    field: 'title',
  },
  authorsInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookAuthorsInvalid',
    field: 'authors',
  },
  publisherInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookPublisherInvalid',
    field: 'publisher',
  },
  yearInvalid: { code: 'INVALID_VALUE', status: 400, messageKey: 'bookYearInvalid', field: 'year' },
  weightInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookWeightInvalid',
    field: 'weightGrams',
  },
  availableInvalid: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookAvailableInvalid',
    field: 'available',
  },
  bookshopRequired: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'bookshopRequired',
    field: 'bookshopId',
  },
  rateGap: { code: 'RATE_GAP', status: 400, messageKey: 'rateGap' },
  rateOverlap: { code: 'RATE_OVERLAP', status: 400, messageKey: 'rateOverlap' },
  rateUnsorted: { code: 'RATE_UNSORTED', status: 400, messageKey: 'rateUnsorted' },
  rateDuplicateBand: {
    code: 'RATE_DUPLICATE_BAND',
    status: 400,
    messageKey: 'rateDuplicateBand',
  },
  rateNegativePrice: {
    code: 'RATE_NEGATIVE_PRICE',
    status: 400,
    messageKey: 'rateNegativePrice',
  },
  ratePriceInvalid: { code: 'RATE_PRICE_INVALID', status: 400, messageKey: 'ratePriceInvalid' },
  ratePickupNotFree: {
    code: 'RATE_PICKUP_NOT_FREE',
    status: 400,
    messageKey: 'ratePickupNotFree',
  },
  rateWeightInvalid: {
    code: 'RATE_WEIGHT_INVALID',
    status: 400,
    messageKey: 'rateWeightInvalid',
  },
  rateUnknownCountry: { code: 'UNKNOWN_COUNTRY', status: 400, messageKey: 'rateUnknownCountry' },
  rateTableEmpty: {
    code: 'RATE_TABLE_EMPTY',
    status: 400,
    messageKey: 'rateTableEmpty',
    field: 'rates',
  },
  rateTableTooLong: {
    code: 'RATE_TABLE_TOO_LONG',
    status: 400,
    messageKey: 'rateTableTooLong',
    field: 'rates',
  },
  noTypeOffered: {
    code: 'NO_SHIPPING_TYPE_OFFERED',
    status: 409,
    messageKey: 'noShippingTypeOffered',
  },
});

/**
 * A shelf file refused whole (docs/spec/shelf-import.md): its header lacks a column the
 * import needs, its XML is not well-formed, or it is larger than the import takes. A line
 * at fault is not an error: the answer lists it with its code.
 */
export const ImportErrors = errorCatalogue({
  headerIncomplete: {
    code: 'IMPORT_HEADER_INCOMPLETE',
    status: 400,
    messageKey: 'importHeaderIncomplete',
  },
  onixInvalid: { code: 'INVALID_ONIX', status: 400, messageKey: 'importOnixInvalid' },
  tooLarge: { code: 'PAYLOAD_TOO_LARGE', status: 413, messageKey: 'importTooLarge' },
});

/**
 * A seller's identity refused (docs/spec/marketplace.md §8): INVALID_VALUE on the field at
 * fault ('vatNumber', 'registeredAddress.postalCode', 'openingHours.2.0.to'), with the
 * message of the domain's rule that refused it.
 */
export const IdentityErrors = errorCatalogue({
  invalidValue: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidValue' },
  required: { code: 'INVALID_VALUE', status: 400, messageKey: 'required' },
  tooLong: { code: 'INVALID_VALUE', status: 400, messageKey: 'tooLong' },
  invalidEmail: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidEmail' },
  invalidPhone: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidPhone' },
  invalidCountry: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidCountry' },
  invalidProvince: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidProvince' },
  invalidCap: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidCap' },
  invalidTaxCode: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidCodiceFiscale' },
  invalidVatNumber: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidPartitaIva' },
  invalidSdi: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidSdi' },
  invalidIban: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidIban' },
  invalidHours: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidHours' },
  invalidCharacter: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidCharacter' },
});
