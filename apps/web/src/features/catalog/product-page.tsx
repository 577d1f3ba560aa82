import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { AddToCartButton } from '../../components/catalog/add-to-cart-button';
import { AvailabilityLabel } from '../../components/catalog/availability-label';
import { BookCover } from '../../components/catalog/book-cover';
import { BookPrice } from '../../components/catalog/book-price';
import { paths } from '../../config/paths';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { availabilityOf, isBuyable, productDetails, type CatalogProduct } from '../../lib/catalog';
import { useProduct } from './api/get-product';
import { countryName } from '../../lib/country-name';
import { parseId } from './components/search-params';
import { SaveToWishlistButton } from './components/save-to-wishlist-button';
import './catalog-pages.css';

/**
 * `/{cssClass}/{slug}/{id}/`: one book. The path has no language: the page speaks the
 * `user_language` cookie's. An unknown id, or a class that is not the book's, is a 404; a
 * stale slug is replaced by the book's own.
 */
export function ProductPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  const { search, hash } = useLocation();
  const id = parseId(params.productId ?? null);
  const { data: product, isPending, isError, refetch } = useProduct(id ?? '');
  useTextPageTitle(product?.title ?? null);

  if (id === null) return <>{notFound}</>;
  if (isPending) {
    return (
      <div className="page catalog-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('product.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="page catalog-status catalog-status--error" role="alert">
        <p>{t('product.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }
  if (product === null || product.cssClass !== params.cssClass) return <>{notFound}</>;
  if (product.slug !== params.slug) {
    const canonical = paths.product(product.cssClass, product.slug, product.id);
    return <Navigate to={`${canonical}${search}${hash}`} replace />;
  }
  return <ProductDetails product={product} />;
}

function ProductDetails({ product }: { product: CatalogProduct & { isbn: string | null } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const { authors, publishers, years } = productDetails(product, lang);
  const availability = availabilityOf(product);
  const { bookshop } = product;
  const bookshopPath = paths.bookshop(lang, bookshop.id);

  return (
    <article className="page product" aria-labelledby={titleId}>
      {/* One copy of a book that has a page of its own, which search engines are sent to
          (React puts the link into the head; docs/spec/server-rendering.md §1). */}
      {product.isbn && /^\d{13}$/.test(product.isbn) ? (
        <link
          rel="canonical"
          href={new URL(paths.book(lang, product.isbn), window.location.origin).href}
        />
      ) : null}
      <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to={paths.home(lang)}>{t('product.catalog')}</Link>
          </li>
          <li>
            <Link to={bookshopPath}>{bookshop.name}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="product__layout">
        <div className="product__cover">
          <BookCover productId={product.id} sizes="(max-width: 48rem) 90vw, 22rem" />
        </div>
        <div className="product__info">
          <h1 id={titleId} className="product__title">
            {product.title}
          </h1>
          {authors.length > 0 ? <p className="product__authors">{authors.join(', ')}</p> : null}

          <div className="product__buy">
            <BookPrice product={product} large />
            <AvailabilityLabel availability={availability} />
            {availability.kind === 'inStock' ? (
              <p className="product__stock">{t('product.stock', { count: product.available })}</p>
            ) : null}
            <div className="product__actions">
              <AddToCartButton
                productId={product.id}
                disabled={!isBuyable(availability)}
                describedBy={titleId}
                large
              />
              <SaveToWishlistButton productId={product.id} describedBy={titleId} />
            </div>
          </div>

          {product.isbn ? (
            <p className="product__book-link">
              <Link to={paths.book(lang, product.isbn)}>{t('product.allOffers')}</Link>
            </p>
          ) : null}

          <p className="product__seller">
            {t('product.soldBy')} <Link to={bookshopPath}>{bookshop.name}</Link>
            {`, ${bookshop.city} (${countryName(bookshop.countryCode, lang)})`}
          </p>

          <dl className="product__facts">
            {authors.length > 0 ? (
              <div>
                <dt>{t('product.authors', { count: authors.length })}</dt>
                <dd>{authors.join(', ')}</dd>
              </div>
            ) : null}
            {publishers.length > 0 ? (
              <div>
                <dt>{t('product.publisher')}</dt>
                <dd>{publishers.join(', ')}</dd>
              </div>
            ) : null}
            {years.length > 0 ? (
              <div>
                <dt>{t('product.year')}</dt>
                <dd>{years.join(', ')}</dd>
              </div>
            ) : null}
          </dl>

          {product.description.trim() !== '' ? (
            <section className="product__description" aria-labelledby={`${titleId}-description`}>
              <h2 id={`${titleId}-description`}>{t('product.description')}</h2>
              <p>{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
