import { paths } from '../../../../config/paths';
import { forgetPlacedCheckout } from '../../../../lib/storage';

/**
 * docs/spec/checkout.md §1: the stored checkout data and the shipping-form draft go once the order
 * is paid for, and with them the buyer's choices and method for that order.
 */
export function forgetCheckout(): void {
  forgetPlacedCheckout();
}

/** A full navigation: the confirmation is its own page (docs/spec/payments.md §3). */
export function goToConfirmation(orderNumber: string): void {
  window.location.assign(paths.orderConfirmation(orderNumber));
}

/** The confirmation page as an absolute URL, for the providers' return_url. */
export function confirmationUrl(orderNumber: string): string {
  return new URL(paths.orderConfirmation(orderNumber), window.location.origin).href;
}
