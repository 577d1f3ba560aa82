import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { BRAND_NAME } from '../../config/env';
import { usePageTitle } from '../../hooks/use-page-title';
import { useBookshops } from './api/get-bookshops';
import { CatalogSearch } from './components/catalog-search';
import { ProductResults } from './components/product-results';
import { catalogSearch, parseId, parsePage, QUERY } from './components/search-params';
import './catalog-pages.css';

/**
 * `/{lang}/`: the catalogue. Search, bookshop and page live in the query string, so a
 * result can be bookmarked, shared and reached again with the back button.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('home');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(QUERY.search)?.trim() ?? '';
  const bookshopId = parseId(searchParams.get(QUERY.bookshop));
  const page = parsePage(searchParams.get(QUERY.page));
  const { data: bookshops } = useBookshops();

  // A new search or filter starts again from the first page.
  const apply = (next: { search: string; bookshopId: string | null }) =>
    setSearchParams(new URLSearchParams(catalogSearch(next)));

  return (
    <div className="page catalog">
      <section className="catalog-intro" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading', { brand: BRAND_NAME })}</h1>
        <p className="catalog-intro__text">{t('home.welcome')}</p>
      </section>
      <CatalogSearch
        search={search}
        bookshopId={bookshopId}
        bookshops={bookshops}
        onSearch={(text) => apply({ search: text, bookshopId })}
        onBookshopChange={(id) => apply({ search, bookshopId: id })}
      />
      <ProductResults
        filter={{ search, bookshopId, page }}
        heading={t('catalog.resultsHeading')}
        hrefForPage={(target) => ({ search: catalogSearch({ search, bookshopId, page: target }) })}
      />
    </div>
  );
}
