import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { To } from 'react-router';
import { BookGrid } from '../../../components/catalog/book-card';
import { pageCount, useProducts, type ProductsFilter } from '../api/get-products';
import { Pagination } from './pagination';

/**
 * A page of books for a search: the count, the cards and the pager. While a page loads the
 * region is `aria-busy` and the previous one stays in view.
 */
export function ProductResults({
  filter,
  heading,
  hrefForPage,
}: {
  filter: ProductsFilter;
  heading: string;
  hrefForPage: (page: number) => To;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, isFetching, refetch } = useProducts(filter);
  const busy = isPending || isFetching;

  // Following a page link moves the focus to the results, as a new page would.
  const focusResults = () => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  let content;
  if (isPending) {
    content = (
      <div className="catalog-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('catalog.loading')}</span>
      </div>
    );
  } else if (isError) {
    content = (
      <div className="catalog-status catalog-status--error" role="alert">
        <p>{t('catalog.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  } else {
    const pages = pageCount(data.total, data.pageSize);
    content = (
      <>
        <p className="catalog-count" role="status">
          {t('catalog.results', { count: data.total })}
        </p>
        {data.items.length === 0 ? (
          <p className="catalog-empty">{t('catalog.empty')}</p>
        ) : (
          <BookGrid products={data.items} headingLevel={3} />
        )}
        <Pagination
          page={filter.page}
          pages={pages}
          hrefFor={hrefForPage}
          onNavigate={focusResults}
        />
      </>
    );
  }

  return (
    <section className="catalog-results" aria-labelledby={headingId} aria-busy={busy}>
      <div className="catalog-results__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {busy && !isPending ? <span className="spinner spinner--dark" aria-hidden="true" /> : null}
      </div>
      {content}
    </section>
  );
}
