import { useId, useState } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { PART_STATUS_KEYS } from '../../lib/order-words';
import { PART_STATUSES, useBookshopOrders, type PartStatus } from './api/bookshop-orders';
import { useShelf } from './api/get-shelf';
import { AddBookForm } from './components/add-book-form';
import { OrderPartCard } from './components/order-part-card';
import { PartsExportForm } from './components/parts-export-form';
import { ShelfSection } from './components/shelf-section';
import { ShippingRatesSection } from './components/shipping-rates-section';
import { StockForm } from './components/stock-form';
import { VacationForm } from './components/vacation-form';
import { errorText, isForbidden } from './error-text';
import './bookshop-area.css';

function isPartStatus(value: string): value is PartStatus {
  return (PART_STATUSES as readonly string[]).includes(value);
}

/**
 * `/{lang}/area-libreria/` (behind the login gate, CONTRACT §7): the bookshop staff's
 * orders to handle, its shelf and its holidays. A buyer is told the page is for staff.
 */
export function BookshopAreaPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  usePageTitle('bookshopArea');
  const [status, setStatus] = useState<PartStatus | null>(null);
  const { data: parts, isPending, isError, error, refetch, isFetching } = useBookshopOrders(status);
  // Staff have a bookshop of their own: its new books and rate tables are theirs to write.
  const ownBookshop = useShelf('', 1).data?.bookshop ?? null;

  if (isError && isForbidden(error)) {
    return (
      <section className="page staff-area" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>{t('bookshopArea.heading')}</h1>
        <p className="form__alert" role="alert">
          {t('bookshopArea.forbidden')}
        </p>
      </section>
    );
  }

  let orders;
  if (isPending) {
    orders = (
      <div className="staff-area__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshopArea.loading')}</span>
      </div>
    );
  } else if (isError) {
    orders = (
      <div className="staff-area__status" role="alert">
        <p>
          {t('bookshopArea.loadError')} {errorText(error, t)}
        </p>
        <button className="button button--primary" type="button" onClick={() => void refetch()}>
          {t('bookshopArea.retry')}
        </button>
      </div>
    );
  } else if (parts.length === 0) {
    orders = <p className="staff-area__status">{t('bookshopArea.empty')}</p>;
  } else {
    orders = (
      <ul className="staff-parts">
        {parts.map((part) => (
          <li key={part.id}>
            <OrderPartCard part={part} lang={lang} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page staff-area">
      <h1>{t('bookshopArea.heading')}</h1>
      <p className="page__intro">{t('bookshopArea.intro')}</p>
      <section
        className="staff-area__orders"
        aria-labelledby={`${id}-orders`}
        aria-busy={isPending || isFetching}
      >
        <h2 id={`${id}-orders`}>{t('bookshopArea.ordersHeading')}</h2>
        <div className="field staff-area__filter">
          <label className="field__label" htmlFor={`${id}-filter`}>
            {t('bookshopArea.filterLabel')}
          </label>
          <select
            id={`${id}-filter`}
            className="field__input"
            value={status ?? ''}
            onChange={(event) =>
              setStatus(isPartStatus(event.target.value) ? event.target.value : null)
            }
          >
            <option value="">{t('bookshopArea.filterAll')}</option>
            {PART_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(PART_STATUS_KEYS[code])}
              </option>
            ))}
          </select>
        </div>
        {orders}
      </section>
      <PartsExportForm lang={lang} />
      <div className="staff-area__shelf">
        <StockForm />
        <VacationForm lang={lang} />
      </div>
      <ShelfSection lang={lang} />
      {ownBookshop ? (
        <>
          <AddBookForm lang={lang} />
          <ShippingRatesSection lang={lang} />
        </>
      ) : null}
    </div>
  );
}
