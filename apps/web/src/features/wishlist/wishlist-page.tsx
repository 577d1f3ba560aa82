import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BookGrid, type CardExtra } from '../../components/catalog/book-card';
import { AddToCartButton } from '../../components/catalog/add-to-cart-button';
import { OtherOffers, type OfferAction } from '../../components/catalog/other-offers';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { availabilityOf, isBuyable } from '../../lib/catalog';
import { useWishlist } from '../../lib/wishlist-api';

const addOfferToCart: OfferAction = (offer, describedBy) => (
  <AddToCartButton productId={offer.product.id} disabled={false} describedBy={describedBy} />
);

/** A saved copy that cannot be bought now: the same book at the other bookshops that have it. */
const otherOffersOfUnbuyable: CardExtra = (product, titleId) =>
  isBuyable(availabilityOf(product)) ? null : (
    <OtherOffers productId={product.id} action={addOfferToCart} describedBy={titleId} />
  );

/**
 * `/{lang}/wishlist/` (behind the login gate): the books the buyer saved, newest first; a saved
 * copy that cannot be bought lists the same book at other bookshops, to add one to the cart.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle('wishlist');
  const { data: products, isPending, isError, refetch } = useWishlist();

  let content;
  if (isPending) {
    content = (
      <div className="catalog-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('wishlist.loading')}</span>
      </div>
    );
  } else if (isError) {
    content = (
      <div className="catalog-status catalog-status--error" role="alert">
        <p>{t('wishlist.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  } else if (products.length === 0) {
    content = (
      <div className="catalog-empty">
        <p>{t('wishlist.empty')}</p>
        <p>
          <Link className="button button--primary" to={paths.home(lang)}>
            {t('wishlist.browse')}
          </Link>
        </p>
      </div>
    );
  } else {
    content = <BookGrid products={products} headingLevel={2} extra={otherOffersOfUnbuyable} />;
  }

  return (
    <section className="page catalog" aria-labelledby="wishlist-heading" aria-busy={isPending}>
      <h1 id="wishlist-heading">{t('wishlist.heading')}</h1>
      {content}
    </section>
  );
}
