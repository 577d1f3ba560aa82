import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BookGrid } from '../../components/catalog/book-card';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useWishlist } from '../../lib/wishlist-api';

/** `/{lang}/wishlist/` (behind the login gate): the books the buyer saved, newest first. */
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
    content = <BookGrid products={products} headingLevel={2} />;
  }

  return (
    <section className="page catalog" aria-labelledby="wishlist-heading" aria-busy={isPending}>
      <h1 id="wishlist-heading">{t('wishlist.heading')}</h1>
      {content}
    </section>
  );
}
