import { Link, type To } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** Previous / next and 'Page X of Y' of the results; links, so each page has its own address. */
export function BookPager({
  page,
  pages,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => To;
  /** Called when a link is followed: the focus moves to the results. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav className="books-pager" aria-label={t('catalog.pagination.label')}>
      {previous !== null ? (
        <Link className="button button--outline" to={hrefFor(previous)} onClick={onNavigate}>
          <span aria-hidden="true">←</span> {t('catalog.pagination.previous')}
        </Link>
      ) : (
        <span className="books-pager__placeholder" />
      )}
      <p className="books-pager__status">{t('catalog.pagination.status', { page, pages })}</p>
      {next !== null ? (
        <Link className="button button--outline" to={hrefFor(next)} onClick={onNavigate}>
          {t('catalog.pagination.next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="books-pager__placeholder" />
      )}
    </nav>
  );
}
