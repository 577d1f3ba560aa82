import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useFailedMail, useRetryMail, type FailedMail } from '../api/failed-mail';
import { errorText } from '../../../components/forms/error-text';
import { BusyLabel } from '../../../components/forms/busy-label';
import { ListCard } from './list-card';

function RetryButton({ message }: { message: FailedMail }) {
  const { t } = useTranslation();
  const retry = useRetryMail();
  return (
    <>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={retry.isPending}
        aria-label={t('admin.failedMail.retryLabel', { recipient: message.recipient })}
        onClick={() =>
          retry.mutate(message.id, {
            onSuccess: () => toast.success(t('admin.failedMail.retried')),
          })
        }
      >
        <BusyLabel busy={retry.isPending}>{t('admin.failedMail.retry')}</BusyLabel>
      </button>
      {retry.isError ? (
        <span className="form__alert" role="alert">
          {errorText(retry.error, t('admin.actionError'))}
        </span>
      ) : null}
    </>
  );
}

/** The messages the mail queue gave up sending after its attempts, each queued again by hand. */
export function FailedMailPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const query = useFailedMail();
  return (
    <ListCard
      heading={t('admin.failedMail.heading')}
      intro={t('admin.failedMail.intro')}
      empty={t('admin.failedMail.empty')}
      query={query}
    >
      {(messages) => (
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.failedMail.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.failedMail.colWritten')}</th>
              <th scope="col">{t('admin.failedMail.colRecipient')}</th>
              <th scope="col">{t('admin.failedMail.colSubject')}</th>
              <th scope="col">{t('admin.failedMail.colAttempts')}</th>
              <th scope="col">{t('admin.failedMail.colError')}</th>
              <th scope="col">{t('admin.failedMail.colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{formatDateTime(message.createdAt, lang)}</td>
                <td>{message.recipient}</td>
                <td>{message.subject}</td>
                <td>{message.attempts}</td>
                <td>{message.lastError ?? ''}</td>
                <td>
                  <RetryButton message={message} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListCard>
  );
}
