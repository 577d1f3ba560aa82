import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../components/forms/error-text';

/** What a panel shows while its list loads, or when it could not: a spinner, or the error and a retry. */
export function LoadState({
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
      <div className="admin-status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('admin.loading')}</span>
      </div>
    );
  }
  return (
    <div className="admin-status" role="alert">
      <p>
        {t('admin.loadError')} {errorText(error, t('admin.actionError'))}
      </p>
      <button className="button button--primary" type="button" onClick={retry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}
