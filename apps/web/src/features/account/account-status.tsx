import { useTranslation } from '../../i18n/use-translation';

export function AccountLoading() {
  const { t } = useTranslation();
  return (
    <p className="account-page__status" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span>{t('account.loading')}</span>
    </p>
  );
}

/** A message instead of the form, with the way back to where the buyer came from. */
export function AccountMessage({
  text,
  next,
  alert = false,
}: {
  text: string;
  next: string;
  alert?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-page__message">
      <p role={alert ? 'alert' : undefined}>{text}</p>
      {/* A plain link: `next` may be a path the server redirects (e.g. /checkout/). */}
      <a href={next}>{t('account.back')}</a>
    </div>
  );
}
