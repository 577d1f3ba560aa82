import type { Cents } from '@scaffale/domain/money';
import { parseCents } from '../../lib/money';
import type { ParcelShipping } from './api/get-offer-shipping';

/** The lowest price among the offers, in cents; null when there is none. */
export function cheapestOfferCents(offers: readonly { price: string }[]): Cents | null {
  let cheapest: Cents | null = null;
  for (const offer of offers) {
    const cents = parseCents(offer.price);
    if (cheapest === null || cents < cheapest) cheapest = cents;
  }
  return cheapest;
}

/** The ways of sending a parcel (pickup is collecting it, not sending it). */
export type DeliveryType = 'Economy' | 'Standard' | 'Express';
const DELIVERY_TYPES: readonly string[] = [
  'Economy',
  'Standard',
  'Express',
] satisfies DeliveryType[];

function isDeliveryType(type: string): type is DeliveryType {
  return DELIVERY_TYPES.includes(type);
}

/**
 * The cheapest way a bookshop sends a parcel to the destination; null when none of its ways
 * reaches it (a null cost) or it only offers pickup. A type this page does not know is left out.
 */
export function cheapestDelivery(
  parcel: Pick<ParcelShipping, 'quotes'>,
): { type: DeliveryType; cents: Cents } | null {
  let cheapest: { type: DeliveryType; cents: Cents } | null = null;
  for (const { shippingType, cost } of parcel.quotes) {
    if (cost === null || !isDeliveryType(shippingType)) continue;
    const cents = parseCents(cost);
    if (cheapest === null || cents < cheapest.cents) cheapest = { type: shippingType, cents };
  }
  return cheapest;
}

/** Whether the bookshop lets the reader collect the parcel in its shop. */
export function offersPickup(parcel: Pick<ParcelShipping, 'quotes'>): boolean {
  return parcel.quotes.some((quote) => quote.shippingType === 'Shop_pickup');
}

/** A visitor, or a reader without a saved address, is shown the shipping to Italy. */
export const DEFAULT_READER_COUNTRY = 'IT';

/** Where the reader is: their first saved shipping address's country (the one preselected). */
export function readerCountry(
  addresses: readonly { nazione: { code: string } }[] | undefined,
): string {
  return addresses?.[0]?.nazione.code ?? DEFAULT_READER_COUNTRY;
}
