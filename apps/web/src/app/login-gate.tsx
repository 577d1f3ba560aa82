import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import type { Lang } from '../config/languages';
import { paths } from '../config/paths';
import { fetchLoginStatus } from '../hooks/use-login-status';
import { usePageTitle, type PageTitleKey } from '../hooks/use-page-title';
import { useLang } from '../i18n/use-lang';

/**
 * Shows its children only to a logged-in buyer (docs/spec/checkout.md §3.1, checkout). While the
 * server's login check is pending it says so; a logged-out visitor, or any failure of the check,
 * gets a full redirect to the login page, which brings them back here afterwards.
 */
export function RequireLogin({
  children,
  pageTitle = null,
  preload,
}: {
  children: ReactNode;
  /** The gated page's title, shown already while the check runs. */
  pageTitle?: PageTitleKey | null;
  /** Starts loading the gated page's code (and strings, in `lang`) while the check runs. */
  preload?: (lang: Lang) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  usePageTitle(pageTitle);
  const lang = useLang();
  const { pathname, search } = useLocation();
  const [loggedIn, setLoggedIn] = useState(false);

  useEffect(() => {
    // A failure shows when the page renders; here it only must not go unhandled.
    preload?.(lang).catch(() => undefined);
  }, [preload, lang]);

  useEffect(() => {
    const controller = new AbortController();
    const goToLogin = () => window.location.assign(paths.login(lang, `${pathname}${search}`));
    fetchLoginStatus(controller.signal).then(
      (status) => {
        if (controller.signal.aborted) return;
        if (status === 'loggedIn') setLoggedIn(true);
        else goToLogin();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Login check failed', error);
        goToLogin();
      },
    );
    return () => controller.abort();
  }, [lang, pathname, search]);

  if (loggedIn) return <>{children}</>;
  return (
    <div className="page gate" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span>{t('auth.checkingLogin')}</span>
    </div>
  );
}
