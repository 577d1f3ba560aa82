import type { Lang } from '@scaffale/domain/languages';
import { errorCatalogue } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { OrderInFlight } from './account-settings.ts';

/**
 * The account's refusals that are no REST field's: an account is not deleted while an order
 * is in flight (its message names each order and what it waits for: describeOrdersInFlight);
 * the GraphQL choice of a first password.
 */
export const AccountErrors = errorCatalogue({
  ordersInFlight: {
    code: 'ACCOUNT_ORDERS_IN_FLIGHT',
    status: 409,
    messageKey: 'accountOrdersInFlight',
  },
  /** choosePassword from a session not opened with a one-time password. */
  passwordChangeNotRequired: { code: 'FORBIDDEN', status: 403, messageKey: 'forbidden' },
  passwordRequired: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'required',
    field: 'password',
  },
  passwordTooShort: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'passwordTooShort',
    field: 'password',
  },
  passwordTooLong: { code: 'INVALID_VALUE', status: 400, messageKey: 'tooLong', field: 'password' },
  /** zxcvbn's feedback in the `feedback` parameter (password-policy.ts). */
  passwordTooWeak: {
    code: 'PASSWORD_TOO_WEAK',
    status: 400,
    messageKey: 'passwordTooWeak',
    field: 'password',
  },
});

const WAITING_FOR = {
  payment: 'inFlightPayment',
  confirmation: 'inFlightConfirmation',
  delivery: 'inFlightDelivery',
  refund: 'inFlightRefund',
} as const;

/** What must finish first, in `lang`: "order SC-… is waiting for its payment; …". */
export function describeOrdersInFlight(lang: Lang, orders: readonly OrderInFlight[]): string {
  return orders
    .map((order) => translate(lang, WAITING_FOR[order.waitingFor], { number: order.orderNumber }))
    .join('; ');
}
