import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Lang } from '../../config/languages';
import { paths } from '../../config/paths';
import { usePageTitle, type PageTitleKey } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { useAccountRole } from '../../lib/account-role';
import './bookshop-area.css';

/**
 * The sections of the bookshop staff's area, in the order its navigation lists them, each with
 * an address of its own. The sections the next issues add (the shelf's imports) join this
 * list as they are built, never before: the
 * navigation has no link to a page that is not there. `ownBookshop`: a section about the
 * bookshop one works for, which the administrator, who has none, is not offered.
 */
const SECTIONS = [
  { key: 'orders', path: paths.bookshopOrders, title: 'bookshopOrders', ownBookshop: false },
  { key: 'shelf', path: paths.bookshopShelf, title: 'bookshopShelf', ownBookshop: false },
  { key: 'shipping', path: paths.bookshopShipping, title: 'bookshopShipping', ownBookshop: true },
  { key: 'payouts', path: paths.bookshopPayouts, title: 'bookshopPayouts', ownBookshop: true },
  { key: 'profile', path: paths.bookshopProfile, title: 'bookshopProfile', ownBookshop: true },
] as const satisfies readonly {
  key: string;
  path: (lang: Lang) => string;
  title: PageTitleKey;
  ownBookshop: boolean;
}[];

export type StaffSection = (typeof SECTIONS)[number]['key'];

/** Who works in the area: a bookshop's staff, or the administrator (every bookshop's). */
export type StaffRole = 'STAFF' | 'ADMIN';

/** A path without its trailing slash, so '/it/area-libreria/ordini' is the same page. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The area's sub-navigation: a link per section, the current one marked for screen readers. */
function SectionNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const here = withoutTrailingSlash(pathname);
  return (
    <nav className="staff-nav" aria-label={t('bookshopArea.sections.label')}>
      <ul className="staff-nav__list">
        {SECTIONS.filter((section) => role === 'STAFF' || !section.ownBookshop).map((section) => {
          const to = section.path(lang);
          const current = withoutTrailingSlash(to) === here;
          return (
            <li key={section.key}>
              <Link className="staff-nav__link" to={to} aria-current={current ? 'page' : undefined}>
                {t(`bookshopArea.sections.${section.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A section of `/{lang}/area-libreria/` (behind the login gate, docs/spec/bookshop-area.md §1): the
 * area's heading and navigation around the section's content, once the account is known to be staff
 * or the administrator. Anyone else is told the area is for bookshop staff (the server
 * refuses them every operation anyway).
 */
export function StaffArea({
  section,
  children,
}: {
  section: StaffSection;
  children: (role: StaffRole) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const title = SECTIONS.find((s) => s.key === section)?.title ?? 'bookshopArea';
  usePageTitle(title);
  const role = useAccountRole();

  if (role.isPending) {
    return (
      <div className="page staff-area" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    );
  }
  if (role.isError) {
    return (
      <div className="page staff-area" role="alert">
        <p>{t('bookshopArea.sections.loadError')}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => void role.refetch()}
        >
          {t('bookshopArea.retry')}
        </button>
      </div>
    );
  }
  if (role.data !== 'STAFF' && role.data !== 'ADMIN') {
    return (
      <section className="page staff-area" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>{t('bookshopArea.heading')}</h1>
        <p className="form__alert" role="alert">
          {t('bookshopArea.forbidden')}
        </p>
      </section>
    );
  }
  return (
    <div className="page staff-area">
      <h1>{t('bookshopArea.heading')}</h1>
      <p className="page__intro">{t('bookshopArea.intro')}</p>
      <SectionNav role={role.data} />
      {children(role.data)}
    </div>
  );
}
