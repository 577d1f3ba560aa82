import { useId } from 'react';
import { BookCover } from '../../../components/catalog/book-cover';
import { StockAdjustedNotice } from '../../../components/basket/stock-adjusted-notice';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { useBasket } from '../../../lib/basket-api';
import { formatEur, parseCents } from '../../../lib/money';
import { wordKey } from '../../../lib/order-words';
import type { CartTotals } from '../api/get-cart-totals';

/** The cart's words for the chosen shipping (with its delivery time), as the buyer chose it. */
const SHIPPING_KEYS = {
  Shop_pickup: 'cart.shipping.types.shopPickup',
  Economy: 'cart.shipping.types.economy',
  Standard: 'cart.shipping.types.standard',
  Express: 'cart.shipping.types.express',
} as const;

/**
 * What is being bought, as every checkout shows it: the lines grouped by bookshop, each with
 * its cover, and each bookshop's chosen shipping and its cost (from the server's totals).
 * Books that cannot be bought (none left, a closed bookshop) are left out, as the order
 * leaves them; books lowered to the copies left are named above the list.
 */
export function OrderLines({ lang, totals }: { lang: Lang; totals: CartTotals | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const basket = useBasket();
  if (!basket.data) return null;
  const parts = new Map(totals?.bookshops.map((part) => [part.bookshopId, part]));
  const groups = basket.data.bookshops
    .filter((bookshop) => !bookshop.inVacation)
    .map((bookshop) => ({
      bookshop,
      lines: bookshop.basketLines.filter((line) => line.product.available > 0),
    }))
    .filter((group) => group.lines.length > 0);
  return (
    <section className="checkout-section checkout-lines" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('checkout.lines.heading')}</h2>
      <StockAdjustedNotice basket={basket.data} />
      {groups.map(({ bookshop, lines }) => {
        const part = parts.get(bookshop.id);
        const key = part ? wordKey(SHIPPING_KEYS, part.shippingType) : null;
        return (
          <article
            key={bookshop.id}
            className="checkout-lines__group"
            aria-labelledby={`${id}-${bookshop.id}`}
          >
            <h3 id={`${id}-${bookshop.id}`}>
              {bookshop.name} <span className="checkout-lines__city">{bookshop.city}</span>
            </h3>
            <ul
              className="checkout-lines__list"
              aria-label={t('checkout.lines.caption', { bookshop: bookshop.name })}
            >
              {lines.map((line) => (
                <li key={line.id} className="checkout-line">
                  <div className="checkout-line__cover">
                    <BookCover productId={line.product.id} decorative sizes="4rem" />
                  </div>
                  <div className="checkout-line__text">
                    <p className="checkout-line__title">{line.product.title}</p>
                    <p className="checkout-line__qty">
                      {t('checkout.lines.qty', { count: line.qty })}
                    </p>
                  </div>
                  <p className="checkout-line__total">{formatEur(line.total, lang)}</p>
                </li>
              ))}
            </ul>
            {part && key ? (
              <p className="checkout-lines__shipping">
                {t('checkout.lines.shipping', {
                  shipping: t(key),
                  cost:
                    parseCents(part.shippingCost) === 0
                      ? t('checkout.lines.free')
                      : formatEur(part.shippingCost, lang),
                })}
              </p>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
