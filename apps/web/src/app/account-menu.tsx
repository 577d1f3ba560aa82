import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { toast } from '../lib/toast';
import { isAccountEntryPath, isLoginPath, paths } from '../config/paths';
import { useUserEmail } from '../lib/user-email';
import { logout } from '../features/auth/api/logout';
import { useLang } from '../i18n/use-lang';
import { useAccountRole } from '../lib/account-role';

/**
 * The header's account corner: the buyer's email, their account and orders, the bookshop's
 * area for its staff, the administration for the administrator, and 'Esci'; or 'Accedi' for a
 * visitor.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { data: email, isPending, isError } = useUserEmail();
  const { data: role } = useAccountRole(Boolean(email) && !isError);
  const [leaving, setLeaving] = useState(false);

  // Until the server answers, keep the space empty rather than flash 'Accedi'.
  if (isPending) return <div className="account" aria-hidden="true" />;

  if (email && !isError) {
    const onLogout = async () => {
      setLeaving(true);
      try {
        await logout();
        window.location.reload();
      } catch (error) {
        console.warn('Logout failed', error);
        toast.error(t('header.logoutFailed'));
        setLeaving(false);
      }
    };
    return (
      <div className="account">
        <span className="account__email">
          <span className="visually-hidden">{t('header.signedInAs')} </span>
          {email}
        </span>
        <Link className="button button--ghost" to={paths.account(lang)}>
          {t('header.account')}
        </Link>
        <Link className="button button--ghost" to={paths.myOrders(lang)}>
          {t('header.myOrders')}
        </Link>
        {role === 'STAFF' ? (
          <Link className="button button--ghost" to={paths.bookshopArea(lang)}>
            {t('header.bookshopArea')}
          </Link>
        ) : null}
        {role === 'ADMIN' ? (
          <Link className="button button--ghost" to={paths.admin(lang)}>
            {t('header.admin')}
          </Link>
        ) : null}
        <button
          className="button button--ghost"
          type="button"
          onClick={() => void onLogout()}
          disabled={leaving}
        >
          {t('header.logout')}
        </button>
      </div>
    );
  }

  if (isLoginPath(pathname)) return <div className="account" />;
  // From the registration or a password page, the login goes on where that page would have.
  const next = isAccountEntryPath(pathname)
    ? new URLSearchParams(search).get('next')
    : `${pathname}${search}`;
  return (
    <div className="account">
      <Link className="button button--ghost" to={paths.login(lang, next)}>
        {t('header.login')}
      </Link>
    </div>
  );
}
