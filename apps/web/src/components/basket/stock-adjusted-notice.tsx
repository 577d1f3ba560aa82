import { useTranslation } from '../../i18n/use-translation';
import type { Basket } from '../../lib/basket-api';
import './basket.css';

/** The lines other buyers' orders lowered to the copies left (the server's adjustedFrom). */
export function adjustedLines(basket: Basket) {
  return basket.bookshops.flatMap((bookshop) =>
    bookshop.basketLines.filter((line) => line.adjustedFrom !== null),
  );
}

/**
 * Names each book whose quantity was lowered because other buyers took copies, and its new
 * quantity: the cart and the checkout say it before any payment, until the buyer changes the
 * line.
 */
export function StockAdjustedNotice({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const lines = adjustedLines(basket);
  if (lines.length === 0) return null;
  return (
    <div className="stock-adjusted-notice" role="status">
      <p className="stock-adjusted-notice__lead">{t('basket.adjusted.lead')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {t('basket.adjusted.line', {
              title: line.product.title,
              count: line.qty,
              from: line.adjustedFrom ?? line.qty,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
