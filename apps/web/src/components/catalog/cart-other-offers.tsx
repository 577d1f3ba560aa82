import { useMoveBasketLine } from '../../lib/move-basket-line';
import type { OtherOffer } from '../../lib/other-offers';
import { toast, TOAST_MS } from '../../lib/toast';
import { useTranslation } from '../../i18n/use-translation';
import { OtherOffers } from './other-offers';

/**
 * The cart's other offers for a line that cannot be bought as asked: a click moves the line to
 * that bookshop's copy (`moveBasketLine`), its quantity kept where the copies allow. The cart
 * loads this lazily (its default export), and only when such a line shows.
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
