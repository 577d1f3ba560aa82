import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { formatEur } from '../../../lib/money';
import { paymentInWords } from '../../../lib/order-payment';
import { PART_STATUS_KEYS, rejectedPhrase } from '../../../lib/order-words';
import {
  ORDER_STATUSES,
  PART_STATUSES,
  useAdminOrders,
  type AdminOrder,
  type OrderFilter,
  type OrderStatus,
  type PartStatus,
} from '../api/orders';
import { dayOf } from '../form-values';
import { LoadState } from './load-state';
import { invoiceReady, partInvoiceUrl } from '../../../lib/invoices';

const METHODS = [
  'STRIPE',
  'STRIPE_WT',
  'BRAINTREE',
  'CASH_ON_DELIVERY',
  'STORE_CREDIT',
  'MANUAL',
] as const;
type Method = (typeof METHODS)[number];

function isPartStatus(value: string): value is PartStatus {
  return (PART_STATUSES as readonly string[]).includes(value);
}
function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
const SHIPPINGS = ['Shop_pickup', 'Economy', 'Standard', 'Express'] as const;
function isShipping(value: string): value is (typeof SHIPPINGS)[number] {
  return (SHIPPINGS as readonly string[]).includes(value);
}
function isMethod(value: string | null): value is Method {
  return value !== null && (METHODS as readonly string[]).includes(value);
}

function OrderCard({ order, lang }: { order: AdminOrder; lang: Lang }) {
  const { t } = useTranslation();
  /** What the bookshop rejected of a line, in the order pages' words; '' for nothing. */
  const rejected = (line: { qty: number; rejectedQty: number }) => {
    const phrase = rejectedPhrase(line);
    return phrase ? t(phrase.key, phrase.values) : '';
  };
  const id = useId();
  const method = order.paymentMethod;
  return (
    <article className="admin-order" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('admin.orders.orderHeading', { number: order.number })}</h4>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.orders.date')}</dt>
          <dd>{formatDate(dayOf(order.createdAt), lang)}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.buyer')}</dt>
          <dd>{order.buyerEmail}</dd>
        </div>
        <div>
          <dt>{t('admin.orders.orderStatus')}</dt>
          <dd>
            {isOrderStatus(order.status)
              ? t(`admin.orders.statuses.${order.status}`)
              : order.status}
          </dd>
        </div>
        <div>
          <dt>{t('admin.orders.payment')}</dt>
          <dd>
            {paymentInWords(
              order,
              {
                wallet: t('admin.orders.methods.STORE_CREDIT'),
                method: isMethod(method)
                  ? t(`admin.orders.methods.${method}`)
                  : t('admin.orders.noPayment'),
              },
              lang,
            )}
          </dd>
        </div>
        <div>
          <dt>{t('admin.orders.total')}</dt>
          <dd>{formatEur(order.totale, lang)}</dd>
        </div>
      </dl>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">
            {t('admin.orders.partsCaption', { number: order.number })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.colBookshop')}</th>
              <th scope="col">{t('admin.orders.colStatus')}</th>
              <th scope="col">{t('admin.orders.colShipping')}</th>
              <th scope="col">{t('admin.orders.colBooks')}</th>
              <th scope="col">{t('admin.orders.colRefunded')}</th>
            </tr>
          </thead>
          <tbody>
            {order.parts.map((part) => (
              <tr key={part.id}>
                <th scope="row">{part.bookshop.name}</th>
                <td>
                  {isPartStatus(part.status) ? t(PART_STATUS_KEYS[part.status]) : part.status}
                  {invoiceReady({
                    status: part.status,
                    invoiceRequested: Boolean(part.details?.invoice),
                  }) ? (
                    <>
                      {' · '}
                      <a
                        href={partInvoiceUrl(part.id)}
                        download
                        aria-label={t('admin.orders.invoiceLinkName', {
                          number: order.number,
                          bookshop: part.bookshop.name,
                        })}
                      >
                        {t('admin.orders.invoiceLink')}
                      </a>
                    </>
                  ) : null}
                </td>
                <td>
                  {isShipping(part.shipping)
                    ? t(`admin.orders.shippings.${part.shipping}`)
                    : part.shipping}{' '}
                  · {formatEur(part.shippingCost, lang)}
                  {part.trackingCode ? ` · ${part.carrier ?? ''} ${part.trackingCode}` : ''}
                </td>
                <td>
                  <ul className="admin-lines">
                    {part.lines.map((line) => (
                      <li key={line.id} className={line.rejected ? 'admin-lines__rejected' : ''}>
                        {line.qty} × {line.product.title} ({formatEur(line.price, lang)})
                        {rejected(line) ? ` · ${rejected(line)}` : ''}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{formatEur(part.refunded, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** Every order of the platform with its parts: searched, filtered by a part's state, paged. */
export function OrdersPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PartStatus | null>(null);
  const [filter, setFilter] = useState<OrderFilter>({ search: '', status: null, page: 1 });
  const { data, isPending, isError, error, refetch, isFetching } = useAdminOrders(filter);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ search: search.trim(), status, page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`} aria-busy={isFetching}>
      <h3 id={`${id}-heading`}>{t('admin.orders.heading')}</h3>
      <form className="admin-form admin-form--inline" onSubmit={onSubmit} role="search">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-search`}>
            {t('admin.orders.search')}
          </label>
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t('admin.orders.status')}
          </label>
          <select
            id={`${id}-status`}
            className="field__input"
            value={status ?? ''}
            onChange={(event) =>
              setStatus(isPartStatus(event.target.value) ? event.target.value : null)
            }
          >
            <option value="">{t('admin.orders.anyStatus')}</option>
            {PART_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(PART_STATUS_KEYS[code])}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary">
            {t('admin.orders.submit')}
          </button>
        </div>
      </form>
      {isPending || isError ? (
        <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
      ) : (
        <>
          <p role="status">{t('admin.orders.found', { count: data.total })}</p>
          {data.items.length === 0 ? (
            <p>{t('admin.orders.empty')}</p>
          ) : (
            <ul className="admin-orders">
              {data.items.map((order) => (
                <li key={order.number}>
                  <OrderCard order={order} lang={lang} />
                </li>
              ))}
            </ul>
          )}
          <nav
            className="admin-pager"
            aria-label={t('admin.orders.pageOf', { page: filter.page, pages })}
          >
            <button
              type="button"
              className="button admin-button--secondary"
              disabled={filter.page <= 1 || isFetching}
              onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
            >
              {t('admin.orders.previous')}
            </button>
            <span>{t('admin.orders.pageOf', { page: filter.page, pages })}</span>
            <button
              type="button"
              className="button admin-button--secondary"
              disabled={filter.page >= pages || isFetching}
              onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
            >
              {t('admin.orders.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
