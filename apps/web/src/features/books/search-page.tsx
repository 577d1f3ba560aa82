import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { formatCents } from '../../lib/money';
import { pageCount, useSearchBooks, type BookResult } from './api/search-books';
import { BookPager } from './components/book-pager';
import { SearchFilters } from './components/search-filters';
import { cheapestOfferCents } from './offers';
import {
  activeFilterCount,
  bookSearchQuery,
  parseBookSearch,
  type BookSearch,
} from './search-query';
import './books.css';

/**
 * `/{lang}/cerca/?q=…`: the books that match the words, narrowed and ordered by the filter
 * form. Everything is in the query string, so a search is an address to share; the page only
 * reads it, and the forms only write it.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = parseBookSearch(params);
  // Filters narrow what words find: without words the server finds nothing.
  const hasCriteria = search.query !== '';
  useTextPageTitle(
    search.query ? t('books.search.titleFor', { query: search.query }) : t('books.search.title'),
  );

  return (
    <div className="page books-search">
      <h1>
        {search.query
          ? t('books.search.headingFor', { query: search.query })
          : t('books.search.title')}
      </h1>
      <div className="books-search__layout">
        <SearchFilters search={search} />
        {hasCriteria ? (
          <SearchResults search={search} />
        ) : (
          <p className="catalog-empty">{t('books.search.prompt')}</p>
        )}
      </div>
    </div>
  );
}

function SearchResults({ search }: { search: BookSearch }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, isFetching, refetch } = useSearchBooks(search);
  const busy = isPending || isFetching;

  let content;
  if (isPending) {
    content = (
      <div className="catalog-status" role="status">
        <span className="spinner spinner--dark" role="img" aria-label={t('books.search.loading')} />
      </div>
    );
  } else if (isError) {
    content = (
      <div className="catalog-status catalog-status--error" role="alert">
        <p>{t('books.search.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  } else {
    const pages = pageCount(data.total, data.pageSize);
    content = (
      <>
        <p className="books-count" role="status">
          {t('books.search.count', { count: data.total })}
        </p>
        {data.items.length === 0 ? (
          <div className="catalog-empty">
            <p>{t('books.search.empty')}</p>
            {activeFilterCount(search) > 0 ? <p>{t('books.search.emptyFiltered')}</p> : null}
          </div>
        ) : (
          <ol className="book-results">
            {data.items.map((book, index) => (
              <li key={book.isbn ?? `${book.title}-${index}`}>
                <BookResultItem book={book} />
              </li>
            ))}
          </ol>
        )}
        <BookPager
          page={search.page}
          pages={pages}
          hrefFor={(page) => ({ search: bookSearchQuery({ ...search, page }) })}
          onNavigate={() => {
            headingRef.current?.focus({ preventScroll: true });
            headingRef.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <section className="books-search__results" aria-labelledby={headingId} aria-busy={busy}>
      <div className="books-results__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('books.search.resultsHeading')}
        </h2>
        {busy && !isPending ? (
          <span
            className="spinner spinner--dark"
            role="img"
            aria-label={t('books.search.loading')}
          />
        ) : null}
      </div>
      {content}
    </section>
  );
}

/** One book of the results: what it is, its cheapest offer and how many bookshops have it. */
function BookResultItem({ book }: { book: BookResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const cheapest = cheapestOfferCents(book.offers);
  // A book without an ISBN is one bookshop's copy: its product page is its page.
  const first = book.offers[0];
  let href: string | null = null;
  if (book.isbn) href = paths.book(lang, book.isbn);
  else if (first)
    href = paths.product(first.product.cssClass, first.product.slug, first.product.id);
  const facts = [book.publisher, book.year === null ? null : String(book.year)].filter(
    (fact): fact is string => fact !== null && fact !== '',
  );

  return (
    <article className="book-result" aria-labelledby={titleId}>
      <h3 className="book-result__title" id={titleId}>
        {href ? <Link to={href}>{book.title}</Link> : book.title}
      </h3>
      {book.authors.length > 0 ? (
        <p className="book-result__authors">{book.authors.join(', ')}</p>
      ) : null}
      {facts.length > 0 ? <p className="book-result__facts">{facts.join(' · ')}</p> : null}
      <p className="book-result__offers">
        {cheapest === null ? (
          t('books.offers.none')
        ) : (
          <>
            <span className="book-result__price">
              {t('books.search.from', { price: formatCents(cheapest, lang) })}
            </span>
            {' · '}
            {t('books.search.offerCount', { count: book.offers.length })}
          </>
        )}
      </p>
    </article>
  );
}
