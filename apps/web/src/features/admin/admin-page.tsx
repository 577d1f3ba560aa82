import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { useAccountRole } from '../../lib/account-role';
import { BannersPanel } from './components/banners-panel';
import { BookPricePanel } from './components/book-price-panel';
import { BookshopsPanel } from './components/bookshops-panel';
import { DeferredPaymentsPanel } from './components/deferred-payments-panel';
import { DiscountCodesPanel } from './components/discount-codes-panel';
import { FailedMailPanel } from './components/failed-mail-panel';
import { IdentityChangesPanel } from './components/identity-changes-panel';
import { OrdersPanel } from './components/orders-panel';
import { PayoutsPanel } from './components/payouts-panel';
import { StoreCreditPanel } from './components/store-credit-panel';
import { TransfersPanel } from './components/transfers-panel';
import './admin.css';

const TABS = [
  'bookshops',
  'orders',
  'transfers',
  'deferred',
  'codes',
  'storeCredit',
  'payouts',
  'banners',
  'failedMail',
  'identity',
  'bookPrice',
] as const;
type Tab = (typeof TABS)[number];

/**
 * `/{lang}/admin/` (behind the login gate): the platform administrator's bookshops, orders,
 * the bank transfers awaited, discount codes, store credit, the bookshops' payouts and banners, one tab each (the ARIA tabs pattern: arrow keys,
 * Home and End move between tabs). Anyone else is told the page is not for them; the server
 * refuses them every operation anyway.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  usePageTitle('admin');
  const role = useAccountRole();
  const [tab, setTab] = useState<Tab>('bookshops');
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  if (role.isPending) {
    return (
      <div className="page admin-area" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('admin.checking')}</span>
      </div>
    );
  }
  if (role.isError) {
    return (
      <div className="page admin-area" role="alert">
        <p>{t('admin.loadError')}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => void role.refetch()}
        >
          {t('admin.retry')}
        </button>
      </div>
    );
  }
  if (role.data !== 'ADMIN') {
    return (
      <section className="page admin-area" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>{t('admin.heading')}</h1>
        <p className="form__alert" role="alert">
          {t('admin.forbidden')}
        </p>
      </section>
    );
  }

  const choose = (next: Tab) => {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className="page admin-area">
      <h1>{t('admin.heading')}</h1>
      <p className="page__intro">{t('admin.intro')}</p>
      <div
        className="admin-tabs"
        role="tablist"
        aria-label={t('admin.tabsLabel')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            className="admin-tabs__tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`admin.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="admin-tabpanel"
        tabIndex={0}
      >
        <h2 className="visually-hidden">{t(`admin.tabs.${tab}`)}</h2>
        {tab === 'bookshops' ? <BookshopsPanel lang={lang} /> : null}
        {tab === 'orders' ? <OrdersPanel lang={lang} /> : null}
        {tab === 'transfers' ? <TransfersPanel lang={lang} /> : null}
        {tab === 'codes' ? <DiscountCodesPanel lang={lang} /> : null}
        {tab === 'storeCredit' ? <StoreCreditPanel lang={lang} /> : null}
        {tab === 'payouts' ? <PayoutsPanel lang={lang} /> : null}
        {tab === 'banners' ? <BannersPanel /> : null}
        {tab === 'failedMail' ? <FailedMailPanel lang={lang} /> : null}
        {tab === 'identity' ? <IdentityChangesPanel lang={lang} /> : null}
        {tab === 'bookPrice' ? <BookPricePanel /> : null}
        {tab === 'deferred' ? <DeferredPaymentsPanel lang={lang} /> : null}
      </div>
    </div>
  );
}
