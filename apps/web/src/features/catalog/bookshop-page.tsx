import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { formatDate } from '../../lib/dates';
import { useBookshop } from './api/get-bookshop';
import { countryName } from '../../lib/country-name';
import { ProductResults } from './components/product-results';
import { SellerIdentity } from './components/seller-identity';
import { catalogSearch, parseId, parsePage, QUERY } from './components/search-params';
import './catalog-pages.css';

/** `/{lang}/venditore/{id}`: a bookshop, whether it is open, and its books, paged. */
export function BookshopPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = parseId(params.bookshopId ?? null);
  const page = parsePage(searchParams.get(QUERY.page));
  const { data: bookshop, isPending, isError, refetch } = useBookshop(id ?? '');
  useTextPageTitle(bookshop?.name ?? null);

  if (id === null) return <>{notFound}</>;
  if (isPending) {
    return (
      <div className="page catalog-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshop.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="page catalog-status catalog-status--error" role="alert">
        <p>{t('bookshop.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }
  if (bookshop === null) return <>{notFound}</>;

  return (
    <div className="page catalog">
      <section className="catalog-intro bookshop" aria-labelledby="bookshop-heading">
        <h1 id="bookshop-heading">{bookshop.name}</h1>
        <p className="bookshop__place">
          {bookshop.city}, {countryName(bookshop.countryCode, lang)}
        </p>
        {bookshop.inVacation ? (
          <p className="notice notice--closed">
            {bookshop.vacationEnd
              ? t('bookshop.closedUntil', { date: formatDate(bookshop.vacationEnd, lang) })
              : t('catalog.availability.closed')}
          </p>
        ) : null}
        {bookshop.description.trim() !== '' ? (
          <p className="catalog-intro__text">{bookshop.description}</p>
        ) : null}
      </section>
      <SellerIdentity identity={bookshop} lang={lang} />
      <ProductResults
        filter={{ search: '', bookshopId: bookshop.id, page }}
        heading={t('bookshop.books')}
        hrefForPage={(target) => ({ search: catalogSearch({ page: target }) })}
      />
    </div>
  );
}
