import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaStrings } from '../area-strings';
import { paths } from '../../config/paths';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { formatEur } from '../../lib/money';
import { useMoveBasketLine } from '../../lib/move-basket-line';
import { useOtherOffers, type OtherOffer } from '../../lib/other-offers';
import { toast, TOAST_MS } from '../../lib/toast';

/** An offer's button, given the ids that describe it: the book's, then the offer's. */
export type OfferAction = (offer: OtherOffer, describedBy: string) => ReactNode;

/**
 * The same book at other bookshops (open, in stock, cheapest first), for a copy that cannot
 * be bought as it is, each with a button: the cart's moves its line there in a click, the
 * wishlist's adds the copy to the cart. Says nothing while they load, and so when there are
 * none.
 */
export function OtherOffers({
  productId,
  action,
  describedBy,
}: {
  productId: string;
  action: OfferAction;
  /** The id of the element naming the book, so each button says which book it acts on. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const leadId = useId();
  const { data: offers } = useOtherOffers(productId);
  if (offers === undefined || offers.length === 0) return null;
  // Its words are the area strings' (i18n/areas/): the cart's first download stays without
  // them, and a cart with nothing unavailable never fetches them.
  return (
    <AreaStrings>
      <div className="other-offers">
        <p className="other-offers__lead" id={leadId}>
          {t('offers.lead')}
        </p>
        <ul className="other-offers__list" aria-labelledby={leadId}>
          {offers.map((offer) => (
            <OfferItem
              key={offer.product.id}
              offer={offer}
              action={action}
              describedBy={describedBy}
            />
          ))}
        </ul>
      </div>
    </AreaStrings>
  );
}

function OfferItem({
  offer,
  action,
  describedBy,
}: {
  offer: OtherOffer;
  action: OfferAction;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const offerId = useId();
  return (
    <li className="other-offers__item">
      <p className="other-offers__facts" id={offerId}>
        <Link to={paths.bookshop(lang, offer.bookshop.id)}>{offer.bookshop.name}</Link>
        {`, ${offer.bookshop.city} · `}
        {t(offer.condition === 'NEW' ? 'offers.condition.new' : 'offers.condition.used')}
        {' · '}
        <strong>{formatEur(offer.price, lang)}</strong>
        {' · '}
        {t('offers.copies', { count: offer.available })}
      </p>
      {action(offer, `${describedBy} ${offerId}`)}
    </li>
  );
}

/**
 * The cart's other offers for a line that cannot be bought as asked: a click moves the line to
 * that bookshop's copy (`moveBasketLine`), its quantity kept where the copies allow. The cart
 * loads this module lazily (this is its default export), and only when such a line shows;
 * the wishlist's list is the same module's, so the two share one chunk.
 */
export default function CartOtherOffers({
  productId,
  describedBy,
}: {
  productId: string;
  describedBy: string;
}) {
  return (
    <OtherOffers
      productId={productId}
      describedBy={describedBy}
      action={(offer, description) => (
        <MoveButton fromProductId={productId} offer={offer} describedBy={description} />
      )}
    />
  );
}

/** docs/spec/cart.md §2.6: the cart's toasts show bottom centre. */
const CART_TOAST = { position: 'bottom-center' } as const;

function MoveButton({
  fromProductId,
  offer,
  describedBy,
}: {
  fromProductId: string;
  offer: OtherOffer;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const move = useMoveBasketLine();
  const busy = move.isPending;
  const onClick = () => {
    if (busy) return;
    move.mutate(
      { fromProductId, toProductId: offer.product.id },
      {
        onSuccess: () =>
          toast.success(t('offers.moved', { bookshop: offer.bookshop.name }), {
            ...CART_TOAST,
            autoClose: TOAST_MS.success,
          }),
        onError: (error) => {
          console.warn('moveBasketLine failed', error);
          toast.error(t('cart.toast.serverError', { detail: error.message }), {
            ...CART_TOAST,
            autoClose: TOAST_MS.error,
          });
        },
      },
    );
  };
  return (
    <button
      type="button"
      className="button button--outline other-offers__button"
      onClick={onClick}
      // Not `disabled` while busy: that would throw the keyboard focus off the button.
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {t('offers.move')}
    </button>
  );
}
