import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BookCover } from '../../../components/catalog/book-cover';
import { BookPrice } from '../../../components/catalog/book-price';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import type { BasketBookshop, BasketLine } from '../../../lib/basket-api';
import { productDetails } from '../../../lib/catalog';
import { formatEur } from '../../../lib/money';
import type { CartActions } from '../hooks/use-cart-actions';
import { isLineAvailable, truncateTitle } from '../utils/cart-rules';
import { QuantityControl } from './quantity-control';

// The other bookshops' offers load only when a line needs them: most carts have none, and the
// cart's first download stays within its budget (apps/web/vite.config.ts).
const OtherOffers = lazy(() => import('../../../components/catalog/other-offers'));

/**
 * One book of the cart: its link (new tab), authors, unit price, quantity and line total.
 * An unavailable book shows only why, and the remove and move-to-wishlist buttons. A line that
 * cannot be bought as asked (unavailable, or fewer copies left than it had) lists the same
 * book at other bookshops, to move it there.
 */
export function CartLine({
  line,
  bookshop,
  actions,
}: {
  line: BasketLine;
  bookshop: BasketBookshop;
  actions: CartActions;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { product } = line;
  const available = isLineAvailable(line, bookshop);
  const busy = actions.isBusy(product.id);
  const { authors } = productDetails(product, lang);
  // Names the book to the other offers' buttons (a product is in the basket once).
  const titleId = `cart-line-${product.id}`;

  return (
    <li className={available ? 'cart-line' : 'cart-line cart-line--unavailable'}>
      <article className="cart-line__body" aria-label={product.title} aria-busy={busy}>
        <div className="cart-line__cover">
          <BookCover productId={product.id} decorative sizes="5rem" />
        </div>
        <div className="cart-line__info">
          <h3 className="cart-line__title" id={titleId}>
            <a
              href={paths.product(product.cssClass, product.slug, product.id)}
              target="_blank"
              rel="noopener"
              title={product.title}
            >
              {truncateTitle(product.title)}
              <span className="visually-hidden"> {t('cart.line.newTab')}</span>
            </a>
          </h3>
          {authors.length > 0 ? <p className="cart-line__authors">{authors.join(', ')}</p> : null}
          {available ? null : (
            <p className="cart-line__status">
              {bookshop.inVacation ? t('cart.line.bookshopClosed') : t('cart.line.outOfStock')}
            </p>
          )}
          {!available || line.adjustedFrom !== null ? (
            <Suspense fallback={null}>
              <OtherOffers productId={product.id} describedBy={titleId} />
            </Suspense>
          ) : null}
        </div>

        {available ? (
          <dl className="cart-line__figures">
            <div className="cart-line__figure">
              <dt>{t('cart.line.price')}</dt>
              <dd>
                <BookPrice product={product} />
              </dd>
            </div>
            <div className="cart-line__figure">
              <dt>{t('cart.line.quantity')}</dt>
              <dd>
                <QuantityControl
                  line={line}
                  busy={busy}
                  onIncrease={() => actions.increase(product.id)}
                  onDecrease={() => actions.decrease(product.id)}
                />
              </dd>
            </div>
            <div className="cart-line__figure cart-line__figure--total">
              <dt>{t('cart.line.total')}</dt>
              <dd className="cart-line__total">{formatEur(line.total, lang)}</dd>
            </div>
          </dl>
        ) : null}

        <div className="cart-line__actions">
          <button
            type="button"
            className="button button--link"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) actions.remove([product.id]);
            }}
          >
            {t('cart.line.remove')}
          </button>
          <button
            type="button"
            className="button button--link"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) actions.moveToWishlist([product.id]);
            }}
          >
            {t('cart.line.moveToWishlist')}
          </button>
        </div>
      </article>
    </li>
  );
}
