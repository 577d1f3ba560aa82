import { errorCatalogue } from '../../http/errors.ts';

/** Shipping's failures: a destination or a type no bookshop's table covers. */
export const ShippingErrors = errorCatalogue({
  unknownCountry: { code: 'UNKNOWN_COUNTRY', status: 400, messageKey: 'unknownCountry' },
  typeNotOffered: {
    code: 'SHIPPING_TYPE_NOT_OFFERED',
    status: 409,
    messageKey: 'shippingTypeNotOffered',
  },
  notAvailable: {
    code: 'SHIPPING_NOT_AVAILABLE',
    status: 409,
    messageKey: 'shippingNotAvailable',
  },
});
