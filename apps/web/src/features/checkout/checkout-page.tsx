import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';

/** `/{lang}/checkout/`, behind the login gate. Addresses, totals and payment come later. */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle('checkout');
  return (
    <section className="page" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t('checkout.heading')}</h1>
    </section>
  );
}
