import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';

/** The cart (`/it/carrello`, `/en/cart`, …). Its content comes with the cart issue. */
export function CartPage() {
  const { t } = useTranslation();
  usePageTitle('cart');
  return (
    <section className="page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">{t('cart.heading')}</h1>
    </section>
  );
}
