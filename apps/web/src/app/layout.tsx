import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, NavLink, Outlet, useLocation, useNavigationType } from 'react-router';
import { BRAND_NAME } from '../config/env';
import { paths } from '../config/paths';
import { useLang } from '../i18n/use-lang';
import { AccountMenu } from './account-menu';
import { Banner } from './banner';
import { CartCount } from './cart-count';
import { LanguageSwitcher } from './language-switcher';
import { RouteErrorBoundary } from './route-error';

const MAIN_ID = 'main';

// The header's book search and its suggestions are a chunk of their own, loaded as the shell
// first renders: the shell every page downloads before it shows stays within the pages'
// budgets (apps/web/vite.config.ts). Its place is kept meanwhile, so nothing shifts.
const HeaderSearch = lazy(() =>
  import('../features/books/components/header-search').then((m) => ({
    default: m.HeaderSearch,
  })),
);

// The legal pages' chunk (docs/spec/legal-pages.md §1), for the same reason: the footer's links
// to them (`links`), and the pages themselves, the router's catch-all under the language.
export const Legal = lazy(() => import('../features/legal/legal-page'));

/**
 * After a client-side navigation, start the new page at the top with the focus on it, as a
 * full load would; back and forward leave the scrolling to the browser.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}

function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        {/* Named by its visible text, so a voice user who says what they see hits it
            (WCAG 2.5.3); only the destination is added, unseen. */}
        <Link className="brand" to={paths.home(lang)}>
          <span className="brand__name">{BRAND_NAME}</span>{' '}
          <span className="brand__tagline">{t('app.tagline')}</span>
          <span className="visually-hidden">({t('header.homePage')})</span>
        </Link>
        <Suspense fallback={<div className="header-search" />}>
          <HeaderSearch />
        </Suspense>
        <nav className="site-nav" aria-label={t('header.mainNav')}>
          <ul className="site-nav__list">
            <li>
              <NavLink className="site-nav__link" to={paths.cart(lang)}>
                <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6h15l-1.5 9h-12z M6 6 5 3H2 M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z M18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
                </svg>
                {t('header.cart')}
              </NavLink>
              <CartCount />
            </li>
            <li>
              <NavLink className="site-nav__link" to={paths.wishlist(lang)}>
                {t('wishlist.navLink')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
      <Banner position="header" />
    </header>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Banner position="footer" />
      {/* The legal pages, from every page (docs/spec/legal-pages.md §1). */}
      <Suspense>
        <Legal links />
      </Suspense>
      <div className="container site-footer__inner">
        <p className="site-footer__about">{t('footer.about', { brand: BRAND_NAME })}</p>
        <p className="site-footer__copyright">
          {t('footer.copyright', { brand: BRAND_NAME, year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** The shell around every page: header and its banner, the routed page, footer and banner. */
export function Layout() {
  const { t } = useTranslation();
  useFocusMainOnNavigation();
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} className="site-main container" tabIndex={-1}>
        {/* Errors inside a page render inside the layout, header and footer kept. */}
        <RouteErrorBoundary>
          <Suspense fallback={<AppLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

/** Shown while a page's code arrives. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <span className="spinner spinner--dark" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
