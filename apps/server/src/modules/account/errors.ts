import type { Lang } from '@scaffale/domain/languages';
import { errorCatalogue } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { OrderInFlight } from './account-settings.ts';

/**
 * The account page's refusals that are no field's: an account is not deleted while an order
 * is in flight (its message names each order and what it waits for: describeOrdersInFlight).
 */
export const AccountErrors = errorCatalogue({
  ordersInFlight: {
    code: 'ACCOUNT_ORDERS_IN_FLIGHT',
    status: 409,
    messageKey: 'accountOrdersInFlight',
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
