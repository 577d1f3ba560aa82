import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../components/forms/error-text';
import { useBookshopProfile } from './api/profile';
import { ProfileForm } from './components/profile-form';
import { StaffArea } from './staff-area';

/** The staff's own bookshop's profile, once read. */
function OwnProfile() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useBookshopProfile();
  if (query.isPending) {
    return (
      <p className="staff-area__status" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="form__alert" role="alert">
        {errorText(query.error, t('bookshopArea.profile.loadError'))}
      </p>
    );
  }
  return <ProfileForm profile={query.data} lang={lang} />;
}

/**
 * `/{lang}/area-libreria/profilo/`: the bookshop's identity as a seller (docs/spec/marketplace.md
 * §8). The administrator, who has no bookshop of their own, decides changes in the
 * administration's approvals.
 */
export function BookshopProfilePage() {
  const { t } = useTranslation();
  return (
    <StaffArea section="profile">
      {(role) =>
        role === 'STAFF' ? (
          <OwnProfile />
        ) : (
          <p className="staff-area__status">{t('bookshopArea.profile.adminHint')}</p>
        )
      }
    </StaffArea>
  );
}
