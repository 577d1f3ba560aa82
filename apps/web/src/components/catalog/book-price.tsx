import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../i18n/use-lang';
import type { BasketProduct } from '../../lib/basket-api';
import { formatEur } from '../../lib/money';
import './catalog.css';

/**
 * The price as the server computed it: the list price struck through beside the discounted
 * one when there is a discount. Display only; nothing here does arithmetic on money.
 */
export function BookPrice({
  product,
  large = false,
}: {
  product: Pick<BasketProduct, 'price' | 'discount' | 'discountedPrice'>;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const className = large ? 'book-price book-price--large' : 'book-price';

  if (product.discount <= 0) {
    return (
      <p className={className}>
        <span className="book-price__current">{formatEur(product.price, lang)}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="visually-hidden">{t('catalog.price.list')}: </span>
      <del className="book-price__list">{formatEur(product.price, lang)}</del>{' '}
      <span className="visually-hidden">{t('catalog.price.discounted')}: </span>
      <span className="book-price__current book-price__current--discounted">
        {formatEur(product.discountedPrice, lang)}
      </span>{' '}
      <span className="book-price__badge">
        {t('catalog.price.discount', { percent: product.discount })}
      </span>
    </p>
  );
}
