import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../components/forms/error-text';

/**
 * A staff list still loading (a spinner, announced), or that could not load (why, and a retry):
 * what the orders' and the returns' lists show until their page is there.
 */
export function ListState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <div className="staff-area__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshopArea.loading')}</span>
      </div>
    );
  }
  return (
    <div className="staff-area__status" role="alert">
      <p>
        {t('bookshopArea.loadError')} {errorText(error, t('bookshopArea.actionError'))}
      </p>
      <button className="button button--primary" type="button" onClick={onRetry}>
        {t('bookshopArea.retry')}
      </button>
    </div>
  );
}
