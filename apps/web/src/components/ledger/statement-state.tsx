import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../forms/error-text';

/** While a statement loads, a spinner; when it could not, the reason and a retry. */
export function StatementState({
  isPending,
  error,
  retry,
}: {
  isPending: boolean;
  error: unknown;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="ledger-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('ledger.loading')}</span>
      </div>
    );
  }
  return (
    <div className="ledger-status" role="alert">
      <p>
        {t('ledger.loadError')} {errorText(error, t('ledger.actionError'))}
      </p>
      <button className="button button--primary" type="button" onClick={retry}>
        {t('ledger.retry')}
      </button>
    </div>
  );
}
