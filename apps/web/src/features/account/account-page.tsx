import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { refreshSessionQueries } from '../../lib/session-queries';
import { toast } from '../../lib/toast';
import { useAccount } from './api/get-account';
import { DeleteAccountForm } from './components/delete-account-form';
import { PasswordChangeForm } from './components/password-change-form';
import { ProfileForm } from './components/profile-form';
import { StoreCreditSection } from './components/store-credit-section';
import './account.css';

// The copy of the buyer's data: a chunk of its own, so the page's first download stays within
// its budget (apps/web/vite.config.ts).
const DataExportSection = lazy(() =>
  import('./components/data-export-section').then((m) => ({ default: m.DataExportSection })),
);

/** What deleting the account removes and what it keeps, and why, before it is asked for. */
function DeletionExplained() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('accountPage.delete.intro')}</p>
      <h3>{t('accountPage.delete.removedHeading')}</h3>
      <p>{t('accountPage.delete.removed')}</p>
      <p>{t('accountPage.delete.credit')}</p>
      <p>{t('accountPage.delete.inFlight')}</p>
      <h3>{t('accountPage.delete.keptHeading')}</h3>
      <p>{t('accountPage.delete.kept')}</p>
    </>
  );
}

/**
 * `/{lang}/area-personale/` (behind the login gate, docs/spec/accounts-and-access.md §2): the
 * buyer's names, email and language, their Borsellino (balance and movements), the password change,
 * the copy of their data (§6) and the deletion of the account.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle('account');
  const account = useAccount();
  const [deleted, setDeleted] = useState(false);

  // Logged out now: home, then every query of the session asked again (the account's own
  // query, which would answer 401, is no longer on screen by then).
  const onDeleted = () => {
    setDeleted(true);
    toast.success(t('accountPage.delete.deleted'));
    const leave = async () => {
      await navigate(paths.home(lang));
      await refreshSessionQueries(queryClient);
    };
    leave().catch((error: unknown) => console.warn('Leaving the deleted account failed', error));
  };

  let content;
  if (deleted) {
    content = <p>{t('accountPage.delete.deleted')}</p>;
  } else if (account.isPending) {
    content = (
      <p className="account-page__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('accountPage.loading')}</span>
      </p>
    );
  } else if (account.isError) {
    content = (
      <div className="form__alert" role="alert">
        <p>{t('accountPage.loadError')}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => void account.refetch()}
        >
          {t('errors.retry')}
        </button>
      </div>
    );
  } else {
    content = (
      <>
        <section className="account-page__card" aria-labelledby={`${id}-profile`}>
          <h2 id={`${id}-profile`}>{t('accountPage.profile.heading')}</h2>
          <ProfileForm account={account.data} headingId={`${id}-profile`} />
        </section>
        <section className="account-page__card" aria-labelledby={`${id}-credit`}>
          <h2 id={`${id}-credit`}>{t('accountPage.storeCredit.heading')}</h2>
          <StoreCreditSection lang={lang} />
        </section>
        <section className="account-page__card" aria-labelledby={`${id}-password`}>
          <h2 id={`${id}-password`}>{t('accountPage.password.heading')}</h2>
          <p>{t('accountPage.password.intro')}</p>
          <PasswordChangeForm headingId={`${id}-password`} account={account.data} />
        </section>
        <section className="account-page__card" aria-labelledby={`${id}-data`}>
          <h2 id={`${id}-data`}>{t('accountPage.dataExport.heading')}</h2>
          <Suspense fallback={null}>
            <DataExportSection />
          </Suspense>
        </section>
        <section
          className="account-page__card account-page__danger"
          aria-labelledby={`${id}-delete`}
        >
          <h2 id={`${id}-delete`}>{t('accountPage.delete.heading')}</h2>
          <DeletionExplained />
          <DeleteAccountForm headingId={`${id}-delete`} onDeleted={onDeleted} />
        </section>
      </>
    );
  }

  return (
    <section className="page account-page" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{t('accountPage.heading')}</h1>
      <div className="account-page__sections">{content}</div>
    </section>
  );
}
