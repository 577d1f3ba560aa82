import { useTranslation } from '../../../i18n/use-translation';
import type { CartActions } from '../hooks/use-cart-actions';

/**
 * Says that some books cannot be bought; with more than one, offers to remove them all or
 * move them all to the wishlist (docs/spec/cart.md §2.2).
 */
export function UnavailableNotice({
  productIds,
  actions,
}: {
  productIds: readonly string[];
  actions: CartActions;
}) {
  const { t } = useTranslation();
  if (productIds.length === 0) return null;
  const busy = productIds.some((id) => actions.isBusy(id));
  return (
    <div className="cart-notice">
      <p className="cart-notice__text">
        {t('cart.unavailable.notice', { count: productIds.length })}
      </p>
      {productIds.length > 1 ? (
        <div className="cart-notice__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) actions.remove(productIds);
            }}
          >
            {t('cart.unavailable.removeAll')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) actions.moveToWishlist(productIds);
            }}
          >
            {t('cart.unavailable.moveAll')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
