import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import { useShippingAddresses } from '../../../lib/addresses/get-shipping-addresses';
import { formatCents } from '../../../lib/money';
import { useUserEmail } from '../../../lib/user-email';
import type { BookOffer } from '../api/get-book';
import { offerShippingQueryOptions, type ParcelShipping } from '../api/get-offer-shipping';
import { cheapestDelivery, offersPickup, readerCountry, type DeliveryType } from '../offers';

/** What each offer's bookshop charges to send one copy to the reader, and who offers pickup. */
export interface OfferShippingState {
  /** The reader's country (ISO code): their first saved shipping address's, else Italy. */
  country: string;
  /** The quotes are still on their way. */
  pending: boolean;
  /** Each bookshop's quotes, by its id. */
  quotes: ReadonlyMap<string, ParcelShipping> | undefined;
  /** Whether the bookshop lets the reader collect the book in its shop. */
  pickup: (bookshopId: string) => boolean;
}

/**
 * One request for every offer's bookshop (the cart's approximate quotes), to the logged-in
 * reader's default shipping country, else Italy.
 */
export function useOfferShipping(offers: readonly BookOffer[]): OfferShippingState {
  const lang = useLang();
  const { data: email } = useUserEmail();
  const loggedIn = typeof email === 'string';
  const addresses = useShippingAddresses(lang, loggedIn);
  const country = readerCountry(loggedIn ? addresses.data : undefined);
  // One parcel per bookshop, of one copy: the heaviest copy it offers, should it have two.
  const weights = new Map<string, number>();
  for (const offer of offers) {
    const grams = Math.max(1, Math.round(offer.product.weight));
    weights.set(offer.bookshop.id, Math.max(weights.get(offer.bookshop.id) ?? 0, grams));
  }
  const parcels = [...weights].map(([codelib, weight]) => ({ codelib, weight }));
  const waitingForCountry = loggedIn ? addresses.isPending : email === undefined;
  const { data, isPending } = useQuery({
    ...offerShippingQueryOptions(parcels, country),
    enabled: parcels.length > 0 && !waitingForCountry,
    select: (answer) => new Map(answer.map((parcel) => [parcel.codelib, parcel])),
  });
  return {
    country,
    pending: waitingForCountry || isPending,
    quotes: data,
    pickup: (bookshopId) => {
      const parcel = data?.get(bookshopId);
      return parcel !== undefined && offersPickup(parcel);
    },
  };
}

const TYPE_KEYS = {
  Economy: 'cart.shipping.types.economy',
  Standard: 'cart.shipping.types.standard',
  Express: 'cart.shipping.types.express',
} as const satisfies Record<DeliveryType, string>;

/** The cheapest way the bookshop sends the book to the reader's country, or that it does not. */
export function OfferShipping({
  shipping,
  bookshopId,
}: {
  shipping: OfferShippingState;
  bookshopId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (shipping.pending) return <span>…</span>;
  const parcel = shipping.quotes?.get(bookshopId);
  const cheapest = parcel ? cheapestDelivery(parcel) : null;
  if (cheapest === null) return <span>{t('books.offers.noShipping')}</span>;
  return (
    <span>
      {t('books.offers.shippingFrom', { cost: formatCents(cheapest.cents, lang) })}{' '}
      <span className="book-offers__type">({t(TYPE_KEYS[cheapest.type])})</span>
    </span>
  );
}
