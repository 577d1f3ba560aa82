import { errorCatalogue } from '../../http/errors.ts';

/** The administrator's refusals: each changes nothing. */
export const AdminErrors = errorCatalogue({
  forbidden: { code: 'FORBIDDEN', status: 403, messageKey: 'forbidden' },
  invalidText: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidText' },
  invalidEmail: { code: 'INVALID_VALUE', status: 400, messageKey: 'invalidEmail' },
  invalidCountry: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidCountry' },
  invalidCode: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidCode' },
  invalidPercent: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidPercent' },
  invalidAmount: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidAmount' },
  invalidMaxUses: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidMaxUses' },
  invalidDate: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidDate' },
  invalidLanguage: { code: 'INVALID_VALUE', status: 400, messageKey: 'adminInvalidLanguage' },
  emailTaken: { code: 'EMAIL_TAKEN', status: 409, messageKey: 'adminEmailTaken' },
  codeTaken: { code: 'CODE_TAKEN', status: 409, messageKey: 'adminCodeTaken' },
  bookshopNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'adminBookshopNotFound' },
  bookshopClosed: { code: 'BOOKSHOP_CLOSED', status: 409, messageKey: 'adminBookshopClosed' },
  codeNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'adminCodeNotFound' },
  accountNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'adminAccountNotFound' },
  storeCreditBelowZero: {
    code: 'STORE_CREDIT_BELOW_ZERO',
    status: 409,
    messageKey: 'adminStoreCreditBelowZero',
  },
  deferredPaymentNotFound: {
    code: 'NOT_FOUND',
    status: 404,
    messageKey: 'adminDeferredPaymentNotFound',
    field: 'orderNumber',
  },
  settlementAboveBalance: {
    code: 'AMOUNT_ABOVE_BALANCE',
    status: 409,
    messageKey: 'adminSettlementAboveBalance',
    field: 'amount',
  },
  settlementReferenceUsed: {
    code: 'REFERENCE_ALREADY_RECORDED',
    status: 409,
    messageKey: 'adminSettlementReferenceUsed',
    field: 'reference',
  },
  bannerNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound' },
  mailNotFound: { code: 'NOT_FOUND', status: 404, messageKey: 'notFound' },
  identityChangeNotFound: {
    code: 'NOT_FOUND',
    status: 404,
    messageKey: 'adminIdentityChangeNotFound',
  },
  identityChangeDecided: {
    code: 'IDENTITY_CHANGE_DECIDED',
    status: 409,
    messageKey: 'adminIdentityChangeDecided',
  },
  invalidReason: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'adminInvalidText',
    field: 'reason',
  },
});
