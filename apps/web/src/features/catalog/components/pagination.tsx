import { useTranslation } from '../../../i18n/use-translation';
import { Link, type To } from 'react-router';

/** Previous / next and 'Pagina X di Y'. Links, so each page has its own URL. */
export function Pagination({
  page,
  pages,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pages: number;
  /** Where a page is (the same path, its own query string). */
  hrefFor: (page: number) => To;
  /** Called when a link is followed, for example to move the focus to the results. */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;

  return (
    <nav className="pagination" aria-label={t('catalog.pagination.label')}>
      {previous !== null ? (
        <Link
          className="button button--outline"
          to={hrefFor(previous)}
          preventScrollReset
          onClick={onNavigate}
        >
          <span aria-hidden="true">←</span> {t('catalog.pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__placeholder" />
      )}
      <p className="pagination__status">{t('catalog.pagination.status', { page, pages })}</p>
      {next !== null ? (
        <Link
          className="button button--outline"
          to={hrefFor(next)}
          preventScrollReset
          onClick={onNavigate}
        >
          {t('catalog.pagination.next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__placeholder" />
      )}
    </nav>
  );
}
