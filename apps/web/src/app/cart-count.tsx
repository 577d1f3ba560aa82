import { useTranslation } from '../i18n/use-translation';
import { useBasket } from '../lib/basket-api';
import './cart-count.css';

/**
 * The number of copies in the basket, beside the header's cart link: a badge for the eye,
 * a sentence ('3 articoli nel carrello') for assistive technology. Nothing for an empty or
 * not yet loaded basket.
 */
export function CartCount() {
  const { t } = useTranslation();
  const { data: basket } = useBasket();
  const count = basket?.itemNumber ?? 0;
  if (count <= 0) return null;
  return (
    <span className="cart-count">
      <span className="cart-count__badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('header.cartCount', { count })}</span>
    </span>
  );
}
